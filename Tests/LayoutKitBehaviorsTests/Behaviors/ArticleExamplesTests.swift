import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

@testable import LayoutKitBehaviors

/// The examples of articles 000, 001 and 003 that need no collisions, stepped frame by frame
/// as Docs/Dynamics.md shows them.
struct ArticleExamplesTests {
    /// The flow positions of article 000: 44 x 44 items, spacing 10, inset 10, 5 to a row.
    private func flowCenter(_ index: Int) -> CGPoint {
        CGPoint(x: 10 + 22 + CGFloat(index % 5) * 64, y: 10 + 22 + CGFloat(index / 5) * 54)
    }

    @Test func article003GravityOnAndOff() throws {
        let box = cell(0, at: CGPoint(x: 160, y: 100))
        let animator = DynamicAnimator()
        let gravity = GravityBehavior(items: [box])
        gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        gravity.magnitude = 0.1
        try animator.addBehavior(gravity)  // "start"
        try run(animator, seconds: 1)
        // ½ · 100 pt/s² · 1 s² = 50 pt, within the integrator's 0.42%.
        #expect(abs(Double(center(of: box, in: animator).y) - 150) < 50 * 0.005)
        animator.removeBehavior(gravity)  // "end": the box stays where it was
        #expect(!animator.isRunning || animator.item(withID: box.dynamicItemID) == nil)
        let stopped = gravity.items[0].center
        try run(animator, seconds: 1)
        #expect(gravity.items[0].center == stopped)
        try animator.addBehavior(gravity)  // "start" again, from rest where it stopped
        try run(animator, seconds: 1)
        #expect(abs(Double(center(of: box, in: animator).y - stopped.y) - 50) < 50 * 0.005)
    }

    @Test func article003DraggedAttachmentWithGravityAndAction() throws {
        let box = cell(0, at: CGPoint(x: 160, y: 200))
        let animator = DynamicAnimator()
        let gravity = GravityBehavior(items: [box])
        let attachment = AttachmentBehavior(item: box, attachedToAnchor: CGPoint(x: 160, y: 150))  // 50 pt above
        // Pan began: gravity and the attachment, damping 0.1, frequency 1.
        attachment.damping = 0.1
        attachment.frequency = 1
        var line: (CGPoint, CGPoint)?
        var steps = 0
        attachment.action = {
            steps += 1
            line = (attachment.anchorPoint, attachment.items[0].center)
        }
        try animator.addBehavior(gravity)
        try animator.addBehavior(attachment)
        #expect(attachment.length == 50)
        // Pan changed: the finger drags the anchor 100 pt right over half a second.
        for frame in 1...30 {
            attachment.anchorPoint = CGPoint(x: 160 + CGFloat(frame) * 100 / 30, y: 150)
            try animator.advance(by: 1.0 / 60)
        }
        #expect(steps == 120)
        #expect(line?.0 == CGPoint(x: 260, y: 150))
        #expect(line?.1 == center(of: box, in: animator))
        #expect(center(of: box, in: animator).x > 170)  // it follows the finger
        // The finger goes back above the box and holds still: the box, swinging only along the
        // spring, comes to rest hanging below the anchor, stretched by g/ω² (25.3 pt).
        attachment.anchorPoint = CGPoint(x: center(of: box, in: animator).x, y: 150)
        var still = try #require(animator.attributes(for: box.key))
        still.center.x = attachment.anchorPoint.x
        try animator.updateItem(usingCurrentState: still)
        let properties = DynamicItemBehavior(items: [box])
        try animator.addBehavior(properties)
        let sideways = try properties.linearVelocity(for: box).x
        try properties.addLinearVelocity(CGPoint(x: -sideways, y: 0), for: box)
        try run(animator, seconds: 40)
        #expect(!animator.isRunning)
        let hanging = center(of: box, in: animator)
        let stretch = 1000 / pow(2 * Double.pi, 2)
        // At rest the only error left is the rest threshold's (< 1 pt/s of motion): 1%.
        #expect(abs(distance(hanging, attachment.anchorPoint) - (50 + stretch)) / (50 + stretch) < 0.01)
        #expect(abs(hanging.x - attachment.anchorPoint.x) < 0.5)
        // Pan ended: the attachment and gravity go (and the properties this test added).
        animator.removeBehavior(attachment)
        animator.removeBehavior(gravity)
        animator.removeBehavior(properties)
        #expect(animator.item(withID: box.dynamicItemID) == nil)
    }

    @Test func article001AttachmentAtTheTouchPointFollowsThePan() throws {
        let image = cell(0, at: CGPoint(x: 100, y: 100))
        let touch = CGPoint(x: 120, y: 90)  // 20 right of and 10 above the center
        let animator = DynamicAnimator()
        let attachment = AttachmentBehavior(
            item: image, offsetFromCenter: CGPoint(x: touch.x - 100, y: touch.y - 100), attachedToAnchor: touch)
        attachment.damping = 0.5
        attachment.frequency = 0.8
        try animator.addBehavior(attachment)
        for frame in 1...30 {
            attachment.anchorPoint = CGPoint(x: 120 + CGFloat(frame) * 5, y: 90 + CGFloat(frame) * 3)
            try animator.advance(by: 1.0 / 60)
        }
        try run(animator, seconds: 10)
        // The finger holds still: the touched point of the image stays near it while the image,
        // pulled off its center, swings round it. Nothing damps the swing (as in the article),
        // so the soft 0.8 Hz spring stays stretched by the centripetal pull: a few points.
        let moved = try #require(animator.item(withID: image.dynamicItemID))
        let turn = moved.rotationAngle
        let touched = CGPoint(
            x: moved.center.x + 20 * cos(turn) + 10 * sin(turn), y: moved.center.y + 20 * sin(turn) - 10 * cos(turn))
        #expect(distance(touched, CGPoint(x: 270, y: 180)) < 5)
        #expect(abs(turn) > 0.01)
        // Pan ended: the article removes every behaviour.
        animator.removeAllBehaviors()
        #expect(animator.behaviors.isEmpty)
    }

    @Test func article003SnapToTheTappedPointReplacingThePreviousSnap() throws {
        let box = cell(0, at: CGPoint(x: 160, y: 240))
        let animator = DynamicAnimator()
        var snap: SnapBehavior?
        for tap in [CGPoint(x: 50, y: 50), CGPoint(x: 300, y: 400), CGPoint(x: 100, y: 500)] {
            if let snap { animator.removeBehavior(snap) }
            snap = SnapBehavior(item: box, snapTo: tap)
            try animator.addBehavior(snap!)
            try run(animator, seconds: 0.3)
        }
        // A second snap without removing the first is refused: the item snaps to one point.
        #expect(throws: DynamicsError.self) { try animator.addBehavior(SnapBehavior(item: box, snapTo: .zero)) }
        try run(animator, seconds: 5)
        #expect(center(of: box, in: animator) == CGPoint(x: 100, y: 500))
        #expect(!animator.isRunning)
    }

    @Test func article003ContinuousPushTowardTheTouchWithItemProperties() throws {
        let box = cell(0, at: CGPoint(x: 160, y: 300))
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 64, width: 320, height: 455))
        let push = PushBehavior(items: [box], mode: .continuous)
        try animator.addBehavior(push)
        // Pan at a point 100 pt right of the box: angle toward it, magnitude distance / 10.
        let point = CGPoint(x: 260, y: 300), center = box.center
        push.angle = atan2(center.y - point.y, center.x - point.x) + .pi
        push.magnitude = distance(point, center) / 10
        push.active = true
        let properties = DynamicItemBehavior(items: [box])
        properties.friction = 0.2
        properties.allowsRotation = true
        try properties.addAngularVelocity(.pi / 4, for: box)
        try animator.addBehavior(properties)
        try run(animator, seconds: 1)
        // 10 UIKit newtons on a mass of 1: 1 000 pt/s², so ½ a t² = 500 pt in 1 s, within the
        // integrator's 0.42% (h / t).
        let moved = try #require(animator.item(withID: box.dynamicItemID))
        #expect(abs(Double(moved.center.x - 160) - 500) < 500 * 0.005)
        #expect(abs(moved.center.y - 300) < 1e-6)
        #expect(abs(moved.rotationAngle - .pi / 4) < 1e-9)  // π/4 rad/s for 1 s
        #expect(abs(try properties.angularVelocity(for: box) - .pi / 4) < 1e-12)
    }

    @Test func article001InstantaneousThrowWithItemProperties() throws {
        let image = cell(0, at: CGPoint(x: 160, y: 240))
        let animator = DynamicAnimator()
        let velocity = CGPoint(x: 600, y: -800)  // the pan's velocity, pt/s
        let speed = hypot(velocity.x, velocity.y)
        let padding: CGFloat = 35
        let push = PushBehavior(items: [image], mode: .instantaneous)
        push.pushDirection = CGVector(dx: velocity.x / 10, dy: velocity.y / 10)
        push.magnitude = speed / padding
        try animator.addBehavior(push)
        let properties = DynamicItemBehavior(items: [image])
        properties.friction = 0.2
        properties.allowsRotation = true
        try properties.addAngularVelocity(7, for: image)  // the article draws it at random
        try animator.addBehavior(properties)
        try animator.advance(by: 1.0 / 60)
        let thrown = try properties.linearVelocity(for: image)
        // Impulse magnitude × 100 on a mass of 1, along the pan's velocity.
        #expect(abs(Double(hypot(thrown.x, thrown.y) - speed / padding * 100)) < 1e-9)
        #expect(abs(Double(atan2(thrown.y, thrown.x) - atan2(velocity.y, velocity.x))) < 1e-12)
        #expect(try properties.angularVelocity(for: image) == 7)
    }

    @Test func article000SpringyFlowSettlesHomeAfterAScroll() throws {
        let animator = DynamicAnimator()
        let items = (0..<120).map { cell($0, at: flowCenter($0), size: CGSize(width: 44, height: 44)) }
        for item in items {
            let spring = AttachmentBehavior(item: item, attachedToAnchor: item.center)
            spring.length = 0
            spring.damping = 0.8
            spring.frequency = 1
            try animator.addBehavior(spring)
        }
        // The bounds-change hook: the content scrolled by 30 pt with the finger at (160, 100).
        let delta: CGFloat = 30, touch = CGPoint(x: 160, y: 100)
        var moved: [CGFloat] = []
        for spring in animator.behaviors.compactMap({ $0 as? AttachmentBehavior }) {
            var item = try #require(animator.attributes(for: (spring.items[0] as! LayoutAttributes).key))
            let anchor = spring.anchorPoint
            let resistance = (abs(touch.y - anchor.y) + abs(touch.x - anchor.x)) / 1500
            let shift = delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
            item.center.y += shift
            moved.append(shift)
            try animator.updateItem(usingCurrentState: item)
        }
        #expect(moved[0] < moved[119])  // far from the finger, items lag more
        try run(animator, seconds: 0.2)
        let lagging = animator.attributesForCell(at: IndexPath(item: 119, section: 0))!
        #expect(lagging.center.y > flowCenter(119).y)
        try run(animator, seconds: 10)
        #expect(!animator.isRunning)
        for (index, item) in items.enumerated() {
            #expect(animator.attributes(for: item.key)?.center == flowCenter(index))
        }
        // The trap of the article: a second spring for the same attributes.
        #expect(
            throws: DynamicsError.duplicateAttachment(
                item: DynamicItemKey(items[7].dynamicItemID), existing: animator.behaviors[7].description)
        ) {
            try animator.addBehavior(AttachmentBehavior(item: items[7], attachedToAnchor: items[7].center))
        }
    }
}
