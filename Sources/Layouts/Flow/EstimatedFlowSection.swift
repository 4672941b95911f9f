import Foundation

/// One section of a self-sizing flow layout: where its items and lines start among all, how
/// many columns its lines have, and where it would start if every line had its estimated height.
struct EstimatedFlowSection: Sendable {
    /// The section's metrics, in canonical axes.
    var metrics: FlowSectionMetrics
    /// The flat index of the section's first item.
    var firstItem: Int
    var itemCount: Int
    /// The index of the section's first line among all lines.
    var firstLine: Int
    var lineCount: Int
    /// Items per line (the last line may have fewer).
    var columns: Int
    /// The top of the section, in points, when every line above has its estimated height.
    var fixedTop: CGFloat

    /// The distance from the section's top to its first line, in points.
    var linesOffset: CGFloat { metrics.headerReferenceSize.height + metrics.sectionInset.top }

    /// The flat indexes of the items on line `line` of the section.
    func items(onLine line: Int) -> Range<Int> {
        let start = firstItem + line * columns
        return start..<min(start + columns, firstItem + itemCount)
    }
}
