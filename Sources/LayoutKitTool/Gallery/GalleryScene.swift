import Foundation
import LayoutKitCore
import LayoutKitHost

/// One scene of the gallery page: what it shows, where it comes from, and how to record it.
///
/// Adding a scene is one value in ``GalleryCatalog/scenes``:
///
/// ```swift
/// GalleryScene(
///     name: "flow", title: "Flow layout", article: "\"Collection View Animations\" by Engin Kurutepe",
///     caption: "A flick, a rotation, an insert and a delete.") {
///     try GalleryFilm.record(try GalleryFilm.host(dumpScene: "flow")) { try HostTour.play(on: $0) }
/// }
/// ```
struct GalleryScene: Sendable {
    /// The scene's name, as `layoutkit-tool record <name>` takes it.
    var name: String
    /// The heading on the page.
    var title: String
    /// The article the scene comes from, by title and author.
    var article: String
    /// What to watch.
    var caption: String
    /// Still shapes drawn under the elements (boundaries the items collide with).
    var fixtures: [GalleryFixture] = []
    /// Builds the scene and plays its script, returning the frames shown.
    var play: @Sendable () throws -> [GalleryFrame]

    /// Records the scene.
    ///
    /// - Throws: ``GallerySceneError`` naming the scene, with what building or playing it threw.
    func clip() throws -> GalleryClip {
        do {
            return GalleryClip(
                name: name, title: title, article: article, caption: caption, fixtures: fixtures, frames: try play())
        } catch {
            throw GallerySceneError(scene: name, underlying: error)
        }
    }
}
