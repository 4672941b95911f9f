import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

/// The settling of a released interactive transition, against its stated properties.
struct TransitionSettlingTests {
    static let cases: [(TransitionSettling, Double, Double, Double)] = [
        (.curve(duration: 0.3), 0.2, 2, 1), (.curve(duration: 0.3), 0.9, 30, 1), (.curve(duration: 0.3), 0.7, -4, 0),
        (.spring(frequency: 2), 0.2, 2, 1), (.spring(frequency: 2), 0.9, 30, 1), (.spring(frequency: 3), 0.6, 0, 0)
    ]

    @Test(arguments: cases)
    func itStartsWithTheGesturesVelocityNeverPassesTheEndAndArrivesExactly(
        settling: TransitionSettling, start: Double, velocity: Double, target: Double
    ) {
        let h = 1e-6
        let slope = (settling.progress(elapsed: h, from: start, velocity: velocity, to: target).progress - start) / h
        #expect(abs(slope - velocity) < 0.01 * max(1, abs(velocity)))
        var previous = start
        var elapsed = 0.0
        var finished = false
        while !finished {
            elapsed += 1.0 / 600
            let state = settling.progress(elapsed: elapsed, from: start, velocity: velocity, to: target)
            #expect((state.progress - previous) * (target - start) >= 0, "moves one way only")
            #expect(target == 1 ? state.progress <= 1 : state.progress >= 0)
            (previous, finished) = (state.progress, state.isFinished)
            if elapsed > 5 { break }
        }
        #expect(finished && previous == target)
    }

    @Test func aVelocityAwayFromTheEndIsNotCarried() {
        let away = TransitionSettling.standard.progress(elapsed: 0.01, from: 0.5, velocity: -3, to: 1)
        let rest = TransitionSettling.standard.progress(elapsed: 0.01, from: 0.5, velocity: 0, to: 1)
        #expect(away.progress == rest.progress && away.progress > 0.5)
    }

    @Test func aHardFlingShortensTheCurve() {
        // From 0.9 at 30 per second a cubic ending at rest stays monotone up to 3 x 0.1 / 30 s.
        #expect(TransitionSettling.curve(duration: 0.3).progress(elapsed: 0.0101, from: 0.9, velocity: 30, to: 1).isFinished)
        #expect(!TransitionSettling.curve(duration: 0.3).progress(elapsed: 0.0099, from: 0.9, velocity: 30, to: 1).isFinished)
    }
}
