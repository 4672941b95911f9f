import Foundation
import LayoutKit

/// The gallery scenes of UIKit's layout contract beyond plain layout: self-sizing cells,
/// interactive reordering and section backgrounds (decoration views).
enum ContractGalleryScenes {
    static let article =
        "\"Collection View Animations\" by Engin Kurutepe (objc.io issue 12); "
        + "\"UICollectionView + UIKit Dynamics\" by Ash Furrow (objc.io issue 5)"

    static let scenes = [
        GalleryScene(
            name: "self-sizing", title: "Self-sized items", article: article,
            caption: "A list estimated at 44 pt a row whose cells measure themselves (20 to 119 pt) as they come on "
                + "screen: a flick down and one back; the rows already on screen keep their places while those below "
                + "resolve."
        ) {
            var settings = try SceneCatalog.settings(for: "flow-self-sizing")
            settings.items = 200
            let host = try SelfSizingScene.host(
                settings: settings, itemCounts: [settings.items], frameRate: GalleryFilm.frameRate)
            return try GalleryFilm.record(host) {
                try GalleryGestures.flick($0, fraction: 0.5, duration: 0.2)
                try GalleryGestures.flick($0, fraction: -0.3, duration: 0.2)
            }
        },
        GalleryScene(
            name: "reorder", title: "Interactive reordering", article: article,
            caption: "A finger picks up item 0.2, carries it across into the second section (its background shows "
                + "where) and drops it: the items of both sections make room as it passes and close up behind it."
        ) {
            let host = try GalleryFilm.host(dumpScene: "flow-backgrounds")
            let finger = GalleryFinger()
            return try GalleryFilm.record(host, finger: finger) { host in
                try move(host, finger: finger, item: IndexPath(item: 2, section: 0), to: IndexPath(item: 3, section: 1))
            }
        },
        GalleryScene(
            name: "backgrounds", title: "Section backgrounds", article: article,
            caption: "Three sections, each on a background (a decoration view 4 pt outside its items and header) "
                + "that scrolls with it: a flick down and back, then a rotation that reflows the sections and "
                + "their backgrounds."
        ) {
            try GalleryFilm.record(try GalleryFilm.host(dumpScene: "flow-backgrounds")) {
                try GalleryGestures.flick($0, fraction: 0.3, duration: 0.3)
                try GalleryGestures.flick($0, fraction: -0.6, duration: 0.3)
                try GalleryGestures.rotate($0)
            }
        }
    ]

    /// Picks up the item at `source`, moves `finger` in 0.8 s to where `target` is and drops it
    /// there; plays to rest.
    private static func move(
        _ host: CollectionViewHost, finger: GalleryFinger, item source: IndexPath, to target: IndexPath
    ) throws {
        guard let start = host.layout.attributes(at: source)?.center, let end = host.layout.attributes(at: target)?.center else {
            throw GalleryScriptError("items \(source) and \(target) must both be laid out to move one to the other")
        }
        try host.beginInteractiveMovementForItem(at: source)
        let frames = 48
        for frame in 0...frames {
            let t = CGFloat(frame) / CGFloat(frames)
            let position = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            try host.updateInteractiveMovementTargetPosition(position)
            finger.location = position
            try host.advanceFrame()
        }
        try GalleryGestures.wait(host, 0.3)
        finger.location = nil
        try host.endInteractiveMovement()
        try host.runUntilIdle()
    }
}
