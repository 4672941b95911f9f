// snippet.hide
import Foundation
import LayoutKit

let grid = FlowLayout(configuration: .compactGrid())
let list = FlowLayout { $0.itemSize = CGSize(width: 320, height: 44) }
let host = try CollectionViewHost(layout: list, frameSize: CGSize(width: 320, height: 568), itemCounts: [40])
try host.layoutIfNeeded()
let tapped = list.attributes(at: IndexPath(item: 3, section: 0))!
// snippet.show
try host.setLayout(grid, animation: HostAnimation(duration: 0.5), path: TransitionPaths.arc(height: 60))
// A ripple: elements start later the farther they are from the tapped item, and all arrive together.
try host.setLayout(
    list, animation: HostAnimation(duration: 0.5),
    path: TransitionPaths.staggered(from: tapped.center, delay: 0.3, over: 600))
// snippet.hide
try host.runUntilIdle()
precondition(host.layout === list)
