/// The reading direction a host lays its content out in.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Left to right, as in English.
    case leftToRight
    /// Right to left, as in Arabic or Hebrew: layouts that flip are mirrored horizontally.
    case rightToLeft
}
