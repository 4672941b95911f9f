import Foundation
import LayoutKitCore
import Testing

/// Transforms checked against rotation and scaling worked out by hand.
struct Transform3DTests {
    /// Rounding of cos and sin: well below a thousandth of a point for these magnitudes.
    let tolerance: CGFloat = 1e-12

    func expectClose(_ a: CGPoint, _ b: CGPoint, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance, "\(a) != \(b)", sourceLocation: sourceLocation)
    }

    @Test func quarterTurnAboutZTurnsXTowardY() {
        let turn = Transform3D(rotationAngle: .pi / 2)
        expectClose(turn.apply(to: CGPoint(x: 1, y: 0)), CGPoint(x: 0, y: 1))
        expectClose(turn.apply(to: CGPoint(x: 0, y: 1)), CGPoint(x: -1, y: 0))
    }

    @Test func turnAboutZIsTheSameTurnTheOtherWayAboutMinusZ() {
        // (0, 0, 1) takes the short path for a turn about z alone; (0, 0, -1) the general one.
        for angle in stride(from: -3.0, through: 3.0, by: 0.7) {
            let short = Transform3D(rotationAngle: angle), general = Transform3D(rotationAngle: -angle, x: 0, y: 0, z: -1)
            for (a, b) in zip(short.entries, general.entries) { #expect(abs(a - b) < tolerance) }
        }
    }

    @Test func concatenationAppliesTheLeftTransformFirst() {
        let scale = Transform3D(scaleX: 2, y: 3)
        let move = Transform3D(translationX: 10, y: -5)
        let point = CGPoint(x: 4, y: 7)
        // Scale first: (8, 21), then move: (18, 16).
        expectClose(scale.concatenating(move).apply(to: point), CGPoint(x: 18, y: 16))
        // Move first: (14, 2), then scale: (28, 6).
        expectClose(move.concatenating(scale).apply(to: point), CGPoint(x: 28, y: 6))
    }

    @Test func identityIsRecognisedAndNeutral() {
        #expect(Transform3D.identity.isIdentity)
        #expect(!Transform3D(translationX: 0, y: 1).isIdentity)
        let t = Transform3D(rotationAngle: 0.3).scaledBy(x: 2, y: 2)
        #expect(t.concatenating(.identity) == t)
    }

    @Test func interpolationRotatesHalfWayAndScalesLinearly() {
        let end = Transform3D(scaleX: 3, y: 3).rotated(by: .pi / 2).translatedBy(x: 100, y: 0)
        let half = Transform3D.identity.interpolated(to: end, progress: 0.5)
        // Half way: scale 2, rotation pi/4, translation (50, 0).
        let expected = Transform3D(scaleX: 2, y: 2).rotated(by: .pi / 4).translatedBy(x: 50, y: 0)
        for (a, b) in zip(half.entries, expected.entries) { #expect(abs(a - b) < tolerance) }
        #expect(Transform3D.identity.interpolated(to: end, progress: 0) == .identity)
        for (a, b) in zip(Transform3D.identity.interpolated(to: end, progress: 1).entries, end.entries) {
            #expect(abs(a - b) < 1e-9)
        }
    }

    @Test func interpolationTakesTheShorterWayRound() {
        let from = Transform3D(rotationAngle: 170 * .pi / 180)
        let to = Transform3D(rotationAngle: -170 * .pi / 180)
        let half = from.interpolated(to: to, progress: 0.5)
        // The short way passes through 180 degrees, not through 0.
        expectClose(half.apply(to: CGPoint(x: 1, y: 0)), CGPoint(x: -1, y: 0))
    }

    @Test func transposedAxesTurnsTheOtherWay() {
        let turn = Transform3D(rotationAngle: 0.4)
        let back = Transform3D(rotationAngle: -0.4)
        for (a, b) in zip(turn.transposedAxes.entries, back.entries) { #expect(abs(a - b) < tolerance) }
    }
}
