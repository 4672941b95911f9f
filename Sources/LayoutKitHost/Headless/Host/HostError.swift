import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

/// An error the headless host reports for input it cannot play; the host's state is unchanged.
///
/// Numeric parameters out of range (a NaN offset, a negative size or duration) are reported as
/// ``LayoutError/invalidParameter(name:value:reason:)`` like everywhere else in LayoutKit; this
/// type covers what only a host has: gesture traces, clock steps and changes that would overlap.
public enum HostError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A gesture trace cannot be played: the sample at `sample` (0-based) is the first bad one.
    case invalidTrace(sample: Int, reason: String)
    /// A clock step is not a finite positive number of seconds.
    case invalidTimeStep(TimeInterval)
    /// `operation` cannot start while `running` is under way (see ``CollectionViewHost``'s
    /// admission rule: only where a finger is in the way).
    case busy(operation: HostOperation, running: HostOperation)
    /// An interactive move was dropped at `position` (content coordinates), outside every
    /// section; the move is still under way.
    case dropOutsideSections(CGPoint)
    /// The layout answered attributes that are not finite (a NaN or infinite frame, alpha or
    /// transform) for `element`; the host keeps showing what it showed.
    case invalidLayoutAnswer(ElementKey, frame: CGRect)
    /// The request needs something that is not there: an interactive move under way, an
    /// interactive layout transition to finish or cancel, a pushed layout to pop.
    case notApplicable(HostRequest)

    public var description: String {
        switch self {
        case let .invalidTrace(sample, reason):
            "Invalid gesture trace at sample \(sample): \(reason)."
        case let .invalidTimeStep(step):
            "Invalid clock step \(step) s: a frame must move the clock forward by a finite positive time."
        case let .busy(operation, running):
            "Cannot start \(operation) while \(running) is under way; end it first."
        case let .dropOutsideSections(position):
            "Cannot drop the moving item at (\(position.x), \(position.y)): it is outside every section; "
                + "move it over a section or cancel."
        case let .notApplicable(request):
            "Cannot \(request): \(request.missing)."
        case let .invalidLayoutAnswer(element, frame):
            "The layout answered \(element) with attributes that are not finite (frame \(frame.minX), \(frame.minY), "
                + "\(frame.width) x \(frame.height)): every frame, alpha and transform must be finite numbers."
        }
    }
}
