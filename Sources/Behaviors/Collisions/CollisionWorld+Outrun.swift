/// Between detections: shapes that outrun their margins, and their contacts found again alone.
extension CollisionWorld {
    /// The most item shapes whose contacts are found again alone; past it every contact is.
    static let largestOutrun = 32

    /// Lists in ``outrunBodies`` the awake bodies one of whose shapes, by how far it moved since
    /// the contacts were found and how far its speed takes it in the next step, would leave the
    /// margin it was given, or would have turned so far that its gaps, which follow a turn θ to
    /// within θ² × its reach / 2, could be off by more than ``ContactSettings/followTolerance``:
    /// a body struck or pulled hard after the detection moves faster than the margin allowed
    /// for, a fast spin carries a corner where the followed gaps do not see it, and its contacts
    /// must be found again so that it cannot pass through anything. True when there is one.
    ///
    /// - Complexity: O(shapes), no allocation once the list has grown to the scene.
    mutating func findOutrunningBodies(
        linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>, step h: Double
    ) -> Bool {
        outrunBodies.removeAll(keepingCapacity: true)
        for index in 0..<itemColliderCount where bodyAwake[Int(colliders[index].body)] {
            let body = Int(colliders[index].body)
            let shift = linear[body].position - detectedPositions[body]
            let turned = abs(angular[body].angle - detectedAngles[body])
            let moved = dot(shift, shift).squareRoot() + turned * reach[index]
            let ahead = sweepSpeed(of: index, linear: linear, angular: angular) * h
            let turnAhead = turned + abs(angular[body].velocity) * h
            // A quarter of the speculative distance absorbs what a steady acceleration a adds
            // over the interval (9 a h² by its last step: under 0.25 pt up to 1 600 pt/s², gravity
            // of magnitude 1.6); stronger ones find the contacts sooner.
            let outruns =
                moved + ahead > margins[index] - ContactSettings.speculativeDistance / 4
                || turnAhead * turnAhead * reach[index] > 2 * ContactSettings.followTolerance
            if outruns, outrunBodies.last != Int32(body) { outrunBodies.append(Int32(body)) }
        }
        return !outrunBodies.isEmpty
    }

    /// Finds again the contacts of the shapes of ``outrunBodies`` alone, from where their bodies
    /// are now; every other contact is kept as it is, as in a step without detection (with
    /// `carryingOver`, what touched in the last step is what touched before).
    ///
    /// The outrun shapes get new margins and boxes and are tested against every shape whose box
    /// meets theirs, the other shape where its body is now. Their bodies' positions become the
    /// ones their gaps follow from; a new contact's gaps are taken back to the other body's
    /// position at the last detection, so that following both bodies gives them again.
    ///
    /// - Returns: false, having changed no contact, when more than ``largestOutrun`` shapes
    ///   outran their margins or one of them reaches a sleeping shape: the caller finds every
    ///   contact then.
    /// - Complexity: O(outrun shapes × shapes + contacts).
    mutating func findOutrunContacts(
        linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>,
        mass: UnsafeMutableBufferPointer<MassProperties>, step h: Double, carryingOver: Bool
    ) -> Bool {
        if outrunMarks.count != linear.count { outrunMarks = Array(repeating: false, count: linear.count) }
        for body in outrunBodies { outrunMarks[Int(body)] = true }
        defer { for body in outrunBodies { outrunMarks[Int(body)] = false } }
        outrunShapes.removeAll(keepingCapacity: true)
        for index in 0..<itemColliderCount where outrunMarks[Int(colliders[index].body)] {
            outrunShapes.append(Int32(index))
        }
        guard outrunShapes.count <= Self.largestOutrun else { return false }
        for shape in outrunShapes { placeShape(Int(shape), linear: linear, angular: angular, step: h) }
        for body in outrunBodies {
            detectedPositions[Int(body)] = linear[Int(body)].position
            detectedAngles[Int(body)] = angular[Int(body)].angle
        }
        guard listOutrunPairs(linear: linear, angular: angular, mass: mass) else { return false }
        swap(&manifolds, &previousManifolds)
        swap(&points, &previousPoints)
        manifolds.removeAll(keepingCapacity: true)
        points.removeAll(keepingCapacity: true)
        var cursor = 0
        for pair in outrunPairs {
            keepUnmoved(upTo: pair.key, cursor: &cursor, carryingOver: carryingOver)
            let count = manifolds.count
            addContact(a: Int(pair.a), b: Int(pair.b), key: pair.key, linear: linear, mass: mass, cursor: &cursor)
            if manifolds.count > count { dateBack(count, linear: linear, angular: angular) }
        }
        keepUnmoved(upTo: .max, cursor: &cursor, carryingOver: carryingOver)
        longestAnchor = points.reduce(0) { max($0, $1.longerAnchorSquared) }.squareRoot()
        return true
    }

    /// Lists in ``outrunPairs``, in key order, the pairs of an outrun shape and a shape or
    /// boundary segment whose boxes meet and that collide, as ``detect(linear:angular:mass:step:)``
    /// pairs them, and moves the other item shapes' vertices to their bodies for the tests.
    /// False when an outrun shape reaches a sleeping one.
    private mutating func listOutrunPairs(
        linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>,
        mass: UnsafeMutableBufferPointer<MassProperties>
    ) -> Bool {
        outrunPairs.removeAll(keepingCapacity: true)
        for index in outrunShapes.indices {
            let shape = Int(outrunShapes[index])
            let collider = colliders[shape]
            let movable = mass[Int(collider.body)].inverseMass > 0
            for other in 0..<itemColliderCount where other != shape && boxesMeet(shape, other) {
                let second = colliders[other]
                let otherMoves = mass[Int(second.body)].inverseMass > 0
                guard collide(collider, second, firstMoves: movable, mass: mass), !outrunMarks[Int(second.body)] || shape < other
                else { continue }
                if !bodyAwake[Int(second.body)], otherMoves {
                    noteWaker(sleeper: other, waker: shape)
                    guard wakers.isEmpty else { return false }
                    continue
                }
                if !outrunMarks[Int(second.body)] { moveVertices(of: other, linear: linear, angular: angular) }
                let (a, b) = (min(shape, other), max(shape, other))
                outrunPairs.append((UInt64(a) << 32 | UInt64(b), Int32(a), Int32(b)))
            }
            guard movable, collider.boundaryMask != 0 else { continue }
            for segment in itemColliderCount..<colliders.count
            where colliders[segment].boundaryMask & collider.boundaryMask != 0 && boxesMeet(shape, segment) {
                outrunPairs.append((UInt64(shape) << 32 | UInt64(segment), Int32(segment), Int32(shape)))
            }
        }
        outrunPairs.sort { $0.key < $1.key }
        return true
    }

    /// Copies the previous contacts ordered before `key` in which no outrun body takes part, as
    /// they were, and skips those in which one does (not found again), ending those that
    /// touched.
    private mutating func keepUnmoved(upTo key: UInt64, cursor: inout Int, carryingOver: Bool) {
        while cursor < previousManifolds.count, previousManifolds[cursor].key < key {
            var manifold = previousManifolds[cursor]
            cursor += 1
            guard !outrunMarks[Int(manifold.bodyA)], !outrunMarks[Int(manifold.bodyB)] else {
                endIfTouching(manifold)
                continue
            }
            if carryingOver, !manifold.dormant { (manifold.wasTouching, manifold.touching) = (manifold.touching, false) }
            appendAsItWas(manifold)
        }
    }

    /// Makes contact `index`, just tested where its bodies are now, one that was tested where
    /// they are and follows them from their positions at the last detection: its gaps are taken
    /// back by how far the bodies moved since then.
    private mutating func dateBack(
        _ index: Int, linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>
    ) {
        let manifold = manifolds[index]
        let a = Int(manifold.bodyA), b = Int(manifold.bodyB)
        manifolds[index].testedOffset = linear[b].position - linear[a].position
        manifolds[index].testedAngles = SIMD2(angular[a].angle, angular[b].angle)
        let shiftA = linear[a].position - detectedPositions[a], turnA = angular[a].angle - detectedAngles[a]
        let shiftB = linear[b].position - detectedPositions[b], turnB = angular[b].angle - detectedAngles[b]
        let shift = dot(manifold.normal, shiftB - shiftA)
        for slot in Int(manifold.firstPoint)..<Int(manifold.firstPoint + manifold.pointCount) {
            let point = points[slot]
            points[slot].foundSeparation = point.separation - shift - (turnB * point.normalArms.y - turnA * point.normalArms.x)
        }
    }
}
