import Foundation

extension AttachmentBehavior {
    /// Throws for an item attached to itself or a parameter out of range.
    func validateAttachment() throws {
        if ends.count == 2, ends[0].reference.id == ends[1].reference.id {
            throw DynamicsError.itemAttachedToItself(item: ends[0].reference.item.itemKey)
        }
        try DynamicsError.requireFinite(anchorPoint, "anchorPoint", of: self)
        try DynamicsError.requireNonNegative(length, "length", of: self)
        try DynamicsError.requireNonNegative(damping, "damping", of: self)
        try DynamicsError.requireNonNegative(frequency, "frequency", of: self)
        try DynamicsError.requireNonNegative(frictionTorque, "frictionTorque", of: self)
        let range = attachmentRange
        guard !range.minimum.isNaN, !range.maximum.isNaN, range.minimum <= range.maximum else {
            throw DynamicsError.invalidParameter(
                behavior: description, name: "attachmentRange", value: Double(range.minimum),
                reason: "the minimum must be a number not above the maximum \(range.maximum)")
        }
        if case .sliding = kind, !(axis.length > 0.5) {
            throw DynamicsError.invalidParameter(
                behavior: description, name: "axisOfTranslation", value: axis.length,
                reason: "must be a finite, non-zero vector")
        }
    }

    /// The joint that keeps the attachment between `bodies` (one per item).
    func joint(between bodies: [Int32]) -> Joint {
        let spring =
            frequency > 0
            ? SoftCoefficients.spring(frequency: Double(frequency), dampingRatio: Double(damping), step: World.step)
            : SoftCoefficients.rigid(step: World.step)
        let range = Double(attachmentRange.minimum)...Double(attachmentRange.maximum)
        let isAnchor = attachedBehaviorType == .anchor
        var joint = Joint(
            kind: .point, bodyA: isAnchor ? 0 : bodies[0], bodyB: isAnchor ? bodies[0] : bodies[1],
            localA: isAnchor ? SIMD2(anchorPoint) : SIMD2(ends[0].offset),
            localB: SIMD2((isAnchor ? ends[0] : ends[1]).offset),
            coefficients: spring, angularCoefficients: .rigid(step: World.step), referenceAngle: referenceAngle)
        switch kind {
        case .standard: joint.kind = length == 0 ? .point : .distance(length: Double(length))
        case .limit: joint.kind = .rope(length: Double(length))
        case .fixed: joint.kind = .weld
        case .pin: joint.kind = .pin(range: range, friction: Double(frictionTorque * PushBehavior.unitForce))
        case .sliding: joint.kind = .slider(axis: axis, range: range)
        }
        return joint
    }
}
