/// Exact contact tests between circles, convex polygons and segments (two-vertex polygons
/// with both faces, or only the first for a one-sided segment), keeping the points whose gap is
/// within a speculative margin.
enum Narrowphase {
    /// The contact of `a` and `b`, or an empty result when they are further apart than `margin`.
    ///
    /// - Complexity: O(na × nb) for two polygons (separating axes), O(n) with a circle.
    static func collide(_ a: ShapeView, _ b: ShapeView, margin: Double) -> ContactGeometry {
        switch (a.count == 1, b.count == 1) {
        case (true, true): return circles(a, b, margin: margin)
        case (false, true): return polygonCircle(a, b, margin: margin)
        case (true, false):
            var result = polygonCircle(b, a, margin: margin)
            result.normal = -result.normal
            return result
        case (false, false): return polygons(a, b, margin: margin)
        }
    }

    private static func circles(_ a: ShapeView, _ b: ShapeView, margin: Double) -> ContactGeometry {
        var result = ContactGeometry()
        let offset = b.vertices[0] - a.vertices[0]
        let length = dot(offset, offset).squareRoot()
        // Concentric circles: push along y, any direction is as good.
        result.normal = length > 1e-12 ? offset / length : SIMD2(0, 1)
        let separation = length - a.radius - b.radius
        let point = a.vertices[0] + result.normal * (a.radius + separation / 2)
        result.add(point, separation: separation, feature: 0, margin: margin)
        return result
    }

    /// A polygon (or segment) `a` against the circle `b`; the normal points from a to b.
    private static func polygonCircle(_ a: ShapeView, _ b: ShapeView, margin: Double) -> ContactGeometry {
        var result = ContactGeometry()
        let center = b.vertices[0]
        var edge = 0
        var deepest = -Double.infinity
        for index in 0..<a.faces {
            let gap = dot(a.normals[index], center - a.vertices[index])
            if gap > deepest { (deepest, edge) = (gap, index) }
        }
        guard deepest - b.radius <= margin, !isWhollyBehind(a, deepest + b.radius) else { return result }
        let v1 = a.vertices[edge], v2 = a.vertices[(edge + 1) % a.count]
        var closest: SIMD2<Double>
        if dot(center - v1, v2 - v1) <= 0 {
            closest = v1
        } else if dot(center - v2, v1 - v2) <= 0 {
            closest = v2
        } else {
            closest = center - a.normals[edge] * deepest
        }
        let offset = center - closest
        let length = dot(offset, offset).squareRoot()
        let separation: Double
        if deepest <= 0 || length < 1e-12 {
            // The center is inside (or on) the polygon: out through the nearest face.
            result.normal = a.normals[edge]
            separation = deepest - b.radius
            closest = center - result.normal * deepest
        } else {
            result.normal = offset / length
            separation = length - b.radius
        }
        result.add(closest + result.normal * (separation / 2), separation: separation, feature: UInt32(edge), margin: margin)
        return result
    }

    /// True when `a` is one-sided and the other shape, whose point furthest in front of `a`'s
    /// face is `front` pt in front of it, lies wholly behind: a shape outside the reference
    /// bounds is left alone, only one across them is pushed back in.
    private static func isWhollyBehind(_ a: ShapeView, _ front: Double) -> Bool {
        a.faces < a.count && front < 0
    }

    /// The deepest face of `a` against `b`: the edge whose outward normal separates them most,
    /// or the first found to separate them by more than `margin` (the shapes then do not touch,
    /// and which face is deepest does not matter).
    private static func deepestFace(_ a: ShapeView, _ b: ShapeView, margin: Double) -> (edge: Int, separation: Double) {
        var best = -Double.infinity
        var edge = 0
        for index in 0..<a.faces {
            let normal = a.normals[index], origin = a.vertices[index]
            var nearest = Double.infinity
            for vertex in 0..<b.count { nearest = min(nearest, dot(normal, b.vertices[vertex] - origin)) }
            if nearest > margin { return (index, nearest) }
            if nearest > best { (best, edge) = (nearest, index) }
        }
        return (edge, best)
    }

    /// Two polygons: separating axes, then the incident edge clipped to the reference face.
    private static func polygons(_ a: ShapeView, _ b: ShapeView, margin: Double) -> ContactGeometry {
        let faceA = deepestFace(a, b, margin: margin)
        guard faceA.separation <= margin else { return ContactGeometry() }
        let faceB = deepestFace(b, a, margin: margin)
        guard faceB.separation <= margin else { return ContactGeometry() }
        if a.faces < a.count {
            var front = -Double.infinity
            for vertex in 0..<b.count { front = max(front, dot(a.normals[0], b.vertices[vertex] - a.vertices[0])) }
            if isWhollyBehind(a, front + b.radius) { return ContactGeometry() }
        }
        // Prefer A's face unless B's is clearly deeper, so the choice does not flicker; a
        // one-sided segment always pushes along its face.
        let flip = a.faces == a.count && faceB.separation > faceA.separation + 0.05
        let (reference, incident, edge) = flip ? (b, a, faceB.edge) : (a, b, faceA.edge)
        let normal = reference.normals[edge]
        var incidentEdge = 0
        var mostOpposed = Double.infinity
        for index in 0..<incident.count {
            let alignment = dot(normal, incident.normals[index])
            if alignment < mostOpposed { (mostOpposed, incidentEdge) = (alignment, index) }
        }
        let r1 = reference.vertices[edge], r2 = reference.vertices[(edge + 1) % reference.count]
        var p1 = incident.vertices[incidentEdge], p2 = incident.vertices[(incidentEdge + 1) % incident.count]
        let tangent = SIMD2(-normal.y, normal.x)
        let lower = dot(tangent, r1), upper = dot(tangent, r2)
        guard clip(&p1, &p2, tangent: tangent, lower: lower, upper: upper) else { return ContactGeometry() }
        var result = ContactGeometry()
        result.normal = flip ? -normal : normal
        let base = (flip ? 1 << 24 : 0) | UInt32(edge) << 16 | UInt32(incidentEdge) << 8
        for index in 0..<2 {
            let point = index == 0 ? p1 : p2
            let separation = dot(normal, point - r1)
            result.add(point - normal * (separation / 2), separation: separation, feature: base | UInt32(index), margin: margin)
        }
        return result
    }

    /// Clips the segment p1 p2 to `lower ≤ tangent · p ≤ upper`; false when nothing is left.
    private static func clip(
        _ p1: inout SIMD2<Double>, _ p2: inout SIMD2<Double>, tangent: SIMD2<Double>, lower: Double, upper: Double
    ) -> Bool {
        var d1 = dot(tangent, p1), d2 = dot(tangent, p2)
        if d1 > d2 {
            swap(&p1, &p2)
            swap(&d1, &d2)
        }
        guard d2 >= lower, d1 <= upper else { return false }
        let length = d2 - d1
        let (start, end) = (p1, p2)
        if d1 < lower, length > 0 { p1 = start + (end - start) * ((lower - d1) / length) }
        if d2 > upper, length > 0 { p2 = start + (end - start) * ((upper - d1) / length) }
        return true
    }
}
