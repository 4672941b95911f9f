import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

@testable import LayoutKitBehaviors

/// The sliding, limit, fixed and pin attachments keep what they promise.
struct AttachmentKindsTests {
    @Test func slidingAttachmentKeepsTheItemOnItsAxisWithinItsRange() throws {
        let box = cell(0, at: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let slider = AttachmentBehavior.slidingAttachment(
            with: box, attachmentAnchor: CGPoint(x: 100, y: 100), axisOfTranslation: CGVector(dx: 1, dy: 1))
        slider.attachmentRange = FloatRange(minimum: -50, maximum: 50)
        let animator = DynamicAnimator()
        try animator.addBehavior(slider)
        try animator.addBehavior(GravityBehavior(items: [box]))
        try run(animator, seconds: 2)
        let moved = center(of: box, in: animator)
        // Gravity pulls it down the 45° rail until the 50 pt limit (rigid, to a fraction of a pt).
        #expect(abs(moved.x - moved.y) < 0.5)
        #expect(abs(distance(moved, CGPoint(x: 100, y: 100)) - 50) < 0.5)
        #expect(abs(animator.item(withID: box.dynamicItemID)!.rotationAngle) < 1e-3)
    }

    @Test func limitAttachmentIsARope() throws {
        let top = cell(0, at: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))
        let weight = cell(1, at: CGPoint(x: 100, y: 150), size: CGSize(width: 20, height: 20))
        let rope = AttachmentBehavior.limitAttachment(
            with: top, offsetFromCenter: .zero, attachedTo: weight, offsetFromCenter: .zero)
        let anchored = DynamicItemBehavior(items: [top])
        anchored.isAnchored = true
        let animator = DynamicAnimator()
        try animator.addBehavior(rope)
        try animator.addBehavior(anchored)
        try animator.addBehavior(GravityBehavior(items: [top, weight]))
        try run(animator, seconds: 1)
        #expect(center(of: top, in: animator) == CGPoint(x: 100, y: 100))
        #expect(abs(distance(center(of: weight, in: animator), CGPoint(x: 100, y: 100)) - 50) < 0.5)
        // Pushed up, the slack rope does not hold it back.
        let properties = DynamicItemBehavior(items: [weight])
        try properties.addLinearVelocity(CGPoint(x: 0, y: -400), for: weight)
        try animator.addBehavior(properties)
        try run(animator, seconds: 0.1)
        #expect(distance(center(of: weight, in: animator), CGPoint(x: 100, y: 100)) < 45)
    }

    @Test func fixedAttachmentWeldsTwoItems() throws {
        let a = cell(0, at: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let b = cell(1, at: CGPoint(x: 140, y: 100), size: CGSize(width: 40, height: 40))
        let weld = AttachmentBehavior.fixedAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 120, y: 100))
        let push = PushBehavior(items: [a], mode: .instantaneous)
        push.setAngle(.pi / 2, magnitude: 0.2)
        try push.setTargetOffsetFromCenter(CGPoint(x: -20, y: 0), for: a)
        let animator = DynamicAnimator()
        try animator.addBehavior(weld)
        try animator.addBehavior(push)
        try run(animator, seconds: 1)
        let movedA = animator.item(withID: a.dynamicItemID)!, movedB = animator.item(withID: b.dynamicItemID)!
        #expect(abs(distance(movedA.center, movedB.center) - 40) < 0.1)
        #expect(abs(movedA.rotationAngle - movedB.rotationAngle) < 1e-3)
        #expect(abs(movedA.rotationAngle) > 0.01)  // the off-center push turned the pair
    }

    @Test func pinAttachmentTurnsWithinItsRangeAgainstFriction() throws {
        let base = cell(0, at: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let arm = cell(1, at: CGPoint(x: 160, y: 100), size: CGSize(width: 80, height: 10))
        let pin = AttachmentBehavior.pinAttachment(with: base, attachedTo: arm, attachmentAnchor: CGPoint(x: 120, y: 100))
        pin.attachmentRange = FloatRange(minimum: -0.5, maximum: 0.5)
        let anchored = DynamicItemBehavior(items: [base])
        anchored.isAnchored = true
        let animator = DynamicAnimator()
        try animator.addBehavior(pin)
        try animator.addBehavior(anchored)
        try animator.addBehavior(GravityBehavior(items: [arm]))
        try run(animator, seconds: 2)
        let turned = animator.item(withID: arm.dynamicItemID)!
        // Gravity swings the arm down until the 0.5 rad stop; its end stays on the pin.
        #expect(abs(turned.rotationAngle - 0.5) < 0.02)
        let pinned = CGPoint(
            x: turned.center.x - 40 * cos(turned.rotationAngle), y: turned.center.y - 40 * sin(turned.rotationAngle))
        #expect(distance(pinned, CGPoint(x: 120, y: 100)) < 0.5)
        // Gravity's torque about the pin: 0.08 mass × 1 000 pt/s² × 40 pt = 3 200, that is 32 UIKit
        // newton-points (a UIKit newton is 100 mass·pt/s²). Three times that holds the arm: it
        // only creeps by what the last of the four solver passes leaves (0.04 rad in 1 s, where
        // it would swing 2.9 rad freely); a third of it merely slows the fall.
        func turn(frictionTorque: CGFloat) throws -> Double {
            let pin = AttachmentBehavior.pinAttachment(with: base, attachedTo: arm, attachmentAnchor: CGPoint(x: 120, y: 100))
            pin.frictionTorque = frictionTorque
            let animator = DynamicAnimator()
            try animator.addBehavior(pin)
            try animator.addBehavior(anchored.copyForTest())
            try animator.addBehavior(GravityBehavior(items: [arm]))
            try run(animator, seconds: 1)
            return animator.item(withID: arm.dynamicItemID)!.rotationAngle
        }
        let free = try turn(frictionTorque: 0), slowed = try turn(frictionTorque: 10)
        #expect(abs(try turn(frictionTorque: 96)) < 0.05)
        #expect(slowed > 0.3 && slowed < free - 0.3)
    }
}

extension DynamicItemBehavior {
    /// A new behaviour with the same items and anchoring.
    func copyForTest() -> DynamicItemBehavior {
        let copy = DynamicItemBehavior(items: items)
        copy.isAnchored = isAnchored
        return copy
    }
}
