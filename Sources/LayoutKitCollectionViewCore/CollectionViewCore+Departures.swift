import Foundation
import LayoutKitCore

/// A platform collection view shows only what its data source has; the elements a layout
/// animates out after their delete (a toy's item falling off screen) are no longer in it. The
/// core shows them as decoration views of one kind, ``departingElementKind``, whose index path
/// `[0, n]` numbers the departure, so that a UIKit or AppKit collection view keeps drawing them
/// while they fall, and drops them when the layout stops listing them.
extension CollectionViewCore {
    /// The decoration kind of the elements the layout animates out after their delete.
    public static let departingElementKind = "LayoutKitDepartingElement"

    /// The departing elements whose frames meet `rect` (view coordinates), as decoration views
    /// of ``departingElementKind``; each one's ``LayoutAttributes/customValues`` carry its index
    /// path before the delete (`"departingSection"`, `"departingItem"`).
    ///
    /// - Complexity: O(departing elements).
    public func departingDecorations(in rect: CGRect) -> [LayoutAttributes] {
        numberedDepartures().filter { $0.frame.intersects(rect) }
    }

    /// The departing element numbered `number`, as ``departingDecorations(in:)`` shows it, or
    /// `nil` once the layout no longer lists it.
    public func departingDecoration(numbered number: Int) -> LayoutAttributes? {
        numberedDepartures().first { $0.indexPath == Self.departureIndexPath(number) }
    }

    /// The index paths of the departures that started with the update being set up: the
    /// decoration views a platform inserts (`indexPathsToInsertForDecorationView(ofKind:)`).
    public var departuresStartingNow: [IndexPath] {
        change?.newDepartures.map(Self.departureIndexPath) ?? []
    }

    /// Numbers the departures the layout lists after it received an update's plan.
    func numberNewDepartures() -> [Int] {
        departures.update(with: departingElements(in: .infinite))
    }

    private func numberedDepartures() -> [LayoutAttributes] {
        let departing = departingElements(in: .infinite)
        departures.update(with: departing)
        return zip(departing, departures.entries).map { element, entry in
            var decoration = element
            decoration.customValues["departingSection"] = CGFloat(element.indexPath.first ?? 0)
            decoration.customValues["departingItem"] = CGFloat(element.indexPath.count > 1 ? element.indexPath[1] : 0)
            (decoration.category, decoration.indexPath) = (
                .decorationView(kind: Self.departingElementKind), Self.departureIndexPath(entry.number)
            )
            return decoration
        }
    }

    private static func departureIndexPath(_ number: Int) -> IndexPath {
        IndexPath(indexes: [0, number])
    }
}
