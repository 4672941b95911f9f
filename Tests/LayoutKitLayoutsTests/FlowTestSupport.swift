import Foundation
import LayoutKitCore
import LayoutKitLayouts

/// A 320 x 568 viewport scrolled to `offset`, with `counts` items per section.
func phoneContext(_ counts: [Int], offset: CGFloat = 0, width: CGFloat = 320, height: CGFloat = 568) -> LayoutContext {
    LayoutContext(bounds: CGRect(x: 0, y: offset, width: width, height: height), itemCounts: counts)
}

/// The frames of every cell of section `section`, by item.
func cellFrames(_ layout: FlowLayout, section: Int = 0, count: Int) -> [CGRect] {
    (0..<count).compactMap { layout.attributes(at: IndexPath(item: $0, section: section))?.frame }
}

/// A small deterministic random generator for tests (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func nextRaw() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func next(below bound: Int) -> Int { bound <= 0 ? 0 : Int(nextRaw() % UInt64(bound)) }
    mutating func unit() -> Double { Double(nextRaw() >> 11) / Double(1 << 53) }
}
