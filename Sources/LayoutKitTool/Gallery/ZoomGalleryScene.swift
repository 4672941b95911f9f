import Foundation
import LayoutKitCore
import LayoutKitHost

/// The zoom layout's gallery scene.
enum ZoomGalleryScene {
    static let scene = GalleryScene(
        name: "zoom", title: "Zoom layout",
        article: "The UIKit Dynamics tutorial cases (classic article 003): a line of 100 pt items",
        caption: "Items grow by up to 30 % as they pass the middle of the screen; every fling ends with the item "
            + "nearest the middle exactly centred: a flick, a flick back, a short quick fling that moves on by one, "
            + "then an insert and a delete."
    ) {
        let host = try GalleryFilm.host(dumpScene: "zoom") { $0.viewport = CGSize(width: 568, height: 320) }
        return try GalleryFilm.record(host) {
            try GalleryGestures.flick($0, fraction: 0.6)
            try GalleryGestures.flick($0, fraction: -0.3, duration: 0.4)
            try GalleryGestures.flick($0, fraction: 0.08, duration: 0.08)
            try HostTour.insertAndDeleteFirstVisibleItem(on: $0)
        }
    }
}
