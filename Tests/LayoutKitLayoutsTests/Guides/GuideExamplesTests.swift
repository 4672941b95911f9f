import Foundation
import Testing

/// The guides' code, kept true. Every ```swift block of README.md and Docs/*.md is the visible part
/// of one example file (`Snippets/<Guide>/*.swift`, which `swift build` compiles as SwiftPM
/// snippets, or a file of a test target's `Examples` folder where the example needs the tool's
/// internals); the guide tests' copies of an example are marked and must be word for word in its
/// visible part; and every snippet runs, printing what its `// prints:` comments say (its hidden
/// `precondition`s check the rest).
struct GuideExamplesTests {
    /// The repository's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A ```swift block of a guide.
    struct Block: CustomStringConvertible {
        var guide: String
        var line: Int
        var code: [String]
        var description: String { "\(guide):\(line) `\(code.first ?? "")`" }
    }

    /// An example file: its path from the root and its visible lines.
    struct Example {
        var path: String
        var visible: [String]
        var name: String { URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent }
    }

    static func lines(of path: String) throws -> [String] {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }
    }

    /// The files of `folder` (recursively) whose names end in `suffix`, as paths from the root.
    static func files(in folder: String, endingIn suffix: String, recursively: Bool = true) throws -> [String] {
        let base = root.appendingPathComponent(folder)
        let found =
            try recursively
            ? FileManager.default.subpathsOfDirectory(atPath: base.path)
            : FileManager.default.contentsOfDirectory(atPath: base.path)
        return found.filter { $0.hasSuffix(suffix) }.sorted().map { "\(folder)/\($0)" }
    }

    static func blocks() throws -> [Block] {
        try (["README.md"] + files(in: "Docs", endingIn: ".md", recursively: false)).flatMap { guide in
            var blocks: [Block] = []
            var open: Block?
            var fenced = false
            for (index, line) in try lines(of: guide).enumerated() {
                if !line.hasPrefix("```") {
                    open?.code.append(line)
                    continue
                }
                if fenced, let block = open { blocks.append(block) }
                open = !fenced && line == "```swift" ? Block(guide: guide, line: index + 1, code: []) : nil
                fenced.toggle()
            }
            return blocks
        }
    }

    /// `lines` less the indentation they all share.
    static func dedented(_ lines: [String]) -> [String] {
        let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(indent)) }
    }

    /// The lines outside `// snippet.hide` … `// snippet.show`, without leading or trailing blank
    /// lines, dedented (an example compiled only under `#if canImport(UIKit)` is indented).
    static func visible(_ lines: [String]) -> [String] {
        var hidden = false
        var shown: [String] = []
        for line in lines {
            switch line.trimmingCharacters(in: .whitespaces) {
            case "// snippet.hide": hidden = true
            case "// snippet.show": hidden = false
            default: if !hidden { shown.append(line) }
            }
        }
        return dedented(Array(shown.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed()))
    }

    static func examples() throws -> [Example] {
        let paths =
            try files(in: "Snippets", endingIn: ".swift")
            + files(in: "Tests", endingIn: ".swift").filter {
                $0.contains("/Examples/")
            }
        return try paths.map { Example(path: $0, visible: visible(try lines(of: $0))) }
    }

    /// The first difference of two runs of lines, as `-` (expected) and `+` (actual) lines.
    static func diff(_ expected: [String], _ actual: [String]) -> String {
        let same = zip(expected, actual).prefix { $0 == $1 }.count
        let context = same > 0 ? ["  \(expected[same - 1])"] : []
        let removed = expected.dropFirst(same).prefix(3).map { "- \($0)" }
        let added = actual.dropFirst(same).prefix(3).map { "+ \($0)" }
        return "line \(same + 1):\n" + (context + removed + added).joined(separator: "\n")
    }

    @Test func everyGuideBlockIsAnExampleWordForWord() throws {
        let examples = try Self.examples()
        let blocks = try Self.blocks()
        #expect(blocks.count > 40)
        for block in blocks where !examples.contains(where: { $0.visible == block.code }) {
            // The closest example: the one sharing the most lines with the block.
            let closest = examples.max { a, b in
                Set(a.visible).intersection(block.code).count < Set(b.visible).intersection(block.code).count
            }
            let detail = closest.map { "closest: \($0.path)\n" + Self.diff($0.visible, block.code) } ?? "no examples"
            Issue.record("\(block) is the visible part of no example (- example, + guide); \(detail)")
        }
        for example in examples where !blocks.contains(where: { $0.code == example.visible }) {
            Issue.record("\(example.path) is shown by no guide: give it a ```swift block or remove it")
        }
    }

    /// A guide test's copy of an example, between `// example: Name` and `// example end`, is a run
    /// of lines of that example's visible part (both dedented).
    @Test func theGuideTestsCopiesAreTheExamplesWordForWord() throws {
        let examples = try Self.examples()
        var copies = 0
        for path in try Self.files(in: "Tests", endingIn: ".swift") {
            var copy: (name: String, line: Int, lines: [String])?
            for (index, line) in try Self.lines(of: path).enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("// example: ") {
                    copy = (String(trimmed.dropFirst("// example: ".count)), index + 1, [])
                } else if trimmed == "// example end", let (name, start, lines) = copy {
                    copies += 1
                    copy = nil
                    let copied = Self.dedented(lines)
                    guard let example = examples.first(where: { $0.name == name }) else {
                        Issue.record("\(path):\(start) copies `\(name)`, which is no example")
                        continue
                    }
                    let runs = (0...max(0, example.visible.count - copied.count)).map {
                        Self.dedented(Array(example.visible.dropFirst($0).prefix(copied.count)))
                    }
                    if !runs.contains(copied) {
                        let trimmed = copied.first?.trimmingCharacters(in: .whitespaces) ?? ""
                        let first = example.visible.firstIndex { $0.trimmingCharacters(in: .whitespaces) == trimmed } ?? 0
                        let detail = Self.diff(Self.dedented(Array(example.visible.dropFirst(first))), copied)
                        Issue.record("\(path):\(start) differs from \(example.path) (- example, + test): \(detail)")
                    }
                } else {
                    copy?.lines.append(line)
                }
            }
        }
        #expect(copies > 0)
    }

    /// The folder of the built products: the one holding the running test bundle.
    static func binFolder() throws -> URL {
        let candidates = [Bundle.main.executableURL].compactMap { $0 } + Bundle.allBundles.map(\.bundleURL)
        for candidate in candidates {
            var url = candidate
            while url.pathComponents.count > 1 {
                if url.pathExtension == "xctest" { return url.deletingLastPathComponent() }
                url.deleteLastPathComponent()
            }
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "the test bundle among \(candidates)"])
    }

    @Test(arguments: try examples().filter { $0.path.hasPrefix("Snippets/") }.map(\.path))
    func theSnippetRunsAndPrintsWhatItSays(_ path: String) throws {
        let example = try #require(try Self.examples().first { $0.path == path })
        let executable = try Self.binFolder().appendingPathComponent(example.name)
        try #require(
            FileManager.default.isExecutableFile(atPath: executable.path),
            "\(executable.path) is not built: `swift build` builds the snippets")
        let process = Process()
        process.executableURL = executable
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(path) failed: \(complaint)")
        let promised = example.visible.compactMap { line in
            line.range(of: "// prints: ").map { String(line[$0.upperBound...]) }
        }
        let lines = printed.split(separator: "\n").map(String.init)
        #expect(lines == promised, "\(path) printed (+) not what it says (-): \(Self.diff(promised, lines))")
    }
}
