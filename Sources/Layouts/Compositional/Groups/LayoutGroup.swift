import Foundation
import LayoutKitCore

/// A subitem of a group: an item (a cell) or a nested group.
public enum LayoutGroupElement: Hashable, Sendable {
    /// An item: one cell of the section.
    case item(LayoutItem)
    /// A group nested in its parent, laid out as one subitem.
    case group(LayoutGroup)

    var size: LayoutSize {
        get {
            switch self {
            case let .item(item): item.size
            case let .group(group): group.size
            }
        }
        set {
            switch self {
            case var .item(item):
                item.size = newValue
                self = .item(item)
            case var .group(group):
                group.size = newValue
                self = .group(group)
            }
        }
    }

    var edgeSpacing: EdgeSpacing? {
        switch self {
        case let .item(item): item.edgeSpacing
        case let .group(group): group.edgeSpacing
        }
    }
}

/// What a custom group's item provider knows: the room inside the group's content insets.
public struct GroupEnvironment: Hashable, Sendable {
    /// The group's size less its content insets, in points: the frames the provider returns are
    /// relative to the top left of this room.
    public var contentSize: CGSize
    /// The size of the group's container (the room the group's fractions are of), in points.
    public var containerSize: CGSize

    /// Creates an environment from the group's room and its container's size, in points.
    public init(contentSize: CGSize, containerSize: CGSize) {
        self.contentSize = contentSize
        self.containerSize = containerSize
    }
}

/// One item of a custom group: a cell's frame, relative to the group's room.
public struct CustomGroupItem: Hashable, Sendable {
    /// The cell's frame in points, relative to the top left of the group's room.
    public var frame: CGRect
    /// The cell's z index: a higher one is drawn above a lower one.
    public var zIndex: Int

    /// Creates an item of a custom group from its frame, in points, and its z index.
    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// A custom group's provider, compared by identity: two custom groups are equal when they share
/// one provider (a copy of a group keeps it).
final class CustomGroupProvider: Sendable {
    let provide: @Sendable (GroupEnvironment) -> [CustomGroupItem]

    init(_ provide: @escaping @Sendable (GroupEnvironment) -> [CustomGroupItem]) {
        self.provide = provide
    }
}

/// Items and groups laid out side by side, as UIKit's `NSCollectionLayoutGroup`: the pattern a
/// ``GroupSectionLayout`` repeats. Its leaves (the items, depth first) take the section's items
/// in order.
///
/// Two groups are equal when they describe the same layout; custom groups compare their
/// provider by identity.
public struct LayoutGroup: Hashable, Sendable {
    /// How a group arranges its subitems.
    enum Arrangement: Hashable, Sendable {
        /// Side by side along the axis.
        case stack(ScrollDirection)
        /// Where a provider says.
        case custom(CustomGroupProvider)

        static func == (lhs: Arrangement, rhs: Arrangement) -> Bool {
            switch (lhs, rhs) {
            case let (.stack(left), .stack(right)): left == right
            case let (.custom(left), .custom(right)): left === right
            default: false
            }
        }

        func hash(into hasher: inout Hasher) {
            switch self {
            case let .stack(axis): hasher.combine(axis)
            case let .custom(provider): hasher.combine(ObjectIdentifier(provider))
            }
        }
    }

    /// The room the group takes in its container.
    public var size: LayoutSize
    /// The space between neighbouring subitems; `nil` is none.
    public var interItemSpacing: LayoutSpacing?
    /// Shrink the room the subitems share (their fractions are of the room inside).
    public var contentInsets: EdgeInsets
    /// Space around a nested group inside its enclosing group; a top-level group must have none
    /// (the section's content insets and inter-group spacing place it).
    public var edgeSpacing: EdgeSpacing?
    /// Badges on the group.
    public var supplementaryItems: [ItemSupplementaryItem]
    let arrangement: Arrangement
    /// The subitems; one when the group repeats it.
    public private(set) var subitems: [LayoutGroupElement]
    /// How many times the group repeats its one subitem, whose length along the group's axis is
    /// then derived so that the copies and spacings fill the group; `nil` lays out `subitems` as given.
    public private(set) var repeatCount: Int?

    init(size: LayoutSize, arrangement: Arrangement, subitems: [LayoutGroupElement], repeatCount: Int?) {
        self.size = size
        self.arrangement = arrangement
        self.subitems = subitems
        self.repeatCount = repeatCount
        interItemSpacing = nil
        contentInsets = .zero
        edgeSpacing = nil
        supplementaryItems = []
    }

    /// Subitems side by side, left to right.
    public static func horizontal(size: LayoutSize, subitems: [LayoutGroupElement]) -> LayoutGroup {
        LayoutGroup(size: size, arrangement: .stack(.horizontal), subitems: subitems, repeatCount: nil)
    }

    /// Subitems one under the other.
    public static func vertical(size: LayoutSize, subitems: [LayoutGroupElement]) -> LayoutGroup {
        LayoutGroup(size: size, arrangement: .stack(.vertical), subitems: subitems, repeatCount: nil)
    }

    /// `count` copies of `subitem` side by side, each as wide as makes them and their spacings fill the group.
    public static func horizontal(size: LayoutSize, repeating subitem: LayoutGroupElement, count: Int) -> LayoutGroup {
        LayoutGroup(size: size, arrangement: .stack(.horizontal), subitems: [subitem], repeatCount: count)
    }

    /// `count` copies of `subitem` one under the other, each as tall as makes them fill the group.
    public static func vertical(size: LayoutSize, repeating subitem: LayoutGroupElement, count: Int) -> LayoutGroup {
        LayoutGroup(size: size, arrangement: .stack(.vertical), subitems: [subitem], repeatCount: count)
    }

    /// Items where `itemProvider` says, called once per layout pass with the group's room.
    public static func custom(
        size: LayoutSize, _ itemProvider: @escaping @Sendable (GroupEnvironment) -> [CustomGroupItem]
    ) -> LayoutGroup {
        LayoutGroup(size: size, arrangement: .custom(CustomGroupProvider(itemProvider)), subitems: [], repeatCount: nil)
    }
}
