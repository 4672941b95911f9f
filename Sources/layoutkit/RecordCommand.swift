import Foundation
import LayoutKitCore

/// `layoutkit record <scene>`: plays ``HostTour`` on a built-in scene in the headless host and
/// writes the frames as an HTML page that plays them; `--dump N` prints frame N's snapshot dump.
enum RecordCommand {
    static func run(scene name: String, options: CommandLineOptions) throws {
        try options.requireOnly(["items", "width", "height", "direction", "rtl", "html", "dump"])
        var settings = try SceneCatalog.settings(for: name)
        try settings.apply(options)
        let scene = try SceneCatalog.scene(name, settings: settings)
        let context = scene.context
        let host = try CollectionViewHost(
            layout: scene.layout, frameSize: context.bounds.size, itemCounts: context.itemCounts,
            contentInset: context.contentInset, contentOffset: context.bounds.origin,
            itemSizeProvider: context.itemSizeProvider, layoutDirection: context.layoutDirection,
            displayScale: context.displayScale)
        host.startRecording()
        try HostTour.play(on: host)
        let recording = host.stopRecording()
        if options.string("dump") != nil {
            let index = Int(try options.number("dump", default: 0))
            guard let frame = recording.frames.first(where: { $0.index == index }) else {
                throw UsageError("--dump takes a frame number from 1 to \(recording.frames.count)")
            }
            print(frame.snapshot.text, terminator: "")
        }
        let path = options.string("html") ?? "layoutkit-output/\(name)-record.html"
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try recording.html(title: "layoutkit record \(name)").write(to: url, atomically: true, encoding: .utf8)
        let duration = String(format: "%.2f", host.time)
        FileHandle.standardError.write(Data(
            "\(recording.frames.count) frames over \(duration) s written to \(url.path)\n".utf8))
    }
}
