import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// Interactive reordering through the host on a flow layout: the other items make room, the move
/// crosses sections, the end produces the move and a cancel puts everything back.
struct FlowReorderingTests {
    /// 50 pt items, 10 pt apart, inset 10, leading-aligned: five to a 320 pt line.
    static func makeHost() throws -> CollectionViewHost {
        let layout = FlowLayout { configuration in
            configuration.sectionInset = EdgeInsets(all: 10)
            configuration.lineAlignment = .leading
        }
        return try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [6, 6])
    }

    /// Every slot for `counts`, computed by hand: item i of a section at x = 10 + 60 (i mod 5),
    /// y = section top + 10 + 60 (i div 5); a section is 20 pt of insets plus its lines tall.
    static func slots(_ counts: [Int]) -> [IndexPath: CGRect] {
        var result: [IndexPath: CGRect] = [:]
        var top: CGFloat = 0
        for (section, count) in counts.enumerated() {
            for item in 0..<count {
                result[IndexPath(item: item, section: section)] = CGRect(
                    x: 10 + CGFloat(item % 5) * 60, y: top + 10 + CGFloat(item / 5) * 60, width: 50, height: 50)
            }
            let lines = (count + 4) / 5
            top += 20 + (lines > 0 ? CGFloat(lines) * 50 + CGFloat(lines - 1) * 10 : 0)
        }
        return result
    }

    /// True when `point` lies on the segment from `start` to `end` (within 1e-9 pt).
    static func isBetween(_ point: CGPoint, _ start: CGPoint, _ end: CGPoint) -> Bool {
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        let (px, py) = (point.x - start.x, point.y - start.y)
        let length = dx * dx + dy * dy
        guard length > 0 else { return abs(px) < 1e-9 && abs(py) < 1e-9 }
        let along = (px * dx + py * dy) / length
        return abs(px * dy - py * dx) / length.squareRoot() < 1e-9 && along >= -1e-9 && along <= 1 + 1e-9
    }

    static func cells(_ host: CollectionViewHost) -> [LayoutAttributes] {
        host.visibleElements.filter { $0.category == .cell }
    }

    /// The non-moving cells sit exactly in the slots of `counts` but `target`, and the moving
    /// one is centered under the finger above everything.
    static func expectValidSlots(
        _ host: CollectionViewHost, counts: [Int], target: IndexPath, finger: CGPoint,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let slots = slots(counts)
        var others = slots
        others[target] = nil
        let shown = cells(host)
        #expect(shown.count == slots.count, sourceLocation: sourceLocation)
        for cell in shown where cell.indexPath != target {
            #expect(cell.frame == others[cell.indexPath], "\(cell.indexPath)", sourceLocation: sourceLocation)
        }
        let moving = shown.first { $0.indexPath == target }
        #expect(moving?.center == finger, sourceLocation: sourceLocation)
        #expect(moving?.zIndex == FlowLayout.interactivelyMovingZIndex, sourceLocation: sourceLocation)
    }

    @Test func aDragFromTheFirstSectionToTheSecondProducesExactlyThatMove() throws {
        let host = try Self.makeHost()
        try host.runUntilIdle()
        try host.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0))
        Self.expectValidSlots(host, counts: [6, 6], target: IndexPath(item: 2, section: 0), finger: CGPoint(x: 155, y: 35))
        // Over the fifth cell: the item would go there; items 3 and 4 move back one slot.
        host.startRecording()
        try host.updateInteractiveMovementTargetPosition(CGPoint(x: 275, y: 35))
        #expect(!host.isIdle, "the other items animate to make room")
        try host.runUntilIdle()
        let recording = host.stopRecording()
        #expect(recording.frames.count >= 10)
        // On every frame between, each other item is on the straight way from its slot before
        // (items 2 and 3 now were 3 and 4) to its slot after.
        let slots = Self.slots([6, 6])
        for frame in recording.frames {
            for cell in frame.elements where cell.category == .cell && cell.indexPath != IndexPath(item: 4, section: 0) {
                let after = try #require(slots[cell.indexPath])
                let wasShifted = cell.indexPath.section == 0 && (2...3).contains(cell.indexPath.item)
                let before = try #require(
                    slots[wasShifted ? IndexPath(item: cell.indexPath.item + 1, section: 0) : cell.indexPath])
                #expect(Self.isBetween(cell.frame.origin, before.origin, after.origin), "\(cell.indexPath) at \(frame.time)")
                #expect(cell.frame.size == after.size)
            }
        }
        Self.expectValidSlots(host, counts: [6, 6], target: IndexPath(item: 4, section: 0), finger: CGPoint(x: 275, y: 35))
        // Over the empty end of the second line: no cell there, the target stays.
        try host.updateInteractiveMovementTargetPosition(CGPoint(x: 155, y: 95))
        try host.runUntilIdle()
        Self.expectValidSlots(host, counts: [6, 6], target: IndexPath(item: 4, section: 0), finger: CGPoint(x: 155, y: 95))
        // Over the first cell of section 1: the item crosses; section 0 closes up to one line.
        try host.updateInteractiveMovementTargetPosition(CGPoint(x: 35, y: 165))
        try host.runUntilIdle()
        Self.expectValidSlots(host, counts: [5, 7], target: IndexPath(item: 0, section: 1), finger: CGPoint(x: 35, y: 165))
        #expect(host.itemCounts == [5, 7])

        let move = try host.endInteractiveMovement()
        #expect(move.items == [.moveItem(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 1))])
        #expect(try move.validated(countsBefore: [6, 6], countsAfter: host.itemCounts).countsAfter == [5, 7])
        #expect(!host.isMovingItem)
        try host.runUntilIdle()
        let final = Self.slots([5, 7])
        #expect(Self.cells(host).allSatisfy { $0.frame == final[$0.indexPath] && $0.zIndex == 0 })
    }

    @Test func aCancelPutsEveryItemBack() throws {
        let host = try Self.makeHost()
        try host.advanceFrame()
        let before = host.visibleElements
        try host.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0))
        try host.updateInteractiveMovementTargetPosition(CGPoint(x: 35, y: 165))
        try host.runUntilIdle()
        #expect(host.itemCounts == [5, 7])
        try host.cancelInteractiveMovement()
        try host.runUntilIdle()
        #expect(host.itemCounts == [6, 6])
        #expect(host.visibleElements == before)
        #expect(!host.isMovingItem)
    }

    @Test func itemSizesFollowTheirItemsWhileMoving() throws {
        let host = try Self.makeHost()
        host.itemSizeProvider = { CGSize(width: 50, height: $0 == IndexPath(item: 0, section: 0) ? 80 : 50) }
        try host.runUntilIdle()
        try host.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        try host.updateInteractiveMovementTargetPosition(CGPoint(x: 35, y: 165 + 15))
        try host.runUntilIdle()
        // The tall item now lives at [1, 0]; the host's sizes answer for the new order.
        #expect(host.itemSizeProvider?(IndexPath(item: 0, section: 1)) == CGSize(width: 50, height: 80))
        #expect(host.itemSizeProvider?(IndexPath(item: 0, section: 0)) == CGSize(width: 50, height: 50))
    }

    @Test func badMovesAreNamedAndChangeNothing() throws {
        let host = try Self.makeHost()
        try host.runUntilIdle()
        #expect(throws: LayoutError.indexPathOutOfRange(IndexPath(item: 6, section: 0), sectionCount: 2, itemCount: 6)) {
            try host.beginInteractiveMovementForItem(at: IndexPath(item: 6, section: 0))
        }
        #expect(throws: LayoutError.indexPathOutOfRange(IndexPath(item: 0, section: 2), sectionCount: 2, itemCount: nil)) {
            try host.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 2))
        }
        #expect(throws: HostError.notApplicable(.updateMoveTarget)) {
            try host.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 10))
        }
        #expect(throws: HostError.notApplicable(.endMove)) { try host.endInteractiveMovement() }
        try host.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0))
        #expect(throws: HostError.self) { try host.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)) }
        #expect(throws: LayoutError.self) { try host.updateInteractiveMovementTargetPosition(CGPoint(x: CGFloat.nan, y: 0)) }
        // Below the last section: outside every section, the drop is refused and the move goes on.
        try host.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 400))
        #expect(throws: HostError.dropOutsideSections(CGPoint(x: 100, y: 400))) { try host.endInteractiveMovement() }
        #expect(host.isMovingItem && host.itemCounts == [6, 6])
        try host.cancelInteractiveMovement()
        try host.runUntilIdle()
        let slots = Self.slots([6, 6])
        #expect(Self.cells(host).allSatisfy { $0.frame == slots[$0.indexPath] })
    }
}
