import Foundation
import LayoutKitCore

/// The regions flung and still moving, advanced frame by frame by a platform's display link: what
/// an adapter keeps between the finger's lift and the regions' rest.
public struct NestedFlings {
    /// Each region's fling, with the seconds since its release.
    private var moving: [Int: (fling: NestedFling, elapsed: TimeInterval)] = [:]

    /// No region moving.
    public init() {}

    /// True when no region moves.
    public var isEmpty: Bool { moving.isEmpty }

    /// Starts `fling`, replacing the region's fling under way.
    public mutating func start(_ fling: NestedFling) {
        moving[fling.id] = (fling, 0)
    }

    /// How each region flung moves now, for prefetching ahead of it.
    public func motions(in core: CollectionViewCore) -> [NestedMotion] {
        moving.sorted { $0.key < $1.key }.compactMap { $0.value.fling.motion(at: $0.value.elapsed, in: core) }
    }

    /// Stops the fling of the region `id` where it is (a finger touched the region).
    public mutating func stop(_ id: Int) {
        moving[id] = nil
    }

    /// Stops every fling where it is.
    public mutating func stopAll() {
        moving = [:]
    }

    /// Moves every region on by a frame of `duration` seconds and forgets those that came to rest.
    ///
    /// - Returns: true while a region still moves.
    public mutating func advance(by duration: TimeInterval, in core: CollectionViewCore) -> Bool {
        for (id, flung) in moving.sorted(by: { $0.key < $1.key }) {
            let elapsed = flung.elapsed + duration
            moving[id] = flung.fling.play(at: elapsed, in: core) ? nil : (flung.fling, elapsed)
        }
        return !moving.isEmpty
    }
}
