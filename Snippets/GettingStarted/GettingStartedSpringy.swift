// snippet.hide
import Foundation
import LayoutKit

// snippet.show
let layout = SpringyFlowLayout()  // 44 pt items, damping 0.8, 1 Hz, resistance / 1500, tiled
let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [120])
try host.drag(.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 300), duration: 0.3))
try host.runUntilIdle()
// snippet.hide
precondition(host.contentOffset.y > 0)
