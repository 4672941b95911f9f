import Foundation
import LayoutKit

/// A finger a scene's script moves itself, for gestures the host does not trace (an interactive
/// move, a pan driving an interactive transition): ``GalleryFilm/record(_:finger:script:)`` shows
/// it on every frame while ``location`` is set.
final class GalleryFinger {
    /// Where the finger touches, in content coordinates (points); `nil` while it is lifted.
    var location: CGPoint?
}
