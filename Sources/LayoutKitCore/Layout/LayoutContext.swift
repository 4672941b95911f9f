import Foundation

/// Everything a host tells a layout about the collection it lays out.
///
/// A UIKit layout reads these from its `collectionView`; a LayoutKit layout receives them in
/// ``CollectionLayout/prepare(_:)`` and with every bounds change, so it runs the same with a
/// UIKit collection view, an AppKit one or the headless host.
///
/// ```swift
/// let context = LayoutContext(
///     bounds: CGRect(x: 0, y: 0, width: 320, height: 568),
///     itemCounts: [120]
/// )
/// try layout.prepare(context)
/// ```
public struct LayoutContext {
    /// The visible part of the content: origin is the content offset, size the viewport, in points.
    /// Like the touch and the pinch, in the layout's own left-to-right space: a right-to-left host
    /// that mirrors the layout reflects them across the content width first.
    public var bounds: CGRect
    /// Extra space around the content inside the viewport, in points (the adjusted content inset).
    public var contentInset: EdgeInsets
    /// The number of items in each section; its count is the number of sections.
    public var itemCounts: [Int]
    /// The size of each item, in points, when the host's delegate provides one; `nil` lets the
    /// layout use its own item size. Asked at most once per item per layout pass.
    public var itemSizeProvider: ((IndexPath) -> CGSize)?
    /// The finger on the collection while a pan is under way; `nil` when no finger is down.
    public var touch: TouchState?
    /// The two fingers of a pinch under way; `nil` when no pinch is.
    public var pinch: PinchState?
    /// The host's reading direction.
    public var layoutDirection: LayoutDirection
    /// Pixels per point on the host's display (2 or 3 on phones); layouts round to this grid.
    public var displayScale: CGFloat

    /// Creates a context; the defaults describe a left-to-right, 1x display without a touch or a pinch.
    public init(
        bounds: CGRect,
        contentInset: EdgeInsets = .zero,
        itemCounts: [Int],
        itemSizeProvider: ((IndexPath) -> CGSize)? = nil,
        touch: TouchState? = nil,
        pinch: PinchState? = nil,
        layoutDirection: LayoutDirection = .leftToRight,
        displayScale: CGFloat = 1
    ) {
        self.bounds = bounds
        self.contentInset = contentInset
        self.itemCounts = itemCounts
        self.itemSizeProvider = itemSizeProvider
        self.touch = touch
        self.pinch = pinch
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
    }

    /// The number of sections.
    public var numberOfSections: Int { itemCounts.count }

    /// The number of items in `section`, or 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The total number of items in every section.
    public var totalItemCount: Int { itemCounts.reduce(0, +) }

    /// The visible rectangle in content coordinates, in points (the bounds).
    public var visibleRect: CGRect { bounds }

    /// The viewport size less the content inset, in points: the room a layout fills across its
    /// scrolling axis. Never negative.
    public var insetViewportSize: CGSize {
        CGSize(
            width: max(0, bounds.width - contentInset.horizontal),
            height: max(0, bounds.height - contentInset.vertical)
        )
    }

    /// Throws unless the index path names an existing item.
    ///
    /// - Throws: ``LayoutError/indexPathOutOfRange(_:sectionCount:itemCount:)``.
    public func validateItem(_ indexPath: IndexPath) throws {
        guard indexPath.count == 2, itemCounts.indices.contains(indexPath.section) else {
            throw LayoutError.indexPathOutOfRange(indexPath, sectionCount: numberOfSections, itemCount: nil)
        }
        let count = itemCounts[indexPath.section]
        guard (0..<count).contains(indexPath.item) else {
            throw LayoutError.indexPathOutOfRange(indexPath, sectionCount: numberOfSections, itemCount: count)
        }
    }

    /// Checks the context itself: finite, non-negative bounds size, finite insets, non-negative
    /// item counts, a positive display scale.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming the first bad value.
    /// - Complexity: O(sections).
    public func validate() throws {
        try validateGeometry()
        for (section, count) in itemCounts.enumerated() where count < 0 {
            throw LayoutError.invalidParameter(
                name: "itemCounts[\(section)]", value: Double(count), reason: "must not be negative")
        }
    }

    /// Checks everything but the item counts: finite, non-negative bounds size, finite insets, a
    /// positive display scale. What a layout checks on a prepare whose counts it already checked.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming the first bad value.
    /// - Complexity: O(1).
    public func validateGeometry() throws {
        try LayoutError.requireFinite(bounds.origin.x, named: "bounds.origin.x")
        try LayoutError.requireFinite(bounds.origin.y, named: "bounds.origin.y")
        try bounds.size.validate(named: "bounds.size")
        try contentInset.validate(named: "contentInset")
        try LayoutError.requireFinite(displayScale, named: "displayScale")
        guard displayScale > 0 else {
            throw LayoutError.invalidParameter(
                name: "displayScale", value: Double(displayScale), reason: "must be positive")
        }
    }

    /// `value` rounded to the nearest pixel of the display.
    public func roundedToPixel(_ value: CGFloat) -> CGFloat {
        value.roundedToPixel(scale: displayScale)
    }
}
