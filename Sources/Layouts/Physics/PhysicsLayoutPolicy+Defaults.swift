import Foundation
import LayoutKitBehaviors
import LayoutKitCore

extension PhysicsLayoutPolicy {
    public func prepare(_ context: LayoutContext) throws { try homes.prepare(context) }
    public func makeSharedBehaviors() -> [DynamicItemsBehavior] { [] }
    public var boundary: CollisionBehavior? { nil }
    public var restsOnResize: Bool { true }
    public var scrollResistance: SpringResistance? { nil }
    public var homesPlaceEveryElement: Bool { true }
    public var departure: Departure { .fadedOutByHost }

    /// The whole content (``wholeContent``).
    public func bodyRegion(around bounds: CGRect) -> CGRect { wholeContent }

    /// The homes' whole content, grown by a point so that elements on its edges count.
    var wholeContent: CGRect {
        CGRect(origin: .zero, size: homes.contentSize).insetBy(dx: -1, dy: -1)
    }

    /// An inserted element at its homes' initial attributes' center (faded in by the host
    /// without them); any other as if it had followed the latest scroll step.
    public func start(of home: LayoutAttributes, in plan: UpdatePlan?) -> BodyStart {
        guard let plan, plan.isAppearing(home.indexPath) else { return .afterScroll }
        guard let initial = homes.initialAttributes(forAppearing: home.key) else { return .fadedInByHost }
        var start = home
        start.center = initial.center  // a spring moves a center: the element starts at the initial one
        return .at(start)
    }

    /// True once no part of `departed` is in the viewport.
    public func hasLeft(_ departed: LayoutAttributes, viewport bounds: CGRect) -> Bool {
        !departed.frame.intersects(bounds)
    }

    public func didPrepare(_ bodies: PhysicsBodies, restarted: Bool) throws {}
    public func didCarry(_ bodies: PhysicsBodies, through plan: UpdatePlan) throws {}
    public func didAdvance(_ bodies: PhysicsBodies) throws {}
}
