/// How a flow layout places the items of a line across the line.
public enum FlowLineAlignment: String, Hashable, Sendable, CaseIterable {
    /// UIKit's flow layout, quirks included: the extra space of a full line is spread between its
    /// items (spacing is a minimum); a lone item is centered; the last line of a section keeps the
    /// spacing of a full line when the section's items share one size (so it lines up with the
    /// columns above), and is leading-aligned at the minimum spacing when sizes differ.
    case uiKit
    /// Every line starts at the leading edge with the minimum spacing.
    case leading
    /// Every line is centered with the minimum spacing.
    case center
    /// Every line ends at the trailing edge with the minimum spacing.
    case trailing
    /// Every line with two or more items, the last included, fills the line; a lone item is leading.
    case justified
}
