/// One change of a batch update, as a layout receives it (Apple: UIKit ›
/// UICollectionViewUpdateItem): an insert has no index path before, a delete none after; a
/// section's change names the section with an item of `NSNotFound`.
@MainActor
open class UICollectionViewUpdateItem: NSObject {
    public enum Action: Int, Sendable { case insert = 0, delete = 1, reload = 2, move = 3, none = 4 }

    public let indexPathBeforeUpdate: IndexPath?
    public let indexPathAfterUpdate: IndexPath?
    public let updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        (updateAction, indexPathBeforeUpdate, indexPathAfterUpdate) = (action, before, after)
    }
}
