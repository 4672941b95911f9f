import Foundation

/// Hands the group layouts of the sections as they were to the sections described anew when
/// the number of sections changed: each description gets the first group layout, in the old
/// order, made for the same description and not claimed yet. A section inserted or deleted
/// elsewhere then leaves every group section with its layout (its offset, its measured sizes).
struct GroupLayoutMatcher {
    /// The old sections' indices by their group description, in order, and how many are claimed.
    private var queues: [GroupSectionConfiguration: (indices: [Int], claimed: Int)] = [:]

    /// A matcher over the group layouts of `slots`; `nil` when they have none (a first
    /// description: nothing to match, and no description hashed).
    init?(_ slots: [SectionSlot]) {
        for (index, slot) in slots.enumerated() {
            guard let configuration = slot.groupLayout?.configuration else { continue }
            queues[configuration, default: ([], 0)].indices.append(index)
        }
        if queues.isEmpty { return nil }
    }

    /// The index of the next old section laid out by `configuration`, or `nil` when none is left.
    mutating func claim(_ configuration: GroupSectionConfiguration) -> Int? {
        guard let queue = queues[configuration], queue.claimed < queue.indices.count else { return nil }
        queues[configuration]?.claimed += 1
        return queue.indices[queue.claimed]
    }
}
