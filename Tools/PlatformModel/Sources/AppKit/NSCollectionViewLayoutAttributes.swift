/// The kinds of element (Apple: AppKit › NSCollectionElementCategory).
public enum NSCollectionElementCategory: Int, Sendable {
    case item, supplementaryView, decorationView, interItemGap
}

/// What a layout says about one element (Apple: AppKit › NSCollectionViewLayoutAttributes): a
/// frame, alpha, z index and hidden; no transform. The factories make an instance of the class
/// they are called on; `copy(with:)` copies every property, `isEqual(_:)` compares them (Apple:
/// NSCollectionView.h, "apply is sent only when the attributes change per isEqual:").
@MainActor
open class NSCollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    open var frame = NSRect.zero
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath: IndexPath?
    public private(set) var representedElementCategory = NSCollectionElementCategory.item
    public private(set) var representedElementKind: String?

    public required override init() {
        super.init()
    }

    public convenience init(forItemWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: NSCollectionView.SupplementaryElementKind, with indexPath: IndexPath) {
        self.init()
        (self.indexPath, representedElementCategory, representedElementKind) = (indexPath, .supplementaryView, elementKind)
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: NSCollectionView.DecorationElementKind, with indexPath: IndexPath) {
        self.init()
        (self.indexPath, representedElementCategory, representedElementKind) = (indexPath, .decorationView, decorationViewKind)
    }

    open var size: NSSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copied = type(of: self).init()
        (copied.frame, copied.alpha, copied.zIndex, copied.isHidden, copied.indexPath) = (frame, alpha, zIndex, isHidden, indexPath)
        (copied.representedElementCategory, copied.representedElementKind) = (representedElementCategory, representedElementKind)
        return copied
    }

    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        nonisolated(unsafe) let object = object
        return MainActor.assumeIsolated {
            guard let other = object as? NSCollectionViewLayoutAttributes else { return false }
            return other.frame == frame && other.alpha == alpha && other.zIndex == zIndex && other.isHidden == isHidden
                && other.indexPath == indexPath && other.representedElementCategory == representedElementCategory
                && other.representedElementKind == representedElementKind
        }
    }
}
