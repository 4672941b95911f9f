import Foundation

/// What is wrong with a batch update, with the values that disagree, for a caller to match
/// (``LayoutError/invalidUpdate(_:)``); its description says it in UIKit's words.
public enum UpdateProblem: Hashable, Sendable, CustomStringConvertible {
    /// A section's item count is negative before or after the update.
    case negativeCount(section: Int, afterUpdate: Bool)
    /// The number of sections after is not the number before plus inserted minus deleted.
    case sectionCount(before: Int, after: Int, inserted: Int, deleted: Int)
    /// A section's item count after (`section` numbered after the update) is not its count before
    /// plus what came in minus what left.
    case itemCount(section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    /// `update` names a section that does not exist (`sectionCount` sections) before or after.
    case noSuchSection(UpdateItem, section: Int, sectionCount: Int, afterUpdate: Bool)
    /// `update` names an item that does not exist (`itemCount` items in its section).
    case noSuchItem(UpdateItem, IndexPath, itemCount: Int, afterUpdate: Bool)
    /// Two updates claim one section, before or after the update.
    case sectionClaimedTwice(UpdateItem, UpdateItem, section: Int, afterUpdate: Bool)
    /// Two updates claim one item, before or after the update.
    case itemClaimedTwice(UpdateItem, UpdateItem, IndexPath, afterUpdate: Bool)
    /// `update` touches an item of a section that `replacing` deletes or reloads.
    case itemOfReplacedSection(UpdateItem, replacing: UpdateItem)
    /// `update` places an item in `section`, which the update inserts (or reloads).
    case itemInNewSection(UpdateItem, section: Int)
    /// A platform's update item cannot be read (a missing index path, a move between a section
    /// and an item), as `reason` says.
    case unreadable(reason: String)

    /// The problem in UIKit's words, with its numbers.
    public var description: String {
        switch self {
        case let .negativeCount(section, afterUpdate):
            return "section \(section) has a negative item count \(Self.when(afterUpdate)) the update."
        case let .sectionCount(before, after, inserted, deleted):
            return "invalid number of sections. The number of sections after the update (\(after)) must be equal to the "
                + "number before the update (\(before)), plus or minus the number of sections inserted or deleted "
                + "(\(inserted) inserted, \(deleted) deleted)."
        case let .itemCount(section, before, after, inserted, deleted, movedIn, movedOut):
            return "invalid number of items in section \(section). The number of items contained in an existing section "
                + "after the update (\(after)) must be equal to the number of items contained in that section before the "
                + "update (\(before)), plus or minus the number of items inserted or deleted from that section "
                + "(\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of "
                + "that section (\(movedIn) moved in, \(movedOut) moved out)."
        case let .noSuchSection(update, section, sectionCount, afterUpdate):
            return "\(update): section \(section) does not exist \(Self.when(afterUpdate)) the update (\(sectionCount) sections)."
        case let .noSuchItem(update, path, itemCount, afterUpdate):
            return "\(update): item \(path.item) does not exist in section \(path.section) \(Self.when(afterUpdate)) the update "
                + "(\(itemCount) items)."
        case let .sectionClaimedTwice(update, other, section, afterUpdate):
            return "\(update) and \(other) both \(afterUpdate ? "place a section at" : "change section") \(section)."
        case let .itemClaimedTwice(update, other, path, afterUpdate):
            return
                "\(update) and \(other) both \(afterUpdate ? "place an item at" : "change item") \(LayoutError.describe(path))."
        case let .itemOfReplacedSection(update, replacing):
            return "\(update) touches an item of a section that \(replacing) replaces."
        case let .itemInNewSection(update, section):
            return "\(update) places an item in section \(section), which is new after the update."
        case let .unreadable(reason):
            return reason
        }
    }

    private static func when(_ afterUpdate: Bool) -> String { afterUpdate ? "after" : "before" }
}
