/// The animation block being run (a UIView animation, an NSAnimationContext group): the frame
/// and alpha changes made in it become ``ViewAnimation``s of its duration.
@MainActor
package final class AnimationBlock {
    /// The block being run, if any.
    package static var current: AnimationBlock?
    package let duration: CFTimeInterval
    package private(set) var animations: [ViewAnimation] = []

    package init(duration: CFTimeInterval) {
        self.duration = duration
    }

    /// Runs `body` inside a block of `duration` seconds (none for 0 or less).
    package static func run(duration: CFTimeInterval, _ body: () -> Void) -> AnimationBlock? {
        let outer = current
        let block = duration > 0 ? AnimationBlock(duration: duration) : nil
        current = block
        body()
        current = outer
        return block
    }

    /// Turns a view's change of frame and alpha, inside the current block, into an animation.
    package static func record(_ view: AnyObject, from old: (frame: CGRect, alpha: CGFloat), to new: (frame: CGRect, alpha: CGFloat)) {
        guard let block = current else { return }
        let delta = CGRect(x: old.frame.minX - new.frame.minX, y: old.frame.minY - new.frame.minY,
                           width: old.frame.width - new.frame.width, height: old.frame.height - new.frame.height)
        guard delta != .zero || old.alpha != new.alpha else { return }
        let animation = ViewAnimation(view: view, frameDelta: delta, alphaDelta: old.alpha - new.alpha, start: ModelDisplay.time,
                                      duration: block.duration)
        ModelDisplay.animations.append(animation)
        block.animations.append(animation)
    }

    /// Calls `completion` with true when the last animation of the block ends (at once when it
    /// has none).
    package func whenFinished(_ completion: @escaping () -> Void) {
        guard let last = animations.max(by: { $0.start + $0.duration < $1.start + $1.duration }) else {
            completion()
            return
        }
        last.completions.append(completion)
    }
}
