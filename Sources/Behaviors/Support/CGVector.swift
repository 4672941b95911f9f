import Foundation

#if !canImport(CoreGraphics)
    /// A two-dimensional vector, as Core Graphics' `CGVector`, which Foundation lacks on Linux.
    ///
    /// Directions of gravity and pushes use it, as UIKit does. On Apple platforms Core Graphics'
    /// own type is used instead.
    public struct CGVector: Hashable, Sendable {
        /// The x component.
        public var dx: CGFloat
        /// The y component (down on screen).
        public var dy: CGFloat

        /// Creates a vector from its components.
        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }

        /// The zero vector.
        public static let zero = CGVector(dx: 0, dy: 0)
    }
#endif
