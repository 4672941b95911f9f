/// The benchmark scenes `layoutkit-tool bench` knows.
enum BenchmarkCatalog {
    static var scenes: [any BenchmarkScene.Type] {
        [
            FlowBenchmark.self, SpringsBenchmark.self, PileBenchmark.self, ShakenPileBenchmark.self,
            ScrollFrameBenchmark.self, HorizontalScrollFrameBenchmark.self, TransitionBenchmark.self,
            ToyBenchmark.self, Toy1000Benchmark.self, ToyUpdateBenchmark.self, CarouselBenchmark.self, SelfSizingBenchmark.self,
            RebuildBenchmark.self,
            SnapBenchmark.self, SpringyStickyBenchmark.self,
            DiffBenchmark.self, DiffStandardLibraryBenchmark.self, CompositionalBenchmark.self, GridsBenchmark.self
        ]
    }

    static var names: [String] { scenes.map { $0.name } }

    static func scene(named name: String) -> (any BenchmarkScene.Type)? {
        scenes.first { $0.name == name }
    }
}
