import Foundation
import Testing

/// Docs/Reliability.md counts the subjects the fuzz drives.
struct FuzzGuideTests {
    @Test func theGuideCountsEverySubject() throws {
        let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs/Reliability.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        #expect(text.contains("drives \(FuzzSubject.all.count) subjects through the headless host"))
    }
}
