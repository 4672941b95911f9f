import LayoutKitCore

/// What a layout whose bodies belong to elements does with them at a layout pass (see
/// `UpdatePlanWait.pass(counts:)`).
enum BodyCarry {
    /// Nothing: the data is as before, or a plan will explain the new counts.
    case keep
    /// Every body starts again at rest on its element's place: no plan will come.
    case reset
    /// The bodies follow their elements through this plan (a step of an interactive move).
    case carry(UpdatePlan)
}
