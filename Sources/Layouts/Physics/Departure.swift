import Foundation
import LayoutKitBehaviors

/// How an element with a body leaves a ``PhysicsLayout`` when a batch update deletes it.
public enum Departure {
    /// Its body goes with the update and the host fades the element out.
    case fadedOutByHost
    /// It loses its spring and leaves `behaviors` (a collision), and falls under the shared
    /// behaviours left (a gravity), shown as a departing element until the policy says it has
    /// left (``PhysicsLayoutPolicy/hasLeft(_:viewport:)``).
    case fallsOut(of: [DynamicItemsBehavior])
}
