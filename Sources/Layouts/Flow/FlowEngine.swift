import Foundation
import LayoutKitCore

/// Computes a flow layout in vertical (canonical) coordinates: sections stacked down the
/// content, each with its header, its lines of items and its footer.
///
/// The horizontal layout is the same computation with the axes exchanged by the caller.
struct FlowEngine {
    /// Section metrics, already in canonical axes.
    let metrics: (Int) -> FlowSectionMetrics
    /// The room across the scroll axis, in points.
    let contentWidth: CGFloat
    let itemCounts: [Int]
    let displayScale: CGFloat

    /// Tolerance when checking whether an item fits on a line, in points, so that sums of
    /// spacings that are equal on paper are not split by rounding.
    static let fitTolerance: CGFloat = 1e-6

    /// Lays out every section.
    ///
    /// - Throws: ``LayoutError/invalidItemSize(_:_:)`` for a bad size from `sizes`.
    /// - Complexity: O(items): per section, one pass reads the sizes into the frames, a second
    ///   breaks them into lines and places them.
    func layout<Sizes: FlowItemSizes>(sizes: Sizes) throws -> FlowGeometry {
        var geometry = FlowGeometry()
        geometry.sectionStarts.reserveCapacity(itemCounts.count + 1)
        geometry.sections.reserveCapacity(itemCounts.count)
        var y: CGFloat = 0
        // At least one: with a capacity of 0 the standard library writes the count of its shared
        // empty-array storage, a race ThreadSanitizer reports when two layouts prepare at once.
        geometry.frames = try [CGRect](unsafeUninitializedCapacity: max(1, itemCounts.reduce(0, +))) { frames, initialized in
            for (section, count) in itemCounts.enumerated() {
                let metrics = metrics(section)
                let minY = y
                let header = CGRect(x: 0, y: y, width: contentWidth, height: metrics.headerReferenceSize.height)
                let first = initialized
                var uniform = true
                for item in 0..<count {
                    let size = try sizes.size(item: item, section: section, fallback: metrics.itemSize)
                    uniform = uniform && (item == 0 || size == frames[first].size)
                    frames[first + item] = CGRect(origin: .zero, size: size)
                    initialized += 1
                }
                let lines = FlowLineBreaker(
                    metrics: metrics, available: max(0, contentWidth - metrics.sectionInset.horizontal),
                    uniform: uniform, displayScale: displayScale)
                let firstLine = geometry.lines.count
                let bottom = lines.place(
                    first..<initialized, in: frames, top: header.maxY + metrics.sectionInset.top,
                    lines: &geometry.lines)
                let footer = CGRect(
                    x: 0, y: bottom + metrics.sectionInset.bottom, width: contentWidth,
                    height: metrics.footerReferenceSize.height)
                y = footer.maxY
                geometry.sectionStarts.append(initialized)
                geometry.sections.append(
                    FlowSectionFrame(
                        minY: minY, maxY: y, header: header, footer: footer, lines: firstLine..<geometry.lines.count))
            }
        }
        geometry.contentSize = CGSize(width: contentWidth, height: y)
        return geometry
    }
}
