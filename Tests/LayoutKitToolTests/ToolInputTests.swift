import Foundation
import Testing

@testable import LayoutKitTool

/// What the tool refuses and what it prints whole.
struct ToolInputTests {
    private func settings(_ arguments: [String]) throws -> SceneSettings {
        var settings = SceneSettings(items: 120, viewport: CGSize(width: 320, height: 568))
        try settings.apply(CommandLineOptions(arguments))
        return settings
    }

    @Test(arguments: [["--width", "0"], ["--height", "-10"], ["--width", "nan"], ["--offset", "-5"], ["--height", "2000000"]])
    func aViewportOrOffsetOutOfRangeIsRefusedNamingTheOption(_ arguments: [String]) {
        #expect {
            try settings(arguments)
        } throws: { error in
            (error as? UsageError)?.description.hasPrefix(arguments[0]) == true
        }
    }

    @Test func aViewportAndAnOffsetInRangeAreTaken() throws {
        let taken = try settings(["--width", "400", "--height", "300", "--offset", "50"])
        #expect(taken.bounds == CGRect(x: 0, y: 50, width: 400, height: 300))
    }

    @Test func aStoredReferenceIsDrawnWithOneRectanglePerElement() throws {
        let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("LayoutKitLayoutsTests/Flow/__Snapshots__/FlowLayoutSnapshotTests/zoom-flow.txt")
        let elements = try String(contentsOf: reference, encoding: .utf8).split(separator: "\n").count - 3
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("zoom-flow-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: output) }
        try SVGCommand.run(reference: reference.path, options: CommandLineOptions(["--svg", output.path]))
        let svg = try String(contentsOf: output, encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && svg.components(separatedBy: "<g transform").count - 1 == elements)
    }

    @Test func theGalleryListingNamesEverySceneWhole() throws {
        let longest = try #require(GalleryCatalog.names.max { $0.count < $1.count })
        let line = GalleryCommand.line(GalleryClip(name: longest, title: "Title", article: "", caption: "", frames: []))
        #expect(line.hasPrefix("  \(longest) "), "\(line)")
    }
}
