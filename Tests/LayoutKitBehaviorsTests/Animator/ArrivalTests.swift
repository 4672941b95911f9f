import Foundation
import LayoutKitCore
import Testing

@testable import LayoutKitBehaviors

/// Items new to the world taken in without a rebuild, as the physics toy takes in an inserted
/// item: a spring of its own from the shared point, and the shared gravity, collision and air.
/// The world that results is the one a rebuild makes, body for body and shape for shape.
struct ArrivalTests {
    private let anchor = CGPoint(x: 160, y: 0)
    private let box = CGSize(width: 40, height: 40)

    /// Six boxes hang on 300 pt springs from one point under gravity, colliding with each other
    /// and the screen's edges, for 2 s, some on the floor; then a seventh arrives the way the toy sends one in. One
    /// animator takes it in alone, its twin (the same scene, the same steps) is made to rebuild:
    /// their bodies, joints, shapes and contacts are the same to the bit right after. 3 s later
    /// every center is within 0.01 pt of the twin's: the twin's rebuild tests its contacts
    /// afresh, where the other keeps those its bodies hardly moved (ContactReuseTests.swift),
    /// and the two part by rounding.
    @Test func anArrivingItemGivesTheWorldARebuildWouldGive() throws {
        let alone = try hangingScene()
        let rebuilt = try hangingScene()
        for scene in [alone, rebuilt] {
            try run(scene.animator, seconds: 2)
            try sendIn(Piece(at: CGPoint(x: 60, y: 200), size: box), to: scene)
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
        let floor = Piece(at: CGPoint(x: 160, y: 548), size: box)
        let gravity = GravityBehavior(items: [floor])
        let collision = CollisionBehavior(items: [floor])
        collision.translatesReferenceBoundsIntoBoundary = true
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 568))
        try animator.addBehavior(gravity)
        try animator.addBehavior(collision)
        try run(animator, seconds: 1)
        let dropped = Piece(at: CGPoint(x: 160, y: 348), size: box)
        gravity.addItem(dropped)
        collision.addItem(dropped)
        #expect(!animator.rebuildIsPending())
        try run(animator, seconds: 2)
        #expect(animator.profile.itemsTakenIn == 1)
        #expect(abs(Double(center(of: dropped, in: animator).y) - (548 - 40)) < 1)
        #expect(abs(Double(center(of: floor, in: animator).y) - 548) < 1)
    }

    /// What cannot be taken in alone is rebuilt, with the same result as before: an attachment
    /// between a new item and one the world has, and a new item alone under gravity (a fast
    /// spring, stepped apart from the joints). An item that arrives and leaves again leaves
    /// nothing to do.
    @Test func whatCannotArriveAloneIsRebuilt() throws {
        let scene = try hangingScene()
        try run(scene.animator, seconds: 0.5)
        let rebuilds = scene.animator.profile.rebuilds
        let linked = Piece(at: CGPoint(x: 100, y: 300), size: box)
        try scene.animator.addBehavior(AttachmentBehavior(item: linked, attachedTo: scene.items[0]))
        scene.animator.rebuildForQuery()
        #expect(scene.animator.profile.rebuilds == rebuilds + 1 && scene.animator.profile.itemsTakenIn == 0)
        let falling = Piece(at: CGPoint(x: 200, y: 300), size: box)
        scene.gravity.addItem(falling)
        scene.animator.rebuildForQuery()
        #expect(scene.animator.profile.rebuilds == rebuilds + 2)
        let passing = Piece(at: CGPoint(x: 250, y: 300), size: box)
        scene.collision.addItem(passing)
        scene.collision.removeItem(passing)
        scene.animator.rebuildForQuery()
        #expect(scene.animator.profile.rebuilds == rebuilds + 2 && scene.animator.item(withID: passing.dynamicItemID) == nil)
        #expect(
            scene.animator.item(withID: linked.dynamicItemID) != nil && scene.animator.item(withID: falling.dynamicItemID) != nil)
    }

    /// The toy in small: six boxes on 300 pt springs from one point, in a shared gravity,
    /// collision (with the screen's edges) and air, on a screen 340 pt high: a 1 Hz spring
    /// sags by g / (2π × 1 Hz)² ≈ 25 pt, so the boxes come down on the floor.
    private func hangingScene() throws -> HangingScene {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 340))
        let scene = HangingScene(animator: animator)
        scene.collision.translatesReferenceBoundsIntoBoundary = true
        scene.air.resistance = 1
        scene.air.friction = 0.2
        for behavior in [scene.gravity, scene.collision, scene.air] { try animator.addBehavior(behavior) }
        for index in 0..<6 {
            try sendIn(Piece(at: CGPoint(x: 40 + 48 * Double(index), y: 120), size: box), to: scene)
        }
        return scene
    }

    /// Hangs `item` from the shared point on a 300 pt spring and puts it in the shared
    /// behaviours, as the toy sends in an item.
    private func sendIn(_ item: Piece, to scene: HangingScene) throws {
        let spring = AttachmentBehavior(item: item, attachedToAnchor: anchor)
        spring.length = 300
        spring.frequency = 1
        spring.damping = 0.5
        try scene.animator.addBehavior(spring)
        for behavior in [scene.gravity, scene.collision, scene.air] as [DynamicItemsBehavior] { behavior.addItem(item) }
        scene.items.append(item)
    }

    /// Expects `world` to be `reference` body for body, joint for joint and shape for shape.
    private func expectSameWorld(_ world: World, _ reference: World) {
        func same<Part: Equatable>(_ part: (World) -> Part) -> Bool { part(world) == part(reference) }
        #expect(same { $0.bodies.linear.map(\.position) } && same { $0.bodies.linear.map(\.velocity) })
        #expect(same { $0.bodies.angular.map(\.angle) } && same { $0.bodies.angular.map(\.velocity) })
        #expect(same { $0.bodies.mass.map(\.inverseMass) } && same { $0.bodies.mass.map(\.inverseInertia) })
        #expect(same { $0.bodies.forces.map(\.linearKick) } && same { $0.bodies.forces.map(\.linearDecay) })
        #expect(same(\.jointBodies) && same { $0.joints.map { [$0.bodyA, $0.bodyB, Int32($0.firstRow)] } })
        #expect(same { $0.joints.map(\.kind) } && same { $0.joints.map(\.localA) } && same { $0.joints.map(\.localB) })
        #expect(same(\.rows.count) && same(\.settlingJoints))
        #expect(same(\.collision.itemColliderCount) && same { $0.collision.keys.map(plain) } && same(\.collision.reach))
        #expect(same { $0.collision.colliders.map { [$0.body, $0.owner, $0.vertexCount] } })
        #expect(same { $0.collision.colliders.map { [$0.itemMask, $0.boundaryMask] } })
        #expect(same { $0.collision.colliders.map { [$0.elasticity, $0.friction, $0.radius] } })
        #expect(same { $0.collision.manifolds.map(\.key) })
        #expect(same { $0.collision.manifolds.map { [$0.colliderA, $0.colliderB, $0.bodyA, $0.bodyB] } })
    }
}

/// What `key` stands for without the collision behaviour's identity, which differs from one
/// scene to its twin: an item's number, or -1 - the index of a segment.
private func plain(_ key: ColliderKey) -> Int {
    switch key {
    case .item(let number): Int(number)
    case .segment(_, _, let index): -1 - index
    }
}

/// The bodies and shared behaviours of ``ArrivalTests``' hanging scene.
private final class HangingScene {
    let animator: DynamicAnimator
    let gravity = GravityBehavior()
    let collision = CollisionBehavior()
    let air = DynamicItemBehavior()
    var items: [Piece] = []

    init(animator: DynamicAnimator) {
        self.animator = animator
    }
}
