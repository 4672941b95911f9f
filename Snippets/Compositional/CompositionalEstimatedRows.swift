// snippet.hide
import Foundation
import LayoutKit

// snippet.show
let row = LayoutSize(width: .fractionalWidth(1), height: .estimated(44))
let list = CompositionalSection(group: .horizontal(size: row, subitems: [.item(LayoutItem(size: row))]))
// snippet.hide
_ = CompositionalLayout { _, _ in list }
