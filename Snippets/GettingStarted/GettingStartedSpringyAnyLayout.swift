// snippet.hide
import Foundation
import LayoutKit

final class MyListLayout: CollectionLayout {
    private(set) var contentSize: CGSize = .zero
    func prepare(_ context: LayoutContext) throws { contentSize = context.insetViewportSize }
    func attributes(in rect: CGRect) -> [LayoutAttributes] { [] }
}
// snippet.show
let sideways = FlowLayout(configuration: .compactGrid(scrollDirection: .horizontal)).springy()
let custom = MyListLayout().transposed().springy(.overview)
