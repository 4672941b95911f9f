/// An immutable box around an element's custom values, so that ``LayoutAttributes`` without
/// any (the common case) carry one empty reference.
@usableFromInline
final class CustomValueStorage: Hashable, Sendable {
    @usableFromInline let values: [String: Double]

    @usableFromInline
    init(_ values: [String: Double]) {
        self.values = values
    }

    @usableFromInline static func == (lhs: CustomValueStorage, rhs: CustomValueStorage) -> Bool { lhs.values == rhs.values }

    @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
