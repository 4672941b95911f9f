import Foundation
import LayoutKitCore
import LayoutKitHost

/// The flow layout's gallery scenes, built from the dump scenes of ``SceneCatalog``.
enum FlowGalleryScenes {
    static let article =
        "\"UICollectionView + UIKit Dynamics\" by Ash Furrow (objc.io 5); "
        + "\"Collection View Animations\" by Engin Kurutepe (objc.io 12)"

    static let scenes = [
        GalleryScene(
            name: "flow", title: "Flow layout", article: article,
            caption: "A flick and its deceleration, a rotation that reflows the grid, then an item inserted "
                + "where the first visible one is (the others make room) and deleted again."
        ) {
            try GalleryFilm.record(try GalleryFilm.host(dumpScene: "flow")) { try HostTour.play(on: $0) }
        },
        GalleryScene(
            name: "flow-horizontal", title: "Horizontal flow", article: article,
            caption: "The same flow scrolling sideways: a flick, a pull past the start that bounces back, "
                + "an insert and a delete."
        ) {
            let host = try GalleryFilm.host(dumpScene: "flow") {
                $0.direction = .horizontal
                $0.viewport = CGSize(width: 568, height: 320)
            }
            return try GalleryFilm.record(host) {
                try GalleryGestures.flick($0)
                try GalleryGestures.flick($0, fraction: -1.2)
                try HostTour.insertAndDeleteFirstVisibleItem(on: $0)
            }
        },
        GalleryScene(
            name: "flow-sections", title: "Sections with pinned headers", article: article,
            caption: "Three sections with headers (green, pinned to the top while their section is on "
                + "screen) and footers; the second section has larger items. Watch a header push the previous one out."
        ) {
            try GalleryFilm.record(try GalleryFilm.host(dumpScene: "flow-sections")) {
                try GalleryGestures.flick($0, fraction: 0.3, duration: 0.4)
                try GalleryGestures.flick($0, fraction: 0.3, duration: 0.4)
            }
        },
        GalleryScene(
            name: "flow-rtl", title: "Right to left", article: article,
            caption: "A right-to-left reading direction: items start at the right edge; a flick, a rotation, "
                + "an insert and a delete mirror the left-to-right scene."
        ) {
            let host = try GalleryFilm.host(dumpScene: "flow") { $0.layoutDirection = .rightToLeft }
            return try GalleryFilm.record(host) { try HostTour.play(on: $0) }
        },
        GalleryScene(
            name: "flow-sized", title: "Items of their own heights", article: article,
            caption: "Items whose heights the data source gives (20 to 80 pt): each line is as tall as its "
                + "tallest item. A flick and a rotation that reflows the lines."
        ) {
            try GalleryFilm.record(try GalleryFilm.host(dumpScene: "flow-sized")) {
                try GalleryGestures.flick($0)
                try GalleryGestures.rotate($0)
            }
        }
    ]
}
