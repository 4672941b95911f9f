import Foundation
import LayoutKitCore

/// The items the physics toy holds back while its crowd is full: each waits, at rest, at its
/// launch frame off screen to the right, and leaves the line, the oldest first, when the crowd
/// has room for it.
struct ToyWaitingLine {
    /// The waiting items' launch frames, by element.
    private var frames: [ElementKey: LayoutAttributes] = [:]
    /// The waiting items in the order they arrived.
    private var order: [ElementKey] = []

    /// True when no item waits.
    var isEmpty: Bool { order.isEmpty }

    /// Puts an item at the end of the line, at its launch frame.
    mutating func append(_ attributes: LayoutAttributes) {
        if frames.updateValue(attributes, forKey: attributes.key) == nil { order.append(attributes.key) }
    }

    /// The launch frame of a waiting item; `nil` for an item that does not wait.
    func attributes(for key: ElementKey) -> LayoutAttributes? { frames[key] }

    /// The waiting items whose launch frames meet `rect`.
    ///
    /// - Complexity: O(waiting items).
    func attributes(in rect: CGRect) -> [LayoutAttributes] {
        order.compactMap { frames[$0] }.filter { $0.frame.intersects(rect) }
    }

    /// The item waiting longest.
    var first: LayoutAttributes? { order.first.flatMap { frames[$0] } }

    /// Takes the item waiting longest out of the line.
    mutating func removeFirst() {
        guard !order.isEmpty else { return }
        frames[order.removeFirst()] = nil
    }

    /// Takes an item out of the line (it was dropped); nothing for an item that does not wait.
    mutating func remove(_ key: ElementKey) {
        guard frames.removeValue(forKey: key) != nil else { return }
        order.removeAll { $0 == key }
    }

    /// Carries the waiting items through a batch update: a deleted item leaves the line (it was
    /// never on screen), the others keep their places under their new index paths.
    ///
    /// - Complexity: O(waiting items).
    mutating func remap(with plan: UpdatePlan) {
        let waiting = order.compactMap { frames[$0] }
        self = ToyWaitingLine()
        for var attributes in waiting {
            guard let key = plan.keyAfterUpdate(for: attributes.key) else { continue }
            attributes.indexPath = key.indexPath
            append(attributes)
        }
    }

    /// Moves every waiting item to where `place` puts it (the screen changed size).
    ///
    /// - Complexity: O(waiting items).
    mutating func relocate(_ place: (IndexPath) -> LayoutAttributes) {
        for key in order { frames[key] = place(key.indexPath) }
    }

    /// Empties the line.
    mutating func removeAll() { self = ToyWaitingLine() }
}
