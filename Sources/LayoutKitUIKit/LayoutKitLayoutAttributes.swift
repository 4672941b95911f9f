#if canImport(UIKit) && !os(watchOS)
    import LayoutKitCore
    import UIKit

    /// The layout attributes class of ``LayoutKitCollectionViewLayout``: UIKit's attributes plus the
    /// LayoutKit layout's custom values, which a cell reads in `apply(_:)`.
    ///
    /// As UIKit requires of a subclass, it copies its own values in `copy(with:)` and compares them
    /// in `isEqual(_:)` (UIKit skips `apply(_:)` for attributes that compare equal).
    ///
    /// ```swift
    /// override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    ///     super.apply(layoutAttributes)
    ///     let radius = (layoutAttributes as? LayoutKitLayoutAttributes)?.customValues["cornerRadius"]
    ///     layer.cornerRadius = radius ?? 0
    /// }
    /// ```
    @MainActor
    open class LayoutKitLayoutAttributes: UICollectionViewLayoutAttributes {
        /// The custom values of the LayoutKit attributes (see `LayoutAttributes.customValues`).
        /// Read by `isEqual(_:)`, which NSObject declares nonisolated.
        nonisolated(unsafe) public var customValues: [String: CGFloat] = [:]
        /// For an element the layout animates out after its delete: a picture of its cell as it was
        /// when the update began, which ``DepartingElementView`` shows.
        nonisolated(unsafe) public var departingSnapshot: UIView?

        override open func copy(with zone: NSZone? = nil) -> Any {
            let copied = super.copy(with: zone)
            if let copied = copied as? LayoutKitLayoutAttributes {
                copied.customValues = customValues
                copied.departingSnapshot = departingSnapshot
            }
            return copied
        }

        nonisolated override open func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? LayoutKitLayoutAttributes, other.customValues == customValues,
                other.departingSnapshot === departingSnapshot
            else { return false }
            return super.isEqual(object)
        }

        /// Attributes with the values of LayoutKit's: kind, index path, frame, 3D transform, alpha,
        /// z index, hidden and custom values.
        public static func make(from attributes: LayoutAttributes) -> LayoutKitLayoutAttributes {
            let made: LayoutKitLayoutAttributes
            switch attributes.category {
            case .cell: made = LayoutKitLayoutAttributes(forCellWith: attributes.indexPath)
            case let .supplementaryView(kind):
                made = LayoutKitLayoutAttributes(forSupplementaryViewOfKind: kind, with: attributes.indexPath)
            case let .decorationView(kind):
                made = LayoutKitLayoutAttributes(forDecorationViewOfKind: kind, with: attributes.indexPath)
            }
            made.frame = attributes.frame
            let m = attributes.transform3D
            made.transform3D = CATransform3D(
                m11: m.m11, m12: m.m12, m13: m.m13, m14: m.m14, m21: m.m21, m22: m.m22, m23: m.m23, m24: m.m24,
                m31: m.m31, m32: m.m32, m33: m.m33, m34: m.m34, m41: m.m41, m42: m.m42, m43: m.m43, m44: m.m44)
            made.alpha = attributes.alpha
            made.zIndex = attributes.zIndex
            made.isHidden = attributes.isHidden
            made.customValues = attributes.customValues
            return made
        }
    }

    extension UICollectionViewLayoutAttributes {
        /// The LayoutKit attributes of UIKit's: what a cell answers from `preferredLayoutAttributesFitting(_:)`.
        var layoutKitAttributes: LayoutAttributes {
            let category: ElementCategory
            switch representedElementCategory {
            case .supplementaryView: category = .supplementaryView(kind: representedElementKind ?? "")
            case .decorationView: category = .decorationView(kind: representedElementKind ?? "")
            default: category = .cell
            }
            let t = transform3D
            var attributes = LayoutAttributes(
                indexPath: indexPath, category: category, frame: frame,
                transform3D: Transform3D(
                    m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14, m21: t.m21, m22: t.m22, m23: t.m23, m24: t.m24,
                    m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34, m41: t.m41, m42: t.m42, m43: t.m43, m44: t.m44),
                alpha: alpha, zIndex: zIndex, isHidden: isHidden)
            attributes.customValues = (self as? LayoutKitLayoutAttributes)?.customValues ?? [:]
            return attributes
        }
    }
#endif
