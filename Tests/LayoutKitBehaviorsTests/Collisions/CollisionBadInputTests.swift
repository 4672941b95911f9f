import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

@testable import LayoutKitBehaviors

/// Boundaries and collision shapes the engine cannot use, and the boundary list.
struct CollisionBadInputTests {
    @Test func duplicateBoundaryIdentifierIsAnError() throws {
        let collision = CollisionBehavior()
        try collision.addBoundary(withIdentifier: "wall", from: .zero, to: CGPoint(x: 100, y: 0))
        #expect(throws: DynamicsError.duplicateBoundary(identifier: "wall")) {
            try collision.addBoundary(withIdentifier: "wall", from: .zero, to: CGPoint(x: 0, y: 100))
        }
        #expect(collision.boundaryIdentifiers == ["wall"])
    }

    @Test(arguments: [
        BoundaryPath.polygon([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)]),
        BoundaryPath.polygon([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 0)]),
        BoundaryPath.segment(from: CGPoint(x: 5, y: 5), to: CGPoint(x: 5, y: 5)),
        BoundaryPath.segment(from: CGPoint(x: CGFloat.nan, y: 5), to: CGPoint(x: 5, y: 5)),
        BoundaryPath(points: [CGPoint(x: 0, y: 0)], closed: false)
    ])
    func unusableBoundaryPathsAreErrors(path: BoundaryPath) {
        let collision = CollisionBehavior()
        #expect(throws: DynamicsError.self) { try collision.addBoundary(withIdentifier: "bad", for: path) }
        #expect(collision.boundaryIdentifiers.isEmpty)
    }

    @Test func closedPathWithTooFewPointsSaysSo() {
        let collision = CollisionBehavior()
        #expect(
            throws: DynamicsError.invalidBoundary(identifier: "bad", reason: "a closed path needs three points enclosing an area")
        ) {
            try collision.addBoundary(withIdentifier: "bad", for: .polygon([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)]))
        }
    }

    @Test func nonConvexCollisionPathIsAnError() {
        let arrow = Piece(
            at: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40),
            shape: .path([CGPoint(x: -20, y: -20), CGPoint(x: 0, y: 0), CGPoint(x: 20, y: -20), CGPoint(x: 0, y: 20)]))
        let animator = DynamicAnimator()
        #expect(throws: DynamicsError.self) { try animator.addBehavior(CollisionBehavior(items: [arrow])) }
        #expect(animator.behaviors.isEmpty)
        let line = Piece(
            at: .zero, size: CGSize(width: 40, height: 40), shape: .path([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10)]))
        #expect(throws: DynamicsError.self) { try animator.addBehavior(CollisionBehavior(items: [line])) }
    }

    @Test func convexPathInEitherOrientationCollides() throws {
        let triangle: [CGPoint] = [CGPoint(x: -20, y: 20), CGPoint(x: 20, y: 20), CGPoint(x: 0, y: -20)]
        for points in [triangle, triangle.reversed()] {
            let piece = Piece(at: CGPoint(x: 100, y: 500), size: CGSize(width: 40, height: 40), shape: .path(points))
            let animator = try animator(with: GravityBehavior(items: [piece]), try floorCollision([piece]))
            try run(animator, seconds: 2)
            #expect(abs(Double(center(of: piece, in: animator).y) - 580) < 0.5)
        }
    }

    @Test func referenceBoundsWithoutAreaIsAnErrorAtTheNextStep() throws {
        let box = Piece(at: CGPoint(x: 10, y: 10), size: CGSize(width: 10, height: 10))
        let collision = CollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        let animator = try animator(with: collision, GravityBehavior(items: [box]))
        #expect(throws: DynamicsError.invalidBoundary(identifier: "reference bounds", reason: "it needs two distinct points")) {
            try animator.advance(by: 1.0 / 60)
        }
        collision.translatesReferenceBoundsIntoBoundary = false
        try animator.advance(by: 1.0 / 60)
        #expect(center(of: box, in: animator).y > 10)
    }

    @Test func boundariesCanBeListedFoundAndRemoved() throws {
        let collision = CollisionBehavior()
        let ellipse = BoundaryPath.ellipse(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        try collision.addBoundary(withIdentifier: "a", for: ellipse)
        try collision.addBoundary(withIdentifier: 2, from: .zero, to: CGPoint(x: 1, y: 1))
        #expect(collision.boundaryIdentifiers == ["a", 2])
        #expect(collision.boundary(withIdentifier: "a") == ellipse)
        collision.removeBoundary(withIdentifier: "a")
        collision.removeBoundary(withIdentifier: "missing")
        #expect(collision.boundaryIdentifiers == [2])
        collision.removeAllBoundaries()
        #expect(collision.boundaryIdentifiers.isEmpty)
    }

    @Test func ballInsideAnEllipseBoundaryStaysInside() throws {
        let ball = Piece.ball(at: CGPoint(x: 200, y: 150), diameter: 20)
        let collision = CollisionBehavior(items: [ball])
        try collision.addBoundary(withIdentifier: "bowl", for: .ellipse(in: CGRect(x: 100, y: 100, width: 200, height: 100)))
        let properties = material([ball], elasticity: 0.9, friction: 0)
        try properties.addLinearVelocity(CGPoint(x: 700, y: 300), for: ball)
        let animator = try animator(with: collision, properties)
        for _ in 0..<120 {
            try animator.advance(by: 1.0 / 60)
            let c = center(of: ball, in: animator)
            let (x, y) = (Double(c.x - 200) / 100, Double(c.y - 150) / 50)
            // The 48-gon lies inside the ellipse; the ball's center stays inside it.
            #expect(x * x + y * y < 1)
        }
    }
}
