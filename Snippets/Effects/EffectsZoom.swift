// snippet.hide
import Foundation
import LayoutKit

// snippet.show
let line = FlowLayout(configuration: .cardRow()).zoomed()  // horizontal, 100 pt items
let list = FlowLayout(configuration: .compactGrid()).zoomed(ZoomConfiguration(zoomFactor: 0.5))  // vertical: zooms around midY
