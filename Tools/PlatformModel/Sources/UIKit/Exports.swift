// Like the real UIKit, the model brings Foundation (CGRect, IndexPath, NSObject) with it.
@_exported import Foundation
