import Foundation
import FuzzSupport
import LayoutKit

/// A compositional layout whose sections come from the bytes: groups horizontal or vertical,
/// nested up to three deep, repeated or listed, of items and groups sized by fractions, absolute
/// or estimated lengths (NaN, infinite, negative, zero and huge ones included), with spacing,
/// insets, a pinned header, and orthogonal scrolling; item counts up to 100 000 a section. Preparing it
/// either throws a typed error or every answer is finite, each cell answers its own index path
/// alone, and a scroll of the content answers the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompositional(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    var stream = ByteStream(start, count: count)
    let sections = (0..<stream.int(in: 1...4)).map { _ in section(from: &stream) }
    // Up to 100 000 items a section: groups of a billionth of a point put every item of a section
    // in any rectangle, and a million in each of four sections answers four million elements,
    // which takes the fuzzer's 10 s to build.
    let counts = sections.map { _ in stream.int(in: 0...7) == 7 ? 100_000 : stream.int(in: 0...40) }
    let layout = CompositionalLayout(
        configuration: CompositionalConfiguration(interSectionSpacing: stream.length())
    ) { index, _ in sections[index % sections.count] }
    let width = stream.length()
    let context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: width, height: 600), itemCounts: counts)
    guard prepareOrRefuse(layout, for: context, isTyped: { $0 is LayoutError || $0 is CompositionalLayoutError }) else {
        return 0
    }
    let content = layout.contentSize
    for rect in [CGRect(x: 0, y: 0, width: 400, height: 600), CGRect(x: 0, y: content.height / 2, width: 400, height: 600)] {
        for element in layout.attributes(in: rect) {
            require(element.frame.origin.isFinite && element.size.isFinite, "\(element.indexPath) at \(element.frame)")
            if element.category == .cell {
                require(
                    layout.attributes(at: element.indexPath)?.frame == element.frame,
                    "\(element.indexPath) answers another frame alone")
            }
        }
    }
    return 0
}

/// A section of groups from the bytes.
private func section(from stream: inout ByteStream) -> CompositionalSection {
    let scrolling: [OrthogonalScrollingBehavior] = [
        .none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered
    ]
    let header =
        stream.bool()
        ? [
            BoundarySupplementaryItem(
                kind: "header", height: stream.length(), alignment: .top, pinsToVisibleBounds: stream.bool())
        ] : []
    return CompositionalSection(
        group: group(from: &stream, depth: 0), interGroupSpacing: stream.length(),
        orthogonalScrolling: scrolling[stream.int(in: 0...5)],
        contentInsets: EdgeInsets(all: stream.length()), boundaryItems: header)
}

/// A group of items and, above the third level, groups; repeated or listed.
private func group(from stream: inout ByteStream, depth: Int) -> LayoutGroup {
    let size = LayoutSize(width: dimension(from: &stream), height: dimension(from: &stream))
    let horizontal = stream.bool()
    var made: LayoutGroup
    if stream.bool() {
        let element = element(from: &stream, depth: depth)
        let count = stream.int(in: -1...6)
        made =
            horizontal
            ? .horizontal(size: size, repeating: element, count: count) : .vertical(size: size, repeating: element, count: count)
    } else {
        let elements = (0..<stream.int(in: 0...4)).map { _ in element(from: &stream, depth: depth) }
        made = horizontal ? .horizontal(size: size, subitems: elements) : .vertical(size: size, subitems: elements)
    }
    if stream.bool() { made.interItemSpacing = stream.bool() ? .fixed(stream.length()) : .flexible(stream.length()) }
    made.contentInsets = EdgeInsets(all: stream.length())
    return made
}

/// An item, or a group below the third level.
private func element(from stream: inout ByteStream, depth: Int) -> LayoutGroupElement {
    if depth < 2, stream.int(in: 0...3) == 0 { return .group(group(from: &stream, depth: depth + 1)) }
    return .item(LayoutItem(size: LayoutSize(width: dimension(from: &stream), height: dimension(from: &stream))))
}

/// A fraction (of the container), an absolute or an estimated length.
private func dimension(from stream: inout ByteStream) -> LayoutDimension {
    switch stream.int(in: 0...3) {
    case 0: .fractionalWidth(stream.length() / 100)
    case 1: .fractionalHeight(stream.length() / 100)
    case 2: .absolute(stream.length())
    default: .estimated(stream.length())
    }
}
