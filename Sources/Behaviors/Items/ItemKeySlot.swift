/// Where an ``ItemReference`` remembers the number (``ItemKeys``) its identity has in the
/// animator of the behaviour holding it, so that rebuilding the world does not hash the
/// identity again.
///
/// The animator fills it after a build that succeeded and empties it when the behaviour leaves;
/// the number stays valid in between, since an identity a behaviour in the animator holds keeps
/// its number.
final class ItemKeySlot {
    /// The number, or `nil` before the first build with the reference.
    var key: Int32?
}
