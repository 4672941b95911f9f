import Foundation
import LayoutKitCore

extension PhysicsLayout {
    /// Gives bodies to the cells in the policy's body region around `bounds` and takes them from
    /// the cells gone; each new body starts where the policy says (`plan` is the batch update
    /// being set up, if any).
    ///
    /// - Throws: the animator's errors for a new body.
    /// - Complexity: O(bodies) plus the homes' query of the region.
    func tile(around bounds: CGRect, for plan: UpdatePlan?) throws {
        guard let manager = driver.manager else { return }
        let wanted = base.attributes(in: policy.bodyRegion(around: bounds)).filter { $0.category == .cell }
        try manager.reconcile(with: wanted) { home in
            switch policy.start(of: home, in: plan) {
            case .atHome:
                return nil
            case let .at(start):
                return start
            case .fadedInByHost:
                hostAnimated.insert(home.key)
                return nil
            case .afterScroll:
                guard let resistance = policy.scrollResistance, let touch = driver.lastTouch, latestDelta != 0 else { return nil }
                var moved = home
                moved.center = resistance.shifted(
                    home.center, by: latestDelta, anchor: home.center, touch: touch, axis: base.scrollDirection)
                return moved
            }
        }
    }
}
