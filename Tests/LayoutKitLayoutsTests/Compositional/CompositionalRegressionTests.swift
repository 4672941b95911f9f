import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// What a review of the compositional layout found, each a case that failed before its fix.
struct CompositionalRegressionTests {
    static let frameSize = CGSize(width: 390, height: 844)

    static func context(_ counts: [Int]) -> LayoutContext {
        LayoutContext(bounds: CGRect(origin: .zero, size: frameSize), itemCounts: counts)
    }

    @Test func aReloadedSectionIsToldItWasReloadedWhateverItsCount() throws {
        let strips = [StripLayout(length: 60), StripLayout(length: 60)]
        let layout = CompositionalLayout { section, _ in CompositionalSection(layout: strips[section]) }
        let host = try CollectionViewHost(layout: layout, frameSize: Self.frameSize, itemCounts: [3, 2])
        try host.layoutIfNeeded()
        try host.performBatchUpdates(BatchUpdate([.reloadSection(0)]), countsAfter: [5, 2])
        #expect(strips[0].plans.last?.updates == [.reloadSection(0)])
        try host.performBatchUpdates(BatchUpdate([.reloadSection(0)]), countsAfter: [5, 2])
        #expect(strips[0].plans.last?.isAppearing(IndexPath(item: 0, section: 0)) == true)
    }

    @Test func aDragInARegionEndsWhenTheSectionsChange() throws {
        func cards() -> StripLayout { StripLayout(axis: .horizontal, length: 150, spacing: 10, thickness: 100) }
        var layouts = [cards(), cards()]
        let layout = CompositionalLayout { section, _ in
            CompositionalSection(layout: layouts[section], orthogonalScrolling: .continuous)
        }
        let host = try CollectionViewHost(layout: layout, frameSize: Self.frameSize, itemCounts: [6, 6])
        try host.layoutIfNeeded()
        let first = layouts[0], second = layouts[1]
        try host.drag(.line(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 100, y: 150), duration: 0.4))
        try host.advance(frames: 6)
        let dragged = layout.nestedScroller(withID: 1)?.offset ?? 0
        #expect(dragged > 0)
        layouts.insert(cards(), at: 0)
        try host.performBatchUpdates(BatchUpdate([.insertSection(0)]), countsAfter: [6, 6, 6])
        #expect(try host.runUntilIdle())
        let index = { (strip: StripLayout) in layouts.firstIndex { $0 === strip } ?? -1 }
        #expect(layout.nestedScroller(withID: index(first))?.offset == 0, "the section never touched stays")
        #expect(layout.nestedScroller(withID: index(second))?.offset == dragged, "the dragged one keeps its offset")
    }

    @Test func anOffsetStaysInItsRangeWhenTheContentShrinks() throws {
        let layout = OrthogonalSectionTests.layout(.continuous)
        try layout.prepare(OrthogonalSectionTests.context)
        layout.scrollNested(0, to: 600)
        try layout.prepare(Self.context([2, 30]))
        // Two cards scroll over 20 + 150 + 10 + 150 + 20 = 350 pt: nothing to scroll in 390.
        #expect(layout.nestedScroller(withID: 0)?.offset == 0)
        #expect(OrthogonalSectionTests.minX(layout, item: 0) == 20)
    }

    @Test func aRotationDuringASnapStillRestsOnACardInRange() throws {
        let layout = OrthogonalSectionTests.layout(.groupPaging)
        let host = try CollectionViewHost(layout: layout, frameSize: Self.frameSize, itemCounts: [6, 30])
        try host.drag(.line(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 50), duration: 0.2))
        try host.advance(frames: 14)
        try host.setFrameSize(CGSize(width: 844, height: 390))
        #expect(try host.runUntilIdle())
        // 990 pt of cards in 844: offsets 0 to 146; the card edges in range are 0 and 146 (the end).
        let scroller = try #require(layout.nestedScroller(withID: 0))
        #expect(scroller.offsets == 0...146)
        #expect([0, 146].contains { abs($0 - scroller.offset) < 0.5 }, "rested at \(scroller.offset)")
    }

    @Test func aDragElsewhereLetsARegionsSnapFinish() throws {
        let layout = OrthogonalSectionTests.layout(.groupPaging)
        let host = try CollectionViewHost(layout: layout, frameSize: Self.frameSize, itemCounts: [6, 30])
        try host.drag(.line(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 50), duration: 0.2))
        try host.advance(frames: 14)
        try host.drag(.line(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 500), duration: 0.2))
        #expect(try host.runUntilIdle())
        #expect(abs((layout.nestedScroller(withID: 0)?.offset ?? 0) - 320) < 0.5)
    }

    @Test func aGroupSectionKeepsItsOffsetWhenAnotherSectionIsAdded() throws {
        let list = StripLayout(length: 50)
        let card = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .absolute(150), height: .absolute(100)), subitems: [.item(card)])
        var extra: [StripLayout] = []
        let layout = CompositionalLayout { section, _ in
            if section == 0 { return CompositionalSection(group: group, interGroupSpacing: 10, orthogonalScrolling: .continuous) }
            return CompositionalSection(layout: section == 1 ? list : extra[section - 2])
        }
        try layout.prepare(Self.context([10, 3]))
        layout.scrollNested(0, to: 160)
        extra.append(StripLayout(length: 50))
        try layout.prepare(Self.context([10, 3, 2]))
        #expect(layout.nestedScroller(withID: 0)?.offset == 160)
    }

    @Test func aZoomInAnInsetSectionMeasuresFromTheMiddleOfWhatShows() throws {
        let cards = FlowLayout(configuration: .cardRow()).zoomed()
        let layout = CompositionalLayout { _, _ in
            CompositionalSection(
                layout: cards, orthogonalScrolling: .continuous,
                contentInsets: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20), orthogonalHeight: 300)
        }
        try layout.prepare(Self.context([10]))
        layout.scrollNested(0, to: 175)
        layout.invalidate(with: InvalidationContext())
        try layout.prepare(Self.context([10]))
        // Card 2 (x 300 to 400 among the cards) shows at 20 + 300 - 175 = 145 to 245: its middle is
        // the screen's, so it is at the full zoom of 1.3.
        let card = layout.attributes(at: IndexPath(item: 2, section: 0))
        #expect(card?.frame.midX == 195)
        #expect(abs((card?.transform3D.m11 ?? 0) - 1.3) < 1e-9)
    }

    @Test func twoBoundaryItemsOfOneKindInASectionAreNamed() throws {
        let header = BoundarySupplementaryItem(kind: "header", height: 20, alignment: .top)
        #expect(throws: CompositionalLayoutError.duplicateKind(section: 0, kind: "header")) {
            try CompositionalLayout { _, _ in
                CompositionalSection(layout: StripLayout(length: 40), boundaryItems: [header, header])
            }
            .prepare(Self.context([1]))
        }
    }

    /// Found by the coverage-guided fuzzer (FuzzCompositional): a group with negative content
    /// insets (-40 pt on each side of a 57.5 pt tall group), in a section scrolling sideways,
    /// gave the layout a content height of -64.5 pt. A group whose size comes out negative is now
    /// a typed error.
    @Test func negativeGroupInsetsAreATypedErrorNotANegativeContentSize() throws {
        let estimated = LayoutItem(size: LayoutSize(width: .estimated(15.5), height: .estimated(15.5)))
        var group = LayoutGroup.horizontal(
            size: LayoutSize(width: .estimated(127.5), height: .estimated(57.5)),
            subitems: [
                .item(LayoutItem(size: LayoutSize(width: .fractionalHeight(0.155), height: .estimated(15.5)))),
                .item(estimated), .item(estimated)
            ])
        group.interItemSpacing = .flexible(50)
        group.contentInsets = EdgeInsets(all: -40)
        let section = CompositionalSection(group: group, orthogonalScrolling: .continuous)
        let layout = CompositionalLayout(configuration: CompositionalConfiguration(interSectionSpacing: 97)) { _, _ in section }
        let context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 127.5, height: 600), itemCounts: [1_000_000])
        // Across the section's sideways axis the group is its tallest item (15.5 pt) less 2 × 40.
        let error = #expect(throws: CompositionalLayoutError.self) { try layout.prepare(context) }
        guard case let .invalidSection(0, problem: .invalidParameter(name, value, _)) = error else {
            Issue.record("not the group's size: \(String(describing: error))")
            return
        }
        #expect(name == "group.size.height" && value == 15.5 - 80)
        group.contentInsets = EdgeInsets(all: 4)
        let fixed = CompositionalLayout { _, _ in CompositionalSection(group: group, orthogonalScrolling: .continuous) }
        try fixed.prepare(context)
        #expect(fixed.contentSize.height > 0 && fixed.contentSize.width >= 0, "\(fixed.contentSize)")
    }

    /// Found by FuzzCompositional after the fix above: a section's own negative insets (-255 pt
    /// above and below a 111.5 pt group) gave a content height of -398.5 pt; so did the layout's.
    @Test func negativeSectionOrLayoutInsetsLargerThanTheContentAreTypedErrors() throws {
        let item = LayoutItem(size: LayoutSize(width: .absolute(97), height: .absolute(30.5)))
        let group = LayoutGroup.vertical(
            size: LayoutSize(width: .fractionalWidth(0.8), height: .absolute(111.5)), subitems: [.item(item)])
        let section = CompositionalSection(group: group, orthogonalScrolling: .paging, contentInsets: EdgeInsets(all: -255))
        let layout = CompositionalLayout { _, _ in section }
        let context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 127.5, height: 600), itemCounts: [1_000_000])
        let error = #expect(throws: CompositionalLayoutError.self) { try layout.prepare(context) }
        guard case let .invalidSection(0, problem: .invalidParameter(name, value, _)) = error else {
            Issue.record("not the section's insets: \(String(describing: error))")
            return
        }
        #expect(name == "contentInsets" && value == 111.5 - 2 * 255)

        // A section 111.5 - 40 = 71.5 pt tall: negative insets smaller than its content are allowed.
        let inner = CompositionalSection(group: group, contentInsets: EdgeInsets(top: -20, left: 0, bottom: -20, right: 0))
        let margins = CompositionalConfiguration(contentInsets: EdgeInsets(top: -100, left: 0, bottom: 0, right: 0))
        let overall = CompositionalLayout(configuration: margins) { _, _ in inner }
        #expect(throws: LayoutError.self) { try overall.prepare(LayoutContext(bounds: context.bounds, itemCounts: [1])) }
        let kept = CompositionalLayout { _, _ in inner }
        try kept.prepare(LayoutContext(bounds: context.bounds, itemCounts: [1]))
        #expect(kept.contentSize.height == 111.5 - 40, "negative insets smaller than the content still apply")
    }
}
