// snippet.hide
import Foundation
import LayoutKit

// snippet.show
/// Cards that sink below the line as they leave the middle, a tenth of their height per page.
struct SinkingCards: CardEffect {
    func validate() throws {}

    func look(at position: CGFloat, along axis: ScrollDirection, pitch: CGFloat) -> CardLook {
        CardLook(transform: Transform3D(translationX: 0, y: 10 * abs(position)), zIndex: CardLook.nearerInFront(position))
    }
}

let sinking = FlowLayout(configuration: .cardRow()).paging(.center).cardEffect(SinkingCards())
let host = try CollectionViewHost(
    layout: sinking, frameSize: CGSize(width: 320, height: 300), itemCounts: [20], contentOffset: CGPoint(x: 640, y: 0))
let next = host.visibleElements.first { $0.indexPath.item == 6 }!
print(next.drawnBounds.minY - next.frame.minY)  // prints: 10.0
