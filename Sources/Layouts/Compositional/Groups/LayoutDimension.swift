import Foundation
import LayoutKitCore

/// One dimension (a width or a height) of an item, a group or a badge of a ``GroupSectionLayout``,
/// as UIKit's `NSCollectionLayoutDimension`.
public enum LayoutDimension: Hashable, Sendable {
    /// A fraction of the container's width: the section's room for a top-level group, the
    /// enclosing group's room (inside its content insets) for a subitem, the owner's frame for a badge.
    case fractionalWidth(CGFloat)
    /// A fraction of the container's height (see ``fractionalWidth(_:)``).
    case fractionalHeight(CGFloat)
    /// A length in points.
    case absolute(CGFloat)
    /// A length in points the layout starts with; along the section's group axis the host measures
    /// the cell and the layout takes the measured length (self-sizing).
    case estimated(CGFloat)

    /// True for ``estimated(_:)``.
    public var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }

    /// The length in points in a container of `container` points (an estimate counts as its value).
    func length(in container: CGSize) -> CGFloat {
        switch self {
        case let .fractionalWidth(fraction): fraction * container.width
        case let .fractionalHeight(fraction): fraction * container.height
        case let .absolute(length), let .estimated(length): length
        }
    }

    /// Throws unless the value is finite and not negative (an estimate: positive).
    func validate(named name: @autoclosure () -> String) throws {
        switch self {
        case let .fractionalWidth(value), let .fractionalHeight(value), let .absolute(value):
            try LayoutError.requireNonNegative(value, named: name())
        case let .estimated(value):
            try LayoutError.requireFinite(value, named: name())
            guard value > 0 else {
                throw LayoutError.invalidParameter(name: name(), value: Double(value), reason: "an estimate must be positive")
            }
        }
    }
}

/// A width and a height, as UIKit's `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    /// The horizontal dimension.
    public var width: LayoutDimension
    /// The vertical dimension.
    public var height: LayoutDimension

    /// Creates a size from its two dimensions.
    public init(width: LayoutDimension, height: LayoutDimension) {
        self.width = width
        self.height = height
    }

    /// The dimension along `axis` (the width for horizontal).
    func dimension(along axis: ScrollDirection) -> LayoutDimension {
        axis == .horizontal ? width : height
    }

    /// The size in points in a container of `container` points.
    func size(in container: CGSize) -> CGSize {
        CGSize(width: width.length(in: container), height: height.length(in: container))
    }

    func validate(named name: @autoclosure () -> String) throws {
        try width.validate(named: "\(name()).width")
        try height.validate(named: "\(name()).height")
    }
}

/// The space between two neighbours in a group, or around an element, as UIKit's
/// `NSCollectionLayoutSpacing`.
public enum LayoutSpacing: Hashable, Sendable {
    /// Exactly this many points.
    case fixed(CGFloat)
    /// At least this many points; the room the group has left is shared equally among its
    /// flexible spacings.
    case flexible(CGFloat)

    /// The points the spacing takes at least.
    var minimum: CGFloat {
        switch self {
        case let .fixed(value), let .flexible(value): value
        }
    }

    var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }

    func validate(named name: @autoclosure () -> String) throws {
        try LayoutError.requireNonNegative(minimum, named: name())
    }
}

/// The space around an element inside its enclosing group, per edge, as UIKit's
/// `NSCollectionLayoutEdgeSpacing`: along the group's axis it adds to the spacing between the
/// element and its neighbours (and to the group's edges), across it it places the element
/// (flexible top and bottom of 0 centre it). `nil` is no space.
public struct EdgeSpacing: Hashable, Sendable {
    /// Before the element horizontally (left; a right-to-left host mirrors the layout).
    public var leading: LayoutSpacing?
    /// Above the element.
    public var top: LayoutSpacing?
    /// After the element horizontally (right).
    public var trailing: LayoutSpacing?
    /// Below the element.
    public var bottom: LayoutSpacing?

    /// Creates an edge spacing; an edge left `nil` has no space.
    public init(
        leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil,
        bottom: LayoutSpacing? = nil
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spacings before and after the element along `axis`.
    func spacings(along axis: ScrollDirection) -> (before: LayoutSpacing?, after: LayoutSpacing?) {
        axis == .horizontal ? (leading, trailing) : (top, bottom)
    }

    func validate(named name: @autoclosure () -> String) throws {
        for (edge, spacing) in [("leading", leading), ("top", top), ("trailing", trailing), ("bottom", bottom)] {
            try spacing?.validate(named: "\(name()).\(edge)")
        }
    }
}
