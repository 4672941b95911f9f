extension Array where Element == Double {
    /// The middle value once sorted (the upper of the two middle ones for an even count), or 0
    /// for no values.
    ///
    /// - Complexity: O(n log n).
    var median: Double { isEmpty ? 0 : sorted()[count / 2] }

    /// The largest value, or 0 for no values.
    var worst: Double { self.max() ?? 0 }
}
