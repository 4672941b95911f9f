import Foundation
import LayoutKitBehaviors
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// The physics toy of "UICollectionView + UIKit Dynamics" ("beyond flow") on the headless host,
/// against the pendulum and free fall worked out by hand.
struct PhysicsToyLayoutTests {
    /// The shared point of a 320 pt wide toy: the top center.
    let point = CGPoint(x: 160, y: 0)
    /// A 1 Hz spring (ω = 2π/s) stretched by gravity 1 000 pt/s²: g / ω² = 25.33 pt past 300.
    let hangingDistance = 300 + 1000 / (4 * Double.pi * Double.pi)
    /// How far from straight below a pendulum may stop: the animator rests once every speed
    /// stays under 1 pt/s for 0.25 s; near a turning point at amplitude A the speed is about
    /// A ω² t with ω² = g / L = 1000 / 325.3, so A ω² × 0.125 s < 1 pt/s gives A < 2.6 pt.
    let restSwing = 1 / (1000 / (300 + 1000 / (4 * Double.pi * Double.pi)) * 0.125)

    func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

    /// The drop from rest in `t` seconds under gravity g = 1 000 pt/s² and air resistance
    /// c = 1.5/s (v' = g − c v): g t / c − g (1 − e^{−c t}) / c².
    func fallen(after t: Double) -> Double {
        let (g, c) = (1000.0, 1.5)
        return g * t / c - g * (1 - exp(-c * t)) / (c * c)
    }

    @Test func anInsertedItemAppearsOffScreenRightAndComesToHangBelowTheSharedPoint() throws {
        let app = try ToyApp()
        try app.insert()
        #expect(app.toy.attributes(at: app.item(0))?.frame == CGRect(x: 364, y: 300, width: 44, height: 44))
        #expect(app.host.visibleElements.isEmpty, "off screen to the right")
        for _ in 0..<30 {  // no host tween: the host shows the physics, frame by frame
            try app.host.advanceFrame()
            #expect(app.host.visibleElements.allSatisfy { $0 == app.toy.attributes(at: $0.indexPath) })
        }
        #expect(try app.host.runUntilIdle(timeout: 30))
        let center = try #require(app.shown(0))
        #expect(abs(center.x - 160) < restSwing, "straight below the point")
        #expect(abs(distance(center, point) - hangingDistance) < 0.5)
        #expect(app.toy.contentSize == CGSize(width: 320, height: 568))
    }

    @Test func itemsInsertedOneAfterAnotherAllHangFromThePointWithoutOverlapping() throws {
        // Frictionless, as in the article: friction could hold an item out past its spring's
        // stretch.
        let app = try ToyApp(configuration: PhysicsToyConfiguration(friction: 0))
        for _ in 0..<4 {
            try app.insert()
            try app.host.advance(frames: 6)
        }
        #expect(try app.host.runUntilIdle(timeout: 60))
        let frames = (0..<4).compactMap { app.toy.attributes(at: app.item($0))?.frame }
        #expect(frames.count == 4)
        for frame in frames {
            // Fanned out, gravity stretches each spring by at most g / ω².
            let reach = distance(CGPoint(x: frame.midX, y: frame.midY), point)
            #expect(reach > 295 && reach < hangingDistance + 1, "\(frame)")
            #expect(CGRect(x: 0, y: 0, width: 320, height: 568).intersects(frame))
        }
        for (index, frame) in frames.enumerated() {
            for other in frames[(index + 1)...] {
                let overlap = frame.intersection(other)
                #expect(overlap.isNull || min(overlap.width, overlap.height) < 1, "\(frame) \(other)")
            }
        }
    }

    @Test func aDroppedItemFallsFreelyOutOfTheScreenThenLeavesTheData() throws {
        let app = try ToyApp()
        try app.insert(2)
        #expect(try app.host.runUntilIdle(timeout: 60))
        let hanging = try #require(app.toy.attributes(at: app.item(0)))
        let survivor = try #require(app.toy.attributes(at: app.item(1)))
        let dropped = app.host.time
        try app.toy.dropItem(at: app.item(0))
        try app.host.advance(frames: 12)  // 0.2 s: 19.0 pt
        let shown = try #require(app.shown(0))
        #expect(abs(shown.y - hanging.center.y - fallen(after: 0.2)) < 1)
        #expect(app.reports.isEmpty, "still on screen")
        #expect(try app.host.runUntilIdle(timeout: 30))
        #expect(app.reports == [[app.item(0)]])
        // Its top (center - 22) reaches the bottom, 568, when fallen(after: t) is that far.
        let depth = 568 - (hanging.center.y - 22)
        let fall = try #require(stride(from: 0.0, to: 3, by: 0.0005).first { fallen(after: $0) >= depth })
        let reported = try #require(app.reportTimes.first) - dropped
        #expect(reported >= fall - 1.0 / 60 && reported <= fall + 2.0 / 60, "\(reported) vs \(fall)")
        #expect(app.count == 1 && app.toy.bodyCount == 1 && app.toy.departingCount == 0)
        // The other one, now item 0, was pushed aside by the dropped one: it swings to the middle.
        let alone = try #require(app.toy.attributes(at: app.item(0))?.center)
        #expect(abs(survivor.center.x - 160) > 5 && abs(alone.x - 160) < restSwing)
        #expect(abs(distance(alone, point) - hangingDistance) < 0.5)
    }

    @Test func aReportTheAppRefusesIsMadeAgainAtTheNextFrame() throws {
        let app = try ToyApp()
        try app.insert(3)
        #expect(try app.host.runUntilIdle(timeout: 60))
        try app.toy.dropItem(at: app.item(1))
        app.refusals = 1
        var refused: (any Error)?
        for _ in 0..<600 where refused == nil {
            do { try app.host.advanceFrame() } catch { refused = error }
        }
        #expect(refused != nil && app.reports == [[app.item(1)]] && app.count == 3)
        // The next frame tells it again, and this time the app deletes it.
        try app.host.advanceFrame()
        #expect(app.reports == [[app.item(1)], [app.item(1)]])
        #expect(app.count == 2)
    }

    @Test func aDeletedItemFallsOutAsADepartingElementAndIsLetGoBelowTheScreen() throws {
        let app = try ToyApp()
        try app.insert()
        #expect(try app.host.runUntilIdle(timeout: 30))
        let hanging = try #require(app.shown(0))
        try app.delete([app.item(0)])
        #expect(app.count == 0 && app.toy.departingCount == 1)
        #expect(app.host.visibleElements.map(\.center) == [hanging], "shown where it hung")
        try app.host.advance(frames: 12)
        let falling = try #require(app.host.visibleElements.first)
        #expect(abs(falling.center.y - hanging.y - fallen(after: 0.2)) < 1 && falling.alpha == 1, "it falls, not fades")
        #expect(try app.host.runUntilIdle(timeout: 30))
        #expect(app.host.visibleElements.isEmpty && app.toy.departingCount == 0 && app.toy.bodyCount == 0)
        #expect(app.reports.isEmpty, "the data source deleted it itself")
    }

    @Test func anItemDeletedWhileFlyingInFallsOutAndInsertsAndDeletesOverlap() throws {
        let app = try ToyApp()
        var expected = 0
        for round in 0..<20 {
            try app.insert()
            expected += 1
            try app.host.advance(frames: 2)
            if round % 2 == 1 {
                try app.delete([app.item(app.count - 1)])  // the newest, still flying in
                expected -= 1
            }
        }
        #expect(app.count == expected && app.toy.bodyCount == expected)
        #expect(try app.host.runUntilIdle(timeout: 60))
        #expect(app.toy.departingCount == 0 && app.toy.bodyCount == 10)
        let shown = app.host.visibleElements.filter { $0.category == .cell }
        #expect(shown.count == 10, "the survivors; the deleted ones all fell out")
        // Ten items pile up in two layers under the point, each on screen.
        #expect(shown.allSatisfy { CGRect(x: 0, y: 0, width: 320, height: 568).contains($0.frame) })
    }

    @Test func updatesAtInvalidIndexPathsAreRefusedAndThePhysicsGoesOnUntouched() throws {
        let app = try ToyApp()
        let twin = try ToyApp()
        for toy in [app, twin] {
            try toy.insert(3)
            try toy.host.advance(frames: 20)
        }
        let before = (0..<3).map { app.toy.attributes(at: app.item($0)) }
        var delete = BatchUpdate()
        delete.deleteItems([app.item(5)])
        #expect(throws: LayoutError.self) { try app.host.performBatchUpdates(delete, countsAfter: [2]) }
        var insert = BatchUpdate()
        insert.insertItems([IndexPath(item: 0, section: 3)])
        #expect(throws: LayoutError.self) { try app.host.performBatchUpdates(insert, countsAfter: [4]) }
        #expect(throws: LayoutError.indexPathOutOfRange(app.item(3), sectionCount: 1, itemCount: 3)) {
            try app.toy.dropItem(at: app.item(3))
        }
        #expect((0..<3).map { app.toy.attributes(at: app.item($0)) } == before)
        #expect(app.count == 3 && app.toy.bodyCount == 3)
        try app.host.advance(frames: 60)
        try twin.host.advance(frames: 60)
        #expect(app.host.visibleElements == twin.host.visibleElements, "as if the bad updates never came")
    }

    @Test func zeroItemsAndZeroSizedItems() throws {
        let app = try ToyApp(contentInset: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(app.toy.contentSize == CGSize(width: 320, height: 548), "the frame less the top inset")
        #expect(app.host.isIdle && app.host.visibleElements.isEmpty)
        #expect(throws: LayoutError.self) { try app.toy.dropItem(at: app.item(0)) }
        let sized = try ToyApp(sizes: { $0.item == 0 ? .zero : CGSize(width: 44, height: 44) })
        try sized.insert(2)
        #expect(sized.toy.bodyCount == 1, "no body for a zero-sized item")
        try sized.toy.dropItem(at: sized.item(0))
        #expect(sized.reports.isEmpty, "never handed to the app inside a call into the layout")
        try sized.host.advanceFrame()
        #expect(sized.reports == [[sized.item(0)]] && sized.count == 1, "nothing to fall: handed over after the next frame")
    }

    @Test func nonFiniteSizesAreTypedErrorsAndChangeNothing() throws {
        let app = try ToyApp(sizes: { $0.item == 1 ? CGSize(width: CGFloat.nan, height: 44) : CGSize(width: 44, height: 44) })
        try app.insert()
        try app.host.advance(frames: 10)
        let before = app.toy.attributes(at: app.item(0))
        let error = #expect(throws: LayoutError.self) { try app.insert() }
        guard case .invalidItemSize(let culprit, _) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(culprit == app.item(1))
        #expect(app.count == 1 && app.toy.bodyCount == 1 && app.toy.attributes(at: app.item(0)) == before)
        let badSettings = PhysicsToyLayout(
            configuration: PhysicsToyConfiguration(itemSize: CGSize(width: 44, height: CGFloat.infinity)))
        #expect(throws: LayoutError.self) {
            try badSettings.prepare(LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: [1]))
        }
    }

    @Test func onAnIPadCanvasTheToyScalesAsTheArticlesScreenWouldAndItemsDoNot() throws {
        let canvas = CGSize(width: 1_024, height: 1_366)
        let scale = 1_366.0 / 568  // the height's ratio, smaller than the width's (1 024 / 320 = 3.2)
        let app = try ToyApp(frameSize: canvas)
        try app.insert()
        #expect(
            app.toy.attributes(at: app.item(0))?.frame == CGRect(x: 1_068, y: 300 * scale, width: 44, height: 44),
            "the launch top scales; the item's size does not")
        #expect(try app.host.runUntilIdle(timeout: 30))
        let center = try #require(app.shown(0))
        #expect(
            abs(distance(center, CGPoint(x: 512, y: 0)) - (300 * scale + 1000 / (4 * Double.pi * Double.pi))) < 0.5,
            "the spring's rest length is 300 pt scaled; gravity stretches it by the same 25.33 pt")

        let unscaled = try ToyApp(configuration: PhysicsToyConfiguration(referenceCanvas: nil), frameSize: canvas)
        try unscaled.insert()
        #expect(try unscaled.host.runUntilIdle(timeout: 30))
        let hanging = try #require(unscaled.shown(0))
        #expect(abs(distance(hanging, CGPoint(x: 512, y: 0)) - hangingDistance) < 0.5, "no reference canvas: lengths in points")

        let empty = PhysicsToyLayout(configuration: PhysicsToyConfiguration(referenceCanvas: CGSize(width: 0, height: 568)))
        #expect(throws: LayoutError.invalidParameter(name: "referenceCanvas", value: 0, reason: "must be positive")) {
            try empty.prepare(LayoutContext(bounds: CGRect(origin: .zero, size: canvas), itemCounts: [1]))
        }
    }

    @Test func aRotationMidFlightEndsWithEveryItemHangingFromTheMovedPoint() throws {
        let app = try ToyApp()
        try app.insert(3)
        try app.host.advance(frames: 20)
        try app.host.setFrameSize(CGSize(width: 568, height: 320), animation: .rotation)
        #expect(try app.host.runUntilIdle(timeout: 60))
        #expect(app.toy.contentSize == CGSize(width: 568, height: 320) && app.toy.hangingPoint == CGPoint(x: 284, y: 0))
        // The springs shorten with the canvas (300 pt on 568 pt of height, so 300 × 320 / 568 on
        // 320): the three items hang from the moved point above the landscape screen's floor,
        // side by side, none further from it than one spring stretched by gravity, and none
        // nearer than that less an item's width (they push each other apart).
        let landscapeHanging = 300 * 320 / 568 + 1000 / (4 * Double.pi * Double.pi)
        for item in 0..<3 {
            let frame = try #require(app.toy.attributes(at: app.item(item))?.frame)
            let reach = distance(CGPoint(x: frame.midX, y: frame.midY), CGPoint(x: 284, y: 0))
            #expect(reach < landscapeHanging + 1 && reach > landscapeHanging - 44, "\(item): \(reach) pt")
            #expect(frame.maxY < 320, "above the floor")
        }
        #expect(app.count == 3 && app.toy.bodyCount == 3 && app.reports.isEmpty)
    }

    /// A screen no larger than an item is a boundary its bodies cannot fit inside (the spring
    /// carousel's content once never came to rest in such a case): the toy still comes to rest,
    /// every frame finite, whichever way the screen is too small.
    @Test(arguments: [
        CGSize(width: 30, height: 30), CGSize(width: 44, height: 44),
        CGSize(width: 40, height: 600), CGSize(width: 320, height: 40)
    ])
    func onAScreenNoLargerThanAnItemTheToyStillComesToRest(screen: CGSize) throws {
        let app = try ToyApp(frameSize: screen)
        try app.insert(3)
        #expect(try app.host.runUntilIdle(timeout: 120), "still moving after two minutes on \(screen)")
        for item in 0..<app.count {
            let frame = try #require(app.toy.attributes(at: app.item(item))?.frame)
            #expect(frame.origin.isFinite && frame.size == CGSize(width: 44, height: 44), "\(frame)")
        }
    }
}
