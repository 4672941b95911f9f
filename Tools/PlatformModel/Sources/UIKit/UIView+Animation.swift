/// UIView's block animations (Apple: UIView › animate(withDuration:animations:completion:),
/// performWithoutAnimation(_:)): the frame and alpha changes made inside the block animate over
/// the duration; a duration of 0 or less applies them at once; the completion runs when the
/// animations end, with true when they ran to their end.
extension UIView {
    public class func animate(withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let block = AnimationBlock.run(duration: duration, animations)
        guard let completion else { return }
        guard let block else { return completion(true) }
        block.whenFinished { completion(true) }
    }

    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        _ = AnimationBlock.run(duration: 0, actionsWithoutAnimation)
    }
}
