import Foundation
import LayoutKitCore

/// Breaks one section's items into lines and places them, in vertical (canonical) coordinates.
struct FlowLineBreaker {
    let metrics: FlowSectionMetrics
    /// The room across a line, in points.
    let available: CGFloat
    /// Whether every item of the section has the same size.
    let uniform: Bool
    let displayScale: CGFloat

    /// Places `items` of `frames` (whose sizes are set) in lines from `top` down, appending each
    /// line to `lines`; returns the bottom of the last line, or `top` when there are no items.
    func place(
        _ items: Range<Int>, in frames: UnsafeMutableBufferPointer<CGRect>, top: CGFloat, lines: inout [FlowLine]
    ) -> CGFloat {
        let spacing = metrics.minimumInteritemSpacing
        var lineY = top
        var bottom = top
        var start = items.lowerBound
        while start < items.upperBound {
            var used = frames[start].width
            var height = frames[start].height
            var end = start + 1
            while end < items.upperBound, used + spacing + frames[end].width <= available + FlowEngine.fitTolerance {
                used += spacing + frames[end].width
                height = max(height, frames[end].height)
                end += 1
            }
            let placement = FlowLinePlacement(
                count: end - start, isLast: end == items.upperBound, uniform: uniform, used: used,
                available: available, spacing: spacing, alignment: metrics.lineAlignment)
            let (offset, gap) = placement.offsetAndGap(lastItemWidth: frames[end - 1].width)
            var x = metrics.sectionInset.left + offset
            for index in start..<end {
                let size = frames[index].size
                frames[index].origin = CGPoint(
                    x: x.roundedToPixel(scale: displayScale),
                    y: (lineY + (height - size.height) / 2).roundedToPixel(scale: displayScale))
                x += size.width + gap
            }
            lines.append(FlowLine(firstItem: start, minY: lineY, maxY: lineY + height))
            bottom = lineY + height
            lineY = bottom + metrics.minimumLineSpacing
            start = end
        }
        return bottom
    }
}
