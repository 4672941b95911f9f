/// An immutable box around a transform, so that ``LayoutAttributes`` without a transform (the
/// common case) carry one reference instead of sixteen numbers.
@usableFromInline
final class TransformStorage: Hashable, Sendable {
    @usableFromInline let value: Transform3D

    @usableFromInline
    init(_ value: Transform3D) {
        self.value = value
    }

    @usableFromInline static func == (lhs: TransformStorage, rhs: TransformStorage) -> Bool { lhs.value == rhs.value }

    @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
