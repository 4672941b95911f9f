import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

@testable import LayoutKitBehaviors

/// The collision behaviour: boundaries, modes, the delegate, rest and robustness.
struct CollisionBehaviorTests {
    @Test func delegateHearsEachBoundaryContactBeginAndEndOnce() throws {
        let box = Piece(at: CGPoint(x: 160, y: 300), size: CGSize(width: 100, height: 100))
        let collision = CollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        try collision.addBoundary(
            withIdentifier: "shelf", for: .roundedRect(CGRect(x: 20, y: 450, width: 280, height: 30), cornerRadius: 10))
        let recorder = ContactRecorder()
        collision.collisionDelegate = recorder
        let properties = material([box], elasticity: 0, friction: 0.5)
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 568))
        for behavior in [GravityBehavior(items: [box]), collision, properties] { try animator.addBehavior(behavior) }
        try run(animator, seconds: 2)
        #expect(recorder.began.count == 1)
        #expect(recorder.began.first?.identifier == AnyHashable("shelf"))
        // On the shelf's top: B's corner moved back across the gap it had at the step (0.005 pt off,
        // measured, from the corner's turn since the contacts were last tested).
        #expect(abs(Double(recorder.began.first?.point.y ?? 0) - 450) < 0.05)
        #expect(recorder.ended.isEmpty)
        #expect(!animator.isRunning)
        // Thrown up, it leaves the shelf once and lands once more.
        try properties.addLinearVelocity(CGPoint(x: 0, y: -600), for: box)
        try run(animator, seconds: 3)
        #expect(recorder.began.count == 2)
        #expect(recorder.ended.count == 1)
        #expect(recorder.ended.first == AnyHashable("shelf"))
        #expect(abs(Double(center(of: box, in: animator).y) - 400) < 1)
    }

    /// While no delegate listens the steps do not work out which contacts touch. A delegate set
    /// later hears only of contacts that begin after it was set: not of the box resting on the
    /// floor since before, while it slides along it, nor of that contact's end when the box is
    /// thrown up (its beginning was never told), but of the next landing, once.
    @Test func aDelegateSetLaterHearsOnlyOfContactsThatBeginAfter() throws {
        let box = Piece(at: CGPoint(x: 160, y: 300), size: CGSize(width: 100, height: 100))
        let collision = try floorCollision([box], at: 450)
        let properties = material([box], elasticity: 0, friction: 0.5)
        let animator = try animator(with: GravityBehavior(items: [box]), collision, properties)
        try run(animator, seconds: 2)
        #expect(!animator.isRunning)
        let recorder = ContactRecorder()
        collision.collisionDelegate = recorder
        try properties.addLinearVelocity(CGPoint(x: 100, y: 0), for: box)
        try run(animator, seconds: 1)
        #expect(recorder.boundaryLog.isEmpty)
        try properties.addLinearVelocity(CGPoint(x: 0, y: -600), for: box)
        try run(animator, seconds: 3)
        #expect(recorder.boundaryLog == "b")
        #expect(abs(Double(center(of: box, in: animator).y) - 400) < 1)
    }

    @Test func aBouncingBallIsToldOfEveryLandingAndTakeOff() throws {
        // Elasticity 0.5 from 200 pt: it lands at √(2 g h) = 632 pt/s, then at 316 and 158 pt/s,
        // above the 100 pt/s restitution threshold, then at about 80 pt/s (a few pt/s more with
        // the steps' gravity), which does not bounce: three take-offs and four landings, told in
        // turn, one event each, whether the contact was found in that step or followed from the
        // step before.
        let ball = Piece.ball(at: CGPoint(x: 160, y: 380))
        let collision = try floorCollision([ball])
        let recorder = ContactRecorder()
        collision.collisionDelegate = recorder
        let animator = try animator(
            with: GravityBehavior(items: [ball]), collision, material([ball], elasticity: 0.5, friction: 0))
        try run(animator, seconds: 3)
        #expect(recorder.boundaryLog == "bebebeb")
        // One shape contact behind the delegate's one: a begin counted twice would leave the
        // delegate deaf to the next end once that contact vanished.
        #expect(Array(animator.contactCounts.values) == [1])
    }

    @Test func delegateHearsItemContactsOnce() throws {
        let left = Piece(at: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let right = Piece(at: CGPoint(x: 200, y: 100), size: CGSize(width: 40, height: 40))
        let collision = CollisionBehavior(items: [left, right])
        let recorder = ContactRecorder()
        collision.collisionDelegate = recorder
        let properties = material([left, right], elasticity: 1, friction: 0)
        try properties.addLinearVelocity(CGPoint(x: 200, y: 0), for: left)
        let animator = try animator(with: collision, properties)
        try run(animator, seconds: 1)
        #expect(recorder.itemsBegan == 1)
        #expect(recorder.itemsEnded == 1)
        #expect(recorder.began.isEmpty)
    }

    @Test func pushStaysInsideAnInsetReferenceBoundary() throws {
        // Article 003: the box pushed toward the touch, inside the bounds less the bars.
        let box = Piece(at: CGPoint(x: 160, y: 300), size: CGSize(width: 100, height: 100))
        let collision = CollisionBehavior(items: [box])
        collision.setTranslatesReferenceBoundsIntoBoundary(with: EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
        let push = PushBehavior(items: [box], mode: .continuous)
        push.angle = -.pi / 2
        push.magnitude = 10
        let properties = DynamicItemBehavior(items: [box])
        properties.allowsRotation = false
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 568))
        for behavior in [collision, push, properties] { try animator.addBehavior(behavior) }
        try run(animator, seconds: 2)
        // Soft contacts hold 10 × 100 pt/s² with an overlap of F / (m ω²) = 0.007 pt.
        #expect(abs(Double(center(of: box, in: animator).y) - 114) < 0.5)
        push.angle = .pi / 2
        try run(animator, seconds: 2)
        #expect(abs(Double(center(of: box, in: animator).y) - (568 - 49 - 50)) < 0.5)
    }

    @Test func fastItemsDoNotTunnel() throws {
        let bullet = Piece(at: CGPoint(x: 40, y: 100), size: CGSize(width: 20, height: 20))
        let wall = Piece(at: CGPoint(x: 250, y: 100), size: CGSize(width: 6, height: 200))
        let collision = CollisionBehavior(items: [bullet, wall])
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = material([bullet], elasticity: 0, friction: 0)
        try properties.addLinearVelocity(CGPoint(x: 1_999, y: 0), for: bullet)
        let anchor = DynamicItemBehavior(items: [wall])
        anchor.isAnchored = true
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 200))
        for behavior in [collision, properties, anchor] { try animator.addBehavior(behavior) }
        // 8.3 pt per step against a 6 pt wall: speculative contacts stop it on the near side.
        try run(animator, seconds: 1)
        #expect(Double(center(of: bullet, in: animator).x) <= 250 - 3 - 10 + 0.5)
        // Through the reference bounds' thin line, the other way.
        try properties.addLinearVelocity(CGPoint(x: -1_999, y: 0), for: bullet)
        try run(animator, seconds: 1)
        #expect(Double(center(of: bullet, in: animator).x) >= 10 - 0.5)
    }

    /// A box at rest, 3 pt from a thin boundary line, struck at 2 000 pt/s: it is sped up after
    /// the contacts were found, with no margin for its new speed, so they must be found again
    /// before it moves on. The bullet starts at four distances, spanning more than one step's
    /// travel (8.3 pt), so the strike falls on detection steps and on steps between them.
    @Test(arguments: [0.0, 3, 6, 9])
    func anItemStruckAfterDetectionDoesNotTunnel(offset: Double) throws {
        let bullet = Piece(at: CGPoint(x: 40 + offset, y: 100), size: CGSize(width: 20, height: 20))
        let box = Piece(at: CGPoint(x: 250, y: 100), size: CGSize(width: 20, height: 20))
        let collision = CollisionBehavior(items: [bullet, box])
        try collision.addBoundary(withIdentifier: "line", from: CGPoint(x: 263, y: 0), to: CGPoint(x: 263, y: 200))
        let properties = material([bullet, box], elasticity: 1, friction: 0)
        properties.allowsRotation = false
        try properties.addLinearVelocity(CGPoint(x: 1_999, y: 0), for: bullet)
        let animator = try animator(with: collision, properties)
        var rightmost = 0.0
        for _ in 0..<30 {
            try animator.advance(by: 1.0 / 60)
            rightmost = max(rightmost, Double(center(of: box, in: animator).x))
        }
        #expect(rightmost < 263)
        #expect(Double(center(of: box, in: animator).x) < 263 && Double(center(of: bullet, in: animator).x) < 263)
    }

    @Test func itemsStartingInsideABoundaryOrEachOtherArePushedOut() throws {
        let sunk = Piece(at: CGPoint(x: 100, y: 590), size: CGSize(width: 40, height: 40))
        let first = Piece(at: CGPoint(x: 300, y: 300), size: CGSize(width: 40, height: 40))
        let second = Piece(at: CGPoint(x: 300, y: 300), size: CGSize(width: 40, height: 40))
        let animator = try animator(with: try floorCollision([sunk, first, second]))
        var fastest = 0.0
        for _ in 0..<120 {
            try animator.advance(by: 1.0 / 60)
            for item in [sunk, first, second] {
                let speed = velocity(of: item, in: animator)
                fastest = max(fastest, (speed * speed).sum().squareRoot())
            }
        }
        // Pushed out at most 300 pt/s (Box2D v3's push-out speed), to the side of the center.
        // With nothing pulling it back, the box may keep a residue of that speed (the
        // relaxation passes remove most of it): under 2 pt/s, so within 4 pt after 2 s.
        #expect(fastest <= 301)
        let rise = 580 - Double(center(of: sunk, in: animator).y)
        #expect(rise >= -0.3 && rise < 4)
        #expect(abs(velocity(of: sunk, in: animator).y) < 2)
        #expect(distance(center(of: first, in: animator), center(of: second, in: animator)) >= 39.5)
        #expect(center(of: first, in: animator).isFinite && center(of: second, in: animator).isFinite)
    }

    @Test func theReferenceBoundsPushAnItemAcrossThemBackInsideAndLeaveOneOutsideAlone() throws {
        // Centered 5 pt outside the right edge, a 40 pt box overlaps the bounds by 15 pt: a line
        // boundary would push it out by its center, the reference bounds hold it in. A box
        // 0.5 pt clear of the edge, wholly outside, is not theirs to pull in.
        let across = Piece(at: CGPoint(x: 325, y: 200), size: CGSize(width: 40, height: 40))
        let outside = Piece(at: CGPoint(x: 340.5, y: 400), size: CGSize(width: 40, height: 40))
        let ball = Piece.ball(at: CGPoint(x: 160, y: -20.5))
        let collision = CollisionBehavior(items: [across, outside, ball])
        collision.translatesReferenceBoundsIntoBoundary = true
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 568))
        try animator.addBehavior(collision)
        try run(animator, seconds: 1)
        // Pushed until it touches the edge from inside: within the contact's softness.
        #expect(abs(Double(center(of: across, in: animator).x) - 300) < 0.5)
        #expect(Double(center(of: outside, in: animator).x) == 340.5)
        #expect(Double(center(of: ball, in: animator).y) == -20.5)
    }

    @Test func modesChooseWhatCollides() throws {
        let faller = Piece(at: CGPoint(x: 100, y: 560), size: CGSize(width: 20, height: 20))
        let resting = Piece(at: CGPoint(x: 100, y: 590), size: CGSize(width: 20, height: 20))
        let collision = try floorCollision([faller, resting])
        collision.collisionMode = .boundaries
        let animator = try animator(with: collision, GravityBehavior(items: [faller, resting]))
        try run(animator, seconds: 1)
        // Both rest on the floor, one through the other.
        #expect(abs(Double(center(of: faller, in: animator).y) - 590) < 0.5)
        collision.collisionMode = .items
        try run(animator, seconds: 1)
        #expect(Double(center(of: faller, in: animator).y) > 700)
    }

    @Test func itemsOfDifferentBehaviorsPassThrough() throws {
        let left = Piece(at: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let right = Piece(at: CGPoint(x: 200, y: 100), size: CGSize(width: 40, height: 40))
        let properties = DynamicItemBehavior(items: [left])
        try properties.addLinearVelocity(CGPoint(x: 200, y: 0), for: left)
        let animator = try animator(with: CollisionBehavior(items: [left]), CollisionBehavior(items: [right]), properties)
        try run(animator, seconds: 1)
        #expect(abs(Double(center(of: left, in: animator).x) - 300) < 1)
    }

    @Test func gridFindsExactlyTheOverlappingPairs() {
        var random = SeededRandom(seed: 7)
        let count = 400
        let lower = (0..<count).map { _ in
            SIMD2(Double.random(in: 0..<1000, using: &random), Double.random(in: 0..<1000, using: &random))
        }
        // Most boxes within a cell or four, some across several cells a side (found there once
        // each), some kept aside as large.
        let upper = lower.enumerated().map { index, low in
            low + SIMD2(index % 37 == 0 ? 300 : index % 5 == 0 ? 100 : 25, index % 3 == 0 ? 70 : 25)
        }
        var grid = SpatialGrid()
        grid.configure(cellSize: 30)
        var partners: [Int32] = []
        lower.withUnsafeBufferPointer { lower in
            upper.withUnsafeBufferPointer { upper in
                grid.rebuild(lower: lower, upper: upper)
                for shape in 0..<count {
                    grid.partners(of: shape, lower: lower, upper: upper, into: &partners)
                    let expected = ((shape + 1)..<count).filter { other in
                        lower[other].x <= upper[shape].x && lower[shape].x <= upper[other].x
                            && lower[other].y <= upper[shape].y && lower[shape].y <= upper[other].y
                    }
                    #expect(partners.map(Int.init) == expected)
                }
            }
        }
    }
}
