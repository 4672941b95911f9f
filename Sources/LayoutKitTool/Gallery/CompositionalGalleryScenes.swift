import Foundation
import LayoutKit

/// The compositional layout's gallery scene: a store front whose sections each lay out and
/// scroll their own way.
enum CompositionalGalleryScenes {
    static let article = "UIKit's compositional layout (UICollectionViewCompositionalLayout), as app store fronts use it"

    static let scenes = [
        GalleryScene(
            name: "store-front", title: "A compositional store front", article: article,
            caption: "Five sections, each with a header (green): big cards paged one at a time to the middle "
                + "(.groupPagingCentered), shrinking as they leave it; a row of small cards that rests on a card's "
                + "leading edge (.continuousGroupLeadingBoundary); a grid of three columns on a grey background; two "
                + "lists whose headers stay pinned to the top while their section is on screen. Two swipes page the "
                + "big cards, a fling runs the small ones, flicks go down the page; three items are inserted in the "
                + "grid and two deleted, one row of a list is inserted and two deleted; the next list's header "
                + "pushes the pinned one out; a fling goes back up."
        ) {
            let host = try CollectionViewHost(
                layout: storeFront(), frameSize: CGSize(width: 390, height: 844), itemCounts: [8, 20, 30, 12, 12],
                frameRate: GalleryFilm.frameRate)
            return try GalleryFilm.record(host) { host in
                // The second swipe catches the first's snap; then each row is let come to rest before
                // the next gesture, so that each shows on its own.
                try swipe(host, y: 150, from: 330, to: 130, rest: 0.8)
                try swipe(host, y: 150, from: 330, to: 130)
                try swipe(host, y: 390, from: 360, to: 60)
                try GalleryGestures.flick(host, fraction: 0.5, duration: 0.3, rest: 1.2)
                try GalleryGestures.update(host, section: 2, inserting: [16, 17, 18], deleting: [22, 23], settle: false)
                try GalleryGestures.wait(host, 0.8)
                try GalleryGestures.flick(host, fraction: 0.5, duration: 0.3, rest: 1.2)
                try GalleryGestures.flick(host, fraction: 0.3, duration: 0.6, rest: 0.6)
                try GalleryGestures.update(host, section: 3, inserting: [2], deleting: [4, 5], settle: false)
                try GalleryGestures.wait(host, 0.8)
                try GalleryGestures.flick(host, fraction: 0.3, duration: 0.6, rest: 0.8)
                try GalleryGestures.flick(host, fraction: -1, duration: 0.2)
            }
        }
    ]

    /// The store front: featured cards, small cards, a grid and two lists, 12 pt apart.
    static func storeFront() -> CompositionalLayout {
        CompositionalLayout(configuration: CompositionalConfiguration(interSectionSpacing: 12)) { section, environment in
            switch section {
            case 0: featuredCards(width: environment.containerSize.width)
            case 1: smallCards()
            case 2: grid()
            default: list()
            }
        }
    }

    /// A header of `kind` "header", 36 pt high.
    private static func header(pinned: Bool = false) -> BoundarySupplementaryItem {
        BoundarySupplementaryItem(kind: "header", height: 36, alignment: .top, pinsToVisibleBounds: pinned)
    }

    /// An item filling its group, `inset` pt in from it on every side.
    private static func filling(inset: CGFloat = 0) -> LayoutGroupElement {
        .item(
            LayoutItem(
                size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
                contentInsets: EdgeInsets(all: inset)))
    }

    /// Cards 85 % of the `width` (pt) wide and 220 pt high, 10 pt apart, paged one at a time to
    /// the middle: the leading and trailing insets let the first and the last be centred too.
    private static func featuredCards(width: CGFloat) -> CompositionalSection {
        let card = LayoutGroup.horizontal(
            size: LayoutSize(width: .absolute(width * 0.85), height: .absolute(220)), subitems: [filling()])
        let side = width * 0.075
        return CompositionalSection(
            group: card, interGroupSpacing: 10, orthogonalScrolling: .groupPagingCentered,
            contentInsets: EdgeInsets(top: 8, left: side, bottom: 8, right: side), boundaryItems: [header()],
            visibleItemsHandler: shrinkAwayFromTheMiddle)
    }

    /// The classic carousel effect: each card shrinks with its distance from the middle of what
    /// the section shows, to 80 % a section's width away.
    private static func shrinkAwayFromTheMiddle(_ elements: inout [LayoutAttributes], _ section: VisibleSection) {
        for index in elements.indices where elements[index].category == .cell {
            let distance = abs(elements[index].frame.midX - section.visibleFrame.midX)
            let scale = 1 - 0.2 * min(1, distance / section.frame.width)
            elements[index].transform3D = Transform3D(scaleX: scale, y: scale)
        }
    }

    /// Cards of 110 x 110 pt, 10 pt apart, scrolled freely and resting on a card's leading edge.
    private static func smallCards() -> CompositionalSection {
        let card = LayoutGroup.horizontal(size: LayoutSize(width: .absolute(110), height: .absolute(110)), subitems: [filling()])
        return CompositionalSection(
            group: card, interGroupSpacing: 10, orthogonalScrolling: .continuousGroupLeadingBoundary,
            contentInsets: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16), boundaryItems: [header()])
    }

    /// Rows of three square cells, each 4 pt in from its third, on a background under the header.
    private static func grid() -> CompositionalSection {
        let row = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.0 / 3)), repeating: filling(inset: 4),
            count: 3)
        return CompositionalSection(
            group: row, contentInsets: EdgeInsets(all: 12), boundaryItems: [header()],
            background: SectionBackground(kind: "background", insets: EdgeInsets(top: 36, left: 0, bottom: 0, right: 0)))
    }

    /// Rows 52 pt high, 4 pt apart, under a header pinned to the top while the section shows.
    private static func list() -> CompositionalSection {
        let line = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(52)), subitems: [filling()])
        return CompositionalSection(
            group: line, interGroupSpacing: 4, contentInsets: EdgeInsets(top: 4, left: 16, bottom: 4, right: 16),
            boundaryItems: [header(pinned: true)])
    }

    /// A finger swipes sideways along `y` (screen points) from `from` to `to` in 0.15 s and
    /// lifts; the script goes on when the section comes to rest or, with `rest`, that many
    /// seconds after the touch-down, the section still moving.
    private static func swipe(
        _ host: CollectionViewHost, y: CGFloat, from: CGFloat, to: CGFloat,
        rest: TimeInterval? = nil
    ) throws {
        try host.drag(.line(from: CGPoint(x: from, y: y), to: CGPoint(x: to, y: y), duration: 0.15))
        if let rest { try GalleryGestures.wait(host, rest) } else { try host.runUntilIdle() }
    }
}
