import Foundation
import FuzzSupport
import LayoutKit

/// Items coming and going in a dynamic animator, the way the physics layouts move them in and
/// out: up to twelve items (sizes and centers from the bytes, NaN, infinite, zero and huge ones
/// included) sent in on springs to a point or to each other, snapped, put into and taken out of
/// a shared gravity, air and (in half the inputs) collision, springs cut, frames stepped in
/// between. The animator takes most of these changes in without rebuilding its world; a twin
/// scene gets the same changes and rebuilds its world after each (forced by adding and removing
/// an empty collision behaviour, which the animator takes in and out only by a rebuild).
/// Checked after every change:
///
/// - a call either throws a `DynamicsError` or is taken (no other error, no trap);
/// - every place is finite;
/// - while both worlds can be built (an animator whose world cannot be built, say for an item
///   whose center its owner made NaN, answers from the world as last built and names the reason
///   in `buildError`; the twin's rebuilds meet such an item sooner), the twins refuse the same
///   calls, each holds exactly the items a behaviour holds, and without collisions (where a
///   rebuild's fresh contacts would make a pile part from its twin by rounding) their items are
///   within 2 pt, or a thousandth of their distance from the origin, of each other. 2 pt is what
///   a free body slower than the rest speed (1 pt/s) creeps against the air's resistance (0.5 per
///   second) before it stops: one twin may have it asleep with the joints where the other's
///   rebuild steps it in a fast run, which does not sleep.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDynamics(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    var stream = ByteStream(start, count: count)
    let (bounded, colliding) = (stream.bool(), stream.bool())
    let scene = Scene(bounded: bounded, colliding: colliding)
    let twin = Scene(bounded: bounded, colliding: colliding)
    for _ in 0..<stream.int(in: 1...40) where !stream.isAtEnd {
        var twinStream = stream
        let refused = scene.refuses { try scene.change(from: &stream) }
        let twinRefused = twin.refuses { try twin.change(from: &twinStream) }
        twin.rebuild()
        let places = scene.check(), twinPlaces = twin.check()
        guard scene.animator.buildError == nil, twin.animator.buildError == nil else { continue }
        require(refused == twinRefused, "one of the twins refused a change")
        require(places.map { $0 == nil } == twinPlaces.map { $0 == nil }, "the twins place different items")
        guard !colliding else { continue }
        for (place, twinPlace) in zip(places, twinPlaces) {
            guard let place, let twinPlace else { continue }
            let apart = hypot(place.x - twinPlace.x, place.y - twinPlace.y)
            require(apart <= max(2, 0.001 * (abs(place.x) + abs(place.y))), "the twins part: \(place) and \(twinPlace)")
        }
    }
    return 0
}

/// An item of the fuzz scene: a class, as a view is, so the animator updates it in place.
private final class Tile: DynamicItem {
    var center: CGPoint
    var bounds: CGRect
    var transform3D = Transform3D.identity
    let collisionBoundsType: DynamicItemCollisionBoundsType

    init(center: CGPoint, size: CGSize, round: Bool) {
        (self.center, self.bounds) = (center, CGRect(origin: .zero, size: size))
        collisionBoundsType = round ? .ellipse : .rectangle
    }
}

/// The animator, its shared behaviours, the items made so far and the behaviour that ties each
/// to something (a spring or a snap), if any.
private final class Scene {
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 568))
    let gravity = GravityBehavior()
    let collision = CollisionBehavior()
    let air = DynamicItemBehavior()
    var tiles: [Tile] = []
    var ties: [DynamicBehavior?] = []

    /// Items join the collision only when `colliding`; its edges are the reference bounds when
    /// `bounded`.
    let colliding: Bool

    init(bounded: Bool, colliding: Bool) {
        self.colliding = colliding
        collision.translatesReferenceBoundsIntoBoundary = bounded
        air.resistance = 0.5
        for behavior in [gravity, collision, air] as [DynamicBehavior] {
            do {
                try animator.addBehavior(behavior)
            } catch {
                fatalError("a new animator refused a shared behaviour: \(error)")
            }
        }
    }

    var shared: [DynamicItemsBehavior] { colliding ? [gravity, collision, air] : [gravity, air] }

    /// Makes the animator rebuild its world from its behaviours before its next step or query.
    func rebuild() {
        let empty = CollisionBehavior()
        do {
            try animator.addBehavior(empty)
        } catch {
            fatalError("an empty collision behaviour was refused: \(error)")
        }
        animator.removeBehavior(empty)
    }

    /// Whether `change` is refused with a typed error (any other error is a finding).
    func refuses(_ change: () throws -> Void) -> Bool {
        do {
            try change()
            return false
        } catch is DynamicsError {
            return true
        } catch {
            fatalError("an untyped error: \(error)")
        }
    }

    /// One change, chosen and shaped by the next bytes.
    func change(from stream: inout ByteStream) throws {
        let index = tiles.isEmpty ? 0 : stream.int(in: 0...(tiles.count - 1))
        switch stream.int(in: 0...7) {
        case 0, 1:
            guard tiles.count < 12 else { return }
            let tile = Tile(
                center: CGPoint(x: stream.length(), y: stream.length()),
                size: CGSize(width: stream.length(), height: stream.length()), round: stream.bool())
            tiles.append(tile)
            ties.append(nil)
            try tie(tiles.count - 1, from: &stream)
            for behavior in shared where stream.bool() { behavior.addItem(tile) }
        case 2 where !tiles.isEmpty:
            if let tie = ties[index] { animator.removeBehavior(tie) }
            ties[index] = nil
        case 3 where !tiles.isEmpty:
            try tie(index, from: &stream)
        case 4 where !tiles.isEmpty:
            let behavior = shared[stream.int(in: 0...(shared.count - 1))]
            if stream.bool() { behavior.addItem(tiles[index]) } else { behavior.removeItem(tiles[index]) }
        case 5 where !tiles.isEmpty:
            if let tie = ties[index] { animator.removeBehavior(tie) }
            ties[index] = nil
            for behavior in shared { behavior.removeItem(tiles[index]) }
        case 6 where !tiles.isEmpty:
            // A refused center is put back, as its owner would: left in the item, a rebuild
            // (which reads a class item afresh) would meet it where the animator did not.
            let before = tiles[index].center
            tiles[index].center = CGPoint(x: stream.length(), y: stream.length())
            do {
                try animator.updateItem(usingCurrentState: tiles[index])
            } catch {
                tiles[index].center = before
                throw error
            }
        default:
            for _ in 0..<stream.int(in: 1...20) { try animator.advance(by: 1.0 / 60) }
        }
    }

    /// Ties item `index` (replacing its tie): a spring to a point, a spring to another item, or a
    /// snap, with lengths and settings from the bytes.
    private func tie(_ index: Int, from stream: inout ByteStream) throws {
        if let old = ties[index] { animator.removeBehavior(old) }
        ties[index] = nil
        let tile = tiles[index]
        let tie: DynamicBehavior
        switch stream.int(in: 0...3) {
        case 0: return
        case 1:
            tie = SnapBehavior(item: tile, snapTo: CGPoint(x: stream.length(), y: stream.length()))
        case 2 where tiles.count > 1:
            let other = tiles[(index + 1 + stream.int(in: 0...10)) % tiles.count]
            let spring = AttachmentBehavior(item: tile, attachedTo: other)
            spring.frequency = stream.length() / 50
            tie = spring
        default:
            let spring = AttachmentBehavior(item: tile, attachedToAnchor: CGPoint(x: stream.length(), y: stream.length()))
            spring.length = stream.bool() ? 0 : stream.length()
            spring.frequency = stream.length() / 50
            spring.damping = stream.length() / 200
            tie = spring
        }
        try animator.addBehavior(tie)
        ties[index] = tie
    }

    /// Whether some behaviour holds `tile`.
    private func isHeld(_ tile: Tile) -> Bool {
        shared.contains { behavior in behavior.items.contains { $0 as AnyObject === tile } }
            || ties.contains { tie in tie.map { holds($0, tile) } ?? false }
    }

    private func holds(_ tie: DynamicBehavior, _ tile: Tile) -> Bool {
        switch tie {
        case let spring as AttachmentBehavior: spring.items.contains { $0 as AnyObject === tile }
        case let snap as SnapBehavior: snap.item as AnyObject === tile
        default: false
        }
    }

    /// Where each item is (`nil` for one the animator does not hold), checking that every place
    /// is finite and, while its world can be built, that the animator holds exactly the items a
    /// behaviour holds.
    func check() -> [CGPoint?] {
        let places = tiles.map { animator.placement(withID: $0.dynamicItemID)?.center }
        for place in places.compactMap(\.self) {
            require(place.x.isFinite && place.y.isFinite, "an item at \(place)")
        }
        guard animator.buildError == nil else { return places }
        for (index, tile) in tiles.enumerated() {
            let (held, placed) = (isHeld(tile), places[index] != nil)
            require(placed == held, "item \(index) held: \(held), placed: \(placed)")
        }
        return places
    }
}
