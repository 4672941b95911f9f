import Foundation

extension CGPoint {
    /// The point with x and y exchanged.
    public var transposed: CGPoint { CGPoint(x: y, y: x) }

    /// True when both coordinates are finite (neither NaN nor infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    /// The size with width and height exchanged.
    public var transposed: CGSize { CGSize(width: height, height: width) }

    /// True when both dimensions are finite (neither NaN nor infinite).
    public var isFinite: Bool { width.isFinite && height.isFinite }

    /// Checks that the size is finite and not negative.
    ///
    /// - Parameter name: the parameter's name, used in the error.
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming the bad dimension.
    public func validate(named name: @autoclosure () -> String) throws {
        try LayoutError.requireNonNegative(width, named: "\(name()).width")
        try LayoutError.requireNonNegative(height, named: "\(name()).height")
    }

    /// Checks that the size is finite and both dimensions are above zero.
    ///
    /// - Parameter name: the parameter's name, used in the error.
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming the bad dimension,
    ///   or the size with its smaller dimension when one is zero.
    public func validatePositive(named name: @autoclosure () -> String) throws {
        try validate(named: name())
        guard width > 0, height > 0 else {
            throw LayoutError.invalidParameter(name: name(), value: Double(min(width, height)), reason: "must be positive")
        }
    }
}

extension CGRect {
    /// The rectangle with its x and y axes exchanged.
    public var transposed: CGRect { CGRect(origin: origin.transposed, size: size.transposed) }

    /// True when origin and size are finite.
    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// The center point of the rectangle.
    public var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// The rectangle reflected across the vertical line `x = width / 2`, as a right-to-left
    /// layout direction reflects content of the given width.
    public func mirrored(inWidth width: CGFloat) -> CGRect {
        CGRect(x: width - maxX, y: minY, width: self.width, height: height)
    }
}
