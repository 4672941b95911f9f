// snippet.hide
import Foundation
import LayoutKit

// snippet.show
let springy = FlowLayout(configuration: .compactGrid()).springy()  // items on springs
let photos = WaterfallLayout(configuration: WaterfallConfiguration(columns: .fixed(3)))
let cards = FlowLayout(configuration: .cardRow())  // scrolls sideways
let layout = CompositionalLayout { section, _ in
    switch section {
    case 0: CompositionalSection(layout: cards, orthogonalScrolling: .groupPaging, orthogonalHeight: 120)
    case 1: CompositionalSection(layout: springy)
    default: CompositionalSection(layout: photos)  // sizes from the host's itemSizeProvider
    }
}
