import Foundation
import FuzzSupport
import LayoutKit

/// A layout (flow, waterfall, column grid, each maybe transposed or inset) with a configuration,
/// item counts (up to a million), item sizes and bounds from the bytes, NaN, infinite, negative,
/// zero and huge values included: preparing it either throws a typed error or every answer is
/// finite, the cells of a rectangle never overlap by a pixel (origins are on the pixel grid and
/// sizes are as given, so neighbours with no spacing may share less than one), and each answers
/// its own index path.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayouts(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    var stream = ByteStream(start, count: count)
    let layout = makeLayout(from: &stream)
    let counts = (0..<stream.int(in: 1...3)).map { _ in stream.int(in: 0...7) == 7 ? 1_000_000 : stream.int(in: 0...60) }
    let sizes = (0..<8).map { _ in CGSize(width: stream.length(), height: stream.length()) }
    let providesSizes = stream.bool()
    let bounds = CGRect(x: 0, y: stream.length(), width: stream.length(), height: stream.length())
    let context = LayoutContext(
        bounds: bounds, itemCounts: counts, itemSizeProvider: providesSizes ? { sizes[$0.item % sizes.count] } : nil)
    guard prepareOrRefuse(layout, for: context, isTyped: { $0 is LayoutError }) else { return 0 }
    let rect = CGRect(x: 0, y: 0, width: 400, height: 800)
    let cells = layout.attributes(in: rect).filter { $0.category == .cell }
    for cell in cells {
        require(
            cell.frame.origin.x.isFinite && cell.frame.origin.y.isFinite && cell.size.isFinite,
            "cell \(cell.indexPath) at \(cell.frame)")
    }
    // Items of no size all lie in any rectangle (a million of them): the one-item queries are
    // checked for the first thousand, which keeps an input within the fuzzer's time limit.
    for cell in cells.prefix(1_000) {
        require(layout.attributes(at: cell.indexPath)?.frame == cell.frame, "\(cell.indexPath) answers another frame alone")
    }
    let pixel = 1 / context.displayScale
    for (index, cell) in cells.prefix(200).enumerated() {
        for other in cells.prefix(200).dropFirst(index + 1) where cell.size.width > 0 && other.size.width > 0 {
            let overlap = cell.frame.intersection(other.frame)
            require(
                overlap.isNull || overlap.width < pixel || overlap.height < pixel, "\(cell.indexPath) overlaps \(other.indexPath)"
            )
        }
    }
    return 0
}

/// One of the layouts whose cells never overlap, with a configuration from the bytes.
private func makeLayout(from stream: inout ByteStream) -> any CollectionLayout {
    let base: any CollectionLayout
    switch stream.int(in: 0...2) {
    case 0:
        let (item, interitem, line, inset) = (stream.length(), stream.length(), stream.length(), stream.length())
        let estimated = stream.bool()
        base = FlowLayout {
            $0.itemSize = CGSize(width: item, height: item)
            $0.minimumInteritemSpacing = interitem
            $0.minimumLineSpacing = line
            $0.sectionInset = EdgeInsets(all: inset)
            if estimated { $0.estimatedItemSize = CGSize(width: item, height: item) }
        }
    case 1:
        let columns = stream.bool() ? GridColumns.fixed(stream.int(in: -1...12)) : .minimumWidth(stream.length())
        base = WaterfallLayout(
            configuration: WaterfallConfiguration(
                columns: columns, interItemSpacing: stream.length(), columnSpacing: stream.length(),
                sectionInsets: EdgeInsets(all: stream.length()), estimatedItemHeight: stream.length()))
    default:
        let columns = stream.bool() ? GridColumns.fixed(stream.int(in: -1...12)) : .minimumWidth(stream.length())
        base = ColumnGridLayout(
            configuration: ColumnGridConfiguration(
                columns: columns, itemHeight: .aspectRatio(stream.length()), rowSpacing: stream.length(),
                columnSpacing: stream.length(), sectionInsets: EdgeInsets(all: stream.length())))
    }
    return composed(base, from: &stream)
}

/// `base` sideways, inset, or as it is.
private func composed<Base: CollectionLayout>(_ base: Base, from stream: inout ByteStream) -> any CollectionLayout {
    switch stream.int(in: 0...2) {
    case 0: return base.transposed()
    case 1: return base.inset(by: EdgeInsets(all: stream.length()))
    default: return base
    }
}
