import CollectionModel

/// A layout between two layouts during an interactive transition (Apple: UIKit ›
/// UICollectionViewTransitionLayout): each element is `transitionProgress` of the way from
/// where the current layout puts it to where the next does (frame and alpha), an element only one
/// of them has fading in or out. Setting the progress does nothing more: whoever sets it calls
/// `invalidateLayout()` for the collection view to move its items (Apple: transitionProgress,
/// "you should set the value of this property periodically and call invalidateLayout() to force
/// the collection view to update item positions").
@MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    public let currentLayout: UICollectionViewLayout
    public let nextLayout: UICollectionViewLayout
    private var animatedValues: [String: CGFloat] = [:]

    open var transitionProgress: CGFloat = 0

    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) { animatedValues[key] = value }
    open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }

    /// Apple documents no work of the transition layout's own here, so the model does none: the
    /// current layout was prepared when it was installed, both are told of the transition
    /// (`prepareForTransition(to:)`, `prepareForTransition(from:)`, "so that your layout object can
    /// perform any initial calculations"), and a subclass that needs more prepares it itself.
    override open func prepare() {}

    /// Apple documents interpolation for the items' attributes, not for the content size, so the
    /// model answers the current layout's size until the transition ends: a subclass whose
    /// content grows or shrinks with the progress answers for itself.
    override open var collectionViewContentSize: CGSize { currentLayout.collectionViewContentSize }

    /// Every element either layout shows in `rect`, each between both layouts' one-element
    /// answers for it.
    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let shown = (currentLayout.layoutAttributesForElements(in: rect) ?? []) + (nextLayout.layoutAttributesForElements(in: rect) ?? [])
        return Set(shown.map(ViewKey.init)).compactMap(attributesBetween)
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributesBetween(ViewKey(category: .cell, kind: nil, indexPath: indexPath))
    }

    override open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributesBetween(ViewKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath))
    }

    override open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributesBetween(ViewKey(category: .decorationView, kind: elementKind, indexPath: indexPath))
    }

    /// The element `key` `transitionProgress` of the way from the current layout's answer to the
    /// next one's; one that only one layout has fades; `nil` when neither has it.
    private func attributesBetween(_ key: ViewKey) -> UICollectionViewLayoutAttributes? {
        let (start, end) = (currentLayout.oneElementAnswer(for: key), nextLayout.oneElementAnswer(for: key))
        guard let base = start ?? end, let made = base.copy() as? UICollectionViewLayoutAttributes else { return nil }
        let p = transitionProgress
        let a = (start ?? base).frame, b = (end ?? base).frame
        made.frame = CGRect(x: a.minX + (b.minX - a.minX) * p, y: a.minY + (b.minY - a.minY) * p,
                            width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
        made.alpha = (start?.alpha ?? 0) * (1 - p) + (end?.alpha ?? 0) * p
        return made
    }
}
