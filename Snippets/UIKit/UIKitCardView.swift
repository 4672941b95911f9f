// snippet.hide
#if canImport(UIKit) && !os(watchOS)
    import LayoutKit
    import UIKit

    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    // snippet.show
    @MainActor final class CardView: UIView {}
    extension CardView: @MainActor DynamicItem {}  // center, bounds and transform3D from UIView

    let animator = DynamicAnimator(referenceBounds: view.bounds)
    try animator.addBehavior(GravityBehavior(items: [card]))
// snippet.hide
#endif
