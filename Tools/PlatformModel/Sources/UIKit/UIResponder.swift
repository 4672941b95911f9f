/// An object that responds to events (Apple: UIKit › UIResponder); the model needs it only as
/// the root of the view classes.
@MainActor
open class UIResponder: NSObject {}
