import Foundation
import LayoutKit

/// The gallery scenes of the layouts that move their items themselves: the physics toy and the
/// spring carousel.
enum PhysicsGalleryScenes {
    /// The article both toy scenes come from.
    static let toyArticle = "\"UICollectionView + UIKit Dynamics\" by Ash Furrow (objc.io issue 5), \"beyond flow\""

    static let scenes = [
        GalleryScene(
            name: "toy", title: "Physics toy",
            article: toyArticle,
            caption: "Items inserted one after another swing in from the right on long springs from one point "
                + "and knock each other about. Two are dropped (their springs cut): they fall out through the others, "
                + "and once below the screen the host hands them to the app, which deletes them from the data; a third is deleted "
                + "directly and falls out the same way."
        ) {
            try recordToy { toy, host in
                for item in 0..<7 {
                    try GalleryGestures.insert(host, items: [item], settle: false)
                    try GalleryGestures.wait(host, 0.25)
                }
                try GalleryGestures.wait(host, 1)
                try toy.dropItem(at: IndexPath(item: 1, section: 0))
                try toy.dropItem(at: IndexPath(item: 4, section: 0))
                try GalleryGestures.wait(host, 1.2)
                try GalleryGestures.delete(host, items: [0], settle: false)
                try GalleryGestures.wait(host, 1.5)
            }
        },
        GalleryScene(
            name: "toy-crowd", title: "Physics toy, a crowd larger than the screen",
            article: toyArticle,
            caption: "A hundred items of 44 pt arrive, more than a 320 x 568 screen can hold. The hanging items may "
                + "cover half the screen (46 of them); the rest wait off screen to the right, at rest, and the crowd "
                + "settles and sleeps. Then six items are dropped: as each leaves, the item that has waited longest "
                + "swings in to take its place."
        ) {
            try recordToy { toy, host in
                for item in 0..<100 {
                    try GalleryGestures.insert(host, items: [item], settle: false)
                    try GalleryGestures.wait(host, 0.05)
                }
                try host.runUntilIdle(timeout: 8)
                for item in [0, 2, 4, 6, 8, 10] { try toy.dropItem(at: IndexPath(item: item, section: 0)) }
                try host.runUntilIdle(timeout: 8)
            }
        },
        GalleryScene(
            name: "carousel", title: "Spring carousel",
            article: "\"iOS7 Day-by-Day: Day 5: UIDynamics with Collection Views\" by Sam Davies",
            caption: "Items hang on springs to their places in a sideways line: a slow pan makes the far ones lag, "
                + "a fling sets them swaying, then two items are inserted right of the centre one: each falls in "
                + "from the top while its right-hand neighbours slide over."
        ) {
            let carousel = SpringCarouselLayout()
            let host = try CollectionViewHost(
                layout: carousel, frameSize: CGSize(width: 320, height: 568), itemCounts: [20],
                contentOffset: CGPoint(x: 30, y: 0), frameRate: GalleryFilm.frameRate)
            return try GalleryFilm.record(host) { host in
                try host.drag(.line(from: CGPoint(x: 260, y: 300), to: CGPoint(x: 120, y: 300), duration: 0.8))
                try host.runUntilIdle(timeout: 2)
                try host.drag(.line(from: CGPoint(x: 240, y: 300), to: CGPoint(x: 120, y: 300), duration: 0.15))
                try host.runUntilIdle(timeout: 2)
                for _ in 0..<2 {
                    var update = BatchUpdate()
                    update.insertItems([carousel.indexPathForInsertion()])
                    try host.performBatchUpdates(update, countsAfter: [host.itemCounts[0] + 1])
                    try GalleryGestures.wait(host, 0.6)
                }
                try host.runUntilIdle(timeout: 2)
            }
        }
    ]

    /// Records `script` played on a 320 x 568 physics toy whose app deletes the items that fell
    /// out, as the toy reports them.
    static func recordToy(_ script: (PhysicsToyLayout, CollectionViewHost) throws -> Void) throws -> [GalleryFrame] {
        let toy = PhysicsToyLayout()
        let host = try CollectionViewHost(
            layout: toy, frameSize: CGSize(width: 320, height: 568), itemCounts: [0], frameRate: GalleryFilm.frameRate)
        host.onItemsLeft = { [unowned host] gone in try GalleryGestures.delete(host, items: gone.map(\.item), settle: false) }
        return try GalleryFilm.record(host) { host in try script(toy, host) }
    }
}
