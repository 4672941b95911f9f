import Foundation
import LayoutKitCore
import Testing

@testable import LayoutKitBehaviors

/// Items on zero-length springs of their own that collide with nothing, as the springy layouts
/// tile them in and out while the content scrolls: the animator steps them in fast spring runs
/// apart from the joints, and takes them in and out without a rebuild. The world that results
/// is the one a rebuild makes, spring for spring, and it moves as that one does, to the bit
/// (each body follows its own spring, whatever order the runs list them in).
struct FastSpringArrivalTests {
    /// Twenty springs displaced from their anchors run half a second; a twenty-first arrives
    /// 30 pt from its anchor. One animator takes it in alone, its twin is made to rebuild: the
    /// worlds agree item for item, the new spring lengthens the one run, which still reads its
    /// bodies in a row, and a second later every center is the twin's exactly.
    @Test func anItemOnItsOwnSpringArrivesAsARebuildWouldHaveIt() throws {
        let alone = try SpringRow(count: 20)
        let rebuilt = try SpringRow(count: 20)
        for row in [alone, rebuilt] {
            try run(row.animator, seconds: 0.5)
            try row.add(at: CGPoint(x: 30, y: 500), displacedBy: CGPoint(x: 30, y: 0))
        }
        let before = (alone.animator.profile, rebuilt.animator.profile)
        rebuilt.animator.setNeedsRebuild()
        alone.animator.rebuildForQuery()
        rebuilt.animator.rebuildForQuery()
        #expect(alone.animator.profile.rebuilds == before.0.rebuilds && alone.animator.profile.itemsTakenIn == 1)
        #expect(rebuilt.animator.profile.rebuilds == before.1.rebuilds + 1)
        expectSameItems(alone, rebuilt)
        #expect(alone.animator.world.fastGroups.count == 1 && alone.animator.world.fastGroups[0].firstBody != nil)
        expectRunsReadTheirBodies(alone.animator.world)
        try run(alone.animator, seconds: 1)
        try run(rebuilt.animator, seconds: 1)
        #expect(alone.centers == rebuilt.centers)
    }

    /// Of twenty springs, the sixth leaves (its spring and the air let it go): it leaves the run
    /// and the world without a rebuild, the others close up behind it, and the world and its
    /// motion are a rebuild's.
    @Test func anItemOnItsOwnSpringLeavesAsARebuildWouldHaveIt() throws {
        let alone = try SpringRow(count: 20)
        let rebuilt = try SpringRow(count: 20)
        for row in [alone, rebuilt] {
            try run(row.animator, seconds: 0.5)
            row.remove(5)
        }
        let rebuilds = alone.animator.profile.rebuilds
        rebuilt.animator.setNeedsRebuild()
        alone.animator.rebuildForQuery()
        rebuilt.animator.rebuildForQuery()
        #expect(alone.animator.profile.rebuilds == rebuilds)
        #expect(alone.animator.world.bodies.count == 20 && alone.animator.world.fastTargets.count == 19)
        expectSameItems(alone, rebuilt)
        expectRunsReadTheirBodies(alone.animator.world)
        try run(alone.animator, seconds: 1)
        try run(rebuilt.animator, seconds: 1)
        #expect(alone.centers == rebuilt.centers)
    }

    /// Random arrivals and departures of springs, some with a stiffer spring than the rest (a
    /// run of their own), and springs cut from items that stay in the air (they stay in the
    /// world, free: a rebuild). After every change the world is a rebuild's, item for item, with
    /// every item where the rebuild puts it, and every run that reads its bodies in a row has
    /// them there.
    @Test(arguments: 0..<4) func everySpringChangeGivesTheWorldARebuildGives(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let row = try SpringRow(count: 10)
        var taken = (alone: 0, rebuilt: 0)
        for _ in 0..<60 {
            let rebuilds = row.animator.profile.rebuilds
            let live = row.items.indices.filter { row.springs[$0] != nil }
            switch random.next(below: 5) {
            case 0...1:
                let x = Double(random.next(below: 300)), y = Double(random.next(below: 2_000))
                try row.add(
                    at: CGPoint(x: x, y: y), displacedBy: CGPoint(x: 0, y: Double(random.next(below: 40))),
                    stiff: random.next(below: 4) == 0)
            case 2...3 where !live.isEmpty:
                row.remove(live[random.next(below: live.count)])
            case 4 where !live.isEmpty:
                row.cutSpring(live[random.next(below: live.count)])
            default:
                continue
            }
            row.animator.rebuildForQuery()
            if row.animator.profile.rebuilds == rebuilds { taken.alone += 1 } else { taken.rebuilt += 1 }
            expectRunsReadTheirBodies(row.animator.world)
            expectRebuildAgrees(row.animator, items: row.items)
            try run(row.animator, seconds: 0.05)
        }
        #expect(taken.alone > 15 && taken.rebuilt > 0, "both ways were taken: \(taken)")
    }

    private func expectSameItems(_ row: SpringRow, _ other: SpringRow) {
        #expect(
            WorldByItem(row.animator.world, items: row.animator.itemTable)
                == WorldByItem(other.animator.world, items: other.animator.itemTable))
    }

    /// Every run that reads no body indices (consecutive bodies from its first) has its bodies
    /// there, as the stepping assumes.
    private func expectRunsReadTheirBodies(_ world: World) {
        for group in world.fastGroups {
            guard let first = group.firstBody else { continue }
            #expect(group.entries.allSatisfy { world.fastBodies[$0] == first + Int32($0 - group.entries.lowerBound) })
        }
    }
}

/// A column of items, each on a zero-length spring to its own anchor (1 Hz, damping ratio 0.8,
/// or 3 Hz when stiff), all in one air with some resistance: the springy layouts' bodies.
private final class SpringRow {
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 2_000))
    let air = DynamicItemBehavior()
    private(set) var items: [Piece] = []
    private(set) var springs: [AttachmentBehavior?] = []

    init(count: Int) throws {
        air.resistance = 0.5
        try animator.addBehavior(air)
        for index in 0..<count {
            let y = 30 + 50 * Double(index)
            try add(at: CGPoint(x: 160, y: y), displacedBy: CGPoint(x: 0, y: 40 * min(1, y / 1_500)))
        }
    }

    /// Where the animator has each item (`nil` for one taken out), in pt.
    var centers: [CGPoint?] { items.map { animator.placement(withID: $0.dynamicItemID)?.center } }

    /// Adds an item anchored at `anchor` (pt) that starts `offset` (pt) away from it.
    func add(at anchor: CGPoint, displacedBy offset: CGPoint, stiff: Bool = false) throws {
        let item = Piece(at: CGPoint(x: anchor.x + offset.x, y: anchor.y + offset.y), size: CGSize(width: 44, height: 44))
        let spring = AttachmentBehavior(item: item, attachedToAnchor: anchor)
        spring.length = 0
        spring.frequency = stiff ? 3 : 1
        spring.damping = 0.8
        try animator.addBehavior(spring)
        air.addItem(item)
        items.append(item)
        springs.append(spring)
    }

    /// Takes item `index` out: its spring, and the air.
    func remove(_ index: Int) {
        cutSpring(index)
        air.removeItem(items[index])
    }

    /// Cuts item `index`'s spring, leaving it in the air.
    func cutSpring(_ index: Int) {
        guard let spring = springs[index] else { return }
        animator.removeBehavior(spring)
        springs[index] = nil
    }
}
