import AppKit
import AppKitAdapter
import LayoutKit

/// A window with a scroll view whose document is a collection view, fed by ``AppKitData``.
@MainActor
final class AppKitScreen {
    let window: NSWindow
    let scrollView: NSScrollView
    let collectionView: NSCollectionView
    let data: AppKitData

    init(_ layout: NSCollectionViewLayout, counts: [Int], size: NSSize = NSSize(width: 320, height: 480), inWindow: Bool = true,
         direction: NSUserInterfaceLayoutDirection = .leftToRight, insets: NSEdgeInsets = NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)) {
        window = NSWindow(contentRect: NSRect(origin: .zero, size: size))
        scrollView = NSScrollView(frame: NSRect(origin: .zero, size: size))
        scrollView.contentInsets = insets
        collectionView = NSCollectionView(frame: NSRect(origin: .zero, size: size))
        collectionView.userInterfaceLayoutDirection = direction
        data = AppKitData(counts: counts)
        scrollView.documentView = collectionView
        if inWindow { window.contentView.addSubview(scrollView) }
        collectionView.dataSource = data
        collectionView.collectionViewLayout = layout
        collectionView.layoutSubtreeIfNeeded()
    }

    /// A click of the left button at `point` in the window, a frame after the last event: its
    /// press, then its release.
    func click(at point: NSPoint) {
        ModelDisplay.advance()
        window.sendEvent(NSEvent(mouse: .leftMouseDown, in: window, at: point, timestamp: ModelDisplay.time))
        window.sendEvent(NSEvent(mouse: .leftMouseUp, in: window, at: point, timestamp: ModelDisplay.time))
    }
}

/// A data source whose counts and items a test changes.
@MainActor
final class AppKitData: NSCollectionViewDataSource {
    var counts: [Int]
    /// The class of the items it makes.
    var itemClass = NSCollectionViewItem.self

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: NSCollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath) -> NSCollectionViewItem {
        itemClass.init()
    }
}

/// A layout that records the contexts its wrapped layout is prepared with.
final class ContextLog<Base: CollectionLayout>: LayoutWrapper {
    let base: Base
    private(set) var contexts: [LayoutContext] = []

    init(_ base: Base) {
        self.base = base
    }

    func prepare(_ context: LayoutContext) throws {
        contexts.append(context)
        try base.prepare(context)
    }
}
