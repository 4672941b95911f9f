import Foundation

/// An error met in a hook that cannot throw (a bounds change, an update plan), kept for the
/// next hook that can, so that nothing is swallowed on the way.
struct DeferredError {
    private var error: (any Error)?

    /// Keeps `error` for ``throwIfAny()`` (a later one replaces it).
    mutating func keep(_ error: any Error) {
        self.error = error
    }

    /// Throws the kept error, once.
    mutating func throwIfAny() throws {
        guard let kept = error else { return }
        error = nil
        throw kept
    }
}
