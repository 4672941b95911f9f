import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// The compositional layout's stacking, boundary items, orthogonal sections, updates and errors,
/// each against frames worked out by hand from the section layouts' own simple geometry
/// (``StripLayout``: items one after another).
struct CompositionalLayoutTests {
    static let viewport = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// Frames of the cells of `layout` in `section`, by item.
    static func cellFrames(_ layout: CompositionalLayout, section: Int, count: Int) -> [CGRect] {
        (0..<count).compactMap { layout.attributes(at: IndexPath(item: $0, section: section))?.frame }
    }

    @Test func sectionsStackWithSpacingInsetsHeadersAndFooters() throws {
        let first = StripLayout(length: 50)
        let second = StripLayout(length: 40, spacing: 5)
        let configuration = CompositionalConfiguration(
            interSectionSpacing: 10, contentInsets: EdgeInsets(top: 5, left: 0, bottom: 0, right: 0),
            boundaryItems: [BoundarySupplementaryItem(kind: "banner", height: 30, alignment: .top)])
        let layout = CompositionalLayout(configuration: configuration) { section, _ in
            section == 0
                ? CompositionalSection(
                    layout: first, contentInsets: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16),
                    boundaryItems: [BoundarySupplementaryItem(kind: "header", height: 20, alignment: .top)])
                : CompositionalSection(
                    layout: second, boundaryItems: [BoundarySupplementaryItem(kind: "footer", height: 25, alignment: .bottom)])
        }
        try layout.prepare(LayoutContext(bounds: Self.viewport, itemCounts: [2, 3]))
        // Banner at the top inset: y 5, 30 high. Section 0 starts at 5 + 30 = 35: its header at
        // 35 (x 16, 390 - 32 = 358 wide), its items at 35 + 20 + 8 = 63 and 113; extent
        // 20 + 8 + 100 + 8 = 136, so it ends at 171. Section 1 starts at 171 + 10 = 181: items at
        // 181, 226, 271 (40 high, 5 apart), footer at 181 + 130 = 311, ending at 336.
        #expect(
            layout.supplementaryAttributes(ofKind: "banner", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 5, width: 390, height: 30))
        #expect(
            layout.supplementaryAttributes(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 16, y: 35, width: 358, height: 20))
        #expect(
            Self.cellFrames(layout, section: 0, count: 2)
                == [CGRect(x: 16, y: 63, width: 358, height: 50), CGRect(x: 16, y: 113, width: 358, height: 50)])
        #expect(
            Self.cellFrames(layout, section: 1, count: 3) == [181, 226, 271].map { CGRect(x: 0, y: $0, width: 390, height: 40) })
        #expect(
            layout.supplementaryAttributes(ofKind: "footer", at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 311, width: 390, height: 25))
        #expect(layout.contentSize == CGSize(width: 390, height: 336))
        // Each section layout saw a collection of one section, as wide as its section less insets.
        #expect(first.contexts.last?.itemCounts == [2] && first.contexts.last?.bounds.width == 358)
        #expect(second.contexts.last?.itemCounts == [3] && second.contexts.last?.bounds.width == 390)
    }

    @Test func aQueryFindsExactlyTheElementsMeetingItsRectangle() throws {
        let strips = (0..<40).map { _ in StripLayout(length: 30, spacing: 4) }
        let layout = CompositionalLayout(configuration: CompositionalConfiguration(interSectionSpacing: 12)) { section, _ in
            CompositionalSection(
                layout: strips[section], boundaryItems: [BoundarySupplementaryItem(kind: "h", height: 18, alignment: .top)])
        }
        let counts = (0..<40).map { $0 % 7 }
        try layout.prepare(LayoutContext(bounds: Self.viewport, itemCounts: counts))
        var everything: [LayoutAttributes] = []
        for (section, count) in counts.enumerated() {
            everything += (0..<count).compactMap { layout.attributes(at: IndexPath(item: $0, section: section)) }
            everything += layout.supplementaryAttributes(ofKind: "h", at: IndexPath(item: 0, section: section)).map { [$0] } ?? []
        }
        for top in stride(from: -50.0, through: Double(layout.contentSize.height), by: 37) {
            let rect = CGRect(x: 0, y: top, width: 390, height: 120)
            let expected = Set(everything.filter { $0.frame.intersects(rect) }.map(\.key))
            #expect(Set(layout.attributes(in: rect).map(\.key)) == expected, "rect at \(top)")
        }
    }

    @Test func theProviderIsAskedAgainOnlyWhenTheEnvironmentOrTheDataChanges() throws {
        var asked: [LayoutEnvironment] = []
        let strip = StripLayout(length: 44)
        let layout = CompositionalLayout(configuration: CompositionalConfiguration(contentInsets: EdgeInsets(all: 10))) {
            _, environment in
            asked.append(environment)
            return CompositionalSection(layout: strip)
        }
        try layout.prepare(LayoutContext(bounds: Self.viewport, itemCounts: [5]))
        #expect(asked.map(\.containerSize) == [CGSize(width: 370, height: 824)])
        // A scroll (same size, same counts) prepares again without asking.
        try layout.prepare(LayoutContext(bounds: Self.viewport.offsetBy(dx: 0, dy: 100), itemCounts: [5]))
        #expect(asked.count == 1)
        // A rotation asks again, with the new size.
        try layout.prepare(LayoutContext(bounds: CGRect(x: 0, y: 0, width: 844, height: 390), itemCounts: [5]))
        #expect(asked.last?.containerSize == CGSize(width: 824, height: 370))
        #expect(strip.invalidations.last == .everything)
        try layout.prepare(LayoutContext(bounds: CGRect(x: 0, y: 0, width: 844, height: 390), itemCounts: [6]))
        #expect(asked.count == 3)
        #expect(strip.invalidations.last == .dataSourceCounts)
    }

    @Test func aPinnedHeaderStaysInViewWithoutLeavingItsSection() throws {
        let strips = [StripLayout(length: 100), StripLayout(length: 100)]
        let layout = CompositionalLayout { section, _ in
            CompositionalSection(
                layout: strips[section],
                boundaryItems: [
                    BoundarySupplementaryItem(kind: "header", height: 20, alignment: .top, pinsToVisibleBounds: true)
                ])
        }
        // Section 0: header 0-20, items 20-1020 (10 of 100); section 1 from 1020.
        let context = LayoutContext(bounds: Self.viewport, itemCounts: [10, 10])
        try layout.prepare(context)
        let scrolled = CGRect(x: 0, y: 500, width: 390, height: 844)
        #expect(layout.shouldInvalidate(forBoundsChange: scrolled, in: context))
        try layout.prepare(LayoutContext(bounds: scrolled, itemCounts: [10, 10]))
        let header = layout.supplementaryAttributes(ofKind: "header", at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == 500)
        #expect((header?.zIndex ?? 0) >= 1024)
        // Near the end of section 0 (which ends at 1020) the header is pushed up: 1020 - 20 = 1000.
        try layout.prepare(LayoutContext(bounds: CGRect(x: 0, y: 1010, width: 390, height: 844), itemCounts: [10, 10]))
        #expect(layout.supplementaryAttributes(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame.minY == 1000)
        #expect(layout.supplementaryAttributes(ofKind: "header", at: IndexPath(item: 0, section: 1))?.frame.minY == 1020)
    }

    @Test func aBackgroundCoversTheSectionUnderItsCells() throws {
        let strip = StripLayout(length: 50)
        let layout = CompositionalLayout { _, _ in
            CompositionalSection(
                layout: strip, contentInsets: EdgeInsets(all: 10),
                background: SectionBackground(kind: "card", insets: EdgeInsets(all: 4)))
        }
        try layout.prepare(LayoutContext(bounds: Self.viewport, itemCounts: [3]))
        // The section is 10 + 150 + 10 = 170 high; the background 4 inside it.
        let background = layout.decorationAttributes(ofKind: "card", at: IndexPath(item: 0, section: 0))
        #expect(background?.frame == CGRect(x: 4, y: 4, width: 382, height: 162))
        #expect(background?.zIndex == -1)
    }
}
