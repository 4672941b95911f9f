/// Who an item touches, for counting contacts: another item or a boundary.
enum ContactPartner: Hashable {
    case item(AnyHashable)
    /// A boundary by identifier; `nil` for the reference bounds.
    case boundary(AnyHashable?)
}
