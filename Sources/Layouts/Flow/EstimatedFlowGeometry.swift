import Foundation
import LayoutKitCore

/// The geometry of a self-sizing flow layout, in vertical (canonical) coordinates: items keep
/// the estimated width in fixed columns, and each line is as tall as its tallest item, measured
/// or estimated.
///
/// Nothing is stored per item: a line's top is its estimated top plus the sum of the changes
/// of the lines above, kept in a Fenwick tree, so a measured height moves everything after it
/// in O(log lines) and a lookup by rectangle costs O(log² lines + visible).
struct EstimatedFlowGeometry: Sendable {
    /// The estimated item size, canonical, in points.
    let estimate: CGSize
    /// The room across the scroll axis, in points.
    let contentWidth: CGFloat
    let displayScale: CGFloat
    private(set) var sections: [EstimatedFlowSection] = []
    /// The measured heights, in points, by flat item index.
    private(set) var heights: [Int: CGFloat]
    /// The content height when every line has its estimated height.
    private var fixedHeight: CGFloat = 0
    /// Each line's height less its estimated height, summed (the tops below move by it).
    private var lineChanges: FenwickTree
    /// The height of each line whose tallest item is not of the estimated height, by line index
    /// among all: a line's height in O(1), however many items it has.
    private var measuredLineHeights: [Int: CGFloat] = [:]

    /// Lays out `itemCounts` at the estimate, then applies the measured `heights` (by flat index;
    /// those past the last item are dropped).
    ///
    /// - Complexity: O(sections + lines + measured items × log lines).
    init(
        metrics: (Int) -> FlowSectionMetrics, contentWidth: CGFloat, itemCounts: [Int], displayScale: CGFloat,
        estimate: CGSize, heights: [Int: CGFloat]
    ) {
        self.estimate = estimate
        self.contentWidth = contentWidth
        self.displayScale = displayScale
        var top: CGFloat = 0
        var firstItem = 0
        var firstLine = 0
        sections.reserveCapacity(itemCounts.count)
        for (section, count) in itemCounts.enumerated() {
            let metrics = metrics(section)
            let available = max(0, contentWidth - metrics.sectionInset.horizontal)
            let pitch = estimate.width + metrics.minimumInteritemSpacing
            let fit = ((available + metrics.minimumInteritemSpacing + FlowEngine.fitTolerance) / pitch).rounded(.down)
            // No line needs more columns than the section has items; a tiny estimate fits more
            // than an Int can count.
            let columns = fit >= CGFloat(max(count, 1)) ? max(count, 1) : max(1, Int(fit))
            let lines = (count + columns - 1) / columns
            sections.append(
                EstimatedFlowSection(
                    metrics: metrics, firstItem: firstItem, itemCount: count, firstLine: firstLine, lineCount: lines,
                    columns: columns, fixedTop: top))
            let linesHeight =
                lines == 0
                ? 0
                : CGFloat(lines) * estimate.height + CGFloat(lines - 1) * metrics.minimumLineSpacing
            top +=
                metrics.headerReferenceSize.height + metrics.sectionInset.vertical + linesHeight
                + metrics.footerReferenceSize.height
            firstItem += count
            firstLine += lines
        }
        fixedHeight = top
        lineChanges = FenwickTree(count: firstLine)
        self.heights = [:]
        for (item, height) in heights where item < firstItem {
            setHeight(height, ofItem: item)
        }
    }

    /// The same sections with other measured `heights` (by flat index).
    func withHeights(_ heights: [Int: CGFloat]) -> EstimatedFlowGeometry {
        EstimatedFlowGeometry(
            metrics: { sections[$0].metrics }, contentWidth: contentWidth, itemCounts: sections.map(\.itemCount),
            displayScale: displayScale, estimate: estimate, heights: heights)
    }

    /// The number of items in every section.
    var itemCount: Int { sections.last.map { $0.firstItem + $0.itemCount } ?? 0 }

    /// The size of the whole content, in points.
    var contentSize: CGSize {
        CGSize(width: contentWidth, height: fixedHeight + lineChanges.prefixSum(lineChanges.count))
    }

    /// The bytes the geometry holds in its arrays and its measured heights (approximately).
    var retainedBytes: Int {
        sections.capacity * MemoryLayout<EstimatedFlowSection>.stride + lineChanges.retainedBytes
            + measuredLineHeights.capacity * (MemoryLayout<Int>.stride + MemoryLayout<CGFloat>.stride)
            + heights.capacity * (MemoryLayout<Int>.stride + MemoryLayout<CGFloat>.stride)
    }

    /// The height of the item at flat index `item`: measured, or estimated.
    func height(ofItem item: Int) -> CGFloat { heights[item] ?? estimate.height }

    /// Records a measured height for the item at flat index `item` and moves what follows.
    ///
    /// - Complexity: O(columns + log lines).
    mutating func setHeight(_ height: CGFloat, ofItem item: Int) {
        let section = section(ofItem: item)
        let line = (item - sections[section].firstItem) / sections[section].columns
        let before = lineHeight(line, in: section)
        let previous = self.height(ofItem: item)
        heights[item] = height
        // The tallest item stays the tallest unless this one was it and shrank.
        let after =
            height >= before
            ? height
            : previous < before
                ? before
                : sections[section].items(onLine: line).reduce(0) { max($0, self.height(ofItem: $1)) }
        guard after != before else { return }
        let global = sections[section].firstLine + line
        lineChanges.add(Double(after - before), at: global)
        measuredLineHeights[global] = after == estimate.height ? nil : after
    }

    /// The top of section `section` (its header's top), in points; `sections.count` gives the
    /// content's bottom.
    func sectionTop(_ section: Int) -> CGFloat {
        guard section < sections.count else { return contentSize.height }
        return sections[section].fixedTop + lineChanges.prefixSum(sections[section].firstLine)
    }

    /// The top of line `line` of section `section`, in points.
    func lineTop(_ line: Int, in section: Int) -> CGFloat {
        let frame = sections[section]
        return frame.fixedTop + frame.linesOffset + CGFloat(line) * (estimate.height + frame.metrics.minimumLineSpacing)
            + lineChanges.prefixSum(frame.firstLine + line)
    }

    /// The height of line `line` of section `section`: its tallest item's, in points.
    ///
    /// - Complexity: O(1).
    func lineHeight(_ line: Int, in section: Int) -> CGFloat {
        measuredLineHeights[sections[section].firstLine + line] ?? estimate.height
    }

    /// The section holding the item at flat index `item`.
    ///
    /// - Complexity: O(log sections).
    func section(ofItem item: Int) -> Int {
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].firstItem <= item { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The frame of every item of line `line` of section `section`, with its flat index.
    func forEachItem(onLine line: Int, in section: Int, _ body: (Int, CGRect) -> Void) {
        let items = sections[section].items(onLine: line)
        let place = linePlace(line, in: section)
        for item in items { body(item, frame(ofItem: item, at: item - items.lowerBound, on: place)) }
    }

    /// The frame of the item at flat index `item`.
    ///
    /// - Complexity: O(log sections + log lines), whatever the line's length.
    func frame(ofItem item: Int) -> CGRect {
        let section = section(ofItem: item)
        let line = (item - sections[section].firstItem) / sections[section].columns
        let column = item - sections[section].items(onLine: line).lowerBound
        return frame(ofItem: item, at: column, on: linePlace(line, in: section))
    }

    /// Where line `line` of section `section` is: its top and height, and its first item's x and
    /// the distance from one item's x to the next, in points.
    private func linePlace(_ line: Int, in section: Int) -> (top: CGFloat, height: CGFloat, x: CGFloat, pitch: CGFloat) {
        let frame = sections[section]
        let metrics = frame.metrics
        let count = frame.items(onLine: line).count
        let spacing = metrics.minimumInteritemSpacing
        let width = estimate.width
        let placement = FlowLinePlacement(
            count: count, isLast: line == frame.lineCount - 1, uniform: true,
            used: CGFloat(count) * width + CGFloat(count - 1) * spacing,
            available: max(0, contentWidth - metrics.sectionInset.horizontal), spacing: spacing,
            alignment: metrics.lineAlignment)
        let (offset, gap) = placement.offsetAndGap(lastItemWidth: width)
        return (lineTop(line, in: section), lineHeight(line, in: section), metrics.sectionInset.left + offset, width + gap)
    }

    /// The frame of `item`, `column` items along a line placed at `place`.
    private func frame(ofItem item: Int, at column: Int, on place: (top: CGFloat, height: CGFloat, x: CGFloat, pitch: CGFloat))
        -> CGRect
    {
        let itemHeight = height(ofItem: item)
        return CGRect(
            x: (place.x + CGFloat(column) * place.pitch).roundedToPixel(scale: displayScale),
            y: (place.top + (place.height - itemHeight) / 2).roundedToPixel(scale: displayScale), width: estimate.width,
            height: itemHeight)
    }

    /// Every item whose frame overlaps `rect`, with its section and flat index.
    ///
    /// - Complexity: O(log sections × log lines + lines crossing × (columns + log lines)).
    func forEachItem(crossing rect: CGRect, _ body: (_ section: Int, _ item: Int, CGRect) -> Void) {
        for section in sections(crossing: rect) where sections[section].lineCount > 0 {
            var line = lastLine(startingAtOrAbove: rect.minY, in: section)
            while line < sections[section].lineCount, lineTop(line, in: section) <= rect.maxY {
                forEachItem(onLine: line, in: section) { item, frame in
                    if frame.overlaps(rect) { body(section, item, frame) }
                }
                line += 1
            }
        }
    }

    /// The indexes of the sections whose extent overlaps `rect` along the scroll axis.
    func sections(crossing rect: CGRect) -> Range<Int> {
        var low = 0, high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sectionTop(middle + 1) < rect.minY { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < sections.count, sectionTop(end) <= rect.maxY { end += 1 }
        return low..<end
    }

    /// The extent, header and footer of section `section`.
    func sectionFrame(_ section: Int) -> FlowSectionFrame {
        let frame = sections[section]
        let minY = sectionTop(section)
        let maxY = sectionTop(section + 1)
        return FlowSectionFrame(
            minY: minY, maxY: maxY,
            header: CGRect(x: 0, y: minY, width: contentWidth, height: frame.metrics.headerReferenceSize.height),
            footer: CGRect(
                x: 0, y: maxY - frame.metrics.footerReferenceSize.height, width: contentWidth,
                height: frame.metrics.footerReferenceSize.height),
            lines: frame.firstLine..<(frame.firstLine + frame.lineCount))
    }

    /// The last line of `section` whose top is at or above `y` (the first line when none is).
    private func lastLine(startingAtOrAbove y: CGFloat, in section: Int) -> Int {
        var low = 0, high = sections[section].lineCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineTop(middle, in: section) <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
