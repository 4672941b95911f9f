import Foundation
import LayoutKitCore
import Testing

@testable import LayoutKitBehaviors

/// The numbers the animator gives item identities so that rebuilds need not hash them: a
/// number reused or remembered in the wrong animator would move the wrong body. Motion is
/// checked against symplectic Euler's exact fall from rest, ½ g h² n (n + 1) after n steps of
/// h = 1/240 s under g = 1000 pt/s².
struct ItemNumberingTests {
    private func fall(steps: Int) -> Double {
        0.5 * 1000 * World.step * World.step * Double(steps * (steps + 1))
    }

    @Test func theNumbersFollowTheirIdentitiesAndAreReusedOnceFree() {
        var keys = ItemKeys()
        let first = keys.key(for: "a"), second = keys.key(for: "b")
        #expect(first != second)
        #expect(keys.key(for: "a") == first)
        keys.releaseUnused { $0 == second }
        #expect(keys.key(of: "a") == nil)
        #expect(keys.key(of: "b") == second)
        #expect(keys.key(for: "c") == first, "a free number is handed out before a new one")
        #expect(keys.key(for: "d") == second + 1)
    }

    /// The first animator lets the behaviour go with `removeBehavior`, or is itself gone.
    @Test(arguments: [true, false])
    func aBehaviourMovedToAnotherAnimatorMovesItsOwnItemsThere(removedFromTheFirst: Bool) throws {
        let a = cell(0, at: CGPoint(x: 100, y: 0)), b = cell(1, at: CGPoint(x: 300, y: 0))
        let c = cell(2, at: CGPoint(x: 100, y: 400)), d = cell(3, at: CGPoint(x: 300, y: 400))
        let gravity = GravityBehavior(items: [a, b])
        do {
            let one = try animator(with: gravity)
            try run(one, seconds: 0.25)
            if removedFromTheFirst { one.removeBehavior(gravity) }
        }
        // In the second animator c and d are numbered first, as a and b were in the first.
        let two = try animator(with: DynamicItemBehavior(items: [c, d]))
        try two.advance(by: 1.0 / 60)
        try two.addBehavior(gravity)
        try run(two, seconds: 0.25)
        // a and b start again from rest: where they left the first animator when it let them
        // go, where they were given when it vanished without a word.
        let expected = removedFromTheFirst ? 2 * fall(steps: 60) : fall(steps: 60)
        for item in [a, b] {
            let moved = try #require(two.item(withID: item.dynamicItemID), "\(item.key) is in the second animator")
            #expect(abs(Double(moved.center.y) - expected) < 1e-9)
        }
        for item in [c, d] { #expect(two.item(withID: item.dynamicItemID)?.center == item.center) }
    }

    @Test(arguments: [true, false])
    func aNumberGivenUpIsTakenByANewItemWithoutItsState(stepsBetween: Bool) throws {
        let a = cell(0, at: CGPoint(x: 100, y: 0)), e = cell(1, at: CGPoint(x: 300, y: 0))
        let gravity = GravityBehavior(items: [a])
        let animator = try animator(with: gravity)
        try run(animator, seconds: 0.25)
        gravity.removeItem(a)
        if stepsBetween { try animator.advance(by: 1.0 / 60) }
        gravity.addItem(e)
        try run(animator, seconds: 0.25)
        #expect(animator.item(withID: a.dynamicItemID) == nil)
        #expect(abs(Double(center(of: e, in: animator).y) - fall(steps: 60)) < 1e-9, "e falls from rest from its own start")
        gravity.addItem(a)
        try run(animator, seconds: 0.25)
        #expect(abs(Double(center(of: a, in: animator).y) - fall(steps: 60)) < 1e-9, "a starts again as given")
        #expect(abs(Double(center(of: e, in: animator).y) - fall(steps: 120)) < 1e-9)
    }

    @Test func aQueryForOneItemSeesItsRotatedFrameAsTheQueryForAllDoes() throws {
        var box = cell(0, at: CGPoint(x: 200, y: 200))
        box.transform3D = Transform3D(rotationAngle: .pi / 4)
        let animator = try animator(with: DynamicItemBehavior(items: [box]))
        // Turned by 45°, the 100 pt square reaches 50 √2 = 70.71 pt right of its center.
        let inside = CGRect(x: 265, y: 195, width: 4, height: 10)
        let outside = CGRect(x: 272, y: 195, width: 4, height: 10)
        #expect(animator.item(withID: box.dynamicItemID, in: inside) != nil)
        #expect(animator.items(in: inside).count == 1)
        #expect(animator.item(withID: box.dynamicItemID, in: outside) == nil)
        #expect(animator.items(in: outside).isEmpty)
        #expect(animator.item(withID: "nothing", in: inside) == nil)
    }

    /// A handle finds its item without a hash while the item stays, and nothing once the item
    /// left and a new one took its number: it never moves the wrong body.
    @Test func aHandleOutlivedByItsItemFindsNothingAndMovesNothing() throws {
        let a = cell(0, at: CGPoint(x: 100, y: 0)), e = cell(1, at: CGPoint(x: 300, y: 0))
        let gravity = GravityBehavior(items: [a])
        let animator = try animator(with: gravity)
        try run(animator, seconds: 0.25)
        let handle = try #require(animator.handle(ofItemWithID: a.dynamicItemID))
        #expect(abs(Double(try #require(animator.placement(of: handle)).center.y) - fall(steps: 60)) < 1e-9)
        gravity.removeItem(a)
        try animator.advance(by: 1.0 / 60)  // the rebuild frees a's number
        gravity.addItem(e)
        try run(animator, seconds: 0.25)
        let taken = try #require(animator.handle(ofItemWithID: e.dynamicItemID))
        #expect(taken.key == handle.key, "e took a's number")
        #expect(animator.placement(of: handle) == nil)
        // An update through the old handle falls back to the identity: a is held no more.
        #expect(throws: DynamicsError.self) { try animator.updateItem(usingCurrentState: a, handle: handle) }
        #expect(abs(Double(center(of: e, in: animator).y) - fall(steps: 60)) < 1e-9, "e did not move")
        var moved = e
        moved.center.y = 50
        try animator.updateItem(usingCurrentState: moved, handle: taken)
        #expect(animator.placement(of: taken)?.center == CGPoint(x: 300, y: 50))
    }
}
