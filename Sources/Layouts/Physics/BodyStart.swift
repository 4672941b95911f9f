import Foundation
import LayoutKitCore

/// Where the body of an element starts when a ``PhysicsLayout`` gives it one
/// (``PhysicsLayoutPolicy/start(of:in:)``).
public enum BodyStart: Hashable, Sendable {
    /// At rest on its home.
    case atHome
    /// Where its home is, shifted by the latest scroll step as the policy's
    /// ``PhysicsLayoutPolicy/scrollResistance`` shifts a body, as if it had been there all along;
    /// at home when there was no step or no resistance.
    case afterScroll
    /// At these attributes (their frame and transform), springing home from there.
    case at(LayoutAttributes)
    /// At rest on its home, faded in by the host: the layout does not animate its appearance.
    case fadedInByHost
}
