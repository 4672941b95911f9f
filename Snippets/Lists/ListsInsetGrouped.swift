// snippet.hide
import Foundation
import LayoutKit

// snippet.show
var settings = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary)
settings.footerMode = .supplementary
let list = ListLayout(configuration: settings)
let host = try CollectionViewHost(layout: list, frameSize: CGSize(width: 390, height: 844), itemCounts: [5, 5])
let row = list.attributes(at: IndexPath(item: 0, section: 0))!.frame
print(row.minX, row.minY, row.width, row.height)  // prints: 16.0 38.0 358.0 44.0
let background = list.decorationAttributes(ofKind: ListLayout.sectionBackgroundKind, at: IndexPath(item: 0, section: 0))!
print(background.frame.height, background.customValues["cornerRadius"]!)  // prints: 220.0 10.0
// snippet.hide
_ = host
