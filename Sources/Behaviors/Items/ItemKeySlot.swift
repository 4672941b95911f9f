/// Where an ``ItemReference`` remembers the number (``ItemKeys``) its identity has in the
/// animator of the behaviour holding it, so that rebuilding the world does not hash the
/// identity again.
///
/// The animator empties it when the behaviour joins and fills it after a build that succeeded;
/// the number stays valid while the behaviour stays, since an identity a behaviour in the
/// animator holds keeps its number. Copies of a reference share their slot.
final class ItemKeySlot {
    /// The number, or `nil` before the first build with the reference.
    var key: Int32?
}
