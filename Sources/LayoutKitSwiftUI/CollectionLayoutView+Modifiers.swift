#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
    import SwiftUI

    @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
    extension CollectionLayoutView {
        /// The selected item, both ways: a tap on an item selects it and sets `selection`; setting
        /// `selection` selects that item (or none, for `nil` or an item not shown).
        public func selection(_ selection: Binding<ItemID?>) -> Self {
            with { $0.selection = selection }
        }

        /// The content of the layout's supplementary views (section headers and footers), by kind
        /// (`ElementKind.sectionHeader`, say) and section, shown as a cell's is when the view comes
        /// on screen; without it they are empty.
        public func supplementaryContent<Supplementary: View>(
            @ViewBuilder _ content: @escaping (_ kind: String, _ section: SectionID) -> Supplementary
        ) -> Self {
            with { view in
                view.configureSupplementary = { cell, kind, section in
                    cell.contentConfiguration = UIHostingConfiguration { content(kind, section) }.margins(.all, 0)
                }
            }
        }

        /// Calls `action` with the item the user taps.
        public func onItemTap(_ action: @escaping (ItemID) -> Void) -> Self {
            with { $0.onTap = action }
        }

        /// Calls `action` with the items the layout let go for good (the physics toy's items that
        /// fell off screen), once; remove them from the data, and the next update deletes them.
        public func onItemsLeft(_ action: @escaping ([ItemID]) -> Void) -> Self {
            with { $0.onItemsLeft = action }
        }

        /// Calls `action` with what went wrong: data with duplicate identifiers, or an error the
        /// layout threw where UIKit cannot let it (by default logged, subsystem `LayoutKit`).
        public func onLayoutError(_ action: @escaping (any Error) -> Void) -> Self {
            with { $0.onError = action }
        }

        private func with(_ change: (inout Self) -> Void) -> Self {
            var copy = self
            change(&copy)
            return copy
        }
    }
#endif
