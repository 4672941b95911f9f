import Foundation
import LayoutKitCore

/// A layout answering a fixed list of cells (item, top in pt), 40 pt high, whatever the rectangle.
final class AnsweringLayout: CollectionLayout {
    let answers: [(item: Int, top: CGFloat)]
    let contentSize = CGSize(width: 320, height: 1_000)

    init(answers: [(item: Int, top: CGFloat)]) {
        self.answers = answers
    }

    func prepare(_ context: LayoutContext) throws {}

    func attributes(in rect: CGRect) -> [LayoutAttributes] {
        answers.map { answer in
            LayoutAttributes(
                indexPath: IndexPath(item: answer.item, section: 0), category: .cell,
                frame: CGRect(x: 0, y: answer.top, width: 320, height: 40))
        }
    }

    func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
        attributes(in: .zero).first { $0.indexPath == indexPath }
    }
}
