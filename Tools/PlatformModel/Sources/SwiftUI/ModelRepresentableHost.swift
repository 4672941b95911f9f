/// What SwiftUI does with a representable, as Apple documents it: it makes the coordinator, then
/// the view, once; it calls `updateUIView` for each change that affects the view, each time with
/// a new value of the representable (a SwiftUI view is a value made again at every update); it
/// dismantles the view before removing it. The view fills the space SwiftUI gives it, here a
/// window of a given size. Not part of SwiftUI's API.
///
/// That SwiftUI also calls `updateUIView` right after `makeUIView` is not documented, so the model
/// does not: a representable must show its initial state from `makeUIView`.
/// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
@MainActor
public final class ModelRepresentableHost<Representable: UIViewRepresentable> {
    /// The window the view is in.
    public let window: UIWindow
    /// The view SwiftUI made, until dismantled.
    public private(set) var view: Representable.UIViewType?
    /// The coordinator SwiftUI made.
    public let coordinator: Representable.Coordinator

    /// Shows `representable` in a window of `size`.
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
    public init(_ representable: Representable, size: CGSize = CGSize(width: 320, height: 568)) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        coordinator = representable.makeCoordinator()
        let made = representable.makeUIView(context: UIViewRepresentableContext(coordinator: coordinator, transaction: Transaction()))
        made.frame = window.bounds
        window.addSubview(made)
        made.layoutIfNeeded()
        view = made
    }

    /// A change of the app's state that affects the view: `representable` is its new value.
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
    public func update(_ representable: Representable, transaction: Transaction = Transaction()) {
        guard let view else { return }
        representable.updateUIView(view, context: UIViewRepresentableContext(coordinator: coordinator, transaction: transaction))
        view.layoutIfNeeded()
    }

    /// The representable leaves the interface.
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
    public func dismantle() {
        guard let view else { return }
        Representable.dismantleUIView(view, coordinator: coordinator)
        view.removeFromSuperview()
        self.view = nil
    }
}
