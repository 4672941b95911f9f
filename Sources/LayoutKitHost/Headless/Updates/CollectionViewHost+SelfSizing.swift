import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

extension CollectionViewHost {
    /// How far beyond the visible rectangle, along the scroll axis, cells are measured ahead of
    /// being shown, in points.
    public static let selfSizingMargin = CollectionViewCore.selfSizingMargin

    /// The items whose cells the host has measured (see ``preferredLayoutAttributesFitting``)
    /// and not dropped since: every item shown so far, plus those within
    /// ``selfSizingMargin`` of the visible rectangle.
    public var measuredItems: Set<IndexPath> { core.measuredItems }

    /// Measures the cells about to be shown, as a collection view asks each cell it dequeues for
    /// `preferredLayoutAttributesFitting(_:)`, and hands their sizes to the layout (see
    /// ``CollectionViewCore/measureCells(around:fitting:moveContent:)``). Called before every
    /// frame is read; does nothing without ``preferredLayoutAttributesFitting``.
    ///
    /// - Throws: `SelfSizingError.invalidPreferredSize` for a NaN, infinite, negative or zero
    ///   preferred size (every item of the round keeps its estimate), or what the layout's
    ///   prepare throws.
    func resolvePreferredAttributes() throws {
        guard let fitting = preferredLayoutAttributesFitting else { return }
        try core.measureCells(around: { visibleRect }, fitting: fitting, moveContent: moveContent)
    }
}
