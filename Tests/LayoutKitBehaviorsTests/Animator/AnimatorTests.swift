import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

@testable import LayoutKitBehaviors

/// The animator's life cycle: pausing, resuming, time, queries and determinism.
struct AnimatorTests {
    /// A scene with a free spring, a pendulum, a pushed spinning box and a welded pair.
    private func makeScene() throws -> (DynamicAnimator, [LayoutAttributes]) {
        let spring = cell(0, at: CGPoint(x: 50, y: 90), size: CGSize(width: 44, height: 44))
        let bob = cell(1, at: CGPoint(x: 260, y: 100), size: CGSize(width: 20, height: 20))
        let box = cell(2, at: CGPoint(x: 150, y: 300))
        let left = cell(3, at: CGPoint(x: 100, y: 500), size: CGSize(width: 40, height: 40))
        let right = cell(4, at: CGPoint(x: 140, y: 500), size: CGSize(width: 40, height: 40))
        let animator = DynamicAnimator()
        let attachment = AttachmentBehavior(item: spring, attachedToAnchor: CGPoint(x: 50, y: 50))
        attachment.length = 0
        (attachment.frequency, attachment.damping) = (1.5, 0.3)
        try animator.addBehavior(attachment)
        try animator.addBehavior(AttachmentBehavior(item: bob, attachedToAnchor: CGPoint(x: 160, y: 100)))
        try animator.addBehavior(GravityBehavior(items: [bob, left, right]))
        let push = PushBehavior(items: [box], mode: .continuous)
        push.setAngle(0.3, magnitude: 2)
        try push.setTargetOffsetFromCenter(CGPoint(x: 0, y: 30), for: box)
        try animator.addBehavior(push)
        try animator.addBehavior(
            AttachmentBehavior.fixedAttachment(with: left, attachedTo: right, attachmentAnchor: CGPoint(x: 120, y: 500)))
        return (animator, [spring, bob, box, left, right])
    }

    /// FNV-1a over the bit patterns of every center coordinate and rotation.
    private func stateHash(_ animator: DynamicAnimator, _ items: [LayoutAttributes]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for item in items {
            let moved = animator.item(withID: item.dynamicItemID)!
            for value in [Double(moved.center.x), Double(moved.center.y), moved.rotationAngle] {
                hash = (hash ^ value.bitPattern) &* 0x0000_0100_0000_01b3
            }
        }
        return hash
    }

    @Test func sceneIsDeterministicAndPinned() throws {
        let (first, items) = try makeScene()
        try run(first, seconds: 2)
        let (second, _) = try makeScene()
        try run(second, seconds: 2)
        #expect(stateHash(first, items) == stateHash(second, items))
        // Pinned on Linux x86_64 with Swift 6.3: a change to the solver's arithmetic shows here.
        // Re-pinned when LayoutAttributes began storing its frame (centers round-trip through it)
        // and when the fast spring path began composing the steps of a frame into one map.
        // Only there: the engine calls the platform's sin, cos and exp, whose last bits differ
        // between glibc and Apple's libm, so other platforms check run-to-run equality alone.
        #if os(Linux) && arch(x86_64)
            #expect(stateHash(first, items) == 5_032_306_569_066_190_783)
        #endif
    }

    @Test(arguments: [120.0, 144.0, 50.0])
    func framePacingDoesNotChangeTheMotion(rate: Double) throws {
        let (reference, items) = try makeScene()
        try run(reference, seconds: 1, rate: 60)
        let (paced, _) = try makeScene()
        try run(paced, seconds: 1, rate: rate)
        // Every pacing gives the same 240 internal steps in one second, so the states are the
        // same to the bit; the tolerance (1e-9 pt) only allows for printing.
        for item in items {
            let a = reference.item(withID: item.dynamicItemID)!, b = paced.item(withID: item.dynamicItemID)!
            #expect(distance(a.center, b.center) < 1e-9)
            #expect(abs(a.rotationAngle - b.rotationAngle) < 1e-12)
        }
        #expect(abs(reference.elapsedTime - paced.elapsedTime) < 1e-9)
    }

    @Test func springPausesAtRestExactlyHomeAndTellsItsDelegate() throws {
        let home = CGPoint(x: 100, y: 100)
        let box = cell(0, at: CGPoint(x: 100, y: 140), size: CGSize(width: 44, height: 44))
        let spring = AttachmentBehavior(item: box, attachedToAnchor: home)
        spring.length = 0
        (spring.damping, spring.frequency) = (0.8, 1)
        let animator = DynamicAnimator()
        let recorder = DelegateRecorder()
        animator.delegate = recorder
        try animator.addBehavior(spring)
        #expect(animator.isRunning)
        #expect(recorder.resumptions == 1)
        var frames = 0
        while animator.isRunning, frames < 600 {
            try animator.advance(by: 1.0 / 60)
            frames += 1
        }
        #expect(!animator.isRunning)
        #expect(frames < 300)  // critically-ish damped at 1 Hz: well under 5 s
        #expect(recorder.pauses == 1)
        #expect(center(of: box, in: animator) == home)
        let paused = animator.elapsedTime
        try run(animator, seconds: 1)
        #expect(animator.elapsedTime == paused)
        var nudged = animator.attributes(for: box.key)!
        nudged.center.y += 10
        try animator.updateItem(usingCurrentState: nudged)
        #expect(animator.isRunning)
        #expect(recorder.resumptions == 2)
        try run(animator, seconds: 5)
        #expect(recorder.pauses == 2)
        #expect(center(of: box, in: animator) == home)
    }

    @Test func actionsRunAfterEveryInternalStep() throws {
        let box = cell(0, at: .zero)
        let gravity = GravityBehavior(items: [box])
        let parent = DynamicBehavior()
        try parent.addChildBehavior(gravity)
        var childSteps = 0, parentSteps = 0
        gravity.action = { childSteps += 1 }
        parent.action = { parentSteps += 1 }
        let animator = DynamicAnimator()
        try animator.addBehavior(parent)
        try run(animator, seconds: 0.5)
        #expect(childSteps == 120)
        #expect(parentSteps == 120)
        #expect(gravity.dynamicAnimator === animator)
    }

    @Test func classItemsAreMovedInPlace() throws {
        let view = HostView(center: CGPoint(x: 10, y: 10), size: CGSize(width: 50, height: 50))
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 480))
        try animator.addBehavior(GravityBehavior(items: [view]))
        try run(animator, seconds: 0.5)
        #expect(view.center.y > 100)
        #expect(view.center.x == 10)
        #expect(animator.referenceBounds.width == 320)
    }

    @Test func itemsInRectAndAttributesQueries() throws {
        let near = cell(0, at: CGPoint(x: 50, y: 50), size: CGSize(width: 20, height: 20))
        let far = cell(1, at: CGPoint(x: 500, y: 500), size: CGSize(width: 20, height: 20))
        let animator = DynamicAnimator()
        try animator.addBehavior(DynamicItemBehavior(items: [near, far]))
        let found = animator.attributes(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(found.map(\.indexPath) == [IndexPath(item: 0, section: 0)])
        #expect(animator.attributesForCell(at: IndexPath(item: 1, section: 0))?.center == far.center)
        #expect(animator.attributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(animator.attributesForDecorationView(ofKind: "badge", at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func groupMovesAsOneRigidBody() throws {
        let left = cell(0, at: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))
        let right = cell(1, at: CGPoint(x: 160, y: 100), size: CGSize(width: 20, height: 20))
        let group = DynamicItemGroup(items: [left, right])
        let properties = DynamicItemBehavior(items: [group])
        try properties.addLinearVelocity(CGPoint(x: 0, y: 60), for: group)
        try properties.addAngularVelocity(1, for: group)
        let animator = DynamicAnimator()
        try animator.addBehavior(properties)
        try run(animator, seconds: 1)
        let a = center(of: left, in: animator), b = center(of: right, in: animator)
        #expect(abs(distance(a, b) - 60) < 1e-9)  // members keep their distance
        let middle = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        #expect(distance(middle, CGPoint(x: 130, y: 160)) < 1e-9)
        #expect(abs(atan2(Double(b.y - a.y), Double(b.x - a.x)) - 1) < 1e-9)  // turned by 1 rad
        #expect(abs(animator.item(withID: left.dynamicItemID)!.rotationAngle - 1) < 1e-9)
    }

    @Test func theOwnerIsToldEveryFrameSteppedAndWhenItRunsAndNothingElse() throws {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let owner = DelegateRecorder()
        animator.delegate = owner
        try animator.addBehavior(GravityBehavior(items: [cell(0, at: .zero)]))
        #expect(owner.resumptions == 1)  // adding a behaviour resumes the animator
        try run(animator, seconds: 0.5)
        #expect(owner.steps == 30)  // one report per 60 Hz frame, however many steps it held
        animator.removeAllBehaviors()
        try animator.advance(by: 1.0 / 60)  // nothing left to move: it pauses
        #expect(owner.pauses == 1 && owner.resumptions == 1)
        #expect(owner.steps == 30)
        // The reference bounds are the owner's to keep up to date (a layout's content).
        animator.referenceBounds = CGRect(x: 0, y: 0, width: 320, height: 2000)
        #expect(animator.referenceBounds.height == 2000 && animator.rebuildIsPending())
    }

    @Test func animatorWithoutItemsDoesNotRun() throws {
        let animator = DynamicAnimator()
        let recorder = DelegateRecorder()
        animator.delegate = recorder
        try animator.addBehavior(GravityBehavior())
        try animator.advance(by: 1.0 / 60)
        #expect(!animator.isRunning)
        #expect(animator.elapsedTime == 0)
    }
}
