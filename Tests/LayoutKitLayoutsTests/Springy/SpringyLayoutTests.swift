import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// A custom layout written for these tests: one column of 50 pt rows, 10 pt apart, full width.
final class StackLayout: CollectionLayout {
    private(set) var contentSize: CGSize = .zero
    private var width: CGFloat = 0
    private var count = 0

    func prepare(_ context: LayoutContext) throws {
        width = context.bounds.width
        count = context.numberOfItems(inSection: 0)
        contentSize = CGSize(width: width, height: CGFloat(count) * 60)
    }

    func frame(_ item: Int) -> CGRect { CGRect(x: 0, y: CGFloat(item) * 60, width: width, height: 50) }

    func attributes(in rect: CGRect) -> [LayoutAttributes] {
        let first = max(0, Int(rect.minY / 60) - 1), last = min(count - 1, Int(rect.maxY / 60) + 1)
        guard first <= last else { return [] }
        return (first...last).map {
            LayoutAttributes(indexPath: IndexPath(item: $0, section: 0), category: .cell, frame: frame($0))
        }
        .filter { $0.frame.intersects(rect) }
    }

    func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
        (0..<count).contains(indexPath.item)
            ? LayoutAttributes(indexPath: indexPath, category: .cell, frame: frame(indexPath.item)) : nil
    }
}

/// The springy wrapper over several layouts under the headless host: the article's scroll
/// response along the base's axis, data changes that never make an element jump, bad input.
struct SpringyLayoutTests {
    private let phone = CGSize(width: 320, height: 568)

    private func cells(_ host: CollectionViewHost) -> [IndexPath: LayoutAttributes] {
        Dictionary(
            host.visibleElements.filter { $0.category == .cell && $0.alpha == 1 }.map { ($0.indexPath, $0) },
            uniquingKeysWith: { first, _ in first })
    }

    /// Runs the host to rest and checks that every visible cell sits exactly where `base` puts it.
    private func expectSettled(_ host: CollectionViewHost, on base: any CollectionLayout) throws {
        #expect(try host.runUntilIdle(timeout: 30))
        let shown = host.visibleElements.filter { $0.category == .cell }
        #expect(!shown.isEmpty)
        for cell in shown { #expect(cell.frame == base.attributes(at: cell.indexPath)?.frame, "\(cell.indexPath)") }
    }

    @Test func underAFingerFarItemsLagNearOnesThenAllRestOnTheFlow() throws {
        let flow = FlowLayout(configuration: .compactGrid())
        let layout = flow.springy()
        let host = try CollectionViewHost(layout: layout, frameSize: phone, itemCounts: [120])
        // The finger at x = 160 drags from y = 500 to 300 in the viewport.
        try host.drag(.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 300), duration: 0.3))
        try host.advance(frames: 12)
        // The finger is now 367 pt down the viewport (500 - 200 x 0.2 / 0.3).
        let finger = CGPoint(x: 160, y: host.contentOffset.y + 500 - 200 * 0.2 / 0.3)
        let shown = cells(host).values.map { cell in
            let home = flow.attributes(at: cell.indexPath)!.center
            return (distance: abs(home.x - finger.x) + abs(home.y - finger.y), lag: abs(cell.center.y - home.y))
        }
        let near = try #require(shown.min { $0.distance < $1.distance })
        let far = try #require(shown.max { $0.distance < $1.distance })
        #expect(far.distance > 300 && near.distance < 40)
        #expect(far.lag > 3 * near.lag && far.lag > 2)
        #expect(host.isLayoutAnimating)
        try expectSettled(host, on: flow)
        #expect(!layout.animator.isRunning && host.isIdle)
    }

    @Test func aHorizontalFlowSpringsAlongX() throws {
        let flow = FlowLayout(configuration: .compactGrid(scrollDirection: .horizontal))
        let layout = flow.springy()
        var context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 568, height: 320), itemCounts: [200])
        try layout.prepare(context)
        context.touch = TouchState(location: CGPoint(x: 300, y: 160))
        var next = context.bounds
        next.origin.x += 20
        _ = layout.shouldInvalidate(forBoundsChange: next, in: context)
        let path = IndexPath(item: 0, section: 0)
        let anchor = try #require(flow.attributes(at: path)).center
        let moved = try #require(layout.attributes(at: path)).center
        let resistance = (abs(300 - anchor.x) + abs(160 - anchor.y)) / 1500
        #expect(abs(moved.x - (anchor.x + 20 * resistance)) < 1e-9)
        #expect(moved.y == anchor.y)
    }

    @Test func aCellItsSpringHoldsOutsideTheRectIsNotAnsweredAtHome() throws {
        let layout = FlowLayout(configuration: .compactGrid()).springy()
        var context = phoneContext([120])
        try layout.prepare(context)
        for _ in 0..<10 {
            context.touch = TouchState(location: CGPoint(x: 160, y: context.bounds.minY + 300))
            var next = context.bounds
            next.origin.y += 20
            _ = layout.shouldInvalidate(forBoundsChange: next, in: context)
            context.bounds = next
            try layout.advanceAnimations(by: 1.0 / 60)
            try layout.prepare(context)
        }
        // Row 14 (home y = 766, 2 pt into the rect) lags 30-odd pt behind: below the rect.
        let answered = layout.attributes(in: context.bounds)
        #expect(!answered.isEmpty)
        for cell in answered { #expect(cell.frame == layout.attributes(at: cell.indexPath)?.frame, "\(cell.indexPath)") }
        #expect(!answered.contains { $0.indexPath.item == 70 })
    }

    @Test func rightToLeftAHorizontalFlowLagsAwayFromTheFingerOnScreen() throws {
        let flow = FlowLayout(configuration: .compactGrid(scrollDirection: .horizontal))
        let layout = flow.springy()
        let size = CGSize(width: 568, height: 320)
        let host = try CollectionViewHost(layout: layout, frameSize: size, itemCounts: [300], layoutDirection: .rightToLeft)
        try host.advanceFrame()
        // Right to left the content starts at the right: the finger drags it rightwards, at y = 160.
        try host.drag(.line(from: CGPoint(x: 100, y: 160), to: CGPoint(x: 400, y: 160), duration: 0.5))
        try host.advance(frames: 12)
        let fingerOnScreen = 100 + 300 * 0.2 / 0.5
        let width = flow.contentSize.width
        let shown = cells(host).values.map { cell -> (distance: CGFloat, lag: CGFloat) in
            // Where the flow puts the cell on screen: its frame mirrored across the content width.
            let home = width - flow.attributes(at: cell.indexPath)!.center.x
            let finger = host.contentOffset.x + fingerOnScreen
            return (abs(home - finger) + abs(flow.attributes(at: cell.indexPath)!.center.y - 160), abs(cell.center.x - home))
        }
        let near = try #require(shown.min { $0.distance < $1.distance })
        let far = try #require(shown.max { $0.distance < $1.distance })
        #expect(near.distance < 60 && far.distance > 300)
        #expect(far.lag > 3 * near.lag && far.lag > 2)
        #expect(try host.runUntilIdle(timeout: 30))
        for cell in host.visibleElements where cell.category == .cell {
            let home = try #require(flow.attributes(at: cell.indexPath))
            #expect(abs(cell.frame.minX - (width - home.frame.maxX)) < 1e-9 && cell.frame.minY == home.frame.minY)
        }
    }

    @Test func aTransposedCustomLayoutWithTheOverviewsResistance() throws {
        let stack = StackLayout()
        let layout = stack.transposed().springy(.overview)
        var context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 568, height: 320), itemCounts: [50])
        try layout.prepare(context)
        #expect(layout.scrollDirection == .horizontal)
        context.touch = TouchState(location: CGPoint(x: 400, y: 10))
        var next = context.bounds
        next.origin.x += 30
        _ = layout.shouldInvalidate(forBoundsChange: next, in: context)
        // Item 2 of the stack is the column x = 120...170 (center 145): only |400 - 145| counts.
        let moved = try #require(layout.attributes(at: IndexPath(item: 2, section: 0))).center
        #expect(abs(moved.x - (145 + 30 * 255 / 500)) < 1e-9)
        #expect(moved.y == 160)
    }

    @Test func insertingAndDeletingDuringADragNeverMakesAnItemJump() throws {
        let flow = FlowLayout(configuration: .compactGrid())
        let layout = SpringyLayout(flow)
        let host = try CollectionViewHost(layout: layout, frameSize: phone, itemCounts: [120])
        try host.drag(.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 200), duration: 0.5))
        try host.advance(frames: 10)
        for change in 0..<2 {
            let before = cells(host)
            var update = BatchUpdate()
            change == 0
                ? update.insertItems([IndexPath(item: 30, section: 0)]) : update.deleteItems([IndexPath(item: 36, section: 0)])
            let plan = try update.validated(countsBefore: host.itemCounts, countsAfter: [120 + (change == 0 ? 1 : 0)])
            try host.performBatchUpdates(update, countsAfter: plan.countsAfter)
            try host.advanceFrame()
            let after = cells(host)
            var compared = 0
            for (old, attributes) in before {
                guard let new = plan.indexPathAfterUpdate(for: old), let shown = after[new] else { continue }
                // One frame of the drag moves the content 10 pt; the next slot is 54 or 64 pt away.
                #expect(
                    abs(shown.center.y - attributes.center.y) + abs(shown.center.x - attributes.center.x) < 20, "\(old) → \(new)")
                compared += 1
            }
            #expect(compared > 40)
        }
        let fading = host.visibleElements.filter { $0.alpha < 1 }
        #expect(!fading.isEmpty, "the host fades the inserted and the deleted item")
        try expectSettled(host, on: flow)
        #expect(
            layout.bodyCount
                == flow.attributes(in: host.bounds.insetBy(dx: -100, dy: -100)).filter { $0.category == .cell }.count)
    }

    @Test func twoLayoutPassesBeforeThePlanStillCarryTheSprings() throws {
        let flow = FlowLayout(configuration: .compactGrid())
        let layout = flow.springy()
        var context = phoneContext([30])
        try layout.prepare(context)
        var update = BatchUpdate()
        update.insertItems([IndexPath(item: 0, section: 0)])
        let plan = try update.validated(countsBefore: [30], countsAfter: [31])
        context.itemCounts = [31]
        try layout.prepare(context)
        try layout.prepare(context)  // a second pass with the same new counts
        try layout.prepare(forUpdates: plan)
        // Item 0 moved to 1: its spring was carried, so it still sits where item 0 was.
        #expect(layout.animatesOwnElement(.cell(IndexPath(item: 1, section: 0))))
        #expect(layout.attributes(at: IndexPath(item: 1, section: 0))?.center == CGPoint(x: 32, y: 32))
        layout.finalizeUpdates()
    }

    @Test func anInsertedItemSpringsInFromTheBasesInitialAttributes() throws {
        // The base says where appearing items start: 200 pt below their slot.
        let stack = StackLayout()
        let layout = SpringyLayout(AppearingFromBelow(base: stack))
        let host = try CollectionViewHost(layout: layout, frameSize: phone, itemCounts: [5])
        try host.advanceFrame()
        var update = BatchUpdate()
        update.insertItems([IndexPath(item: 2, section: 0)])
        try host.performBatchUpdates(update, countsAfter: [6])
        let first = try #require(cells(host)[IndexPath(item: 2, section: 0)])
        #expect(first.center.y == stack.frame(2).midY + 200)
        try host.advance(frames: 6)
        let later = try #require(cells(host)[IndexPath(item: 2, section: 0)])
        #expect(later.center.y < first.center.y && later.alpha == 1, "it springs up, shown by the layout")
        try expectSettled(host, on: stack)
    }

    @Test func aGrowingItemReanchorsOnlyWhatFollowsIt() throws {
        let flow = FlowLayout(configuration: .compactGrid())
        let layout = flow.springy()
        var heights = [CGFloat](repeating: 44, count: 60)
        let host = try CollectionViewHost(
            layout: layout, frameSize: phone, itemCounts: [60], itemSizeProvider: { CGSize(width: 44, height: heights[$0.item]) })
        try host.advanceFrame()
        let before = cells(host)
        heights[12] = 100  // row 2 (items 10-14) grows by 56 pt
        host.invalidateLayout(with: InvalidationContext(invalidatedItems: [IndexPath(item: 12, section: 0)]))
        try host.advanceFrame()
        let after = cells(host)
        for item in 0..<10 {
            #expect(after[IndexPath(item: item, section: 0)]?.frame == before[IndexPath(item: item, section: 0)]?.frame)
        }
        // Item 20 (row 4) belongs 56 pt lower now; one frame later it has barely left its old place.
        let path = IndexPath(item: 20, section: 0)
        let moved = try #require(after[path]).center.y - before[path]!.center.y
        #expect(moved >= 0 && moved < 5)
        #expect(flow.attributes(at: path)!.center.y - before[path]!.center.y == 56)
        try expectSettled(host, on: flow)
        #expect(cells(host)[IndexPath(item: 12, section: 0)]?.frame.height == 100)
    }

    @Test func zeroSizeItemsGetNoSpringAndNoError() throws {
        let flow = FlowLayout(configuration: .compactGrid())
        let layout = flow.springy()
        let host = try CollectionViewHost(
            layout: layout, frameSize: phone, itemCounts: [20],
            itemSizeProvider: { $0.item == 3 ? .zero : CGSize(width: 44, height: 44) })
        try host.drag(.line(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), duration: 0.2))
        try expectSettled(host, on: flow)
        #expect(layout.bodyCount == 19)
    }

    @Test func badInputLeavesTheSpringsAsTheyWere() throws {
        let flow = FlowLayout(configuration: .compactGrid())
        let layout = flow.springy()
        var poisoned = false
        let host = try CollectionViewHost(
            layout: layout, frameSize: phone, itemCounts: [120],
            itemSizeProvider: { _ in poisoned ? CGSize(width: CGFloat.nan, height: 44) : CGSize(width: 44, height: 44) })
        try host.drag(.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 300), duration: 0.3))
        try host.advance(frames: 8)
        let springs = layout.bodyCount
        let shown = host.visibleElements
        var update = BatchUpdate()
        update.deleteItems([IndexPath(item: 500, section: 0)])
        #expect(throws: LayoutError.self) { try host.performBatchUpdates(update, countsAfter: [119]) }
        #expect(layout.bodyCount == springs && host.visibleElements == shown && host.itemCounts == [120])
        try expectSettled(host, on: flow)
        let resting = host.visibleElements
        poisoned = true
        host.invalidateLayout()
        let error = #expect(throws: LayoutError.self) { try host.advanceFrame() }
        #expect(error?.description.contains("[0, 0]") == true)
        #expect(host.visibleElements == resting)
        poisoned = false
        try host.advanceFrame()
        #expect(host.visibleElements == resting)
    }

    @Test func aRotationWhileTheSpringsMoveEndsOnTheNewFlow() throws {
        let flow = FlowLayout(configuration: .compactGrid())
        let layout = flow.springy()
        let host = try CollectionViewHost(layout: layout, frameSize: phone, itemCounts: [120])
        try host.drag(.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 300), duration: 0.3))
        try host.advance(frames: 20)
        try host.setFrameSize(CGSize(width: 568, height: 320), animation: .rotation)
        try expectSettled(host, on: flow)
        #expect(host.visibleElements.contains { $0.frame.minX > 320 }, "the flow spans the new width")
    }
}

/// A base whose appearing items start 200 pt below their slot.
final class AppearingFromBelow: LayoutWrapper {
    let base: StackLayout
    init(base: StackLayout) { self.base = base }

    func initialAttributes(forAppearing element: ElementKey) -> LayoutAttributes? {
        guard var attributes = base.attributes(at: element.indexPath) else { return nil }
        attributes.frame.origin.y += 200
        return attributes
    }
}
