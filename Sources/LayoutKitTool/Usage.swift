/// The tool's help text.
enum Usage {
    static let text = """
        usage: layoutkit-tool [--html PATH]        record every gallery scene into one page (layoutkit-output/index.html)
               layoutkit-tool dump <scene> [options]
               layoutkit-tool record <gallery scene> [--html PATH]   one gallery scene's page
               layoutkit-tool svg <reference.txt> [--svg PATH]      draw a stored snapshot reference
               layoutkit-tool bench <scene> [N ...]
               layoutkit-tool help

        gallery scenes (played by scripted gestures, recorded frame by frame for the page):
          \(GalleryCatalog.names.joined(separator: ", "))
        dump scenes (one layout at rest, or at the end of a short tour, as a snapshot dump and an SVG;
        sized by the dump options, which a recording does not take):
          \(SceneCatalog.names.joined(separator: ", "))
        dump options:
          --items N        number of items (default: the scene's)
          --width W        viewport width in points, above 0
          --height H       viewport height in points, above 0
          --offset D       content offset along the scroll axis in points, 0 or more
          --direction D    vertical or horizontal (flow scenes)
          --rtl            right-to-left layout direction
          --svg PATH       where to write the SVG picture (default: layoutkit-output/<scene>.svg)
        bench scenes: \(BenchmarkCatalog.names.joined(separator: ", "))
        """
}
