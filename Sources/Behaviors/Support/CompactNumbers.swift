/// The numbers of `count` things once those `isRemoved` says are taken out: the others keep
/// their order, numbered from 0 without gaps; `nil` for a thing taken out.
///
/// - Complexity: O(count).
func compactNumbers(count: Int, removing isRemoved: (Int) -> Bool) -> [Int32?] {
    var numbers = [Int32?](repeating: nil, count: count)
    var next: Int32 = 0
    for index in 0..<count where !isRemoved(index) {
        numbers[index] = next
        next += 1
    }
    return numbers
}
