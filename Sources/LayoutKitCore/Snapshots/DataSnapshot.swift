import Foundation

/// The data of a collection by identity: its sections and, in each, its items, each named by an
/// identifier of the app's (any `Hashable`). Two snapshots make a batch update
/// (``batchUpdate(from:reloading:)``): the app says what the data is, never which index paths
/// changed.
///
/// Identifiers are unique: a section identifier once among the sections, an item identifier
/// once among all the items. Adding one that is already there throws
/// ``DataSnapshotError``, naming it and both places, and leaves the snapshot as it was.
///
/// ```swift
/// var snapshot = DataSnapshot<String, Int>()
/// try snapshot.appendSections(["fruit", "vegetables"])
/// try snapshot.appendItems([1, 2, 3], toSection: "fruit")
/// try snapshot.appendItems([10, 11], toSection: "vegetables")
/// snapshot.itemCounts   // [3, 2]
/// ```
///
/// - Complexity: appending is O(items appended), each identifier hashed once into a table grown
///   geometrically; looking an identifier up is O(1).
public struct DataSnapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The section identifiers, in order.
    public internal(set) var sectionIdentifiers: [SectionID] = []
    /// The item identifiers of each section, in order.
    public var itemIdentifiers: [[ItemID]] { items }
    /// The item identifiers of each section, in order (what ``itemIdentifiers`` reads).
    @usableFromInline var items: [[ItemID]] = []
    @usableFromInline var sectionIndex: [SectionID: Int] = [:]
    /// Where each item is, as a ``ItemLocation`` (cheaper to hash and store than an IndexPath).
    @usableFromInline var itemLocation: [ItemID: ItemLocation] = [:]

    /// Creates an empty snapshot.
    public init() {}

    /// The number of items in each section.
    public var itemCounts: [Int] { itemIdentifiers.map(\.count) }

    /// The index of the section `identifier`, or `nil` when the snapshot has none.
    @inlinable
    public func index(ofSection identifier: SectionID) -> Int? { sectionIndex[identifier] }

    /// The index path of the item `identifier`, or `nil` when the snapshot has none.
    public func indexPath(ofItem identifier: ItemID) -> IndexPath? { itemLocation[identifier]?.indexPath }

    /// Where the item `identifier` is, or `nil`.
    @inlinable
    func location(ofItem identifier: ItemID) -> ItemLocation? { itemLocation[identifier] }

    /// The identifier of the item at `indexPath`, or `nil` when there is none.
    public func itemIdentifier(at indexPath: IndexPath) -> ItemID? {
        guard indexPath.count == 2, itemIdentifiers.indices.contains(indexPath.section),
            itemIdentifiers[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return itemIdentifiers[indexPath.section][indexPath.item]
    }

    /// Appends sections, empty, after the last one.
    ///
    /// - Throws: ``DataSnapshotError/duplicateSection(_:first:second:)`` for an identifier
    ///   already among the sections (or twice in `identifiers`); nothing is appended then.
    public mutating func appendSections(_ identifiers: [SectionID]) throws {
        var added: [SectionID: Int] = [:]
        for (offset, identifier) in identifiers.enumerated() {
            let place = sectionIdentifiers.count + offset
            if let first = sectionIndex[identifier] ?? added[identifier] {
                throw DataSnapshotError<SectionID, ItemID>.duplicateSection(identifier, first: first, second: place)
            }
            added[identifier] = place
        }
        sectionIndex.merge(added) { first, _ in first }
        sectionIdentifiers += identifiers
        items += identifiers.map { _ in [] }
    }

    /// Appends items at the end of the section `section` (the last section when `nil`).
    ///
    /// - Throws: ``DataSnapshotError/unknownSection(_:)`` for a section the snapshot does not
    ///   have (or none at all); ``DataSnapshotError/duplicateItem(_:first:second:)`` for an
    ///   identifier already among the items (or twice in `identifiers`). Nothing is appended then.
    ///
    /// Inlinable, so that it is specialized for the app's identifier type: each identifier is
    /// hashed once, straight into the snapshot's table (a duplicate undoes this call's entries).
    @inlinable
    public mutating func appendItems(_ identifiers: [ItemID], toSection section: SectionID? = nil) throws {
        guard let target = section.map({ sectionIndex[$0] }) ?? (sectionIdentifiers.isEmpty ? nil : sectionIdentifiers.count - 1)
        else {
            throw DataSnapshotError<SectionID, ItemID>.unknownSection(section)
        }
        let start = items[target].count
        reserveItemRoom(for: identifiers.count)
        for (offset, identifier) in identifiers.enumerated() {
            let place = ItemLocation(section: target, item: start + offset)
            if let first = itemLocation.updateValue(place, forKey: identifier) {
                itemLocation[identifier] = first
                for undone in identifiers[..<offset] { itemLocation[undone] = nil }
                throw DataSnapshotError<SectionID, ItemID>.duplicateItem(
                    identifier, first: first.indexPath, second: place.indexPath)
            }
        }
        items[target] += identifiers
    }

    /// Makes room in the item table for `count` more identifiers, at least doubling it when it
    /// grows, so that appending a few items at a time stays amortized O(1) per item.
    @inlinable
    mutating func reserveItemRoom(for count: Int) {
        let needed = itemLocation.count + count
        if needed > itemLocation.capacity { itemLocation.reserveCapacity(max(needed, 2 * itemLocation.capacity)) }
    }
}
