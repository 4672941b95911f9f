/// The axis along which a layout's content scrolls.
public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    /// Content grows downward; lines of items run left to right.
    case vertical
    /// Content grows to the right; lines of items run top to bottom.
    case horizontal
}

extension ScrollDirection {
    /// The other axis: the one across this one.
    public var across: ScrollDirection { self == .vertical ? .horizontal : .vertical }
}
