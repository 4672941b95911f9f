// The model of SwiftUI speaks in Foundation's geometry (CGFloat, CGPoint, CGSize, CGRect), as
// SwiftUI does on Apple platforms, and brings UIKit with it, as SwiftUI does on iOS.
@_exported import Foundation
@_exported import UIKit
