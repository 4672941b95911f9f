import Foundation
import LayoutKitCore

/// The channel of an effect that animates on its own over a base that may animate too: it
/// passes the base's messages on to the host and adds the effect's, so the host hears one
/// channel and keeps the frames coming while either animates.
final class EffectChannel: LayoutChannelReceiver {
    /// The channel the effect returns from ``AnimatingLayout/channel``.
    let channel = LayoutChannel()
    private let baseChannel: LayoutChannel?
    private var effectAnimates = false

    /// Listens to `baseChannel` (the base's, when it has one).
    init(relaying baseChannel: LayoutChannel?) {
        self.baseChannel = baseChannel
        baseChannel?.connect(self)
        refresh()
    }

    /// True while the base says it animates.
    var baseAnimates: Bool { baseChannel?.isAnimating ?? false }

    /// Says whether the effect itself animates.
    func setEffectAnimating(_ animating: Bool) {
        effectAnimates = animating
        refresh()
    }

    func layoutChannel(_ channel: LayoutChannel, didInvalidate context: InvalidationContext) {
        self.channel.invalidate(context)
    }

    func layoutChannel(_ channel: LayoutChannel, didChangeAnimating isAnimating: Bool) {
        refresh()
    }

    func layoutChannel(_ channel: LayoutChannel, didReportItemsLeft indexPaths: [IndexPath]) {
        self.channel.reportItemsLeft(indexPaths)
    }

    private func refresh() {
        channel.setAnimating(effectAnimates || baseAnimates)
    }
}
