// Swift Testing declares a cross-import overlay for UIKit (`_Testing_UIKit`), which the compiler
// loads in any file that imports both Testing and UIKit. Apple's toolchains ship it; on Linux it
// is missing, so the model provides an empty one under that name.
