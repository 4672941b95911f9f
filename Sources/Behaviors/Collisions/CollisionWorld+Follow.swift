import Foundation

/// The steps between two detections: contacts stay, their gaps follow the bodies.
extension CollisionWorld {
    /// Moves every contact point's gap with its two bodies since the contacts were found: the
    /// gap changes by the points' relative displacement along the normal (a turn moves a point
    /// by the angle × its arm, exact to within the square of the small angle turned).
    ///
    /// - Complexity: O(contact points), no allocation.
    mutating func followBodies(
        linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>
    ) {
        manifolds.withUnsafeBufferPointer { manifolds in
            points.withUnsafeMutableBufferPointer { points in
                for manifold in manifolds where !manifold.dormant {
                    let a = Int(manifold.bodyA), b = Int(manifold.bodyB)
                    let shiftA = linear[a].position - detectedPositions[a], turnA = angular[a].angle - detectedAngles[a]
                    let shiftB = linear[b].position - detectedPositions[b], turnB = angular[b].angle - detectedAngles[b]
                    let shift = dot(manifold.normal, shiftB - shiftA)
                    for slot in Int(manifold.firstPoint)..<Int(manifold.firstPoint + manifold.pointCount) {
                        let point = points[slot]
                        // A turn by θ moves the point by θ × its anchor, θ × its arm along the normal.
                        let turned = turnB * point.normalArms.y - turnA * point.normalArms.x
                        points[slot].separation = point.foundSeparation + shift + turned
                    }
                }
            }
        }
    }

    /// Starts a step without detection: what touched in the last step is what touched before.
    ///
    /// - Complexity: O(contacts).
    mutating func carryContactsOver() {
        for index in manifolds.indices where !manifolds[index].dormant {
            manifolds[index].wasTouching = manifolds[index].touching
            manifolds[index].touching = false
        }
    }

    /// Works out again which contacts touch, after a time when nobody listened, without an
    /// event: a contact that pushed in the last step or whose gap is under
    /// ``ContactSettings/touchDistance`` touches (asleep or not). A delegate set later then hears
    /// only of contacts that begin or end after it was set.
    ///
    /// - Complexity: O(contact points).
    mutating func startListening() {
        for index in manifolds.indices {
            let slots = Int(manifolds[index].firstPoint)..<Int(manifolds[index].firstPoint + manifolds[index].pointCount)
            manifolds[index].touching = slots.contains {
                points[$0].normalImpulse > 0 || points[$0].separation <= ContactSettings.touchDistance
            }
        }
    }
}
