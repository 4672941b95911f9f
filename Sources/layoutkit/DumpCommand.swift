import Foundation
import LayoutKitCore

/// `layoutkit dump <scene>`: prints the snapshot dump of what the scene shows and writes its SVG.
enum DumpCommand {
    static func run(scene name: String, options: CommandLineOptions) throws {
        try options.requireOnly(["items", "width", "height", "offset", "direction", "rtl", "svg"])
        var settings = try SceneCatalog.settings(for: name)
        try settings.apply(options)
        let scene = try SceneCatalog.scene(name, settings: settings)
        try scene.layout.prepare(scene.context)
        let snapshot = LayoutSnapshot(of: scene.layout, in: scene.context.visibleRect, context: scene.context)
        print(snapshot.text, terminator: "")
        let path = options.string("svg") ?? "layoutkit-output/\(name).svg"
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try SnapshotSVG.render(snapshot).write(to: url, atomically: true, encoding: .utf8)
        FileHandle.standardError.write(Data("svg written to \(url.path)\n".utf8))
    }
}
