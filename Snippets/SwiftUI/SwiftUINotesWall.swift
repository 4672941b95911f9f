// snippet.hide
#if canImport(SwiftUI)
    import LayoutKit
    import LayoutKitSwiftUI
    import SwiftUI

    struct Note: Identifiable {
        let id: Int
        let text: String
    }
    // snippet.show
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    struct NotesWall: View {
        let notes: [Note]
        private let wall = LayoutKitLayout {
            WaterfallLayout(configuration: WaterfallConfiguration(columns: .minimumWidth(150)))
        }

        var body: some View {
            ScrollView {
                wall {
                    ForEach(notes) { note in
                        Text(note.text).padding(8).background(Color.yellow)
                    }
                }
                .padding()
            }
        }
    }
// snippet.hide
#endif
