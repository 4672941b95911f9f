import Foundation

/// A colour, as red, green, blue and alpha components from 0 to 1, for a host to draw a
/// ``SwipeAction``'s button with.
public struct SwipeActionColor: Hashable, Sendable {
    /// The red component, 0...1.
    public var red: CGFloat
    /// The green component, 0...1.
    public var green: CGFloat
    /// The blue component, 0...1.
    public var blue: CGFloat
    /// The opacity, 0...1.
    public var alpha: CGFloat

    /// A colour of these components (0...1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// The red of a destructive action (close to UIKit's system red).
    public static let systemRed = SwipeActionColor(red: 1, green: 0.23, blue: 0.19)
    /// The gray of a normal action (close to UIKit's system gray).
    public static let systemGray = SwipeActionColor(red: 0.56, green: 0.56, blue: 0.58)
}
