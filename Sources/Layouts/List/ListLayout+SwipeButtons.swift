import Foundation
import LayoutKitCore

extension ListLayout {
    /// The buttons of `row`'s actions in the strip its swipe reveals, the first nearest the edge:
    /// each as wide as its share of the strip while the strip is narrower than the buttons, the
    /// first taking what the strip has beyond them (a full swipe). None for a row at rest.
    func swipeButtons(of row: IndexPath) -> [LayoutAttributes] {
        let offset = swipes.offset(of: row)
        guard offset != 0, let place = base.attributes(at: row),
            let actions = (offset > 0 ? trailingSwipeActions : leadingSwipeActions)?(row)?.actions, !actions.isEmpty
        else { return [] }
        let revealed = abs(offset)
        let natural = actions.reduce(0) { $0 + max(0, $1.width) }
        var widths = actions.map {
            natural > 0 ? max(0, $0.width) * min(1, revealed / natural) : revealed / CGFloat(actions.count)
        }
        if revealed > natural { widths[0] += revealed - natural }
        var edge = offset > 0 ? place.frame.maxX : place.frame.minX
        return actions.indices.map { index in
            let width = widths[index]
            let minX = offset > 0 ? edge - width : edge
            edge = offset > 0 ? edge - width : edge + width
            return LayoutAttributes(
                indexPath: IndexPath(indexes: [row.section, row.item, index]),
                category: .decorationView(kind: Self.swipeActionKind),
                frame: CGRect(x: minX, y: place.frame.minY, width: width, height: place.frame.height), zIndex: -1)
        }
    }

    /// The action behind the button at `indexPath` (`[section, item, action]`, as
    /// ``swipeActionKind``'s decoration views are numbered), for the host to draw its title and
    /// background; `nil` when no button is there.
    public func swipeAction(at indexPath: IndexPath) -> SwipeAction? {
        guard indexPath.count == 3 else { return nil }
        let row = IndexPath(item: indexPath[1], section: indexPath[0])
        let offset = swipes.offset(of: row)
        guard offset != 0, let actions = (offset > 0 ? trailingSwipeActions : leadingSwipeActions)?(row)?.actions,
            actions.indices.contains(indexPath[2])
        else { return nil }
        return actions[indexPath[2]]
    }
}
