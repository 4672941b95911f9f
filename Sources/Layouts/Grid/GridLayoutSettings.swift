import Foundation
import LayoutKitCore

/// The settings the waterfall and the column grid configurations share: their columns.
protocol GridLayoutSettings {
    var columns: GridColumns { get }
    var columnSpacing: CGFloat { get }
    var sectionInsets: EdgeInsets { get }
}

extension GridLayoutSettings {
    /// The columns resolved for a pass over `inputs`.
    func columnMetrics(for inputs: GridPassInputs) -> GridColumnMetrics {
        GridColumnMetrics(
            columns: columns, spacing: columnSpacing, insets: sectionInsets, contentWidth: inputs.contentWidth,
            displayScale: inputs.displayScale)
    }
}

extension WaterfallConfiguration: GridLayoutSettings {}

extension ColumnGridConfiguration: GridLayoutSettings {}
