/// A small, fast, deterministic random number generator (SplitMix64): the same seed gives the
/// same sequence on every platform, as seeded noise and reproducible tests need.
///
/// ```swift
/// var random = SeededRandom(seed: 42)
/// let roll = Int.random(in: 1...6, using: &random)
/// ```
package struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `0..<bound`, or 0 when `bound` is not positive.
    package mutating func next(below bound: Int) -> Int {
        bound <= 0 ? 0 : Int.random(in: 0..<bound, using: &self)
    }

    /// A number in `0..<1`.
    package mutating func unit() -> Double {
        Double.random(in: 0..<1, using: &self)
    }
}
