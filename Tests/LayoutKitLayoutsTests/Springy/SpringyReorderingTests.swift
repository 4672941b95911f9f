import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// Interactive reordering over layouts whose elements hang on springs: a collection view only
/// invalidates the layout while an item moves (no update plan comes), so the springs must follow
/// the moving item on their own and come to rest on the base's slots, whether the move ends or
/// is cancelled, across sections too.
struct SpringyReorderingTests {
    /// The flow of ``FlowReorderingTests`` (slots worked out by hand there) on springs.
    private func makeHost(_ counts: [Int]) throws -> (CollectionViewHost, SpringyLayout<FlowLayout>) {
        let layout = FlowLayout { configuration in
            configuration.sectionInset = EdgeInsets(all: 10)
            configuration.lineAlignment = .leading
        }.springy()
        let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: counts)
        return (host, layout)
    }

    /// The host comes to rest within two seconds and shows every cell on its hand-computed slot.
    private func expectRestOnSlots(_ host: CollectionViewHost, counts: [Int]) throws {
        #expect(try host.runUntilIdle(timeout: 2), "the springs never came to rest")
        let slots = FlowReorderingTests.slots(counts)
        let cells = host.visibleElements.filter { $0.category == .cell }
        #expect(cells.count == counts.reduce(0, +))
        for cell in cells { #expect(cell.frame == slots[cell.indexPath], "\(cell.indexPath)") }
    }

    @Test func aMoveAcrossSectionsThatIsCancelledRestsWhereItStarted() throws {
        let (host, layout) = try makeHost([6, 6])
        try host.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        // Over the second item of section 1 (its slot centre, hand-computed).
        try host.updateInteractiveMovementTargetPosition(CGPoint(x: 95, y: 165))
        #expect(host.itemCounts == [5, 7])
        try host.advance(frames: 10)
        #expect(layout.bodyCount > 0)
        try host.cancelInteractiveMovement()
        try expectRestOnSlots(host, counts: [6, 6])
    }

    @Test func aMoveAcrossSectionsThatEndsRestsInTheNewOrder() throws {
        let (host, _) = try makeHost([6, 6])
        try host.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        try host.updateInteractiveMovementTargetPosition(CGPoint(x: 95, y: 165))
        try host.advance(frames: 10)
        let move = try host.endInteractiveMovement()
        #expect(move.items == [.moveItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))])
        try expectRestOnSlots(host, counts: [5, 7])
        // A batch update after the move is carried as usual (no plan is still awaited).
        var update = BatchUpdate()
        update.insertItems([IndexPath(item: 0, section: 0)])
        try host.performBatchUpdates(update, countsAfter: [6, 7])
        try expectRestOnSlots(host, counts: [6, 7])
    }

    /// Displaces the springs with one scroll step of `step` under a finger at `touch`, then
    /// moves the item at `from` to `to` as a collection view's interactive move step does (the
    /// layout's context hook, the invalidation, a pass with the counts of the new order), then
    /// cancels the move the same way. After each, every element must be exactly where its
    /// spring held it before (each spring follows its element), not where the base puts it.
    private func expectSpringsFollowAMove(
        _ layout: any CollectionLayout, counts: [Int], step: CGPoint, touch: CGPoint, from: IndexPath, to: IndexPath
    ) throws {
        var context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: counts)
        try layout.prepare(context)
        context.touch = TouchState(location: touch)
        _ = layout.shouldInvalidate(forBoundsChange: context.bounds.offsetBy(dx: step.x, dy: step.y), in: context)
        let held = Dictionary(
            uniqueKeysWithValues: layout.attributes(in: context.bounds)
                .filter { $0.category == .cell }.map { ($0.indexPath, $0.center) })
        var update = BatchUpdate()
        update.moveItem(from: from, to: to)
        var countsAfter = counts
        countsAfter[from.section] -= 1
        countsAfter[to.section] += 1
        let plan = try update.validated(countsBefore: counts, countsAfter: countsAfter)

        let step = layout.invalidationContext(
            forInteractivelyMovingItems: [to], withTargetPosition: touch,
            previousIndexPaths: [from], previousPosition: touch)
        layout.invalidate(with: step)
        context.itemCounts = countsAfter
        try layout.prepare(context)
        for (path, center) in held {
            let after = try #require(plan.indexPathAfterUpdate(for: path))
            #expect(layout.attributes(at: after)?.center == center, "\(path), now \(after)")
        }

        let end = layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [from], previousIndexPaths: [to], movementCancelled: true)
        layout.invalidate(with: end)
        context.itemCounts = counts
        try layout.prepare(context)
        for (path, center) in held { #expect(layout.attributes(at: path)?.center == center, "\(path) after the cancel") }
    }

    @Test func theSpringsFollowAnItemMovedAcrossSectionsAndBack() throws {
        let layout = FlowLayout { $0.sectionInset = EdgeInsets(all: 10) }.springy()
        try expectSpringsFollowAMove(
            layout, counts: [6, 6], step: CGPoint(x: 0, y: 30), touch: CGPoint(x: 160, y: 500),
            from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
    }

    @Test func countsThatComeBackWithoutAPlanEndTheWait() throws {
        // A pass with new counts and no plan (an update that failed), then the counts as before:
        // the springs answer again instead of waiting for ever.
        let layout = FlowLayout { $0.sectionInset = EdgeInsets(all: 10) }.springy()
        var context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: [6, 6])
        try layout.prepare(context)
        context.touch = TouchState(location: CGPoint(x: 160, y: 500))
        _ = layout.shouldInvalidate(forBoundsChange: context.bounds.offsetBy(dx: 0, dy: 30), in: context)
        let held = try #require(layout.attributes(at: IndexPath(item: 0, section: 0))).center
        #expect(held != layout.base.attributes(at: IndexPath(item: 0, section: 0))?.center, "the spring displaced it")
        context.itemCounts = [7, 6]
        try layout.prepare(context)
        #expect(
            layout.attributes(at: IndexPath(item: 0, section: 0))?.center
                == layout.base.attributes(at: IndexPath(item: 0, section: 0))?.center,
            "waiting for a plan: the base's answer")
        context.itemCounts = [6, 6]
        try layout.prepare(context)
        #expect(layout.attributes(at: IndexPath(item: 0, section: 0))?.center == held)
    }

    @Test func theCarouselsBodiesFollowAnItemMovedAlongTheLineAndBack() throws {
        try expectSpringsFollowAMove(
            SpringCarouselLayout(), counts: [12], step: CGPoint(x: 40, y: 0), touch: CGPoint(x: 300, y: 500),
            from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
    }
}
