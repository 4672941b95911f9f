import Dispatch

/// A stopwatch for ``DynamicsProfile``: each reading gives the time since the last one.
struct ProfileLap {
    private var last = DispatchTime.now().uptimeNanoseconds

    /// The time since the last reading (or since the lap was made), in seconds.
    mutating func seconds() -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        defer { last = now }
        return Double(now &- last) / 1e9
    }
}
