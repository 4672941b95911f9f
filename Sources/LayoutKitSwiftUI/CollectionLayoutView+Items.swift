#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
    import LayoutKitCore
    import SwiftUI

    @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
    extension CollectionLayoutView where SectionID == Int {
        /// Shows `items` in one section, each as `content` makes it, identified by its `id`.
        ///
        /// - Complexity: O(items) at each update, to read their identifiers.
        public init<Items: RandomAccessCollection>(
            _ items: Items, layout: any CollectionLayout, @ViewBuilder content: @escaping (Items.Element) -> Content
        ) where Items.Element: Identifiable, Items.Element.ID == ItemID {
            let elements = Array(items)
            let data = Result<DataSnapshot<Int, ItemID>, any Error> {
                var snapshot = DataSnapshot<Int, ItemID>()
                try snapshot.appendSections([0])
                try snapshot.appendItems(elements.map(\.id))
                return snapshot
            }
            self.init(data: data, layout: layout) { path in
                path.count == 2 && elements.indices.contains(path[1]) ? content(elements[path[1]]) : nil
            }
        }
    }
#endif
