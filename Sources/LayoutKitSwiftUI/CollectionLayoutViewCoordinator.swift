#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
    import LayoutKitCore
    import SwiftUI
    #if canImport(UIKitAdapter)
        import UIKitAdapter  // Tools/PlatformModel's name for LayoutKitUIKit
    #else
        import LayoutKitUIKit
    #endif

    /// What a ``CollectionLayoutView`` keeps across SwiftUI's updates: the collection view, the
    /// UIKit adapter of its layout, the data it shows; it is the collection view's data source and
    /// delegate. SwiftUI makes it; apps do not use it.
    @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
    @MainActor
    public final class CollectionLayoutViewCoordinator<
        SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: View
    >:
        NSObject, UICollectionViewDataSource, UICollectionViewDelegate
    {
        private static var cellIdentifier: String { "LayoutKitSwiftUI.item" }
        private static var supplementaryIdentifier: String { "LayoutKitSwiftUI.supplementary" }

        /// The view's value applied last (its closures and modifiers).
        private var shown: CollectionLayoutView<SectionID, ItemID, Content>
        /// The data the collection view shows.
        private var snapshot = DataSnapshot<SectionID, ItemID>()
        /// The view of the item at an index path of `snapshot`: the one of the value whose data
        /// was shown last (a value with bad data leaves the cells as they were).
        private var itemView: (IndexPath) -> Content?
        /// The UIKit adapter of the layout shown.
        private var adapter: LayoutKitCollectionViewLayout
        private var collectionView: UICollectionView?
        private var registeredSupplementaryKinds: Set<String> = []
        /// What the adapter does with an error when the app does not ask for it.
        private let logError: (any Error) -> Void

        init(showing view: CollectionLayoutView<SectionID, ItemID, Content>) {
            shown = view
            itemView = { _ in nil }
            adapter = LayoutKitCollectionViewLayout(view.layout)
            logError = adapter.onError
            super.init()
            connect(adapter)
        }

        /// The collection view, showing the view's data.
        func makeCollectionView() -> UICollectionView {
            let made = UICollectionView(frame: .zero, collectionViewLayout: adapter)
            made.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
            made.delegate = self
            collectionView = made
            applyData(of: shown, animated: false)
            made.dataSource = self
            selectShownSelection()
            return made
        }

        /// A new value of the view: its data applied by identity, its layout changed if it is
        /// another object, its selection shown, the cells on screen given their new content.
        func show(_ view: CollectionLayoutView<SectionID, ItemID, Content>, animated: Bool) {
            shown = view
            applyData(of: view, animated: animated)
            if view.layout !== adapter.core.layout { changeLayout(to: view.layout, animated: animated) }
            selectShownSelection()
            guard let collectionView else { return }
            for path in collectionView.indexPathsForVisibleItems {
                if let cell = collectionView.cellForItem(at: path) { configure(cell, at: path) }
            }
        }

        /// The view leaves the screen: the layout's frames stop.
        func dismantle() {
            adapter.core.disconnect()
        }

        private func applyData(of view: CollectionLayoutView<SectionID, ItemID, Content>, animated: Bool) {
            switch view.data {
            case let .failure(error):
                report(error)
            case let .success(new) where new != snapshot:
                adapter.apply(new, animated: animated) { [unowned self] in (snapshot, itemView) = (new, view.itemView) }
            case .success:
                itemView = view.itemView
            }
        }

        private func changeLayout(to layout: any CollectionLayout, animated: Bool) {
            let next = LayoutKitCollectionViewLayout(layout)
            connect(next)
            next.apply(snapshot, animated: false) {}
            adapter = next
            guard let collectionView else { return }
            if animated, collectionView.window != nil {
                collectionView.animateTransition(to: next)
            } else {
                collectionView.setCollectionViewLayout(next, animated: false)
            }
        }

        private func connect(_ layout: LayoutKitCollectionViewLayout) {
            layout.onError = { [weak self] error in self?.report(error) }
            layout.onItemsLeft = { [weak self] paths in self?.handOver(paths) }
        }

        private func report(_ error: any Error) {
            (shown.onError ?? logError)(error)
        }

        private func handOver(_ paths: [IndexPath]) {
            let items = paths.compactMap(snapshot.itemIdentifier(at:))
            if !items.isEmpty { shown.onItemsLeft?(items) }
        }

        private func selectShownSelection() {
            guard let collectionView, let selection = shown.selection else { return }
            let wanted = selection.wrappedValue.flatMap(snapshot.indexPath(ofItem:))
            guard (collectionView.indexPathsForSelectedItems ?? []) != (wanted.map { [$0] } ?? []) else { return }
            collectionView.selectItem(at: wanted, animated: false, scrollPosition: [])
        }

        private func configure(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
            guard let content = itemView(indexPath) else { return }
            cell.contentConfiguration = UIHostingConfiguration { content }.margins(.all, 0)
        }

        // MARK: UICollectionViewDataSource

        public func numberOfSections(in collectionView: UICollectionView) -> Int {
            snapshot.sectionIdentifiers.count
        }

        public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            snapshot.itemIdentifiers.indices.contains(section) ? snapshot.itemIdentifiers[section].count : 0
        }

        public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
            configure(cell, at: indexPath)
            return cell
        }

        public func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            if registeredSupplementaryKinds.insert(kind).inserted {
                collectionView.register(
                    UICollectionViewCell.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: Self.supplementaryIdentifier
                )
            }
            let view = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: Self.supplementaryIdentifier, for: indexPath)
            let sections = snapshot.sectionIdentifiers
            if let cell = view as? UICollectionViewCell, let section = indexPath.first, sections.indices.contains(section) {
                shown.configureSupplementary?(cell, kind, sections[section])
            }
            return view
        }

        // MARK: UICollectionViewDelegate

        public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            guard let item = snapshot.itemIdentifier(at: indexPath) else { return }
            shown.selection?.wrappedValue = item
            shown.onTap?(item)
        }

        public func collectionView(
            _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
            newLayout toLayout: UICollectionViewLayout
        ) -> UICollectionViewTransitionLayout {
            LayoutKitTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
        }
    }
#endif
