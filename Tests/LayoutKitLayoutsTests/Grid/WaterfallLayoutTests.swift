import Foundation
import LayoutKitCore
import LayoutKitLayouts
import Testing

/// The waterfall against geometry worked out by hand, and against a naive placement.
struct WaterfallLayoutTests {
    /// Three columns 100 pt wide at x = 10, 120 and 230 in a 340 pt viewport (insets 10, spacing 10).
    static let configuration = WaterfallConfiguration(
        columns: .fixed(3), interItemSpacing: 10, columnSpacing: 10, sectionInsets: EdgeInsets(all: 10))

    /// Natural sizes; scaled to 100 pt wide their heights are 50, 150, 80, 70, 25, 60 and 30
    /// (the last has no width, so it keeps its natural height).
    static let naturalSizes: [CGSize] = [
        CGSize(width: 100, height: 50), CGSize(width: 200, height: 300), CGSize(width: 50, height: 40),
        CGSize(width: 100, height: 70), CGSize(width: 400, height: 100), CGSize(width: 100, height: 60),
        CGSize(width: 0, height: 30)
    ]

    /// The seven items by hand. Next tops per column (relative to the first row), then the choice:
    /// 0: [0, 0, 0] → column 0 (leftmost of equals) at 0, next 60
    /// 1: [60, 0, 0] → column 1 at 0, next 160
    /// 2: [60, 160, 0] → column 2 at 0, next 90
    /// 3: [60, 160, 90] → column 0 at 60, next 140
    /// 4: [140, 160, 90] → column 2 at 90, next 125
    /// 5: [140, 160, 125] → column 2 at 125, next 195
    /// 6: [140, 160, 195] → column 0 at 140
    /// The first row is at y = 10; the columns end at 170, 150 and 185, so the section is
    /// 10 + 185 + 10 = 205 pt tall.
    static let handFrames: [CGRect] = [
        CGRect(x: 10, y: 10, width: 100, height: 50),
        CGRect(x: 120, y: 10, width: 100, height: 150),
        CGRect(x: 230, y: 10, width: 100, height: 80),
        CGRect(x: 10, y: 70, width: 100, height: 70),
        CGRect(x: 230, y: 100, width: 100, height: 25),
        CGRect(x: 230, y: 135, width: 100, height: 60),
        CGRect(x: 10, y: 150, width: 100, height: 30)
    ]

    /// Section 0 the seven items above, section 1 two items 100 x 20 and 100 x 40.
    static func handSizes(_ indexPath: IndexPath) -> CGSize {
        indexPath.section == 0 ? naturalSizes[indexPath.item] : CGSize(width: 100, height: 20 + 20 * CGFloat(indexPath.item))
    }

    @Test func sevenItemsInThreeColumnsByHand() throws {
        let layout = WaterfallLayout(configuration: Self.configuration)
        try layout.prepare(gridContext([7], sizes: Self.handSizes))
        #expect(layout.contentSize == CGSize(width: 340, height: 205))
        for (item, frame) in Self.handFrames.enumerated() {
            #expect(layout.attributes(at: IndexPath(item: item, section: 0))?.frame == frame, "item \(item)")
        }
        #expect(layout.attributes(at: IndexPath(item: 7, section: 0)) == nil)
        #expect(layout.attributes(at: IndexPath(item: 0, section: 1)) == nil)
        // A band across y 120...130 meets items 1 (10...160), 3 (70...140) and 4 (100...125).
        let band = layout.attributes(in: CGRect(x: 0, y: 120, width: 340, height: 10)).map(\.indexPath.item)
        #expect(Set(band) == [1, 3, 4])
        // The middle column only, below item 1: nothing.
        #expect(layout.attributes(in: CGRect(x: 125, y: 165, width: 90, height: 40)).isEmpty)
    }

    @Test func theDocumentationExample() throws {
        // 320 pt less insets 8: (304 + 8) / (140 + 8) = 2.1 → two columns of (304 - 8) / 2 = 148 pt.
        // 4000 x 3000 → 111 pt tall; 3000 x 4000 → 197.33, in the second column at x = 8 + 156.
        let layout = WaterfallLayout(
            configuration: WaterfallConfiguration(
                columns: .minimumWidth(140), interItemSpacing: 8, columnSpacing: 8, sectionInsets: EdgeInsets(all: 8)))
        let photos = [CGSize(width: 4000, height: 3000), CGSize(width: 3000, height: 4000)]
        try layout.prepare(
            LayoutContext(
                bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: [photos.count],
                itemSizeProvider: { photos[$0.item] }))
        #expect(layout.attributes(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 8, y: 8, width: 148, height: 111))
        let portrait = try #require(layout.attributes(at: IndexPath(item: 1, section: 0))?.frame)
        #expect(portrait.origin == CGPoint(x: 164, y: 8) && portrait.width == 148)
        #expect(abs(portrait.height - 592.0 / 3) < 1e-9)
        // The content: 8 + 197.33 + 8.
        #expect(abs(layout.contentSize.height - (16 + 592.0 / 3)) < 1e-9)
    }

    @Test func sectionsStackWithTheirInsets() throws {
        let layout = WaterfallLayout(configuration: Self.configuration)
        try layout.prepare(gridContext([7, 0, 2], sizes: Self.handSizes))
        // Section 1 is empty: its insets only, 205...225. Section 2 starts at 225, first row at 235:
        // its items 20 and 40 tall side by side; it ends at 235 + 40 + 10 = 285.
        #expect(layout.attributes(at: IndexPath(item: 0, section: 2))?.frame == CGRect(x: 10, y: 235, width: 100, height: 20))
        #expect(layout.attributes(at: IndexPath(item: 1, section: 2))?.frame == CGRect(x: 120, y: 235, width: 100, height: 40))
        #expect(layout.contentSize == CGSize(width: 340, height: 285))
        let second = layout.attributes(in: CGRect(x: 0, y: 230, width: 340, height: 100))
        #expect(Set(second.map(\.indexPath)) == [IndexPath(item: 0, section: 2), IndexPath(item: 1, section: 2)])
    }

    @Test func minimumWidthFitsAsManyColumnsAsTheWidthAllows() throws {
        // 320 pt less 20 of insets: (300 + 10) / (95 + 10) = 2.95 → 2 columns of (300 - 10) / 2 = 145 pt.
        var configuration = Self.configuration
        configuration.columns = .minimumWidth(95)
        let layout = WaterfallLayout(configuration: configuration)
        try layout.prepare(gridContext([3], width: 320, sizes: { _ in CGSize(width: 10, height: 10) }))
        #expect(layout.attributes(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 165, y: 10, width: 145, height: 145))
        // (300 + 10) / (90 + 10) = 3.1 → 3 columns of 93.33 pt; the third starts at 10 + 2 × 103.33 = 216.67, on 217.
        configuration.columns = .minimumWidth(90)
        layout.configuration = configuration
        try layout.prepare(gridContext([3], width: 320, sizes: { _ in CGSize(width: 10, height: 10) }))
        let third = try #require(layout.attributes(at: IndexPath(item: 2, section: 0))?.frame)
        #expect(third.minX == 217)
        #expect(abs(third.width - 280.0 / 3) < 1e-9)
        // Wider than the room: one column, the whole width.
        configuration.columns = .minimumWidth(500)
        layout.configuration = configuration
        try layout.prepare(gridContext([3], width: 320, sizes: { _ in CGSize(width: 10, height: 10) }))
        #expect(layout.attributes(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 10, y: 630, width: 300, height: 300))
    }

    @Test func originsAreOnThePixelGrid() throws {
        // Columns (300 - 20) / 3 = 93.33 pt wide; the second starts at 10 + 103.33 = 113.33,
        // on a 2x display 113.5; an item 2 × 93.33 / 3 = 62.22 tall puts the next one at
        // 10 + 72.22 = 82.22, on 82.0.
        let layout = WaterfallLayout(configuration: Self.configuration)
        var context = gridContext([4], width: 320, sizes: { _ in CGSize(width: 3, height: 2) })
        context.displayScale = 2
        try layout.prepare(context)
        #expect(layout.attributes(at: IndexPath(item: 1, section: 0))?.frame.minX == 113.5)
        #expect(layout.attributes(at: IndexPath(item: 3, section: 0))?.frame.minY == 82)
    }

    @Test func rightToLeftPutsTheFirstColumnOnTheRight() throws {
        let layout = WaterfallLayout(configuration: Self.configuration)
        var context = gridContext([7], sizes: Self.handSizes)
        context.layoutDirection = .rightToLeft
        try layout.prepare(context)
        let shown = layout.displayedAttributes(in: CGRect(x: 0, y: 0, width: 340, height: 205), context: context)
        // Mirrored across 340: x becomes 340 - x - 100.
        #expect(shown.map(\.frame) == Self.handFrames.map { CGRect(x: 240 - $0.minX, y: $0.minY, width: 100, height: $0.height) })
    }

    @Test func transposedItScrollsSideways() throws {
        let layout = WaterfallLayout(configuration: Self.configuration).transposed()
        // A 568 x 340 viewport: the waterfall sees 340 across; natural sizes given on their side.
        let context = LayoutContext(
            bounds: CGRect(x: 0, y: 0, width: 568, height: 340), itemCounts: [7],
            itemSizeProvider: { Self.handSizes($0).transposed })
        try layout.prepare(context)
        #expect(layout.contentSize == CGSize(width: 205, height: 340))
        #expect(layout.scrollDirection == .horizontal)
        for (item, frame) in Self.handFrames.enumerated() {
            #expect(layout.attributes(at: IndexPath(item: item, section: 0))?.frame == frame.transposed, "item \(item)")
        }
    }

    @Test func aScrollRecomputesNothing() throws {
        let layout = WaterfallLayout(configuration: Self.configuration)
        var context = gridContext([7], sizes: Self.handSizes)
        try layout.prepare(context)
        let scrolled = CGRect(x: 0, y: 100, width: 340, height: 568)
        #expect(!layout.shouldInvalidate(forBoundsChange: scrolled, in: context))
        #expect(layout.shouldInvalidate(forBoundsChange: CGRect(x: 0, y: 0, width: 400, height: 568), in: context))
        context.bounds = scrolled
        try layout.prepare(context)
        #expect(layout.layoutPassCount == 1)
    }
}
