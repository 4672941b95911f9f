// snippet.hide
import Foundation
import LayoutKit

// snippet.show
let cards = FlowLayout(configuration: .cardRow()).paging(PagingConfiguration(alignment: .center, maxElementsPerFling: 1))
let feed = FlowLayout(configuration: .compactGrid()).paging(.leading)  // rows of varying heights
