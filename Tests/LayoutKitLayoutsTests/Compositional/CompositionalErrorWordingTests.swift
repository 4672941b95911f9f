import LayoutKitCore
import LayoutKitLayouts
import Testing

/// The compositional layout's errors read as a newcomer needs them: what is wrong, and the fix.
struct CompositionalErrorWordingTests {
    @Test func aLayoutScrollingTheWrongWaySaysWhichWayAndHowToFixIt() {
        let text = CompositionalLayoutError.scrollDirectionMismatch(section: 2, expected: .horizontal).description
        #expect(text.hasPrefix("Section 2's layout must scroll horizontally"))
        #expect(text.contains(".cardRow(scrollDirection: .horizontal)") && text.contains("orthogonalScrolling"))
    }
}
