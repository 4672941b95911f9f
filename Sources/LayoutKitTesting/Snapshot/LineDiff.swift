/// A readable line diff between two texts: `-` for lines only in the reference, `+` for lines
/// only in the actual text, two spaces for shared lines kept as context around changes; a block of
/// changed lines reads pair by pair, each old line above its new one.
public enum LineDiff {
    /// The diff of `expected` against `actual`, or an empty string when they are equal.
    ///
    /// - Parameters:
    ///   - expected: the reference text.
    ///   - actual: the text produced.
    ///   - context: shared lines shown around each change.
    /// - Complexity: O(m n) time and memory for m and n lines (a longest-common-subsequence
    ///   table); beyond 4 000 lines on a side it reports the first differing line instead.
    public static func diff(expected: String, actual: String, context: Int = 2) -> String {
        guard expected != actual else { return "" }
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard old.count <= 4000, new.count <= 4000 else { return firstDifference(old, new) }
        let edits = paired(script(old, new))
        var keep = [Bool](repeating: false, count: edits.count)
        for (index, edit) in edits.enumerated() where edit.first != " " {
            for near in max(0, index - context)...min(edits.count - 1, index + context) { keep[near] = true }
        }
        var lines: [String] = []
        for (index, edit) in edits.enumerated() {
            if keep[index] {
                lines.append(edit)
            } else if index == 0 || keep[index - 1] {
                lines.append("  ...")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Every line of both texts, marked shared, removed or added, in order.
    private static func script(_ old: [String], _ new: [String]) -> [String] {
        let columns = new.count + 1
        var common = [Int](repeating: 0, count: (old.count + 1) * columns)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i * columns + j] =
                    old[i] == new[j]
                    ? common[(i + 1) * columns + j + 1] + 1
                    : max(common[(i + 1) * columns + j], common[i * columns + j + 1])
            }
        }
        var (i, j) = (0, 0)
        var edits: [String] = []
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                edits.append("  " + old[i])
                i += 1
                j += 1
            } else if i < old.count, j == new.count || common[(i + 1) * columns + j] >= common[i * columns + j + 1] {
                edits.append("- " + old[i])
                i += 1
            } else {
                edits.append("+ " + new[j])
                j += 1
            }
        }
        return edits
    }

    /// `edits` with each run of removed lines followed by a run of added ones interleaved, so that
    /// a changed line reads as its old version above its new one.
    private static func paired(_ edits: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < edits.count {
            let removed = edits[index...].prefix { $0.hasPrefix("- ") }
            let added = edits[(index + removed.count)...].prefix { $0.hasPrefix("+ ") }
            guard !removed.isEmpty, !added.isEmpty else {
                result.append(edits[index])
                index += 1
                continue
            }
            for pair in 0..<max(removed.count, added.count) {
                if pair < removed.count { result.append(removed[removed.startIndex + pair]) }
                if pair < added.count { result.append(added[added.startIndex + pair]) }
            }
            index += removed.count + added.count
        }
        return result
    }

    private static func firstDifference(_ old: [String], _ new: [String]) -> String {
        let index = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
        let expected = index < old.count ? old[index] : "(end of text)"
        let actual = index < new.count ? new[index] : "(end of text)"
        return "first difference at line \(index + 1):\n- \(expected)\n+ \(actual)"
    }
}
