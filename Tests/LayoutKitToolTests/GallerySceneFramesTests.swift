import Foundation
import LayoutKitCore
import Testing

@testable import LayoutKitTool

/// What every gallery scene records, and the fingers and data of the scenes scripted by hand.
struct GallerySceneFramesTests {
    @Test(arguments: GalleryCatalog.names)
    func everySceneRecordsAFrameWithAVisibleElement(name: String) throws {
        let frames = try GalleryCatalog.scene(named: name).play()
        // Visible: on the screen, of some size, not transparent.
        let shown = frames.contains { frame in
            frame.elements.contains {
                $0.alpha > 0.05 && $0.frame.width > 1 && $0.frame.height > 1 && $0.frame.intersects(frame.visibleRect)
            }
        }
        #expect(shown, "\(name) never shows an element")
    }

    @Test func theReorderSceneShowsTheFingerCarryingTheItemAcrossSections() throws {
        let frames = try GalleryCatalog.scene(named: "reorder").play()
        let touched = frames.filter { !$0.touches.isEmpty }
        // 49 frames moving (0 to 48 of 48) and 0.3 s (18 frames) held before the drop.
        #expect(touched.count == 49 + 18)
        #expect(touched.allSatisfy { $0.touches.count == 1 && $0.visibleRect.contains($0.touches[0]) })
        // The finger ends where it held, on the moved item's new place in the second section.
        let last = try #require(touched.last).touches[0]
        let moved = try #require(
            frames.last?.elements.first { $0.category == .cell && $0.indexPath == IndexPath(item: 3, section: 1) })
        #expect(moved.frame.contains(last))
    }

    @Test func theInteractiveTransitionSceneShowsAFingerForEachPull() throws {
        let frames = try GalleryCatalog.scene(named: "transition-interactive").play()
        // Two pulls of 30 frames each, one finger.
        #expect(frames.filter { $0.touches.count == 1 }.count == 60)
        #expect(frames.allSatisfy { $0.touches.count <= 1 })
    }

    @Test func thePinchSceneShowsTwoFingers() throws {
        let frames = try GalleryCatalog.scene(named: "pinch").play()
        let pinched = frames.filter { !$0.touches.isEmpty }
        // Two pinches of 0.7 s each: about 42 frames each at 60 Hz.
        #expect(pinched.count >= 80 && pinched.count <= 86)
        #expect(pinched.allSatisfy { $0.touches.count == 2 })
    }

    @Test func theToySceneDeletesWhatFellOut() throws {
        let frames = try GalleryCatalog.scene(named: "toy").play()
        // Seven items inserted, two dropped and one deleted: four hang at the end.
        let cells = try #require(frames.last).elements.filter { $0.category == .cell }
        #expect(Set(cells.map(\.indexPath)) == Set((0..<4).map { IndexPath(item: $0, section: 0) }))
    }
}
