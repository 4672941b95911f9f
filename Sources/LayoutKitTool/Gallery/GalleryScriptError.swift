/// A gallery scene's script that cannot go on, such as an item it means to touch not being on
/// screen; says what is missing.
struct GalleryScriptError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
