import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

@testable import LayoutKitTool

/// The gallery's scenes and the tool's answers to bad input.
struct GalleryCatalogTests {
    @Test func everySceneHasAUniqueNameATitleAnArticleAndACaption() {
        let names = GalleryCatalog.names
        #expect(Set(names).count == names.count)
        for scene in GalleryCatalog.scenes {
            #expect(!scene.title.isEmpty && !scene.article.isEmpty && !scene.caption.isEmpty, "\(scene.name)")
            #expect(scene.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(scene.name)")
        }
    }

    @Test func theFlowSceneShowsTheFingerOnlyWhileItDragsAndInsideTheScreen() throws {
        let frames = try GalleryCatalog.scene(named: "flow").play()
        #expect(frames.count > 100)
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.time < $1.time })
        // Half a second at rest first (30 frames at 60 Hz), no finger.
        #expect(frames.prefix(30).allSatisfy { $0.touches.isEmpty })
        let touched = frames.filter { !$0.touches.isEmpty }
        // The tour's drag lasts 0.25 s: 15 frames, the finger lifting on the last.
        #expect(touched.count >= 14 && touched.count <= 15)
        for frame in touched {
            #expect(frame.touches.count == 1)
            #expect(frame.visibleRect.contains(frame.touches[0]))
        }
        #expect(frames.allSatisfy { !$0.elements.isEmpty })
    }

    @Test func theDropSceneBouncesAndComesToRestOnTheBottomEdge() throws {
        let frames = try GalleryCatalog.scene(named: "drop").play()
        let heights = frames.map { $0.elements[0].center.y }
        // 568 pt screen, 100 pt box: it rests with its center 50 pt above the bottom.
        #expect(abs(heights.last! - 518) < 0.5)
        // It bounces: after first reaching the bottom it rises again by more than 10 pt.
        let firstContact = try #require(heights.firstIndex { $0 > 517 })
        #expect(heights[firstContact...].min()! < 508)
    }

    @Test func aSceneThatFailsIsNamed() throws {
        let broken = GalleryScene(name: "broken", title: "Broken", article: "None", caption: "Nothing") {
            try GalleryFilm.record(try GalleryFilm.host(dumpScene: "flow") { $0.items = 0 }) { host in
                try host.advance(by: -1)
            }
        }
        let error = try #require(throws: GallerySceneError.self) { try broken.clip() }
        #expect(error.description.hasPrefix("gallery scene 'broken' failed: "))
        #expect(error.underlying as? HostError == .invalidTimeStep(-1))
    }

    @Test func anUnknownSceneIsAUsageError() {
        #expect(throws: UsageError.self) { try GalleryCatalog.scene(named: "no-such-scene") }
        #expect(throws: UsageError.self) { try runTool(["record", "no-such-scene"]) }
        #expect(throws: UsageError.self) { try runTool(["--no-such-option", "1"]) }
        #expect(throws: UsageError.self) { try runTool(["no-such-command"]) }
    }

    @Test func anOutputFolderThatCannotBeMadeIsNamed() throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        try Data("a file, not a folder".utf8).write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let error = try #require(throws: OutputFileError.self) {
            try runTool(["--html", blocker.appendingPathComponent("index.html").path])
        }
        #expect(error.description.contains(blocker.path))
    }
}
