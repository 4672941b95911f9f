extension Array {
    /// Keeps the elements whose indices `isKept` says, in order, in place.
    ///
    /// - Complexity: O(count), no allocation.
    mutating func keepIndices(where isKept: (Int) -> Bool) {
        var kept = 0
        for index in indices where isKept(index) {
            if kept != index { swapAt(kept, index) }
            kept += 1
        }
        removeLast(count - kept)
    }
}
