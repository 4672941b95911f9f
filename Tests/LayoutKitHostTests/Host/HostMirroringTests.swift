import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

/// The right-to-left rule: a host that mirrors its layout hands it everything in the layout's
/// own left-to-right space and reflects back what it shows.
struct HostMirroringTests {
    /// A horizontal row of 100 pt items, full height, that flips in right to left, records what
    /// its host gives it, and targets 10 pt past every proposed offset.
    final class RowLayout: CollectionLayout {
        private(set) var contentSize: CGSize = .zero
        var contexts: [LayoutContext] = []
        var boundsChanges: [CGRect] = []
        var touches: [TouchState] = []
        var targets: [(proposed: CGPoint, velocity: CGPoint)] = []

        func prepare(_ context: LayoutContext) throws {
            contexts.append(context)
            contentSize = CGSize(width: 100 * CGFloat(context.numberOfItems(inSection: 0)), height: context.bounds.height)
        }

        func attributes(in rect: CGRect) -> [LayoutAttributes] {
            (0..<Int(contentSize.width / 100)).map {
                LayoutAttributes(
                    indexPath: IndexPath(item: $0, section: 0), category: .cell,
                    frame: CGRect(x: 100 * CGFloat($0), y: 0, width: 100, height: contentSize.height))
            }.filter { $0.frame.intersects(rect) }
        }

        func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
            boundsChanges.append(newBounds)
            if let touch = context.touch { touches.append(touch) }
            return false
        }

        func targetContentOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
            targets.append((proposed, velocity))
            return CGPoint(x: proposed.x + 10, y: proposed.y)
        }

        var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
        var scrollDirection: ScrollDirection { .horizontal }
    }

    /// Ten items (1000 pt) in a 320 x 200 view at offset 100, then a drag of the finger 50 pt to
    /// the left over 0.1 s (the content scrolls 50 pt on, at 500 pt/s) and the fling.
    static func dragged(_ direction: LayoutDirection) throws -> (CollectionViewHost, RowLayout) {
        let layout = RowLayout()
        let host = try CollectionViewHost(
            layout: layout, frameSize: CGSize(width: 320, height: 200), itemCounts: [10],
            contentOffset: CGPoint(x: 100, y: 0), layoutDirection: direction)
        try host.advanceFrame()
        try host.drag(.line(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.1))
        try host.runUntilIdle()
        return (host, layout)
    }

    @Test func aMirroredLayoutIsGivenBoundsTouchesAndFlingsInItsOwnSpace() throws {
        let (host, layout) = try Self.dragged(.rightToLeft)
        // Offset 100 shows 100 ... 420 of the screen: 1000 - 420 = 580 ... 900 of the layout. The
        // first pass reflected across the width known before it (0); the host prepared again.
        #expect(layout.contexts.count == 2)
        #expect(layout.contexts.last?.bounds == CGRect(x: 580, y: 0, width: 320, height: 200))
        // The first scroll of the drag: the screen's offset moves to some x in 100 ... 150, the
        // layout's bounds to 1000 - 320 - x.
        let first = try #require(layout.boundsChanges.first)
        #expect(first.maxX <= 900 && first.minX >= 530)
        // The finger moves left on screen at 500 pt/s: right in the layout's space.
        let touch = try #require(layout.touches.last)
        #expect(abs(touch.velocity.x - 500) < 1e-9 && touch.velocity.y == 0)
        // At the release (offset 150) the finger at x = 150 is at 300 on the screen's content,
        // 1000 - 300 = 700 in the layout's; the touch before the last bounds change was read
        // with the offset of the frame before, so it lies within one frame's scroll of it.
        #expect(abs(touch.location.x - 700) <= 500.0 / 60 + 1e-9)
        // The fling: released at 150 with 500 pt/s, the deceleration would stop at
        // 150 + 0.5 x 0.998 / 0.002 = 399.5, that is 1000 - 399.5 - 320 = 280.5 in the layout's
        // space, with velocity -500; the layout's 290.5 is 1000 - 290.5 - 320 = 389.5 on screen.
        let target = try #require(layout.targets.last)
        #expect(abs(target.proposed.x - 280.5) < 1e-9 && abs(target.velocity.x + 500) < 1e-9)
        #expect(abs(host.contentOffset.x - 389.5) < 1e-6)
        // What is shown is mirrored back: item 0 (layout 0 ... 100) shows at 900 ... 1000.
        try host.setContentOffset(CGPoint(x: 680, y: 0))
        #expect(host.visibleElements.first { $0.indexPath.item == 0 }?.frame.minX == 900)
    }

    @Test func leftToRightIsHandedAsIs() throws {
        let (host, layout) = try Self.dragged(.leftToRight)
        #expect(layout.contexts.first?.bounds == CGRect(x: 100, y: 0, width: 320, height: 200))
        #expect(abs((layout.touches.last?.velocity.x ?? 0) + 500) < 1e-9)
        let target = try #require(layout.targets.last)
        #expect(abs(target.proposed.x - 399.5) < 1e-9 && abs(target.velocity.x - 500) < 1e-9)
        #expect(abs(host.contentOffset.x - 409.5) < 1e-6)
    }
}
