import Foundation
import Testing

@testable import LayoutKitTool

/// The guides name only what the code has: every command and scene of the tool they show, and
/// every type they name in code font.
struct GuideDriftTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// README.md and every guide of Docs/, by name.
    static func guides() throws -> [(name: String, text: String)] {
        let docs = root.appendingPathComponent("Docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return try [("README.md", String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8))]
            + names.map { ("Docs/\($0)", try String(contentsOf: docs.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// Every `pattern` match's first group in `text`.
    static func matches(_ pattern: String, in text: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test func everyCommandAndSceneAGuideShowsExists() throws {
        let scenes: [String: [String]] = [
            "record": GalleryCatalog.names, "dump": SceneCatalog.names, "bench": BenchmarkCatalog.names
        ]
        for guide in try Self.guides() {
            for command in try Self.matches(#"layoutkit-tool ([a-z]+)"#, in: guide.text) {
                #expect(["record", "dump", "bench", "svg", "help"].contains(command), "\(guide.name): layoutkit-tool \(command)")
            }
            for (command, known) in scenes {
                for scene in try Self.matches("layoutkit-tool \(command) ([a-z][a-z0-9-]*[a-z0-9])\\b", in: guide.text) {
                    #expect(known.contains(scene), "\(guide.name): layoutkit-tool \(command) \(scene) names no scene")
                }
            }
        }
    }

    /// Names in code font that are not LayoutKit's: Apple's and Swift's, Flutter's for a
    /// comparison, and placeholders the guides use for the reader's own types.
    static let othersNames: Set<String> = [
        "AnyHashable", "AnyObject", "Hashable", "Int", "Double", "String", "UUID", "IndexPath", "Sendable", "SIMD4", "SIMD8",
        "Package", "CI", "AnyLayout", "HStack", "Grid", "LazyVGrid", "Identifiable", "ForEach",
        "BouncingScrollPhysics", "MyLayout", "MyListLayout"
    ]

    @Test func everyTypeAGuideNamesInCodeIsDeclared() throws {
        // The manifest (its modules) and the folders that hold Swift source (not the build
        // folders, which copy it).
        let sources =
            try ["Sources", "Tests", "Snippets", "Tools/PlatformModel/Sources", "Tools/PlatformModel/Tests"].flatMap { folder in
                try FileManager.default.subpathsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path)
                    .filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
            } + ["Package.swift"]
        var declared: Set<String> = []
        for path in sources {
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            declared.formUnion(try Self.matches(#"\b(?:struct|class|enum|protocol|typealias|actor)\s+([A-Z]\w*)"#, in: text))
            declared.formUnion(try Self.matches(#"(?:name|target): "([A-Z]\w*)""#, in: text))  // modules
        }
        #expect(declared.count > 300)
        for guide in try Self.guides() {
            for name in Set(try Self.matches(#"`([A-Z][A-Za-z0-9]+)[<.(`]"#, in: guide.text))
            where !declared.contains(name) && !Self.othersNames.contains(name)
                && !["UI", "NS", "CA", "CG"].contains(where: { name.hasPrefix($0) })
            {
                Issue.record("\(guide.name) names `\(name)`, which nothing declares")
            }
        }
    }
}
