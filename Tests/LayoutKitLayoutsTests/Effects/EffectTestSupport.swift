import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// The zoom line of the tutorial as the effect tests use it: the zoom flow in a 320 x 300
/// viewport (exactly one 100 pt row between the 100 pt insets), so item i spans
/// x = 150 i ... 150 i + 100 and the 60 items make 60 x 100 + 59 x 50 = 8950 pt.
enum ZoomLine {
    static let viewport = CGSize(width: 320, height: 300)
    static let contentWidth: CGFloat = 8950
    /// The largest content offset: 8950 - 320.
    static let maxOffset: CGFloat = 8630

    /// The center x of item `i`, worked out by hand from the flow's metrics.
    static func center(_ i: Int) -> CGFloat { 150 * CGFloat(i) + 50 }

    /// The content offset that centers item `i`, clamped into 0 ... 8630.
    static func centeringOffset(_ i: Int) -> CGFloat { min(maxOffset, max(0, center(i) - viewport.width / 2)) }
}

/// UIScrollView's deceleration stepped one millisecond at a time from (x0 pt, v0 pt/s) until
/// it stops moving: where a fling released there would come to rest (independent of the host's
/// closed form).
func steppedRest(from x0: Double, velocity v0: Double, rate: Double = 0.998) -> Double {
    var (x, v, previous) = (x0, v0, Double.nan)
    while x != previous {
        previous = x
        v *= rate
        x += v / 1000
    }
    return x
}

/// The element of `host` on screen for the cell `item` of section 0.
func shownCell(_ host: CollectionViewHost, _ item: Int) -> LayoutAttributes? {
    host.visibleElements.first { $0.category == .cell && $0.indexPath == IndexPath(item: item, section: 0) }
}

/// What `host` shows now, as a snapshot dump.
func shownFrame(_ host: CollectionViewHost) -> LayoutSnapshot {
    LayoutSnapshot(contentSize: host.layout.contentSize, rect: host.visibleRect, attributes: host.visibleElements)
}

/// The uniform scale of `attributes`' transform (m11 of a scale without rotation).
func scale(of attributes: LayoutAttributes?) -> CGFloat? {
    attributes.map { hypot($0.transform3D.m11, $0.transform3D.m12) }
}

/// Plays a horizontal drag of the finger by `dx` pt over 0.1 s on the middle of the screen,
/// then returns the content offset at the release and the offsets of every frame after it until
/// the host is idle.
func flingHorizontally(_ host: CollectionViewHost, by dx: CGFloat) throws -> (release: CGFloat, frames: [CGFloat]) {
    let start = CGPoint(x: 160 + dx / 2, y: 150)
    try host.drag(.line(from: start, to: CGPoint(x: start.x - dx, y: 150), duration: 0.1))
    while host.isDragging { try host.advanceFrame() }
    let release = host.contentOffset.x
    var frames: [CGFloat] = []
    while !host.isIdle {
        try host.advanceFrame()
        frames.append(host.contentOffset.x)
    }
    return (release, frames)
}
