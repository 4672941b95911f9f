/// The tool's help text.
enum Usage {
    static let text = """
    usage: layoutkit                      dump the default scene (the flow scene)
           layoutkit dump <scene> [options]
           layoutkit record <scene> [--html PATH] [--dump FRAME]   drag, fling, rotate, insert, delete
           layoutkit bench <scene> [N ...]
           layoutkit help

    scenes: \(SceneCatalog.names.joined(separator: ", "))
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
