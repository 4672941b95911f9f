/// UIView's block animations (Apple: UIView › animate(withDuration:animations:completion:),
/// performWithoutAnimation(_:)): the frame and alpha changes made inside the block animate over
/// the duration; a duration of 0 or less applies them at once; the completion runs when the
/// animations end, with true when they ran to their end.
extension UIView {
    /// The animation block being run, if any.
    static var currentAnimation: AnimationBlock?

    /// What an animation block collects.
    final class AnimationBlock {
        let duration: CFTimeInterval
        var animations: [ViewAnimation] = []
        init(duration: CFTimeInterval) { self.duration = duration }
    }

    public class func animate(withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        guard duration > 0 else {
            performWithoutAnimation(animations)
            completion?(true)
            return
        }
        let outer = currentAnimation
        let block = AnimationBlock(duration: duration)
        currentAnimation = block
        animations()
        currentAnimation = outer
        guard let completion else { return }
        guard let last = block.animations.max(by: { $0.start + $0.duration < $1.start + $1.duration }) else {
            completion(true)
            return
        }
        last.completion = { completion(true) }
    }

    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let outer = currentAnimation
        currentAnimation = nil
        actionsWithoutAnimation()
        currentAnimation = outer
    }
}
