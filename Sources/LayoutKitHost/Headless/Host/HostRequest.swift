import Foundation

/// A request to a host that needs something under way (a move, an interactive transition, a
/// pushed layout), as ``HostError/notApplicable(_:)`` names it when that is missing.
public enum HostRequest: String, Hashable, Sendable, CustomStringConvertible {
    case updateMoveTarget = "move the target position"
    case endMove = "end the move"
    case cancelMove = "cancel the move"
    case finishInteractiveTransition = "finish an interactive transition"
    case cancelInteractiveTransition = "cancel an interactive transition"
    case popLayout = "pop a layout"

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
