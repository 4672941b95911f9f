import Foundation
import LayoutKitCore

/// The sections whose layouts animate on their own (a springy or physics section): the host
/// listens to their channels, and the compositional layout answers for them in its own space.
extension CompositionalLayout {
    /// The channels of the sections' layouts.
    public var channels: [LayoutChannel] {
        animatableSections.compactMap { slots[$0].layout.animating }.flatMap(\.channels)
    }

    /// What the sections' layouts said: each invalidation is kept for its section until the host
    /// invalidates this layout, and answered by one that moves the content as the section asked
    /// (not for an orthogonal section, which scrolls on its own); the items gone and the actions
    /// triggered, in this layout's index paths.
    public func takeChanges() -> LayoutChanges {
        var changes = LayoutChanges()
        for index in animatableSections {
            guard let layout = slots[index].layout.animating else { continue }
            let section = layout.takeChanges()
            for context in section.invalidations {
                pendingInvalidations[index, default: []].append(context)
                var outer = InvalidationContext()
                if !slots[index].isOrthogonal { outer.contentOffsetAdjustment = context.contentOffsetAdjustment }
                changes.invalidations.append(outer)
            }
            changes.itemsLeft += section.itemsLeft.map { IndexPath(item: $0.item, section: index) }
            changes.actions += section.actions.map { action in
                let element = ElementKey(
                    category: action.element.category, indexPath: IndexPath(item: action.element.indexPath.item, section: index))
                return LayoutAction(identifier: action.identifier, element: element)
            }
        }
        return changes
    }

    /// Finds the sections whose given layouts have channels (animate on their own), as the
    /// sections are now described; a group section's layout, and a wrapper over a still layout,
    /// never do.
    func findAnimatableSections() {
        animatableSections = slots.indices.filter {
            slots[$0].isGivenLayout && slots[$0].layout.animating.map { !$0.channels.isEmpty } == true
        }
    }

    /// Moves the animations of the sections whose layouts animate on by `duration` seconds.
    ///
    /// - Throws: what a section layout throws.
    public func advanceAnimations(by duration: TimeInterval) throws {
        for index in animatableSections {
            guard let layout = slots[index].layout.animating, layout.isAnimating else { continue }
            try layout.advanceAnimations(by: duration)
        }
    }

    public func animatesOwnElement(_ element: ElementKey) -> Bool {
        guard let index = section(of: element.indexPath, allowingEmpty: true),
            let layout = slots[index].layout.animating
        else { return false }
        return layout.animatesOwnElement(
            ElementKey(category: element.category, indexPath: IndexPath(item: element.indexPath.item, section: 0)))
    }

    public func animatesOwnDisappearingElement(_ element: ElementKey) -> Bool {
        guard element.indexPath.count == 2, slots.indices.contains(element.indexPath.section),
            let layout = slots[element.indexPath.section].layout.animating
        else { return false }
        return layout.animatesOwnDisappearingElement(
            ElementKey(category: element.category, indexPath: IndexPath(item: element.indexPath.item, section: 0)))
    }

    /// The departing elements of the sections whose layouts animate, moved to their sections.
    public func departingElements(in rect: CGRect) -> [LayoutAttributes] {
        animatableSections.filter { slots[$0].layout.animating?.isAnimating == true }.flatMap { index in
            let origin = slots[index].contentOrigin(left: sectionLeft)
            return (slots[index].layout.animating?.departingElements(in: rect.offsetBy(dx: -origin.x, dy: -origin.y)) ?? [])
                .map { placed($0, in: index) }
        }
    }
}
