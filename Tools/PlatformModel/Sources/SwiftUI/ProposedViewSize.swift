/// The size a parent proposes to a view, each dimension in points or unspecified.
/// https://developer.apple.com/documentation/swiftui/proposedviewsize
public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed width; `nil` asks the view for its ideal width.
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/width
    public var width: CGFloat?
    /// The proposed height; `nil` asks the view for its ideal height.
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/height
    public var height: CGFloat?

    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/init(width:height:)
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/init(_:)
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Both dimensions 0: a view answers its minimum size.
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/zero
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions infinite: a view answers its maximum size.
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/infinity
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// Both dimensions unspecified: a view answers its ideal size.
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/unspecified
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal as a size, each unspecified dimension replaced by `size`'s (10 × 10 by default).
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/replacingunspecifieddimensions(by:)
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
