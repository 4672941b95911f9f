extension CollisionWorld {
    /// Moves every contact point's gap with its two bodies since the contacts were found, for
    /// the steps between two detections: the gap changes by the points' relative displacement
    /// along the normal (a turn moves a point by the angle × its arm, which is exact to within
    /// the square of the small angle turned in one step).
    ///
    /// - Complexity: O(contact points), no allocation.
    mutating func followBodies(
        linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>
    ) {
        manifolds.withUnsafeBufferPointer { manifolds in
            points.withUnsafeMutableBufferPointer { points in
                for manifold in manifolds {
                    let a = Int(manifold.bodyA), b = Int(manifold.bodyB)
                    let shiftA = linear[a].position - detectedPositions[a], turnA = angular[a].angle - detectedAngles[a]
                    let shiftB = linear[b].position - detectedPositions[b], turnB = angular[b].angle - detectedAngles[b]
                    for slot in Int(manifold.firstPoint)..<Int(manifold.firstPoint + manifold.pointCount) {
                        let point = points[slot]
                        let moved = shiftB + cross(turnB, point.anchorB) - shiftA - cross(turnA, point.anchorA)
                        points[slot].separation = point.foundSeparation + dot(manifold.normal, moved)
                    }
                }
            }
        }
    }
}
