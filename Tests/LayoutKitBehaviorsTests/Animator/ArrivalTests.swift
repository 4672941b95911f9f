import Foundation
import LayoutKitCore
import Testing

@testable import LayoutKitBehaviors

/// Items new to the world taken in without a rebuild, as the physics toy takes in an inserted
/// item: a spring of its own from the shared point, and the shared gravity, collision and air.
/// The world that results is the one a rebuild makes, body for body and shape for shape.
struct ArrivalTests {
    /// Six boxes hang on 300 pt springs from one point under gravity, colliding with each other
    /// and the screen's edges, for 2 s, some on the floor; then a seventh arrives the way the toy sends one in. One
    /// animator takes it in alone, its twin (the same scene, the same steps) is made to rebuild:
    /// their bodies, joints, shapes and contacts are the same to the bit right after. 3 s later
    /// every center is within 0.01 pt of the twin's: the twin's rebuild tests its contacts
    /// afresh, where the other keeps those its bodies hardly moved (ContactReuseTests.swift),
    /// and the two part by rounding.
    @Test func anArrivingItemGivesTheWorldARebuildWouldGive() throws {
        let alone = try HangingScene()
        let rebuilt = try HangingScene()
        for scene in [alone, rebuilt] {
            try run(scene.animator, seconds: 2)
            try scene.sendIn(Piece(at: CGPoint(x: 60, y: 200), size: HangingScene.box))
        }
        #expect(!alone.animator.rebuildIsPending())
        let collision = alone.animator.world.collision
        #expect(collision.manifolds.contains { collision.colliders[Int($0.colliderA)].isSegment })
        rebuilt.animator.setNeedsRebuild()
        let before = (alone.animator.profile, rebuilt.animator.profile)
        alone.animator.rebuildForQuery()
        rebuilt.animator.rebuildForQuery()
        #expect(alone.animator.profile.rebuilds == before.0.rebuilds && alone.animator.profile.itemsTakenIn == 1)
        #expect(rebuilt.animator.profile.rebuilds == before.1.rebuilds + 1)
        expectSameWorld(alone.animator.world, rebuilt.animator.world)
        try run(alone.animator, seconds: 3)
        try run(rebuilt.animator, seconds: 3)
        for (mine, theirs) in zip(alone.items, rebuilt.items) {
            #expect(distance(center(of: mine, in: alone.animator), center(of: theirs, in: rebuilt.animator)) < 0.01)
        }
    }

    /// A 40 pt box dropped 200 pt above a resting one of its size, with no spring, is taken in
    /// alone and lands on it: its center comes to rest 40 pt above the other's (to 1 pt), not
    /// through it, as boxes meeting in a collision do.
    @Test func anArrivingItemCollidesWithTheItemsAlreadyThere() throws {
        let floor = Piece(at: CGPoint(x: 160, y: 548), size: HangingScene.box)
        let gravity = GravityBehavior(items: [floor])
        let collision = CollisionBehavior(items: [floor])
        collision.translatesReferenceBoundsIntoBoundary = true
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 568))
        try animator.addBehavior(gravity)
        try animator.addBehavior(collision)
        try run(animator, seconds: 1)
        let dropped = Piece(at: CGPoint(x: 160, y: 348), size: HangingScene.box)
        gravity.addItem(dropped)
        collision.addItem(dropped)
        #expect(!animator.rebuildIsPending())
        try run(animator, seconds: 2)
        #expect(animator.profile.itemsTakenIn == 1)
        #expect(abs(Double(center(of: dropped, in: animator).y) - (548 - 40)) < 1)
        #expect(abs(Double(center(of: floor, in: animator).y) - 548) < 1)
    }

    /// What cannot be taken in alone is rebuilt, with the same result as before: an attachment
    /// between a new item and one the world has, and a new item in a field (fields act on
    /// their items together). A new item alone under gravity (a fast spring, stepped apart from
    /// the joints) is taken in. An item that arrives and leaves again leaves nothing to do.
    @Test func whatCannotArriveAloneIsRebuilt() throws {
        let scene = try HangingScene()
        try run(scene.animator, seconds: 0.5)
        let rebuilds = scene.animator.profile.rebuilds
        let linked = Piece(at: CGPoint(x: 100, y: 300), size: HangingScene.box)
        try scene.animator.addBehavior(AttachmentBehavior(item: linked, attachedTo: scene.items[0]))
        scene.animator.rebuildForQuery()
        #expect(scene.animator.profile.rebuilds == rebuilds + 1 && scene.animator.profile.itemsTakenIn == 0)
        let falling = Piece(at: CGPoint(x: 200, y: 300), size: HangingScene.box)
        scene.gravity.addItem(falling)
        scene.animator.rebuildForQuery()
        #expect(scene.animator.profile.rebuilds == rebuilds + 1 && scene.animator.profile.itemsTakenIn == 1)
        let pulled = Piece(at: CGPoint(x: 220, y: 300), size: HangingScene.box)
        try scene.animator.addBehavior(FieldBehavior(kind: .drag, items: [pulled]))
        scene.animator.rebuildForQuery()
        #expect(scene.animator.profile.rebuilds == rebuilds + 2)
        let passing = Piece(at: CGPoint(x: 250, y: 300), size: HangingScene.box)
        scene.collision.addItem(passing)
        scene.collision.removeItem(passing)
        scene.animator.rebuildForQuery()
        #expect(scene.animator.profile.rebuilds == rebuilds + 2 && scene.animator.item(withID: passing.dynamicItemID) == nil)
        #expect(
            scene.animator.item(withID: linked.dynamicItemID) != nil && scene.animator.item(withID: falling.dynamicItemID) != nil)
    }
}
