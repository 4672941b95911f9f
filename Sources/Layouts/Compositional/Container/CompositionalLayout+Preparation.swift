import Foundation
import LayoutKitCore

/// Preparation: the sections described when the environment, the data or the configuration
/// changed, the section layouts that asked for it prepared again, the sections stacked.
extension CompositionalLayout {
    /// Prepares the sections for `context`: describes them all again when the environment, the
    /// item counts or an invalidation of everything call for it, prepares the section layouts
    /// that were invalidated (all of them after a new description), and stacks the sections.
    ///
    /// - Throws: ``LayoutError`` for a bad context or configuration, ``CompositionalLayoutError``
    ///   naming the section for anything a section does wrong. The previous layout stays in
    ///   place: the section layouts prepared in this call are prepared again with the contexts
    ///   they had.
    public func prepare(_ context: LayoutContext) throws {
        let countsChanged = context.itemCounts != preparedCounts
        // The counts are checked when they change: a scroll's prepare costs no pass over them.
        if countsChanged { try context.validate() } else { try context.validateGeometry() }
        try configuration.validate()
        let environment = environment(for: context)
        if needsSections || environment != self.environment || countsChanged {
            try describeAndStack(context, environment: environment)
            findAnimatableSections()
        } else {
            let previous = preparedContext
            preparedContext = context
            do {
                try prepareAgain(dirtySections.sorted(), in: context)
            } catch {
                preparedContext = previous
                throw error
            }
        }
        self.environment = environment
        preparedCounts = context.itemCounts
        needsSections = false
        dirtySections = []
    }

    /// Describes every section again and stacks them all, each section layout prepared; puts the
    /// previous state back when anything throws.
    private func describeAndStack(_ context: LayoutContext, environment: LayoutEnvironment) throws {
        let kept = KeptState(
            slots: slots, context: preparedContext, contentSize: contentSize, globalFrames: globalFrames,
            invalidatesEverything: invalidatesEverything)
        var prepared: [Int] = []
        do {
            let described = try describeSections(for: context, environment: environment)
            noteSectionsBeforeUpdate()
            passOnDataChanges(to: described, environmentChanged: environment != self.environment)
            slots = described
            preparedContext = context
            try stackSections(in: context, prepared: &prepared)
        } catch {
            restore(kept, reprepare: prepared)
            throw error
        }
    }

    /// Prepares the layouts of the sections at `indices` (ascending) again where they are, and
    /// moves what follows each by the change of its extent. When one throws, the sections it
    /// changed are put back (their layouts prepared again with the contexts they had).
    ///
    /// - Complexity: the sections' prepares, plus O(sections after one that changed length);
    ///   nothing when no section was invalidated.
    private func prepareAgain(_ indices: [Int], in context: LayoutContext) throws {
        var before: [(index: Int, slot: SectionSlot)] = []
        var moves: [(after: Int, change: CGFloat)] = []
        var prepared: [Int] = []
        do {
            for index in indices where slots.indices.contains(index) {
                before.append((index, slots[index]))
                try prepareSection(index, in: context, prepared: &prepared)
                let change = slots[index].extent - before[before.count - 1].slot.extent
                if change != 0 {
                    moveSections(after: index, by: change)
                    moves.append((index, change))
                }
            }
        } catch {
            for move in moves.reversed() { moveSections(after: move.after, by: -move.change) }
            for (index, slot) in before.reversed() { slots[index] = slot }
            reprepare(prepared.map { slots[$0] })
            throw error
        }
    }

    /// Moves the sections after `index`, the global footers and the content's end by `change` pt.
    private func moveSections(after index: Int, by change: CGFloat) {
        for later in (index + 1)..<slots.count { slots[later].origin += change }
        for position in globalFrames.indices where globalFrames[position].item.alignment == .bottom {
            globalFrames[position].frame.origin.y += change
        }
        contentSize.height += change
    }

    /// Prepares the layout of section `index` with its context, wrapping what it throws with the
    /// section's index, and measures the section.
    func prepareSection(_ index: Int, in context: LayoutContext, prepared: inout [Int]) throws {
        let sectionContext = sectionContext(index, in: context)
        do {
            try slots[index].layout.prepare(sectionContext)
        } catch let error as LayoutError {
            throw CompositionalLayoutError.invalidSection(index, problem: error)
        } catch {
            throw CompositionalLayoutError.layoutFailed(section: index, reason: String(describing: error))
        }
        prepared.append(index)
        slots[index].preparedContext = sectionContext
        slots[index].awaitsPrepare = false
        try measureSection(index, contentSize: slots[index].layout.contentSize)
    }

    /// Measures section `index` around its layout's `contentSize`.
    ///
    /// - Throws: ``CompositionalLayoutError/invalidSection(_:problem:)`` when the section's
    ///   negative content insets take away more than its content and headers have (its extent
    ///   would be negative).
    private func measureSection(_ index: Int, contentSize: CGSize) throws {
        slots[index].measure(contentSize: contentSize)
        guard slots[index].extent >= 0 else {
            throw CompositionalLayoutError.invalidSection(
                index,
                problem: .invalidParameter(
                    name: "contentInsets", value: Double(slots[index].extent),
                    reason: "negative insets take away more than the section's content has"))
        }
    }

    /// Stacks every section from the top, preparing each section layout but those whose extent is
    /// known without it (they are prepared when first asked), and records each one prepared in
    /// `prepared` (for a rollback).
    private func stackSections(in context: LayoutContext, prepared: inout [Int]) throws {
        let margins = configuration.contentInsets
        var y = margins.top
        globalFrames = []
        for item in configuration.boundaryItems where item.alignment == .top {
            globalFrames.append((item, CGRect(x: sectionLeft, y: y, width: sectionWidth, height: item.height)))
            if item.extendsBoundary { y += item.height }
        }
        for index in slots.indices {
            if index > 0 { y += configuration.interSectionSpacing }
            slots[index].origin = y
            slots[index].measureHeaders()
            if let size = try contentSizeWithoutPreparing(index, in: context) {
                slots[index].awaitsPrepare = true
                try measureSection(index, contentSize: size)
            } else {
                try prepareSection(index, in: context, prepared: &prepared)
            }
            // New data or a new size may leave an orthogonal section's offset out of its range.
            let range = slots[index].offsets(width: sectionWidth)
            slots[index].offset = min(range.upperBound, max(range.lowerBound, slots[index].offset))
            y += slots[index].extent
        }
        for item in configuration.boundaryItems where item.alignment == .bottom {
            globalFrames.append((item, CGRect(x: sectionLeft, y: y, width: sectionWidth, height: item.height)))
            if item.extendsBoundary { y += item.height }
        }
        guard y + margins.bottom >= 0 else {
            throw LayoutError.invalidParameter(
                name: "contentInsets", value: Double(y + margins.bottom),
                reason: "negative insets take away more than the sections have")
        }
        contentSize = CGSize(width: context.insetViewportSize.width, height: y + margins.bottom)
        hasPinnedItems =
            configuration.boundaryItems.contains(where: \.pinsToVisibleBounds)
            || slots.contains { $0.section.boundaryItems.contains(where: \.pinsToVisibleBounds) }
    }

    /// Tells the section layouts what changed before they are prepared with new descriptions:
    /// everything after an invalidation of everything or a new environment, the counts to those
    /// whose count changed.
    private func passOnDataChanges(to described: [SectionSlot], environmentChanged: Bool) {
        let everything = invalidatesEverything || environmentChanged
        invalidatesEverything = false
        var countBefore: [ObjectIdentifier: Int] = [:]
        countBefore.reserveCapacity(slots.count)
        // By index: a copy of each slot costs more than what is read of it.
        for index in slots.indices { countBefore[slots[index].identity] = slots[index].itemCount }
        for index in described.indices {
            if everything {
                described[index].layout.invalidate(with: .everything)
            } else if countBefore[described[index].identity] != described[index].itemCount {
                described[index].layout.invalidate(with: .dataSourceCounts)
            }
        }
    }

    /// Remembers which section each layout served before a change of the data, for the update
    /// plan that follows (``prepare(forUpdates:)``).
    private func noteSectionsBeforeUpdate() {
        defer { awaitsUpdatePlan = false }
        guard awaitsUpdatePlan, sectionsBeforeUpdate == nil, preparedContext != nil else { return }
        var before: [ObjectIdentifier: Int] = [:]
        for (index, slot) in slots.enumerated() { before[slot.identity] = index }
        sectionsBeforeUpdate = before
    }

    /// Puts back the state kept before a prepare that failed, preparing again the section
    /// layouts it prepared with the contexts they had.
    private func restore(_ kept: KeptState, reprepare prepared: [Int]) {
        let touched = Set(prepared.map { slots[$0].identity })
        (slots, preparedContext, contentSize, globalFrames) = (kept.slots, kept.context, kept.contentSize, kept.globalFrames)
        invalidatesEverything = kept.invalidatesEverything
        reprepare(slots.filter { touched.contains($0.identity) })
    }

    /// Prepares the layouts of `sections` again with the contexts they were prepared with last.
    private func reprepare(_ sections: [SectionSlot]) {
        for slot in sections {
            guard let context = slot.preparedContext else { continue }
            do {
                try slot.layout.prepare(context)
            } catch {
                // The layout refuses the context it accepted before; the error the caller gets
                // names the section that failed first, which is the cause.
                continue
            }
        }
    }
}

/// What a prepare puts back when it fails.
private struct KeptState {
    var slots: [SectionSlot]
    var context: LayoutContext?
    var contentSize: CGSize
    var globalFrames: [(item: BoundarySupplementaryItem, frame: CGRect)]
    var invalidatesEverything: Bool
}
