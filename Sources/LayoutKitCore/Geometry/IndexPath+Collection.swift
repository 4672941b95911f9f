import Foundation

// UIKit and AppKit give `IndexPath` an `init(item:section:)` and `item` / `section` accessors;
// Foundation alone does not. LayoutKit speaks the same words without clashing with them:
// - on Linux, where no overlay exists, the declarations below are public, so a user writes the
//   same code as on iOS;
// - on Apple platforms they are `package`: LayoutKit's own modules use them, and a user's file
//   that imports UIKit or AppKit beside LayoutKit sees only the overlay's, so nothing is
//   ambiguous. (LayoutKit's adapter modules, which import UIKit or AppKit, index with
//   `indexPath[0]` and `indexPath[1]` instead.)
#if canImport(Darwin)
    extension IndexPath {
        /// Creates an index path for an item in a section, as UIKit's `IndexPath(item:section:)`.
        package init(item: Int, section: Int) {
            self = IndexPath(index: section).appending(item)
        }

        /// The section number: the first index.
        package var section: Int { self[0] }

        /// The item number within the section: the second index.
        package var item: Int { self[1] }
    }
#else
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
