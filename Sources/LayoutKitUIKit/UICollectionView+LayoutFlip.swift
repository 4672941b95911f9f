#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// Right to left, where UIKit flips the layout: the collection view "automatically flips the
    /// horizontal coordinate system" of a layout whose `flipsHorizontallyInOppositeLayoutDirection`
    /// is true when the view reads in the other direction than the layout's
    /// `developmentLayoutDirection` (Apple: UICollectionViewLayout ›
    /// flipsHorizontallyInOppositeLayoutDirection). It flips what the layout answers; the touches
    /// its recognizers report stay in the view's coordinates, so the adapter flips them into the
    /// layout's before the core sees them (across the content's width, as the frames).
    extension UICollectionView {
        /// True when UIKit flips the installed layout's horizontal coordinates.
        var flipsLayoutHorizontally: Bool {
            collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection
                && effectiveUserInterfaceLayoutDirection != collectionViewLayout.developmentLayoutDirection
        }

        /// `point` (the view's content coordinates) in the layout's.
        func layoutPoint(_ point: CGPoint) -> CGPoint {
            flipsLayoutHorizontally ? CGPoint(x: contentSize.width - point.x, y: point.y) : point
        }

        /// A motion of the view (a translation, points, or a velocity, points per second) in the
        /// layout's coordinates.
        func layoutVector(_ vector: CGPoint) -> CGPoint {
            flipsLayoutHorizontally ? CGPoint(x: -vector.x, y: vector.y) : vector
        }
    }
#endif
