/// A cell's content configuration whose content is a SwiftUI view.
/// https://developer.apple.com/documentation/swiftui/uihostingconfiguration
///
/// Modelled: the configuration keeps its content and margins and makes a content view that shows
/// it; a cell that shows one keeps its content view and takes the next configuration of the same
/// type (UIKit's `supports(_:)` default, see `UICollectionViewCell`).
@MainActor
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    /// The view the cell shows (model only: SwiftUI does not expose it).
    public let content: Content
    /// The margins set around the content, by edge (model only).
    public private(set) var margins: [Edge: CGFloat] = [:]

    /// https://developer.apple.com/documentation/swiftui/uihostingconfiguration/init(content:)
    public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
        self.content = content()
    }

    /// The configuration with `length` points of margin on `edges`.
    /// https://developer.apple.com/documentation/swiftui/uihostingconfiguration/margins(_:_:)
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self {
        var copy = self
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { copy.margins[edge] = length }
        return copy
    }

    /// https://developer.apple.com/documentation/uikit/uicontentconfiguration/makecontentview()
    public func makeContentView() -> any UIView & UIContentView {
        HostingContentView(showing: self)
    }
}
