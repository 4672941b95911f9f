import Foundation
import LayoutKitCore
import Testing

@testable import LayoutKitBehaviors

/// Random sequences of what a physics toy does to its animator (items sent in on springs,
/// dropped without one, deleted, let go of, put back in the collision, taken out of the air
/// while held), each change made the animator's way (alone when it can, by a rebuild when it
/// cannot) and then checked against a rebuild of the same state: the two worlds agree body for
/// body, joint for joint, shape for shape and contact for contact, and every item is where it
/// was. The run goes on from the world the changes made, so that what they keep (the count of
/// behaviours holding each item) is checked across them. Between changes the scene runs a
/// tenth of a second.
struct ArrivalDepartureFuzzTests {
    @Test(arguments: 0..<8) func everyChangeGivesTheWorldARebuildGives(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let scene = try HangingScene()
        var hanging = Array(0..<scene.items.count)
        var fallen: [Int] = []
        var taken = (alone: 0, rebuilt: 0)
        for _ in 0..<80 {
            let rebuilds = scene.animator.profile.rebuilds
            switch random.next(below: 6) {
            case 0:
                try scene.sendIn(Piece(at: randomPoint(&random), size: HangingScene.box))
                hanging.append(scene.items.count - 1)
            case 1 where !hanging.isEmpty:
                let index = hanging.remove(at: random.next(below: hanging.count))
                scene.animator.removeBehavior(scene.springs[index])
                scene.collision.removeItem(scene.items[index])
                fallen.append(index)
            case 2 where !fallen.isEmpty:
                let index = fallen.remove(at: random.next(below: fallen.count))
                scene.gravity.removeItem(scene.items[index])
                scene.air.removeItem(scene.items[index])
            case 3:
                let dropped = Piece(at: randomPoint(&random), size: HangingScene.box)
                scene.gravity.addItem(dropped)
                scene.collision.addItem(dropped)
            case 4 where !fallen.isEmpty:
                scene.collision.addItem(scene.items[fallen[random.next(below: fallen.count)]])
            case 5 where !hanging.isEmpty:
                scene.air.removeItem(scene.items[hanging[random.next(below: hanging.count)]])
            default:
                continue
            }
            scene.animator.rebuildForQuery()
            let done = scene.animator.profile.rebuilds == rebuilds ? \ChangesMade.alone : \.rebuilt
            taken[keyPath: done] += 1
            expectRebuildAgrees(scene.animator, items: scene.items)
            try run(scene.animator, seconds: 0.1)
        }
        #expect(taken.alone > 20 && taken.rebuilt > 2, "both ways were taken: \(taken)")
    }

    /// A point inside the screen, away from its edges, in pt.
    private func randomPoint(_ random: inout SeededRandom) -> CGPoint {
        CGPoint(x: 30 + Double(random.next(below: 260)), y: 30 + Double(random.next(below: 200)))
    }
}

/// How many changes of a fuzz run the animator made alone, and how many took a rebuild.
private typealias ChangesMade = (alone: Int, rebuilt: Int)
