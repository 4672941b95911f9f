// Swift Testing declares a cross-import overlay for AppKit (`_Testing_AppKit`), which the compiler
// loads in any file that imports both Testing and AppKit. Apple's toolchains ship it; on Linux it
// is missing, so the model provides an empty one under that name.
