// Like the real AppKit, the model brings Foundation (NSRect, NSEdgeInsets, NSObject) and Core
// Animation (CADisplayLink) with it.
@_exported import Foundation
@_exported import QuartzCore
