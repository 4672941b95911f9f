#!/usr/bin/env python3
"""Reference layout engines on LayoutKit's `flow` benchmark scene.

The flow scene (Docs/Benchmarks.md) written as CSS flexbox: a row that wraps, 320 pt wide, with
N children of 44 x 44 pt that never shrink, 10 pt between items and between lines, 10 pt of
padding on every side. Yoga (the `poga` package) and Taffy (the `stretchable` package) each lay
it out; the script checks a few probe items (first, middle, last) against the flow's own
arithmetic and prints, in `layoutkit-tool bench`'s line shape `scene metric N value unit`, with the
engine at the end of the metric:

    flow prepare-fixed-yoga 10000 12117.7 ns/item    one full layout of N items, per item
    flow solve-taffy 10000 681.2 ns/item             Taffy's solver alone (see below)
    flow probe-yoga 10000 0.0000 pt                  largest probe error; must be 0

    python3 -m pip install stretchable poga          # once
    python3 Tools/peers_layout.py [N ...]            # default 10000 100000
    options: --engine yoga|taffy (only one engine), --runs K (best of K fresh trees, default 3)

Building the tree is not timed. `prepare-fixed` times the one call an app makes to lay the tree
out: for Yoga that is YGNodeCalculateLayout, which leaves the results in the nodes; for Taffy it
is stretchable's Node.compute_layout, which also copies every node's box into Python objects.
`solve-taffy` times the same call with that copying switched off, i.e. Taffy's solver and the
binding's single call into it, so both figures are there to compare with.

This Yoga has no `gap`, so the 10 pt gaps are made of 5 pt margins around every item and the
padding is 5 pt less: the same positions and the same wrapping rule (a row takes k items while
k * 44 + (k - 1) * 10 fits in the 300 pt between the insets).
"""
import math
import sys
import time

from peers_common import check_packages, parse_options, parse_sizes

ITEM, GAP, INSET, WIDTH = 44.0, 10.0, 10.0, 320.0
ENGINES = ("yoga", "taffy")
PACKAGES = {"yoga": ("poga", "poga"), "taffy": ("stretchable", "stretchable")}


def flow_origin(index):
    """Top-left corner of item `index` in the flow scene."""
    per_row = max(1, int((WIDTH - 2 * INSET + GAP) // (ITEM + GAP)))
    row, column = divmod(index, per_row)
    return INSET + column * (ITEM + GAP), INSET + row * (ITEM + GAP)


def probes(count):
    return sorted({0, count // 2, count - 1})


def probe_error(count, origin_of):
    """Largest distance (pt) between an engine's origin for a probe item and the flow's."""
    worst = 0.0
    for index in probes(count):
        (x, y), (want_x, want_y) = origin_of(index), flow_origin(index)
        worst = max(worst, math.hypot(x - want_x, y - want_y))
    return worst


# --- Yoga through poga ------------------------------------------------------------------------

def yoga(count):
    """Lays the scene out once; returns (seconds, None, probe error)."""
    import poga
    from poga import YGAlign, YGDirection, YGEdge, YGFlexDirection, YGWrap
    api = poga.libpoga_capi
    root = api.YGNodeNew()
    api.YGNodeStyleSetFlexDirection(root, YGFlexDirection.Row)
    api.YGNodeStyleSetFlexWrap(root, YGWrap.Wrap)
    api.YGNodeStyleSetAlignContent(root, YGAlign.FlexStart)
    api.YGNodeStyleSetAlignItems(root, YGAlign.FlexStart)
    api.YGNodeStyleSetWidth(root, WIDTH)
    api.YGNodeStyleSetPadding(root, YGEdge.All, INSET - GAP / 2)
    items = []
    for index in range(count):
        item = api.YGNodeNew()
        api.YGNodeStyleSetWidth(item, ITEM)
        api.YGNodeStyleSetHeight(item, ITEM)
        api.YGNodeStyleSetFlexShrink(item, 0.0)
        api.YGNodeStyleSetMargin(item, YGEdge.All, GAP / 2)
        api.YGNodeInsertChild(root, item, index)
        items.append(item)
    start = time.perf_counter()
    api.YGNodeCalculateLayout(root, float("nan"), float("nan"), YGDirection.LTR)
    seconds = time.perf_counter() - start
    error = probe_error(count, lambda k: (api.YGNodeLayoutGetLeft(items[k]), api.YGNodeLayoutGetTop(items[k])))
    api.YGNodeFreeRecursive(root)
    return seconds, None, error


# --- Taffy through stretchable ----------------------------------------------------------------

def taffy_tree(count):
    from stretchable import Node, Style
    from stretchable.style import PT, AlignContent, AlignItems, FlexWrap
    item_style = Style(size=(ITEM * PT, ITEM * PT), flex_shrink=0.0)
    items = [Node(style=item_style) for _ in range(count)]
    root = Node(*items, style=Style(size=(WIDTH * PT, None), flex_wrap=FlexWrap.WRAP,
                                    align_content=AlignContent.FLEX_START,
                                    align_items=AlignItems.FLEX_START,
                                    gap=GAP * PT, padding=INSET * PT))
    return root, items


def taffy(count):
    """Lays the scene out twice, on two fresh trees: once through the binding's ordinary call,
    once with its copying of results into Python turned off. Returns (seconds, solver seconds,
    probe error)."""
    from stretchable import Node
    root, items = taffy_tree(count)
    start = time.perf_counter()
    root.compute_layout()
    seconds = time.perf_counter() - start

    def origin(k):
        box = items[k].get_box()
        return box.x, box.y
    error = probe_error(count, origin)

    if not hasattr(Node, "_update_layout"):  # another stretchable: no solver-only figure
        return seconds, None, error
    root, items = taffy_tree(count)
    copy = Node._update_layout
    Node._update_layout = lambda node: None  # the Python-side walk over every node
    try:
        start = time.perf_counter()
        root.compute_layout()
        solver = time.perf_counter() - start
    finally:
        Node._update_layout = copy
    root._update_layout()  # the tree is laid out; read it back to probe this run too
    error = max(error, probe_error(count, origin))
    return seconds, solver, error


# --- running ----------------------------------------------------------------------------------

def line(metric, count, value, unit):
    """One figure in the benchmark's shape; digits as LayoutKit's bench prints them."""
    digits = 1 if abs(value) >= 100 else (2 if abs(value) >= 1 else 4)
    print(f"flow {metric} {count} {value:.{digits}f} {unit}", flush=True)


def fail(message, status=2):
    print(f"peers_layout.py: {message}", file=sys.stderr)
    sys.exit(status)


USAGE = "usage: python3 Tools/peers_layout.py [N ...] [--engine yoga|taffy] [--runs K]"


def parse(argv):
    words, engines, runs = parse_options(argv, ENGINES, USAGE, fail)
    return parse_sizes(words, fail) or [10000, 100000], engines, runs

def main(argv):
    sizes, engines, runs = parse(argv)
    check_packages(engines, PACKAGES, "peers_layout.py")
    wrong = False
    for count in sizes:
        for engine in engines:
            layout = yoga if engine == "yoga" else taffy
            best, best_solver, worst_error = math.inf, math.inf, 0.0
            for _ in range(runs):
                seconds, solver, error = layout(count)
                best = min(best, seconds)
                if solver is not None:
                    best_solver = min(best_solver, solver)
                worst_error = max(worst_error, error)
            line(f"prepare-fixed-{engine}", count, best / count * 1e9, "ns/item")
            if best_solver < math.inf:
                line(f"solve-{engine}", count, best_solver / count * 1e9, "ns/item")
            line(f"probe-{engine}", count, worst_error, "pt")
            if worst_error > 0.5:
                print(f"peers_layout.py: {engine} put a probe item {worst_error:.1f} pt away from "
                      f"the flow position at N = {count}", file=sys.stderr)
                wrong = True
    if wrong:
        sys.exit(1)


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    except KeyboardInterrupt:
        sys.exit(130)
