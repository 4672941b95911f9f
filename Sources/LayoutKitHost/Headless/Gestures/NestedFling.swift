import Foundation
import LayoutKitCore

/// A region's offset moving on after the finger lifted: one axis of a fling.
struct NestedFling {
    /// The region's identifier.
    let id: Int
    let motion: AxisFling
    /// The clock time of the release, in seconds.
    let release: TimeInterval
}
