import Foundation
import LayoutKitBehaviors
import LayoutKitCore

/// What makes one physics layout differ from another: where its elements belong (its
/// ``homes``), the spring that ties a body home, what the bodies share, which elements get a
/// body, where a new body starts, and how a deleted element leaves. ``PhysicsLayout`` does the
/// rest, the same way for every policy: the channel to the host, the animator, the bodies
/// carried through batch updates by identity, the scroll response and the tiling.
///
/// Every requirement but ``homes`` and ``spring`` has a default, so a policy is a few lines: the
/// defaults give every element a body tied to its home, starting there (or at its homes'
/// initial attributes when it appears in an update), sharing nothing, faded out by the host
/// when deleted.
///
/// ```swift
/// final class DroopyPolicy: PhysicsLayoutPolicy {
///     let homes = FlowLayout()
///     let spring = SpringSettings(damping: 0.3, frequency: 1.5)
///     func makeSharedBehaviors() -> [DynamicItemsBehavior] { [GravityBehavior()] }
/// }
/// let layout = PhysicsLayout(policy: DroopyPolicy())   // cells sag under gravity on their springs
/// ```
public protocol PhysicsLayoutPolicy: AnyObject {
    /// The layout that says where each element belongs.
    associatedtype Homes: CollectionLayout

    /// Where each element belongs: the springs' anchors, the physics layout's content size,
    /// scroll direction and supplementary views, and the place of every element without a body.
    var homes: Homes { get }

    /// The spring that ties a body to its anchor.
    var spring: SpringSettings { get }

    /// Checks the settings and prepares ``homes`` for `context`; by default prepares the homes.
    ///
    /// - Throws: ``LayoutError`` for a bad setting or what the homes throw; nothing changes then.
    func prepare(_ context: LayoutContext) throws

    /// The behaviours every body belongs to (a gravity, a collision), made once, at the first
    /// layout pass; by default none.
    func makeSharedBehaviors() -> [DynamicItemsBehavior]

    /// A collision among ``makeSharedBehaviors()`` whose boundary is the content's edges (turned
    /// off while the content has no area); by default none.
    var boundary: CollisionBehavior? { get }

    /// True when a new viewport size (a rotation) puts every element at rest on its new home,
    /// for the host to animate; false keeps the bodies moving. By default true.
    var restsOnResize: Bool { get }

    /// How the bodies follow a scroll step: each moves along the scroll axis by the part of the
    /// step this resistance gives it, and its spring pulls it home. `nil` (the default): they do
    /// not follow.
    var scrollResistance: SpringResistance? { get }

    /// True when the homes place every element and the physics layout gives a body to each one
    /// in ``bodyRegion(around:)`` (the default). False when the policy gives the bodies itself in
    /// its `did…` hooks, its homes showing only the elements it holds back: the layout then
    /// animates every cell itself, as there is no home for the host to tween it to. Read once,
    /// when the physics layout is made.
    var homesPlaceEveryElement: Bool { get }

    /// The rectangle whose elements get a body, around the viewport `bounds` (in points); by
    /// default the whole content, every element.
    func bodyRegion(around bounds: CGRect) -> CGRect

    /// Where the body of an element given one starts, `home` being where it belongs; `plan` is
    /// the batch update being set up, `nil` when the element comes into the body region. By
    /// default an element the update inserts starts at its homes' initial attributes (faded in
    /// by the host when they have none), and any other as if it had followed the latest scroll
    /// step.
    func start(of home: LayoutAttributes, in plan: UpdatePlan?) -> BodyStart

    /// How an element with a body leaves when a batch update deletes it; by default
    /// ``Departure/fadedOutByHost``. Read once, when the physics layout is made.
    var departure: Departure { get }

    /// True when a deleted element falling out (``Departure/fallsOut(of:)``) has left: its body
    /// is let go. By default once it is out of the viewport `bounds`.
    func hasLeft(_ departed: LayoutAttributes, viewport bounds: CGRect) -> Bool

    /// Called at the end of every layout pass; `restarted` is true at the first one and when
    /// every body was let go (new data without a batch update). By default nothing.
    ///
    /// - Throws: what the policy's own bodies throw (``DynamicsError``).
    func didPrepare(_ bodies: PhysicsBodies, restarted: Bool) throws

    /// Called once the bodies are carried through `plan`, a batch update. By default nothing.
    ///
    /// - Throws: what the policy's own bodies throw (``DynamicsError``).
    func didCarry(_ bodies: PhysicsBodies, through plan: UpdatePlan) throws

    /// Called after every frame the animator stepped. By default nothing.
    ///
    /// - Throws: what the policy's own bodies throw (``DynamicsError``).
    func didAdvance(_ bodies: PhysicsBodies) throws
}
