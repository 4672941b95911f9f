import Foundation

/// Where and how one element of a collection is shown: the value a layout hands its host.
///
/// The counterpart of `UICollectionViewLayoutAttributes`, as a value type. `frame`, `center` and
/// `size` stay consistent whichever is set; as in UIKit, the transform does not change the frame.
///
/// ```swift
/// var attributes = LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0))
/// attributes.frame = CGRect(x: 10, y: 10, width: 44, height: 44)
/// attributes.transform3D = Transform3D(scaleX: 1.3, y: 1.3)
/// attributes.zIndex = 1
/// ```
public struct LayoutAttributes: Hashable, Sendable {
    /// The index path of the element: item and section for cells, usually section (and item 0)
    /// for headers and footers.
    public var indexPath: IndexPath
    /// Whether this is a cell, a supplementary view or a decoration view, and its kind.
    public var category: ElementCategory
    /// The untransformed frame in the collection's content coordinates, in points. Stored as
    /// given, so a pixel-aligned frame reads back exactly; the transform does not change it.
    public var frame: CGRect
    /// The transform applied about the element's center.
    public var transform3D: Transform3D {
        get { transformStorage?.value ?? .identity }
        set { transformStorage = newValue.isIdentity ? nil : TransformStorage(newValue) }
    }
    /// The opacity, from 0 (invisible) to 1 (opaque).
    public var alpha: CGFloat
    /// The stacking order: higher values are drawn above lower ones.
    public var zIndex: Int
    /// Whether the host should hide the element.
    public var isHidden: Bool
    /// The transform when it is not the identity: most elements have none, so attributes stay
    /// small and cheap to copy.
    @usableFromInline var transformStorage: TransformStorage?
    /// The custom values when there are any (see ``customValues``).
    @usableFromInline var customValueStorage: CustomValueStorage?

    /// Creates attributes; a `nil` transform means the identity.
    @inlinable
    public init(
        indexPath: IndexPath,
        category: ElementCategory,
        frame: CGRect = .zero,
        transform3D: Transform3D? = nil,
        alpha: CGFloat = 1,
        zIndex: Int = 0,
        isHidden: Bool = false
    ) {
        self.indexPath = indexPath
        self.category = category
        self.frame = frame
        self.transformStorage = transform3D.flatMap { $0.isIdentity ? nil : TransformStorage($0) }
        self.alpha = alpha
        self.zIndex = zIndex
        self.isHidden = isHidden
    }

    /// Attributes for the cell at `indexPath`, with a zero frame.
    public init(forCellAt indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .cell)
    }

    /// Attributes for a supplementary view of `kind` at `indexPath`, with a zero frame.
    public init(forSupplementaryViewOfKind kind: String, at indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .supplementaryView(kind: kind))
    }

    /// Attributes for a decoration view of `kind` at `indexPath`, with a zero frame.
    public init(forDecorationViewOfKind kind: String, at indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .decorationView(kind: kind))
    }

    /// The center of the element, in points; setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The untransformed size of the element, in points; setting it keeps the center.
    public var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                width: newValue.width, height: newValue.height)
        }
    }

    /// The bounds in the element's own coordinates: origin zero, `size`.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The key that identifies the element across queries.
    public var key: ElementKey { ElementKey(category: category, indexPath: indexPath) }

    /// True when these attributes come before `other` in key order: `key < other.key`, without
    /// making the two keys (a host sorts every element of every frame by key).
    @inlinable
    public func precedes(_ other: LayoutAttributes) -> Bool {
        if case .cell = category, case .cell = other.category { return indexPath < other.indexPath }
        return key < other.key
    }

    /// True when the geometry (center, size, transform) and alpha hold no NaN or infinity.
    public var isFinite: Bool {
        frame.isFinite && transform3D.isFinite && alpha.isFinite
    }
}
