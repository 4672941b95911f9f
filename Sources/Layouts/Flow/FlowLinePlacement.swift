import Foundation

/// Where the items of one line start and how far apart they are, under a line alignment.
struct FlowLinePlacement {
    /// The number of items on the line.
    var count: Int
    var isLast: Bool
    /// Whether every item of the section has the same size.
    var uniform: Bool
    /// The width of the items plus the minimum spacings between them, in points.
    var used: CGFloat
    /// The room across the line, in points.
    var available: CGFloat
    var spacing: CGFloat
    var alignment: FlowLineAlignment

    /// The offset of the first item from the line's leading edge and the gap between items.
    /// An item too wide for the line starts at the leading edge.
    func offsetAndGap(lastItemWidth: CGFloat) -> (offset: CGFloat, gap: CGFloat) {
        let leftover = available - used
        switch alignment {
        case .leading:
            return (0, spacing)
        case .center:
            return (max(0, leftover / 2), spacing)
        case .trailing:
            return (max(0, leftover), spacing)
        case .justified:
            return count == 1 ? (0, spacing) : (0, spacing + leftover / CGFloat(count - 1))
        case .uiKit:
            if count == 1 { return (max(0, leftover / 2), spacing) }
            if !isLast { return (0, spacing + leftover / CGFloat(count - 1)) }
            guard uniform else { return (0, spacing) }
            return (0, fullLineGap(itemWidth: lastItemWidth))
        }
    }

    /// The gap a full line of items of `itemWidth` would have: UIKit lays a short last line out
    /// as if it were filled with more items of the same size, so it lines up with the columns.
    private func fullLineGap(itemWidth: CGFloat) -> CGFloat {
        let pitch = itemWidth + spacing
        guard pitch > 0 else { return spacing }
        // Counted as a CGFloat: items of a tiny width fit more than an Int holds.
        let fitting = max(CGFloat(count), ((available + spacing + FlowEngine.fitTolerance) / pitch).rounded(.down))
        guard fitting.isFinite else { return spacing }
        let leftover = available - fitting * itemWidth - (fitting - 1) * spacing
        return spacing + leftover / (fitting - 1)
    }
}
