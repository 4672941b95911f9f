/// The collection view's data (Apple: UIKit › UICollectionViewDataSource). Swift on Linux has
/// no optional protocol requirements: the model gives the optional ones default answers
/// (`numberOfSections(in:)` is 1; `canMoveItemAt` true), and `moveItemAt`'s default does nothing.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// The collection view's delegate (Apple: UIKit › UICollectionViewDelegate). Every method is
/// optional; the model's defaults do what UIKit does when the delegate does not implement one.
@MainActor
public protocol UICollectionViewDelegate: AnyObject {
    /// The user selected the item at `indexPath` (Apple: collectionView(_:didSelectItemAt:): "It
    /// does not call this method when you programmatically set the selection").
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// The transition layout to use between two layouts (Apple:
    /// collectionView(_:transitionLayoutForOldLayout:newLayout:)); without it UIKit makes a
    /// `UICollectionViewTransitionLayout` of its own.
    func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                        newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    public func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                               newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
}

/// The flow layout's delegate (Apple: UIKit › UICollectionViewDelegateFlowLayout): every method
/// is optional, so a delegate may adopt it and implement none.
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {}

/// The model's spelling of the optional `collectionView(_:layout:sizeForItemAt:)` of
/// `UICollectionViewDelegateFlowLayout` (Apple: collectionView(_:layout:sizeForItemAt:)): a
/// delegate that implements it adopts this protocol; adopting it is the model's
/// `responds(to:)`.
@MainActor
public protocol UICollectionViewDelegateFlowLayoutSizing: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
}
