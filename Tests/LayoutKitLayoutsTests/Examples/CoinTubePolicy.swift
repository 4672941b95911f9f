// snippet.hide
// Docs/PhysicsLayouts.md's fourth physics layout, compiled here so that CoinTubeTests can drive it.
import Foundation
import LayoutKit

// snippet.show
/// Coins in a tube: one column of 60 × 20 pt coins stacked on the bottom edge, item 0 on top.
/// A new coin falls in from above the screen; when one is deleted, the coins above slide down.
final class CoinTubePolicy: PhysicsLayoutPolicy {
    static let coin = CGSize(width: 60, height: 20)
    static let gap: CGFloat = 2
    let homes = FlowLayout {
        $0.itemSize = CoinTubePolicy.coin
        $0.minimumLineSpacing = CoinTubePolicy.gap
    }
    let spring = SpringSettings(damping: 0.6, frequency: 1.5)

    /// The stack rests on the bottom edge, centred: the insets are what the coins leave free.
    func prepare(_ context: LayoutContext) throws {
        let count = CGFloat(context.numberOfItems(inSection: 0))
        let stack = count * (Self.coin.height + Self.gap) - Self.gap
        let side = (context.bounds.width - Self.coin.width) / 2
        let top = max(0, context.insetViewportSize.height - stack)
        homes.configuration.sectionInset = EdgeInsets(top: top, left: side, bottom: 0, right: side)
        try homes.prepare(context)
    }

    /// An inserted coin starts just above the screen, right over its place.
    func start(of home: LayoutAttributes, in plan: UpdatePlan?) -> BodyStart {
        guard let plan, plan.isAppearing(home.indexPath) else { return .atHome }
        var start = home
        start.center.y = -home.size.height
        return .at(start)
    }
}
