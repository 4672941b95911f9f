/// The proxies of a container's subviews, in the order the container's content lists them.
/// https://developer.apple.com/documentation/swiftui/layoutsubviews
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let views: [ModelView]

    public var startIndex: Int { views.startIndex }
    public var endIndex: Int { views.endIndex }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(view: views[index]) }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.views.count == b.views.count && zip(a.views, b.views).allSatisfy { $0 === $1 }
    }
}
