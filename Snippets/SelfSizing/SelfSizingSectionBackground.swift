// snippet.hide
import Foundation
import LayoutKit

_ = FlowLayout { configuration in
    // snippet.show
    configuration.sectionBackground = FlowSectionBackground(inset: EdgeInsets(all: 4))
    // snippet.hide
}
