import Foundation

/// The extent of one section of a flow layout along the scroll axis, in vertical (canonical)
/// coordinates, with its header and footer frames (zero height when it has none).
struct FlowSectionFrame: Hashable, Sendable {
    /// From the top of the header to the bottom of the footer.
    var minY: CGFloat
    var maxY: CGFloat
    var header: CGRect
    var footer: CGRect
    /// The section's lines, as a range of indexes into the layout's lines.
    var lines: Range<Int>
}
