/// Builds a view from a closure's statements; the model builds one view from one expression.
/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder
public enum ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}
