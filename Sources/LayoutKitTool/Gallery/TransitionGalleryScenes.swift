import Foundation
import LayoutKit

/// The layout-to-layout transitions' gallery scenes: an animated change, interactive ones, a
/// navigation push and pop, and one driven by a pinch.
enum TransitionGalleryScenes {
    static let article = "\"Collection View Animations\" by Engin Kurutepe (objc.io issue 12)"

    static let scenes = [
        GalleryScene(
            name: "transition", title: "Animated layout change", article: article,
            caption: "The flow of small items becomes a grid of two columns in 0.5 s, every item gliding from its "
                + "place in one to its place in the other, then back along arcs."
        ) {
            let host = try makeHost(FlowLayout(configuration: .compactGrid()))
            return try GalleryFilm.record(host) { host in
                try host.setLayout(FlowLayout(configuration: TransitionScenes.grid), animation: HostAnimation(duration: 0.5))
                try hold(host)
                try host.setLayout(
                    FlowLayout(configuration: .compactGrid()), animation: HostAnimation(duration: 0.5),
                    path: TransitionPaths.arc(height: 60))
                try host.runUntilIdle()
            }
        },
        GalleryScene(
            name: "transition-interactive", title: "Interactive layout change", article: article,
            caption: "A finger drives the change from the flow to the grid: pulled 40 % of the way and let go, the "
                + "change is cancelled and settles back; pulled 70 % and let go, it finishes, from the finger's "
                + "speed, without a snap at the end."
        ) {
            let host = try makeHost(FlowLayout(configuration: .compactGrid()))
            let finger = GalleryFinger()
            return try GalleryFilm.record(host, finger: finger) { host in
                try pull(host, finger: finger, to: 0.4)
                try host.cancelInteractiveTransition()
                try host.runUntilIdle()
                try pull(host, finger: finger, to: 0.7)
                try host.finishInteractiveTransition()
                try host.runUntilIdle()
            }
        },
        GalleryScene(
            name: "navigation", title: "Navigation: push a detail, pop back", article: article,
            caption: "A grid of three columns; the detail pushed for item 4 is a sideways line of five large cards "
                + "centred on it (the grid's other items fade out), then the pop brings the grid back where it was."
        ) {
            let host = try makeHost(FlowLayout(configuration: columns(3)))
            return try GalleryFilm.record(host) { host in
                try host.pushLayout(
                    FlowLayout(configuration: TransitionScenes.carousel), itemCounts: [5],
                    anchor: .centering(.cell(IndexPath(item: 4, section: 0))))
                try hold(host)
                try host.popLayout()
                try host.runUntilIdle()
            }
        },
        GalleryScene(
            name: "transition-pinch", title: "Pinch from three columns to five", article: article,
            caption: "Two fingers pinch in: the grid goes from three columns to five with the pinch, the item under "
                + "the fingers staying put; they lift past half way and the change finishes. A spread goes back."
        ) {
            let host = try makeHost(FlowLayout(configuration: columns(3)))
            return try GalleryFilm.record(host) { host in
                let center = CGPoint(x: host.frameSize.width / 2, y: host.frameSize.height * 0.4)
                try host.pinchTransition(
                    to: FlowLayout(configuration: columns(5)), scaleAtEnd: 0.6,
                    trace: PinchTrace.spread(center: center, from: 200, to: 110, duration: 0.6))
                try hold(host)
                try host.pinchTransition(
                    to: FlowLayout(configuration: columns(3)), scaleAtEnd: 1 / 0.6,
                    trace: PinchTrace.spread(center: center, from: 110, to: 200, duration: 0.6))
                try host.runUntilIdle()
            }
        }
    ]

    /// A portrait host of 40 items on `layout`.
    private static func makeHost(_ layout: FlowLayout) throws -> CollectionViewHost {
        try CollectionViewHost(
            layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [40], frameRate: GalleryFilm.frameRate)
    }

    /// Plays the change under way to rest, then stays still for 0.3 s.
    private static func hold(_ host: CollectionViewHost) throws {
        try host.runUntilIdle()
        try GalleryGestures.wait(host, 0.3)
    }

    /// `count` square columns filling 320 pt, 10 pt apart and 5 pt in from the edges.
    private static func columns(_ count: Int) -> FlowConfiguration {
        let side = (310 - 10 * CGFloat(count - 1)) / CGFloat(count)
        return FlowConfiguration(
            metrics: FlowSectionMetrics(
                itemSize: CGSize(width: side, height: side), minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                sectionInset: EdgeInsets(all: 5)))
    }

    /// Starts an interactive change to the grid and moves `finger` down the screen over 0.5 s
    /// while the progress follows it to `progress`; the finger lifts at the end.
    private static func pull(_ host: CollectionViewHost, finger: GalleryFinger, to progress: CGFloat) throws {
        let transition = try host.startInteractiveTransition(to: FlowLayout(configuration: TransitionScenes.grid))
        let frames = 30
        for frame in 1...frames {
            let done = progress * CGFloat(frame) / CGFloat(frames)
            try transition.updateInteractiveTransition(done)
            let origin = host.visibleRect.origin
            finger.location = CGPoint(x: origin.x + host.frameSize.width / 2, y: origin.y + 120 + 400 * done)
            try host.advanceFrame()
        }
        finger.location = nil
    }
}
