import Foundation
import LayoutKitCore

/// What a pinchable layout is doing with its pinched item.
enum PinchGrip {
    /// No pinch and nothing animating back.
    case idle
    /// Two fingers are down; `item` is the cell under their midpoint when they touched down, or
    /// `nil` when that was empty space (the pinch then changes nothing).
    case pinching(item: IndexPath?, fingers: PinchState)
    /// The fingers lifted: `item` animates back from `from` (where it was shown last) for
    /// `elapsed` seconds so far.
    case releasing(item: IndexPath, from: LayoutAttributes, elapsed: TimeInterval)

    /// The item pinched or animating back, if any.
    var item: IndexPath? {
        switch self {
        case .idle: nil
        case let .pinching(item, _): item
        case let .releasing(item, _, _): item
        }
    }
}
