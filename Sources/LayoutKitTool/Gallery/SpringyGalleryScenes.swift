import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// The springy layouts' gallery scenes: a finger drags, holds, lets go into a fling.
enum SpringyGalleryScenes {
    static let article = "\"UICollectionView + UIKit Dynamics\" by Ash Furrow (objc.io issue 5)"

    static let scenes = [
        GalleryScene(
            name: "springy", title: "Springy flow", article: article,
            caption: "Every item hangs on a spring to its flow position. Under the finger (red circle) the items "
                + "far from it lag behind and catch up; after the fling they wobble back into the grid. During a "
                + "second drag a row of items is inserted and later a row deleted: the springs carry the others down and up."
        ) {
            let layout = FlowLayout(configuration: .compactGrid()).springy()
            let host = try GalleryFilm.host(Scene(layout: layout, context: try context(direction: .vertical)))
            return try GalleryFilm.record(host) {
                try drag($0)
                try updateWhileDragging($0)
            }
        },
        GalleryScene(
            name: "springy-horizontal", title: "Springy wrapper over a sideways flow", article: article,
            caption: "The springy wrapper over another layout, a horizontal flow: the springs work along "
                + "its axis. A drag with a pause, a fling, then an insert and a delete while the springs settle."
        ) {
            let layout = FlowLayout(configuration: .compactGrid(scrollDirection: .horizontal)).springy()
            let host = try GalleryFilm.host(Scene(layout: layout, context: try context(direction: .horizontal)))
            return try GalleryFilm.record(host) {
                try drag($0)
                try HostTour.insertAndDeleteFirstVisibleItem(on: $0)
            }
        }
    ]

    /// The springy dump scene's collection, scrolling along `direction`.
    private static func context(direction: ScrollDirection) throws -> LayoutContext {
        var settings = try SceneCatalog.settings(for: "springy")
        settings.direction = direction
        if direction == .horizontal { settings.viewport = CGSize(width: 568, height: 320) }
        return LayoutContext(bounds: settings.bounds, itemCounts: [settings.items])
    }

    /// A slow drag a third of the viewport along the axis, then a quick flick that lifts into a fling.
    private static func drag(_ host: CollectionViewHost) throws {
        let size = host.frameSize
        let vertical = host.layout.scrollDirection == .vertical
        func point(_ along: CGFloat) -> CGPoint {
            vertical ? CGPoint(x: size.width * 0.3, y: size.height * along) : CGPoint(x: size.width * along, y: size.height * 0.6)
        }
        try host.drag(.line(from: point(0.8), to: point(0.5), duration: 0.6))
        try host.runUntilIdle(timeout: 3)
        try host.drag(.line(from: point(0.7), to: point(0.45), duration: 0.12))
        try host.runUntilIdle(timeout: 3)
    }

    /// A slow drag of 1.2 s a third of the viewport back; 0.3 s in, a row of five items is
    /// inserted at the second visible row, 0.4 s later the row below it deleted, while the finger
    /// moves (whole rows, so that the items after them move by one row).
    private static func updateWhileDragging(_ host: CollectionViewHost) throws {
        let size = host.frameSize
        try host.drag(
            .line(
                from: CGPoint(x: size.width * 0.6, y: size.height * 0.3),
                to: CGPoint(x: size.width * 0.6, y: size.height * 0.65), duration: 1.2))
        try GalleryGestures.wait(host, 0.3)
        let first = host.visibleElements.filter { $0.category == .cell }.map(\.indexPath.item).min() ?? 0
        try GalleryGestures.insert(host, items: Array(first + 5..<first + 10), settle: false)
        try GalleryGestures.wait(host, 0.4)
        try GalleryGestures.delete(host, items: Array(first + 10..<first + 15), settle: false)
        try host.runUntilIdle(timeout: 4)
    }
}
