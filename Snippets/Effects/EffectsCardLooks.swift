// snippet.hide
import Foundation
import LayoutKit

// snippet.show
let albums = FlowLayout(configuration: .cardRow()).paging(.center).cardEffect(.coverFlow)
let deck = FlowLayout(configuration: .cardRow()).paging(.center).cardEffect(.deck)
let shelf = FlowLayout(configuration: .cardRow()).looping(spacing: 50).paging(.center).cardEffect(.blurredAway)
let photos = FlowLayout(configuration: .cardRow()).cardEffect(.parallax)
let tilted = FlowLayout(configuration: .cardRow()).cardEffect(CardRotationConfiguration(maximumAngle: .pi / 6, squeeze: 0))

let host = try CollectionViewHost(
    layout: deck, frameSize: CGSize(width: 320, height: 300), itemCounts: [20], contentOffset: CGPoint(x: 640, y: 0))
print(host.indexPathForItem(at: CGPoint(x: 800, y: 150))!.item)  // prints: 5
// snippet.hide
precondition(host.visibleElements.contains { $0.indexPath.item == 8 }, "card 8 peeks out behind card 5")
_ = (albums, shelf, photos, tilted)
