import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// An app around a physics toy on the headless host: one section, items inserted at the end,
/// and the toy's reports of fallen items answered at once with a delete.
final class ToyApp {
    let toy: PhysicsToyLayout
    let host: CollectionViewHost
    /// Every report the toy made, in order.
    private(set) var reports: [[IndexPath]] = []
    /// The clock time of each report, in seconds.
    private(set) var reportTimes: [TimeInterval] = []
    /// How many of the next reports the app refuses by throwing (it deletes nothing then).
    var refusals = 0
    /// What the app throws when it refuses a report.
    struct Busy: Error {}

    init(
        configuration: PhysicsToyConfiguration = PhysicsToyConfiguration(), frameSize: CGSize = CGSize(width: 320, height: 568),
        contentInset: EdgeInsets = .zero, sizes: ((IndexPath) -> CGSize)? = nil
    ) throws {
        toy = PhysicsToyLayout(configuration: configuration)
        let host = try CollectionViewHost(
            layout: toy, frameSize: frameSize, itemCounts: [0], contentInset: contentInset, itemSizeProvider: sizes)
        self.host = host
        host.onItemsLeft = { [unowned self] gone in
            reports.append(gone)
            reportTimes.append(host.time)
            if refusals > 0 {
                refusals -= 1
                throw ToyApp.Busy()
            }
            try delete(gone)
        }
        try host.advanceFrame()
    }

    var count: Int { host.itemCounts[0] }

    func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    /// Appends `count` items.
    func insert(_ count: Int = 1) throws {
        var update = BatchUpdate()
        update.insertItems((self.count..<self.count + count).map(item))
        try host.performBatchUpdates(update, countsAfter: [self.count + count])
    }

    func delete(_ paths: [IndexPath]) throws {
        var update = BatchUpdate()
        update.deleteItems(paths)
        try host.performBatchUpdates(update, countsAfter: [count - paths.count])
    }

    /// The center of `item` as the host shows it.
    func shown(_ item: Int) -> CGPoint? {
        host.visibleElements.first { $0.indexPath == self.item(item) && $0.category == .cell }?.center
    }
}
