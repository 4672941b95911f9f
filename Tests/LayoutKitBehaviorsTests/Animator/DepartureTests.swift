import Foundation
import LayoutKitCore
import Testing

@testable import LayoutKitBehaviors

/// Items leaving a world without a rebuild, as the physics toy lets a deleted item go: its
/// spring is cut and it leaves the collisions, so it falls out through the others; once below
/// the screen it leaves the shared gravity and air, and the world.
struct DepartureTests {
    /// Six boxes hang for 2 s (some on the floor); then box 3 is deleted as the toy deletes one:
    /// its spring removed, out of the collision. One animator does it without a rebuild, its
    /// twin is made to rebuild: the worlds are the same to the bit but for how the fallen body
    /// is stepped (with the joints in one, as a fast spring in the other). 1 s later box 3 is
    /// let go of (out of the gravity and the air) and leaves the world: a third scene that does
    /// the same, then rebuilds, finds the world it had; and 2 s later every center is within
    /// 0.01 pt of the twin's (which tests its contacts afresh after a rebuild, and steps the
    /// fallen box in closed form).
    @Test func aDeletedItemFallsOutAndLeavesAsARebuildWouldHaveIt() throws {
        let (alone, rebuilt, checked) = (try HangingScene(), try HangingScene(), try HangingScene())
        let scenes = [alone, rebuilt, checked]
        for scene in scenes { try run(scene.animator, seconds: 2) }
        let rebuilds = alone.animator.profile.rebuilds
        for scene in scenes {
            scene.animator.removeBehavior(scene.springs[3])
            scene.collision.removeItem(scene.items[3])
        }
        #expect(alone.animator.world.collision.manifolds.contains { $0.bodyA == 4 || $0.bodyB == 4 })
        rebuilt.animator.setNeedsRebuild()
        for scene in scenes { scene.animator.rebuildForQuery() }
        expectSameWorld(alone.animator.world, rebuilt.animator.world, sameSteppers: false)
        for scene in scenes { try run(scene.animator, seconds: 1) }
        #expect(center(of: alone.items[3], in: alone.animator).y > 340, "fallen through the floor")
        for scene in scenes {
            scene.gravity.removeItem(scene.items[3])
            scene.air.removeItem(scene.items[3])
        }
        checked.animator.rebuildForQuery()
        let taken = checked.animator.world
        checked.animator.setNeedsRebuild()
        checked.animator.rebuildForQuery()
        expectSameWorld(taken, checked.animator.world)
        #expect(taken.bodies.count == 6 && taken.collision.itemColliderCount == 5)
        for scene in [alone, rebuilt] { try run(scene.animator, seconds: 2) }
        #expect(alone.animator.profile.rebuilds == rebuilds)
        #expect(alone.animator.item(withID: alone.items[3].dynamicItemID) == nil)
        for index in [0, 1, 2, 4, 5] {
            let (mine, theirs) = (alone.items[index], rebuilt.items[index])
            #expect(distance(center(of: mine, in: alone.animator), center(of: theirs, in: rebuilt.animator)) < 0.01)
        }
    }

    /// An item that leaves a behaviour with forces while others still hold it changes how it
    /// moves: that takes a rebuild. The count of holders stays true through it: the item
    /// leaves the world once the last behaviour lets it go, without another.
    @Test func anItemLeavingAForceWhileHeldTakesARebuildAndLeavesWithItsLastHolder() throws {
        let scene = try HangingScene()
        try run(scene.animator, seconds: 1)
        let rebuilds = scene.animator.profile.rebuilds
        let item = scene.items[2]
        scene.gravity.removeItem(item)
        scene.animator.rebuildForQuery()
        #expect(scene.animator.profile.rebuilds == rebuilds + 1)
        scene.animator.removeBehavior(scene.springs[2])
        scene.collision.removeItem(item)
        scene.animator.rebuildForQuery()
        #expect(scene.animator.profile.rebuilds == rebuilds + 1 && scene.animator.item(withID: item.dynamicItemID) != nil)
        scene.air.removeItem(item)
        scene.animator.rebuildForQuery()
        #expect(scene.animator.profile.rebuilds == rebuilds + 1 && scene.animator.item(withID: item.dynamicItemID) == nil)
        #expect(scene.animator.world.bodies.count == 6)
    }
}
