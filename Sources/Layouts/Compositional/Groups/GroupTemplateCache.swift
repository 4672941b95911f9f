import Foundation
import LayoutKitCore

/// Resolved group templates shared by the group sections of one ``CompositionalLayout``: sections
/// that repeat the same group in a container of the same size resolve it once, so a layout of
/// thousands of alike sections prepares each in O(1) after the first.
///
/// It keeps at most ``capacity`` templates, and starts afresh when it would keep more.
final class GroupTemplateCache {
    private struct Key: Hashable {
        let group: LayoutGroup
        let axis: ScrollDirection
        let width: CGFloat
        let height: CGFloat
    }

    /// How many templates it keeps at most.
    static let capacity = 256

    private var templates: [Key: GroupTemplate] = [:]

    /// The template of `group` laid out in `container` (pt) along `axis`, resolved at most once.
    func template(of group: LayoutGroup, in container: CGSize, axis: ScrollDirection) -> GroupTemplate {
        let key = Key(group: group, axis: axis, width: container.width, height: container.height)
        if let template = templates[key] { return template }
        let template = GroupResolver.resolve(group, in: container, axis: axis)
        if templates.count >= Self.capacity { templates = [:] }
        templates[key] = template
        return template
    }
}
