import Foundation
import LayoutKit

/// The effects' gallery scenes (pinch, fly-in updates, paging), each over the dump scene's
/// springy flow.
enum EffectGalleryScenes {
    static let article = "\"Collection View Animations\" by Engin Kurutepe (objc.io issue 12)"

    static let scenes = [
        GalleryScene(
            name: "pinch", title: "Pinch an item", article: article,
            caption: "Two fingers (red circles) spread over an item: it grows with the pinch, above the others; "
                + "when they lift it springs back into the grid. Then a second item is pinched."
        ) {
            try GalleryFilm.record(try GalleryFilm.host(dumpScene: "pinch")) {
                try pinch($0, item: 6)
                try pinch($0, item: 17)
            }
        },
        GalleryScene(
            name: "fly-in", title: "Fly-in updates", article: article,
            caption: "Inserted items fly in from the bottom middle of the screen, small and turning; deleted ones "
                + "fly out the same way. Then a rotation: nothing flies, every item glides to its new place."
        ) {
            try GalleryFilm.record(try GalleryFilm.host(dumpScene: "fly-in")) { host in
                try GalleryGestures.insert(host, items: [2, 9])
                try GalleryGestures.wait(host, 0.3)
                try GalleryGestures.delete(host, items: [5, 12])
                try GalleryGestures.wait(host, 0.3)
                try GalleryGestures.rotate(host)
            }
        },
        GalleryScene(
            name: "paging", title: "Paging over rows of varying heights", article: article,
            caption: "Rows of items 20 to 80 pt tall; every fling comes to rest with a row's top exactly on the top "
                + "of the screen: two flings on, one back."
        ) {
            try GalleryFilm.record(try GalleryFilm.host(dumpScene: "paging")) {
                try GalleryGestures.flick($0, fraction: 0.25, duration: 0.2)
                try GalleryGestures.flick($0, fraction: 0.4, duration: 0.2)
                try GalleryGestures.flick($0, fraction: -0.2, duration: 0.2)
            }
        }
    ]

    /// Two fingers over `item` spread from 30 to 90 pt in 0.5 s, hold 0.2 s and lift; plays until rest.
    private static func pinch(_ host: CollectionViewHost, item: Int) throws {
        let path = IndexPath(item: item, section: 0)
        guard let cell = host.visibleElements.first(where: { $0.category == .cell && $0.indexPath == path }) else {
            throw GalleryScriptError("item \(item) is not on screen to pinch")
        }
        let center = CGPoint(x: cell.frame.midX - host.contentOffset.x, y: cell.frame.midY - host.contentOffset.y)
        var trace = PinchTrace.spread(center: center, from: 30, to: 90, duration: 0.5)
        if let last = trace.samples.last {
            trace.samples.append(PinchTrace.Sample(time: last.time + 0.2, first: last.first, second: last.second))
        }
        try host.pinch(trace)
        try host.runUntilIdle()
    }
}
