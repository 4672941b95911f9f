import Foundation
import LayoutKit

/// A stand-in for a `UIView` subclass: main-actor isolated, as every UIKit view is, adopting
/// `DynamicItem` through a main-actor isolated conformance (Swift 6.2), so an animator on the
/// main actor can move it while nothing else can reach it from another thread.
@MainActor
final class CardView {
    var center = CGPoint(x: 160, y: 100)
    var bounds = CGRect(x: 0, y: 0, width: 80, height: 120)
    var transform3D = Transform3D.identity
}

extension CardView: @MainActor DynamicItem {}
