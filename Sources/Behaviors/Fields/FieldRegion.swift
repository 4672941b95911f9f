import Foundation

/// Where a ``FieldBehavior`` acts, around its ``FieldBehavior/position``, as UIKit's `UIRegion`:
/// a circle, a rectangle, everywhere, and the inverse, union, intersection and difference of
/// regions.
///
/// ```swift
/// // A ring: inside 200 pt of the field's position, but not inside 50 pt.
/// field.region = FieldRegion.circle(radius: 200).subtracting(.circle(radius: 50))
/// ```
public indirect enum FieldRegion: Hashable, Sendable {
    /// Everywhere (UIKit's `UIRegion.infinite`).
    case infinite
    /// The points within `radius` pt of the field's position, its edge included.
    case circle(radius: CGFloat)
    /// The rectangle of `size` (pt) centred on the field's position, its edges included.
    case rectangle(size: CGSize)
    /// The points the region does not contain.
    case inverse(FieldRegion)
    /// The points either region contains.
    case union(FieldRegion, FieldRegion)
    /// The points both regions contain.
    case intersection(FieldRegion, FieldRegion)
    /// The points the first region contains and the second does not.
    case difference(FieldRegion, FieldRegion)

    /// The region's inverse (UIKit's `inverse()`).
    public func inverted() -> FieldRegion { .inverse(self) }

    /// The points this region or `other` contains.
    public func union(with other: FieldRegion) -> FieldRegion { .union(self, other) }

    /// The points both this region and `other` contain.
    public func intersection(with other: FieldRegion) -> FieldRegion { .intersection(self, other) }

    /// The points this region contains and `other` does not.
    public func subtracting(_ other: FieldRegion) -> FieldRegion { .difference(self, other) }

    /// Whether the region contains `offset`, a point relative to the field's position (pt).
    ///
    /// - Complexity: O(regions combined).
    public func contains(_ offset: CGPoint) -> Bool {
        contains(SIMD2(Double(offset.x), Double(offset.y)))
    }

    /// Whether the region contains `offset` (pt from the field's position): what a step asks for
    /// each item in the field.
    func contains(_ offset: SIMD2<Double>) -> Bool {
        switch self {
        case .infinite: true
        case let .circle(radius): (offset * offset).sum() <= Double(radius) * Double(radius)
        case let .rectangle(size): abs(offset.x) <= Double(size.width) / 2 && abs(offset.y) <= Double(size.height) / 2
        case let .inverse(region): !region.contains(offset)
        case let .union(first, second): first.contains(offset) || second.contains(offset)
        case let .intersection(first, second): first.contains(offset) && second.contains(offset)
        case let .difference(first, second): first.contains(offset) && !second.contains(offset)
        }
    }

    /// The first radius or size in the region that is NaN or negative, with its path
    /// (`region.difference.1.radius`), or `nil`.
    func firstBadValue(path: String = "region") -> (name: String, value: Double)? {
        switch self {
        case .infinite:
            return nil
        case let .circle(radius):
            return radius.isNaN || radius < 0 ? ("\(path).radius", Double(radius)) : nil
        case let .rectangle(size):
            if size.width.isNaN || size.width < 0 { return ("\(path).size.width", Double(size.width)) }
            return size.height.isNaN || size.height < 0 ? ("\(path).size.height", Double(size.height)) : nil
        case let .inverse(region):
            return region.firstBadValue(path: "\(path).inverse")
        case let .union(first, second), let .intersection(first, second), let .difference(first, second):
            return first.firstBadValue(path: "\(path).0") ?? second.firstBadValue(path: "\(path).1")
        }
    }
}
