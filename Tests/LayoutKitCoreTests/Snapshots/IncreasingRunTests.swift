import Testing

@testable import LayoutKitCore

/// The heaviest increasing run, checked against every subsequence of short random sequences.
struct IncreasingRunTests {
    @Test func theRunIsIncreasingAndNoneIsHeavier() {
        var random = SeededRandom(seed: 3)
        for _ in 0..<500 {
            let count = random.next(below: 11)
            var values = Array(0..<count)
            values.shuffle(using: &random)
            let weights = values.map { _ in 1 + random.next(below: 5) }
            let run = IncreasingRun.heaviest(in: values, weights: weights)
            #expect(zip(run, run.dropFirst()).allSatisfy { $0 < $1 && values[$0] < values[$1] }, "\(values)")
            var heaviest = 0
            for mask in 0..<(1 << count) {
                let chosen = (0..<count).filter { mask & (1 << $0) != 0 }
                if zip(chosen, chosen.dropFirst()).allSatisfy({ values[$0] < values[$1] }) {
                    heaviest = max(heaviest, chosen.reduce(0) { $0 + weights[$1] })
                }
            }
            #expect(run.reduce(0) { $0 + weights[$1] } == heaviest, "\(values) \(weights)")
        }
    }
}
