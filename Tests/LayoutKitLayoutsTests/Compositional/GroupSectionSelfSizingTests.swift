import Foundation
import LayoutKitCore
import LayoutKitLayouts
import Testing

/// Self-sizing: measured items grow their groups and move the groups after them, and their
/// measurements survive a batch update.
struct GroupSectionSelfSizingTests {
    /// Rows of two halves (195 pt) with an estimated height of 50, 10 apart.
    static let rows: GroupSectionConfiguration = {
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .estimated(50)),
            subitems: Array(repeating: leaf(.fractionalWidth(0.5), .estimated(50)), count: 2))
        return GroupSectionConfiguration(group: group, interGroupSpacing: 10)
    }()

    /// Measures item `item` at `height`, as the host does, and prepares again.
    static func measure(_ layout: GroupSectionLayout, item: Int, height: CGFloat, count: Int) throws {
        let original = try #require(layout.attributes(at: IndexPath(item: item, section: 0)))
        var preferred = original
        preferred.frame.size.height = height
        #expect(layout.shouldInvalidate(forPreferredAttributes: preferred, withOriginal: original))
        let invalidation = layout.invalidationContext(forPreferredAttributes: preferred, withOriginal: original)
        #expect(!invalidation.requiresFullLayout)
        layout.invalidate(with: invalidation)
        try layout.prepare(groupContext(count))
    }

    @Test func aMeasuredItemGrowsItsGroupAndMovesTheGroupsAfterIt() throws {
        let layout = try preparedGroupLayout(Self.rows, count: 6)
        // Estimates: rows at 0, 60, 120; 3 × 50 + 2 × 10 = 170.
        #expect(layout.contentSize.height == 170)
        try Self.measure(layout, item: 3, height: 80, count: 6)
        #expect(
            cellFrames(layout, count: 6) == [
                CGRect(x: 0, y: 0, width: 195, height: 50), CGRect(x: 195, y: 0, width: 195, height: 50),
                // Row 1 takes its tallest item, 80: item 2 keeps its estimate.
                CGRect(x: 0, y: 60, width: 195, height: 50), CGRect(x: 195, y: 60, width: 195, height: 80),
                // Row 2 at 60 + 80 + 10 = 150.
                CGRect(x: 0, y: 150, width: 195, height: 50), CGRect(x: 195, y: 150, width: 195, height: 50)
            ])
        // 50 + 80 + 50 + 2 × 10.
        #expect(layout.contentSize == CGSize(width: 390, height: 200))
        #expect(
            layout.groupFrames(in: CGRect(x: 0, y: 100, width: 390, height: 10)) == [CGRect(x: 0, y: 60, width: 390, height: 80)])

        // A smaller item 0 leaves its row at item 1's 50: nothing moves.
        try Self.measure(layout, item: 0, height: 30, count: 6)
        #expect(layout.attributes(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 195, height: 30))
        #expect(layout.attributes(at: IndexPath(item: 4, section: 0))?.frame.minY == 150)
        #expect(layout.contentSize.height == 200)
        GroupSectionQueryTests.expectQueriesMatchBruteForce(layout, count: 6, kinds: [])

        // The same size again asks for nothing.
        let measured = try #require(layout.attributes(at: IndexPath(item: 3, section: 0)))
        #expect(!layout.shouldInvalidate(forPreferredAttributes: measured, withOriginal: measured))
    }

    @Test func aMeasuredItemInAColumnMovesTheItemsUnderIt() throws {
        // A column with an estimated height of 100 holding two items estimated at 50.
        let column = LayoutGroup.vertical(
            size: LayoutSize(width: .fractionalWidth(1), height: .estimated(100)),
            subitems: Array(repeating: leaf(.fractionalWidth(1), .estimated(50)), count: 2))
        let layout = try preparedGroupLayout(GroupSectionConfiguration(group: column), count: 4)
        try Self.measure(layout, item: 0, height: 70, count: 4)
        // Item 1 under item 0 at 70; the column fits 70 + 50 = 120; the next column at 120.
        #expect(cellFrames(layout, count: 4).map(\.minY) == [0, 70, 120, 170])
        #expect(layout.contentSize.height == 220)
    }

    @Test func itemsOfAFixedHeightDoNotSelfSize() throws {
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
            subitems: [leaf(.fractionalWidth(1), .absolute(50))])
        let layout = try preparedGroupLayout(GroupSectionConfiguration(group: group), count: 3)
        let original = try #require(layout.attributes(at: IndexPath(item: 1, section: 0)))
        var taller = original
        taller.frame.size.height = 90
        #expect(!layout.shouldInvalidate(forPreferredAttributes: taller, withOriginal: original))
    }

    @Test func measurementsAreCarriedAcrossABatchUpdate() throws {
        let layout = try preparedGroupLayout(Self.rows, count: 6)
        try Self.measure(layout, item: 3, height: 80, count: 6)
        var update = BatchUpdate()
        update.deleteItems([IndexPath(item: 0, section: 0)])
        let plan = try update.validated(countsBefore: [6], countsAfter: [5])
        layout.invalidate(with: .dataSourceCounts)
        try layout.prepare(groupContext(5))
        layout.prepare(forUpdates: plan)
        // Item 3 is item 2 now, leaf 0 of row 1: row 1 is 80 tall, row 2 at 60 + 90 = 150.
        #expect(
            cellFrames(layout, count: 5) == [
                CGRect(x: 0, y: 0, width: 195, height: 50), CGRect(x: 195, y: 0, width: 195, height: 50),
                CGRect(x: 0, y: 60, width: 195, height: 80), CGRect(x: 195, y: 60, width: 195, height: 50),
                CGRect(x: 0, y: 150, width: 195, height: 50)
            ])

        // Reloading it drops its measurement.
        var reload = BatchUpdate()
        reload.reloadItems([IndexPath(item: 2, section: 0)])
        reload.insertItems([IndexPath(item: 5, section: 0)])
        let reloadPlan = try reload.validated(countsBefore: [5], countsAfter: [6])
        layout.invalidate(with: .dataSourceCounts)
        try layout.prepare(groupContext(6))
        layout.prepare(forUpdates: reloadPlan)
        #expect(cellFrames(layout, count: 6).map(\.minY) == [0, 0, 60, 60, 120, 120])
    }
}
