/// The tool's help text.
enum Usage {
    static let text = """
        usage: layoutkit-tool [--html PATH]        record every gallery scene into one page (layoutkit-output/index.html)
               layoutkit-tool dump <scene> [options]
               layoutkit-tool record <gallery scene> [--html PATH]   one gallery scene's page
               layoutkit-tool bench <scene> [N ...]
               layoutkit-tool help

        gallery scenes: \(GalleryCatalog.names.joined(separator: ", "))
        dump scenes: \(SceneCatalog.names.joined(separator: ", "))
        dump options:
          --items N        number of items (default: the scene's)
          --width W        viewport width in points
          --height H       viewport height in points
          --offset D       content offset along the scroll axis in points
          --direction D    vertical or horizontal (flow scenes)
          --rtl            right-to-left layout direction
          --svg PATH       where to write the SVG picture (default: layoutkit-output/<scene>.svg)
        bench scenes: \(BenchmarkCatalog.names.joined(separator: ", "))
        """
}
