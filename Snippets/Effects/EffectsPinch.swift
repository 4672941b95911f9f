// snippet.hide
import Foundation
import LayoutKit

// snippet.show
let grid = FlowLayout(configuration: .compactGrid()).pinchable()
let line = FlowLayout(configuration: .cardRow()).pinchable(
    PinchConfiguration(release: HostAnimation(duration: 0.5, curve: .easeOut)))
