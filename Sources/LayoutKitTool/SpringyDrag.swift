import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// The `springy` scene: a springy layout caught mid-drag, so the dump shows the wobble.
enum SpringyDrag {
    /// `layout` after ten frames of a finger dragging the content 20 pt a frame along its axis,
    /// the finger 300 pt into the viewport; the returned context is where the drag left the bounds.
    static func scene<Base>(_ layout: SpringyLayout<Base>, context start: LayoutContext) throws -> Scene {
        var context = start
        try layout.prepare(context)
        let vertical = layout.scrollDirection == .vertical
        for _ in 0..<10 {
            var next = context.bounds
            let finger =
                vertical
                ? CGPoint(x: context.bounds.midX, y: context.bounds.minY + 300)
                : CGPoint(x: context.bounds.minX + 300, y: context.bounds.midY)
            context.touch = TouchState(location: finger)
            if vertical { next.origin.y += 20 } else { next.origin.x += 20 }
            if layout.shouldInvalidate(forBoundsChange: next, in: context) {
                layout.invalidate(with: layout.invalidationContext(forBoundsChange: next, in: context))
            }
            context.bounds = next
            try layout.advanceAnimations(by: 1.0 / 60)
            try layout.prepare(context)
        }
        context.touch = nil
        return Scene(layout: layout, context: context)
    }
}
