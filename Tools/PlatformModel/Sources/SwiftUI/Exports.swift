// The model of SwiftUI speaks in Foundation's geometry (CGFloat, CGPoint, CGSize, CGRect), as
// SwiftUI does on Apple platforms.
@_exported import Foundation
