import Foundation
import LayoutKitCore
import LayoutKitLayouts

/// A small seeded generator (SplitMix64), so random cases are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Every cell frame of `layout`, by index path, read one at a time.
func allCellFrames(_ layout: some CollectionLayout, counts: [Int]) -> [IndexPath: CGRect] {
    var frames: [IndexPath: CGRect] = [:]
    for (section, count) in counts.enumerated() {
        for item in 0..<count {
            let indexPath = IndexPath(item: item, section: section)
            frames[indexPath] = layout.attributes(at: indexPath)?.frame
        }
    }
    return frames
}

/// Open overlap of two rectangles of positive size, written out for the tests.
func sharesArea(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
}

/// Checks `attributes(in:)` against filtering every frame, over `count` random rectangles of
/// positive size inside and around the content; returns the rectangles that disagreed.
func rectQueryMismatches(
    _ layout: some CollectionLayout, counts: [Int], count: Int, generator: inout SeededGenerator
) -> [CGRect] {
    let frames = allCellFrames(layout, counts: counts)
    let size = layout.contentSize
    var mismatches: [CGRect] = []
    for _ in 0..<count {
        let rect = CGRect(
            x: CGFloat.random(in: -50...(size.width + 50), using: &generator),
            y: CGFloat.random(in: -50...(size.height + 50), using: &generator),
            width: CGFloat.random(in: 0.5...400, using: &generator),
            height: CGFloat.random(in: 0.5...900, using: &generator))
        let found = layout.attributes(in: rect)
        let expected = Set(frames.filter { sharesArea($0.value, rect) }.keys)
        let cells = found.filter { $0.category == .cell }
        if Set(cells.map(\.indexPath)) != expected || cells.count != expected.count
            || cells.contains(where: { frames[$0.indexPath] != $0.frame })
        {
            mismatches.append(rect)
        }
    }
    return mismatches
}

/// A viewport `width` x 568 pt at the top of the content.
func gridContext(_ counts: [Int], width: CGFloat = 340, sizes: ((IndexPath) -> CGSize)? = nil) -> LayoutContext {
    LayoutContext(bounds: CGRect(x: 0, y: 0, width: width, height: 568), itemCounts: counts, itemSizeProvider: sizes)
}
