import Foundation

/// Where an interactive move is, as the core sees it from the layout's hooks.
enum MovementPhase {
    /// The target moved at least once: the move is under way.
    case moving
    /// The end's context was asked: its invalidation comes next.
    case ending
}
