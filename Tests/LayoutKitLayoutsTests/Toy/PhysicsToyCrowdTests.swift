import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// A crowd larger than the screen: the toy lets in as many items as cover half the screen and
/// holds the rest off screen to the right until others leave.
struct PhysicsToyCrowdTests {
    let screen = CGRect(x: 0, y: 0, width: 320, height: 568)
    /// Where a waiting 44 pt item sits on a 320 pt wide screen: at the launch point, one item
    /// width past the right edge, 300 pt down.
    let waitingFrame = CGRect(x: 364, y: 300, width: 44, height: 44)
    /// Half of 320 x 568 pt holds 46 whole items of 44 x 44 pt (90 880 / 1 936 = 46.9).
    let admitted = 46

    /// The items whose frames meet the screen, and those waiting at the launch point.
    func census(_ app: ToyApp) -> (hanging: [Int], waiting: [Int]) {
        let frames = (0..<app.count).map { app.toy.attributes(at: app.item($0))?.frame }
        return (
            frames.indices.filter { frames[$0]?.intersects(screen) == true },
            frames.indices.filter { frames[$0] == waitingFrame }
        )
    }

    @Test func aHundredItemsOf44PointsRestWithTheOldestHangingAndTheRestWaitingOffScreen() throws {
        let app = try ToyApp()
        for _ in 0..<100 {
            try app.insert()
            try app.host.advance(frames: 6)
        }
        #expect(try app.host.runUntilIdle(timeout: 120), "the crowd comes to rest")
        let (hanging, waiting) = census(app)
        #expect(hanging == Array(0..<admitted), "the oldest items hang")
        #expect(waiting == Array(admitted..<100), "the others wait, untouched")
        #expect(app.toy.animator.deepestOverlap < 1)
        for item in hanging {
            let frame = try #require(app.toy.attributes(at: app.item(item))?.frame)
            #expect(screen.insetBy(dx: -1, dy: -1).contains(frame), "item \(item) on screen: \(frame)")
        }
    }

    @Test func itemsThatLeaveLetTheWaitingOnesInOldestFirst() throws {
        let app = try ToyApp()
        try app.insert(admitted + 10)
        try app.host.advance(frames: 30)
        #expect(census(app).waiting == Array(admitted..<admitted + 10))
        for item in [0, 1, 2] { try app.toy.dropItem(at: app.item(item)) }
        #expect(try app.host.runUntilIdle(timeout: 120))
        #expect(app.reports.flatMap { $0 }.count == 3 && app.count == admitted + 7)
        let (hanging, waiting) = census(app)
        #expect(hanging == Array(0..<admitted), "the first three waiting items came in")
        #expect(waiting == Array(admitted..<admitted + 7))
    }

    @Test func aWaitingItemDroppedOrDeletedLeavesTheLineAtOnce() throws {
        let app = try ToyApp()
        try app.insert(admitted + 3)
        try app.host.advanceFrame()
        try app.toy.dropItem(at: app.item(admitted))
        #expect(app.reports.isEmpty, "handed to the app after the frame")
        try app.host.advanceFrame()
        #expect(app.reports == [[app.item(admitted)]] && app.count == admitted + 2)
        try app.delete([app.item(admitted)])
        try app.host.advanceFrame()
        #expect(app.count == admitted + 1 && census(app).waiting == [admitted])
        #expect(app.toy.bodyCount == admitted)
    }

    @Test func aRotationMovesTheWaitingItemsToTheNewLaunchPoint() throws {
        let app = try ToyApp()
        try app.insert(admitted + 2)
        try app.host.advanceFrame()
        try app.host.setFrameSize(CGSize(width: 568, height: 320), animation: .rotation)
        try app.host.advanceFrame()
        for item in admitted..<admitted + 2 {
            // The launch top scales with the canvas: 300 pt on 568 pt of height, so 300 × 320 / 568.
            #expect(
                app.toy.attributes(at: app.item(item))?.frame == CGRect(x: 612, y: 300 * (320.0 / 568), width: 44, height: 44))
        }
    }

    @Test func aBadFrictionOrCrowdShareIsATypedErrorNamingIt() throws {
        for (configuration, name) in [
            (PhysicsToyConfiguration(friction: -1), "friction"), (PhysicsToyConfiguration(crowdShare: 1.5), "crowdShare"),
            (PhysicsToyConfiguration(crowdShare: .nan), "crowdShare")
        ] {
            let toy = PhysicsToyLayout(configuration: configuration)
            let error = #expect(throws: LayoutError.self) {
                try toy.prepare(LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: [1]))
            }
            guard case .invalidParameter(let culprit, _, _) = error else {
                Issue.record("\(String(describing: error))")
                continue
            }
            #expect(culprit == name)
        }
    }
}
