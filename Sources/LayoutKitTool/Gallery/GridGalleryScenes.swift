import Foundation
import LayoutKit

/// The grids' gallery scenes: a waterfall of photos in a compositional layout, and a column
/// grid that a pinch turns from three columns to five.
enum GridGalleryScenes {
    static let article = "Photo walls (masonry) and photo library grids, as UICollectionViewLayout subclasses make them"

    static let scenes = [
        GalleryScene(
            name: "photo-wall", title: "A waterfall of photos", article: article,
            caption: "Two sections of photos whose natural sizes (4:3, 3:4, square, 16:9, 2:3, 3:2) the host gives: "
                + "a WaterfallLayout of three columns in each section of a compositional layout, each photo at the "
                + "top of the shortest column; the headers (green) stay pinned, the second pushing the first out. Flings down and back up, then "
                + "three photos inserted near the top and two deleted: the photos below change column."
        ) {
            let album = Album(seed: 7, counts: [40, 40])
            let walls = [WaterfallLayout(configuration: wall), WaterfallLayout(configuration: wall)]
            let layout = CompositionalLayout(configuration: CompositionalConfiguration(interSectionSpacing: 8)) { section, _ in
                CompositionalSection(
                    layout: walls[section],
                    boundaryItems: [
                        BoundarySupplementaryItem(kind: "header", height: 40, alignment: .top, pinsToVisibleBounds: true)
                    ])
            }
            let host = try CollectionViewHost(
                layout: layout, frameSize: CGSize(width: 390, height: 844), itemCounts: album.counts,
                itemSizeProvider: { album.sizes[$0.section][$0.item] }, frameRate: GalleryFilm.frameRate)
            return try GalleryFilm.record(host) { host in
                try GalleryGestures.flick(host, fraction: 0.5, duration: 0.3, rest: 1.2)
                try GalleryGestures.flick(host, fraction: 0.45, duration: 0.35, rest: 1)
                try GalleryGestures.flick(host, fraction: -1, duration: 0.2)
                album.update(section: 0, inserting: [3, 4, 5], deleting: [1, 7])
                try GalleryGestures.update(host, inserting: [3, 4, 5], deleting: [1, 7])
                try GalleryGestures.wait(host, 0.3)
            }
        },
        GalleryScene(
            name: "column-grid-pinch", title: "A column grid pinched from three columns to five",
            article: article,
            caption: "A ColumnGridLayout of square photos 2 pt apart, scrolled down a little; two fingers pinch in "
                + "and the grid goes from three columns to five with them, the photo under the fingers staying put, "
                + "and the change finishes when they lift past half way. A spread goes back to three."
        ) {
            let host = try CollectionViewHost(
                layout: ColumnGridLayout(configuration: ColumnGridConfiguration(columns: .fixed(3))),
                frameSize: CGSize(width: 390, height: 844), itemCounts: [150], frameRate: GalleryFilm.frameRate)
            return try GalleryFilm.record(host) { host in
                try GalleryGestures.flick(host, fraction: 0.2, duration: 0.4, rest: 0.8)
                try pinch(host, toColumns: 5, from: 230, to: 130, scaleAtEnd: 0.6)
                try pinch(host, toColumns: 3, from: 130, to: 230, scaleAtEnd: 1 / 0.6)
            }
        }
    ]

    /// Two fingers around the point (195, 380) of the screen move from `from` to `to` pt apart in
    /// 0.8 s, driving the change to a grid of `toColumns` columns, complete at `scaleAtEnd`; then
    /// the grid rests for 0.3 s.
    private static func pinch(
        _ host: CollectionViewHost, toColumns columns: Int, from: CGFloat, to: CGFloat,
        scaleAtEnd: CGFloat
    ) throws {
        try host.pinchTransition(
            to: ColumnGridLayout(configuration: ColumnGridConfiguration(columns: .fixed(columns))), scaleAtEnd: scaleAtEnd,
            trace: PinchTrace.spread(center: CGPoint(x: 195, y: 380), from: from, to: to, duration: 0.8))
        try host.runUntilIdle()
        try GalleryGestures.wait(host, 0.3)
    }

    /// Three columns 6 pt apart, photos 6 pt apart, 6 pt from the edges.
    private static let wall = WaterfallConfiguration(
        columns: .fixed(3), interItemSpacing: 6, columnSpacing: 6, sectionInsets: EdgeInsets(all: 6))

    /// The photos' natural sizes by section, which the host asks for: the data the scene changes.
    private final class Album {
        private static let shapes = [
            CGSize(width: 4, height: 3), CGSize(width: 3, height: 4), CGSize(width: 1, height: 1),
            CGSize(width: 16, height: 9), CGSize(width: 2, height: 3), CGSize(width: 3, height: 2)
        ]
        private var random: SeededRandom
        private(set) var sizes: [[CGSize]]

        var counts: [Int] { sizes.map(\.count) }

        init(seed: UInt64, counts: [Int]) {
            var random = SeededRandom(seed: seed)
            sizes = counts.map { count in (0..<count).map { _ in Self.photo(&random) } }
            self.random = random
        }

        /// Deletes the photos at `deleting` of `section` (indices before the change) and inserts new
        /// ones at `inserting` (after it), as a batch update does.
        func update(section: Int, inserting: [Int], deleting: [Int]) {
            for item in deleting.sorted(by: >) { sizes[section].remove(at: item) }
            for item in inserting.sorted() { sizes[section].insert(Self.photo(&random), at: item) }
        }

        /// A photo of one of the shapes, drawn with `random`.
        private static func photo(_ random: inout SeededRandom) -> CGSize { shapes[random.next(below: shapes.count)] }
    }
}
