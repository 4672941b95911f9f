import Foundation
import LayoutKitCore

/// The policy of ``SpringyLayout``: every cell near the visible rect is tied by a spring to its
/// place in the base layout, and follows a scroll step as ``SpringyConfiguration/resistance``
/// says.
///
/// Its body region is the visible rect grown by ``SpringyConfiguration/tilingMargin`` (at least
/// the largest cell's extent there, so a big cell never loses its spring on screen), or the whole
/// content without a margin. The rest are ``PhysicsLayoutPolicy``'s defaults: an inserted cell
/// springs in from the base's initial attributes (faded in by the host without them), a deleted
/// one is faded out by the host, and a new viewport size puts every cell at rest on its place.
public final class SpringyPolicy<Base: CollectionLayout>: ConfiguredPhysicsPolicy {
    /// The layout the springs hold the elements to.
    public let homes: Base
    /// The settings.
    public let configuration: SpringyConfiguration

    /// Hangs the elements of `base` on springs with `configuration`.
    public init(_ base: Base, configuration: SpringyConfiguration = SpringyConfiguration()) {
        homes = base
        self.configuration = configuration
    }

    /// The configuration's spring.
    public var spring: SpringSettings { configuration.spring }

    /// The configuration's resistance.
    public var scrollResistance: SpringResistance? { configuration.resistance }

    /// Checks the settings, then prepares the base.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for a bad setting; what the
    ///   base throws.
    public func prepare(_ context: LayoutContext) throws {
        try configuration.validate()
        try homes.prepare(context)
    }

    /// The visible rect grown by the tiling margin, or by the largest cell in it when that is
    /// larger; the whole content without a margin.
    ///
    /// - Complexity: the base's query of `bounds`.
    public func bodyRegion(around bounds: CGRect) -> CGRect {
        guard let margin = configuration.tilingMargin else { return wholeContent }
        let cells = homes.attributes(in: bounds).filter { $0.category == .cell }
        let largest = cells.map { max($0.size.width, $0.size.height) }.max() ?? 0
        let grown = max(margin, largest)
        return bounds.insetBy(dx: -grown, dy: -grown)
    }
}
