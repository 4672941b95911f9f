import Testing

/// Every test of the adapters through the model. The model's display and run loop are one
/// global clock, as a device's are: the tests take turns on it. Each fails on a fault UIKit or
/// AppKit would have raised.
@Suite(.serialized, .platformIsStrict)
enum ThroughTheModel {}
