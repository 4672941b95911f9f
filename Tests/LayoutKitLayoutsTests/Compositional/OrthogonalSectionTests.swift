import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// Orthogonal sections: the section's own offset, the snapping of each behaviour, and a drag in
/// the headless host, against positions worked out by hand.
///
/// The section under test: 6 cards of 150 x 100 pt, 10 pt apart, with 20 pt leading and trailing
/// insets, in a 390 pt wide layout: it scrolls over 20 + 6 × 150 + 5 × 10 + 20 = 990 pt, so its
/// offsets run from 0 to 990 - 390 = 600. A card's leading edge is at 160 × index in the cards'
/// own coordinates, at 20 + 160 × index - offset in the layout's.
struct OrthogonalSectionTests {
    static func layout(_ behaviour: OrthogonalScrollingBehavior, listItems: Int = 0) -> CompositionalLayout {
        let cards = StripLayout(axis: .horizontal, length: 150, spacing: 10, thickness: 100)
        let list = StripLayout(length: 100)
        return CompositionalLayout { section, _ in
            section == 0
                ? CompositionalSection(
                    layout: cards, orthogonalScrolling: behaviour,
                    contentInsets: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
                : CompositionalSection(layout: list)
        }
    }

    static var context: LayoutContext { LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), itemCounts: [6, 30]) }

    static func minX(_ layout: CompositionalLayout, item: Int) -> CGFloat? {
        layout.attributes(at: IndexPath(item: item, section: 0))?.frame.minX
    }

    @Test func theSectionScrollsOnItsOwnAndShowsOnlyWhatIsInItsWidth() throws {
        let layout = Self.layout(.continuous)
        try layout.prepare(Self.context)
        #expect(layout.nestedScroller(withID: 0)?.offsets == 0...600)
        #expect(layout.contentSize.height == 3100)  // the cards' 100 pt, then 30 rows of 100
        #expect(Set(layout.attributes(in: CGRect(x: 0, y: 0, width: 390, height: 100)).map(\.indexPath.item)) == [0, 1, 2])
        layout.scrollNested(0, to: 160)
        try layout.prepare(Self.context)
        #expect(Self.minX(layout, item: 0) == -140)  // 20 - 160
        #expect(Self.minX(layout, item: 1) == 20)
        // Card 0 (-140 to 10) still shows its last 10 pt; card 3 (340 to 490) starts in view.
        #expect(Set(layout.attributes(in: CGRect(x: 0, y: 0, width: 390, height: 100)).map(\.indexPath.item)) == [0, 1, 2, 3])
        // The section layout sees its visible part: from the offset less the leading inset.
        #expect(layout.nestedScroller(at: CGPoint(x: 10, y: 50))?.id == 0)
        #expect(layout.nestedScroller(at: CGPoint(x: 10, y: 150)) == nil)
    }

    @Test func theSectionsWindowAndTheCardsPastItAreAnsweredForPrefetching() throws {
        let layout = Self.layout(.continuous)
        try layout.prepare(Self.context)
        #expect(layout.nestedScroller(withID: 0)?.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
        layout.scrollNested(0, to: 160)
        try layout.prepare(Self.context)
        // Past the window's right edge (390 to 790): cards 3 (340 to 490), 4 (500) and 5 (660).
        let past = CGRect(x: 390, y: 0, width: 400, height: 100)
        #expect(layout.nestedElements(of: 0, in: past).map(\.indexPath) == (3...5).map { IndexPath(item: $0, section: 0) })
        #expect(layout.nestedElements(of: 0, in: past).map(\.frame.minX) == [340, 500, 660])
        #expect(layout.attributes(in: past).filter { $0.indexPath.section == 0 }.allSatisfy { $0.indexPath.item == 3 })
        #expect(layout.nestedElements(of: 1, in: past).isEmpty, "the list does not scroll on its own")
    }

    @Test func eachBehaviourRestsWhereItSays() throws {
        func target(_ behaviour: OrthogonalScrollingBehavior, proposed: CGFloat, velocity: CGFloat) throws -> CGFloat {
            let layout = Self.layout(behaviour)
            try layout.prepare(Self.context)
            layout.scrollNested(0, to: 160)
            return layout.targetNestedOffset(for: 0, proposed: proposed, velocity: velocity)
        }
        // Group paging: stops at the cards' leading edges 0, 160, 320, ... (clamped to 600); from 160.
        #expect(try target(.groupPaging, proposed: 700, velocity: 800) == 320)
        #expect(try target(.groupPaging, proposed: -100, velocity: -800) == 0)
        #expect(try target(.groupPaging, proposed: 200, velocity: 10) == 160)
        // Centred: a card's middle (75 + 160 i in its coordinates, + 20 inset) at 195: 20 + 75 + 160 i - 195
        // = -100, 60, 220, 380, ...; from 160 the next is 220, the previous 60, the nearest 220.
        #expect(try target(.groupPagingCentered, proposed: 700, velocity: 800) == 220)
        #expect(try target(.groupPagingCentered, proposed: 0, velocity: -800) == 60)
        #expect(try target(.groupPagingCentered, proposed: 160, velocity: 0) == 220)
        // Paging by the section's width, 390: from 160 (page 0.41) forward to 390, back to 0.
        #expect(try target(.paging, proposed: 900, velocity: 2000) == 390)
        #expect(try target(.paging, proposed: 0, velocity: -2000) == 0)
        // Continuous to a leading boundary: the edge nearest the proposed 250 is 320 (70 away, 160 is 90).
        #expect(try target(.continuousGroupLeadingBoundary, proposed: 250, velocity: 500) == 320)
        #expect(try target(.continuous, proposed: 250, velocity: 500) == 250)
    }

    @Test func theVisibleItemsHandlerMeasuresFromTheMiddleOfWhatTheSectionShows() throws {
        var seen: [VisibleSection] = []
        let cards = StripLayout(axis: .horizontal, length: 150, spacing: 10, thickness: 100)
        let layout = CompositionalLayout { _, _ in
            CompositionalSection(
                layout: cards, orthogonalScrolling: .continuous,
                contentInsets: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
            ) { elements, section in
                seen.append(section)
                // Half transparent unless the card's middle is the section's visible middle.
                for index in elements.indices where abs(elements[index].frame.midX - section.visibleFrame.midX) > 0.5 {
                    elements[index].alpha = 0.5
                }
            }
        }
        try layout.prepare(LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), itemCounts: [6]))
        // At offset 220, card 2 lies from 20 + 320 - 220 = 120 to 270: its middle, 195, is the screen's.
        layout.scrollNested(0, to: 220)
        try layout.prepare(LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), itemCounts: [6]))
        let alphas = Dictionary(
            uniqueKeysWithValues: layout.attributes(in: CGRect(x: 0, y: 0, width: 390, height: 100))
                .map { ($0.indexPath.item, $0.alpha) })
        #expect(alphas == [1: 0.5, 2: 1, 3: 0.5])
        #expect(seen.last?.orthogonalOffset == 220)
        #expect(seen.last?.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(seen.last?.visibleFrame == CGRect(x: 0, y: 0, width: 390, height: 100))
    }

    @Test func aSidewaysDragInTheSectionScrollsItAndSnapsToTheNextCard() throws {
        let layout = Self.layout(.groupPaging)
        let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 390, height: 844), itemCounts: [6, 30])
        // 200 pt to the left in 0.2 s: the section follows to offset 200, then the fling (1000 pt/s
        // forward) pages on to the next card edge after 200: 320.
        try host.drag(.line(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 50), duration: 0.2))
        try host.advance(frames: 12)
        #expect(abs((layout.nestedScroller(withID: 0)?.offset ?? 0) - 200) < 1e-6)
        #expect(host.contentOffset == .zero)
        #expect(try host.runUntilIdle())
        #expect(abs((layout.nestedScroller(withID: 0)?.offset ?? 0) - 320) < 0.5)
        #expect(host.contentOffset == .zero)
        let shown = host.visibleElements.first { $0.indexPath == IndexPath(item: 2, section: 0) }
        #expect(abs((shown?.frame.minX ?? 0) - 20) < 0.5)
    }

    @Test func anUpwardDragInTheSectionScrollsTheContent() throws {
        let layout = Self.layout(.groupPaging)
        let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 390, height: 844), itemCounts: [6, 30])
        try host.drag(.line(from: CGPoint(x: 200, y: 90), to: CGPoint(x: 210, y: 40), duration: 0.2))
        try host.advance(frames: 12)
        #expect(abs(host.contentOffset.y - 50) < 1e-6)
        #expect(layout.nestedScroller(withID: 0)?.offset == 0)
    }

    @Test func rightToLeftTheSectionFollowsAFingerMovingRight() throws {
        let layout = Self.layout(.groupPaging)
        let host = try CollectionViewHost(
            layout: layout, frameSize: CGSize(width: 390, height: 844), itemCounts: [6, 30],
            layoutDirection: .rightToLeft)
        try host.drag(.line(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 300, y: 50), duration: 0.2))
        #expect(try host.runUntilIdle())
        #expect(abs((layout.nestedScroller(withID: 0)?.offset ?? 0) - 320) < 0.5)
        // Mirrored: card 2's leading (right) edge rests 20 pt from the right edge of the screen.
        let shown = host.visibleElements.first { $0.indexPath == IndexPath(item: 2, section: 0) }
        #expect(abs((shown?.frame.maxX ?? 0) - 370) < 0.5)
    }

    @Test func aDragPastTheEndRubberBandsAndSpringsBack() throws {
        let layout = Self.layout(.continuous)
        let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 390, height: 844), itemCounts: [6, 30])
        // Rightward from offset 0: the section is dragged past its start and shows less than the finger moved.
        try host.drag(.line(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 300, y: 50), duration: 0.5))
        try host.advance(frames: 30)
        let stretched = layout.nestedScroller(withID: 0)?.offset ?? 0
        #expect(stretched < 0 && stretched > -200)
        #expect(try host.runUntilIdle())
        #expect(abs(layout.nestedScroller(withID: 0)?.offset ?? 1) < 0.5)
    }
}
