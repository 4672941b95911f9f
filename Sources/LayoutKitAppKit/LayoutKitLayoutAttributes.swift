#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
    import LayoutKitCore

    /// The layout attributes class of ``LayoutKitCollectionViewLayout``: AppKit's attributes plus the
    /// LayoutKit layout's custom values, copied in `copy(with:)` and compared in `isEqual(_:)` (AppKit
    /// applies attributes again only when they differ).
    @MainActor
    open class LayoutKitLayoutAttributes: NSCollectionViewLayoutAttributes {
        /// The custom values of the LayoutKit attributes (see `LayoutAttributes.customValues`).
        /// Read by `isEqual(_:)`, which NSObject declares nonisolated.
        nonisolated(unsafe) public var customValues: [String: CGFloat] = [:]

        override open func copy(with zone: NSZone? = nil) -> Any {
            let copied = super.copy(with: zone)
            (copied as? LayoutKitLayoutAttributes)?.customValues = customValues
            return copied
        }

        nonisolated override open func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? LayoutKitLayoutAttributes, other.customValues == customValues else { return false }
            return super.isEqual(object)
        }

        /// Attributes with the values of LayoutKit's AppKit can show: kind, index path, frame,
        /// alpha, z index, hidden and custom values (AppKit's attributes have no transform).
        public static func make(from attributes: LayoutAttributes) -> NSCollectionViewLayoutAttributes {
            let made: LayoutKitLayoutAttributes
            switch attributes.category {
            case .cell: made = LayoutKitLayoutAttributes(forItemWith: attributes.indexPath)
            case let .supplementaryView(kind):
                made = LayoutKitLayoutAttributes(forSupplementaryViewOfKind: kind, with: attributes.indexPath)
            case let .decorationView(kind):
                made = LayoutKitLayoutAttributes(forDecorationViewOfKind: kind, with: attributes.indexPath)
            }
            made.frame = attributes.frame
            made.alpha = attributes.alpha
            made.zIndex = attributes.zIndex
            made.isHidden = attributes.isHidden
            made.customValues = attributes.customValues
            return made
        }
    }

    extension NSCollectionViewLayoutAttributes {
        /// The LayoutKit attributes of AppKit's: what an item answers from `preferredLayoutAttributesFitting(_:)`.
        var layoutKitAttributes: LayoutAttributes {
            let category: ElementCategory
            switch representedElementCategory {
            case .supplementaryView: category = .supplementaryView(kind: representedElementKind ?? "")
            case .decorationView: category = .decorationView(kind: representedElementKind ?? "")
            default: category = .cell
            }
            var attributes = LayoutAttributes(
                indexPath: indexPath ?? IndexPath(), category: category, frame: frame,
                alpha: alpha, zIndex: zIndex, isHidden: isHidden)
            attributes.customValues = (self as? LayoutKitLayoutAttributes)?.customValues ?? [:]
            return attributes
        }
    }
#endif
