import LayoutKit
import UIKit
import UIKitAdapter

/// A window with a collection view in it, fed by ``ModelData``.
@MainActor
final class ModelScreen {
    let window: UIWindow
    let collectionView: UICollectionView
    let data: ModelData

    /// A `size` collection view in a window, showing `counts` items with `layout`.
    init(_ layout: UICollectionViewLayout, counts: [Int], size: CGSize = CGSize(width: 320, height: 568), inWindow: Bool = true) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        data = ModelData(counts: counts)
        collectionView.register(ModelCell.self, forCellWithReuseIdentifier: ModelData.cellIdentifier)
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: ElementKind.sectionHeader,
                                withReuseIdentifier: ModelData.headerIdentifier)
        collectionView.dataSource = data
        if inWindow { window.addSubview(collectionView) }
        collectionView.layoutIfNeeded()
    }

    /// The frames of the visible cells by index path, as they are shown at rest.
    var cellFrames: [IndexPath: CGRect] {
        Dictionary(uniqueKeysWithValues: collectionView.visibleCells.compactMap { cell in
            cell.appliedAttributes.map { ($0.indexPath, cell.frame) }
        })
    }

    /// Plays a drag of the finger from `start` by `step` points per frame for `frames` frames,
    /// then lifts it.
    func drag(from start: CGPoint, by step: CGPoint, frames: Int) {
        collectionView.touchDown(at: start)
        for _ in 0..<frames { collectionView.dragFinger(by: step) }
        collectionView.liftFinger()
    }
}

/// A data source of plain cells and headers whose counts a test changes.
@MainActor
final class ModelData: UICollectionViewDataSource {
    static let cellIdentifier = "cell"
    static let headerIdentifier = "header"
    var counts: [Int]
    /// The moves the collection view reported, in order.
    private(set) var moves: [(from: IndexPath, to: IndexPath)] = []

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.headerIdentifier, for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        counts[sourceIndexPath[0]] -= 1
        counts[destinationIndexPath[0]] += 1
    }
}

/// A cell that prefers a height of its own, `44 + 2 * item` points, when ``prefersOwnHeight``.
@MainActor
final class ModelCell: UICollectionViewCell {
    nonisolated(unsafe) static var prefersOwnHeight = false

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard Self.prefersOwnHeight, let sized = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else { return layoutAttributes }
        sized.size = CGSize(width: layoutAttributes.size.width, height: 44 + 2 * CGFloat(layoutAttributes.indexPath[1]))
        return sized
    }
}

/// A layout that records the invalidation contexts its wrapped layout receives.
final class InvalidationLog<Base: CollectionLayout>: LayoutWrapper {
    let base: Base
    private(set) var contexts: [InvalidationContext] = []
    private(set) var preparedScales: [CGFloat] = []

    init(_ base: Base) {
        self.base = base
    }

    func prepare(_ context: LayoutContext) throws {
        preparedScales.append(context.displayScale)
        try base.prepare(context)
    }

    func invalidate(with context: InvalidationContext) {
        contexts.append(context)
        base.invalidate(with: context)
    }
}
