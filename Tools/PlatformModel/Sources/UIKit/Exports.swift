// Like the real UIKit, the model brings Foundation (CGRect, IndexPath, NSObject) and Core
// Animation (CADisplayLink, CATransform3D) with it.
@_exported import Foundation
@_exported import QuartzCore
