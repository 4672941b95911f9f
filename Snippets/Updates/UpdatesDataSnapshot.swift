// snippet.hide
import Foundation
import LayoutKit

struct Task { var id: Int }
let (todayTasks, laterTasks) = ([Task(id: 1), Task(id: 2)], [Task(id: 3)])
let host = try CollectionViewHost(
    layout: FlowLayout(configuration: .compactGrid()), frameSize: CGSize(width: 320, height: 568), itemCounts: [0, 0])
// snippet.show
var snapshot = DataSnapshot<String, Int>()
try snapshot.appendSections(["today", "later"])
try snapshot.appendItems(todayTasks.map(\.id), toSection: "today")
try snapshot.appendItems(laterTasks.map(\.id), toSection: "later")
try host.apply(snapshot)  // the first one loads, as reloadData
// ... the data changes ...
// snippet.hide
var newSnapshot = DataSnapshot<String, Int>()
try newSnapshot.appendSections(["today", "later"])
try newSnapshot.appendItems([1], toSection: "today")
try newSnapshot.appendItems([3, 4], toSection: "later")
let changedIDs: Set<Int> = [1]
// snippet.show
try host.apply(newSnapshot) { changedIDs.contains($0) }  // animates from the last one
// snippet.hide
precondition(host.itemCounts == [1, 2])
