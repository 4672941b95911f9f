// snippet.hide
import Foundation
import LayoutKit

final class MyListLayout: CollectionLayout {
    var contentSize: CGSize { .zero }
    func prepare(_ context: LayoutContext) throws {}
    func attributes(in rect: CGRect) -> [LayoutAttributes] { [] }
}
// snippet.show
let layout = FlowLayout(configuration: .compactGrid()).springy()  // article 000's numbers
let sideways = MyListLayout().transposed().springy(.overview)  // article 001's resistance
let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [120])
try host.drag(.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 300), duration: 0.3))
try host.runUntilIdle()  // the springs settle exactly on the base layout, then the host is idle
// snippet.hide
precondition(host.visibleElements == layout.attributes(in: host.bounds))
_ = sideways
