import Foundation
import LayoutKit
import Testing
import UIKit
import UIKitAdapter

extension ThroughTheModel {
    /// Seeded sequences through UIKit (the model) over the adapter: batch updates (inserts and
    /// deletes, with the data changed inside), drags, frames, rotations, reloads and layout changes
    /// (at once and through LayoutKit's transition), over a flow, a springy flow, the physics toy,
    /// the spring carousel, a paging flow and a compositional screen. UIKit's strictness fails any
    /// step the real one would refuse (the suite's trait); after every step every cell shown has a
    /// finite frame; at the end the display links stop within a minute and every cell shown is where
    /// the layout says. `LAYOUTKIT_FUZZ_SEQUENCES` sets how many sequences each layout plays and
    /// `LAYOUTKIT_FUZZ_FIRST` the first one's seed, so a long run splits across processes
    /// (Docs/Reliability.md reports one).
    @MainActor
    struct SeededFuzzThroughUIKitTests {
        init() { ModelDisplay.reset() }

        static let sequences = ProcessInfo.processInfo.environment["LAYOUTKIT_FUZZ_SEQUENCES"].flatMap(Int.init) ?? 4
        static let first = ProcessInfo.processInfo.environment["LAYOUTKIT_FUZZ_FIRST"].flatMap(Int.init) ?? 0
        /// The sequences this run plays, by seed.
        static let seeds = first..<first + sequences

        /// The layouts, by name: each made afresh for a sequence.
        nonisolated static let layouts: [(name: String, make: @Sendable () -> any CollectionLayout)] = [
            ("flow", { FlowLayout(configuration: .compactGrid()) }),
            ("springy flow", { FlowLayout(configuration: .compactGrid()).springy() }),
            ("physics toy", { PhysicsToyLayout() }),
            ("spring carousel", { SpringCarouselLayout() }),
            ("paging flow", { FlowLayout(configuration: .compactGrid(scrollDirection: .horizontal)).paging() }),
            ("compositional", { storeFront() })
        ]

        /// Two sections: a grid of three columns, then cards paging sideways.
        nonisolated static func storeFront() -> CompositionalLayout {
            CompositionalLayout { section, _ in
                let fill = LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))
                if section % 2 == 0 {
                    let row = LayoutGroup.horizontal(
                        size: LayoutSize(width: .fractionalWidth(1), height: .absolute(80)), repeating: .item(LayoutItem(size: fill)),
                        count: 3)
                    return CompositionalSection(group: row, interGroupSpacing: 6)
                }
                let card = LayoutGroup.horizontal(
                    size: LayoutSize(width: .fractionalWidth(0.7), height: .absolute(120)), subitems: [.item(LayoutItem(size: fill))])
                return CompositionalSection(group: card, interGroupSpacing: 10, orthogonalScrolling: .groupPaging)
            }
        }

        /// SplitMix64: the same numbers for a seed on every platform.
        struct Numbers {
            var state: UInt64
            mutating func next(_ bound: Int) -> Int {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                return Int((z ^ (z >> 31)) % UInt64(bound))
            }
        }

        @Test(arguments: layouts.indices)
        func seededSequencesHoldAndComeToRest(layout index: Int) throws {
            var steps = 0
            for sequence in Self.seeds {
                ModelDisplay.reset()
                var numbers = Numbers(state: UInt64(sequence) &* 7919 &+ UInt64(index))
                let adapter = LayoutKitCollectionViewLayout(Self.layouts[index].make())
                var errors: [String] = []
                adapter.onError = { errors.append("\($0)") }
                let screen = ModelScreen(adapter, counts: Array(repeating: 6 + numbers.next(20), count: 2))
                adapter.onItemsLeft = { [unowned screen] gone in
                    for path in gone.sorted(by: >) { screen.data.counts[path[0]] -= 1 }
                    screen.collectionView.performBatchUpdates { screen.collectionView.deleteItems(at: gone) }
                }
                for _ in 0..<12 {
                    play(step: numbers.next(7), on: screen, numbers: &numbers)
                    steps += 1
                    ModelDisplay.advance(frames: 1 + numbers.next(20))
                    for cell in screen.collectionView.visibleCells {
                        #expect(cell.frame.origin.isFinite && cell.frame.size.isFinite, "\(Self.layouts[index].name) seed \(sequence): \(cell.frame)")
                    }
                }
                let rested = ModelDisplay.advance(until: { ModelDisplay.links.isEmpty && !screen.collectionView.isDecelerating }, limit: 3600)
                #expect(rested, "\(Self.layouts[index].name) seed \(sequence): still moving after a minute")
                ModelDisplay.advance(frames: 20)  // the last update's tween ends
                let shown = screen.collectionView.collectionViewLayout
                for cell in screen.collectionView.visibleCells {
                    guard let path = cell.appliedAttributes?.indexPath else { continue }
                    #expect(cell.frame == shown.layoutAttributesForItem(at: path)?.frame, "\(Self.layouts[index].name) seed \(sequence): \(path)")
                }
                #expect(errors.isEmpty, "\(Self.layouts[index].name) seed \(sequence): \(errors)")
            }
            print("FUZZ UIKit model \(Self.layouts[index].name): seeds \(Self.seeds), \(steps) steps")
        }

        /// One step of a sequence.
        private func play(step: Int, on screen: ModelScreen, numbers: inout Numbers) {
            let view = screen.collectionView
            // While a transition plays, the app waits for it, as UIKit's documentation asks.
            guard !(view.collectionViewLayout is UICollectionViewTransitionLayout) else { return }
            switch step {
            case 0:  // insert a few items into a section
                let section = numbers.next(2)
                let at = numbers.next(screen.data.counts[section] + 1)
                let paths = (0..<1 + numbers.next(3)).map { IndexPath(indexes: [section, at + $0]) }
                view.performBatchUpdates {
                    screen.data.counts[section] += paths.count
                    view.insertItems(at: paths)
                }
            case 1:  // delete an item
                let section = numbers.next(2)
                guard screen.data.counts[section] > 0 else { return }
                let path = IndexPath(indexes: [section, numbers.next(screen.data.counts[section])])
                view.performBatchUpdates {
                    screen.data.counts[section] -= 1
                    view.deleteItems(at: [path])
                }
            case 2:
                let start = CGPoint(x: 40 + CGFloat(numbers.next(240)), y: 100 + CGFloat(numbers.next(360)))
                let step = CGPoint(x: CGFloat(numbers.next(41)) - 20, y: CGFloat(numbers.next(41)) - 20)
                screen.drag(from: start, by: step, frames: 2 + numbers.next(10))
            case 3:
                let portrait = view.frame.width < view.frame.height
                view.frame = CGRect(x: 0, y: 0, width: portrait ? 568 : 320, height: portrait ? 320 : 568)
            case 4:
                view.reloadData()
            case 5:
                let next = LayoutKitCollectionViewLayout(Self.layouts[numbers.next(Self.layouts.count)].make())
                if numbers.next(2) == 0 {
                    view.setCollectionViewLayout(next, animated: numbers.next(2) == 0)
                } else {
                    view.animateTransition(to: next, duration: 0.2)
                }
            default:
                break  // frames only
            }
        }
    }
}
