import Foundation

#if !canImport(Darwin)
extension IndexPath {
    /// Creates an index path for an item in a section, as UIKit's `IndexPath(item:section:)` does.
    ///
    /// On Apple platforms UIKit and AppKit provide this initializer; on Linux LayoutKit does.
    public init(item: Int, section: Int) {
        self = IndexPath(index: section).appending(item)
    }

    /// The section number: the first index.
    public var section: Int { self[0] }

    /// The item number within the section: the second index.
    public var item: Int { self[1] }
}
#endif
