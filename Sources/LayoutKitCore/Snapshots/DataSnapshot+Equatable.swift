extension DataSnapshot: Equatable {
    /// Whether two snapshots hold the same sections and the same items in the same order.
    ///
    /// - Complexity: O(sections + items).
    public static func == (a: Self, b: Self) -> Bool {
        a.sectionIdentifiers == b.sectionIdentifiers && a.items == b.items
    }
}
