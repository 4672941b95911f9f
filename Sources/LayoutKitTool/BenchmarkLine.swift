/// One figure of a benchmark, printed as `scene metric N value unit` so a script can read it.
struct BenchmarkLine: CustomStringConvertible {
    var scene: String
    var metric: String
    var count: Int
    var value: Double
    var unit: String

    var description: String {
        let digits = value >= 100 ? 1 : (value >= 1 ? 2 : 4)
        return "\(scene) \(metric) \(count) \(formatted(value, digits: digits)) \(unit)"
    }
}

/// `value` with a fixed number of decimal places, without Foundation's locale.
func formatted(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (abs(value) * scale).rounded()
    let whole = Int(rounded / scale)
    let fraction = Int(rounded - Double(whole) * scale)
    let sign = value < 0 && rounded != 0 ? "-" : ""
    guard digits > 0 else { return "\(sign)\(whole)" }
    let fractionText = String(fraction)
    return "\(sign)\(whole)." + String(repeating: "0", count: digits - fractionText.count) + fractionText
}
