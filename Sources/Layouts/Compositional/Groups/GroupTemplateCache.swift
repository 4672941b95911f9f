import Foundation
import LayoutKitCore

/// Checked configurations and resolved group templates shared by the group sections of one
/// ``CompositionalLayout``: sections described alike (the same group, spacing and axis) in a
/// container of the same size check the configuration and resolve the group once, so a layout
/// of thousands of alike sections prepares each in O(1) after the first.
///
/// The last few configurations looked up are compared first (cheap when the provider hands out
/// copies of one description, whose arrays are shared), before the hashed table. It keeps at
/// most ``capacity`` templates, and starts afresh when it would keep more.
final class GroupTemplateCache {
    private struct Key: Hashable {
        let configuration: GroupSectionConfiguration
        let width: CGFloat
        let height: CGFloat
    }

    /// A checked configuration and its template, shared by reference (a scan copies no template).
    private final class Entry {
        let key: Key
        let template: Result<GroupTemplate, any Error>

        init(key: Key, template: Result<GroupTemplate, any Error>) {
            self.key = key
            self.template = template
        }
    }

    /// How many templates it keeps at most.
    static let capacity = 256
    /// How many of the last configurations looked up are compared before the table is hashed.
    static let recentCapacity = 8

    private var entries: [Key: Entry] = [:]
    private var recent: [Entry] = []

    /// The template of `configuration`'s group laid out in `container` (pt), the configuration
    /// checked first (``GroupSectionConfiguration/validate()``): both at most once.
    ///
    /// - Throws: what checking the configuration throws, every time it is asked.
    func template(for configuration: GroupSectionConfiguration, in container: CGSize) throws -> GroupTemplate {
        for entry in recent
        where entry.key.width == container.width && entry.key.height == container.height
            && entry.key.configuration == configuration
        {
            return try entry.template.get()
        }
        let key = Key(configuration: configuration, width: container.width, height: container.height)
        let entry: Entry
        if let stored = entries[key] {
            entry = stored
        } else {
            entry = Entry(
                key: key,
                template: Result {
                    try configuration.validate()
                    return GroupResolver.resolve(configuration.group, in: container, axis: configuration.groupAxis)
                })
            if entries.count >= Self.capacity { entries = [:] }
            entries[key] = entry
        }
        if recent.count >= Self.recentCapacity { recent.removeFirst() }
        recent.append(entry)
        return try entry.template.get()
    }
}
