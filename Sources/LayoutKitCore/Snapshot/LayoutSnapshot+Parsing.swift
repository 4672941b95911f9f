import Foundation

extension LayoutSnapshot {
    /// Reads a snapshot back from its ``text``, a stored reference say, to draw it with
    /// ``SnapshotSVG``. Numbers come back at the text's precision; an `affine` transform comes back
    /// as the 2D transform it prints.
    ///
    /// ```swift
    /// let reference = try String(contentsOfFile: path, encoding: .utf8)
    /// let svg = SnapshotSVG.render(try LayoutSnapshot(parsing: reference))
    /// ```
    ///
    /// - Throws: ``SnapshotTextError`` naming the first line it cannot read.
    /// - Complexity: O(n) for n lines.
    public init(parsing text: String) throws {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard lines.first == "layoutkit-snapshot v\(Self.version)" else {
            throw SnapshotTextError(line: 1, problem: "expected 'layoutkit-snapshot v\(Self.version)'")
        }
        guard lines.count >= 3 else {
            throw SnapshotTextError(line: lines.count + 1, problem: "the content and rect lines are missing")
        }
        let content = try Self.values(lines[1], after: "content", count: 2, line: 2)
        let rect = try Self.values(lines[2], after: "rect", count: 4, line: 3)
        let attributes = try lines.dropFirst(3).enumerated().map { try Self.attributes($0.element, line: $0.offset + 4) }
        self.init(
            contentSize: CGSize(width: content[0], height: content[1]),
            rect: CGRect(x: rect[0], y: rect[1], width: rect[2], height: rect[3]), attributes: attributes)
    }

    /// The `count` numbers of a line that starts with `word`.
    private static func values(_ text: String, after word: String, count: Int, line: Int) throws -> [CGFloat] {
        let words = text.split(separator: " ").map(String.init)
        guard words.first == word, words.count == count + 1 else {
            throw SnapshotTextError(line: line, problem: "expected '\(word)' and \(count) numbers")
        }
        return try numbers(words.dropFirst(), line: line)
    }

    private static func numbers<Words: Collection<String>>(_ words: Words, line: Int) throws -> [CGFloat] {
        try words.map { word in
            guard let value = Double(word) else { throw SnapshotTextError(line: line, problem: "'\(word)' is not a number") }
            return CGFloat(value)
        }
    }

    /// An element line: category, index path, frame, then the optional alpha, z, hidden and transform.
    private static func attributes(_ text: String, line: Int) throws -> LayoutAttributes {
        guard let open = text.range(of: " ["), let close = text.range(of: "] ", range: open.upperBound..<text.endIndex) else {
            throw SnapshotTextError(line: line, problem: "expected an element: category, [index path], frame")
        }
        let category = try self.category(String(text[..<open.lowerBound]), line: line)
        let path = try text[open.upperBound..<close.lowerBound].split(separator: ",").map { part -> Int in
            guard let index = Int(part.trimmingCharacters(in: .whitespaces)) else {
                throw SnapshotTextError(line: line, problem: "'\(part)' is not an index")
            }
            return index
        }
        var words = text[close.upperBound...].split(separator: " ").map(String.init)[...]
        guard words.popFirst() == "frame", words.count >= 4 else {
            throw SnapshotTextError(line: line, problem: "expected 'frame' and 4 numbers")
        }
        let frame = try numbers(words.prefix(4), line: line)
        words = words.dropFirst(4)
        var attributes = LayoutAttributes(
            indexPath: IndexPath(indexes: path), category: category,
            frame: CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]))
        while let word = words.popFirst() {
            switch word {
            case "alpha": attributes.alpha = try numbers(words.prefix(1), line: line).first ?? 1
            case "z":
                guard let z = words.first.flatMap({ Int($0) }) else {
                    throw SnapshotTextError(line: line, problem: "'z' takes a whole number")
                }
                attributes.zIndex = z
            case "hidden": attributes.isHidden = true
            case "affine":
                let t = try numbers(words.prefix(6), line: line)
                guard t.count == 6 else { throw SnapshotTextError(line: line, problem: "'affine' takes 6 numbers") }
                attributes.transform3D = Transform3D(
                    m11: t[0], m12: t[1], m13: 0, m14: 0, m21: t[2], m22: t[3], m23: 0, m24: 0,
                    m31: 0, m32: 0, m33: 1, m34: 0, m41: t[4], m42: t[5], m43: 0, m44: 1)
            case "transform3d":
                let m = try numbers(words.prefix(16), line: line)
                guard m.count == 16 else { throw SnapshotTextError(line: line, problem: "'transform3d' takes 16 numbers") }
                attributes.transform3D = Transform3D(
                    m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                    m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
            default:
                throw SnapshotTextError(line: line, problem: "'\(word)' is not a value of an element")
            }
            words = words.dropFirst(["alpha": 1, "z": 1, "affine": 6, "transform3d": 16][word] ?? 0)
        }
        return attributes
    }

    /// `cell`, `supplementary(kind)` or `decoration(kind)`.
    private static func category(_ text: String, line: Int) throws -> ElementCategory {
        if text == "cell" { return .cell }
        for (prefix, make) in [
            ("supplementary(", ElementCategory.supplementaryView), ("decoration(", ElementCategory.decorationView)
        ]
        where text.hasPrefix(prefix) && text.hasSuffix(")") {
            return make(String(text.dropFirst(prefix.count).dropLast()))
        }
        throw SnapshotTextError(line: line, problem: "'\(text)' is not an element category")
    }
}
