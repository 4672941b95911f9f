// One import for the whole framework: `import LayoutKit` brings the core protocol and values,
// the dynamics engine, the concrete layouts and the host (the headless collection view and the
// core every platform adapter shares). Pick the modules one by one to depend on less.
@_exported import LayoutKitBehaviors
@_exported import LayoutKitCore
@_exported import LayoutKitHost
@_exported import LayoutKitLayouts
