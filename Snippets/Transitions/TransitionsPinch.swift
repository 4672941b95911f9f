// snippet.hide
import Foundation
import LayoutKit

let fiveColumns = FlowLayout { $0.itemSize = CGSize(width: 60, height: 60) }
let host = try CollectionViewHost(
    layout: FlowLayout { $0.itemSize = CGSize(width: 100, height: 100) }, frameSize: CGSize(width: 300, height: 480),
    itemCounts: [60])
// snippet.show
let pinch = PinchTrace.spread(center: CGPoint(x: 150, y: 240), from: 200, to: 80, duration: 0.4)
try host.pinchTransition(to: fiveColumns, scaleAtEnd: 0.6, trace: pinch)  // 3 to 5 columns
try host.runUntilIdle()
// snippet.hide
precondition(host.layout === fiveColumns)
