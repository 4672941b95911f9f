import Foundation
import LayoutKitCore

/// Any layout whose items can be pinched: with two fingers down, the item under their midpoint
/// follows them, its size scaled by the pinch and its center on the midpoint, above the others;
/// when they lift it animates back to its place. The interactive pinch of "Collection View
/// Animations" by Engin Kurutepe (objc.io issue 12).
///
/// The item is chosen when the fingers touch down (``LayoutContext/pinch``): the topmost cell
/// whose frame holds the midpoint; a pinch that starts over empty space changes nothing, even if
/// the fingers then move over an item. The pinched item gets z index ``PinchConfiguration/pinchedZIndex`` (100).
/// When the fingers lift, it animates back over ``PinchConfiguration/release`` (UIKit's batch-update animation,
/// 0.3 s ease in and out, by default), driven by the host's frames through the layout's
/// ``channel``. A rotation mid-pinch keeps the item under the fingers; a batch update mid-pinch
/// follows the item to its new index path, or drops it when it is deleted. Everything else is
/// the base's, whose channels the host hears as well (``LayoutWrapper``'s ``channels``).
///
/// ```swift
/// let layout = FlowLayout(configuration: .compactGrid()).pinchable()
/// try host.pinch(.spread(center: CGPoint(x: 37, y: 37), from: 40, to: 80, duration: 0.5))
/// ```
public final class PinchableLayout<Base: CollectionLayout>: LayoutWrapper {
    /// The wrapped layout.
    public let base: Base
    /// The settings: the pinched item's z index and its release animation.
    public let configuration: PinchConfiguration
    /// The release animation's channel.
    public let channel: LayoutChannel? = LayoutChannel()
    private var grip = PinchGrip.idle

    /// Makes `base`'s items pinchable.
    public init(_ base: Base, configuration: PinchConfiguration = PinchConfiguration()) {
        self.base = base
        self.configuration = configuration
    }

    /// The pinch state is read here: the host prepares the layout at every frame of a pinch and
    /// once when the fingers lift.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for a bad release
    ///   animation, and whatever the base throws.
    public func prepare(_ context: LayoutContext) throws {
        try configuration.release.validate()
        try base.prepare(context)
        follow(context.pinch)
    }

    /// Follows the item across the update: to its new index path, or nowhere when it is deleted.
    public func prepare(forUpdates plan: UpdatePlan) throws {
        try base.prepare(forUpdates: plan)
        switch grip {
        case .idle:
            break
        case let .pinching(item, fingers):
            grip = .pinching(item: item.flatMap(plan.indexPathAfterUpdate(for:)), fingers: fingers)
        case let .releasing(item, from, elapsed):
            grip = plan.indexPathAfterUpdate(for: item).map { .releasing(item: $0, from: from, elapsed: elapsed) } ?? .idle
            if case .idle = grip { channel?.setAnimating(false) }
        }
    }

    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        var result = base.attributes(in: rect).map(wrapped)
        if let item = grip.item, !result.contains(where: { $0.category == .cell && $0.indexPath == item }),
            let pinched = attributes(at: item), pinched.frame.intersects(rect)
        {
            result.append(pinched)
        }
        return result
    }

    public func wrapped(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard attributes.category == .cell, attributes.indexPath == grip.item else { return attributes }
        var lifted = attributes
        lifted.zIndex = configuration.pinchedZIndex
        switch grip {
        case .idle:
            return attributes
        case let .pinching(_, fingers):
            return Self.pinched(lifted, by: fingers)
        case let .releasing(_, from, elapsed):
            let progress = configuration.release.curve.progress(elapsed: elapsed, duration: configuration.release.duration)
            // Under the item's index path now (`from` keeps the one it had when the fingers lifted).
            var shown = from.interpolated(to: lifted, progress: CGFloat(progress))
            (shown.indexPath, shown.category) = (lifted.indexPath, lifted.category)
            return shown
        }
    }

    /// Moves the release animation on, and the base's animations when it animates.
    public func advanceAnimations(by duration: TimeInterval) throws {
        if let base = base.animating, base.isAnimating { try base.advanceAnimations(by: duration) }
        guard case let .releasing(item, from, elapsed) = grip else { return }
        let now = elapsed + duration
        if now >= configuration.release.duration - 1e-9 {
            grip = .idle
            channel?.setAnimating(false)
        } else {
            grip = .releasing(item: item, from: from, elapsed: now)
        }
        channel?.invalidate()
    }

    /// Starts, follows or ends the pinch from the context's fingers.
    private func follow(_ fingers: PinchState?) {
        switch (grip, fingers) {
        case let (.pinching(item, _), fingers?):
            grip = .pinching(item: item, fingers: fingers)
        case let (_, fingers?):
            channel?.setAnimating(false)
            grip = .pinching(item: item(under: fingers.center), fingers: fingers)
        case let (.pinching(item?, last), nil):
            guard let shown = base.attributes(at: item), configuration.release.duration > 0 else {
                grip = .idle
                return
            }
            var from = Self.pinched(shown, by: last)
            from.zIndex = configuration.pinchedZIndex
            grip = .releasing(item: item, from: from, elapsed: 0)
            channel?.setAnimating(true)
        case (.pinching(nil, _), nil):
            grip = .idle
        case (.releasing, nil), (.idle, nil):
            break
        }
    }

    /// The topmost cell whose frame holds `point`, if any.
    private func item(under point: CGPoint) -> IndexPath? {
        base.attributes(in: CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1))
            .filter { $0.category == .cell && !$0.isHidden && $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// `attributes` with its size scaled by the pinch and its center on the fingers' midpoint.
    private static func pinched(_ attributes: LayoutAttributes, by fingers: PinchState) -> LayoutAttributes {
        var pinched = attributes
        let size = CGSize(width: attributes.frame.width * fingers.scale, height: attributes.frame.height * fingers.scale)
        pinched.frame = CGRect(
            x: fingers.center.x - size.width / 2, y: fingers.center.y - size.height / 2,
            width: size.width, height: size.height)
        return pinched
    }
}
