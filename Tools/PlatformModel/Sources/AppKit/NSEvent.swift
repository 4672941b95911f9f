/// An input event (Apple: AppKit › NSEvent), modelled for the left button's clicks and for the
/// scroll wheel and the trackpad's scrolling: where it happened in its window, how far it
/// scrolls (Apple: scrollingDeltaX,
/// scrollingDeltaY, positive when the content moves right or down), and the phases of a
/// trackpad's gesture and of the momentum the system adds after it (Apple: phase, momentumPhase;
/// a wheel's events have neither).
///
/// Local monitors see every event the app dispatches before its views do and may stop it (Apple:
/// addLocalMonitorForEvents(matching:handler:), "return nil to stop the dispatching of the
/// event"); ``NSWindow/sendEvent(_:)`` plays that dispatch.
open class NSEvent: NSObject {
    /// Apple: NSEvent.EventType; the model knows the left button and the scroll wheel.
    public enum EventType: UInt, Sendable { case leftMouseDown = 1, leftMouseUp = 2, scrollWheel = 22 }

    /// Apple: NSEvent.EventTypeMask, one bit per type (Apple: NSEventMaskFromType, 1 << type).
    public struct EventTypeMask: OptionSet, Sendable {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        /// The mask of events of `type` (Apple: EventTypeMask(type:)).
        public init(type: EventType) { rawValue = 1 << type.rawValue }
        public static let leftMouseDown = EventTypeMask(type: .leftMouseDown)
        public static let leftMouseUp = EventTypeMask(type: .leftMouseUp)
        public static let scrollWheel = EventTypeMask(type: .scrollWheel)
    }

    /// Apple: NSEvent.Phase.
    public struct Phase: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let began = Phase(rawValue: 1)
        public static let stationary = Phase(rawValue: 2)
        public static let changed = Phase(rawValue: 4)
        public static let ended = Phase(rawValue: 8)
        public static let cancelled = Phase(rawValue: 16)
        public static let mayBegin = Phase(rawValue: 32)
    }

    public let type: EventType
    /// Where the event happened, in its window's coordinates (the model's windows are flipped,
    /// as its collection views are).
    public let locationInWindow: NSPoint
    public let scrollingDeltaX: CGFloat
    public let scrollingDeltaY: CGFloat
    public let phase: Phase
    public let momentumPhase: Phase
    /// When the event happened, in seconds.
    public let timestamp: TimeInterval
    public private(set) weak var window: NSWindow?

    /// A scroll event in `window` at `location` (model only).
    public init(scrollIn window: NSWindow, at location: NSPoint, deltaX: CGFloat, deltaY: CGFloat,
                phase: Phase = [], momentumPhase: Phase = [], timestamp: TimeInterval) {
        (type, locationInWindow, scrollingDeltaX, scrollingDeltaY) = (.scrollWheel, location, deltaX, deltaY)
        (self.phase, self.momentumPhase, self.timestamp, self.window) = (phase, momentumPhase, timestamp, window)
        super.init()
    }

    /// A press (`.leftMouseDown`) or release (`.leftMouseUp`) of the left button in `window` at
    /// `location` (model only); it scrolls nothing.
    public init(mouse type: EventType, in window: NSWindow, at location: NSPoint, timestamp: TimeInterval) {
        (self.type, locationInWindow, scrollingDeltaX, scrollingDeltaY) = (type, location, 0, 0)
        (phase, momentumPhase, self.timestamp, self.window) = ([], [], timestamp, window)
        super.init()
    }

    /// The monitors installed, in order.
    nonisolated(unsafe) static var localMonitors: [(mask: EventTypeMask, handler: (NSEvent) -> NSEvent?, token: NSObject)] = []

    open class func addLocalMonitorForEvents(matching mask: EventTypeMask, handler block: @escaping (NSEvent) -> NSEvent?) -> Any? {
        let token = NSObject()
        localMonitors.append((mask, block, token))
        return token
    }

    open class func removeMonitor(_ eventMonitor: Any) {
        localMonitors.removeAll { $0.token === eventMonitor as AnyObject }
    }
}
