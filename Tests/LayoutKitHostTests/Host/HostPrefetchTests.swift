import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// Prefetching over a list of a million rows of 50 pt (row i at y = 50 i) on a 320 x 568 screen.
struct HostPrefetchTests {
    /// What the app heard, frame by frame.
    final class App {
        var offered: [IndexPath: Int] = [:]
        var cancelled: [(frame: Int, items: [IndexPath])] = []
        var firstShown: [IndexPath: Int] = [:]
        var offerCalls = 0
        /// Offers of a row already offered (and not cancelled) at an earlier frame.
        var offeredTwice = 0
    }

    static func list() throws -> (CollectionViewHost, App) {
        let flow = FlowLayout {
            $0.itemSize = CGSize(width: 320, height: 50)
            $0.minimumLineSpacing = 0
        }
        return try listening(
            to: CollectionViewHost(layout: flow, frameSize: CGSize(width: 320, height: 568), itemCounts: [1_000_000]))
    }

    /// `host` with an app that notes what it is offered and what is cancelled.
    static func listening(to host: CollectionViewHost) -> (CollectionViewHost, App) {
        let app = App()
        host.onPrefetch = { [unowned host] items in
            app.offerCalls += 1
            for item in items where app.offered[item] == nil { app.offered[item] = host.frameIndex }
            app.offeredTwice += items.filter { app.offered[$0] != host.frameIndex }.count
        }
        host.onCancelPrefetch = { [unowned host] items in app.cancelled.append((host.frameIndex, items)) }
        return (host, app)
    }

    /// Plays frames until the host rests, noting when each row first came on screen.
    static func playToRest(_ host: CollectionViewHost, _ app: App) throws {
        repeat {
            try host.advanceFrame()
            for element in host.visibleElements where element.category == .cell && app.firstShown[element.indexPath] == nil {
                app.firstShown[element.indexPath] = host.frameIndex
            }
        } while !host.isIdle
    }

    @Test func aFlingsLandingIsPrefetchedBeforeItComesOnScreen() throws {
        let (host, app) = try Self.list()
        try host.setPrefetchLookahead(0.1)  // so that only the fling's landing can reach its rows early
        let start = Set(host.visibleElements.map(\.indexPath))
        // 400 pt up in 0.05 s: 8 000 pt/s; UIKit's deceleration carries it about 4 000 pt on.
        try host.drag(.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 100), duration: 0.05))
        var offsets: [Int: CGFloat] = [host.frameIndex: host.contentOffset.y]
        repeat {
            try host.advanceFrame()
            offsets[host.frameIndex] = host.contentOffset.y
            for element in host.visibleElements where element.category == .cell && app.firstShown[element.indexPath] == nil {
                app.firstShown[element.indexPath] = host.frameIndex
            }
        } while !host.isIdle
        let rest = host.contentOffset.y
        #expect(rest > 3_000, "the fling went far: \(rest)")
        // The first frame of the drag moves the content before anything could be foreseen; every
        // row that came on screen after it was offered before it did.
        for (item, frame) in app.firstShown where !start.contains(item) && frame > 1 {
            let offered = try #require(app.offered[item], "row \(item[0]) came on screen at frame \(frame) unannounced")
            #expect(offered < frame, "row \(item[0]) offered at frame \(offered), shown at \(frame)")
        }
        let resting = host.visibleElements.filter { $0.category == .cell }.map(\.indexPath)
        #expect(resting.count >= 12)
        for item in resting {
            let offered = try #require(app.offered[item])
            let offsetThen = try #require(offsets[offered])
            #expect(
                rest - offsetThen > 2_000,
                "row \(item[1]) offered \(rest - offsetThen) pt before the rest, further than 0.1 s of speed reaches")
        }
        #expect(app.cancelled.isEmpty, "a scroll that never turns back cancels nothing")
        #expect(app.offeredTwice == 0, "each row offered once")

        // Back up: the rows offered below the screen are cancelled, and only those.
        let below = Set(app.offered.keys).subtracting(app.firstShown.keys)
        #expect(!below.isEmpty, "rows ahead of the rest were offered")
        try host.drag(.line(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400), duration: 0.5))
        try Self.playToRest(host, app)
        let cancelled = Set(app.cancelled.flatMap(\.items))
        #expect(cancelled == below, "turning back cancels exactly the rows offered below and never shown")
        #expect(cancelled.allSatisfy { CGFloat($0[1]) * 50 >= rest + 568 }, "all of them below the screen at rest")
    }

    @Test func theCardsOfAnOrthogonalSectionAreOfferedAsThePageScrollsTowardsThem() throws {
        // By section: a grid of three columns of 80 pt rows, then a row of cards paging sideways.
        let store = CompositionalLayout { section, _ in
            let fill = LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))
            if section % 2 == 0 {
                let row = LayoutGroup.horizontal(
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(80)), repeating: .item(LayoutItem(size: fill)),
                    count: 3)
                return CompositionalSection(group: row)
            }
            let card = LayoutGroup.horizontal(
                size: LayoutSize(width: .fractionalWidth(0.7), height: .absolute(120)), subitems: [.item(LayoutItem(size: fill))])
            return CompositionalSection(group: card, interGroupSpacing: 10, orthogonalScrolling: .groupPaging)
        }
        let (host, app) = try Self.listening(
            to: CollectionViewHost(
                layout: store, frameSize: CGSize(width: 320, height: 568), itemCounts: Array(repeating: 30, count: 20)))
        try host.drag(.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 200), duration: 0.1))
        try Self.playToRest(host, app)
        let cards = app.firstShown.filter { $0.key.section % 2 == 1 && $0.value > 1 }
        #expect(!cards.isEmpty, "cards came on screen")
        for (card, frame) in cards {
            let offered = try #require(app.offered[card], "card \(card) came on screen unannounced")
            #expect(offered < frame)
        }
    }

    /// A row of 100 cards of 100 x 120 pt, 10 pt apart, scrolling sideways on its own above a
    /// grid, swiped along (toward the reading direction's end) and flung, then swiped back.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func aSectionSwipedSidewaysIsPrefetchedAheadOfItsOwnScroll(direction: LayoutDirection) throws {
        let layout = CompositionalLayout { section, _ in
            let fill = LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))
            if section == 0 {
                let card = LayoutGroup.horizontal(
                    size: LayoutSize(width: .absolute(100), height: .absolute(120)), subitems: [.item(LayoutItem(size: fill))])
                return CompositionalSection(group: card, interGroupSpacing: 10, orthogonalScrolling: .continuous)
            }
            let row = LayoutGroup.horizontal(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(80)), repeating: .item(LayoutItem(size: fill)),
                count: 2)
            return CompositionalSection(group: row)
        }
        let (host, app) = try Self.listening(
            to: CollectionViewHost(
                layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [100, 200], layoutDirection: direction))
        try host.setPrefetchLookahead(0.1)  // so that only the fling's landing can reach its cards early
        let start = Set(host.visibleElements.map(\.indexPath))
        let (near, far): (CGFloat, CGFloat) = direction == .leftToRight ? (300, 20) : (20, 300)
        // 280 pt in 0.08 s: 3 500 pt/s, which carries the section about 1 750 pt on.
        try host.drag(.line(from: CGPoint(x: near, y: 60), to: CGPoint(x: far, y: 60), duration: 0.08))
        let firstFrame = host.frameIndex
        try Self.playToRest(host, app)
        #expect(host.contentOffset == .zero, "the page did not scroll")
        let resting = host.visibleElements.filter { $0.category == .cell && $0.indexPath.section == 0 }.map(\.indexPath)
        #expect(resting.allSatisfy { $0.item > 10 }, "the section went far: \(resting.map(\.item))")
        // The first frame of the drag moves the section before anything could be foreseen.
        for (card, frame) in app.firstShown where !start.contains(card) && frame > firstFrame + 1 {
            let offered = try #require(app.offered[card], "card \(card.item) came on screen at frame \(frame) unannounced")
            #expect(offered < frame, "card \(card.item) offered at frame \(offered), shown at \(frame)")
        }
        // The finger lifts at 0.08 s, the fifth frame: the fling's landing is known from then.
        for card in resting {
            let offered = try #require(app.offered[card])
            #expect(offered <= firstFrame + 5, "card \(card.item) where the fling rests offered at the lift, not at \(offered)")
        }
        #expect(app.offered.keys.allSatisfy { $0.section == 0 }, "nothing of the still grid below is offered")
        #expect(app.cancelled.isEmpty && app.offeredTwice == 0, "each card offered once, none cancelled")

        // Swiped back, the cards offered past the rest and never shown are cancelled.
        let past = Set(app.offered.keys).subtracting(app.firstShown.keys)
        #expect(!past.isEmpty, "cards past the rest were offered")
        try host.drag(.line(from: CGPoint(x: far, y: 60), to: CGPoint(x: near, y: 60), duration: 0.3))
        try Self.playToRest(host, app)
        let cancelled = Set(app.cancelled.flatMap(\.items))
        #expect(past.isSubset(of: cancelled), "the cards past the first rest are cancelled")
        #expect(cancelled.isDisjoint(with: app.firstShown.keys), "a card shown is never cancelled")
    }

    @Test func nothingIsOfferedWithoutACallbackOrWhileStill() throws {
        let (host, app) = try Self.list()
        for bad in [-1, .nan, .infinity] {
            #expect(throws: LayoutError.self) { try host.setPrefetchLookahead(bad) }
        }
        #expect(host.prefetchLookahead == 0.5, "a refused lookahead leaves the default")
        try host.advance(frames: 30)
        #expect(app.offerCalls == 0 && app.cancelled.isEmpty, "a still screen offers nothing")
        host.onPrefetch = nil
        host.onCancelPrefetch = nil
        try host.drag(.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 100), duration: 0.2))
        try Self.playToRest(host, app)
        #expect(app.offered.isEmpty)
    }

    @Test func offeredRowsFollowAnUpdateAndDeletedOnesAreForgotten() throws {
        let (host, app) = try Self.list()
        try host.drag(.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 400), duration: 0.5))
        try Self.playToRest(host, app)
        let ahead = Set(app.offered.keys).subtracting(app.firstShown.keys).map(\.item)
        let last = try #require(ahead.max())
        try #require(ahead.contains(20) && last > 21, "rows a screen ahead were offered: \(ahead.sorted())")
        var delete = BatchUpdate()
        delete.deleteItems([IndexPath(item: 0, section: 0), IndexPath(item: 20, section: 0)])
        try host.performBatchUpdates(delete, countsAfter: [999_998])
        try host.runUntilIdle()
        // Row r after 20 is now row r - 2, a row between 0 and 20 is r - 1, row 20 is gone.
        let remapped = Set(ahead.filter { $0 != 20 }.map { IndexPath(item: $0 > 20 ? $0 - 2 : $0 - 1, section: 0) })
        try host.drag(.line(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 500), duration: 0.3))
        try Self.playToRest(host, app)
        let cancelled = Set(app.cancelled.flatMap(\.items))
        #expect(
            cancelled.isSubset(of: remapped), "cancelled at their new index paths, the deleted row never: \(cancelled.sorted())")
        #expect(cancelled.contains(IndexPath(item: last - 2, section: 0)), "the last row offered, now row \(last - 2)")
    }
}
