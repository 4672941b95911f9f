// snippet.hide
import Foundation
import LayoutKit

let layout = FlowLayout(configuration: .compactGrid())
let context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: [120])
// snippet.show
layout.configuration.minimumLineSpacing = -3
do { try layout.prepare(context) } catch { print(error) }
// prints: Invalid parameter metrics.minimumLineSpacing = -3.0: must not be negative.
