import LayoutKit
import Testing
import UIKit
import UIKitAdapter

extension ThroughTheModel {
    /// A springy layout in a UIKit collection view (the model): the springs move under the finger,
    /// reach the layout as the targeted invalidations it asks for, and come to rest, when the display
    /// link stops.
    @MainActor
    struct SpringyThroughUIKitTests {
        init() { ModelDisplay.reset() }

        @Test func springsMoveUnderTheFingerAndComeToRestWithoutEverBeingReset() throws {
            let flow = FlowLayout(configuration: .compactGrid())
            let log = InvalidationLog(flow.springy())
            let layout = LayoutKitCollectionViewLayout(log)
            let screen = ModelScreen(layout, counts: [120])
            ModelDisplay.advance(until: { ModelDisplay.links.isEmpty }, limit: 120)
            let everythingBefore = log.contexts.filter(\.invalidateEverything).count
            screen.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -12), frames: 12)
            #expect(ModelDisplay.links.count == 1, "the springs move: the display link runs")
            let wobbling = screen.cellFrames.filter { path, frame in frame != flow.attributes(at: path)?.frame }
            #expect(!wobbling.isEmpty, "cells trail the content under the finger")
            var staleFrames = 0
            #expect(ModelDisplay.advance(until: {
                staleFrames += screen.cellFrames.filter { path, frame in frame != layout.layoutAttributesForItem(at: path)?.frame }.count
                return ModelDisplay.links.isEmpty && !screen.collectionView.isDecelerating
            }, limit: 1200), "at rest the display link stops")
            #expect(staleFrames == 0, "every frame shows each cell where the springs are: their invalidations name every cell that moved")
            ModelDisplay.advance(frames: 2)
            #expect(log.contexts.filter(\.invalidateEverything).count == everythingBefore,
                    "the springs' own invalidations reach the layout as they were asked, never as everything")
            #expect(log.contexts.count > everythingBefore + 10, "the springs invalidated the layout while they moved")
            for (path, frame) in screen.cellFrames {
                let rest = try #require(flow.attributes(at: path)?.frame)
                #expect(abs(frame.minY - rest.minY) < 0.5 && abs(frame.minX - rest.minX) < 0.5, "\(path) at its place")
            }
        }
    }
}
