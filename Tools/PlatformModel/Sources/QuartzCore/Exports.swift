// Like the real Core Animation, the model brings Foundation (CGRect, NSObject) with it.
@_exported import Foundation
