import Foundation
import LayoutKit

/// The gallery scene of endless content: a paging carousel that loops.
enum LoopingGalleryScene {
    static let scene = GalleryScene(
        name: "looping", title: "An endless paging carousel",
        article: "Carousels that loop, without faking it with a huge item count",
        caption: "Ten cards repeated without end (looping(spacing:)) under centre paging: flung eight times to the "
            + "left, each fling caught by the next, past the last card and on round to the first, then three times "
            + "back. Each fling that is let finish ends with a card centred; the content never meets an edge."
    ) {
        let layout = FlowLayout(configuration: .cardRow()).looping(spacing: 50).paging(.center)
        let host = try CollectionViewHost(
            layout: layout, frameSize: CGSize(width: 320, height: 300), itemCounts: [10], frameRate: GalleryFilm.frameRate)
        return try GalleryFilm.record(host) { host in
            for (direction, count) in [(CGFloat(1), 8), (-1, 3)] {
                for _ in 0..<count {
                    let from = CGPoint(x: 160 + 90 * direction, y: 150), to = CGPoint(x: 160 - 90 * direction, y: 150)
                    try host.drag(.line(from: from, to: to, duration: 0.12))
                    try GalleryGestures.wait(host, 0.45)
                }
                try host.runUntilIdle()
            }
        }
    }
}
