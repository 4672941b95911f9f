/// A gallery scene that failed to build or play: names the scene and says what went wrong.
struct GallerySceneError: Error, CustomStringConvertible {
    /// The scene's name.
    var scene: String
    /// What building or playing it threw.
    var underlying: any Error

    var description: String { "gallery scene '\(scene)' failed: \(underlying)" }
}
