import Foundation
import LayoutKitCore

/// A cell's measurement that a collection view cannot take; the item keeps its estimated size.
///
/// Any host reports it: the headless host from the frame that measured the cell, the UIKit and AppKit adapters through their `onError`.
public enum SelfSizingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A cell's preferred size is NaN, infinite, negative or zero (points).
    case invalidPreferredSize(IndexPath, CGSize)

    public var description: String {
        switch self {
        case let .invalidPreferredSize(indexPath, size):
            "Invalid preferred size \(size.width) x \(size.height) for the item at \(LayoutError.describe(indexPath)): "
                + "sizes must be finite and positive; the item keeps its estimated size."
        }
    }
}
