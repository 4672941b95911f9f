import Foundation
import LayoutKitCore
import LayoutKitHost

/// The rectangle a fraction `p` of the way from `a` to `b`, computed independently of the
/// library: each of origin and size moved linearly.
func lerp(_ a: CGRect, _ b: CGRect, _ p: CGFloat) -> CGRect {
    CGRect(
        x: a.minX + (b.minX - a.minX) * p, y: a.minY + (b.minY - a.minY) * p,
        width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
}

/// True when the two rectangles agree within `tolerance` points in every coordinate.
func close(_ a: CGRect?, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// One frame of what a host shows, by key, in screen coordinates (frames less the visible
/// rectangle's origin); an element leaving under the key of one shown is left out.
func screen(_ host: CollectionViewHost) -> [ElementKey: CGRect] {
    Dictionary(
        host.visibleElements.map {
            ($0.key, $0.frame.offsetBy(dx: -host.visibleRect.minX, dy: -host.visibleRect.minY))
        }, uniquingKeysWith: { shown, _ in shown })
}

/// The largest move, in points, of a center or a size between two screens, over the elements
/// both show.
func largestMove(_ before: [ElementKey: CGRect], _ after: [ElementKey: CGRect]) -> CGFloat {
    before.compactMap { key, a in
        after[key].map { b in
            max(hypot(b.midX - a.midX, b.midY - a.midY), abs(b.width - a.width), abs(b.height - a.height))
        }
    }.max() ?? 0
}

/// The cell key of item `item` of section 0.
func cellKey(_ item: Int) -> ElementKey { .cell(IndexPath(item: item, section: 0)) }
