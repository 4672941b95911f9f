import Foundation
import LayoutKitCore

/// The compositional layout hears the channels of its section layouts and speaks for them on its
/// own: an invalidation (kept for the section until the host invalidates), animating while any
/// animates, and the items any let go (in this layout's index paths).
extension CompositionalLayout: LayoutChannelReceiver {
    public func layoutChannel(_ channel: LayoutChannel, didInvalidate context: InvalidationContext) {
        guard let index = sectionOfChannel[ObjectIdentifier(channel)], slots.indices.contains(index) else { return }
        pendingInvalidations[index, default: []].append(context)
        var outer = InvalidationContext()
        if !slots[index].isOrthogonal { outer.contentOffsetAdjustment = context.contentOffsetAdjustment }
        self.channel?.invalidate(outer)
    }

    public func layoutChannel(_ channel: LayoutChannel, didChangeAnimating isAnimating: Bool) {
        guard let index = sectionOfChannel[ObjectIdentifier(channel)] else { return }
        if isAnimating { animatingSections.insert(index) } else { animatingSections.remove(index) }
        self.channel?.setAnimating(!animatingSections.isEmpty)
    }

    public func layoutChannel(_ channel: LayoutChannel, didReportItemsLeft indexPaths: [IndexPath]) {
        guard let index = sectionOfChannel[ObjectIdentifier(channel)] else { return }
        self.channel?.reportItemsLeft(indexPaths.map { IndexPath(item: $0.item, section: index) })
    }

    /// Listens to the channels of the sections as now described, and to none other.
    func listenToSections() {
        var heard: [ObjectIdentifier: Int] = [:]
        var channels: [ObjectIdentifier: LayoutChannel] = [:]
        // A group section's layout has no channel: only sections of given layouts are asked.
        for index in slots.indices where slots[index].isGivenLayout {
            guard let channel = slots[index].layout.animating?.channel else { continue }
            heard[ObjectIdentifier(channel)] = index
            channels[ObjectIdentifier(channel)] = channel
        }
        guard heard != sectionOfChannel else { return }
        sectionOfChannel = heard
        animatingSections = Set(heard.compactMap { channels[$0.key]?.isAnimating == true ? $0.value : nil })
        for channel in channels.values { channel.connect(self) }
        self.channel?.setAnimating(!animatingSections.isEmpty)
    }

    /// Moves the animations of the sections whose layouts animate on by `duration` seconds.
    ///
    /// - Throws: what a section layout throws.
    public func advanceAnimations(by duration: TimeInterval) throws {
        for index in animatingSections.sorted() where slots.indices.contains(index) {
            try slots[index].layout.animating?.advanceAnimations(by: duration)
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
        animatingSections.sorted().filter(slots.indices.contains).flatMap { index in
            let origin = slots[index].contentOrigin(left: sectionLeft)
            return (slots[index].layout.animating?.departingElements(in: rect.offsetBy(dx: -origin.x, dy: -origin.y)) ?? [])
                .map { placed($0, in: index) }
        }
    }
}
