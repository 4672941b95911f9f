import Foundation

extension CollisionWorld {
    /// Moves the item shapes to their bodies and grows their boxes by how far they may travel
    /// until contacts are next found.
    ///
    /// - Complexity: O(vertices), no allocation.
    mutating func updateShapes(
        linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>, step h: Double
    ) {
        for index in 0..<itemColliderCount where !shapesPlaced || bodyAwake[Int(colliders[index].body)] {
            placeShape(index, linear: linear, angular: angular, step: h)
        }
        shapesPlaced = true
    }

    /// Moves item shape `index` to its body and grows its box by how far it may travel until
    /// contacts are next found.
    ///
    /// - Complexity: O(its vertices).
    mutating func placeShape(
        _ index: Int, linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>,
        step h: Double
    ) {
        let (low, high) = moveVertices(of: index, linear: linear, angular: angular)
        let travel = sweepSpeed(of: index, linear: linear, angular: angular) * h * Double(ContactSettings.detectionInterval)
        let margin = travel + ContactSettings.speculativeDistance / 2
        let grown = colliders[index].radius + margin
        margins[index] = margin
        lower[index] = low - grown
        upper[index] = high + grown
    }

    /// Moves item shape `index`'s world vertices and normals to its body, and returns the box
    /// of its vertices, in pt.
    @discardableResult
    mutating func moveVertices(
        of index: Int, linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>
    ) -> (low: SIMD2<Double>, high: SIMD2<Double>) {
        let collider = colliders[index]
        let body = Int(collider.body)
        let position = linear[body].position, angle = angular[body].angle
        let (c, s) = (cos(angle), sin(angle))
        let first = Int(collider.firstVertex)
        var low = SIMD2(Double.infinity, Double.infinity), high = -low
        for vertex in first..<(first + Int(collider.vertexCount)) {
            let local = localVertices[vertex], normal = localNormals[vertex]
            let point = position + SIMD2(c * local.x - s * local.y, s * local.x + c * local.y)
            worldVertices[vertex] = point
            worldNormals[vertex] = SIMD2(c * normal.x - s * normal.y, s * normal.x + c * normal.y)
            low = pointwiseMin(low, point)
            high = pointwiseMax(high, point)
        }
        return (low, high)
    }

    /// Whether the item shapes `first` and `second` collide: on two bodies, in a collision
    /// behaviour together, and not both immovable (`firstMoves`: whether `first`'s body moves).
    @inline(__always)
    func collide(
        _ first: Collider, _ second: Collider, firstMoves: Bool, mass: UnsafeMutableBufferPointer<MassProperties>
    ) -> Bool {
        second.body != first.body && first.itemMask & second.itemMask != 0
            && (firstMoves || mass[Int(second.body)].inverseMass > 0)
    }

    /// Whether the boxes of colliders `first` and `second` meet.
    @inline(__always)
    func boxesMeet(_ first: Int, _ second: Int) -> Bool {
        lower[second].x <= upper[first].x && lower[first].x <= upper[second].x && lower[second].y <= upper[first].y
            && lower[first].y <= upper[second].y
    }

    /// The fastest any point of collider `index` moves, in pt/s: its body's speed plus its
    /// spin times the collider's reach.
    @inline(__always)
    func sweepSpeed(
        of index: Int, linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>
    ) -> Double {
        let body = Int(colliders[index].body)
        return Self.fastestPoint(velocity: linear[body].velocity, spin: angular[body].velocity, within: reach[index])
    }

    /// Finds the contacts: broadphase pairs, then exact tests, each contact matched to the
    /// previous detection's to carry its impulses; contacts that vanished while touching end.
    /// Pairs of shapes that do not move keep their previous contact as it was (dormant). An
    /// awake shape that reaches a sleeping one puts the sleeper's body in ``wakers``: wake its
    /// island, ``undoDetection()`` and detect again.
    ///
    /// - Complexity: O(shapes × (neighbours + segments)), no allocation once the scene is warm;
    ///   no exact test between shapes that do not move.
    mutating func detect(
        linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>,
        mass: UnsafeMutableBufferPointer<MassProperties>, step h: Double
    ) {
        swap(&manifolds, &previousManifolds)
        swap(&points, &previousPoints)
        wakers.removeAll(keepingCapacity: true)
        eventCountBeforeDetection = events.count
        manifolds.removeAll(keepingCapacity: true)
        points.removeAll(keepingCapacity: true)
        updateShapes(linear: linear, angular: angular, step: h)
        if detectedPositions.count != linear.count {
            detectedPositions = Array(repeating: .zero, count: linear.count)
            detectedAngles = Array(repeating: 0, count: linear.count)
        }
        for body in linear.indices {
            detectedPositions[body] = linear[body].position
            detectedAngles[body] = angular[body].angle
        }
        let itemCount = itemColliderCount
        lower.withUnsafeBufferPointer { lower in
            upper.withUnsafeBufferPointer { upper in
                grid.rebuild(
                    lower: UnsafeBufferPointer(rebasing: lower[0..<itemCount]),
                    upper: UnsafeBufferPointer(rebasing: upper[0..<itemCount]))
            }
        }
        var cursor = 0
        for shape in 0..<itemCount {
            lower.withUnsafeBufferPointer { lower in
                upper.withUnsafeBufferPointer { upper in
                    grid.partners(
                        of: shape, lower: UnsafeBufferPointer(rebasing: lower[0..<itemCount]),
                        upper: UnsafeBufferPointer(rebasing: upper[0..<itemCount]), into: &partners)
                }
            }
            let collider = colliders[shape]
            let movable = mass[Int(collider.body)].inverseMass > 0
            for partner in partners.indices {
                let other = Int(partners[partner])
                let second = colliders[other]
                guard collide(collider, second, firstMoves: movable, mass: mass) else { continue }
                let key = UInt64(shape) << 32 | UInt64(other)
                let (awake, otherAwake) = (bodyAwake[Int(collider.body)], bodyAwake[Int(second.body)])
                if !awake, !otherAwake {
                    keepDormant(key, cursor: &cursor)
                } else if !awake, movable {
                    noteWaker(sleeper: shape, waker: other)
                } else if !otherAwake, mass[Int(second.body)].inverseMass > 0 {
                    noteWaker(sleeper: other, waker: shape)
                } else if !keepUntested(key, a: shape, b: other, linear: linear, angular: angular, step: h, cursor: &cursor) {
                    addContact(a: shape, b: other, key: key, linear: linear, mass: mass, cursor: &cursor)
                }
            }
            guard movable, collider.boundaryMask != 0 else { continue }
            for segment in itemCount..<colliders.count where colliders[segment].boundaryMask & collider.boundaryMask != 0 {
                guard boxesMeet(shape, segment) else { continue }
                let key = UInt64(shape) << 32 | UInt64(segment)
                if !bodyAwake[Int(collider.body)] {
                    keepDormant(key, cursor: &cursor)
                } else if !keepUntested(key, a: segment, b: shape, linear: linear, angular: angular, step: h, cursor: &cursor) {
                    addContact(a: segment, b: shape, key: key, linear: linear, mass: mass, cursor: &cursor)
                }
            }
        }
        endVanished(upTo: .max, cursor: &cursor)
        longestAnchor = points.reduce(0) { max($0, $1.longerAnchorSquared) }.squareRoot()
    }

    /// Keeps the previous detection's contact `key` as it was, when there was one.
    private mutating func keepDormant(_ key: UInt64, cursor: inout Int) {
        endVanished(upTo: key, cursor: &cursor)
        guard cursor < previousManifolds.count, previousManifolds[cursor].key == key else { return }
        var manifold = previousManifolds[cursor]
        cursor += 1
        manifold.dormant = true
        appendAsItWas(manifold)
    }

    /// Appends the previous detection's contact `manifold` with its points as they were.
    @inline(__always)
    mutating func appendAsItWas(_ manifold: ContactManifold) {
        var manifold = manifold
        let first = Int(manifold.firstPoint)
        manifold.firstPoint = Int32(points.count)
        // One or two points, appended one by one: a slice appended costs more than its points.
        for slot in first..<first + Int(manifold.pointCount) { points.append(previousPoints[slot]) }
        manifolds.append(manifold)
    }

    /// Keeps the previous detection's contact `key` between the shapes `a` and `b` without an
    /// exact test when their bodies stayed where it was last tested, relative to each other
    /// (within ``ContactSettings/reuseDistance`` and ``ContactSettings/reuseAngle``), and
    /// approach too slowly to close half the speculative distance before the next detection: a
    /// pile falling as one, or a crowd at rest, is not tested again. Its gaps are moved with the
    /// bodies from the test, as between detections, and its impulses kept.
    ///
    /// - Returns: false when the shapes must be tested.
    private mutating func keepUntested(
        _ key: UInt64, a: Int, b: Int, linear: UnsafeMutableBufferPointer<LinearState>,
        angular: UnsafeMutableBufferPointer<AngularState>, step h: Double, cursor: inout Int
    ) -> Bool {
        endVanished(upTo: key, cursor: &cursor)
        guard cursor < previousManifolds.count, previousManifolds[cursor].key == key, previousManifolds[cursor].reusable
        else { return false }
        var manifold = previousManifolds[cursor]
        let bodyA = Int(manifold.bodyA), bodyB = Int(manifold.bodyB)
        let drift = detectedPositions[bodyB] - detectedPositions[bodyA] - manifold.testedOffset
        let turns = SIMD2(detectedAngles[bodyA], detectedAngles[bodyB]) - manifold.testedAngles
        let approach = linear[bodyB].velocity - linear[bodyA].velocity
        let speed =
            dot(approach, approach).squareRoot() + abs(angular[bodyA].velocity) * reach[a]
            + abs(angular[bodyB].velocity) * reach[b]
        guard dot(drift, drift) <= ContactSettings.reuseDistance * ContactSettings.reuseDistance,
            max(abs(turns.x), abs(turns.y)) <= ContactSettings.reuseAngle,
            speed * h * Double(ContactSettings.detectionInterval) <= ContactSettings.speculativeDistance / 2
        else { return false }
        cursor += 1
        let first = Int(manifold.firstPoint)
        manifold.firstPoint = Int32(points.count)
        manifold.wasTouching = manifold.touching
        (manifold.touching, manifold.dormant) = (false, false)
        let shift = dot(manifold.normal, drift)
        for var point in previousPoints[first..<first + Int(manifold.pointCount)] {
            point.foundSeparation = point.testedSeparation + shift + turns.y * point.normalArms.y - turns.x * point.normalArms.x
            point.separation = point.foundSeparation
            points.append(point)
        }
        manifolds.append(manifold)
        return true
    }

    /// Notes the sleeping shape `sleeper`'s body in ``wakers`` when it lies within the awake
    /// shape `waker`'s reach (their contact would be found).
    mutating func noteWaker(sleeper: Int, waker: Int) {
        let geometry = worldVertices.withUnsafeBufferPointer { vertices in
            worldNormals.withUnsafeBufferPointer { normals in
                Narrowphase.collide(
                    view(waker, vertices, normals), view(sleeper, vertices, normals), margin: margins[waker] + margins[sleeper])
            }
        }
        if geometry.count > 0 { wakers.append(colliders[sleeper].body) }
    }

    /// Takes back the last detection: the contacts and events are those before it.
    mutating func undoDetection() {
        swap(&manifolds, &previousManifolds)
        swap(&points, &previousPoints)
        events.removeLast(events.count - eventCountBeforeDetection)
        wakers.removeAll(keepingCapacity: true)
    }

    /// Tests the shapes `a` and `b` and appends their contact, its impulses carried over from
    /// the previous detection's contact with the same key and features.
    mutating func addContact(
        a: Int, b: Int, key: UInt64, linear: UnsafeMutableBufferPointer<LinearState>,
        mass: UnsafeMutableBufferPointer<MassProperties>, cursor: inout Int
    ) {
        let geometry = worldVertices.withUnsafeBufferPointer { vertices in
            worldNormals.withUnsafeBufferPointer { normals in
                Narrowphase.collide(view(a, vertices, normals), view(b, vertices, normals), margin: margins[a] + margins[b])
            }
        }
        guard geometry.count > 0 else { return }
        let first = colliders[a], second = colliders[b]
        let (bodyA, bodyB) = (Int(first.body), Int(second.body))
        let (friction, elasticity) =
            first.isSegment
            ? (second.friction, second.elasticity)
            : ((first.friction * second.friction).squareRoot(), max(first.elasticity, second.elasticity))
        var manifold = ContactManifold(
            key: key, colliderA: Int32(a), colliderB: Int32(b), bodyA: first.body, bodyB: second.body,
            normal: geometry.normal, friction: friction, elasticity: elasticity,
            firstPoint: Int32(points.count), pointCount: Int32(geometry.count))
        manifold.testedOffset = detectedPositions[bodyB] - detectedPositions[bodyA]
        manifold.testedAngles = SIMD2(detectedAngles[bodyA], detectedAngles[bodyB])
        manifold.reusable = true
        endVanished(upTo: key, cursor: &cursor)
        let previous = cursor < previousManifolds.count && previousManifolds[cursor].key == key ? cursor : nil
        if let previous {
            manifold.wasTouching = previousManifolds[previous].touching
            cursor += 1
        }
        let massA = mass[bodyA], massB = mass[bodyB]
        for index in 0..<geometry.count {
            let (point, separation, feature) =
                index == 0
                ? (geometry.point0, geometry.separation0, geometry.feature0)
                : (geometry.point1, geometry.separation1, geometry.feature1)
            var contact = ContactPoint(
                anchorA: point - linear[bodyA].position, anchorB: point - linear[bodyB].position, normal: geometry.normal,
                separation: separation, feature: feature)
            contact.normalMass = effectiveMass(arms: contact.normalArms, massA, massB)
            contact.tangentMass = effectiveMass(arms: contact.tangentArms, massA, massB)
            if let previous {
                let old = previousManifolds[previous]
                for slot in Int(old.firstPoint)..<Int(old.firstPoint + old.pointCount)
                where previousPoints[slot].feature == feature {
                    contact.normalImpulse = previousPoints[slot].normalImpulse
                    contact.tangentImpulse = previousPoints[slot].tangentImpulse
                }
            }
            points.append(contact)
        }
        if geometry.count == 2 {
            let first = Int(manifold.firstPoint)
            manifold.block = NormalBlock(points[first], points[first + 1], massA, massB)
        }
        manifolds.append(manifold)
    }

    /// Skips the previous detection's contacts ordered before `key`, ending those that touched.
    private mutating func endVanished(upTo key: UInt64, cursor: inout Int) {
        while cursor < previousManifolds.count, previousManifolds[cursor].key < key {
            endIfTouching(previousManifolds[cursor])
            cursor += 1
        }
    }

    /// Tells the delegates that the previous detection's contact `manifold` ended, when it
    /// touched.
    mutating func endIfTouching(_ manifold: ContactManifold) {
        guard manifold.touching else { return }
        events.append(ContactEvent(began: false, colliderA: manifold.colliderA, colliderB: manifold.colliderB, point: .zero))
    }

    /// 1 / (J M⁻¹ Jᵀ) for a push at a contact point whose arms along it are `arms` (on A and B).
    private func effectiveMass(arms: SIMD2<Double>, _ massA: MassProperties, _ massB: MassProperties) -> Double {
        let turnA = arms.x, turnB = arms.y
        let stiffness =
            massA.inverseMass + massB.inverseMass + massA.inverseInertia * turnA * turnA
            + massB.inverseInertia * turnB * turnB
        return stiffness > 0 ? 1 / stiffness : 0
    }

    private func view(
        _ index: Int, _ vertices: UnsafeBufferPointer<SIMD2<Double>>, _ normals: UnsafeBufferPointer<SIMD2<Double>>
    ) -> ShapeView {
        let collider = colliders[index]
        let first = Int(collider.firstVertex)
        return ShapeView(
            vertices: vertices.baseAddress! + first, normals: normals.baseAddress! + first,
            count: Int(collider.vertexCount), faces: collider.isOneSided ? 1 : Int(collider.vertexCount),
            radius: collider.radius)
    }
}
