import Foundation
import FuzzSupport
import LayoutKit

/// Finger and pinch traces from the bytes (times out of order, repeated or NaN, points NaN or
/// huge, zero durations, one sample) played into the headless host over a flow, a springy
/// flow, a paging flow, a looping flow, a pinchable flow or the spring carousel, with frames,
/// new sizes and touches while others play in between: every call either throws a typed error,
/// leaving the content offset as it was, or is taken; after every frame the offset and every
/// element shown are finite; and once the fingers are up the host comes to rest.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGestures(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    var stream = ByteStream(start, count: count)
    let layout = makeLayout(from: &stream)
    let items = stream.int(in: 0...200)
    let host: CollectionViewHost
    do {
        host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [items])
    } catch {
        fatalError("a layout that prepares on this screen was refused: \(error)")
    }
    for _ in 0..<stream.int(in: 1...12) where !stream.isAtEnd {
        let before = host.contentOffset
        let operation = stream.int(in: 0...3)
        do {
            switch operation {
            case 0: try host.drag(FingerTrace(samples(from: &stream)))
            case 1:
                try host.pinch(
                    PinchTrace(
                        samples(from: &stream).map { sample in
                            PinchTrace.Sample(
                                time: sample.time, first: sample.location,
                                second: CGPoint(x: sample.location.x + 40, y: sample.location.y))
                        }))
            case 2: try host.setFrameSize(CGSize(width: stream.length(), height: stream.length()))
            default: try host.advance(frames: stream.int(in: 1...30))
            }
        } catch is HostError, is LayoutError {
            // A refused touch or size changes nothing; a frame may fail after moving on.
            require(operation == 3 || host.contentOffset == before, "a refused call moved the content to \(host.contentOffset)")
        } catch {
            fatalError("an untyped error: \(error)")
        }
        checkShown(host)
    }
    let rested: Bool
    do {
        rested = try host.runUntilIdle(timeout: 120)
    } catch {
        fatalError("running to rest threw: \(error)")
    }
    require(rested, "the host did not come to rest within 120 s")
    checkShown(host)
    return 0
}

/// One to six samples, each time from the bytes (sometimes going back, repeated, or not finite),
/// each location too.
private func samples(from stream: inout ByteStream) -> [FingerTrace.Sample] {
    var time = 0.0
    return (0..<stream.int(in: 1...6)).map { _ in
        switch stream.int(in: 0...9) {
        case 0: time = .nan
        case 1: time -= 0.01
        case 2: break  // the same time again
        default: time += Double(stream.int(in: 1...40)) / 240
        }
        return FingerTrace.Sample(time: time, location: CGPoint(x: stream.length(), y: stream.length()))
    }
}

/// The content offset and every element shown are finite.
private func checkShown(_ host: CollectionViewHost) {
    require(host.contentOffset.x.isFinite && host.contentOffset.y.isFinite, "content offset \(host.contentOffset)")
    for element in host.visibleElements {
        require(
            element.frame.origin.x.isFinite && element.frame.origin.y.isFinite && element.size.isFinite,
            "\(element.indexPath) at \(element.frame)")
    }
}

/// A layout that scrolls, from the bytes.
private func makeLayout(from stream: inout ByteStream) -> any CollectionLayout {
    let flow = FlowLayout(configuration: .compactGrid(scrollDirection: stream.bool() ? .vertical : .horizontal))
    switch stream.int(in: 0...5) {
    case 0: return flow.springy()
    case 1: return flow.paging()
    case 2: return flow.looping()
    case 3: return flow.pinchable()
    case 4: return SpringCarouselLayout()
    default: return flow
    }
}
