import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

extension CollectionViewHost {
    /// How many layouts ``popLayout(anchor:animation:)`` can bring back.
    public var navigationDepth: Int { layoutChanges.navigationStack.count }

    /// Navigates to a detail layout, as a navigation controller pushing a collection that shares
    /// the collection view: the layout (and the data, when `itemCounts` is given) changes as
    /// ``setLayout(_:itemCounts:anchor:animation:path:)`` changes it, items only one side has
    /// appearing or disappearing, and the layout, data and offset shown before are kept for
    /// ``popLayout(anchor:animation:)``.
    ///
    /// ```swift
    /// try host.pushLayout(detail, anchor: .centering(.cell(selected)))   // the selected item centered
    /// try host.runUntilIdle()
    /// try host.popLayout()                                              // back where it was
    /// ```
    ///
    /// - Throws: what ``setLayout(_:itemCounts:anchor:animation:path:)`` throws; nothing is
    ///   pushed then.
    public func pushLayout(
        _ detail: any CollectionLayout, itemCounts: [Int]? = nil, anchor: TransitionAnchor = .currentOffset,
        animation: HostAnimation? = .navigation
    ) throws {
        let shown = NavigationEntry(
            layout: layoutChanges.change?.transition.to ?? layout, itemCounts: layoutChanges.change?.counts.to ?? self.itemCounts,
            contentOffset: layoutChanges.change?.offsets.to ?? contentOffset)
        try setLayout(detail, itemCounts: itemCounts, anchor: anchor, animation: animation)
        layoutChanges.navigationStack.append(shown)
    }

    /// Navigates back to the layout shown before the last push, with its data, at the content
    /// offset it had (or where `anchor` says).
    ///
    /// - Throws: ``HostError/notApplicable(_:)`` when nothing was pushed; what
    ///   ``setLayout(_:itemCounts:anchor:animation:path:)`` throws. Nothing is popped then.
    public func popLayout(anchor: TransitionAnchor? = nil, animation: HostAnimation? = .navigation) throws {
        guard let entry = layoutChanges.navigationStack.last else {
            throw HostError.notApplicable(.popLayout)
        }
        try setLayout(
            entry.layout, itemCounts: entry.itemCounts, anchor: anchor ?? .offset(entry.contentOffset), animation: animation)
        layoutChanges.navigationStack.removeLast()
    }
}
