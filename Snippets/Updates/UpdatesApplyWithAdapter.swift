// snippet.hide
#if canImport(UIKit) && !os(watchOS)
    import LayoutKit
    import LayoutKitUIKit

    final class TasksDataSource { var tasks: [Int] = [] }
    let dataSource = TasksDataSource()
    let newTasks = [1, 2, 3]
    var newSnapshot = DataSnapshot<Int, Int>()
    try newSnapshot.appendSections([0])
    try newSnapshot.appendItems(newTasks, toSection: 0)
    let layout = LayoutKitCollectionViewLayout(FlowLayout(configuration: .compactGrid()))
    // snippet.show
    layout.apply(newSnapshot) { dataSource.tasks = newTasks }  // LayoutKitCollectionViewLayout
// snippet.hide
#endif
