import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

/// The hooks a host calls, in order, checked against UIKit's documented order with a layout
/// that records its calls.
struct HostHookOrderTests {
    /// 100 rows of 40 pt, 10 pt apart (content 320 x 4990) in a 320 x 480 viewport.
    static func makeHost(_ layout: SpyLayout = SpyLayout()) throws -> (CollectionViewHost, SpyLayout) {
        let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 480), itemCounts: [100])
        return (host, layout)
    }

    @Test func theFirstQueryComesAfterPrepareWhenTheHostIsMade() throws {
        let (host, spy) = try Self.makeHost()
        #expect(spy.names() == ["prepare", "attributesInRect"], "a host that exists has laid out")
        #expect(spy.calls.last == .attributesInRect(CGRect(x: 0, y: 0, width: 320, height: 480)))
        #expect(host.visibleElements.map(\.indexPath.item) == Array(0...9))
        try host.advanceFrame()
        #expect(spy.names() == ["prepare", "attributesInRect"], "nothing changed: nothing is asked again")
    }

    @Test func aScrollAsksShouldInvalidateWithTheBoundsBeforeIt() throws {
        let (host, spy) = try Self.makeHost()
        try host.advanceFrame()
        let start = spy.calls.count
        try host.setContentOffset(CGPoint(x: 0, y: 100))
        #expect(spy.names(from: start) == ["shouldInvalidate", "attributesInRect"])
        #expect(
            spy.calls[start]
                == .shouldInvalidate(
                    newBounds: CGRect(x: 0, y: 100, width: 320, height: 480),
                    oldBounds: CGRect(x: 0, y: 0, width: 320, height: 480), touch: nil))
    }

    @Test func aScrollThatInvalidatesPreparesAgainBeforeTheQuery() throws {
        let spy = SpyLayout()
        spy.invalidatesOnEveryBoundsChange = true
        let (host, _) = try Self.makeHost(spy)
        try host.advanceFrame()
        let start = spy.calls.count
        try host.setContentOffset(CGPoint(x: 0, y: 100))
        #expect(
            spy.names(from: start) == ["shouldInvalidate", "invalidationContext", "invalidate", "prepare", "attributesInRect"])
        #expect(spy.calls[start + 2] == .invalidate(.everything))
    }

    @Test func aDragShowsTheTouchUntilTheFingerLiftsThenAsksTheTargetOnce() throws {
        let (host, spy) = try Self.makeHost()
        try host.advanceFrame()
        let start = spy.calls.count
        // 1000 pt/s upwards for 0.2 s: the content scrolls down by 200 pt, then flings on.
        try host.drag(.line(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.2))
        try host.advance(frames: 20)
        let calls = Array(spy.calls[start...])
        let targetIndex = try #require(calls.firstIndex { $0.name == "target" })
        #expect(calls.filter { $0.name == "target" }.count == 1)
        var touched = 0
        for (index, call) in calls.enumerated() {
            guard case let .shouldInvalidate(newBounds, oldBounds, touch) = call else { continue }
            if index < targetIndex {
                let touch = try #require(touch, "the finger is down before the release")
                // The pan's location in the collection view: the finger plus the bounds origin
                // before the change (the collection view's bounds have not moved yet).
                let finger = CGPoint(x: 160, y: 400 - (newBounds.minY - 0))
                #expect(abs(touch.location.y - (finger.y + oldBounds.minY)) < 1e-9)
                #expect(touch.location.x == 160)
                #expect(abs(touch.velocity.y - -1000) < 1e-6 && touch.velocity.x == 0)
                touched += 1
            } else {
                #expect(touch == nil, "no touch after the finger lifts")
            }
        }
        #expect(touched == 12, "one bounds change per frame for 0.2 s at 60 Hz")
        guard case let .target(proposed, velocity) = calls[targetIndex] else { return }
        #expect(velocity.map { abs($0.y - 1000) < 1e-6 && $0.x == 0 } == true, "the scroll velocity, opposite to the finger's")
        #expect(abs(proposed.y - (200 + 1000.0 / 1000 * 0.998 / 0.002)) < 1e-6)
        #expect(calls[targetIndex - 1].name == "shouldInvalidate", "the last touch event moves the content first")
    }

    @Test func anAnimatedRotationCallsTheBoundsChangeHooksInUIKitsOrder() throws {
        let (host, spy) = try Self.makeHost()
        try host.advanceFrame()
        let start = spy.calls.count
        try host.setFrameSize(CGSize(width: 480, height: 320), animation: .rotation)
        #expect(
            spy.names(from: start) == [
                "shouldInvalidate", "invalidationContext", "invalidate", "prepare", "prepareForAnimatedBoundsChange",
                "target", "attributesInRect", "final", "initial", "attributesAt", "finalizeAnimatedBoundsChange",
                "attributesInRect"
            ])
        let calls = spy.calls[start...]
        #expect(calls.contains(.prepareForAnimatedBoundsChange(CGRect(x: 0, y: 0, width: 320, height: 480))))
        // Every element on screen before is asked as disappearing, every one after as appearing.
        #expect(calls.filter { $0.name == "final" } == (0...9).map { .final(.cell(IndexPath(item: $0, section: 0))) })
        #expect(calls.filter { $0.name == "initial" } == (0...6).map { .initial(.cell(IndexPath(item: $0, section: 0))) })
        #expect(spy.lastContext?.bounds == CGRect(x: 0, y: 0, width: 480, height: 320))
    }

    @Test func aBatchUpdateCallsTheUpdateHooksInUIKitsOrder() throws {
        let (host, spy) = try Self.makeHost()
        try host.advanceFrame()
        let start = spy.calls.count
        var update = BatchUpdate()
        update.insertItems([IndexPath(item: 0, section: 0)])
        try host.performBatchUpdates(update, countsAfter: [101])
        let names = spy.names(from: start)
        #expect(
            names == [
                "invalidate", "prepare", "prepareForUpdates", "target", "attributesInRect", "final", "initial",
                "attributesAt", "finalizeUpdates", "attributesInRect"
            ])
        #expect(spy.calls[start] == .invalidate(.dataSourceCounts))
        #expect(spy.lastContext?.itemCounts == [101])
        // Asked for every element on screen, with index paths before (final) and after (initial).
        let finals = spy.calls[start...].filter { $0.name == "final" }
        let initials = spy.calls[start...].filter { $0.name == "initial" }
        #expect(finals == (0...9).map { .final(.cell(IndexPath(item: $0, section: 0))) })
        #expect(initials == (0...9).map { .initial(.cell(IndexPath(item: $0, section: 0))) })
        // The last row leaves the screen: the host looks up where it goes (item 9 becomes 10).
        #expect(spy.calls[start...].contains(.attributesAt(IndexPath(item: 10, section: 0))))
    }
}
