import Foundation

/// `layoutkit-tool bench <scene> [N ...]`: runs a benchmark scene and prints one line per figure.
enum BenchCommand {
    /// Said before the figures of a debug build, which runs many times slower than a release build.
    static let debugBuildWarning = """
        layoutkit-tool bench: this is a debug build, whose figures are many times slower than a release \
        build's; measure with `swift run -c release layoutkit-tool bench ...`

        """

    static func run(scene name: String, sizes: [String]) throws {
        guard let scene = BenchmarkCatalog.scene(named: name) else {
            throw UsageError("unknown bench scene '\(name)'")
        }
        let counts = try sizes.map { text in
            guard let count = Int(text), count > 0 else {
                throw UsageError("bench sizes are positive whole numbers, not '\(text)'")
            }
            return count
        }
        #if DEBUG
            FileHandle.standardError.write(Data(Self.debugBuildWarning.utf8))
        #endif
        for size in counts.isEmpty ? scene.defaultSizes : counts {
            scene.run(size: size) { print($0) }
        }
    }
}
