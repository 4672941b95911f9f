import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

/// What may start while something else runs: the one rule, as a UIKit collection view has it.
/// UIKit accepts data, rotations, scrolls and layout changes whenever they come and starts the
/// new animation from what is on screen; the host does the same, and refuses
/// (``HostError/busy(operation:running:)``) only where a finger is in the way:
///
/// | operation | refused while | otherwise, what runs |
/// | --- | --- | --- |
/// | batch update | an interactive move | animations go on from what is on screen; a layout change lands first |
/// | frame size, content offset | never | a fling stops; a layout change lands first |
/// | drag, pinch | an interactive move | the same gesture under way lifts (no fling); a fling stops; a layout change lands first |
/// | layout change | an interactive move | it takes over a running change; a drag lifts and a fling stops |
/// | interactive or pinch-driven transition | an interactive move, or another gesture-driven transition | the same |
/// | interactive move | another move, a drag or a pinch | a fling stops; a layout change lands first |
///
/// A layout change *lands* where it is heading (an animated or settling one at its end, a
/// gesture-driven one at the nearer end), and its elements animate from where they are on
/// screen to the kept layout's places.
extension CollectionViewHost {
    /// How long the elements of a landed layout change take to reach the kept layout.
    static let landing = HostAnimation(duration: 0.25)

    /// Applies the rule to `operation`: throws when it is refused, or makes room for it.
    ///
    /// - Throws: ``HostError/busy(operation:running:)``; nothing changes then.
    func admit(_ operation: HostOperation) throws {
        try checkAdmission(of: operation)
        try makeRoom(for: operation)
    }

    /// Throws when the rule refuses `operation`; changes nothing.
    ///
    /// - Throws: ``HostError/busy(operation:running:)``.
    func checkAdmission(of operation: HostOperation) throws {
        if let running = refusal(of: operation) { throw HostError.busy(operation: operation, running: running) }
    }

    /// Makes room for an admitted `operation`: lands a layout change, lifts a finger, stops a
    /// fling, as the rule says.
    func makeRoom(for operation: HostOperation) throws {
        switch operation {
        case .layoutChange, .interactiveTransition:
            stopScrolling()
        case .drag:
            try landLayoutChange()
            (gestures.scroll, gestures.finger) = (.idle, nil)  // the regions flung elsewhere go on
        case .pinch:
            try landLayoutChange()
            if isDecelerating { gestures.scroll = .idle }
            (gestures.pinchSession, gestures.pinchFingers) = (nil, nil)
        case .batchUpdate, .frameSizeChange, .contentOffsetChange, .interactiveMove:
            try landLayoutChange()
            if isDecelerating { gestures.scroll = .idle }
        }
    }

    /// What is under way now, as the rule reads it: a drag or a pinch, an interactive move, a
    /// layout change (an interactive transition when a gesture drives it), an animated change of
    /// the frame size.
    public var operationsUnderWay: Set<HostOperation> {
        var running: Set<HostOperation> = []
        if isDragging { running.insert(.drag) }
        if isPinching { running.insert(.pinch) }
        if isMovingItem { running.insert(.interactiveMove) }
        if let change = layoutChanges.change { running.insert(change.isGestureDriven ? .interactiveTransition : .layoutChange) }
        if layoutChanges.viewportAnimation != nil { running.insert(.frameSizeChange) }
        return running
    }

    /// What refuses `operation`, or `nil`: the first of the operations under way that holds a
    /// finger the new one would need.
    private func refusal(of operation: HostOperation) -> HostOperation? {
        let running = operationsUnderWay
        let blockers: [HostOperation]
        switch operation {
        case .frameSizeChange, .contentOffsetChange: blockers = []
        case .batchUpdate, .drag, .pinch, .layoutChange: blockers = [.interactiveMove]
        case .interactiveTransition: blockers = [.interactiveMove, .interactiveTransition]
        case .interactiveMove: blockers = [.interactiveMove, .drag, .pinch]
        }
        return blockers.first(where: running.contains)
    }

    /// Lifts a finger under way without a fling, and stops a fling (the regions' too: the layout
    /// they belong to is going).
    private func stopScrolling() {
        gestures.scroll = .idle
        gestures.nestedFlings = [:]
        gestures.finger = nil
    }

    /// Ends the layout change under way where it is heading, and animates its elements from
    /// where they are on screen to the kept layout.
    func landLayoutChange() throws {
        guard layoutChanges.change != nil else { return }
        while let change = layoutChanges.change {
            try completeLayoutChange(finished: change.landsFinished)
        }
        try layoutIfNeeded()
        beginTransition(animation: Self.landing) { $0 }
        try render(recording: false)
    }
}
