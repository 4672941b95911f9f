// snippet.hide
import Foundation
import LayoutKit

let grid = FlowLayout(configuration: .compactGrid())
let fiveColumns = FlowLayout { $0.itemSize = CGSize(width: 64, height: 64) }
let selected = IndexPath(item: 7, section: 0)
let host = try CollectionViewHost(layout: grid, frameSize: CGSize(width: 320, height: 568), itemCounts: [40])
// snippet.show
try host.setLayout(fiveColumns, anchor: .element(.cell(selected)), animation: HostAnimation(duration: 0.4))
try host.runUntilIdle()
// snippet.hide
precondition(host.layout === fiveColumns)
