import Foundation
import LayoutKitCore

// Margins of 16 pt around the rows: the rows lay out in the viewport less the insets.
let padded = RowsLayout().inset(by: EdgeInsets(all: 16))

// The same algorithm with x and y exchanged: columns side by side, scrolling sideways.
let sideways = RowsLayout(rowHeight: 120).transposed()
