/// What UIKit or AppKit would not let pass: an exception it raises (which ends the app) or a
/// programming error it reports, met by the model. Every rule that raises one cites the Apple page
/// it follows; the adapters' tests fail on any fault they did not expect (`PlatformStrictness`).
@MainActor
package enum PlatformFaults {
    /// The faults raised since the last ``take()``, oldest first.
    package private(set) static var raised: [String] = []

    /// Records a fault the platform would raise.
    package static func raise(_ reason: String) {
        raised.append(reason)
    }

    /// The faults raised since the last call, which it clears.
    package static func take() -> [String] {
        defer { raised = [] }
        return raised
    }
}
