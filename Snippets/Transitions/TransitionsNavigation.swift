// snippet.hide
import Foundation
import LayoutKit

let grid = FlowLayout(configuration: .compactGrid())
let pages = FlowLayout { configuration in
    configuration.itemSize = CGSize(width: 320, height: 568)
    configuration.minimumLineSpacing = 0
}
// snippet.show
let host = try CollectionViewHost(layout: grid, frameSize: CGSize(width: 320, height: 568), itemCounts: [40])
try host.pushLayout(pages, itemCounts: [5], anchor: .centering(.cell(IndexPath(item: 2, section: 0))))
try host.runUntilIdle()  // the detail, scrolled so that item 2 is centered
// snippet.hide
precondition(host.layout === pages && host.contentOffset == CGPoint(x: 0, y: 1136))  // pages of 568 pt
// snippet.show
try host.popLayout()  // back to the grid, its data and its content offset
try host.runUntilIdle()
// snippet.hide
precondition(host.layout === grid && host.itemCounts == [40] && host.contentOffset == .zero)
