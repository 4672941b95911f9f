/// A type whose values SwiftUI can animate. The model animates nothing: what `Layout` inherits
/// from it has defaults that no layout of this model overrides.
/// https://developer.apple.com/documentation/swiftui/animatable
public protocol Animatable {}
