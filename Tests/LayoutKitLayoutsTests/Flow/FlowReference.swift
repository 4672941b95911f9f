import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// An independent, deliberately plain flow layout written from UIKit's rules (not from the
/// engine): vertical only, one section at a time, whole lines kept as arrays.
enum FlowReference {
    static func frames(
        sizes: [CGSize], metrics: FlowSectionMetrics, width: CGFloat, top: CGFloat, scale: CGFloat
    ) -> (frames: [CGRect], bottom: CGFloat) {
        let inset = metrics.sectionInset
        let room = max(0, width - inset.left - inset.right)
        let gap = metrics.minimumInteritemSpacing
        var lines: [[Int]] = []
        for index in sizes.indices {
            if var last = lines.popLast() {
                let taken = last.map { sizes[$0].width }.reduce(0, +) + CGFloat(last.count) * gap
                if taken + sizes[index].width <= room + 1e-6 {
                    last.append(index)
                    lines.append(last)
                } else {
                    lines.append(last)
                    lines.append([index])
                }
            } else {
                lines.append([index])
            }
        }
        let allSame = Set(sizes.map { [$0.width, $0.height] }).count <= 1
        var frames = [CGRect](repeating: .zero, count: sizes.count)
        var y = top
        var bottom = top
        for (number, line) in lines.enumerated() {
            let widths = line.map { sizes[$0].width }
            let height = line.map { sizes[$0].height }.max() ?? 0
            let spare = room - widths.reduce(0, +) - CGFloat(line.count - 1) * gap
            let (start, step) = placement(
                count: line.count, spare: spare, gap: gap, room: room, last: number == lines.count - 1,
                allSame: allSame, lastWidth: widths.last ?? 0, alignment: metrics.lineAlignment)
            var x = inset.left + start
            for index in line {
                let size = sizes[index]
                frames[index] = CGRect(
                    x: pixel(x, scale), y: pixel(y + (height - size.height) / 2, scale), width: size.width, height: size.height)
                x += size.width + step
            }
            bottom = y + height
            y = bottom + metrics.minimumLineSpacing
        }
        return (frames, bottom)
    }

    private static func placement(
        count: Int, spare: CGFloat, gap: CGFloat, room: CGFloat, last: Bool, allSame: Bool, lastWidth: CGFloat,
        alignment: FlowLineAlignment
    ) -> (CGFloat, CGFloat) {
        switch alignment {
        case .leading: return (0, gap)
        case .center: return (max(0, spare / 2), gap)
        case .trailing: return (max(0, spare), gap)
        case .justified: return count < 2 ? (0, gap) : (0, gap + spare / CGFloat(count - 1))
        case .uiKit:
            if count == 1 { return (max(0, spare / 2), gap) }
            if !last { return (0, gap + spare / CGFloat(count - 1)) }
            if !allSame { return (0, gap) }
            // As many items of this width as a full line holds.
            var full = count
            while CGFloat(full + 1) * lastWidth + CGFloat(full) * gap <= room + 1e-6, lastWidth + gap > 0 { full += 1 }
            return (0, (room - CGFloat(full) * lastWidth) / CGFloat(full - 1))
        }
    }

    private static func pixel(_ value: CGFloat, _ scale: CGFloat) -> CGFloat {
        (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }
}
