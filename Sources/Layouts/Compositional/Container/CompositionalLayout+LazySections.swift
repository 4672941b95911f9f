import Foundation
import LayoutKitCore

/// Sections prepared lazily: a group section whose items do not self-size has an extent known
/// from its group template alone, so a full prepare stacks it without preparing its layout, and
/// the layout is prepared when first asked for anything (a query, an invalidation, a scroll of
/// the section). Every extent stays exact: nothing moves when a section is prepared late.
extension CompositionalLayout {
    /// The content size section `index`'s layout will have once prepared for `context`, when it
    /// is known without preparing it: for a group section whose items do not self-size, from its
    /// group template (the configuration checked, as its prepare would); `nil` for any other.
    ///
    /// - Throws: ``CompositionalLayoutError/invalidSection(_:problem:)`` for a bad group.
    func contentSizeWithoutPreparing(_ index: Int, in context: LayoutContext) throws -> CGSize? {
        guard case .groups = slots[index].section.content, let layout = slots[index].groupLayout else { return nil }
        let (bounds, inset) = sectionBounds(index, in: context)
        let room = CGSize(
            width: max(0, bounds.width - inset.horizontal), height: max(0, bounds.height - inset.vertical))
        let configuration = layout.configuration
        let template: GroupTemplate
        do {
            template = try GroupSectionGeometry.template(
                of: configuration, in: transposesSections ? room.transposed : room, templates: groupTemplates
            ).template
        } catch let error as LayoutError {
            throw CompositionalLayoutError.invalidSection(index, problem: error)
        } catch {
            throw CompositionalLayoutError.layoutFailed(section: index, reason: String(describing: error))
        }
        guard !template.selfSizingLeaves.contains(true) else { return nil }
        let size = GroupSectionGeometry.contentSize(
            itemCount: slots[index].itemCount, template: template, configuration: configuration, extentChange: 0)
        return transposesSections ? size.transposed : size
    }

    /// The layout of section `index`, prepared first with this layout's context when it waits to
    /// be (``SectionSlot/awaitsPrepare``).
    func preparedLayout(ofSection index: Int) -> any CollectionLayout {
        if slots[index].awaitsPrepare, let context = preparedContext {
            let extent = slots[index].extent
            var prepared: [Int] = []
            do {
                try prepareSection(index, in: context, prepared: &prepared)
            } catch {
                preconditionFailure("section \(index) was checked when its extent was worked out, yet: \(error)")
            }
            assert(slots[index].extent == extent, "section \(index) prepared late changed its extent")
        }
        return slots[index].layout
    }
}
