import Foundation
import LayoutKitCore
import Testing

@testable import LayoutKitBehaviors

/// `placements(in:)`: where the animator moved its items, without moved copies of them.
struct PlacementTests {
    /// A 100 pt square given 30 pt/s to the right and 2 rad/s, nothing else acting: after 0.5 s
    /// it is 15 pt right of where it started and turned by 1 rad, as `items(in:)` moves it, and
    /// the item in the placement is the one given, at its start.
    @Test func aPlacementIsWhereTheMovedItemIsAndLeavesTheGivenItemAlone() throws {
        let (_, animator) = try movedBox()
        let everywhere = CGRect(x: -1_000, y: -1_000, width: 3_000, height: 3_000)
        let placements = animator.placements(in: everywhere)
        let moved = try #require(animator.items(in: everywhere).first)
        try #require(placements.count == 1)
        let placement = placements[0]
        #expect(abs(Double(placement.center.x) - 215) < 1e-9 && abs(Double(placement.center.y) - 200) < 1e-9)
        #expect(abs(Double(placement.transform3D.rotationAngle) - 1) < 1e-9)
        #expect(placement.center == moved.center && placement.transform3D == moved.transform3D)
        #expect(placement.item.center == CGPoint(x: 200, y: 200) && placement.item.transform3D == .identity)
        #expect(animator.placements(in: CGRect(x: 400, y: 400, width: 10, height: 10)).isEmpty)
    }

    /// A 100 x 20 pt bar turned a quarter of a half turn (π/4) spans its center ± 42.43 pt
    /// (`(100 cos + 20 sin) / 2` in both axes): a rectangle 35 pt below its center, past its
    /// unturned half-height but within the turned span, meets it, one 43 pt below does not, and
    /// every query (`placements(in:)`, `items(in:)`, `item(withID:in:)`) agrees.
    @Test func aTurnedItemMeetsWhatItsTurnedFrameMeets() throws {
        let bar = cell(0, at: CGPoint(x: 200, y: 200), size: CGSize(width: 100, height: 20))
        let properties = DynamicItemBehavior(items: [bar])
        try properties.addAngularVelocity(Double.pi / 2, for: bar)
        let animator = try animator(with: properties)
        try run(animator, seconds: 0.5)
        let span = (100 * cos(Double.pi / 4) + 20 * sin(Double.pi / 4)) / 2
        let cases: [(CGRect, Bool)] = [
            (CGRect(x: 195, y: 235, width: 10, height: 1), true),
            (CGRect(x: 195, y: 243, width: 10, height: 1), false),
            (CGRect(x: 200 + span - 0.5, y: 199, width: 5, height: 2), true),
            (CGRect(x: 200 + span + 0.5, y: 199, width: 5, height: 2), false),
            (CGRect(x: 150, y: 150, width: 100, height: 100), true),
            (CGRect(x: 190, y: 190, width: 20, height: 20), true),
            (CGRect(x: 300, y: 300, width: 10, height: 10), false)
        ]
        for (rect, meets) in cases {
            #expect(animator.placements(in: rect).count == (meets ? 1 : 0), "\(rect)")
            #expect(animator.items(in: rect).count == (meets ? 1 : 0), "\(rect)")
            #expect((animator.item(withID: bar.dynamicItemID, in: rect) != nil) == meets, "\(rect)")
        }
    }

    /// One item's placement, asked by identity, is the one `placements(in:)` lists for it (the
    /// item turned 1 rad and 15 pt to the right), wherever it is or only when its frame meets the
    /// rectangle; an identity no behaviour holds has none.
    @Test func anItemsPlacementByIdentityIsTheOneListed() throws {
        let (box, animator) = try movedBox()
        let listed = try #require(animator.placements(in: CGRect(x: 0, y: 0, width: 400, height: 400)).first)
        let found = try #require(animator.placement(withID: box.dynamicItemID))
        #expect(abs(Double(found.center.x) - 215) < 1e-9 && abs(Double(found.transform3D.rotationAngle) - 1) < 1e-9)
        #expect(found.center == listed.center && found.transform3D == listed.transform3D)
        let inside = try #require(
            animator.placement(withID: box.dynamicItemID, in: CGRect(x: 210, y: 195, width: 10, height: 10)))
        #expect(inside.center == listed.center)
        #expect(animator.placement(withID: box.dynamicItemID, in: CGRect(x: 400, y: 400, width: 10, height: 10)) == nil)
        #expect(animator.placement(withID: AnyHashable("nobody")) == nil)
    }

    /// A 100 pt square at (200, 200) given 30 pt/s to the right and 2 rad/s, nothing else
    /// acting, after 0.5 s: 15 pt right of where it started, turned by 1 rad.
    private func movedBox() throws -> (LayoutAttributes, DynamicAnimator) {
        let box = cell(0, at: CGPoint(x: 200, y: 200))
        let properties = DynamicItemBehavior(items: [box])
        try properties.addLinearVelocity(CGPoint(x: 30, y: 0), for: box)
        try properties.addAngularVelocity(2, for: box)
        let animator = try animator(with: properties)
        try run(animator, seconds: 0.5)
        return (box, animator)
    }
}
