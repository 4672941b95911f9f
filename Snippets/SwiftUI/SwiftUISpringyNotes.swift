// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
    import LayoutKit
    import LayoutKitSwiftUI
    import SwiftUI

    struct Note: Identifiable {
        let id: Int
        let text: String
    }
    // snippet.show
    @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
    struct NotesList: View {
        @State var notes: [Note]
        @State private var selected: Note.ID?
        @State private var layout: any CollectionLayout = FlowLayout {
            $0.itemSize = CGSize(width: 320, height: 60)
        }.springy()
        private let grid = FlowLayout(configuration: .compactGrid())

        var body: some View {
            CollectionLayoutView(notes, layout: layout) { note in
                Text(note.text).frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal)
            }
            .selection($selected)
            .onItemTap { id in print("opened note \(id)") }
            .toolbar {
                Button("Grid") { layout = grid }
            }
        }
    }
// snippet.hide
#endif
