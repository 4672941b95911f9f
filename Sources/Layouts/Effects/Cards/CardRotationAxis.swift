/// The axis a ``CardRotationConfiguration`` turns cards about.
public enum CardRotationAxis: String, Hashable, Sendable, CaseIterable {
    /// The vertical axis through the card's center: cards turn sideways, as in Cover Flow.
    case vertical
    /// The horizontal axis through the card's center: cards tip forward or back, as a rolodex's.
    case horizontal
}
