import Foundation
import LayoutKitCore

extension ScrollDirection {
    /// The coordinate of `point` along this axis (x for horizontal, y for vertical).
    func along(_ point: CGPoint) -> CGFloat {
        self == .horizontal ? point.x : point.y
    }

    /// The length of `size` along this axis.
    func length(of size: CGSize) -> CGFloat {
        self == .horizontal ? size.width : size.height
    }

    /// `point` with its coordinate along this axis replaced by `value`.
    func replacing(_ point: CGPoint, along value: CGFloat) -> CGPoint {
        self == .horizontal ? CGPoint(x: value, y: point.y) : CGPoint(x: point.x, y: value)
    }

    /// The inset before the content along this axis (left or top) and after it (right or bottom).
    func insets(of insets: EdgeInsets) -> (leading: CGFloat, trailing: CGFloat) {
        self == .horizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
    }
}
