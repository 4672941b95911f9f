import Foundation

/// A physics layout policy with settings of its own, which its ``PhysicsLayout`` shows as
/// `configuration` (the springy wrapper's, the carousel's and the toy's policies are).
public protocol ConfiguredPhysicsPolicy: PhysicsLayoutPolicy {
    /// The settings' type.
    associatedtype Configuration
    /// The settings.
    var configuration: Configuration { get }
}

extension PhysicsLayout where Policy: ConfiguredPhysicsPolicy {
    /// The policy's settings.
    public var configuration: Policy.Configuration { policy.configuration }
}
