import Foundation
import LayoutKitBehaviors
import LayoutKitCore
import LayoutKitHost

/// Records scenes for the gallery: a headless host playing gestures, or an animator stepped
/// frame by frame.
enum GalleryFilm {
    /// The frame rate scenes are recorded at, in Hz.
    static let frameRate = 60.0

    /// A host showing `scene` through its context's bounds, inset, data and reading direction.
    static func host(_ scene: Scene) throws -> CollectionViewHost {
        let context = scene.context
        return try CollectionViewHost(
            layout: scene.layout, frameSize: context.bounds.size, itemCounts: context.itemCounts,
            contentInset: context.contentInset, contentOffset: context.bounds.origin,
            itemSizeProvider: context.itemSizeProvider, layoutDirection: context.layoutDirection,
            displayScale: context.displayScale, frameRate: frameRate)
    }

    /// A host on ``SceneCatalog``'s dump scene `name` with its default settings changed by `change`.
    static func host(dumpScene name: String, change: (inout SceneSettings) -> Void = { _ in }) throws -> CollectionViewHost {
        var settings = try SceneCatalog.settings(for: name)
        change(&settings)
        return try host(try SceneCatalog.scene(name, settings: settings))
    }

    /// The frames `host` shows while `script` plays on it, with the fingers of its drags and
    /// pinches, and `finger` while the script sets it; a still half second comes first so that
    /// every loop starts at rest.
    static func record(
        _ host: CollectionViewHost, finger: GalleryFinger? = nil, script: (CollectionViewHost) throws -> Void
    ) throws -> [GalleryFrame] {
        var touches: [Int: [CGPoint]] = [:]
        let observer = host.addFrameObserver { [unowned host] tick in
            let context = host.context
            var points = context.touch.map { [$0.location] } ?? []
            if let pinch = context.pinch { points += [pinch.first, pinch.second] }
            if let location = finger?.location { points.append(location) }
            touches[tick.index] = points
        }
        defer { host.removeFrameObserver(observer) }
        host.startRecording()
        try host.advance(frames: Int(frameRate / 2))
        try script(host)
        return host.stopRecording().frames.map {
            GalleryFrame(time: $0.time, visibleRect: $0.visibleRect, touches: touches[$0.index] ?? [], elements: $0.elements)
        }
    }

    /// The frames of `animator` stepped `frames` times at ``frameRate``: the attributes of
    /// `items` as it moves them, seen through `view` (its reference bounds when nil). Before
    /// each step `control` may change the behaviours and returns the fingers to show (in the
    /// animator's coordinates).
    static func record(
        _ animator: DynamicAnimator, items: [LayoutAttributes], frames: Int, view: CGRect? = nil,
        control: (Int) throws -> [CGPoint] = { _ in [] }
    ) throws -> [GalleryFrame] {
        let bounds = view ?? animator.referenceBounds
        return try (0...frames).map { index in
            let touches = try control(index)
            if index > 0 { try animator.advance(by: 1 / frameRate) }
            let elements = items.map { animator.attributes(for: $0.key) ?? $0 }
            return GalleryFrame(time: Double(index) / frameRate, visibleRect: bounds, touches: touches, elements: elements)
        }
    }
}
