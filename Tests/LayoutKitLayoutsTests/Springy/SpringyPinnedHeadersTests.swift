import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// Springs under pinned headers: the headers invalidate the layout on every scroll frame, and
/// that touches no spring.
struct SpringyPinnedHeadersTests {
    /// A flow of 44 pt items under 30 pt headers, pinned or not.
    private static func flow(pinned: Bool) -> FlowLayout {
        var configuration = FlowConfiguration.compactGrid()
        configuration.headerReferenceSize = CGSize(width: 0, height: 30)
        configuration.sectionHeadersPinToVisibleBounds = pinned
        return FlowLayout(configuration: configuration)
    }

    /// The cells shown, frame by frame, over `flow` hung on springs: a drag of 300 pt up in
    /// 0.3 s, then the fling and the springs, 90 frames in all.
    private static func cellFrames(over flow: FlowLayout) throws -> [[IndexPath: CGRect]] {
        let host = try CollectionViewHost(
            layout: flow.springy(), frameSize: CGSize(width: 320, height: 568), itemCounts: Array(repeating: 30, count: 20))
        try host.drag(.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 200), duration: 0.3))
        var frames: [[IndexPath: CGRect]] = []
        for _ in 0..<90 {
            try host.advanceFrame()
            let cells = host.visibleElements.filter { $0.category == .cell }
            frames.append(Dictionary(uniqueKeysWithValues: cells.map { ($0.indexPath, $0.frame) }))
        }
        return frames
    }

    /// A spring reset by the headers' invalidation would put its cell home, several points from
    /// where the springs alone take it; the cells under pinned headers stay within half a point
    /// of the run without pinning, frame by frame (the headers' invalidations tile the springs a
    /// little earlier in the frame, so not to the bit), while the springs lag by far more.
    @Test func pinnedHeadersInvalidatingEveryScrollFrameResetNoSpring() throws {
        let pinned = try Self.cellFrames(over: Self.flow(pinned: true))
        let free = try Self.cellFrames(over: Self.flow(pinned: false))
        let home = Self.flow(pinned: false)
        try home.prepare(
            LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: Array(repeating: 30, count: 20)))
        var apart: CGFloat = 0
        var lag: CGFloat = 0
        for (withPins, without) in zip(pinned, free) {
            for (indexPath, frame) in without {
                if let other = withPins[indexPath] {
                    apart = max(apart, abs(other.minY - frame.minY), abs(other.minX - frame.minX))
                }
                if let place = home.attributes(at: indexPath)?.frame { lag = max(lag, abs(place.minY - frame.minY)) }
            }
        }
        #expect(pinned.count == 90 && apart <= 0.5, "\(apart) pt apart")
        #expect(lag > 5, "the springs lag \(lag) pt at most")
    }

    /// A scroll over many sections names the pinned headers of the sections in view only.
    @Test func aScrollNamesOnlyTheHeadersOfTheSectionsInView() throws {
        let flow = Self.flow(pinned: true)
        let context = LayoutContext(
            bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: Array(repeating: 30, count: 1_000))
        try flow.prepare(context)
        // A section: a 30 pt header and 6 rows of 54 pt (5 items of 44 pt, 10 pt apart) plus its
        // insets, about 360 pt; 0 to 668 pt crosses sections 0 and 1.
        let scrolled = CGRect(x: 0, y: 100, width: 320, height: 568)
        let named = flow.invalidationContext(forBoundsChange: scrolled, in: context).invalidatedSupplementaryElements
        let sections = Set((named[ElementKind.sectionHeader] ?? []).map(\.section))
        let crossing = Set(
            (0..<1_000).filter { section in
                guard let first = flow.attributes(at: IndexPath(item: 0, section: section)),
                    let last = flow.attributes(at: IndexPath(item: 29, section: section))
                else { return false }
                return first.frame.minY - 30 <= scrolled.maxY && last.frame.maxY >= 0
            })
        #expect(sections == crossing && sections.count < 5)
    }

    /// Rows that slide sideways as the content scrolls (x = y offset / 20): every bounds change
    /// invalidates them with the default context, which names nothing, so the layout decides
    /// from the new bounds.
    private final class DriftingRows: CollectionLayout {
        private(set) var contentSize: CGSize = .zero
        private var (count, drift) = (0, CGFloat(0))

        func prepare(_ context: LayoutContext) throws {
            (count, drift) = (context.numberOfItems(inSection: 0), context.bounds.minY / 20)
            contentSize = CGSize(width: context.bounds.width, height: CGFloat(count) * 60)
        }

        func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
            newBounds != context.bounds
        }

        func attributes(in rect: CGRect) -> [LayoutAttributes] {
            (0..<count).compactMap { attributes(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
        }

        func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
            guard (0..<count).contains(indexPath.item) else { return nil }
            let frame = CGRect(x: 20 + drift, y: CGFloat(indexPath.item) * 60, width: 200, height: 50)
            return LayoutAttributes(indexPath: indexPath, category: .cell, frame: frame)
        }
    }

    /// Keeping the springs' anchors through a scroll is only for an invalidation that names
    /// headers alone: homes that move with the bounds move the anchors, and the cells rest on
    /// them, 15 pt right of where they started after a scroll of 300 pt.
    @Test func homesThatMoveWithTheBoundsCarryTheSpringsAnchors() throws {
        let rows = DriftingRows()
        let host = try CollectionViewHost(layout: rows.springy(), frameSize: CGSize(width: 320, height: 568), itemCounts: [100])
        try host.drag(.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 200), duration: 0.3))
        #expect(try host.runUntilIdle(timeout: 30))
        let cells = host.visibleElements.filter { $0.category == .cell }
        let drift = host.bounds.minY / 20
        #expect(!cells.isEmpty && drift >= 15, "scrolled \(host.bounds.minY) pt")
        for cell in cells { #expect(abs(cell.frame.minX - (20 + drift)) < 0.01, "\(cell.indexPath) at \(cell.frame.minX)") }
    }
}
