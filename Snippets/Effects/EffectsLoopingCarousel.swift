// snippet.hide
import Foundation
import LayoutKit

// snippet.show
let carousel = FlowLayout(configuration: .cardRow()).looping(spacing: 50).paging(.center)
