import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// Card effects with what they are used with: paging, hit testing, a compositional orthogonal
/// section, endless content and springs, on the card row of the zoom line (card i's center at
/// x = 150 i + 50 in a 320 x 300 viewport).
struct CardEffectCompositionTests {
    private static var row: FlowLayout { FlowLayout(configuration: .cardRow()) }

    /// Each effect over paging to the center: every fling rests where the same flings rest
    /// without the effect, and the card there is in focus (identity look, in front).
    @Test(arguments: ["coverFlow", "deck", "shrinking", "parallax"])
    func aFlingRestsWherePagingSaysWithTheCardThereInFocus(effect: String) throws {
        let dressed: any CollectionLayout =
            switch effect {
            case "coverFlow": Self.row.paging(.center).cardEffect(.coverFlow)
            case "deck": Self.row.paging(.center).cardEffect(.deck)
            case "shrinking": Self.row.paging(.center).cardEffect(.shrinking)
            default: Self.row.paging(.center).cardEffect(.parallax)
            }
        let host = try ZoomEffectTests.host(dressed, offset: 640)
        let plain = try ZoomEffectTests.host(FlowLayout(configuration: .cardRow()).paging(.center), offset: 640)
        for dx in [100.0, 260, -180, 40] {
            _ = try flingHorizontally(host, by: dx)
            _ = try flingHorizontally(plain, by: dx)
            #expect(host.contentOffset == plain.contentOffset, "\(effect) after a fling of \(dx) pt")
            let middle = host.contentOffset.x + 160
            let focused = try #require(host.visibleElements.first { abs($0.center.x - middle) < 1e-6 })
            #expect(focused.transform3D.isIdentity && focused.zIndex == 1_000 && focused.alpha == 1, "\(effect)")
            #expect(focused.customValues[CardLook.contentOffsetXKey] == nil)
        }
    }

    /// The card hit where cards overlap is the one drawn in front: the deck's top card over the
    /// three behind it, then each card behind where only it and those under it are drawn.
    @Test func theCardUnderAFingerIsTheOneDrawnInFront() throws {
        let host = try CardEffectLookTests.host(.deck, offset: 640)
        // Drawn spans (center 800 + 14 p, half width 50 (1 - 0.06 p)): card 5 750 ... 850, card 6
        // 767 ... 861, card 7 784 ... 872, card 8 801 ... 883.
        #expect(host.indexPathForItem(at: CGPoint(x: 800, y: 150))?.item == 5)
        #expect(host.indexPathForItem(at: CGPoint(x: 855, y: 150))?.item == 6)
        #expect(host.indexPathForItem(at: CGPoint(x: 866, y: 150))?.item == 7)
        #expect(host.indexPathForItem(at: CGPoint(x: 878, y: 150))?.item == 8)
        #expect(host.indexPathForItem(at: CGPoint(x: 890, y: 150)) == nil)
        // Card 4, a page gone, turned by -0.25 rad about its center (650, 150): its corner
        // (600, 100) is drawn at 650 + (-50 cos θ - 50 sin θ)... a point just inside its turned
        // top edge hits it, the same point's mirror across the untilted edge does not.
        let turned = CGPoint(x: 650 + 40 * sin(0.25), y: 150 - 40 * cos(0.25))
        #expect(host.indexPathForItem(at: turned)?.item == 4)
        #expect(host.indexPathForItem(at: CGPoint(x: 650 + 52 * sin(-0.25) - 8, y: 150 - 52 * cos(0.25))) == nil)
    }

    /// Cover Flow in an orthogonal section measures from the section's visible middle as the
    /// section scrolls on its own.
    @Test func coverFlowInAnOrthogonalSectionFollowsTheSectionsOwnScroll() throws {
        let cards = FlowLayout(configuration: .cardRow()).cardEffect(.coverFlow)
        let layout = CompositionalLayout { _, _ in
            CompositionalSection(layout: cards, orthogonalScrolling: .continuous, orthogonalHeight: 300)
        }
        let size = CGSize(width: 390, height: 844)
        try layout.prepare(LayoutContext(bounds: CGRect(origin: .zero, size: size), itemCounts: [10]))
        layout.scrollNested(0, to: 100)
        try layout.prepare(LayoutContext(bounds: CGRect(origin: .zero, size: size), itemCounts: [10]))
        // The section shows x 100 to 490 of its cards, middle 295: card 2 (center 350, shown at 250)
        // is 55 / 150 of a page after it, card 1 (200, shown at 100) 95 / 150 before; each moves
        // 0.35 of that toward the middle.
        for (item, position, shown) in [(2, 55.0 / 150, 250.0), (1, -95.0 / 150, 100)] {
            let card = try #require(layout.attributes(at: IndexPath(item: item, section: 0)))
            let moved = shown - 0.35 * position * 150
            #expect(abs(card.center.x - moved) < 1e-9, "card \(item) at \(card.center.x)")
            let expected = coverFlowCorners(
                center: card.center, scale: 1 - 0.1 * abs(position), angle: -.pi / 3 * position, shift: 0)
            for (a, b) in zip(try #require(card.drawnCorners), expected) {
                #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9)
            }
        }
    }

    /// Over endless content, flings snap across the seam and the card in the middle is in focus.
    @Test func overEndlessContentTheCardInTheMiddleIsInFocus() throws {
        let layout = FlowLayout(configuration: .cardRow()).looping(spacing: 50).paging(.center).cardEffect(.coverFlow)
        let host = try CollectionViewHost(layout: layout, frameSize: ZoomLine.viewport, itemCounts: [10])
        try host.advanceFrame()
        for _ in 0..<8 {
            try host.drag(.line(from: CGPoint(x: 250, y: 150), to: CGPoint(x: 100, y: 150), duration: 0.1))
            #expect(try host.runUntilIdle(timeout: 5))
            let middle = host.contentOffset.x + 160
            let inFocus = host.visibleElements.filter { $0.transform3D.isIdentity }
            #expect(inFocus.count == 1 && abs((inFocus.first?.center.x ?? 0) - middle) < 1e-6)
            #expect(host.visibleElements.filter { $0.zIndex == 900 }.count == 2, "one card a page either side")
        }
    }

    /// Over springs, the looks follow the bodies; at rest they are those of the plain row at the
    /// same offset.
    @Test func overSpringsTheLooksFollowTheBodiesAndRestOnThePlainRows() throws {
        let host = try ZoomEffectTests.host(FlowLayout(configuration: .cardRow()).springy().cardEffect(.shrinking), offset: 640)
        try host.drag(.line(from: CGPoint(x: 250, y: 150), to: CGPoint(x: 150, y: 150), duration: 0.2))
        try host.advance(frames: 3)
        let moving = try #require(shownCell(host, 6))
        let placed = try #require(host.layout.attributes(at: IndexPath(item: 6, section: 0)))
        #expect(moving.center == placed.center, "the look is taken where the body is")
        #expect(try host.runUntilIdle(timeout: 20))
        let plain = try CardEffectLookTests.host(.shrinking, offset: host.contentOffset.x)
        for cell in host.visibleElements where cell.category == .cell {
            let expected = try #require(shownCell(plain, cell.indexPath.item))
            #expect(abs(cell.transform3D.m11 - expected.transform3D.m11) < 1e-6 && abs(cell.alpha - expected.alpha) < 1e-6)
        }
    }
}

/// Cover Flow's corners worked out point by point (CardEffectLookTests): a corner (x, y) from the
/// center at scale s is at X = s x, Y = s y; turned by θ about y it is at depth z = -X sin θ
/// (Core Animation's turn: a positive θ brings the left edge toward the eye); the eye 500 pt away
/// divides by w = 1 - z / 500; then the card moves by `shift` along x.
func coverFlowCorners(center: CGPoint, scale: CGFloat, angle: CGFloat, shift: CGFloat) -> [CGPoint] {
    [(-50.0, -50.0), (50, -50), (50, 50), (-50, 50)].map { (x: CGFloat, y: CGFloat) in
        let (big, tall) = (scale * x, scale * y)
        let w = 1 + big * sin(angle) / 500
        return CGPoint(x: center.x + big * cos(angle) / w + shift, y: center.y + tall / w)
    }
}
