extension World {
    /// Whether the fast spring runs of `addition` (a world built for new items alone) can be
    /// appended as ``appendFastSprings(of:shift:)`` does: each run's forces and spring are those
    /// of this world's last run or of none of its runs, so that runs are not split again and
    /// again by items coming and going.
    ///
    /// - Complexity: O(runs here × runs in `addition`).
    func canAppendFastSprings(of addition: World) -> Bool {
        addition.fastGroups.allSatisfy { group in
            guard let index = fastGroups.firstIndex(where: { $0.shares(with: group) }) else { return true }
            return index == fastGroups.count - 1
        }
    }

    /// Appends the fast spring runs of `addition`, whose body `b` is body `b + shift` here: a run
    /// that shares this world's last run's forces and spring lengthens it (still read without
    /// body indices when its bodies follow that run's), any other comes after it.
    ///
    /// - Complexity: amortized O(`addition`'s fast springs).
    mutating func appendFastSprings(of addition: World, shift: Int32) {
        for group in addition.fastGroups {
            let first = fastTargets.count
            fastTargets += addition.fastTargets[group.entries]
            fastBodies += addition.fastBodies[group.entries].lazy.map { $0 + shift }
            let firstBody = group.firstBody.map { $0 + shift }
            if let last = fastGroups.indices.last, fastGroups[last].shares(with: group) {
                let follows = fastGroups[last].firstBody.map { $0 + Int32(fastGroups[last].entries.count) } == firstBody
                fastGroups[last].entries = fastGroups[last].entries.lowerBound..<fastTargets.count
                if !follows { fastGroups[last].firstBody = nil }
            } else {
                fastGroups.append(
                    FastSpringGroup(
                        coefficients: group.coefficients, forces: group.forces, entries: first..<fastTargets.count,
                        firstBody: firstBody))
            }
        }
    }

    /// Takes out the fast springs of the bodies `renumbered` drops (`nil`), numbering the other
    /// bodies as it says; each run keeps its springs in order (and a run of consecutive bodies
    /// stays one: those that stay close up), and a run left empty goes.
    ///
    /// - Complexity: O(fast springs).
    mutating func removeFastSprings(renumbered: [Int32?]) {
        var kept = 0
        for index in fastGroups.indices {
            let start = kept
            for entry in fastGroups[index].entries {
                guard let body = renumbered[Int(fastBodies[entry])] else { continue }
                (fastBodies[kept], fastTargets[kept]) = (body, fastTargets[entry])
                kept += 1
            }
            fastGroups[index].entries = start..<kept
            fastGroups[index].firstBody = fastGroups[index].firstBody != nil && kept > start ? fastBodies[start] : nil
        }
        fastBodies.removeLast(fastBodies.count - kept)
        fastTargets.removeLast(fastTargets.count - kept)
        fastGroups.removeAll { $0.entries.isEmpty }
    }
}
