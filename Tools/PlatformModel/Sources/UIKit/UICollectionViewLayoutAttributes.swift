/// What a layout says about one element (Apple: UIKit › UICollectionViewLayoutAttributes).
///
/// Modelled: the three factory initialisers make an instance of the class they are called on
/// (Apple: init(forCellWith:), "instancetype"); `copy(with:)` copies every property into a new
/// instance of the same class, and `isEqual(_:)` compares them; subclasses that add properties
/// override both (Apple: "Subclassing notes").
@MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    open var frame: CGRect = .zero
    open var transform3D = CATransform3DIdentity
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath = IndexPath()
    public private(set) var representedElementCategory = UICollectionView.ElementCategory.cell
    public private(set) var representedElementKind: String?

    public required override init() {
        super.init()
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        (self.indexPath, representedElementCategory, representedElementKind) = (indexPath, .supplementaryView, elementKind)
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        (self.indexPath, representedElementCategory, representedElementKind) = (indexPath, .decorationView, decorationViewKind)
    }

    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copied = type(of: self).init()
        (copied.frame, copied.transform3D, copied.alpha, copied.zIndex, copied.isHidden) = (frame, transform3D, alpha, zIndex, isHidden)
        (copied.indexPath, copied.representedElementCategory, copied.representedElementKind) = (indexPath, representedElementCategory, representedElementKind)
        return copied
    }

    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        nonisolated(unsafe) let object = object
        return MainActor.assumeIsolated {
            guard let other = object as? UICollectionViewLayoutAttributes else { return false }
            return other.frame == frame && other.transform3D == transform3D && other.alpha == alpha && other.zIndex == zIndex
                && other.isHidden == isHidden && other.indexPath == indexPath
                && other.representedElementCategory == representedElementCategory && other.representedElementKind == representedElementKind
        }
    }
}
