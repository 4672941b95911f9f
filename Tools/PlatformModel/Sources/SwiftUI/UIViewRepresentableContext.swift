/// What SwiftUI tells a representable at each call: its coordinator and the transaction of the
/// change.
/// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator
    public let coordinator: Representable.Coordinator
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/transaction
    public let transaction: Transaction
}
