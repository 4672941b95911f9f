// snippet.hide
import Foundation
import LayoutKit

// snippet.show
let grid = FlowLayout(configuration: .compactGrid()).flyingInUpdates()
let line = FlowLayout(configuration: .cardRow()).flyingInUpdates(FlyInConfiguration(startScale: 0.5, startAngle: .pi / 2))
