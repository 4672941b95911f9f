// snippet.hide
import Foundation
import LayoutKit

func messageHeight(for indexPath: IndexPath, width: CGFloat) -> CGFloat { CGFloat(44 + indexPath.item % 3 * 20) }
// snippet.show
let layout = FlowLayout { configuration in
    configuration.estimatedItemSize = CGSize(width: 300, height: 44)  // like estimatedItemSize
    configuration.sectionInset = EdgeInsets(all: 10)
}
let host = try CollectionViewHost(
    layout: layout, frameSize: CGSize(width: 320, height: 568),
    itemCounts: [1_000_000])
host.preferredLayoutAttributesFitting = { attributes in  // the cell's preferredLayoutAttributesFitting(_:)
    var preferred = attributes
    preferred.frame.size.height = messageHeight(for: attributes.indexPath, width: attributes.frame.width)
    return preferred
}
try host.advanceFrame()  // measures the cells on the first screen, then shows them
// snippet.hide
precondition(layout.attributes(at: IndexPath(item: 1, section: 0))?.frame.height == 64)
