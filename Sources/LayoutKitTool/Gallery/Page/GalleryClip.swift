import Foundation
import LayoutKitCore

/// A recorded scene of the gallery page: what it is, where it comes from, and its frames.
///
/// ```swift
/// let clip = GalleryClip(name: "flow", title: "Flow", article: "…", caption: "…", frames: frames)
/// let page = GalleryPage.render([clip], title: "LayoutKit gallery")
/// ```
package struct GalleryClip: Hashable, Sendable {
    /// The scene's name, as `layoutkit-tool record <name>` and the page's `#scene=<name>` take it.
    package var name: String
    /// The heading shown above the scene.
    package var title: String
    /// The article the scene comes from, by title and author.
    package var article: String
    /// What to watch.
    package var caption: String
    /// Still shapes drawn under the elements.
    package var fixtures: [GalleryFixture]
    /// The frames, in clock order.
    package var frames: [GalleryFrame]

    /// The space shown around the largest visible rectangle, in points.
    package static let margin: CGFloat = 24

    /// Creates a clip from its parts.
    package init(
        name: String, title: String, article: String, caption: String,
        fixtures: [GalleryFixture] = [], frames: [GalleryFrame]
    ) {
        self.name = name
        self.title = title
        self.article = article
        self.caption = caption
        self.fixtures = fixtures
        self.frames = frames
    }

    /// The size of the drawing, in points: the largest visible width and height over the clip
    /// plus ``margin`` on every side.
    package var stageSize: CGSize {
        let width = frames.map(\.visibleRect.width).max() ?? 0
        let height = frames.map(\.visibleRect.height).max() ?? 0
        return CGSize(width: width + 2 * Self.margin, height: height + 2 * Self.margin)
    }

    /// The part of the content drawn at `frame`: ``stageSize`` centered on its visible rectangle,
    /// so the camera follows the scrolling as a phone's screen does.
    package func stage(at frame: GalleryFrame) -> CGRect {
        let size = stageSize
        return CGRect(
            x: frame.visibleRect.midX - size.width / 2, y: frame.visibleRect.midY - size.height / 2,
            width: size.width, height: size.height)
    }
}
