import Foundation
import LayoutKitCore
import LayoutKitLayouts
import Testing

/// Bad input to the waterfall and the column grid: the exact error, and the previous layout
/// left in place.
struct GridInputTests {
    /// Prepares `layout` well, changes it with `spoil`, invalidates it, and expects `expected`
    /// from the next prepare with `context` (the good one when `nil`), with every answer as before.
    static func expectRejection<Layout: CollectionLayout>(
        _ layout: Layout, good: LayoutContext, bad context: LayoutContext? = nil, expected: LayoutError,
        spoil: (Layout) -> Void = { _ in }
    ) throws {
        try layout.prepare(good)
        let everything = CGRect(origin: .zero, size: layout.contentSize).insetBy(dx: -1, dy: -1)
        let before = layout.attributes(in: everything)
        let size = layout.contentSize
        #expect(!before.isEmpty)
        spoil(layout)
        layout.invalidate(with: .everything)
        #expect(throws: expected) { try layout.prepare(context ?? good) }
        #expect(layout.contentSize == size)
        #expect(layout.attributes(in: everything) == before)
        #expect(
            layout.attributes(at: IndexPath(item: 0, section: 0))
                == before.first { $0.indexPath == IndexPath(item: 0, section: 0) })
    }

    static var sized: LayoutContext { gridContext([5]) { CGSize(width: 100, height: 20 + CGFloat($0.item)) } }

    @Test func waterfallConfigurationErrorsNameTheParameter() throws {
        let cases: [(LayoutError, (inout WaterfallConfiguration) -> Void)] = [
            (
                .invalidParameter(name: "interItemSpacing", value: -1, reason: "must not be negative"),
                { $0.interItemSpacing = -1 }
            ),
            (
                .invalidParameter(name: "columnSpacing", value: .infinity, reason: "must be finite"),
                { $0.columnSpacing = .infinity }
            ),
            (
                .invalidParameter(name: "sectionInsets.left", value: -2, reason: "must not be negative"),
                { $0.sectionInsets.left = -2 }
            ),
            (.invalidParameter(name: "columns.fixed", value: 0, reason: "must be from 1 to 10000"), { $0.columns = .fixed(0) }),
            (
                .invalidParameter(name: "columns.minimumWidth", value: 0, reason: "must be positive"),
                { $0.columns = .minimumWidth(0) }
            ),
            (.invalidParameter(name: "estimatedItemHeight", value: 0, reason: "must be positive"), { $0.estimatedItemHeight = 0 })
        ]
        for (expected, change) in cases {
            try Self.expectRejection(WaterfallLayout(), good: Self.sized, expected: expected) { change(&$0.configuration) }
        }
    }

    @Test func nanIsRejectedByName() throws {
        let layout = WaterfallLayout()
        try layout.prepare(Self.sized)
        layout.configuration.interItemSpacing = .nan
        do {
            try layout.prepare(Self.sized)
            Issue.record("a NaN spacing was accepted")
        } catch let LayoutError.invalidParameter(name, value, _) {
            #expect(name == "interItemSpacing")
            #expect(value.isNaN)
        }
        let grid = ColumnGridLayout()
        grid.configuration.itemHeight = .aspectRatio(.nan)
        #expect { try grid.prepare(Self.sized) } throws: { error in
            guard case let LayoutError.invalidParameter(name, _, _) = error else { return false }
            return name == "itemHeight.aspectRatio"
        }
    }

    @Test func aBadSizeFromTheHostNamesTheItem() throws {
        let negative = gridContext([5]) { $0.item == 3 ? CGSize(width: 10, height: -5) : CGSize(width: 100, height: 20) }
        try Self.expectRejection(
            WaterfallLayout(), good: Self.sized, bad: negative,
            expected: .invalidItemSize(IndexPath(item: 3, section: 0), CGSize(width: 10, height: -5)))
        let infinite = gridContext([5]) {
            $0.item == 4 ? CGSize(width: CGFloat.infinity, height: 5) : CGSize(width: 100, height: 20)
        }
        try Self.expectRejection(
            WaterfallLayout(), good: Self.sized, bad: infinite,
            expected: .invalidItemSize(IndexPath(item: 4, section: 0), CGSize(width: CGFloat.infinity, height: 5)))
        let layout = WaterfallLayout()
        try layout.prepare(Self.sized)
        layout.invalidate(with: .everything)
        #expect { try layout.prepare(gridContext([5]) { _ in CGSize(width: CGFloat.nan, height: 5) }) } throws: { error in
            guard case let LayoutError.invalidItemSize(indexPath, _) = error else { return false }
            return indexPath == IndexPath(item: 0, section: 0)
        }
        // Two columns (340 - 10) / 2 = 165 pt wide: item 4, 100 x 24, is 24 × 1.65 tall.
        #expect(layout.attributes(at: IndexPath(item: 4, section: 0))?.frame.height == 24 * (165.0 / 100))
    }

    @Test func heightsBeyondTheLargestLengthAreRejected() throws {
        let huge = gridContext([5]) { _ in CGSize(width: 1, height: CGFloat.greatestFiniteMagnitude) }
        try Self.expectRejection(
            WaterfallLayout(), good: Self.sized, bad: huge,
            expected: .invalidParameter(
                name: "contentSize.height", value: .infinity, reason: "the item heights add up beyond the largest finite length"))
    }

    @Test func columnGridConfigurationErrorsNameTheParameter() throws {
        let cases: [(LayoutError, (inout ColumnGridConfiguration) -> Void)] = [
            (.invalidParameter(name: "rowSpacing", value: -3, reason: "must not be negative"), { $0.rowSpacing = -3 }),
            (
                .invalidParameter(name: "sectionInsets.bottom", value: -.infinity, reason: "must be finite"),
                { $0.sectionInsets.bottom = -.infinity }
            ),
            (.invalidParameter(name: "columns.fixed", value: -1, reason: "must be from 1 to 10000"), { $0.columns = .fixed(-1) }),
            (
                .invalidParameter(name: "columns.minimumWidth", value: -5, reason: "must be positive"),
                { $0.columns = .minimumWidth(-5) }
            ),
            (
                .invalidParameter(name: "itemHeight.absolute", value: -1, reason: "must not be negative"),
                { $0.itemHeight = .absolute(-1) }
            ),
            (
                .invalidParameter(name: "itemHeight.estimated", value: 0, reason: "must be positive"),
                { $0.itemHeight = .estimated(0) }
            )
        ]
        for (expected, change) in cases {
            try Self.expectRejection(ColumnGridLayout(), good: gridContext([10]), expected: expected) {
                change(&$0.configuration)
            }
        }
    }

    @Test func aBadContextIsRejected() throws {
        var bad = gridContext([5])
        bad.displayScale = 0
        try Self.expectRejection(
            ColumnGridLayout(), good: gridContext([5]), bad: bad,
            expected: .invalidParameter(name: "displayScale", value: 0, reason: "must be positive"))
    }
}
