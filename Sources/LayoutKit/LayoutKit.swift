// One import for the whole framework: `import LayoutKit` brings the core protocol and values,
// the dynamics engine, the concrete layouts, the collection-view core every host shares and the
// headless host built on it. Pick the modules one by one to depend on less.
@_exported import LayoutKitBehaviors
@_exported import LayoutKitCollectionViewCore
@_exported import LayoutKitCore
@_exported import LayoutKitHost
@_exported import LayoutKitLayouts
