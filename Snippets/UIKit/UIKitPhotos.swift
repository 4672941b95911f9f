// snippet.hide
#if canImport(UIKit) && !os(watchOS)
    // snippet.show
    import LayoutKit  // the protocol, the layouts, the dynamics engine, the host
    import LayoutKitUIKit
    import UIKit

    final class PhotosViewController: UIViewController, UICollectionViewDataSource {
        private var count = 120
        private let layout = LayoutKitCollectionViewLayout(FlowLayout(configuration: .compactGrid()).springy())
        private lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.dataSource = self
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            view.addSubview(collectionView)
            layout.onError = { error in print("layout: \(error)") }  // your logger here
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = .systemBlue
            return cell
        }

        func addPhoto() {
            count += 1
            collectionView.performBatchUpdates {
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }  // the springs carry every cell to its new place; UIKit does not tween over them
        }
    }
// snippet.hide
#endif
