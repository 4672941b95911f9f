import Foundation
import LayoutKitCore

/// A decoration view a flow layout puts behind each section, as the compositional layout's
/// section background decoration item: it spans the section from the top of its header to the
/// bottom of its footer across the whole content, less ``inset``, below the cells.
///
/// ```swift
/// configuration.sectionBackground = FlowSectionBackground(inset: EdgeInsets(all: 4))
/// layout.decorationAttributes(ofKind: FlowSectionBackground.defaultKind, at: IndexPath(item: 0, section: 1))
/// ```
public struct FlowSectionBackground: Hashable, Sendable {
    /// The kind ``init(kind:inset:zIndex:)`` gives backgrounds by default.
    public static let defaultKind = "section-background"

    /// The decoration views' kind.
    public var kind: String
    /// How far the background stays inside the section's extent, in points.
    public var inset: EdgeInsets
    /// The stacking order; below the cells' 0 by default.
    public var zIndex: Int

    /// Creates a background of `kind` inset by `inset` at `zIndex`.
    public init(kind: String = FlowSectionBackground.defaultKind, inset: EdgeInsets = .zero, zIndex: Int = -1) {
        self.kind = kind
        self.inset = inset
        self.zIndex = zIndex
    }

    /// Checks the inset: finite and not negative.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming the bad edge.
    public func validate() throws {
        for (edge, value) in [("top", inset.top), ("left", inset.left), ("bottom", inset.bottom), ("right", inset.right)] {
            try LayoutError.requireNonNegative(value, named: "sectionBackground.inset.\(edge)")
        }
    }

    /// The background's frame for a section spanning `minY...maxY` across `width`, in canonical
    /// (vertical) coordinates; `nil` when the inset leaves nothing.
    func frame(minY: CGFloat, maxY: CGFloat, width: CGFloat, inset canonical: EdgeInsets) -> CGRect? {
        let frame = CGRect(
            x: canonical.left, y: minY + canonical.top, width: width - canonical.horizontal,
            height: maxY - minY - canonical.vertical)
        return frame.width > 0 && frame.height > 0 ? frame : nil
    }
}
