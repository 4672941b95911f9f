import Foundation
import LayoutKitCore

/// The items the physics toy holds back while its crowd is full: each waits, at rest, at its
/// launch frame off screen to the right, and leaves the line, the oldest first, when the crowd
/// has room for it.
struct ToyWaitingLine {
    /// The waiting items' launch frames, by element.
    private var frames: [ElementKey: LayoutAttributes] = [:]
    /// The items in the order they arrived; those before ``head`` have left the line.
    private var order: [ElementKey] = []
    private var head = 0

    /// The waiting items' keys, the oldest first.
    private var waitingKeys: ArraySlice<ElementKey> { order[head...] }

    /// True when no item waits.
    var isEmpty: Bool { head == order.count }

    /// The item waiting longest.
    var first: LayoutAttributes? { isEmpty ? nil : frames[order[head]] }

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
        waitingKeys.compactMap { frames[$0] }.filter { $0.frame.intersects(rect) }
    }

    /// Takes the item waiting longest out of the line.
    ///
    /// - Complexity: O(1) amortized.
    mutating func removeFirst() {
        guard !isEmpty else { return }
        frames[order[head]] = nil
        head += 1
        if head == order.count { self = ToyWaitingLine() }
    }

    /// Takes an item out of the line (it was dropped); nothing for an item that does not wait.
    ///
    /// - Complexity: O(waiting items).
    mutating func remove(_ key: ElementKey) {
        guard frames.removeValue(forKey: key) != nil, let index = waitingKeys.firstIndex(of: key) else { return }
        order.remove(at: index)
    }

    /// Carries the waiting items through a batch update: a deleted item leaves the line (it was
    /// never on screen), the others keep their places under their new index paths.
    ///
    /// - Complexity: O(waiting items).
    mutating func remap(with plan: UpdatePlan) {
        let waiting = waitingKeys.compactMap { frames[$0] }
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
        for key in waitingKeys { frames[key] = place(key.indexPath) }
    }

    /// Empties the line.
    mutating func removeAll() { self = ToyWaitingLine() }
}
