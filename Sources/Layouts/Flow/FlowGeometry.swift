import Foundation

/// The computed geometry of a flow layout in vertical (canonical) coordinates: every item's
/// frame, the lines for lookups by rectangle, and each section's extent.
///
/// - Complexity: about 37 bytes per item (a frame, and a line per few items).
struct FlowGeometry: Sendable {
    /// Every item's frame, section after section.
    var frames: [CGRect] = []
    /// The flat index of each section's first item; one more entry than there are sections.
    var sectionStarts: [Int] = [0]
    var lines: [FlowLine] = []
    var sections: [FlowSectionFrame] = []
    var contentSize: CGSize = .zero

    /// The bytes the geometry's arrays hold (their capacity, not their count).
    var retainedBytes: Int {
        frames.capacity * MemoryLayout<CGRect>.stride + sectionStarts.capacity * MemoryLayout<Int>.stride
            + lines.capacity * MemoryLayout<FlowLine>.stride + sections.capacity * MemoryLayout<FlowSectionFrame>.stride
    }

    /// The flat index of the item at `item` in `section`, or `nil` when there is none.
    func flatIndex(item: Int, section: Int) -> Int? {
        guard sections.indices.contains(section), item >= 0 else { return nil }
        let index = sectionStarts[section] + item
        return index < sectionStarts[section + 1] ? index : nil
    }

    /// The flat indexes of the items on the lines that cross `rect` along the scroll axis: a
    /// superset of the items whose frames overlap it.
    ///
    /// - Complexity: O(log lines + lines crossing).
    func itemRange(crossing rect: CGRect) -> Range<Int> {
        var line = Self.firstIndex(count: lines.count, reaching: rect.minY) { lines[$0].maxY }
        guard line < lines.count else { return frames.count..<frames.count }
        let start = lines[line].firstItem
        while line < lines.count, lines[line].minY <= rect.maxY { line += 1 }
        return start..<(line < lines.count ? lines[line].firstItem : frames.count)
    }

    /// The section holding the item at flat index `item`.
    ///
    /// - Complexity: O(log sections).
    func section(ofItem item: Int) -> Int {
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= item { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The indexes of the sections whose extent overlaps `rect` along the scroll axis.
    func sections(crossing rect: CGRect) -> Range<Int> {
        let first = Self.firstIndex(count: sections.count, reaching: rect.minY) { sections[$0].maxY }
        var end = first
        while end < sections.count, sections[end].minY <= rect.maxY { end += 1 }
        return first..<end
    }

    /// The first of `count` elements, sorted along the scroll axis, whose `maxY` reaches `y`.
    @inline(__always)
    private static func firstIndex(count: Int, reaching y: CGFloat, maxY: (Int) -> CGFloat) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if maxY(middle) < y { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension CGRect {
    /// True when the two rectangles share some area, as `CGRectIntersectsRect`; along an axis
    /// where either is flat (zero extent), touching counts, so zero-size items are still found.
    func overlaps(_ other: CGRect) -> Bool {
        Self.overlap(minX, maxX, other.minX, other.maxX) && Self.overlap(minY, maxY, other.minY, other.maxY)
    }

    private static func overlap(_ a0: CGFloat, _ a1: CGFloat, _ b0: CGFloat, _ b1: CGFloat) -> Bool {
        a0 == a1 || b0 == b1 ? a0 <= b1 && b0 <= a1 : a0 < b1 && b0 < a1
    }
}
