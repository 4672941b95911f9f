/// A point in a view's own unit square: (0, 0) its top leading corner, (1, 1) its bottom trailing.
/// https://developer.apple.com/documentation/swiftui/unitpoint
public struct UnitPoint: Equatable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// https://developer.apple.com/documentation/swiftui/unitpoint/topleading
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// https://developer.apple.com/documentation/swiftui/unitpoint/center
    public static let center = UnitPoint(x: 0.5, y: 0.5)
}
