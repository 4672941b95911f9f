import Foundation
import LayoutKitCore
import LayoutKitLayouts

/// A prepared flow that notes every rectangle it is asked about.
final class QueryRecordingLayout: CollectionLayout {
    let base: FlowLayout
    private(set) var queries: [CGRect] = []

    init(_ base: FlowLayout) { self.base = base }

    func prepare(_ context: LayoutContext) throws { try base.prepare(context) }
    var contentSize: CGSize { base.contentSize }

    func attributes(in rect: CGRect) -> [LayoutAttributes] {
        queries.append(rect)
        return base.attributes(in: rect)
    }

    func forgetQueries() { queries = [] }
}
