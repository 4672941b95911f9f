import Foundation

/// The command-line tool: `layoutkit-tool` (the gallery), `layoutkit-tool dump <scene>`, `record <scene>`,
/// `svg <reference.txt>`, `bench <scene>`.
func runTool(_ arguments: [String]) throws {
    let options = try CommandLineOptions(arguments)
    let words = options.words
    if options.has("help") || words.first == "help" {
        print(Usage.text)
        return
    }
    switch words.first {
    case nil:
        try GalleryCommand.run(options: options)
    case "dump":
        guard words.count == 2 else { throw UsageError("dump takes one scene name") }
        try DumpCommand.run(scene: words[1], options: options)
    case "record":
        guard words.count == 2 else { throw UsageError("record takes one scene name") }
        try GalleryCommand.record(scene: words[1], options: options)
    case "svg":
        guard words.count == 2 else { throw UsageError("svg takes one snapshot reference file") }
        try SVGCommand.run(reference: words[1], options: options)
    case "bench":
        try options.requireOnly([])
        guard words.count >= 2 else { throw UsageError("bench takes a scene name") }
        try BenchCommand.run(scene: words[1], sizes: Array(words.dropFirst(2)))
    default:
        throw UsageError("unknown command '\(words[0])'")
    }
}

do {
    try runTool(Array(CommandLine.arguments.dropFirst()))
} catch let error as UsageError {
    FileHandle.standardError.write(Data("layoutkit-tool: \(error)\n\n\(Usage.text)\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("layoutkit-tool: \(error)\n".utf8))
    exit(1)
}
