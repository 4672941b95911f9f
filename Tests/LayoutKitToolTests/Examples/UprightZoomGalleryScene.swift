// snippet.hide
// Docs/Gallery.md's scene, compiled here because a scene needs the tool's internals.
import Foundation
import LayoutKit

@testable import LayoutKitTool

// snippet.show
enum UprightZoomGalleryScene {
    static let scene = GalleryScene(
        name: "zoom-upright", title: "Zoom layout, upright",
        article: "The UIKit Dynamics tutorial cases (classic article 003)",
        caption: "The zoom line on a phone held upright: a flick, a rotation, an insert and a delete."
    ) {
        let context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: [60])
        let host = try GalleryFilm.host(Scene(layout: ZoomLayout(), context: context))
        return try GalleryFilm.record(host) { host in
            try GalleryGestures.flick(host)  // drag, lift, fling to rest
            try GalleryGestures.rotate(host)  // animated rotation
            try HostTour.insertAndDeleteFirstVisibleItem(on: host)  // batch updates
        }
    }
}
