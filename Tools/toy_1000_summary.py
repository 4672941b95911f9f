#!/usr/bin/env python3
"""Sums up runs of the `toy-1000` scene over many sizes, as Docs/Performance.md reports them.

Reads benchmark lines (`scene metric N value unit`) from standard input, LayoutKit's from
`layoutkit-tool bench toy-1000` and the reference engines' from Tools/peer_toy_1000.py (their
metrics end in the engine's name), and prints for each engine the mean frame median and its
range, the range of the worst frames, the runs at rest at frame 600, the runs with items off
screen (and those items), and the mean deepest overlap and its range:

    .build/release/layoutkit-tool bench toy-1000 $(seq 900 6 1086) | python3 Tools/toy_1000_summary.py
    python3 Tools/peer_toy_1000.py $(seq 900 6 1086) | python3 Tools/toy_1000_summary.py
"""
import statistics
import sys

from peers_physics import ENGINES


def collect(lines):
    """The values of each engine's metrics, in the order read, {engine: {metric: [value]}}, and
    the `toy-1000` lines that are not figures (a run that failed says so in one)."""
    figures, others = {}, []
    for line in lines:
        words = line.split()
        if not words or words[0] != "toy-1000":
            continue
        if len(words) != 5 or not words[3].replace(".", "", 1).isdigit():
            others.append(line.strip())
            continue
        metric, engine = words[1], "layoutkit"
        for name in ENGINES:
            if metric.endswith("-" + name):
                metric, engine = metric[: -len(name) - 1], name
        figures.setdefault(engine, {}).setdefault(metric, []).append(float(words[3]))
    return figures, others


def summary(engine, metrics):
    """One line for `engine`'s runs."""
    medians, worsts = metrics["frame-median"], metrics["frame-worst"]
    off, overlaps = metrics["off-screen-before-deletes"], metrics["overlap-before-deletes"]
    return (f"{engine}: {len(medians)} runs | frame-median {statistics.mean(medians):.2f} ms "
            f"({min(medians):.2f}-{max(medians):.2f}) | frame-worst {min(worsts):.1f}-{max(worsts):.1f} ms | "
            f"at rest {sum(v > 0 for v in metrics['at-rest-before-deletes'])} | "
            f"runs off screen {sum(v > 0 for v in off)} ({sum(off):.0f} items) | "
            f"overlap {statistics.mean(overlaps):.2f} pt ({min(overlaps):.2f}-{max(overlaps):.2f})")


def main():
    figures, others = collect(sys.stdin)
    for line in others:
        print(f"toy_1000_summary.py: not a figure: {line}", file=sys.stderr)
    if not figures:
        print("toy_1000_summary.py: no toy-1000 figures on standard input", file=sys.stderr)
        sys.exit(2)
    for engine, metrics in figures.items():
        print(summary(engine, metrics))
    if others:
        sys.exit(1)


if __name__ == "__main__":
    main()
