import LayoutKit
import Testing
import UIKit
import UIKitAdapter

extension ThroughTheModel {
    /// The adapter's landing-aware prefetching in a UIKit collection view: a list of a million 50 pt
    /// rows (row i at y = 50 i) on a 320 x 568 screen, flung with the finger.
    @MainActor
    struct PrefetchingThroughUIKitTests {
        init() { ModelDisplay.reset() }

        /// What the app heard, by frame.
        final class Heard {
            var frame = 0
            var offered: [Int: Int] = [:]
            var cancelled: [Int] = []
        }

        private func list() -> (ModelScreen, LayoutKitCollectionViewLayout, Heard) {
            let rows = FlowLayout {
                $0.itemSize = CGSize(width: 320, height: 50)
                $0.minimumLineSpacing = 0
            }
            let layout = LayoutKitCollectionViewLayout(rows)
            let heard = Heard()
            layout.onPrefetch = { items in for item in items where heard.offered[item[1]] == nil { heard.offered[item[1]] = heard.frame } }
            layout.onCancelPrefetch = { items in heard.cancelled += items.map { $0[1] } }
            return (ModelScreen(layout, counts: [1_000_000]), layout, heard)
        }

        @Test func theRowsWhereAFlingRestsAreOfferedBeforeTheyComeOnScreen() throws {
            let (screen, layout, heard) = list()
            try layout.prefetching.setLookahead(0.1)  // so that only the landing reaches far ahead
            let collectionView = screen.collectionView
            // 30 pt a frame for 4 frames: the finger at 1 800 pt/s; UIKit carries the fling about
            // 900 pt on (1.8 × 0.998 / 0.002).
            screen.drag(from: CGPoint(x: 160, y: 500), by: CGPoint(x: 0, y: -30), frames: 4)
            let lifted = collectionView.contentOffset.y
            var firstShown: [Int: Int] = [:]
            while collectionView.isDecelerating {
                heard.frame += 1
                _ = ModelDisplay.advance(until: { false }, limit: 1)  // one frame
                for item in collectionView.indexPathsForVisibleItems where firstShown[item[1]] == nil {
                    firstShown[item[1]] = heard.frame
                }
                if heard.frame > 600 { break }
            }
            let rest = collectionView.contentOffset.y
            #expect(rest - lifted > 500, "the fling went on from \(lifted) to \(rest)")
            let resting = (Int(rest / 50)...Int((rest + 567) / 50))
            for row in resting {
                let offered = try #require(heard.offered[row], "row \(row), where the fling rests, was offered")
                #expect(offered < (firstShown[row] ?? .max), "row \(row) offered at frame \(offered)")
            }
            // The lookahead alone reaches 0.1 s of speed (180 pt at most) past the screen: the
            // resting rows were offered from the first frame of the fling, while still far off.
            #expect(resting.allSatisfy { (heard.offered[$0] ?? .max) <= 1 })
            #expect(heard.cancelled.isEmpty, "the scroll never turned back")
        }

        @Test func turningBackCancelsTheRowsOfferedAheadAndNeverShown() throws {
            let (screen, layout, heard) = list()
            try layout.prefetching.setLookahead(0.5)
            screen.collectionView.touchDown(at: CGPoint(x: 160, y: 400))
            for _ in 0..<4 { screen.collectionView.dragFinger(by: CGPoint(x: 0, y: -20)) }
            let ahead = Set(heard.offered.keys)
            #expect(!ahead.isEmpty && ahead.allSatisfy { $0 > 11 }, "rows below the screen were offered")
            for _ in 0..<6 { screen.collectionView.dragFinger(by: CGPoint(x: 0, y: 20)) }
            screen.collectionView.liftFinger()
            let shown = Set(screen.collectionView.indexPathsForVisibleItems.map { $0[1] })
            #expect(!heard.cancelled.isEmpty && Set(heard.cancelled).isSubset(of: ahead))
            #expect(Set(heard.cancelled).isDisjoint(with: shown))
        }

        @Test func theCardsWhereASidewaysFlingRestsAreOfferedAtTheLift() throws {
            // 40 cards of 200 x 100 pt, 10 pt apart (card k at 210 k), scrolling sideways on their
            // own above a list of 50 pt rows.
            let store = CompositionalThroughUIKitTests.storeFront(.continuous)
            let layout = LayoutKitCollectionViewLayout(store)
            try layout.prefetching.setLookahead(0.1)  // so that only the landing reaches far ahead
            let heard = Heard()
            var offeredRows = 0
            layout.onPrefetch = { items in
                for item in items where item[0] == 0 && heard.offered[item[1]] == nil { heard.offered[item[1]] = heard.frame }
                offeredRows += items.filter { $0[0] == 1 }.count
            }
            layout.onCancelPrefetch = { items in heard.cancelled += items.map { $0[1] } }
            let screen = ModelScreen(layout, counts: [40, 30])
            // 30 pt a frame to the left for 8 frames: 240 pt at 1 800 pt/s, which UIKit's deceleration
            // carries about 900 pt on; the lookahead alone reaches 180 pt past the section's window.
            screen.drag(from: CGPoint(x: 300, y: 50), by: CGPoint(x: -30, y: 0), frames: 8)
            // The cards on screen at the lift; those that come on screen after it are checked.
            let shownAtTheLift = Set(screen.collectionView.indexPathsForVisibleItems.filter { $0[0] == 0 }.map { $0[1] })
            var firstShown: [Int: Int] = [:]
            while !ModelDisplay.links.isEmpty, heard.frame < 600 {
                heard.frame += 1
                _ = ModelDisplay.advance(until: { false }, limit: 1)  // one frame
                for item in screen.collectionView.indexPathsForVisibleItems
                where item[0] == 0 && firstShown[item[1]] == nil && !shownAtTheLift.contains(item[1]) {
                    firstShown[item[1]] = heard.frame
                }
            }
            let region = try #require(layout.core.nestedScroller(at: CGPoint(x: 100, y: 50)))
            #expect(region.offset > 800, "the cards were flung on: offset \(region.offset)")
            #expect(screen.collectionView.contentOffset == .zero, "the collection view did not scroll")
            let resting = Int(region.offset / 210)...Int((region.offset + 319) / 210)
            for card in resting {
                let offered = try #require(heard.offered[card], "card \(card), where the fling rests, was offered")
                #expect(offered == 0, "card \(card) offered at the lift, not at frame \(offered)")
            }
            #expect(!firstShown.isEmpty, "cards came on screen after the lift")
            for (card, frame) in firstShown {
                #expect((heard.offered[card] ?? .max) < frame, "card \(card) shown at frame \(frame) was offered first")
            }
            #expect(offeredRows == 0 && heard.cancelled.isEmpty, "the still list offers nothing; nothing turned back")
        }
    }
}
