// snippet.hide
import Foundation
import LayoutKit

let gridLayout = FlowLayout(configuration: .compactGrid())
let host = try CollectionViewHost(
    layout: FlowLayout { $0.itemSize = CGSize(width: 320, height: 100) }, frameSize: CGSize(width: 320, height: 568),
    itemCounts: [40])
// snippet.show
let transition = try host.startInteractiveTransition(to: gridLayout)
try transition.updateInteractiveTransition(0.3)  // from a gesture, frame after frame
try host.advanceFrame()
try host.finishInteractiveTransition()  // or cancelInteractiveTransition()
try host.runUntilIdle()
// snippet.hide
precondition(host.layout === gridLayout)
