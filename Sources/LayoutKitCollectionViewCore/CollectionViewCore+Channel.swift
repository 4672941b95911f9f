import Foundation
import LayoutKitCore

/// The core hears every channel of its layout tree and, never while it is inside a call into
/// the layout, asks the layout what changed: a ring during `prepare`, `advanceAnimations` or any
/// other hook waits until that call has returned, so the view never calls the layout back from
/// inside its own call.
extension CollectionViewCore: LayoutChannelReceiver {
    public func layoutChannelDidChange(_ channel: LayoutChannel) {
        channelRang = true
        if callDepth == 0 { collectChanges() }
    }

    /// Hands the items the layout reported gone to `handler` (the app, which answers with a
    /// batch update deleting them); call it between frames, never inside a call into the layout.
    /// When `handler` throws, the items wait for the next hand-over and the error goes on.
    ///
    /// - Throws: what `handler` throws.
    public func handOverItemsLeft(to handler: ([IndexPath]) throws -> Void) throws {
        guard !itemsLeft.isEmpty else { return }
        let paths = itemsLeft.sorted()
        itemsLeft = []
        do {
            try handler(paths)
        } catch {
            itemsLeft = Array(Set(paths + itemsLeft)).sorted()
            throw error
        }
    }

    /// Hands the actions the user triggered through the layout to `handler`, one by one in the
    /// order they came (the app carries each out, perhaps with a batch update); call it between
    /// frames, never inside a call into the layout. When `handler` throws, the action and those
    /// after it wait for the next hand-over and the error goes on.
    ///
    /// - Throws: what `handler` throws.
    public func handOverActions(to handler: (LayoutAction) throws -> Void) throws {
        // Each action leaves the queue before its handler runs, held apart: the batch update the
        // handler makes carries it and the rest through, and drops those of rows it deletes.
        defer { actionInHand = nil }
        while !actionsTriggered.isEmpty {
            actionInHand = actionsTriggered.removeFirst()
            do {
                if let action = actionInHand { try handler(action) }
            } catch {
                if let action = actionInHand { actionsTriggered.insert(action, at: 0) }
                throw error
            }
        }
    }

    /// Moves the layout's own animations on by one frame of `duration` seconds; call it at each
    /// display-link tick while ``isLayoutAnimating``.
    ///
    /// - Throws: what the layout's ``AnimatingLayout/advanceAnimations(by:)`` throws.
    public func advanceAnimations(by duration: TimeInterval) throws {
        guard isLayoutAnimating, let layout = layout.animating else { return }
        try insideLayout { try layout.advanceAnimations(by: duration) }
    }

    /// Runs `body`, a call into the layout, holding back what the channels say until it returns.
    ///
    /// A layout has one host at a time, the one that uses it: entering the layout, the core takes
    /// back any channel of the tree another core heard meanwhile (the core of a platform's
    /// transition, which ran the layout until it ended), so the view that shows the layout again
    /// hears it with no call of its own.
    ///
    /// - Complexity: O(channels heard) on top of `body`.
    func insideLayout<Result>(_ body: () throws -> Result) rethrows -> Result {
        if callDepth == 0 {
            for channel in listenedChannels { channel.connect(self) }
        }
        callDepth += 1
        defer {
            callDepth -= 1
            if callDepth == 0, channelRang { collectChanges() }
        }
        return try body()
    }

    /// Listens to the channels of the layout tree as it is now, and to none other.
    ///
    /// - Complexity: O(channels) when the tree's channels are those heard already.
    func listenToChannels() {
        let channels = layout.animating?.channels ?? []
        let same = channels.count == listenedChannels.count && zip(channels, listenedChannels).allSatisfy { $0 === $1 }
        guard !same else { return }
        let kept = Set(channels.map(ObjectIdentifier.init))
        for channel in listenedChannels where !kept.contains(ObjectIdentifier(channel)) { channel.disconnect(self) }
        listenedChannels = channels
        for channel in channels { channel.connect(self) }
    }

    /// Asks the layout what its channels said, until they have nothing more to say: each
    /// invalidation goes to ``onInvalidate``, the items gone wait for the app, and a change of
    /// ``isLayoutAnimating`` goes to ``onFramesNeeded``.
    func collectChanges() {
        while channelRang {
            channelRang = false
            let changes = layout.animating?.takeChanges() ?? LayoutChanges()
            if !changes.itemsLeft.isEmpty { itemsLeft = Array(Set(itemsLeft + changes.itemsLeft)).sorted() }
            actionsTriggered += changes.actions
            for context in changes.invalidations { onInvalidate?(acrossMirror(context)) }
            let running = isLayoutAnimating
            if running != framesRunning {
                framesRunning = running
                onFramesNeeded?(running)
            }
        }
    }
}
