import Foundation
import LayoutKitCore

/// One item of a group: a cell of the section, as UIKit's `NSCollectionLayoutItem`.
public struct LayoutItem: Hashable, Sendable {
    /// The room the item takes in its group.
    public var size: LayoutSize
    /// Shrink the cell's frame inside the item's room (the room, spacing and fractions are
    /// computed without them), as UIKit's `contentInsets`.
    public var contentInsets: EdgeInsets
    /// Space around the item inside its group.
    public var edgeSpacing: EdgeSpacing?
    /// Badges shown with the item's cell.
    public var supplementaryItems: [ItemSupplementaryItem]

    /// Creates an item of `size`, with no insets, spacing or badges unless given.
    public init(
        size: LayoutSize, contentInsets: EdgeInsets = .zero, edgeSpacing: EdgeSpacing? = nil,
        supplementaryItems: [ItemSupplementaryItem] = []
    ) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }
}

/// The edges of an element a badge is anchored to.
public struct AnchorEdges: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = AnchorEdges(rawValue: 1 << 0)
    /// The left edge (a right-to-left host mirrors the layout).
    public static let leading = AnchorEdges(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = AnchorEdges(rawValue: 1 << 2)
    /// The right edge.
    public static let trailing = AnchorEdges(rawValue: 1 << 3)
}

/// Where a badge sits on its element, as UIKit's `NSCollectionLayoutAnchor`.
///
/// Along each axis the badge lies inside the element against the edge named (top or bottom,
/// leading or trailing), or is centred on the element when that axis names no edge; then it moves
/// by the offset: points, or fractions of the badge's own size (`(0.5, -0.5)` with
/// `[.top, .trailing]` puts the badge's centre on the top trailing corner).
public struct SupplementaryAnchor: Hashable, Sendable {
    /// How far the badge moves from its anchored place.
    public enum Offset: Hashable, Sendable {
        /// In points.
        case absolute(CGPoint)
        /// In fractions of the badge's width and height.
        case fractional(CGPoint)
    }

    /// The edges the badge lies against; an axis with none centres the badge along it.
    public var edges: AnchorEdges
    /// How far the badge moves from its anchored place.
    public var offset: Offset

    /// Creates an anchor against `edges`, moved by `offset` (none unless given).
    public init(edges: AnchorEdges, offset: Offset = .absolute(.zero)) {
        self.edges = edges
        self.offset = offset
    }

    /// The badge's frame of `size` on an element whose frame is `owner`.
    func frame(ofSize size: CGSize, on owner: CGRect) -> CGRect {
        let shift =
            switch offset {
            case let .absolute(point): point
            case let .fractional(point): CGPoint(x: point.x * size.width, y: point.y * size.height)
            }
        return CGRect(
            x: Self.place(
                size.width, in: owner.minX, owner.maxX, before: edges.contains(.leading),
                after: edges.contains(.trailing)) + shift.x,
            y: Self.place(
                size.height, in: owner.minY, owner.maxY, before: edges.contains(.top),
                after: edges.contains(.bottom)) + shift.y,
            width: size.width, height: size.height)
    }

    private static func place(_ length: CGFloat, in low: CGFloat, _ high: CGFloat, before: Bool, after: Bool) -> CGFloat {
        if before { return low }
        if after { return high - length }
        return (low + high - length) / 2
    }

    func validate(named name: @autoclosure () -> String) throws {
        for (first, second, names) in [
            (AnchorEdges.top, AnchorEdges.bottom, "top and bottom"),
            (.leading, .trailing, "leading and trailing")
        ]
        where edges.isSuperset(of: [first, second]) {
            throw LayoutError.invalidParameter(
                name: "\(name()).edges", value: Double(edges.rawValue), reason: "names both \(names): anchor to one of them")
        }
        let point =
            switch offset {
            case let .absolute(point), let .fractional(point): point
            }
        try LayoutError.requireFinite(point.x, named: "\(name()).offset.x")
        try LayoutError.requireFinite(point.y, named: "\(name()).offset.y")
    }
}

/// A badge on an item or a group, as UIKit's `NSCollectionLayoutSupplementaryItem`: a
/// supplementary view of `kind`. An item's badge has the item's index path; a group's badges of
/// one kind are numbered group after group (see ``GroupSectionLayout``).
public struct ItemSupplementaryItem: Hashable, Sendable {
    /// The supplementary view's kind.
    public var kind: String
    /// Fractions are of the owner's frame; badges do not self-size, so no estimate.
    public var size: LayoutSize
    /// Where the badge sits on its owner.
    public var anchor: SupplementaryAnchor
    /// The badge's z index (cells have 0, or a custom group's z index).
    public var zIndex: Int

    /// Creates a badge of `kind` and `size` at `anchor`, above the cells unless `zIndex` says otherwise.
    public init(kind: String, size: LayoutSize, anchor: SupplementaryAnchor, zIndex: Int = 1) {
        self.kind = kind
        self.size = size
        self.anchor = anchor
        self.zIndex = zIndex
    }

    func validate(named name: @autoclosure () -> String) throws {
        try size.validate(named: "\(name()).size")
        for (axis, dimension) in [("width", size.width), ("height", size.height)] {
            if case let .estimated(value) = dimension {
                throw LayoutError.invalidParameter(
                    name: "\(name()).size.\(axis)", value: Double(value),
                    reason: "a badge does not self-size: give it an absolute or fractional size")
            }
        }
        try anchor.validate(named: "\(name()).anchor")
    }
}
