import Foundation

extension DynamicsError {
    /// Throws ``invalidParameter(behavior:name:value:reason:)`` unless `value` is finite.
    static func requireFinite(_ value: CGFloat, _ name: String, of behavior: DynamicBehavior) throws {
        guard value.isFinite else {
            throw DynamicsError.invalidParameter(
                behavior: behavior.description, name: name, value: Double(value), reason: "must be finite")
        }
    }

    /// Throws unless `value` is finite and not negative.
    static func requireNonNegative(_ value: CGFloat, _ name: String, of behavior: DynamicBehavior) throws {
        try requireFinite(value, name, of: behavior)
        guard value >= 0 else {
            throw DynamicsError.invalidParameter(
                behavior: behavior.description, name: name, value: Double(value), reason: "must not be negative")
        }
    }

    /// Throws unless `value` is finite and above zero.
    static func requirePositive(_ value: CGFloat, _ name: String, of behavior: DynamicBehavior) throws {
        try requireFinite(value, name, of: behavior)
        guard value > 0 else {
            throw DynamicsError.invalidParameter(
                behavior: behavior.description, name: name, value: Double(value), reason: "must be above zero")
        }
    }

    /// Throws unless both coordinates of `point` are finite.
    static func requireFinite(_ point: CGPoint, _ name: String, of behavior: DynamicBehavior) throws {
        // The coordinates' names are made only for an error: every rebuild checks every point.
        if !point.x.isFinite { try requireFinite(point.x, "\(name).x", of: behavior) }
        if !point.y.isFinite { try requireFinite(point.y, "\(name).y", of: behavior) }
    }
}
