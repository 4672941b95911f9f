import Foundation
import LayoutKit

/// The card effects' gallery scenes: Cover Flow, a deck swiped card by card, and a looping row of
/// cards shrinking and blurring away from the middle, each under centre paging.
enum CardEffectGalleryScenes {
    static let article = "The card effects of today's paging-layout libraries, over any layout"

    static let scenes = [
        GalleryScene(
            name: "cover-flow", title: "Cover Flow", article: article,
            caption: "paging(.center).cardEffect(.coverFlow) over the card row: the cards beside the middle turn 60° "
                + "to face it, in perspective, closed up by a third of a page, the nearer in front. Two flicks on, "
                + "one back; each ends with a card facing the viewer in the middle."
        ) {
            try GalleryFilm.record(try host(FlowLayout(configuration: .cardRow()).paging(.center).cardEffect(.coverFlow))) {
                try flicks($0)
            }
        },
        GalleryScene(
            name: "deck", title: "A deck of cards", article: article,
            caption: "paging(.center).cardEffect(.deck): three cards pile 14 pt apart behind the one in the middle, "
                + "each 6 % smaller; a swipe takes the top card away, turning, and the next comes forward. Three "
                + "swipes on, one back."
        ) {
            try GalleryFilm.record(try host(FlowLayout(configuration: .cardRow()).paging(.center).cardEffect(.deck))) { host in
                for direction in [1, 1, 1, -1] as [CGFloat] {
                    try GalleryGestures.flick(host, fraction: 0.3 * direction, duration: 0.2)
                }
            }
        },
        GalleryScene(
            name: "blurred-away", title: "Cards shrinking and blurring away, without end", article: article,
            caption: "looping(spacing: 50).paging(.center).cardEffect(.blurredAway): ten cards repeated without end, "
                + "each a page from the middle at 90 %, half faded, with a blur radius of 8 pt for the host to apply "
                + "(drawn here as the fade). Flung on past the last card and back."
        ) {
            let layout = FlowLayout(configuration: .cardRow()).looping(spacing: 50).paging(.center).cardEffect(.blurredAway)
            return try GalleryFilm.record(try host(layout, items: 10)) { try flicks($0) }
        }
    ]

    /// A 390 x 300 host of `items` cards over `layout`.
    private static func host(_ layout: any CollectionLayout, items: Int = 20) throws -> CollectionViewHost {
        try CollectionViewHost(
            layout: layout, frameSize: CGSize(width: 390, height: 300), itemCounts: [items], frameRate: GalleryFilm.frameRate)
    }

    /// Two flicks on and one back.
    private static func flicks(_ host: CollectionViewHost) throws {
        try GalleryGestures.flick(host, fraction: 0.5)
        try GalleryGestures.flick(host, fraction: 0.3, duration: 0.3)
        try GalleryGestures.flick(host, fraction: -0.45)
    }
}
