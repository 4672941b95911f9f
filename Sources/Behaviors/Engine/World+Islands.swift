/// Islands and sleep.
///
/// Joint bodies linked by contacts (touching or about to) or by joints form an island. Each body
/// counts how long it has moved and turned slower than the rest thresholds; when every body of
/// an island has rested for ``RestThresholds/duration``, the island falls asleep: its bodies
/// stop, are neither integrated nor solved, their shapes keep their boxes and their contacts are
/// kept as they were. An island wakes whole when an awake body reaches one of its shapes, when a
/// behaviour holding one of its items changes, or when the host moves one of its items.
extension World {
    /// True when `body` moves in the steps: a joint body that does not sleep.
    @inline(__always)
    func isAwake(_ body: Int32) -> Bool {
        body != 0 && bodies.mass[Int(body)].inverseMass > 0 && !bodies.sleep[Int(body)].isAsleep
    }

    /// Lists the awake joint bodies and the joints they take part in, and tells the contacts
    /// which of them sleep.
    ///
    /// - Complexity: O(bodies + joints + contacts).
    mutating func refreshAwake() {
        awakeBodies = jointBodies.filter { !bodies.sleep[Int($0)].isAsleep }
        awakeJoints = joints.indices.filter { isAwake(joints[$0].bodyA) || isAwake(joints[$0].bodyB) }.map(Int32.init)
        var awake = [Bool](repeating: false, count: bodies.count)
        for body in awakeBodies { awake[Int(body)] = true }
        collision.noteAwake(awake)
        awakeIsStale = false
    }

    /// Counts `elapsed` seconds more of rest for every awake body slower than the rest
    /// thresholds (and starts the count again for the others), then puts to sleep the islands
    /// whose bodies have all rested ``RestThresholds/duration``.
    ///
    /// - Complexity: O(awake bodies), plus O(bodies + contacts + joints) when some body has
    ///   rested long enough.
    mutating func updateSleep(elapsed: Double) {
        let speedLimit = RestThresholds.speed * RestThresholds.speed
        let drowsy = RestThresholds.duration - World.step / 2
        var anyDrowsy = false
        for index in awakeBodies {
            let body = Int(index)
            let velocity = bodies.linear[body].velocity
            let resting =
                (velocity * velocity).sum() <= speedLimit && abs(bodies.angular[body].velocity) <= RestThresholds.angularSpeed
            bodies.sleep[body].restTime = resting ? bodies.sleep[body].restTime + elapsed : 0
            anyDrowsy = anyDrowsy || bodies.sleep[body].restTime >= drowsy
        }
        if anyDrowsy { sleepRestingIslands(drowsy: drowsy) }
    }

    /// Finds the islands of the awake bodies (a union-find over the contacts and joints between
    /// them) and puts to sleep those whose bodies have all rested `drowsy` seconds.
    private mutating func sleepRestingIslands(drowsy: Double) {
        var parents: [Int32] = []
        swap(&parents, &islandParents)
        if parents.count != bodies.count { parents = Array(repeating: 0, count: bodies.count) }
        for body in awakeBodies { parents[Int(body)] = body }
        func root(_ body: Int32) -> Int32 {
            var body = body
            while parents[Int(body)] != body {
                parents[Int(body)] = parents[Int(parents[Int(body)])]
                body = parents[Int(body)]
            }
            return body
        }
        func join(_ a: Int32, _ b: Int32) {
            guard isAwake(a), isAwake(b) else { return }
            let (rootA, rootB) = (root(a), root(b))
            if rootA != rootB { parents[Int(max(rootA, rootB))] = min(rootA, rootB) }
        }
        for manifold in collision.manifolds where !manifold.dormant { join(manifold.bodyA, manifold.bodyB) }
        for index in awakeJoints { join(joints[Int(index)].bodyA, joints[Int(index)].bodyB) }
        // Per root: unlabelled, restless (awake) or the label its island sleeps under.
        let unlabelled: Int32 = -2
        var labels = [Int32](repeating: unlabelled, count: bodies.count)
        for body in awakeBodies where bodies.sleep[Int(body)].restTime < drowsy {
            labels[Int(root(body))] = SleepState.awake
        }
        var slept = false
        for body in awakeBodies {
            let island = Int(root(body))
            guard labels[island] != SleepState.awake else { continue }
            if labels[island] == unlabelled {
                labels[island] = nextIsland
                nextIsland = nextIsland == .max ? 0 : nextIsland + 1
            }
            bodies.sleep[Int(body)].island = labels[island]
            bodies.linear[Int(body)].velocity = .zero
            bodies.angular[Int(body)].velocity = 0
            slept = true
        }
        swap(&parents, &islandParents)
        if slept { refreshAwake() }
    }

    /// Wakes the whole island of every sleeping body among `wakers`; their rest counts start
    /// again.
    ///
    /// - Complexity: O(bodies) when some island wakes.
    mutating func wakeIslands(of wakers: some Sequence<Int32>) {
        var islands: Set<Int32> = []
        for body in wakers where Int(body) < bodies.count && bodies.sleep[Int(body)].isAsleep {
            islands.insert(bodies.sleep[Int(body)].island)
        }
        guard !islands.isEmpty else { return }
        for body in bodies.sleep.indices where islands.contains(bodies.sleep[body].island) {
            bodies.sleep[body] = SleepState()
        }
        awakeIsStale = true
    }

    /// Wakes every body (the boundaries changed).
    mutating func wakeAll() {
        for body in bodies.sleep.indices { bodies.sleep[body] = SleepState() }
        awakeIsStale = true
    }

    /// After a build: wakes the islands that cannot go on sleeping as carried over, those with a
    /// body that no longer takes part in contacts or joints (it left the collision, or lost its
    /// mass) and those joined by a new joint to an awake body.
    ///
    /// - Complexity: O(bodies + joints).
    mutating func wakeBrokenIslands() {
        var isJointBody = [Bool](repeating: false, count: bodies.count)
        for body in jointBodies { isJointBody[Int(body)] = true }
        var wakers = bodies.sleep.indices.filter { bodies.sleep[$0].isAsleep && !isJointBody[$0] }.map(Int32.init)
        for joint in joints where isAwake(joint.bodyA) || isAwake(joint.bodyB) {
            wakers += [joint.bodyA, joint.bodyB]
        }
        wakeIslands(of: wakers)
    }
}
