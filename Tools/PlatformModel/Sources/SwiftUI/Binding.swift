/// Two-way access to a value that something else owns.
/// https://developer.apple.com/documentation/swiftui/binding
@propertyWrapper
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        (read, write) = (get, set)
    }

    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }
}
