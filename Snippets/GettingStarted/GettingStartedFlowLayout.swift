import Foundation
import LayoutKit  // or the modules one by one: LayoutKitCore, LayoutKitLayouts, LayoutKitHost

let layout = FlowLayout { configuration in
    configuration.itemSize = CGSize(width: 44, height: 44)
    configuration.minimumInteritemSpacing = 10
    configuration.minimumLineSpacing = 10
    configuration.sectionInset = EdgeInsets(all: 10)
}
let context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: [120])
try layout.prepare(context)

let size = layout.contentSize
print(size.width, size.height)  // prints: 320.0 1306.0
let second = layout.attributes(at: IndexPath(item: 1, section: 0))!.frame
print(second.minX, second.minY, second.width, second.height)  // prints: 74.0 10.0 44.0 44.0
print(layout.attributes(in: context.visibleRect).count)  // prints: 55
