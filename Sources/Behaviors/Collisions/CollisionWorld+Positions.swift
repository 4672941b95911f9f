extension CollisionWorld {
    /// Moves overlapping bodies apart by a share of the overlap beyond
    /// ``ContactSettings/linearSlop`` (Box2D v2's position pass, translation only), after the
    /// velocities are solved. Positions change, velocities do not, so no energy is added; the
    /// soft contacts alone would let a deep pile sink by its weight over their stiffness.
    ///
    /// - Complexity: O(contact points), no allocation.
    func correctPositions(linear: UnsafeMutableBufferPointer<LinearState>, mass: UnsafeMutableBufferPointer<MassProperties>) {
        for manifold in manifolds {
            let a = Int(manifold.bodyA), b = Int(manifold.bodyB)
            let inverseA = mass[a].inverseMass, inverseB = mass[b].inverseMass
            let total = inverseA + inverseB
            guard total > 0 else { continue }
            for slot in Int(manifold.firstPoint)..<Int(manifold.firstPoint + manifold.pointCount) {
                let moved = (linear[b].position - detectedPositions[b]) - (linear[a].position - detectedPositions[a])
                let separation = points[slot].separation + dot(manifold.normal, moved)
                let overlap = min(-(separation + ContactSettings.linearSlop), ContactSettings.maximumCorrection)
                guard overlap > 0 else { continue }
                let shift = manifold.normal * (ContactSettings.positionCorrection * overlap / total)
                linear[a].position -= shift * inverseA
                linear[b].position += shift * inverseB
            }
        }
    }
}
