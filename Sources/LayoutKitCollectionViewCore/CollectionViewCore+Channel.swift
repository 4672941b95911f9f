import Foundation
import LayoutKitCore

/// The core hears its layout's ``LayoutChannel`` and passes each message on to the view, never
/// while the core is inside a call into the layout: a message said during `prepare`,
/// `advanceAnimations` or any other hook waits until that call has returned, so the view never
/// calls the layout back from inside its own call.
extension CollectionViewCore: LayoutChannelReceiver {
    public func layoutChannel(_ channel: LayoutChannel, didInvalidate context: InvalidationContext) {
        receive(.invalidate(context))
    }

    public func layoutChannel(_ channel: LayoutChannel, didChangeAnimating isAnimating: Bool) {
        receive(.animating(isAnimating))
    }

    public func layoutChannel(_ channel: LayoutChannel, didReportItemsLeft indexPaths: [IndexPath]) {
        receive(.itemsLeft(indexPaths))
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

    /// Moves the layout's own animations on by one frame of `duration` seconds; call it at each
    /// display-link tick while ``isLayoutAnimating``.
    ///
    /// - Throws: what the layout's ``AnimatingLayout/advanceAnimations(by:)`` throws.
    public func advanceAnimations(by duration: TimeInterval) throws {
        guard isLayoutAnimating, let layout = layout.animating else { return }
        try insideLayout { try layout.advanceAnimations(by: duration) }
    }

    /// Runs `body`, a call into the layout, holding back the channel's messages until it returns.
    func insideLayout<Result>(_ body: () throws -> Result) rethrows -> Result {
        callDepth += 1
        defer {
            callDepth -= 1
            if callDepth == 0 { deliverMessages() }
        }
        return try body()
    }

    private func receive(_ message: ChannelMessage) {
        pendingMessages.append(message)
        if callDepth == 0 { deliverMessages() }
    }

    private func deliverMessages() {
        while !pendingMessages.isEmpty {
            let message = pendingMessages.removeFirst()
            switch message {
            case let .invalidate(context): onInvalidate?(acrossMirror(context))
            case let .animating(running): onFramesNeeded?(running)
            case let .itemsLeft(paths): itemsLeft = Array(Set(itemsLeft + paths)).sorted()
            }
        }
    }
}
