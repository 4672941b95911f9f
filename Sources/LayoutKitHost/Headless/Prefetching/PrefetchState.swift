import Foundation

/// What the host offered the app to prefetch.
struct PrefetchState {
    /// The items offered to `onPrefetch` that are not on screen and not cancelled.
    var offered: Set<IndexPath> = []
}
