import LayoutKitCore

/// The context a section's layout was last prepared with, kept out of line by its
/// ``SectionSlot`` (a slot is a few hundred bytes smaller for it).
final class PreparedSectionContext {
    let context: LayoutContext

    init(_ context: LayoutContext) {
        self.context = context
    }
}
