import Foundation
import LayoutKitCore
import LayoutKitHost

/// `layoutkit-tool dump <scene>`: prints the snapshot dump of what the scene shows and writes its SVG.
enum DumpCommand {
    static func run(scene name: String, options: CommandLineOptions) throws {
        try options.requireOnly(["items", "width", "height", "offset", "direction", "rtl", "svg"])
        let scene = try SceneCatalog.scene(name, options: options)
        let snapshot: LayoutSnapshot
        if let play = scene.play {
            let host = try scene.makeHost()
            try play(host)
            snapshot = LayoutSnapshot(
                contentSize: host.layout.contentSize, rect: host.visibleRect, attributes: host.visibleElements)
        } else {
            try scene.layout.prepare(scene.context)
            snapshot = LayoutSnapshot(of: scene.layout, in: scene.context.visibleRect, context: scene.context)
        }
        print(snapshot.text, terminator: "")
        let path = options.string("svg") ?? "layoutkit-output/\(name).svg"
        let url = try OutputFile.write(SnapshotSVG.render(snapshot), to: path)
        OutputFile.announce("svg written to \(url.path)")
    }
}
