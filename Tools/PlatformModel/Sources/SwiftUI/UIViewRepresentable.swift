/// A wrapper of a UIKit view that SwiftUI puts into its interface, and the lifecycle SwiftUI runs
/// it through (see `ModelRepresentableHost`).
/// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
@MainActor
public protocol UIViewRepresentable: View {
    associatedtype UIViewType: UIView
    /// Whatever the representable keeps across updates; `Void` by default.
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/coordinator
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the view and configures its initial state: "The system calls this method only once,
    /// when it creates your view for the first time."
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
    func makeUIView(context: Context) -> UIViewType
    /// Updates the view to this representable's configuration: "SwiftUI calls this method for any
    /// changes affecting the corresponding UIKit view."
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Cleans up the view and the coordinator before they are removed.
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the coordinator: "SwiftUI calls this method before calling the makeUIView(context:)
    /// method."
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
    func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable {
    /// By default, nothing.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
}

extension UIViewRepresentable where Coordinator == Void {
    /// By default, the empty value.
    public func makeCoordinator() -> Coordinator { () }
}
