import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// The four card effects' closed forms, on the card row of the zoom line (100 pt cards 150 pt
/// apart in a 320 x 300 viewport: card i's center is at x = 150 i + 50, y = 150): at offset 640
/// card 5 is in focus (its center 800 is the middle), and at offset 565 the middle is 725, so
/// cards 4 and 5 are half a page either side of it and card 6 a page and a half after it.
struct CardEffectLookTests {
    /// A host showing `effect` over the card row at `offset`, one frame in.
    static func host<Effect: CardEffect>(
        _ effect: Effect, offset: CGFloat, direction: LayoutDirection = .leftToRight, items: Int = 60
    ) throws -> CollectionViewHost {
        try ZoomEffectTests.host(
            FlowLayout(configuration: .cardRow()).cardEffect(effect), offset: offset, direction: direction, items: items)
    }

    /// The uniform scale and the turn about z of a transform without perspective.
    private func scaleAndTurn(_ cell: LayoutAttributes?) -> (scale: CGFloat, turn: CGFloat)? {
        cell.map { (hypot($0.transform3D.m11, $0.transform3D.m12), atan2($0.transform3D.m12, $0.transform3D.m11)) }
    }

    @Test func shrinkingScalesAndFadesByTheDistanceUpToOnePage() throws {
        let focused = try Self.host(.shrinking, offset: 640)
        let five = try #require(shownCell(focused, 5))
        #expect(five.transform3D.isIdentity && five.alpha == 1 && five.zIndex == 1_000)
        let between = try Self.host(.shrinking, offset: 565)
        // Half a page: 1 - 0.2 × 0.5 = 0.9, alpha 1 - 0.4 × 0.5 = 0.8; both neighbours alike.
        for item in [4, 5] {
            let cell = try #require(shownCell(between, item))
            #expect(abs(try #require(scaleAndTurn(cell)).scale - 0.9) < 1e-12 && abs(cell.alpha - 0.8) < 1e-12)
            #expect(cell.zIndex == 950)
        }
        // A page and a half, off screen: held at a page's 0.8 and 0.6, behind.
        let six = try #require(between.layout.attributes(at: IndexPath(item: 6, section: 0)))
        #expect(abs(try #require(scaleAndTurn(six)).scale - 0.8) < 1e-12 && abs(six.alpha - 0.6) < 1e-12 && six.zIndex == 850)
        #expect(six.frame == CGRect(x: 900, y: 100, width: 100, height: 100), "the frame stays the flow's")
        // Blurred away: 8 pt a page, 4 pt at half a page, reported for the host to apply.
        let blurred = try Self.host(.blurredAway, offset: 565)
        #expect(shownCell(blurred, 5)?.customValues[CardLook.blurRadiusKey] == 4)
        #expect(
            try Self.host(.blurredAway, offset: 640).visibleElements.first { $0.indexPath.item == 5 }?.customValues.isEmpty
                == true)
    }

    /// Cover Flow worked out point by point (``coverFlowCorners(center:scale:angle:shift:)``).
    @Test func coverFlowTurnsEachCardToFaceTheFocusInPerspective() throws {
        func expectCorners(_ cell: LayoutAttributes?, _ expected: [CGPoint]) {
            let drawn = cell?.drawnCorners ?? []
            #expect(drawn.count == 4)
            for (a, b) in zip(drawn, expected) { #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9, "\(a) against \(b)") }
        }
        let focused = try Self.host(.coverFlow, offset: 640)
        #expect(shownCell(focused, 5)?.transform3D.isIdentity == true && shownCell(focused, 5)?.zIndex == 1_000)
        // A page after: 0.9, -60° (turned to face the focus), a third of a page and a bit
        // (0.35 × 150 = 52.5 pt) nearer.
        expectCorners(
            shownCell(focused, 6), coverFlowCorners(center: CGPoint(x: 950, y: 150), scale: 0.9, angle: -.pi / 3, shift: -52.5))
        expectCorners(
            shownCell(focused, 4), coverFlowCorners(center: CGPoint(x: 650, y: 150), scale: 0.9, angle: .pi / 3, shift: 52.5))
        let six = try #require(shownCell(focused, 6)?.drawnCorners)
        #expect(
            six[2].y - six[1].y > six[3].y - six[0].y + 10, "card 6's outer (right) edge is nearer and taller: it faces the focus"
        )
        #expect(shownCell(focused, 6)?.zIndex == 900 && shownCell(focused, 4)?.zIndex == 900)
        // Half a page: 0.95, 30°, 26.25 pt nearer.
        let between = try Self.host(.coverFlow, offset: 565)
        expectCorners(
            shownCell(between, 5), coverFlowCorners(center: CGPoint(x: 800, y: 150), scale: 0.95, angle: -.pi / 6, shift: -26.25))
        expectCorners(
            shownCell(between, 4), coverFlowCorners(center: CGPoint(x: 650, y: 150), scale: 0.95, angle: .pi / 6, shift: 26.25))
    }

    @Test func theDeckPilesTheNextCardsBehindTheOneInFocusAndTurnsTheLeavingOne() throws {
        let focused = try Self.host(.deck, offset: 640)
        // Card 5 + p is drawn 14 p pt right of 800, at 1 - 0.06 p, for p = 1 ... 3, then gone.
        for p in 1...3 {
            let cell = try #require(shownCell(focused, 5 + p), "card \(5 + p) is shown though its frame is off screen")
            let drawn = cell.drawnBounds
            let size = 100 * (1 - 0.06 * CGFloat(p))
            #expect(abs(drawn.midX - (800 + 14 * CGFloat(p))) < 1e-9 && abs(drawn.width - size) < 1e-9, "\(drawn)")
            #expect(cell.alpha == 1 && cell.zIndex == 1_000 - 100 * p)
        }
        #expect(shownCell(focused, 9).map { $0.alpha == 0 } ?? true, "the fourth card behind is faded out")
        // Card 4, a page before, moves with the scroll (its frame's center, 650) turned by -0.25 rad.
        let leaving = try #require(shownCell(focused, 4))
        #expect(abs(try #require(scaleAndTurn(leaving)).turn + 0.25) < 1e-12 && leaving.drawnBounds.midX == 650)
        #expect(leaving.zIndex == 1_100)
        // Half way: card 5 half a page behind the focus (725 + 7), card 4 half swiped, in front.
        let between = try Self.host(.deck, offset: 565)
        let five = try #require(shownCell(between, 5)), four = try #require(shownCell(between, 4))
        #expect(abs(five.drawnBounds.midX - 732) < 1e-9 && abs(five.drawnBounds.width - 97) < 1e-9)
        #expect(abs(try #require(scaleAndTurn(four)).turn + 0.125) < 1e-12 && four.zIndex == 1_050 && five.zIndex == 950)
    }

    @Test func theParallaxReportsTheContentOffsetAlongTheAxis() throws {
        let between = try Self.host(.parallax, offset: 565)
        // -0.3 × p × 150: -22.5 pt half a page after the focus, +22.5 before, -67.5 at 1.5.
        #expect(shownCell(between, 5)?.customValues[CardLook.contentOffsetXKey] == -22.5)
        #expect(shownCell(between, 4)?.customValues[CardLook.contentOffsetXKey] == 22.5)
        #expect(between.layout.attributes(at: IndexPath(item: 6, section: 0))?.customValues[CardLook.contentOffsetXKey] == -67.5)
        #expect(shownCell(between, 5)?.transform3D.isIdentity == true)
    }

    /// Right to left is the mirror image: the same card at the mirrored offset is drawn with
    /// every corner reflected across the content's width (8 950 pt).
    @Test(arguments: [565.0, 640, 700])
    func rightToLeftIsTheMirrorImage(offset: CGFloat) throws {
        for look in [AnyCardLook.coverFlow, .deck, .parallax] {
            let ltr = try look.host(offset: offset, direction: .leftToRight)
            let rtl = try look.host(offset: ZoomLine.contentWidth - ZoomLine.viewport.width - offset, direction: .rightToLeft)
            let cells = ltr.visibleElements.filter { $0.category == .cell && $0.alpha > 0 }
            #expect(!cells.isEmpty)
            for cell in cells {
                let mirrored = try #require(shownCell(rtl, cell.indexPath.item), "\(look) card \(cell.indexPath.item)")
                let expected = try #require(cell.drawnCorners).map { CGPoint(x: ZoomLine.contentWidth - $0.x, y: $0.y) }
                let drawn = try #require(mirrored.drawnCorners)
                for point in expected { #expect(drawn.contains { abs($0.x - point.x) < 1e-6 && abs($0.y - point.y) < 1e-6 }) }
                #expect(mirrored.zIndex == cell.zIndex && mirrored.alpha == cell.alpha)
                let offsetX = cell.customValues[CardLook.contentOffsetXKey]
                #expect(mirrored.customValues[CardLook.contentOffsetXKey] == offsetX.map { -$0 })
            }
        }
    }

    @Test func badSettingsAreNamedAndTheLayoutKeepsItsAnswers() throws {
        let cases: [(String, any CardEffect)] = [
            ("minimumScale", CardScaleConfiguration(minimumScale: 0)),
            ("minimumAlpha", CardScaleConfiguration(minimumAlpha: 1.5)),
            ("maximumBlurRadius", CardScaleConfiguration(maximumBlurRadius: .nan)),
            ("maximumAngle", CardRotationConfiguration(maximumAngle: .pi / 2)),
            ("perspectiveDistance", CardRotationConfiguration(perspectiveDistance: -1)),
            ("squeeze", CardRotationConfiguration(squeeze: 2)),
            ("visibleCount", CardStackConfiguration(visibleCount: -1)),
            ("scaleStep", CardStackConfiguration(scaleStep: 0.3)),
            ("spacing", CardStackConfiguration(spacing: .infinity)),
            ("depth", CardParallaxConfiguration(depth: .nan))
        ]
        for (name, effect) in cases {
            #expect {
                try effect.validate()
            } throws: { error in
                guard case let LayoutError.invalidParameter(reported, _, _) = error else { return false }
                return reported == name
            }
        }
        let layout = FlowLayout(configuration: .cardRow()).cardEffect(CardRotationConfiguration(squeeze: 2))
        #expect(throws: LayoutError.self) {
            try CollectionViewHost(layout: layout, frameSize: ZoomLine.viewport, itemCounts: [5])
        }
    }
}

/// The card looks the right-to-left test plays, by name.
enum AnyCardLook: String, CustomStringConvertible {
    case coverFlow, deck, parallax

    var description: String { rawValue }

    func host(offset: CGFloat, direction: LayoutDirection) throws -> CollectionViewHost {
        switch self {
        case .coverFlow: try CardEffectLookTests.host(.coverFlow, offset: offset, direction: direction)
        case .deck: try CardEffectLookTests.host(.deck, offset: offset, direction: direction)
        case .parallax: try CardEffectLookTests.host(.parallax, offset: offset, direction: direction)
        }
    }
}
