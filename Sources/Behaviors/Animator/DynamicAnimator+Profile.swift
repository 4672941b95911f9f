extension DynamicAnimator {
    /// Where the internal steps spent their time and what they handled since the animator was
    /// made or ``resetProfile()`` was last called (the fast independent springs are not counted).
    public var profile: DynamicsProfile { world.profile }

    /// Starts the ``profile`` afresh.
    public func resetProfile() {
        world.profile = DynamicsProfile()
    }
}
