/// Where a ``CardEffectLayout``'s focus is: the point of the visible rectangle a card is at
/// position 0 on.
public enum CardFocus: String, Hashable, Sendable, CaseIterable {
    /// The card whose center is at the middle of the visible rectangle, along the scroll axis.
    case center
    /// The card whose leading edge is at the visible rectangle's leading edge.
    case leading
}
