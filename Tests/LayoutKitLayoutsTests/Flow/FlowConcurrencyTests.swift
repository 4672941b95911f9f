import Foundation
import LayoutKitCore
import LayoutKitLayouts
import Testing

/// Layouts are not shared between threads, but apps prepare separate ones at once (and Swift
/// Testing runs suites in parallel): nothing a layout does may touch the standard library's
/// shared storage.
struct FlowConcurrencyTests {
    /// ThreadSanitizer's finding in CI (2026-11-28): an empty flow's preparation wrote the count
    /// of the standard library's shared empty-array storage (`Array(unsafeUninitializedCapacity: 0)`)
    /// while another thread read an empty array. Under `swift test --sanitize=thread` these eight
    /// threads of empty flows reproduced it before the fix; every run checks that they show nothing.
    @Test func emptyFlowLayoutsPreparedOnEightThreadsAtOnceShowNothing() async throws {
        let shown = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var shown = 0
                    for _ in 0..<200 {
                        let layout = FlowLayout()
                        let viewport = CGRect(x: 0, y: 0, width: 320, height: 568)
                        try layout.prepare(LayoutContext(bounds: viewport, itemCounts: [0, 0]))
                        shown += layout.attributes(in: viewport).count
                    }
                    return shown
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(shown == 0)
    }
}
