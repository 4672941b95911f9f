import Foundation
import LayoutKitCore
import Testing

@testable import LayoutKitBehaviors

/// The physics toy in small, for the tests of items arriving in and leaving a world: boxes
/// of 40 pt on 300 pt springs from one point, in a shared gravity, collision (with the
/// screen's edges) and air, on a screen 340 pt high. A 1 Hz spring sags by
/// g / (2π × 1 Hz)² ≈ 25 pt, so the boxes come down on the floor.
final class HangingScene {
    /// The shared point, in pt.
    static let anchor = CGPoint(x: 160, y: 0)
    static let box = CGSize(width: 40, height: 40)

    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 340))
    let gravity = GravityBehavior()
    let collision = CollisionBehavior()
    let air = DynamicItemBehavior()
    /// The boxes sent in, and the spring of each.
    private(set) var items: [Piece] = []
    private(set) var springs: [AttachmentBehavior] = []

    /// The scene with six boxes sent in, 48 pt apart at y = 120.
    init() throws {
        collision.translatesReferenceBoundsIntoBoundary = true
        air.resistance = 1
        air.friction = 0.2
        for behavior in [gravity, collision, air] { try animator.addBehavior(behavior) }
        for index in 0..<6 { try sendIn(Piece(at: CGPoint(x: 40 + 48 * Double(index), y: 120), size: Self.box)) }
    }

    /// The shared behaviours.
    var shared: [DynamicItemsBehavior] { [gravity, collision, air] }

    /// Hangs `item` from the shared point on a 300 pt spring and puts it in the shared
    /// behaviours, as the toy sends in an item.
    func sendIn(_ item: Piece) throws {
        let spring = AttachmentBehavior(item: item, attachedToAnchor: Self.anchor)
        spring.length = 300
        spring.frequency = 1
        spring.damping = 0.5
        try animator.addBehavior(spring)
        for behavior in shared { behavior.addItem(item) }
        items.append(item)
        springs.append(spring)
    }
}

/// Expects `world` to be `reference` body for body, joint for joint and shape for shape; with
/// `sameSteppers` false, a body may be stepped with the joints in one and as a fast spring in
/// the other.
func expectSameWorld(_ world: World, _ reference: World, sameSteppers: Bool = true) {
    func same<Part: Equatable>(_ part: (World) -> Part) -> Bool { part(world) == part(reference) }
    #expect(same { $0.bodies.linear.map(\.position) } && same { $0.bodies.linear.map(\.velocity) })
    #expect(same { $0.bodies.angular.map(\.angle) } && same { $0.bodies.angular.map(\.velocity) })
    #expect(same { $0.bodies.mass.map(\.inverseMass) } && same { $0.bodies.mass.map(\.inverseInertia) })
    #expect(same { $0.bodies.forces.map(\.linearKick) } && same { $0.bodies.forces.map(\.linearDecay) })
    #expect(!sameSteppers || same(\.jointBodies))
    #expect(same { $0.joints.map { [$0.bodyA, $0.bodyB, Int32($0.firstRow)] } })
    #expect(same { $0.joints.map(\.kind) } && same { $0.joints.map(\.localA) } && same { $0.joints.map(\.localB) })
    #expect(same(\.rows.count) && same(\.settlingJoints))
    #expect(same(\.collision.itemColliderCount) && same { $0.collision.keys.map(plain) } && same(\.collision.reach))
    #expect(same { $0.collision.colliders.map { [$0.body, $0.owner, $0.vertexCount] } })
    #expect(same { $0.collision.colliders.map { [$0.itemMask, $0.boundaryMask] } })
    #expect(same { $0.collision.colliders.map { [$0.elasticity, $0.friction, $0.radius] } })
    #expect(same { $0.collision.manifolds.map(\.key) })
    #expect(same { $0.collision.manifolds.map { [$0.colliderA, $0.colliderB, $0.bodyA, $0.bodyB] } })
}

/// What `key` stands for without the collision behaviour's identity, which differs from one
/// scene to its twin: an item's number, or -1 - the index of a segment.
/// Rebuilds `animator`'s world, expects the world it had, item for item (a rebuild numbers the
/// bodies in the order the behaviours name their items, which the changes need not keep), and
/// every item of `items` where it was (or absent as it was); then puts the world it had back, so
/// that a run goes on from the world its changes made.
func expectRebuildAgrees(_ animator: DynamicAnimator, items: [Piece]) {
    let kept = (animator.world, animator.itemTable, animator.referenceRecords, animator.treeCount)
    let before = items.map { animator.placement(withID: $0.dynamicItemID)?.center }
    animator.setNeedsRebuild()
    animator.rebuildForQuery()
    #expect(WorldByItem(kept.0, items: kept.1) == WorldByItem(animator.world, items: animator.itemTable))
    #expect(items.map { animator.placement(withID: $0.dynamicItemID)?.center } == before)
    (animator.world, animator.itemTable, animator.referenceRecords, animator.treeCount) = kept
}

private func plain(_ key: ColliderKey) -> Int {
    switch key {
    case .item(let number): Int(number)
    case .segment(_, _, let index): -1 - index
    }
}

/// A world told by item rather than by body number: what each item's body is and does, the
/// joints, shapes and contacts between items, whatever order the bodies and shapes come in.
struct WorldByItem: Equatable {
    /// Per item number: position, velocity, angle, spin, inverse mass and inertia, and the
    /// per-step kick and decay of its forces.
    var bodies: [Int32: [Double]] = [:]
    /// Per joint: its kind and points, between item numbers (-1 for an anchor), sorted.
    var joints: [String] = []
    /// Per shape: what it stands for, its item, collisions and material, sorted.
    var shapes: [String] = []
    /// Per contact: the two shapes it is between (in either order), sorted.
    var contacts: [String] = []
    /// Per item on a spring in a fast spring run: where the spring pulls it, and the run's spring
    /// and forces. A free body (no spring) moves the same in a run as with the joints, where a
    /// departure leaves one that lost its last joint and shape until a rebuild sorts it again.
    var fastSprings: [String] = []

    init(_ world: World, items: ItemTable) {
        var keyOfBody: [Int32: Int32] = [0: -1]
        for record in items.records { keyOfBody[record.body] = record.key }
        for (body, key) in keyOfBody where body != 0 {
            let (linear, angular) = (world.bodies.linear[Int(body)], world.bodies.angular[Int(body)])
            let (mass, forces) = (world.bodies.mass[Int(body)], world.bodies.forces[Int(body)])
            bodies[key] = [
                linear.position.x, linear.position.y, linear.velocity.x, linear.velocity.y, angular.angle,
                angular.velocity, mass.inverseMass, mass.inverseInertia, forces.linearKick.x, forces.linearKick.y,
                forces.linearDecay
            ]
        }
        let item = { (body: Int32) in keyOfBody[body] ?? -2 }
        joints = world.joints.map { "\(item($0.bodyA)) \(item($0.bodyB)) \($0.kind) \($0.localA) \($0.localB)" }.sorted()
        let collision = world.collision
        let shapeName = { (index: Int32) -> String in
            switch collision.keys[Int(index)] {
            case .item(let number): "item \(number)"
            case .segment(_, _, let segment): "segment \(segment)"
            }
        }
        shapes = collision.colliders.indices.map { index in
            let shape = collision.colliders[index]
            return "\(shapeName(Int32(index))) on \(item(shape.body)): \(shape.itemMask) \(shape.boundaryMask) "
                + "\(shape.elasticity) \(shape.friction) \(collision.reach[index])"
        }.sorted()
        fastSprings = world.fastGroups.filter { $0.coefficients.positionFactor > 0 }.flatMap { group in
            group.entries.map { entry in
                "\(item(world.fastBodies[entry])) to \(world.fastTargets[entry]): \(group.coefficients) \(group.forces)"
            }
        }.sorted()
        contacts = collision.manifolds.map { [shapeName($0.colliderA), shapeName($0.colliderB)].sorted().joined(separator: " ") }
            .sorted()
    }
}
