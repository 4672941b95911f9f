/// `layoutkit-tool bench <scene> [N ...]`: runs a benchmark scene and prints one line per figure.
enum BenchCommand {
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
        for size in counts.isEmpty ? scene.defaultSizes : counts {
            scene.run(size: size) { print($0) }
        }
    }
}
