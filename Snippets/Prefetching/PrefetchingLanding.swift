// snippet.hide
import Foundation
import LayoutKit

// snippet.show
let rows = FlowLayout {
    $0.itemSize = CGSize(width: 320, height: 50)
    $0.minimumLineSpacing = 0
}
let host = try CollectionViewHost(layout: rows, frameSize: CGSize(width: 320, height: 568), itemCounts: [1_000_000])
var loading: Set<IndexPath> = []
host.onPrefetch = { items in loading.formUnion(items) }  // start loading these rows' images
host.onCancelPrefetch = { items in loading.subtract(items) }  // the scroll turned back: stop
try host.drag(.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 100), duration: 0.05))
try host.advance(frames: 5)  // the finger lifted two frames ago
let loadingSoon = loading
try host.runUntilIdle()  // about 4 000 pt further down
let resting = Set(host.visibleElements.map(\.indexPath))
print(resting.isSubset(of: loadingSoon))  // prints: true
