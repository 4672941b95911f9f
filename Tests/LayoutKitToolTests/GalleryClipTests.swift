import Foundation
import LayoutKitCore
import Testing

@testable import LayoutKitTool

/// The gallery page's compact frame format, read back by a decoder written here from the
/// format's description (not from the encoder), and the page around it.
struct GalleryClipTests {
    /// An element as the page draws it: the fields of `GalleryClip.elementFields`, by element number.
    private typealias Drawn = [Int: [Int]]

    /// Decodes the `frames` of a clip's JSON: per frame, element number → absolute fields.
    private func decode(_ object: [String: Any]) throws -> [Drawn] {
        let frames = try #require(object["frames"] as? [[Int]])
        var last: [Int: [Int]] = [:]
        return frames.map { numbers in
            var drawn: Drawn = [:]
            var position = 0
            while position < numbers.count {
                let id = numbers[position], mask = numbers[position + 1]
                position += 2
                var values = last[id] ?? [0, 0, 0, 0, 100, 1000, 0, 0, 1000, 0]
                for bit in 0..<10 where mask & (1 << bit) != 0 {
                    values[bit] += numbers[position]
                    position += 1
                }
                last[id] = values
                drawn[id] = values
            }
            return drawn
        }
    }

    private func object(_ clip: GalleryClip) throws -> [String: Any] {
        let data = Data(clip.json.utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func cell(_ item: Int, _ frame: CGRect) -> LayoutAttributes {
        LayoutAttributes(indexPath: IndexPath(item: item, section: 0), category: .cell, frame: frame)
    }

    private func clip(_ frames: [GalleryFrame]) -> GalleryClip {
        GalleryClip(name: "test", title: "Test", article: "An article", caption: "Watch", frames: frames)
    }

    @Test func elementsAreStoredInTenthsOfAPointAndOnlyTheirChanges() throws {
        let screen = CGRect(x: 0, y: 0, width: 100, height: 200)
        var turned = cell(1, CGRect(x: 40, y: 40, width: 20, height: 10))
        turned.transform3D = Transform3D(rotationAngle: .pi / 2)
        turned.alpha = 0.5
        let first = GalleryFrame(
            time: 0, visibleRect: screen, elements: [cell(0, CGRect(x: 10, y: 20, width: 30, height: 40)), turned])
        // Frame 2: cell 0 moved 5.04 pt right (stored as 50 tenths), cell 1 unchanged.
        let second = GalleryFrame(
            time: 1.0 / 60, visibleRect: screen, touches: [CGPoint(x: 12.34, y: 56.78)],
            elements: [cell(0, CGRect(x: 15.04, y: 20, width: 30, height: 40)), turned])
        let json = try object(clip([first, second]))
        let frames = try decode(json)
        // Cell 0: center (25, 40) → (250, 400) tenths, size (300, 400), alpha 100, identity, z 0.
        #expect(frames[0][0] == [250, 400, 300, 400, 100, 1000, 0, 0, 1000, 0])
        // Cell 1: center (50, 45), 20 x 10, alpha 50, a quarter turn: a = cos = 0, b = sin = 1000.
        #expect(frames[0][1] == [500, 450, 200, 100, 50, 0, 1000, -1000, 0, 0])
        #expect(frames[1][0] == [300, 400, 300, 400, 100, 1000, 0, 0, 1000, 0])
        #expect(frames[1][1] == frames[0][1])
        // The second frame stores cell 0's number, mask 1 (center x) and +50; cell 1's number and mask 0.
        let stored = try #require(json["frames"] as? [[Int]])
        #expect(stored[1] == [0, 1, 50, 1, 0])
        #expect(json["times"] as? [Int] == [0, 17])
        #expect(json["touches"] as? [[Int]] == [[], [123, 568]])
        #expect(json["rects"] as? [Int] == [0, 0, 1000, 2000, 0, 0, 0, 0])
        let keys = try #require(json["keys"] as? [[String]])
        #expect(keys == [["0.0", "c"], ["0.1", "c"]])
    }

    @Test func hiddenElementsAndElementsOffTheStageAreLeftOut() throws {
        let screen = CGRect(x: 0, y: 0, width: 100, height: 100)
        var hidden = cell(1, CGRect(x: 10, y: 10, width: 10, height: 10))
        hidden.isHidden = true
        // The stage reaches 24 pt around the screen: a cell at x 130 is off it, one at x 120 overlaps it.
        let far = cell(2, CGRect(x: 130, y: 10, width: 10, height: 10))
        let near = cell(3, CGRect(x: 120, y: 10, width: 10, height: 10))
        let frame = GalleryFrame(time: 0, visibleRect: screen, elements: [hidden, far, near])
        let json = try object(clip([frame]))
        #expect(json["keys"] as? [[String]] == [["0.3", "c"]])
        #expect(json["stage"] as? [Int] == [1480, 1480])
    }

    @Test func theStageIsTheLargestScreenPlusTheMarginCenteredOnEachFrame() {
        let frames = [
            GalleryFrame(time: 0, visibleRect: CGRect(x: 0, y: 100, width: 320, height: 568), elements: []),
            GalleryFrame(time: 0.4, visibleRect: CGRect(x: 0, y: 0, width: 568, height: 320), elements: [])
        ]
        let clip = clip(frames)
        #expect(clip.stageSize == CGSize(width: 616, height: 616))
        // Centered on (160, 384): from (160 - 308, 384 - 308).
        #expect(clip.stage(at: frames[0]) == CGRect(x: -148, y: 76, width: 616, height: 616))
    }

    @Test func aTurnedElementCoversItsTurnedBox() {
        var element = cell(0, CGRect(x: 0, y: 0, width: 100, height: 50))
        element.transform3D = Transform3D(rotationAngle: .pi / 2)
        let box = GalleryClip.boundingBox(of: element)
        #expect(abs(box.width - 50) < 1e-9 && abs(box.height - 100) < 1e-9)
        #expect(abs(box.midX - 50) < 1e-9 && abs(box.midY - 25) < 1e-9)
    }

    @Test func thePageIsSelfContainedAndItsTextCannotCloseItsScript() throws {
        var clip = clip([GalleryFrame(time: 0, visibleRect: CGRect(x: 0, y: 0, width: 10, height: 10), elements: [])])
        clip.title = "</script><b>\"x\" & y"
        let page = GalleryPage.render([clip], title: "A <gallery>", intro: "Intro")
        // Three scripts (the error hook, the data, the player), each closed once.
        #expect(page.components(separatedBy: "</script>").count == 4)
        #expect(!page.contains("http://") && !page.contains("https://") && !page.contains(" src="))
        #expect(page.contains("<title>A &lt;gallery&gt;</title>"))
        #expect(page.contains("data-errors=\"0\" data-ready=\"0\""))
        let json = try object(clip)
        #expect(json["title"] as? String == "</script><b>\"x\" & y")
    }
}
