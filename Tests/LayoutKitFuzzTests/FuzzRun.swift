import Foundation
import LayoutKit

/// One seeded sequence of operations on a host, checked after every step.
final class FuzzRun {
    /// What went wrong, for the test to report; empty when the sequence held.
    private(set) var failures: [String] = []
    /// The operations played, for a failure's message.
    private(set) var log: [String] = []
    /// Operations refused with `HostError.busy`, by what was running.
    private(set) var busyRefusals: [HostOperation: Int] = [:]
    /// Operations played.
    private(set) var operations = 0
    /// Clock seconds from the last operation to idle.
    private(set) var secondsToIdle: TimeInterval?

    let subject: FuzzSubject
    let seed: UInt64
    private var random: SeededRandom
    let host: CollectionViewHost
    /// The data, as the app knows it.
    private(set) var counts: [Int]
    /// Items the toy reported gone, to delete between frames.
    private var gone: [IndexPath] = []

    init(_ subject: FuzzSubject, seed: UInt64) throws {
        self.subject = subject
        self.seed = seed
        random = SeededRandom(seed: seed)
        counts = (0..<subject.sections).map { _ in 4 + Int(seed % 7) }
        host = try CollectionViewHost(
            layout: subject.make(), frameSize: CGSize(width: 320, height: 568), itemCounts: counts,
            layoutDirection: subject.direction)
        if subject.selfSizing {
            host.preferredLayoutAttributesFitting = { attributes in
                var sized = attributes
                sized.frame.size.height = 40 + CGFloat(attributes.indexPath.item % 5) * 12
                return sized
            }
        }
        if subject.isToy {
            host.onItemsLeft = { [unowned self] paths in gone += paths }
        }
    }

    /// Plays `steps` random operations, then lets the host come to rest.
    func play(steps: Int, idleBound: TimeInterval = 60) {
        do {
            try host.advanceFrame()
            for _ in 0..<steps where failures.isEmpty {
                try deleteGoneItems()
                trace("counts \(counts), host \(host.itemCounts), \(type(of: host.layout)), after \(log.last ?? "-")")
                try step()
                operations += 1
                check()
            }
            try finishInteractions()
            let start = host.time
            guard try comeToRest(within: idleBound) else { return }
            try deleteGoneItems()
            guard try comeToRest(within: idleBound) else { return }
            secondsToIdle = host.time - start
            checkAtRest()
        } catch {
            fail("threw \(error)")
        }
    }

    /// The longest the host may stay busy once nothing moves, in seconds: the bodies
    /// that left the screen may stay in the animator for `BehaviorManager.leftBodyLinger`, then
    /// the animator waits a quarter of a second at rest, and a frame or two.
    static let restLag: TimeInterval = BehaviorManager.leftBodyLinger + 0.25 + 2.0 / 60

    /// Advances until the host is idle: false (a failure) when it is not within `bound` seconds,
    /// or when it stays busy for more than ``restLag`` while nothing moves: neither what is on
    /// screen nor any element the layout answers for its whole content (springs off screen
    /// still settling are motion).
    private func comeToRest(within bound: TimeInterval) throws -> Bool {
        let deadline = host.time + bound
        var lastMove = host.time
        var previous = motionSample()
        while !host.isIdle {
            guard host.time < deadline else {
                fail("not idle \(bound) s after the last operation")
                return false
            }
            try host.advanceFrame()
            let shown = motionSample()
            trace(
                "t \(host.time): moved \(shown != previous), layout animating \(host.isLayoutAnimating), host animating \(host.isAnimating)"
            )
            if shown != previous { lastMove = host.time }
            previous = shown
            if host.time - lastMove > Self.restLag, !host.isDragging, !host.isPinching, host.transitionLayout == nil {
                fail(
                    "nothing moved for \(Self.restLag) s, yet the host is not idle (layout animating: \(host.isLayoutAnimating), host animating: \(host.isAnimating), decelerating \(host.isDecelerating))"
                )
                return false
            }
        }
        return true
    }

    /// What must stop changing for the host to be at rest: the visible rectangle, what is on
    /// screen, and every element the layout answers for its whole content.
    private func motionSample() -> (CGRect, [LayoutAttributes], [LayoutAttributes]) {
        let content = CGRect(origin: .zero, size: host.layout.contentSize).insetBy(
            dx: -host.bounds.width, dy: -host.bounds.height)
        return (host.visibleRect, host.visibleElements, host.core.elements(in: content))
    }

    /// True when `LAYOUTKIT_FUZZ_TRACE` is set: every step and rest frame is printed.
    static let tracing = ProcessInfo.processInfo.environment["LAYOUTKIT_FUZZ_TRACE"] != nil

    func trace(_ message: @autoclosure () -> String) {
        if Self.tracing { print("FUZZ \(subject.name) seed \(seed): \(message())") }
    }

    func fail(_ message: String) {
        failures.append("\(subject.name) seed \(seed): \(message); after \(log.suffix(8).joined(separator: ", "))")
    }

    // MARK: operations

    private func step() throws {
        switch random.next(below: 14) {
        case 0, 1, 2: try batchUpdate()
        case 3: try invalidUpdate()
        case 4: try rotate()
        case 5, 6: try drag()
        case 7: try pinch()
        case 8: try changeLayout()
        case 9: try interactiveTransition()
        case 10: try setOffset()
        case 11: try invalidInput()
        case 12: try reorder()
        default: try advance()
        }
    }

    private func batchUpdate() throws {
        guard let (update, after) = FuzzUpdates.valid(from: counts, sections: subject.sections > 1, using: &random) else {
            return
        }
        log.append("update \(update.items.map(\.description))")
        try attempt("a batch update") {
            try host.performBatchUpdates(update, countsAfter: after)
            counts = after
        }
    }

    /// An update whose counts do not add up: refused with a typed error, nothing changed.
    private func invalidUpdate() throws {
        guard !counts.isEmpty else { return }
        var wrong = counts
        wrong[random.next(below: wrong.count)] += 1 + random.next(below: 3)
        log.append("invalid update \(counts) -> \(wrong)")
        let before = (host.itemCounts, host.visibleElements)
        do {
            try host.performBatchUpdates(BatchUpdate(), countsAfter: wrong)
            fail("an update the counts do not explain was accepted")
        } catch LayoutError.invalidUpdate {
            if host.itemCounts != before.0 { fail("a refused update changed the counts") }
            if host.visibleElements != before.1 { fail("a refused update changed what is shown") }
        } catch HostError.busy(operation: .batchUpdate, running: .interactiveMove) {
            busyRefusals[.interactiveMove, default: 0] += 1
        }
    }

    private func rotate() throws {
        let size = host.frameSize
        let animated = random.next(below: 3) != 0
        log.append("rotate\(animated ? " animated" : "")")
        try attempt("a rotation") {
            try host.setFrameSize(CGSize(width: size.height, height: size.width), animation: animated ? .rotation : nil)
        }
    }

    private func drag() throws {
        let size = host.frameSize
        let start = CGPoint(x: size.width * (0.2 + 0.6 * random.unit()), y: size.height * (0.2 + 0.6 * random.unit()))
        let end = CGPoint(x: start.x + CGFloat(random.unit() * 400 - 200), y: start.y + CGFloat(random.unit() * 600 - 300))
        let duration = 0.05 + random.unit() * 0.4
        log.append("drag to \(Int(end.x)),\(Int(end.y)) in \(Int(duration * 1000)) ms")
        try attempt("a drag") { try host.drag(.line(from: start, to: end, duration: duration)) }
        try host.advance(frames: random.next(below: 20))
    }

    private func pinch() throws {
        let size = host.frameSize
        let center = CGPoint(x: size.width / 2, y: size.height / 3)
        log.append("pinch")
        try attempt("a pinch") {
            try host.pinch(.spread(center: center, from: 40, to: 40 + CGFloat(random.unit() * 120), duration: 0.3))
        }
        try host.advance(frames: random.next(below: 25))
    }

    private func changeLayout() throws {
        let destination = FuzzSubject.destinations[random.next(below: FuzzSubject.destinations.count)]()
        let animated = random.next(below: 2) == 0
        log.append("layout change\(animated ? " animated" : "")")
        try attempt("a layout change") {
            try host.setLayout(destination, animation: animated ? HostAnimation(duration: 0.35) : nil)
        }
    }

    private func interactiveTransition() throws {
        if host.transitionLayout != nil, !host.isIdle, random.next(below: 2) == 0 {
            try settleInteractiveTransitionIfAny()
            return
        }
        let destination = FuzzSubject.destinations[random.next(below: FuzzSubject.destinations.count)]()
        log.append("interactive transition")
        try attempt("an interactive transition") {
            let transition = try host.startInteractiveTransition(to: destination)
            for _ in 0..<random.next(below: 10) {
                try transition.updateInteractiveTransition(CGFloat(random.unit()))
                try host.advanceFrame()
            }
        }
    }

    private func setOffset() throws {
        let valid = host.validContentOffsets
        let offset = CGPoint(
            x: valid.minX + valid.width * CGFloat(random.unit()), y: valid.minY + valid.height * CGFloat(random.unit()))
        log.append("offset \(Int(offset.x)),\(Int(offset.y))")
        try attempt("a content offset change") { try host.setContentOffset(offset) }
    }

    /// Input no caller may give: refused with a typed error, nothing changed.
    private func invalidInput() throws {
        let before = (host.itemCounts, host.contentOffset, host.frameSize)
        let which = random.next(below: 3)
        log.append("invalid input \(which)")
        do {
            switch which {
            case 0: try host.setContentOffset(CGPoint(x: CGFloat.nan, y: 0))
            case 1: try host.setFrameSize(CGSize(width: -10, height: 100))
            default: try host.advance(by: -1)
            }
            fail("invalid input \(which) was accepted")
        } catch is LayoutError {
        } catch is HostError {
        }
        if (host.itemCounts, host.contentOffset, host.frameSize) != before { fail("invalid input \(which) changed the host") }
    }

    private func reorder() throws {
        guard !host.isMovingItem else {
            if random.next(below: 2) == 0 {
                log.append("end move")
                do {
                    let move = try host.endInteractiveMovement()
                    counts = try move.validated(countsBefore: counts, countsAfter: host.itemCounts).countsAfter
                } catch HostError.dropOutsideSections {
                    log.append("(outside every section: cancel)")
                    try host.cancelInteractiveMovement()
                }
            } else {
                log.append("cancel move")
                try attempt("cancelling a move") { try host.cancelInteractiveMovement() }
            }
            return
        }
        guard
            let cell = host.visibleElements.first(where: {
                $0.category == .cell && host.itemCounts.indices.contains($0.indexPath.section)
                    && $0.indexPath.item < host.itemCounts[$0.indexPath.section]
            })
        else { return }
        log.append("move \(cell.indexPath)")
        try attempt("an interactive move") {
            try host.beginInteractiveMovementForItem(at: cell.indexPath)
            let target = CGPoint(x: host.bounds.midX, y: host.bounds.midY)
            try host.updateInteractiveMovementTargetPosition(target)
        }
    }

    private func advance() throws {
        let frames = 1 + random.next(below: 40)
        log.append("\(frames) frames")
        try host.advance(frames: frames)
        if subject.isToy, let toy = host.layout as? PhysicsToyLayout, host.itemCounts.first.map({ $0 > 0 }) == true,
            random.next(below: 3) == 0
        {
            log.append("drop")
            try toy.dropItem(at: IndexPath(item: random.next(below: host.itemCounts[0]), section: 0))
        }
    }

    /// Runs `body`; a `HostError.busy` refusal is counted, any other error is a failure.
    private func attempt(_ operation: String, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let HostError.busy(operation: _, running: running) {
            busyRefusals[running, default: 0] += 1
            log.append("(busy: \(running))")
        } catch {
            fail("\(operation) threw \(error)")
        }
    }

    /// Deletes the items the toy reported gone, between frames, as an app does.
    private func deleteGoneItems() throws {
        guard !gone.isEmpty, counts.count == 1 else { return }
        let paths = gone.filter { $0.item < counts[0] }
        gone = []
        guard !paths.isEmpty else { return }
        var update = BatchUpdate()
        update.deleteItems(paths)
        log.append("delete gone \(paths.count)")
        try attempt("deleting the items that left") {
            try host.performBatchUpdates(update, countsAfter: [counts[0] - paths.count])
            counts[0] -= paths.count
        }
    }

    private func settleInteractiveTransitionIfAny() throws {
        guard host.transitionLayout != nil else { return }
        let finishing = random.next(below: 2) == 0
        log.append(finishing ? "finish transition" : "cancel transition")
        do {
            if finishing { try host.finishInteractiveTransition() } else { try host.cancelInteractiveTransition() }
        } catch HostError.notApplicable {
        }
    }

    /// Lifts what is held at the end: a move is cancelled, an interactive transition settled.
    private func finishInteractions() throws {
        if host.isMovingItem { try host.cancelInteractiveMovement() }
        try settleInteractiveTransitionIfAny()
    }
}
