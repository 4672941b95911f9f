import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

@testable import LayoutKitBehaviors

/// Unusable input gets a typed error naming the culprit, and leaves the animator as it was.
struct BadInputTests {
    @Test func behaviourAddedTwice() throws {
        let animator = DynamicAnimator()
        let gravity = GravityBehavior(items: [cell(0, at: .zero)])
        try animator.addBehavior(gravity)
        #expect(throws: DynamicsError.behaviorAlreadyAdded(behavior: gravity.description)) {
            try animator.addBehavior(gravity)
        }
        #expect(animator.behaviors.count == 1)
        let other = DynamicAnimator()
        #expect(throws: DynamicsError.behaviorOwnedElsewhere(behavior: gravity.description)) {
            try other.addBehavior(gravity)
        }
        let parent = DynamicBehavior()
        #expect(throws: DynamicsError.behaviorOwnedElsewhere(behavior: parent.description)) {
            try parent.addChildBehavior(parent)
        }
    }

    @Test func aParameterMadeUnusableAfterAddingIsReportedNotHidden() throws {
        let item = cell(0, at: CGPoint(x: 100, y: 100))
        let animator = DynamicAnimator()
        let spring = AttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 100, y: 50))
        (spring.length, spring.frequency, spring.damping) = (0, 1, 0.5)
        try animator.addBehavior(spring)
        for _ in 0..<6 { try animator.advance(by: 1.0 / 60) }
        let before = try #require(animator.item(withID: item.dynamicItemID)).center
        spring.damping = -1
        // A query cannot throw: it answers from the world as last built and says why.
        #expect(animator.item(withID: item.dynamicItemID)?.center == before)
        #expect(animator.buildError is DynamicsError)
        #expect(throws: DynamicsError.self) { try animator.advance(by: 1.0 / 60) }
        #expect(animator.item(withID: item.dynamicItemID)?.center == before, "nothing moved")
        spring.damping = 0.5
        try animator.advance(by: 1.0 / 60)
        #expect(animator.buildError == nil)
        #expect(animator.item(withID: item.dynamicItemID)?.center != before)
    }

    @Test func sameItemSprungTwiceAtTheSamePointNamesTheItem() throws {
        // Article 000's trap: a second spring for the same attributes.
        let item = cell(5, at: CGPoint(x: 10, y: 10))
        let animator = DynamicAnimator()
        let first = AttachmentBehavior(item: item, attachedToAnchor: item.center)
        try animator.addBehavior(first)
        let second = AttachmentBehavior(item: item, attachedToAnchor: item.center)
        #expect(
            throws: DynamicsError.duplicateAttachment(
                item: DynamicItemKey(ElementKey.cell(IndexPath(item: 5, section: 0))), existing: first.description)
        ) {
            try animator.addBehavior(second)
        }
        // Another point of the same item is a legitimate second rope.
        try animator.addBehavior(AttachmentBehavior(item: item, offsetFromCenter: CGPoint(x: 20, y: 0), attachedToAnchor: .zero))
        // Once the first is removed the second may go in.
        animator.removeBehavior(first)
        try animator.addBehavior(second)
    }

    @Test func itemAttachedToItself() {
        let item = cell(1, at: .zero)
        #expect(throws: DynamicsError.itemAttachedToItself(item: DynamicItemKey(ElementKey.cell(IndexPath(item: 1, section: 0)))))
        {
            try DynamicAnimator().addBehavior(AttachmentBehavior(item: item, attachedTo: item))
        }
    }

    @Test(arguments: [CGSize(width: 0, height: 10), CGSize(width: -1, height: 10), CGSize(width: CGFloat.nan, height: 1)])
    func unusableItemSizes(size: CGSize) {
        let animator = DynamicAnimator()
        #expect(throws: DynamicsError.self) {
            try animator.addBehavior(GravityBehavior(items: [cell(2, at: .zero, size: size)]))
        }
        #expect(animator.behaviors.isEmpty)
    }

    @Test func nanCenterIsRefused() {
        #expect(throws: DynamicsError.self) {
            try DynamicAnimator().addBehavior(GravityBehavior(items: [cell(2, at: CGPoint(x: CGFloat.nan, y: 0))]))
        }
    }

    @Test func badParametersAtAddAreNamed() {
        let item = cell(0, at: .zero)
        let spring = AttachmentBehavior(item: item, attachedToAnchor: .zero)
        spring.frequency = -1
        #expect(
            throws: DynamicsError.invalidParameter(
                behavior: spring.description, name: "frequency", value: -1, reason: "must not be negative")
        ) {
            try DynamicAnimator().addBehavior(spring)
        }
        let heavy = DynamicItemBehavior(items: [item])
        heavy.density = -2
        #expect(
            throws: DynamicsError.invalidParameter(
                behavior: heavy.description, name: "density", value: -2, reason: "must be above zero")
        ) {
            try DynamicAnimator().addBehavior(heavy)
        }
        let snap = SnapBehavior(item: item, snapTo: .zero)
        snap.damping = 2
        #expect(throws: DynamicsError.self) { try DynamicAnimator().addBehavior(snap) }
        let slider = AttachmentBehavior.slidingAttachment(with: item, attachmentAnchor: .zero, axisOfTranslation: .zero)
        #expect(throws: DynamicsError.self) { try DynamicAnimator().addBehavior(slider) }
        let pin = AttachmentBehavior.pinAttachment(
            with: item, attachedTo: cell(1, at: CGPoint(x: 100, y: 0)), attachmentAnchor: .zero)
        pin.attachmentRange = FloatRange(minimum: 1, maximum: -1)
        #expect(throws: DynamicsError.self) { try DynamicAnimator().addBehavior(pin) }
    }

    @Test func nanSetLaterStopsTheStepWithoutCorruptingOtherItems() throws {
        let falling = cell(0, at: .zero)
        let sprung = cell(1, at: CGPoint(x: 200, y: 40))
        let animator = DynamicAnimator()
        let gravity = GravityBehavior(items: [falling])
        let spring = AttachmentBehavior(item: sprung, attachedToAnchor: CGPoint(x: 200, y: 0))
        spring.length = 0
        spring.frequency = 1
        try animator.addBehavior(gravity)
        try animator.addBehavior(spring)
        try run(animator, seconds: 0.25)
        let before = [center(of: falling, in: animator), center(of: sprung, in: animator)]
        gravity.magnitude = .nan
        let error = #expect(throws: DynamicsError.self) { try animator.advance(by: 1.0 / 60) }
        guard case let .invalidParameter(behavior, name, value, _) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(behavior == gravity.description && name == "magnitude" && value.isNaN)
        #expect([center(of: falling, in: animator), center(of: sprung, in: animator)] == before)
        spring.damping = .infinity
        gravity.magnitude = 1
        #expect(throws: DynamicsError.self) { try animator.advance(by: 1.0 / 60) }
        spring.damping = 0.5
        try animator.advance(by: 1.0 / 60)
        #expect(center(of: falling, in: animator).y > before[0].y)
        #expect(center(of: sprung, in: animator).x.isFinite)
    }

    @Test func badFrameDurations() {
        let animator = DynamicAnimator()
        for duration in [-1, Double.nan, Double.infinity] {
            #expect(throws: DynamicsError.self) { try animator.advance(by: duration) }
        }
    }

    @Test func velocitiesForItemsNotHeldOrNotFinite() throws {
        let held = cell(0, at: .zero), stranger = cell(9, at: .zero)
        let properties = DynamicItemBehavior(items: [held])
        #expect(
            throws: DynamicsError.itemNotInBehavior(
                item: DynamicItemKey(ElementKey.cell(IndexPath(item: 9, section: 0))), behavior: properties.description)
        ) {
            try properties.addLinearVelocity(CGPoint(x: 1, y: 0), for: stranger)
        }
        #expect(throws: DynamicsError.self) { try properties.addAngularVelocity(.nan, for: held) }
        let push = PushBehavior(items: [held], mode: .continuous)
        #expect(throws: DynamicsError.self) { try push.setTargetOffsetFromCenter(.zero, for: stranger) }
    }

    @Test func removingAnItemStillHeldByAnAttachment() throws {
        let item = cell(3, at: .zero)
        let animator = DynamicAnimator()
        let gravity = GravityBehavior(items: [item])
        let rope = AttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 0, y: -100))
        try animator.addBehavior(gravity)
        try animator.addBehavior(rope)
        #expect(
            throws: DynamicsError.itemHeldByBehavior(
                item: DynamicItemKey(ElementKey.cell(IndexPath(item: 3, section: 0))), behavior: rope.description)
        ) {
            try animator.removeItem(withID: item.dynamicItemID)
        }
        #expect(gravity.items.count == 1)  // nothing changed
        animator.removeBehavior(rope)
        try animator.removeItem(withID: item.dynamicItemID)
        #expect(gravity.items.isEmpty)
        #expect(animator.item(withID: item.dynamicItemID) == nil)
        #expect(throws: DynamicsError.unknownItem(item: DynamicItemKey(ElementKey.cell(IndexPath(item: 3, section: 0))))) {
            try animator.updateItem(usingCurrentState: item)
        }
    }

    @Test func groupMemberUsedAlone() throws {
        let a = cell(0, at: .zero), b = cell(1, at: CGPoint(x: 100, y: 0))
        let animator = DynamicAnimator()
        try animator.addBehavior(GravityBehavior(items: [DynamicItemGroup(items: [a, b])]))
        try animator.addBehavior(DynamicItemBehavior(items: [a]))
        #expect(throws: DynamicsError.self) { try animator.advance(by: 1.0 / 60) }
    }

    @Test func stiffSpringsNeverExplode() throws {
        // 1 000 Hz with no damping on a tiny item at 240 steps per second: an explicit spring
        // would blow up in a few steps; the soft constraint stays bounded.
        let item = cell(0, at: CGPoint(x: 0, y: 50), size: CGSize(width: 1, height: 1))
        let spring = AttachmentBehavior(item: item, attachedToAnchor: .zero)
        spring.length = 0
        spring.frequency = 1000
        let animator = DynamicAnimator()
        try animator.addBehavior(spring)
        try run(animator, seconds: 2)
        let moved = center(of: item, in: animator)
        #expect(moved.x.isFinite && moved.y.isFinite)
        // Taken at the 60 Hz the steps can show, undamped: the energy is kept, so the item
        // swings through the anchor with its first amplitude (times at most √2 in position, the
        // discrete ellipse being tilted).
        #expect(distance(moved, .zero) <= 50 * 2.0.squareRoot() + 1e-9)
    }
}
