import Foundation
import LayoutKitBehaviors
import LayoutKitCore
import LayoutKitLayouts
import Testing

/// The behaviour manager's departed bodies: deleted elements that fall out, and leave.
struct BehaviorManagerTests {
    private let everywhere = CGRect(x: -1e6, y: -1e6, width: 2e6, height: 1e7)

    /// A manager with three hanging cells under a shared gravity; the first is then deleted
    /// and falls (its spring cut), a departed body.
    private func managerWithAFallingCell() throws -> BehaviorManager {
        let gravity = GravityBehavior()
        let manager = try BehaviorManager(
            animator: DynamicAnimator(), spring: SpringSettings(damping: 0.5, frequency: 1), sharedBehaviors: [gravity])
        for item in 0..<3 {
            var cell = LayoutAttributes(forCellAt: IndexPath(item: item, section: 0))
            cell.frame = CGRect(x: 100 * CGFloat(item), y: 0, width: 50, height: 50)
            try manager.addElement(cell, anchor: cell.center)
        }
        var update = BatchUpdate()
        update.deleteItems([IndexPath(item: 0, section: 0)])
        manager.remapLettingDeletedFall(
            with: try update.validated(countsBefore: [3], countsAfter: [2]), outOf: [DynamicItemsBehavior()])
        return manager
    }

    /// Steps until the departed body is below y = 1000 and the manager lets it go.
    private func stepUntilItLeaves(_ manager: BehaviorManager) throws {
        for _ in 0..<600 where manager.departedCount > 0 {
            try manager.animator.advance(by: 1.0 / 60)
            manager.removeDeparted { $0.frame.minY > 1000 }
        }
        #expect(manager.departedCount == 0)
    }

    private func bodiesBelow(_ y: CGFloat, in manager: BehaviorManager) -> Int {
        manager.animator.items(in: everywhere).filter { $0.center.y > y }.count
    }

    @Test func theCellAreaCountsTheManagedCellsAsSizedLeavingOutTheExcludedAndTheDeparted() throws {
        let manager = try managerWithAFallingCell()
        // Items 1 and 2 hang (now at 0 and 1), 50 x 50 pt each; item 0 departed.
        #expect(manager.cellArea(excluding: []) == 5_000)
        #expect(manager.cellArea(excluding: [.cell(IndexPath(item: 1, section: 0))]) == 2_500)
        try manager.resize(.cell(IndexPath(item: 0, section: 0)), to: CGSize(width: 20, height: 10))
        try manager.animator.advance(by: 1.0 / 60)
        #expect(manager.cellArea(excluding: []) == 2_700, "a resized body counts at its new size")
    }

    @Test func aBodyThatLeftIsForgottenAtOnceAndLeavesTheAnimatorWithTheNextRebuild() throws {
        let manager = try managerWithAFallingCell()
        #expect(manager.departedCount == 1)
        try stepUntilItLeaves(manager)
        #expect(manager.departedAttributes(in: everywhere).isEmpty)
        #expect(manager.attributes(in: everywhere).count == 2)
        #expect(bodiesBelow(1000, in: manager) == 1, "still in the animator: no rebuild of its own")
        var cell = LayoutAttributes(forCellAt: IndexPath(item: 2, section: 0))
        cell.frame = CGRect(x: 300, y: 0, width: 50, height: 50)
        try manager.addElement(cell, anchor: cell.center)
        #expect(manager.attributes(in: everywhere).count == 3)
        #expect(bodiesBelow(1000, in: manager) == 1, "the new element's spring was taken in alone: no rebuild yet")
        try manager.resize(.cell(IndexPath(item: 2, section: 0)), to: CGSize(width: 40, height: 40))
        #expect(manager.attributes(in: everywhere).count == 3)
        #expect(bodiesBelow(1000, in: manager) == 0, "gone with the rebuild the resize needed")
    }

    @Test func aBodyThatLeftLeavesTheAnimatorWithinASecondWithoutAChange() throws {
        let manager = try managerWithAFallingCell()
        try stepUntilItLeaves(manager)
        let left = manager.animator.elapsedTime
        // Frame by frame up to the linger and one frame more (the sum of steps may fall short of
        // the second by a rounding).
        while manager.animator.elapsedTime - left < BehaviorManager.leftBodyLinger + 1.0 / 60 - 1e-9 {
            if manager.animator.elapsedTime - left < BehaviorManager.leftBodyLinger - 1.0 / 60 {
                #expect(bodiesBelow(1000, in: manager) == 1)
            }
            try manager.animator.advance(by: 1.0 / 60)
            manager.removeDeparted { $0.frame.minY > 1000 }
        }
        #expect(bodiesBelow(1000, in: manager) == 0)
        #expect(manager.attributes(in: everywhere).count == 2)
    }

    @Test func aPausedAnimatorLetsABodyThatLeftGoAtOnce() throws {
        // Three cells on their springs, no gravity: they rest and the animator pauses.
        let manager = try BehaviorManager(animator: DynamicAnimator(), spring: SpringSettings(damping: 0.5, frequency: 1))
        for item in 0..<3 {
            var cell = LayoutAttributes(forCellAt: IndexPath(item: item, section: 0))
            cell.frame = CGRect(x: 100 * CGFloat(item), y: 0, width: 50, height: 50)
            try manager.addElement(cell, anchor: cell.center)
        }
        try manager.animator.advance(by: 1.0 / 60)
        for _ in 0..<120 where manager.animator.isRunning { try manager.animator.advance(by: 1.0 / 60) }
        #expect(!manager.animator.isRunning)
        var update = BatchUpdate()
        update.deleteItems([IndexPath(item: 0, section: 0)])
        manager.remap(with: try update.validated(countsBefore: [3], countsAfter: [2]))
        manager.removeDeparted { _ in true }
        #expect(manager.animator.items(in: everywhere).count == 2, "no frame will come to let it go later")
    }
}
