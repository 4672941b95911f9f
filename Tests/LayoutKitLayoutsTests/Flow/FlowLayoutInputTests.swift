import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// Bad input gets a typed error naming what was wrong, and the previous layout stays.
struct FlowLayoutInputTests {
    /// Configurations each spoiled in one value, with the name the error must give.
    static let spoiled: [(String, FlowConfiguration)] = {
        func spoil(_ change: (inout FlowConfiguration) -> Void) -> FlowConfiguration {
            var configuration = FlowConfiguration.compactGrid()
            change(&configuration)
            return configuration
        }
        return [
            ("metrics.itemSize.width", spoil { $0.itemSize.width = CGFloat.nan }),
            ("metrics.itemSize.height", spoil { $0.itemSize.height = -1 }),
            ("metrics.minimumInteritemSpacing", spoil { $0.minimumInteritemSpacing = CGFloat.infinity }),
            ("metrics.minimumLineSpacing", spoil { $0.minimumLineSpacing = -3 }),
            ("metrics.sectionInset.left", spoil { $0.sectionInset.left = -10 }),
            ("metrics.headerReferenceSize.height", spoil { $0.headerReferenceSize.height = CGFloat.nan }),
            (
                "sectionMetrics[2].itemSize.width",
                spoil { $0.sectionMetrics[2] = FlowSectionMetrics(itemSize: CGSize(width: -5, height: 5)) }
            )
        ]
    }()

    @Test(arguments: spoiled)
    func badConfigurationsAreNamedAndLeaveTheLayoutIntact(name: String, configuration: FlowConfiguration) throws {
        let layout = FlowLayout(configuration: .compactGrid())
        let context = phoneContext([10, 10, 10])
        try layout.prepare(context)
        let before = layout.attributes(in: context.visibleRect)
        layout.configuration = configuration
        #expect {
            try layout.prepare(context)
        } throws: { error in
            guard case let LayoutError.invalidParameter(reported, _, _) = error else { return false }
            return reported == name
        }
        #expect(layout.attributes(in: context.visibleRect) == before)
        #expect(layout.contentSize.height > 0)
    }

    @Test func aBadSizeFromTheHostNamesTheItem() throws {
        let layout = FlowLayout(configuration: .compactGrid())
        var context = phoneContext([5])
        try layout.prepare(context)
        let before = layout.contentSize
        context.itemSizeProvider = { $0.item == 3 ? CGSize(width: 10, height: CGFloat.nan) : CGSize(width: 10, height: 10) }
        layout.invalidate(with: .everything)
        #expect {
            try layout.prepare(context)
        } throws: { error in
            guard case let LayoutError.invalidItemSize(path, size) = error else { return false }
            return path == IndexPath(item: 3, section: 0) && size.width == 10 && size.height.isNaN
        }
        #expect(layout.contentSize == before)
    }

    @Test func outOfRangeIndexPathsAnswerNilOrATypedError() throws {
        let layout = FlowLayout(configuration: .compactGrid())
        let context = phoneContext([3, 2])
        try layout.prepare(context)
        for path in [
            IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 2), IndexPath(item: -1, section: 0), IndexPath(index: 4)
        ] {
            #expect(layout.attributes(at: path) == nil)
        }
        #expect(layout.supplementaryAttributes(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 9)) == nil)
        #expect(throws: LayoutError.indexPathOutOfRange(IndexPath(item: 2, section: 1), sectionCount: 2, itemCount: 2)) {
            try layout.checkedAttributes(at: IndexPath(item: 2, section: 1), in: context)
        }
    }

    @Test func zeroItemsGiveAnEmptyContentOfInsetsOnly() throws {
        let layout = FlowLayout(configuration: .compactGrid())
        try layout.prepare(phoneContext([0, 0]))
        #expect(layout.contentSize == CGSize(width: 320, height: 40))
        #expect(layout.attributes(in: CGRect(x: 0, y: 0, width: 320, height: 568)).isEmpty)
        try layout.prepare(phoneContext([]))
        #expect(layout.contentSize == CGSize(width: 320, height: 0))
    }

    /// Documented: with no room across, every item sits alone on its line at the leading inset.
    @Test func zeroSizeBoundsStackEveryItemAtTheLeadingInset() throws {
        let layout = FlowLayout(configuration: .compactGrid())
        try layout.prepare(phoneContext([3], width: 0, height: 0))
        #expect(
            cellFrames(layout, count: 3) == [
                CGRect(x: 10, y: 10, width: 44, height: 44), CGRect(x: 10, y: 64, width: 44, height: 44),
                CGRect(x: 10, y: 118, width: 44, height: 44)
            ])
        #expect(layout.contentSize.width == 0)
        #expect(layout.attributes(in: .zero).isEmpty)
    }

    @Test func hugeButFiniteSizesStayFinite() throws {
        let layout = FlowLayout { $0.itemSize = CGSize(width: 1e300, height: 1e300) }
        try layout.prepare(phoneContext([2]))
        for frame in cellFrames(layout, count: 2) {
            #expect(frame.origin.x.isFinite && frame.origin.y.isFinite)
        }
    }

    /// Found by the long run of `FuzzLayouts` (2026-12-01): an estimated width so small that
    /// more columns than an `Int` holds fit the line trapped converting the count. A line needs
    /// no more columns than its section has items: the three lie side by side, the width of the
    /// estimate apart, on one line.
    @Test func aTinyEstimatedWidthFitsTheItemsOnOneLine() throws {
        let layout = FlowLayout {
            $0.estimatedItemSize = CGSize(width: 1e-300, height: 20)
            $0.minimumInteritemSpacing = 0
        }
        try layout.prepare(phoneContext([3]))
        let frames = cellFrames(layout, count: 3)
        #expect(frames.count == 3 && Set(frames.map(\.minY)).count == 1)
        #expect(layout.contentSize.height == 20)
    }

    /// Found by the long run of `FuzzLayouts` (2026-12-01), after the fix above: a million items
    /// of an estimated width of a thousandth of a point make lines of 400 000 items, and each
    /// one-item query walked its whole line (an input took 38 s). An item's frame is now worked
    /// out from its place on the line; it must be the frame the rectangle answers, and a measured
    /// item must make its whole line as tall.
    @Test func itemsDeepInAVeryLongEstimatedLineAnswerAloneAsInTheirRectangle() throws {
        let layout = FlowLayout {
            $0.estimatedItemSize = CGSize(width: 0.001, height: 20)
            $0.minimumInteritemSpacing = 0
        }
        try layout.prepare(phoneContext([1_000_000], width: 400))
        // Lines of 400 000 items, 20 pt tall and 10 apart: line 1 spans y = 30 ... 50; its items
        // from 798 500 on are placed at x = 399 (origins are on the pixel grid).
        let far = layout.attributes(in: CGRect(x: 399, y: 30, width: 1, height: 20)).filter { $0.category == .cell }
        #expect(!far.isEmpty && far.allSatisfy { $0.indexPath.item >= 798_500 && $0.frame.minY == 30 }, "line 1's last items")
        for cell in far { #expect(layout.attributes(at: cell.indexPath)?.frame == cell.frame) }
        let context = phoneContext([1_000_000], width: 400)
        var raised = far[0]
        raised.frame.size.height = 50
        let tall = layout.invalidationContext(forPreferredAttributes: raised, withOriginal: far[0])
        layout.invalidate(with: tall)
        try layout.prepare(context)
        // Line 1 is 50 tall now: its items, centred on it, start 15 pt lower; line 2 at 30 + 50 + 10.
        #expect(layout.attributes(at: IndexPath(item: 400_005, section: 0))?.frame.minY == 45)
        #expect(layout.attributes(at: IndexPath(item: 800_005, section: 0))?.frame.minY == 90)
        // Measured again at 10, the item no longer holds the line up: its 20 pt neighbours do.
        let tallest = try #require(layout.attributes(at: far[0].indexPath))
        var lowered = tallest
        lowered.frame.size.height = 10
        let short = layout.invalidationContext(forPreferredAttributes: lowered, withOriginal: tallest)
        layout.invalidate(with: short)
        try layout.prepare(context)
        #expect(layout.attributes(at: IndexPath(item: 800_005, section: 0))?.frame.minY == 60)
    }
}
