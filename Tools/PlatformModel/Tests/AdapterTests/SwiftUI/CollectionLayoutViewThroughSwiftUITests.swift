import LayoutKit
import SwiftUI
import SwiftUIAdapter
import Testing
import UIKitAdapter

extension ThroughTheModel {
    /// `CollectionLayoutView` through SwiftUI's representable lifecycle and UIKit (the model):
    /// SwiftUI makes a new value of the view at every update of the app's state, and the
    /// collection view, its layout and its data must come through unchanged unless the value says
    /// otherwise.
    @MainActor
    struct CollectionLayoutViewThroughSwiftUITests {
        init() { ModelDisplay.reset() }

        struct Note: Identifiable, Equatable {
            let id: Int
        }

        struct NoteCard: View {
            let note: Note
        }

        /// The app's state that a binding reads and writes.
        final class AppState {
            var selected: Int?
            var tapped: [Int] = []
            var errors: [String] = []
        }

        typealias NotesView = CollectionLayoutView<Int, Int, NoteCard>

        nonisolated static func list() -> FlowLayout {
            FlowLayout {
                $0.itemSize = CGSize(width: 320, height: 50)
                $0.minimumLineSpacing = 0
            }
        }

        static func notes(_ ids: [Int]) -> [Note] { ids.map(Note.init) }

        static func view(_ ids: [Int], layout: any CollectionLayout, state: AppState) -> NotesView {
            CollectionLayoutView(notes(ids), layout: layout) { NoteCard(note: $0) }
                .selection(Binding(get: { state.selected }, set: { state.selected = $0 }))
                .onItemTap { state.tapped.append($0) }
                .onLayoutError { state.errors.append("\($0)") }
        }

        /// The note each cell on screen shows, by index path.
        static func shownNotes(_ collectionView: UICollectionView) -> [IndexPath: Int] {
            var shown: [IndexPath: Int] = [:]
            for path in collectionView.indexPathsForVisibleItems {
                let configuration = collectionView.cellForItem(at: path)?.contentConfiguration
                shown[path] = (configuration as? UIHostingConfiguration<NoteCard, EmptyView>)?.content.note.id
            }
            return shown
        }

        @Test func theFirstValueShowsItsItemsAsSwiftUICellsWithNoMargins() throws {
            let state = AppState()
            let host = ModelRepresentableHost(Self.view(Array(0..<20), layout: Self.list(), state: state))
            let collectionView = try #require(host.view)
            #expect(collectionView.numberOfItems(inSection: 0) == 20)
            let expected = Dictionary(uniqueKeysWithValues: (0..<12).map { (IndexPath(indexes: [0, $0]), $0) })
            #expect(Self.shownNotes(collectionView) == expected, "12 rows of 50 pt fill 568 pt, each showing its own note")
            let cell = try #require(collectionView.cellForItem(at: IndexPath(indexes: [0, 3])))
            #expect(cell.frame == CGRect(x: 0, y: 150, width: 320, height: 50), "row 3 where a list of 50 pt rows puts it")
            let configuration = try #require(cell.contentConfiguration as? UIHostingConfiguration<NoteCard, EmptyView>)
            #expect(configuration.margins == [.top: 0, .leading: 0, .bottom: 0, .trailing: 0], "the content fills the cell")
            #expect(state.errors.isEmpty, "\(state.errors)")
        }

        @Test func tenUpdatesWithEqualDataMakeNoUpdateAndChangedDataMakesExactlyItsDiff() throws {
            let state = AppState()
            let layout = Self.list()
            let host = ModelRepresentableHost(Self.view(Array(0..<12), layout: layout, state: state))
            let collectionView = try #require(host.view)
            let reloads = collectionView.dataReloads
            for _ in 0..<10 { host.update(Self.view(Array(0..<12), layout: layout, state: state)) }
            #expect(collectionView.performedUpdates.isEmpty, "equal data, made again ten times: no batch update")
            #expect(collectionView.dataReloads == reloads, "and no reload")

            // Note 3 deleted; note 100 inserted after note 5 (then at index 5); note 9 moved to the front.
            let changed = [9, 0, 1, 2, 4, 100, 5, 6, 7, 8, 10, 11]
            host.update(Self.view(changed, layout: layout, state: state))
            ModelDisplay.advance(frames: 30)
            let updates = try #require(collectionView.performedUpdates.first)
            #expect(collectionView.performedUpdates.count == 1, "one batch update")
            let summary = updates.map { "\($0.updateAction) \($0.indexPathBeforeUpdate.map { "\($0[1])" } ?? "-")>\($0.indexPathAfterUpdate.map { "\($0[1])" } ?? "-")" }
            #expect(Set(summary) == ["delete 3>-", "insert ->5", "move 9>0"], "exactly the diff: \(summary)")
            #expect(collectionView.dataReloads == reloads, "applied as an update, not a reload")
            let shown = Self.shownNotes(collectionView)
            #expect((0..<12).map { shown[IndexPath(indexes: [0, $0])] } == changed, "each row shows its new note")
            #expect(state.errors.isEmpty, "\(state.errors)")
        }

        @Test func aSpringyLayoutKeepsSpringingAcrossAnUnrelatedUpdate() throws {
            let state = AppState()
            let flow = Self.list()
            let springy = flow.springy()
            let host = ModelRepresentableHost(Self.view(Array(0..<60), layout: springy, state: state))
            let collectionView = try #require(host.view)
            ModelDisplay.advance(until: { ModelDisplay.links.isEmpty }, limit: 120)
            collectionView.touchDown(at: CGPoint(x: 160, y: 400))
            for _ in 0..<12 { collectionView.dragFinger(by: CGPoint(x: 0, y: -12)) }
            collectionView.liftFinger()
            ModelDisplay.advance(frames: 2)
            #expect(ModelDisplay.links.count == 1, "the springs move")
            let adapter = collectionView.collectionViewLayout
            state.tapped.append(-1)  // an unrelated change of the app's state: SwiftUI updates the view
            host.update(Self.view(Array(0..<60), layout: springy, state: state))
            let wobbling = collectionView.visibleCells.filter { cell in
                cell.appliedAttributes.map { cell.frame != flow.attributes(at: $0.indexPath)?.frame } ?? false
            }
            #expect(!wobbling.isEmpty, "after the update the cells still trail the content: the springs were not reset")
            #expect(collectionView.collectionViewLayout === adapter, "the same UIKit layout, not a new one")
            var moving = 0
            var last = collectionView.visibleCells.map(\.frame)
            #expect(ModelDisplay.advance(until: {
                let now = collectionView.visibleCells.map(\.frame)
                if now != last { moving += 1 }
                last = now
                return ModelDisplay.links.isEmpty && !collectionView.isDecelerating
            }, limit: 1200), "and come to rest")
            #expect(moving > 5, "they kept moving for frames after the update")
            for cell in collectionView.visibleCells {
                let path = try #require(cell.appliedAttributes?.indexPath)
                let rest = try #require(flow.attributes(at: path)?.frame)
                #expect(abs(cell.frame.minY - rest.minY) < 0.5, "\(path) at its place")
            }
            #expect(collectionView.performedUpdates.isEmpty && state.errors.isEmpty, "\(state.errors)")
        }

        @Test func aTapSetsTheSelectionAndTheSelectionSelects() throws {
            let state = AppState()
            let layout = Self.list()
            let host = ModelRepresentableHost(Self.view(Array(10..<30), layout: layout, state: state))
            let collectionView = try #require(host.view)
            collectionView.tapItem(at: CGPoint(x: 100, y: 125))
            #expect(state.selected == 12, "row 2 (y 100 to 150) shows note 12: the binding says so")
            #expect(state.tapped == [12], "the tap handler heard it")
            state.selected = 15
            host.update(Self.view(Array(10..<30), layout: layout, state: state))
            #expect(collectionView.indexPathsForSelectedItems == [IndexPath(indexes: [0, 5])], "the app's selection shown")
            state.selected = 15
            host.update(Self.view(Array(11..<30), layout: layout, state: state))
            #expect(collectionView.indexPathsForSelectedItems == [IndexPath(indexes: [0, 4])], "it follows its note when rows above go")
            state.selected = 99
            host.update(Self.view(Array(11..<30), layout: layout, state: state))
            #expect(collectionView.indexPathsForSelectedItems == nil, "a note not shown selects nothing")
            #expect(state.tapped == [12], "the app's own changes are not taps")
        }

        @Test func itemsTheToyDropsAreHandedBackAndTheNextUpdateDeletesThem() throws {
            let state = AppState()
            let toy = PhysicsToyLayout()
            var ids = [1, 2, 3, 4]
            var handed: [[Int]] = []
            let view = { Self.view(ids, layout: toy, state: state).onItemsLeft { handed.append($0) } }
            let host = ModelRepresentableHost(view())
            let collectionView = try #require(host.view)
            ModelDisplay.advance(frames: 240)
            try toy.dropItem(at: IndexPath(indexes: [0, 1]))
            #expect(ModelDisplay.advance(until: { !handed.isEmpty }, limit: 600), "it fell below the screen")
            #expect(handed == [[2]], "handed back by identity")
            ids.removeAll { handed[0].contains($0) }
            host.update(view())
            let deletes = collectionView.performedUpdates.last?.filter { $0.updateAction == .delete }.compactMap(\.indexPathBeforeUpdate)
            #expect(deletes == [IndexPath(indexes: [0, 1])], "the app removed it: one delete, where it was")
            #expect(collectionView.numberOfItems(inSection: 0) == 3)
            ModelDisplay.advance(frames: 60)
            #expect(handed.count == 1, "handed over once")
            #expect(state.errors.isEmpty, "\(state.errors)")
        }

        @Test func anotherLayoutObjectChangesLayoutsThroughLayoutKitsTransition() throws {
            let state = AppState()
            let list = Self.list()
            let grid = FlowLayout {
                $0.itemSize = CGSize(width: 160, height: 160)
                $0.minimumLineSpacing = 0
                $0.minimumInteritemSpacing = 0
            }
            let host = ModelRepresentableHost(Self.view(Array(0..<12), layout: list, state: state))
            let collectionView = try #require(host.view)
            host.update(Self.view(Array(0..<12), layout: grid, state: state))
            let transition = try #require(collectionView.collectionViewLayout as? LayoutKitTransitionLayout)
            #expect(transition.transition != nil, "LayoutKit's transition runs between the two layouts")
            ModelDisplay.advance(frames: 10)
            #expect(transition.transitionProgress > 0 && transition.transitionProgress < 1, "it plays over frames")
            let row3 = try #require(collectionView.cellForItem(at: IndexPath(indexes: [0, 3]))?.frame)
            // Item 3: a row at (0, 150) 320 wide in the list, a square at (160, 160) 160 wide in the grid.
            #expect(row3.minX > 0 && row3.minX < 160 && row3.width > 160 && row3.width < 320, "item 3 on its way, \(row3)")
            #expect(ModelDisplay.advance(until: { !(collectionView.collectionViewLayout is UICollectionViewTransitionLayout) }, limit: 60))
            let installed = try #require(collectionView.collectionViewLayout as? LayoutKitCollectionViewLayout)
            #expect(installed.core.layout === grid)
            ModelDisplay.advance(frames: 30)
            #expect(collectionView.cellForItem(at: IndexPath(indexes: [0, 3]))?.frame == CGRect(x: 160, y: 160, width: 160, height: 160))
            for _ in 0..<3 { host.update(Self.view(Array(0..<12), layout: grid, state: state)) }
            #expect(collectionView.collectionViewLayout === installed, "the same layout object again changes nothing")
            var instant = Transaction()
            instant.disablesAnimations = true
            host.update(Self.view(Array(0..<12), layout: list, state: state), transaction: instant)
            let back = try #require(collectionView.collectionViewLayout as? LayoutKitCollectionViewLayout)
            #expect(back.core.layout === list, "without animations the layout changes at once")
            #expect(state.errors.isEmpty, "\(state.errors)")
        }

        @Test func duplicateIdentifiersAreReportedAndTheLastGoodDataStays() throws {
            let state = AppState()
            let layout = Self.list()
            let host = ModelRepresentableHost(Self.view([1, 2, 3], layout: layout, state: state))
            let collectionView = try #require(host.view)
            host.update(Self.view([1, 2, 2, 4], layout: layout, state: state))
            #expect(state.errors.count == 1 && state.errors[0].contains("2"), "the duplicate named: \(state.errors)")
            #expect(collectionView.numberOfItems(inSection: 0) == 3 && collectionView.performedUpdates.isEmpty)
            #expect(Self.shownNotes(collectionView).values.sorted() == [1, 2, 3], "the last good data still shown")
            host.update(Self.view([1, 2, 4], layout: layout, state: state))
            #expect(collectionView.numberOfItems(inSection: 0) == 3 && collectionView.performedUpdates.count == 1, "good data applies again")
        }

        struct SectionTitle: View {
            let kind: String
            let section: String
        }

        @Test func supplementaryViewsShowTheirSectionsContent() throws {
            var snapshot = DataSnapshot<String, Int>()
            try snapshot.appendSections(["fruit", "vegetables"])
            try snapshot.appendItems([1, 2], toSection: "fruit")
            try snapshot.appendItems([3, 4, 5], toSection: "vegetables")
            let layout = FlowLayout {
                $0.itemSize = CGSize(width: 320, height: 50)
                $0.minimumLineSpacing = 0
                $0.headerReferenceSize = CGSize(width: 320, height: 30)
            }
            let view = CollectionLayoutView(snapshot, layout: layout) { NoteCard(note: Note(id: $0)) }
                .supplementaryContent { kind, section in SectionTitle(kind: kind, section: section) }
            let host = ModelRepresentableHost(view)
            let collectionView = try #require(host.view)
            for (section, title) in ["fruit", "vegetables"].enumerated() {
                let header = try #require(
                    collectionView.supplementaryView(forElementKind: ElementKind.sectionHeader, at: IndexPath(indexes: [section, 0])))
                let configuration = try #require((header as? UICollectionViewCell)?.contentConfiguration
                    as? UIHostingConfiguration<SectionTitle, EmptyView>)
                #expect(configuration.content.section == title && configuration.content.kind == ElementKind.sectionHeader)
            }
            let second = try #require(collectionView.supplementaryView(forElementKind: ElementKind.sectionHeader,
                                                                      at: IndexPath(indexes: [1, 0])))
            #expect(second.frame == CGRect(x: 0, y: 130, width: 320, height: 30), "below 30 + 2 × 50 points of the first section")
            #expect(Self.shownNotes(collectionView)[IndexPath(indexes: [1, 2])] == 5)
        }

        @Test func dismantlingStopsTheLayoutsFrames() throws {
            let state = AppState()
            let host = ModelRepresentableHost(Self.view(Array(0..<8), layout: PhysicsToyLayout(), state: state))
            ModelDisplay.advance(frames: 2)
            #expect(ModelDisplay.links.count == 1, "the toy animates")
            host.dismantle()
            ModelDisplay.advance(frames: 2)
            #expect(ModelDisplay.links.isEmpty, "nothing runs after the view left")
        }
    }
}
