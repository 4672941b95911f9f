import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import LayoutKitTesting
import Testing

/// Section backgrounds: one decoration view behind each section, inset, below the cells, carried
/// by wrappers, transitions and snapshots.
struct FlowSectionBackgroundTests {
    /// Two sections of 50 pt items, 5 to a line of 320 pt, inset 10: section 0 (6 items, two
    /// lines) spans 0 to 10 + 50 + 10 + 50 + 10 = 130; section 1 (3 items, one line) 130 to 200.
    static func layout(horizontal: Bool = false) -> FlowLayout {
        FlowLayout { configuration in
            configuration.scrollDirection = horizontal ? .horizontal : .vertical
            configuration.sectionInset = EdgeInsets(all: 10)
            configuration.sectionBackground = FlowSectionBackground(inset: EdgeInsets(top: 2, left: 4, bottom: 6, right: 8))
        }
    }

    static func background(_ section: Int, _ frame: CGRect) -> LayoutAttributes {
        LayoutAttributes(
            indexPath: IndexPath(item: 0, section: section),
            category: .decorationView(kind: FlowSectionBackground.defaultKind), frame: frame, zIndex: -1)
    }

    @Test func eachSectionGetsAnInsetBackgroundBelowItsCells() throws {
        let layout = Self.layout()
        try layout.prepare(phoneContext([6, 3]))
        let first = Self.background(0, CGRect(x: 4, y: 2, width: 308, height: 122))
        let second = Self.background(1, CGRect(x: 4, y: 132, width: 308, height: 62))
        let all = layout.attributes(in: CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(all.filter { $0.category != .cell } == [first, second])
        #expect(layout.attributes(in: CGRect(x: 0, y: 150, width: 320, height: 10)).filter { $0.category != .cell } == [second])
        #expect(
            layout.decorationAttributes(ofKind: FlowSectionBackground.defaultKind, at: IndexPath(item: 0, section: 1)) == second)
        #expect(layout.decorationAttributes(ofKind: "other", at: IndexPath(item: 0, section: 1)) == nil)
        #expect(layout.decorationAttributes(ofKind: FlowSectionBackground.defaultKind, at: IndexPath(item: 0, section: 2)) == nil)
    }

    @Test func horizontalAndWrappedLayoutsCarryTheBackground() throws {
        let layout = Self.layout(horizontal: true)
        try layout.prepare(LayoutContext(bounds: CGRect(x: 0, y: 0, width: 568, height: 320), itemCounts: [6, 3]))
        // Section 0 runs 130 pt along x (two columns of five); the inset stays in screen terms:
        // 4 left, 2 top, 8 right, 6 bottom.
        let expected = Self.background(0, CGRect(x: 4, y: 2, width: 118, height: 312))
        #expect(
            layout.decorationAttributes(ofKind: FlowSectionBackground.defaultKind, at: IndexPath(item: 0, section: 0)) == expected
        )
        let inset = Self.layout().inset(by: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        try inset.prepare(phoneContext([6, 3]))
        let wrapped = inset.decorationAttributes(ofKind: FlowSectionBackground.defaultKind, at: IndexPath(item: 0, section: 0))
        #expect(wrapped?.frame == CGRect(x: 4, y: 22, width: 308, height: 122))
    }

    @Test func transitionsAndSnapshotsShowTheBackground() throws {
        let from = Self.layout()
        let to = FlowLayout { configuration in
            configuration.sectionInset = EdgeInsets(all: 20)
            configuration.sectionBackground = FlowSectionBackground()
        }
        let transition = TransitionLayout(from: from, to: to)
        let context = phoneContext([6, 3])
        try transition.prepare(context)
        try transition.updateInteractiveTransition(0.5)
        let key = ElementKey(
            category: .decorationView(kind: FlowSectionBackground.defaultKind), indexPath: IndexPath(item: 0, section: 0))
        let middle = try #require(transition.attributes(in: CGRect(x: 0, y: 0, width: 320, height: 568)).first { $0.key == key })
        // From (4, 2, 308, 122) to section 0 of the second layout: 20 + 50 + 10 + 50 + 20 = 150 tall.
        #expect(middle.frame == CGRect(x: 2, y: 1, width: 314, height: 136))
        try from.prepare(context)
        let text = LayoutSnapshot(of: from, in: CGRect(x: 0, y: 0, width: 320, height: 568), context: context).text
        #expect(text.contains("decoration(section-background) [0, 0] frame 4.00 2.00 308.00 122.00"))
    }

    @Test func aNegativeInsetIsNamed() throws {
        let layout = FlowLayout {
            $0.sectionBackground = FlowSectionBackground(inset: EdgeInsets(top: 0, left: -1, bottom: 0, right: 0))
        }
        #expect(
            throws: LayoutError.invalidParameter(name: "sectionBackground.inset.left", value: -1, reason: "must not be negative")
        ) {
            try layout.prepare(phoneContext([3]))
        }
    }
}
