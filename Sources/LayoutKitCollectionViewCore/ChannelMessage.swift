import Foundation
import LayoutKitCore

/// One thing a layout said through its channel, kept until the core is out of the layout's call.
enum ChannelMessage {
    /// "Invalidate me with this context (in the layout's space) and ask again."
    case invalidate(InvalidationContext)
    /// "I started (`true`) or stopped (`false`) animating on my own."
    case animating(Bool)
    /// "These items left for good."
    case itemsLeft([IndexPath])
}
