/// Stops the fuzzer with `message` when `condition` is false: an input that breaks a promise of
/// LayoutKit's API is a finding, kept by libFuzzer as a crash file.
public func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("invariant broken: \(message())") }
}
