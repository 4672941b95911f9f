import Foundation
import LayoutKitCore

/// Any layout with its elements hung on springs: they lag behind the finger as the content
/// scrolls and spring back to where the base layout puts them (the springy collection view of
/// "UICollectionView + UIKit Dynamics", Ash Furrow, objc.io issue 5, over any layout).
///
/// Each cell near the visible rect is tied to its place in the base layout by a spring. On each
/// scroll step along the base's ``CollectionLayout/scrollDirection`` the cells move with the
/// content in proportion to their distance from the finger (``SpringResistance``), and the
/// springs pull them home. The layout animates itself: its channel keeps the host's frames
/// coming while the springs move and says when they rest. It is the ``PhysicsLayout`` of a
/// ``SpringyPolicy``.
///
/// Data changes never make an element jump: springs belong to elements, not index paths, so a
/// batch update carries each spring to its element's new place and the element springs there
/// from where it is; an inserted element springs in from the base's initial attributes (or is
/// faded in by the host when the base has none); a deleted one is faded out by the host. When
/// the base moves or resizes some elements (an item grows), only their springs are re-anchored.
/// A new viewport size (a rotation) puts every element at rest on its new place, for the host
/// to animate. Elements of zero size get no spring.
///
/// ```swift
/// let layout = FlowLayout().springy()
/// let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [120])
/// try host.drag(.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 300), duration: 0.3))
/// try host.runUntilIdle()   // the springs settle, then the host is idle
/// ```
///
/// - Complexity: per scroll step O(springs), with springs ≈ the cells in the visible rect grown
///   by the margin; per frame the same, plus the base's query of that rect.
public typealias SpringyLayout<Base: CollectionLayout> = PhysicsLayout<SpringyPolicy<Base>>

extension PhysicsLayout {
    /// Hangs the elements of `base` on springs with `configuration`.
    public convenience init<Base>(_ base: Base, configuration: SpringyConfiguration = SpringyConfiguration())
    where Policy == SpringyPolicy<Base> {
        self.init(policy: SpringyPolicy(base, configuration: configuration))
    }
}
