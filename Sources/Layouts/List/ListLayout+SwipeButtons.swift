import Foundation
import LayoutKitCore

extension ListLayout {
    /// The buttons of `row`'s actions in the strip its swipe reveals, the first nearest the edge:
    /// each as wide as its share of the strip while the strip is narrower than the buttons, the
    /// first taking what the strip has beyond them (a full swipe); an equal share each for actions
    /// of no width. None for a row at rest.
    func swipeButtons(of row: IndexPath) -> [LayoutAttributes] {
        let offset = swipes.offset(of: row)
        guard let place = base.attributes(at: row), let edge = actions(of: row, toward: offset) else { return [] }
        let revealed = abs(offset)
        let natural = edge.revealedWidth
        var widths = edge.actions.map {
            natural > 0 ? $0.shownWidth * min(1, revealed / natural) : revealed / CGFloat(edge.actions.count)
        }
        if natural > 0, revealed > natural { widths[0] += revealed - natural }
        var edgeX = offset > 0 ? place.frame.maxX : place.frame.minX
        return edge.actions.indices.map { index in
            let width = widths[index]
            let minX = offset > 0 ? edgeX - width : edgeX
            edgeX = offset > 0 ? edgeX - width : edgeX + width
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
        guard let actions = actions(of: row, toward: swipes.offset(of: row))?.actions, actions.indices.contains(indexPath[2])
        else { return nil }
        return actions[indexPath[2]]
    }
}
