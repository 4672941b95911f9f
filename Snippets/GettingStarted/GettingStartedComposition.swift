// snippet.hide
import Foundation
import LayoutKit

final class ColumnLayout: CollectionLayout {
    private(set) var contentSize: CGSize = .zero
    func prepare(_ context: LayoutContext) throws { contentSize = context.insetViewportSize }
    func attributes(in rect: CGRect) -> [LayoutAttributes] { [] }
}
// snippet.show
let padded = FlowLayout(configuration: .compactGrid()).inset(by: EdgeInsets(all: 20))
let sideways = ColumnLayout().transposed()  // a vertical algorithm, scrolling horizontally
let faded = FlowLayout(configuration: .compactGrid()).adjustingAttributes { attributes, context in
    let distance = abs(attributes.center.y - context.visibleRect.midY)
    attributes.alpha = max(0.3, 1 - distance / 400)
}
