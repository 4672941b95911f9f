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
        let box = cell(0, at: CGPoint(x: 200, y: 200))
        let properties = DynamicItemBehavior(items: [box])
        try properties.addLinearVelocity(CGPoint(x: 30, y: 0), for: box)
        try properties.addAngularVelocity(2, for: box)
        let animator = try animator(with: properties)
        try run(animator, seconds: 0.5)
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
}
