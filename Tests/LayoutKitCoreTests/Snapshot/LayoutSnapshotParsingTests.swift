import Foundation
import LayoutKitCore
import Testing

/// A stored snapshot reads back into the snapshot that printed it.
struct LayoutSnapshotParsingTests {
    /// Every reference file the repository's tests keep.
    static let references: [URL] = {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let walker = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
        return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "txt" && $0.path.contains("__Snapshots__") }
    }()

    @Test func everyStoredReferenceReadsBackToItsOwnText() throws {
        #expect(Self.references.count > 20, "the references were found")
        for url in Self.references {
            let text = try String(contentsOf: url, encoding: .utf8)
            guard text.hasPrefix("layoutkit-snapshot") else { continue }
            #expect(try LayoutSnapshot(parsing: text).text == text, "\(url.lastPathComponent)")
        }
    }

    @Test func aLineItCannotReadIsNamed() {
        let text = "layoutkit-snapshot v1\ncontent 320.00 568.00\nrect 0.00 0.00 320.00 568.00\ncell [0, x] frame 0 0 1 1\n"
        #expect(throws: SnapshotTextError(line: 4, problem: "' x' is not an index")) { try LayoutSnapshot(parsing: text) }
        #expect(throws: SnapshotTextError(line: 1, problem: "expected 'layoutkit-snapshot v1'")) {
            try LayoutSnapshot(parsing: "hello")
        }
    }
}
