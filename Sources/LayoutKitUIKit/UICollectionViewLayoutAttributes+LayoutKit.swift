#if canImport(UIKit)
import LayoutKitCore
import LayoutKitHost
import UIKit

extension UICollectionViewLayoutAttributes {
    /// UIKit attributes with the values of LayoutKit's: kind, index path, frame, 3D transform,
    /// alpha, z index and hidden.
    convenience init(layoutKit attributes: LayoutAttributes) {
        switch attributes.category {
        case .cell: self.init(forCellWith: attributes.indexPath)
        case let .supplementaryView(kind): self.init(forSupplementaryViewOfKind: kind, with: attributes.indexPath)
        case let .decorationView(kind): self.init(forDecorationViewOfKind: kind, with: attributes.indexPath)
        }
        frame = attributes.frame
        let m = attributes.transform3D
        transform3D = CATransform3D(
            m11: m.m11, m12: m.m12, m13: m.m13, m14: m.m14, m21: m.m21, m22: m.m22, m23: m.m23, m24: m.m24,
            m31: m.m31, m32: m.m32, m33: m.m33, m34: m.m34, m41: m.m41, m42: m.m42, m43: m.m43, m44: m.m44)
        alpha = attributes.alpha
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
    }
}

extension UpdateAction {
    /// The LayoutKit action of a UIKit update item's action.
    init(uiKit action: UICollectionViewUpdateItem.Action) {
        switch action {
        case .insert: self = .insert
        case .delete: self = .delete
        case .reload: self = .reload
        case .move: self = .move
        default: self = .none
        }
    }
}
#endif
