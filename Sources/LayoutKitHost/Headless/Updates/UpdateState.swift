import Foundation
import LayoutKitCore

/// What the host animates for the data: the elements of the current batch update or bounds
/// change tweened by the host, those leaving the collection, and an interactive move.
struct UpdateState {
    /// Elements animating in the current change, by their key after it.
    var animations: [ElementKey: ElementAnimation] = [:]
    /// Elements leaving the collection (deleted), animating to their last attributes.
    var leaving: [ElementAnimation] = []
    /// The interactive move under way, if any.
    var reordering: ReorderSession?
}
