/// The scenes of the gallery page, in page order. A new layout or effect adds its scene here.
enum GalleryCatalog {
    static let scenes: [GalleryScene] =
        FlowGalleryScenes.scenes
        + [ZoomGalleryScene.scene]
        + EffectGalleryScenes.scenes
        + CardEffectGalleryScenes.scenes
        + SpringyGalleryScenes.scenes
        + PhysicsGalleryScenes.scenes
        + TransitionGalleryScenes.scenes
        + ContractGalleryScenes.scenes
        + [SnapshotGalleryScene.scene, LoopingGalleryScene.scene, ListGalleryScene.scene]
        + CompositionalGalleryScenes.scenes
        + GridGalleryScenes.scenes
        + DynamicsGalleryScenes.scenes
        + [FieldsGalleryScene.scene]

    static var names: [String] { scenes.map(\.name) }

    /// The scene named `name`.
    ///
    /// - Throws: ``UsageError`` for an unknown name.
    static func scene(named name: String) throws -> GalleryScene {
        guard let scene = scenes.first(where: { $0.name == name }) else {
            throw UsageError("unknown gallery scene '\(name)'")
        }
        return scene
    }
}
