#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
    import LayoutKitCore
    import SwiftUI

    /// A scrolling, virtualized collection of SwiftUI views placed by any LayoutKit layout:
    /// springy lists, the physics toy, carousels, compositional screens with orthogonal sections,
    /// looping layouts; a collection view behind it, through LayoutKit's UIKit adapter.
    ///
    /// - **Data by identity.** Give the items (`Identifiable`) or a ``DataSnapshot``; each update
    ///   that changes them is applied as the batch update between the old and the new data, with
    ///   the layout's animations (none when the change's transaction disables animations). An
    ///   update with equal data changes nothing. Duplicate identifiers go to
    ///   ``onLayoutError(_:)``, and the view keeps showing its last good data.
    /// - **Cells.** Each item's view is made by `content` and shown through
    ///   `UIHostingConfiguration`, with no margins, at the frame the layout gives it.
    /// - **Layout.** The layout is an object with state (springs, bodies): keep it in `@State`.
    ///   Another layout object changes layouts through LayoutKit's transition, animated unless
    ///   the transaction disables animations; the same object, whatever else changed, is left
    ///   running as it is.
    /// - **State.** The coordinator owns the collection view and the layout, so SwiftUI's updates
    ///   do not reset them.
    ///
    /// ```swift
    /// @State private var layout = FlowLayout().springy()
    ///
    /// var body: some View {
    ///     CollectionLayoutView(notes, layout: layout) { note in
    ///         NoteCard(note: note)
    ///     }
    ///     .selection($selectedNote)
    /// }
    /// ```
    @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
    public struct CollectionLayoutView<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: View>:
        UIViewRepresentable
    {
        /// The data to show, or why it could not be made.
        let data: Result<DataSnapshot<SectionID, ItemID>, any Error>
        /// The LayoutKit layout.
        let layout: any CollectionLayout
        /// The view of the item at an index path of `data`.
        let itemView: (IndexPath) -> Content?
        var selection: Binding<ItemID?>?
        var onTap: ((ItemID) -> Void)?
        var onItemsLeft: (([ItemID]) -> Void)?
        var onError: ((any Error) -> Void)?
        /// Gives a supplementary view (a cell registered for its kind) its content, by kind and section.
        var configureSupplementary: ((UICollectionViewCell, String, SectionID) -> Void)?

        init(
            data: Result<DataSnapshot<SectionID, ItemID>, any Error>, layout: any CollectionLayout,
            itemView: @escaping (IndexPath) -> Content?
        ) {
            self.data = data
            self.layout = layout
            self.itemView = itemView
        }

        /// Shows the items of `snapshot`, each as `content` makes it from its identifier.
        public init(
            _ snapshot: DataSnapshot<SectionID, ItemID>, layout: any CollectionLayout,
            @ViewBuilder content: @escaping (ItemID) -> Content
        ) {
            self.init(data: .success(snapshot), layout: layout) { snapshot.itemIdentifier(at: $0).map(content) }
        }

        public func makeCoordinator() -> CollectionLayoutViewCoordinator<SectionID, ItemID, Content> {
            CollectionLayoutViewCoordinator(showing: self)
        }

        public func makeUIView(context: Context) -> UICollectionView {
            context.coordinator.makeCollectionView()
        }

        public func updateUIView(_ uiView: UICollectionView, context: Context) {
            context.coordinator.show(self, animated: !context.transaction.disablesAnimations)
        }

        public static func dismantleUIView(_ uiView: UICollectionView, coordinator: Coordinator) {
            coordinator.dismantle()
        }
    }
#endif
