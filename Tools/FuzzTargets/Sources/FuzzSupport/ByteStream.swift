import Foundation

/// The fuzzer's bytes read as the values a target needs, each from the next bytes; past the end
/// every read is zero, so any input is a complete program of calls.
public struct ByteStream {
    private let bytes: [UInt8]
    private var position = 0

    /// Reads `count` bytes starting at `start`.
    public init(_ start: UnsafeRawPointer, count: Int) {
        bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    }

    /// True once every byte was read.
    public var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, 0 past the end.
    public mutating func byte() -> UInt8 {
        defer { position += 1 }
        return position < bytes.count ? bytes[position] : 0
    }

    /// A number in `range`, from the next byte (or two, for a range wider than 256).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = range.upperBound - range.lowerBound + 1
        let raw = width > 256 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
        return range.lowerBound + raw % width
    }

    /// True or false, from the next byte.
    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// A length in points, usually ordinary (0 to 255.5 in half points), sometimes what a caller
    /// should not pass: NaN, ±infinity, negative, zero, huge, tiny.
    public mutating func length() -> CGFloat {
        switch byte() {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return -CGFloat(byte())
        case 4: return 1e12
        case 5: return 1e-9
        case 6: return 0
        default: return CGFloat(byte()) / 2
        }
    }
}
