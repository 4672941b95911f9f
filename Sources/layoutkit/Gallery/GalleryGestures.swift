import Foundation
import LayoutKitCore
import LayoutKitHost

/// The gestures gallery scenes are scripted with, each played until the host comes to rest.
enum GalleryGestures {
    /// A finger flicks along the layout's scroll axis: it moves `fraction` of the viewport up
    /// (or left) in `duration` seconds and lifts, so the content flies on toward its end; a
    /// negative `fraction` pulls the other way.
    static func flick(_ host: CollectionViewHost, fraction: CGFloat = 0.4, duration: TimeInterval = 0.25) throws {
        let size = host.frameSize
        let vertical = host.layout.scrollDirection == .vertical
        let from = vertical
            ? CGPoint(x: size.width / 2, y: size.height * 0.75) : CGPoint(x: size.width * 0.75, y: size.height / 2)
        let to = vertical
            ? CGPoint(x: from.x, y: from.y - size.height * fraction) : CGPoint(x: from.x - size.width * fraction, y: from.y)
        try host.drag(.line(from: from, to: to, duration: duration))
        try host.runUntilIdle()
    }

    /// The device turns: width and height swap in an animated bounds change.
    static func rotate(_ host: CollectionViewHost) throws {
        try host.setFrameSize(CGSize(width: host.frameSize.height, height: host.frameSize.width), animation: .rotation)
        try host.runUntilIdle()
    }
}
