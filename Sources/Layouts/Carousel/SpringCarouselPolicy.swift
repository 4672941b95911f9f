import Foundation
import LayoutKitBehaviors
import LayoutKitCore

/// The policy of ``SpringCarouselLayout``: items on the bottom edge, each hung on a spring to its
/// slot, under one gravity, bouncing off the content's edges; an inserted item drops in from the
/// top and a deleted one falls out of the bottom.
public final class SpringCarouselPolicy: ConfiguredPhysicsPolicy {
    /// The settings.
    public let configuration: SpringCarouselConfiguration
    /// The slots, on the bottom edge of the viewport.
    public let homes: CarouselSlots
    /// The collision with the content's edges.
    private let collision = CollisionBehavior()

    /// Creates the policy of a carousel with `configuration`.
    public init(configuration: SpringCarouselConfiguration = SpringCarouselConfiguration()) {
        self.configuration = configuration
        homes = CarouselSlots(itemSize: configuration.itemSize, spacing: configuration.spacing)
    }

    /// The configuration's spring.
    public var spring: SpringSettings { configuration.spring }
    /// The configuration's resistance, along x.
    public var scrollResistance: SpringResistance? { configuration.resistance }
    /// The collision with the content's edges.
    public var boundary: CollisionBehavior? { collision }
    /// A deleted item loses its spring and its collision, and falls out of the bottom.
    public var departure: Departure { .fallsOut(of: [collision]) }

    /// Checks the settings, then lays the slots out on the bottom edge.
    ///
    /// - Throws: ``LayoutError`` for a bad setting or what the slots throw (a bad item size).
    public func prepare(_ context: LayoutContext) throws {
        try configuration.validate()
        try homes.prepare(context)
    }

    /// The gravity, the collision with the content's edges, and a bounce of elasticity 1.
    public func makeSharedBehaviors() -> [DynamicItemsBehavior] {
        let gravity = GravityBehavior()
        gravity.magnitude = configuration.gravity
        collision.collisionMode = .boundaries
        let bounce = DynamicItemBehavior()
        bounce.elasticity = 1
        return [gravity, collision, bounce]
    }

    /// The viewport widened by ``SpringCarouselConfiguration/tilingMargin`` each side, over the
    /// content's whole height.
    public func bodyRegion(around bounds: CGRect) -> CGRect {
        let margin = configuration.tilingMargin
        return CGRect(
            x: bounds.minX - margin, y: 0, width: bounds.width + 2 * margin, height: max(homes.contentSize.height, bounds.maxY))
    }

    /// An inserted item at the top of the content above its slot (its center one content height
    /// less its own height higher), to fall in; any other at its slot.
    public func start(of home: LayoutAttributes, in plan: UpdatePlan?) -> BodyStart {
        guard let plan, plan.isAppearing(home.indexPath) else { return .atHome }
        var start = home
        start.center.y -= homes.contentSize.height - home.size.height
        return .at(start)
    }
}
