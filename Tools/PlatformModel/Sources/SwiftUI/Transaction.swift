/// The context of the current state change; the model carries whether it animates.
/// https://developer.apple.com/documentation/swiftui/transaction
public struct Transaction {
    /// Whether the change asks views not to animate.
    /// https://developer.apple.com/documentation/swiftui/transaction/disablesanimations
    public var disablesAnimations = false

    public init() {}
}
