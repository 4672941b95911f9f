import Foundation
import LayoutKitCore
import Testing

@testable import LayoutKitBehaviors

/// The animator's profile: what its steps handled and where their time went.
struct DynamicsProfileTests {
    /// A 20 x 20 pt box under gravity, its bottom `drop` pt above the floor at y = 600.
    private func fallingBox(drop: CGFloat) throws -> DynamicAnimator {
        let box = Piece(at: CGPoint(x: 100, y: 590 - drop), size: CGSize(width: 20, height: 20))
        return try animator(with: GravityBehavior(items: [box]), try floorCollision([box]))
    }

    /// 50 pt above the floor the box lands after about 19 frames and has not rested a quarter
    /// of a second by frame 30, so every one of the 120 internal steps counts.
    @Test func countsEveryStepAndDetectionAndAccountsForItsTime() throws {
        let animator = try fallingBox(drop: 50)
        let start = DispatchTime.now().uptimeNanoseconds
        try run(animator, seconds: 0.5)
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let profile = animator.profile
        #expect(profile.steps == 120)
        // Found on the first step of every frame, and at most on every step.
        #expect((30...120).contains(profile.detections))
        // The floor's contact appears on the way down and holds the box once it landed.
        #expect(profile.contactSteps > 0)
        #expect(profile.activeContactSteps > 0)
        #expect(profile.activeContactSteps <= profile.contactSteps)
        for time in [profile.findingTime, profile.solvingTime, profile.relaxingTime, profile.otherTime] { #expect(time > 0) }
        #expect(profile.totalTime <= wall)
    }

    @Test func aResetStartsAfreshAndARebuildKeepsCounting() throws {
        let animator = try fallingBox(drop: 400)
        try run(animator, seconds: 10.0 / 60)
        #expect(animator.profile.steps == 40)
        // A behaviour added rebuilds the world at the next frame.
        try animator.addBehavior(GravityBehavior(items: []))
        try run(animator, seconds: 10.0 / 60)
        #expect(animator.profile.steps == 80)
        animator.resetProfile()
        #expect(animator.profile == DynamicsProfile())
        try run(animator, seconds: 5.0 / 60)
        #expect(animator.profile.steps == 20)
        #expect(animator.profile.detections >= 5)
    }
}
