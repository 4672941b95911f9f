import Foundation

/// A behaviour whose effect has a direction: an angle and a magnitude, or a vector.
public protocol DirectedBehavior: AnyObject {
    /// The direction, in radians from the x axis toward y (down on screen).
    var angle: CGFloat { get set }
    /// The strength, in the behaviour's unit.
    var magnitude: CGFloat { get set }
}

extension DirectedBehavior {
    /// `magnitude` along `angle` as a vector; setting it sets both (a zero vector keeps the
    /// angle).
    public var direction: CGVector {
        get { CGVector(dx: magnitude * cos(angle), dy: magnitude * sin(angle)) }
        set {
            let length = (newValue.dx * newValue.dx + newValue.dy * newValue.dy).squareRoot()
            if length > 0 { angle = atan2(newValue.dy, newValue.dx) }
            magnitude = length
        }
    }

    /// Sets the angle (radians) and the magnitude at once.
    public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        self.angle = angle
        self.magnitude = magnitude
    }

    /// The effect as a vector of doubles, in the behaviour's unit.
    var vector: SIMD2<Double> {
        let value = direction
        return SIMD2(Double(value.dx), Double(value.dy))
    }
}
