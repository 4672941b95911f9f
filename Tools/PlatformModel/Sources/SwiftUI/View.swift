/// A piece of an app's interface. The model's views are values it keeps and hands back; it draws
/// nothing, so the protocol has no requirement here.
/// https://developer.apple.com/documentation/swiftui/view
public protocol View {}
