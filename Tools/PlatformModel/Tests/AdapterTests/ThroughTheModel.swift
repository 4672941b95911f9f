import Testing

/// Every test of the adapters through the model. The model's display and run loop are one
/// global clock, as a device's are: the tests take turns on it.
@Suite(.serialized)
enum ThroughTheModel {}
