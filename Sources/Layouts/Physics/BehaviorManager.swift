import Foundation
import LayoutKitBehaviors
import LayoutKitCore

/// The bodies of a physics-backed layout's elements, keyed by element: each element managed
/// has a body in the animator, usually a spring to an anchor, and belongs to the shared
/// behaviours (a gravity, a collision) given at creation.
///
/// It is the behaviour manager of "iOS 7 Day-by-Day: UIDynamics with collection views" (Sam
/// Davies): add an element at an anchor, remove one, reconcile with a set of elements, list
/// the managed index paths in order. It goes further in one way: a body's identity is not its
/// index path, so a batch update (``remap(with:)``) carries every body, its position and its
/// velocity to the element's new index path, and a deleted element's body can stay in the
/// animator as a *departed* body until the layout lets it go.
///
/// Elements of zero or non-finite size get no body (``addElement(_:anchor:startingAt:)``
/// returns `false`): the layout answers them unmoved, and nothing throws or turns into NaN.
///
/// ```swift
/// let manager = try BehaviorManager(
///     animator: DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 568)),
///     spring: SpringSettings(damping: 0.5, frequency: 0.8),
///     sharedBehaviors: [GravityBehavior()])
/// try manager.addElement(cell, anchor: cell.center)
/// manager.managedIndexPaths   // [[0, 0]]
/// ```
///
/// - Complexity: adding or removing is O(1) plus the animator's rebuild at its next step
///   (O(bodies)); ``remap(with:)`` and the queries are O(bodies).
package final class BehaviorManager {
    /// The animator the bodies live in.
    package let animator: DynamicAnimator
    /// The spring each anchored element gets.
    package private(set) var spring: SpringSettings
    /// The behaviours every managed element belongs to.
    package let sharedBehaviors: [DynamicItemsBehavior]

    /// A class, so that reading an entry out of ``entries`` for each element of every frame
    /// costs one reference, not a copy of the element.
    final class Entry {
        var element: TrackedElement
        var spring: AttachmentBehavior?
        /// The element's key now, or for a departed body the key it had before the update.
        var key: ElementKey
        /// The animator's handle on the body, once looked up by identity; `nil` again once the
        /// entry is forgotten.
        var handle: ItemHandle?

        init(element: TrackedElement, spring: AttachmentBehavior?, key: ElementKey) {
            (self.element, self.spring, self.key) = (element, spring, key)
        }
    }

    private var numbers: [ElementKey: Int] = [:] {
        didSet { cellsInOrder = nil }
    }
    /// The managed cells' entries in index-path order, made again after the managed elements
    /// change.
    private var cellsInOrder: [Entry]?
    private var entries: [Int: Entry] = [:]
    /// The entries met in a query, by the number of their animator handle's key: a body's
    /// entry is found there without casting its item (the frame's queries read every body on
    /// screen). Checked against the entry's handle, which a forgotten entry no longer has.
    private var entriesByItemKey: [Entry?] = []
    private var departedNumbers: Set<Int> = []
    private var nextNumber = 0
    /// Departed bodies that left (``removeDeparted(where:)``): forgotten here, but still in the
    /// running animator until a change rebuilds its world anyway, or for ``leftBodyLinger`` at
    /// most, so that an exit does not cost a rebuild of its own.
    private var leftBodies: [Entry] = []
    /// When the first of ``leftBodies`` left, in the animator's elapsed time (s).
    private var firstLeftTime: TimeInterval = 0

    /// The longest a departed body that left stays in the animator, in seconds of its time.
    package static let leftBodyLinger: TimeInterval = 1

    /// Creates a manager and adds the shared behaviours to `animator`.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for bad spring settings;
    ///   the animator's errors for a shared behaviour it already holds.
    package init(animator: DynamicAnimator, spring: SpringSettings, sharedBehaviors: [DynamicItemsBehavior] = []) throws {
        try spring.validate()
        self.animator = animator
        self.spring = spring
        self.sharedBehaviors = sharedBehaviors
        for behavior in sharedBehaviors { try animator.addBehavior(behavior) }
    }

    /// The number of managed elements (departed bodies not counted).
    package var count: Int { numbers.count }

    /// The managed cells' index paths, in order.
    package var managedIndexPaths: [IndexPath] { cellEntries.map(\.key.indexPath) }

    /// The managed cells' entries in index-path order.
    ///
    /// - Complexity: O(1) until the managed elements change, then O(bodies × log).
    var cellEntries: [Entry] {
        if let cellsInOrder { return cellsInOrder }
        let made = numbers.filter { $0.key.category == .cell }.sorted { $0.key.indexPath < $1.key.indexPath }
            .compactMap { entries[$0.value] }
        cellsInOrder = made
        return made
    }

    /// True when `key` has a body.
    package func contains(_ key: ElementKey) -> Bool { numbers[key] != nil }

    /// Gives `attributes`' element a body, tied by a spring to `anchor` (pt) when given, and
    /// adds it to the shared behaviours.
    ///
    /// - Parameters:
    ///   - attributes: the element, where it belongs.
    ///   - anchor: the spring's anchor in points, or `nil` for no spring.
    ///   - start: where the body starts (its frame, transform), when not at `attributes`.
    /// - Returns: `false`, changing nothing, for an element of zero or non-finite size.
    /// - Throws: ``DynamicsError/duplicateAttachment(item:existing:)`` when the element already
    ///   has a body; ``DynamicsError/invalidItemGeometry(item:reason:)`` for a NaN center. Nothing
    ///   changes then.
    @discardableResult
    package func addElement(_ attributes: LayoutAttributes, anchor: CGPoint?, startingAt start: LayoutAttributes? = nil) throws
        -> Bool
    {
        let key = attributes.key
        guard numbers[key] == nil else {
            throw DynamicsError.duplicateAttachment(item: DynamicItemKey(key), existing: "the body the manager gave it")
        }
        guard attributes.size.isFinite, attributes.size.width > 0, attributes.size.height > 0 else { return false }
        var body = start ?? attributes
        (body.indexPath, body.category) = (attributes.indexPath, attributes.category)
        let element = TrackedElement(identity: ElementIdentity(number: nextNumber, name: key.description), attributes: body)
        guard element.center.isFinite, attributes.center.isFinite else {
            throw DynamicsError.invalidItemGeometry(item: DynamicItemKey(key), reason: "the center is not finite")
        }
        var attachment: AttachmentBehavior?
        if let anchor {
            let made = AttachmentBehavior(item: element, attachedToAnchor: anchor)
            made.length = spring.length
            made.damping = spring.damping
            made.frequency = spring.frequency
            try animator.addBehavior(made)
            attachment = made
        }
        for behavior in sharedBehaviors { behavior.addItem(element) }
        numbers[key] = nextNumber
        entries[nextNumber] = Entry(element: element, spring: attachment, key: key)
        nextNumber += 1
        return true
    }

    /// Takes the body of `key` out of the animator; does nothing when it has none.
    package func removeElement(_ key: ElementKey) {
        guard let number = numbers.removeValue(forKey: key) else { return }
        release(number)
    }

    /// Removes the spring of `key`, leaving its body to the shared behaviours (it falls under a
    /// shared gravity).
    package func detachSpring(of key: ElementKey) {
        guard let number = numbers[key], let attachment = entries[number]?.spring else { return }
        animator.removeBehavior(attachment)
        entries[number]?.spring = nil
    }

    /// Takes the body of `key` out of `behavior`, a shared behaviour, leaving it in the others (a
    /// body that falls through the rest: out of the collision, still under gravity); a behaviour
    /// that does not hold it is left as it is, and nothing happens for a key without a body.
    ///
    /// - Complexity: O(items the behaviour holds).
    package func withdraw(_ key: ElementKey, from behavior: DynamicItemsBehavior) {
        guard let number = numbers[key], let entry = entries[number] else { return }
        behavior.removeItem(entry.element)
    }

    /// Puts the body of `key` back into `behavior`, one of the shared behaviours it was
    /// withdrawn from (``withdraw(_:from:)``), keeping its motion; does nothing when it has no
    /// body.
    package func enlist(_ key: ElementKey, in behavior: DynamicItemsBehavior) {
        guard let number = numbers[key], let entry = entries[number] else { return }
        behavior.addItem(entry.element)
    }

    /// Removes the bodies of the managed elements not in `wanted` and gives one to each element
    /// of `wanted` without, anchored at its center, starting where `start` says (at its place
    /// when it says `nil`).
    ///
    /// - Throws: what ``addElement(_:anchor:startingAt:)`` throws; the elements before the
    ///   failing one are reconciled.
    package func reconcile(
        with wanted: [LayoutAttributes], startingAt start: (LayoutAttributes) -> LayoutAttributes? = { _ in nil }
    ) throws {
        let keys = Set(wanted.map(\.key))
        for key in numbers.keys where !keys.contains(key) { removeElement(key) }
        for attributes in wanted where numbers[attributes.key] == nil {
            try addElement(attributes, anchor: attributes.center, startingAt: start(attributes))
        }
    }

    /// Sets the rest length (pt) of every spring, and of the springs of elements added later.
    package func setSpringLength(_ length: CGFloat) {
        spring.length = length
        for entry in entries.values { entry.spring?.length = length }
    }

    /// Moves the spring's anchor of `key` to `point` (pt); the body then springs there.
    package func setAnchor(_ point: CGPoint, of key: ElementKey) {
        guard let number = numbers[key], let entry = entries[number] else { return }
        setAnchor(point, of: entry)
    }

    /// Moves the spring's anchor of `entry` to `point` (pt), when it has a spring.
    func setAnchor(_ point: CGPoint, of entry: Entry) {
        guard let attachment = entry.spring, attachment.anchorPoint != point else { return }
        attachment.anchorPoint = point
    }

    /// The attributes of `key` as the animator moved them, or `nil` without a body.
    package func attributes(for key: ElementKey) -> LayoutAttributes? {
        guard let number = numbers[key], let entry = entries[number] else { return nil }
        return movedAttributes(of: entry)
    }

    /// Moves the body of `entry` to `center` (pt) and `transform`, keeping its velocity.
    ///
    /// - Throws: ``DynamicsError/invalidItemGeometry(item:reason:)`` for a NaN center.
    /// - Complexity: O(1), with no hash of the body's identity once it has a handle.
    func move(_ entry: Entry, to center: CGPoint, turnedBy transform: Transform3D) throws {
        releaseLeftBodiesIfDue()
        // The body's item is the entry's element as last given, but for its center and
        // transform, which are the two set here.
        var element = entry.element
        element.attributes.center = center
        element.attributes.transform3D = transform
        if let handle = handle(of: entry) {
            try animator.updateItem(usingCurrentState: element, handle: handle)
        } else {
            try animator.updateItem(usingCurrentState: element)
        }
    }

    /// Where the animator has the body of `entry`, or `nil` when it holds none.
    ///
    /// - Complexity: O(1), with no hash of the body's identity once it has a handle.
    func placement(of entry: Entry) -> ItemPlacement? {
        if let handle = entry.handle, let placement = animator.placement(of: handle) { return placement }
        return handle(of: entry, renewing: true).flatMap(animator.placement(of:))
    }

    /// Where the animator has the body of `entry` when its frame meets `rect`.
    ///
    /// - Complexity: O(1), with no hash of the body's identity once it has a handle.
    private func placement(of entry: Entry, in rect: CGRect) -> ItemPlacement? {
        if let handle = entry.handle, animator.holds(handle) { return animator.placement(of: handle, in: rect) }
        return handle(of: entry, renewing: true).flatMap { animator.placement(of: $0, in: rect) }
    }

    /// The animator's handle on the body of `entry`, looked up by its identity when it has none
    /// yet or `renewing` an old one.
    private func handle(of entry: Entry, renewing: Bool = false) -> ItemHandle? {
        if entry.handle == nil || renewing { entry.handle = animator.handle(ofItemWithID: entry.element.identity) }
        return entry.handle
    }

    /// Gives the body of `key` a new size (pt) about its current center, keeping its velocity
    /// and spring; a zero or non-finite size takes the body away, as for a new element.
    ///
    /// - Throws: ``DynamicsError/invalidItemGeometry(item:reason:)`` from the animator.
    package func resize(_ key: ElementKey, to size: CGSize) throws {
        guard let number = numbers[key], let entry = entries[number] else { return }
        try resize(entry, to: size)
    }

    /// Gives the body of `entry` a new size (pt), as ``resize(_:to:)``.
    ///
    /// - Complexity: O(1), with no query of the animator when the size is the body's already.
    func resize(_ entry: Entry, to size: CGSize) throws {
        guard entry.element.attributes.size != size else { return }
        guard size.isFinite, size.width > 0, size.height > 0 else {
            removeElement(entry.key)
            return
        }
        var element = entry.element
        if let placement = placement(of: entry) {
            (element.attributes.center, element.attributes.transform3D) = (placement.center, placement.transform3D)
        }
        element.attributes.size = size
        try animator.updateItem(usingCurrentState: element)
        entry.element.attributes.size = size
    }

    /// The area the managed cells' bodies cover, in square points, leaving out `excluded`.
    ///
    /// - Complexity: O(managed elements), with no query of the animator (the physics moves and
    ///   turns a body, never resizes it; ``resize(_:to:)`` keeps the size with the body).
    package func cellArea(excluding excluded: Set<ElementKey>) -> CGFloat {
        numbers.reduce(CGFloat(0)) { area, managed in
            guard managed.key.category == .cell, !excluded.contains(managed.key),
                let size = entries[managed.value]?.element.attributes.size
            else { return area }
            return area + size.width * size.height
        }
    }

    /// The managed elements whose moved frames meet `rect`, with their current index paths.
    ///
    /// - Complexity: O(bodies).
    package func attributes(in rect: CGRect) -> [LayoutAttributes] {
        releaseLeftBodiesIfDue()
        let placements = animator.placements(in: rect)
        var result: [LayoutAttributes] = []
        result.reserveCapacity(placements.count)
        for placement in placements {
            guard let entry = entry(of: placement), !isDeparted(entry) else { continue }
            result.append(placed(entry.element.attributes, at: placement, as: entry.key))
        }
        return result
    }

    /// Whether `entry` is a departed body's (no hash when none is).
    private func isDeparted(_ entry: Entry) -> Bool {
        !departedNumbers.isEmpty && departedNumbers.contains(entry.element.identity.number)
    }

    /// The entry of the body at `placement`: found by its handle, or for a body not met yet (or
    /// whose handle changed) by casting its item, and then remembered by its handle.
    private func entry(of placement: ItemPlacement) -> Entry? {
        let slot = Int(placement.handle.key)
        // The handle unwrapped first: comparing optionals would call the generic equality.
        if slot < entriesByItemKey.count, let entry = entriesByItemKey[slot], let handle = entry.handle,
            handle == placement.handle
        {
            return entry
        }
        guard let element = placement.item as? TrackedElement, let entry = entries[element.identity.number] else {
            return nil
        }
        entry.handle = placement.handle
        if slot >= entriesByItemKey.count {
            entriesByItemKey.append(contentsOf: repeatElement(nil, count: slot + 1 - entriesByItemKey.count))
        }
        entriesByItemKey[slot] = entry
        return entry
    }

    /// Takes the entry numbered `number` out of those managed, and out of the query's by handle.
    private func forgetEntry(_ number: Int) -> Entry? {
        guard let entry = entries.removeValue(forKey: number) else { return nil }
        if let slot = entry.handle.map({ Int($0.key) }), slot < entriesByItemKey.count, entriesByItemKey[slot] === entry {
            entriesByItemKey[slot] = nil
        }
        entry.handle = nil
        return entry
    }

    /// The departed bodies (elements a batch update deleted) whose frames meet `rect`, with the
    /// index paths they had before the update, in the order their elements got their bodies.
    ///
    /// - Complexity: O(departed bodies × log).
    package func departedAttributes(in rect: CGRect) -> [LayoutAttributes] {
        releaseLeftBodiesIfDue()
        return departedNumbers.sorted().compactMap { number in
            entries[number].flatMap { movedAttributes(of: $0, in: rect) }
        }
    }

    /// The number of departed bodies.
    package var departedCount: Int { departedNumbers.count }

    /// Carries every body to its element's index path after `plan`; the bodies of deleted
    /// elements become departed bodies (still moving, listed by ``departedAttributes(in:)``)
    /// until ``removeDeparted(where:)`` lets them go.
    ///
    /// - Returns: the keys, before the update, of the elements that departed.
    @discardableResult
    package func remap(with plan: UpdatePlan) -> [ElementKey] {
        var moved: [ElementKey: Int] = [:]
        moved.reserveCapacity(numbers.count)
        var departed: [ElementKey] = []
        for (key, number) in numbers {
            if let after = plan.keyAfterUpdate(for: key) {
                moved[after] = number
                entries[number]?.key = after
            } else {
                departedNumbers.insert(number)
                departed.append(key)
            }
        }
        numbers = moved
        return departed.sorted()
    }

    /// ``remap(with:)``, letting the deleted elements fall: their springs are cut and they leave
    /// `behaviors` (shared collisions), so they drop through the others under a shared gravity,
    /// as departed bodies.
    ///
    /// - Returns: the keys, before the update, of the elements that departed.
    @discardableResult
    package func remapLettingDeletedFall(with plan: UpdatePlan, outOf behaviors: [DynamicItemsBehavior]) -> [ElementKey] {
        for key in keysRemoved(by: plan) {
            detachSpring(of: key)
            for behavior in behaviors { withdraw(key, from: behavior) }
        }
        return remap(with: plan)
    }

    /// The keys of the managed elements that `plan` removes: found from its updates when it
    /// keeps every section (then only cells go), else by asking it of every element.
    ///
    /// - Complexity: O(sections + the items the plan removes) when it keeps every section,
    ///   else O(elements).
    private func keysRemoved(by plan: UpdatePlan) -> [ElementKey] {
        guard plan.countsBefore.indices.allSatisfy({ plan.sectionAfterUpdate(for: $0) != nil }) else {
            return numbers.keys.filter { plan.keyAfterUpdate(for: $0) == nil }
        }
        return plan.disappearingIndexPaths.map(ElementKey.cell).filter { numbers[$0] != nil }
    }

    /// Lets go of the departed bodies for whose attributes `leaves` is true: they are no longer
    /// listed or counted at once. While the animator runs they stay in it until the next change
    /// that rebuilds its world anyway, found by a query of this manager, or at most
    /// ``leftBodyLinger`` of its time, so that a frame with an update and an exit usually
    /// rebuilds it once; a paused animator lets them go at once.
    package func removeDeparted(where leaves: (LayoutAttributes) -> Bool) {
        let leaving = departedNumbers.filter { number in
            guard let entry = entries[number], let attributes = movedAttributes(of: entry) else { return false }
            return leaves(attributes)
        }
        if leftBodies.isEmpty { firstLeftTime = animator.elapsedTime }
        departedNumbers.subtract(leaving)
        leftBodies += leaving.sorted().compactMap(forgetEntry)
        releaseLeftBodiesIfDue()
    }

    /// Takes every departed body out of the animator at once: a layout that does not show its
    /// deleted elements (the springy wrapper) has no reason to keep them moving, unseen, and
    /// keeping the animator from its rest.
    package func releaseDeparted() {
        for number in departedNumbers.sorted() { release(number) }
        departedNumbers = []
    }

    private func release(_ number: Int) {
        guard let entry = forgetEntry(number) else { return }
        release(entry)
    }

    private func release(_ entry: Entry) {
        if let attachment = entry.spring { animator.removeBehavior(attachment) }
        for behavior in sharedBehaviors { behavior.removeItem(entry.element) }
    }

    private func releaseLeftBodies() {
        for entry in leftBodies { release(entry) }
        leftBodies = []
    }

    /// Takes the bodies that left out of the animator when it is about to rebuild its world
    /// anyway, is paused, or has held them for ``leftBodyLinger``.
    private func releaseLeftBodiesIfDue() {
        guard !leftBodies.isEmpty else { return }
        let due =
            animator.rebuildIsPending() || !animator.isRunning
            || animator.elapsedTime - firstLeftTime >= Self.leftBodyLinger
        if due { releaseLeftBodies() }
    }

    /// The attributes of `entry`'s element where the animator moved its body, labelled with the
    /// entry's key: from the body's placement, without a moved copy of the element. With `rect`,
    /// `nil` unless its frame meets `rect`; without, the element as given when the animator has
    /// no body for it yet (its world could not be rebuilt).
    private func movedAttributes(of entry: Entry, in rect: CGRect? = nil) -> LayoutAttributes? {
        releaseLeftBodiesIfDue()
        let placement: ItemPlacement?
        if let rect {
            guard let met = self.placement(of: entry, in: rect) else { return nil }
            placement = met
        } else {
            placement = self.placement(of: entry)
        }
        return placed(entry.element.attributes, at: placement, as: entry.key)
    }

    /// `attributes` moved to `placement`'s center and transform (left where they are without
    /// one), labelled with `key`.
    private func placed(_ attributes: LayoutAttributes, at placement: ItemPlacement?, as key: ElementKey)
        -> LayoutAttributes
    {
        var result = attributes
        if let placement { (result.center, result.transform3D) = (placement.center, placement.transform3D) }
        (result.indexPath, result.category) = (key.indexPath, key.category)
        return result
    }
}
