import Foundation
import LayoutKit

func storeFront() -> CompositionalLayout {
    let fill = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let group = { (size: LayoutSize) in LayoutGroup.horizontal(size: size, subitems: [.item(fill)]) }
    let header = BoundarySupplementaryItem(kind: "header", height: 36, alignment: .top, pinsToVisibleBounds: true)
    return CompositionalLayout(configuration: CompositionalConfiguration(interSectionSpacing: 12)) { section, environment in
        switch section {
        case 0:  // cards filling the 85 % the insets leave, paged to the middle, smaller away from it
            let side = environment.containerSize.width * 0.075
            let card = group(LayoutSize(width: .fractionalWidth(1), height: .absolute(220)))
            return CompositionalSection(
                group: card, interGroupSpacing: 10, orthogonalScrolling: .groupPagingCentered,
                contentInsets: EdgeInsets(top: 0, left: side, bottom: 0, right: side)
            ) { cells, shown in
                for i in cells.indices where cells[i].category == .cell {
                    let away = min(1, abs(cells[i].frame.midX - shown.visibleFrame.midX) / shown.frame.width)
                    cells[i].transform3D = Transform3D(scaleX: 1 - 0.2 * away, y: 1 - 0.2 * away)
                }
            }
        case 1:  // 110 pt cards, scrolled freely, resting on a card's leading edge
            let card = group(LayoutSize(width: .absolute(110), height: .absolute(110)))
            return CompositionalSection(
                group: card, interGroupSpacing: 10, orthogonalScrolling: .continuousGroupLeadingBoundary,
                contentInsets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), boundaryItems: [header])
        case 2:  // rows of three square cells, on a background
            let row = LayoutGroup.horizontal(
                size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.0 / 3)),
                repeating: .item(fill), count: 3)
            return CompositionalSection(
                group: row, contentInsets: EdgeInsets(all: 12), boundaryItems: [header],
                background: SectionBackground(kind: "background"))
        default:  // a list
            let line = group(LayoutSize(width: .fractionalWidth(1), height: .absolute(52)))
            return CompositionalSection(group: line, interGroupSpacing: 4, boundaryItems: [header])
        }
    }
}

let host = try CollectionViewHost(
    layout: storeFront(), frameSize: CGSize(width: 390, height: 844), itemCounts: [8, 20, 30, 40])
try host.drag(.line(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 100, y: 110), duration: 0.15))  // a swipe to the left
try host.runUntilIdle()  // card 1 is centred now: the cards' section is scrolled by 341.5 pt
