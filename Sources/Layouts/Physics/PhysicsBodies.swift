import Foundation
import LayoutKitBehaviors
import LayoutKitCore

/// The bodies of a ``PhysicsLayout``'s elements, as its policy's hooks see them: keyed by
/// element, carried through batch updates by identity, each usually tied by a spring to an
/// anchor and belonging to the shared behaviours.
///
/// A policy whose homes place every element needs none of this (the layout gives and takes the
/// bodies); one that gives bodies itself (the physics toy) adds, drops and moves them here.
///
/// - Complexity: every member is O(1) but ``cellIndexPaths`` and ``cellArea(excluding:)``,
///   O(bodies), and ``withdraw(_:from:)``, O(the behaviours' items).
public struct PhysicsBodies {
    let manager: BehaviorManager
    let channel: LayoutChannel

    /// The number of elements with a body.
    public var count: Int { manager.count }

    /// The index paths of the cells with a body, in order.
    public var cellIndexPaths: [IndexPath] { manager.managedIndexPaths }

    /// True when `element` has a body.
    public func contains(_ element: ElementKey) -> Bool { manager.contains(element) }

    /// Where the body of `element` is now, or `nil` without one.
    public func attributes(of element: ElementKey) -> LayoutAttributes? { manager.attributes(for: element) }

    /// Gives `attributes`' element a body at rest there, tied by the policy's spring to `anchor`
    /// (in points) when given, and belonging to the shared behaviours.
    ///
    /// - Returns: `false`, changing nothing, for an element of zero or non-finite size.
    /// - Throws: ``DynamicsError/duplicateAttachment(item:existing:)`` when the element has a
    ///   body; ``DynamicsError/invalidItemGeometry(item:reason:)`` for a NaN center.
    @discardableResult
    public func add(_ attributes: LayoutAttributes, anchoredAt anchor: CGPoint?) throws -> Bool {
        try manager.addElement(attributes, anchor: anchor)
    }

    /// Takes the body of `element` away; nothing when it has none.
    public func remove(_ element: ElementKey) { manager.removeElement(element) }

    /// Cuts the spring of `element`: its body is left to the shared behaviours (it falls under a
    /// shared gravity).
    public func detachSpring(of element: ElementKey) { manager.detachSpring(of: element) }

    /// Sets the rest length (pt) of every body's spring, and of the springs of bodies added later.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for a negative or non-finite
    ///   length; nothing changes then.
    /// - Complexity: O(bodies).
    public func setSpringLength(_ length: CGFloat) throws {
        try LayoutError.requireNonNegative(length, named: "length")
        manager.setSpringLength(length)
    }

    /// Moves the anchor of `element`'s spring to `point` (pt); the body then springs there.
    public func setAnchor(_ point: CGPoint, of element: ElementKey) { manager.setAnchor(point, of: element) }

    /// Takes the body of `element` out of `behaviors`, shared behaviours, leaving it in the others.
    public func withdraw(_ element: ElementKey, from behaviors: DynamicItemsBehavior...) {
        for behavior in behaviors { manager.withdraw(element, from: behavior) }
    }

    /// Puts the body of `element` back into `behavior`, a shared behaviour it was withdrawn from,
    /// keeping its motion.
    public func enlist(_ element: ElementKey, in behavior: DynamicItemsBehavior) { manager.enlist(element, in: behavior) }

    /// The area the cells' bodies cover, in square points, leaving out `excluded`.
    public func cellArea(excluding excluded: Set<ElementKey> = []) -> CGFloat { manager.cellArea(excluding: excluded) }

    /// Tells the host that the items at `indexPaths` left for good (``LayoutChannel/reportItemsLeft(_:)``).
    public func reportItemsLeft(_ indexPaths: [IndexPath]) { channel.reportItemsLeft(indexPaths) }
}
