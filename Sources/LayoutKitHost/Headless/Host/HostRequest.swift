import Foundation

/// A request to a host that needs something under way (a move, an interactive transition, a
/// pushed layout), as ``HostError/notApplicable(_:)`` names it when that is missing.
public enum HostRequest: String, Hashable, Sendable, CustomStringConvertible {
    /// Moving the finger of an interactive move (``CollectionViewHost/updateInteractiveMovementTargetPosition(_:)``).
    case updateMoveTarget = "move the target position"
    /// Dropping the moving item (``CollectionViewHost/endInteractiveMovement()``).
    case endMove = "end the move"
    /// Putting the moving item back (``CollectionViewHost/cancelInteractiveMovement()``).
    case cancelMove = "cancel the move"
    /// Finishing an interactive layout transition.
    case finishInteractiveTransition = "finish an interactive transition"
    /// Cancelling an interactive layout transition.
    case cancelInteractiveTransition = "cancel an interactive transition"
    /// Going back to the layout under the one pushed last.
    case popLayout = "pop a layout"

    /// The request in words, as an error message names it.
    public var description: String { rawValue }

    /// What the request needs and is missing.
    var missing: String {
        switch self {
        case .updateMoveTarget, .endMove, .cancelMove:
            "no interactive move is under way (beginInteractiveMovementForItem(at:))"
        case .finishInteractiveTransition, .cancelInteractiveTransition:
            "no interactive layout transition is under way"
        case .popLayout:
            "no layout was pushed"
        }
    }
}
