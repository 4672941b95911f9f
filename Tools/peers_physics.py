#!/usr/bin/env python3
"""Reference physics engines on LayoutKit's `springs` and `pile` benchmark scenes.

Builds each scene of Docs/Benchmarks.md in Chipmunk2D (the `pymunk` package) and in Box2D 2.3
(the `box2d` package, imported as `Box2D`), steps it as `layoutkit-tool bench` does and prints the
figures in the benchmark's own line shape, `scene metric N value unit`, with the engine's name
at the end of the metric, so the lines can be set beside `swift run -c release layoutkit-tool bench`:

    springs step-chipmunk 1000 314.5 ns/body-step
    pile overlap-box2d 500 0.4316 pt

    python3 -m pip install pymunk box2d              # once
    python3 Tools/peers_physics.py springs [N ...]   # default 1000 10000
    python3 Tools/peers_physics.py pile [N ...]      # default 500 2000
    options: --engine chipmunk|box2d (only one engine), --runs K (best of K fresh scenes, default 3)

Only the stepping is timed; building the scene and reading it back are not. Both engines keep
their own defaults (Chipmunk: 10 iterations, no sleeping; Box2D: 8 velocity and 3 position
iterations, sleeping allowed), since that is how an app would meet them. Both are given the
scene in points with y pointing down, as LayoutKit sees it; Box2D, which is tuned for metres,
gets every length times 0.01 (100 pt = 1 m), so gravity 1 000 pt/s^2 becomes 10 m/s^2.
"""
import math
import sys
import time

from peers_common import check_packages, parse_options, parse_sizes

FRAME = 1.0 / 60.0
ENGINES = ("chipmunk", "box2d")
PACKAGES = {"chipmunk": ("pymunk", "pymunk"), "box2d": ("Box2D", "box2d")}
METRES = 0.01  # Box2D length per point

# --- geometry shared by the scenes ------------------------------------------------------------

FLOW_ITEM, FLOW_GAP, FLOW_INSET, FLOW_WIDTH = 44.0, 10.0, 10.0, 320.0


def flow_centres(count):
    """Centres of the flow scene's items: 44 pt squares, 10 pt apart, 10 pt from the edges of
    a 320 pt wide column (five to a row)."""
    usable = FLOW_WIDTH - 2 * FLOW_INSET
    per_row = max(1, int((usable + FLOW_GAP) // (FLOW_ITEM + FLOW_GAP)))
    pitch = FLOW_ITEM + FLOW_GAP
    half = FLOW_ITEM / 2
    return [(FLOW_INSET + half + (k % per_row) * pitch, FLOW_INSET + half + (k // per_row) * pitch)
            for k in range(count)]


def springs_start(home_y):
    """Where an item of the springs scene starts: pushed down by up to 40 pt, more the further
    it sits from the top (the springy layout's response to a scroll with the touch at y = 0)."""
    return home_y + 40.0 * min(1.0, home_y / 1500.0)


SPRING_HZ, SPRING_RATIO, SPRING_FRAMES = 1.0, 0.8, 120
ITEM_MASS = FLOW_ITEM * FLOW_ITEM * 1.0  # a 44 x 44 item of density 1


def spring_constants(mass, hz=SPRING_HZ, ratio=SPRING_RATIO):
    """Stiffness and damping coefficient of a spring of `hz` and damping ratio `ratio` on `mass`
    (by default the springs scene's SPRING_HZ and SPRING_RATIO)."""
    omega = 2.0 * math.pi * hz
    return mass * omega * omega, 2.0 * ratio * mass * omega


BOX, BOX_GAP, PILE_FRAMES, GRAVITY = 20.0, 2.0, 300, 1000.0
ELASTICITY, FRICTION, DENSITY = 0.2, 0.5, 1.0
WALL = 20.0  # thickness of the container's walls, all of it outside the container


def pile_layout(count):
    """The pile scene's container (width, height) and the boxes' starting centres.

    sqrt(N) columns 22 pt apart start 20 pt from the left wall, so the container is the columns
    plus 20 pt on either side; it is two rows taller than the grid plus 40 pt, and the grid's
    bottom row starts 200 pt above the floor (the top rows start above the container's open
    top). These are the figures LayoutKit's PileBenchmark uses.
    """
    columns = max(1, int(math.sqrt(count)))
    pitch = BOX + BOX_GAP
    width = columns * pitch + 40.0
    height = (count // columns + 2) * pitch + 40.0
    centres = []
    for k in range(count):
        row, column = divmod(k, columns)
        centres.append((20.0 + column * pitch + pitch / 2,
                        height - 20.0 - row * pitch - pitch / 2 - 200.0))
    return width, height, centres


def wall_rects(width, height):
    """The container's three walls as (left, top, right, bottom) rectangles in points: a floor
    under y = height and sides left of x = 0 and right of x = width, open above y = 0."""
    return [(-WALL, 0.0, 0.0, height + WALL),
            (width, 0.0, width + WALL, height + WALL),
            (-WALL, height, width + WALL, height + WALL)]


# --- measuring the pile afterwards ------------------------------------------------------------

def rect_corners(centre, angle):
    """The four corners of a BOX x BOX square at `centre` turned by `angle` radians."""
    cx, cy = centre
    c, s = math.cos(angle), math.sin(angle)
    h = BOX / 2
    return [(cx + c * dx - s * dy, cy + s * dx + c * dy) for dx, dy in ((-h, -h), (h, -h), (h, h), (-h, h))]


def penetration(first, second):
    """How deep two convex quadrilaterals overlap (separating axis test): the smallest overlap
    of their projections over the edge normals of both; 0 when they are apart."""
    deepest = math.inf
    for shape in (first, second):
        for k in range(2):  # a rectangle has two distinct edge directions
            (ax, ay), (bx, by) = shape[k], shape[k + 1]
            nx, ny = ay - by, bx - ax
            norm = math.hypot(nx, ny)
            nx, ny = nx / norm, ny / norm
            p = [x * nx + y * ny for x, y in first]
            q = [x * nx + y * ny for x, y in second]
            overlap = min(max(p), max(q)) - max(min(p), min(q))
            if overlap <= 0:
                return 0.0
            deepest = min(deepest, overlap)
    return deepest


def deepest_pair_overlap(centres, boxes):
    """The deepest overlap (pt) between two of the BOX x BOX squares with `centres` and corners
    `boxes`, each pair near enough to touch tested once (a grid of cells 1.5 boxes wide)."""
    cell = BOX * 1.5  # boxes closer than a diagonal share or neighbour a cell
    buckets = {}
    for k, (x, y) in enumerate(centres):
        buckets.setdefault((math.floor(x / cell), math.floor(y / cell)), []).append(k)
    reach = BOX * math.sqrt(2.0)
    deepest = 0.0
    for (i, j), members in buckets.items():
        for di in (-1, 0, 1):
            for dj in (-1, 0, 1):
                for b in buckets.get((i + di, j + dj), ()):
                    for a in members:
                        if a >= b:
                            continue
                        (ax, ay), (bx, by) = centres[a], centres[b]
                        if abs(ax - bx) < reach and abs(ay - by) < reach:
                            deepest = max(deepest, penetration(boxes[a], boxes[b]))
    return deepest


def pile_report(centres, angles, velocities, width, height):
    """After the run: the deepest overlap (pt) between two boxes or a box and a wall, the boxes
    whose centre is outside the container, and the mean kinetic energy per unit mass (pt^2/s^2)."""
    boxes = [rect_corners(c, a) for c, a in zip(centres, angles)]
    deepest = 0.0
    for corners in boxes:  # the walls: how far a corner went past a wall's inner face
        xs = [x for x, _ in corners]
        ys = [y for _, y in corners]
        if max(ys) > 0:  # the side walls start at the container's top edge
            deepest = max(deepest, -min(xs), max(xs) - width)
        deepest = max(deepest, max(ys) - height)
    deepest = max(deepest, deepest_pair_overlap(centres, boxes))
    outside = sum(not (0.0 <= x <= width and 0.0 <= y <= height) for x, y in centres)
    kinetic = sum((vx * vx + vy * vy) / 2 for vx, vy in velocities) / max(1, len(velocities))
    return deepest, outside, kinetic


# --- Chipmunk2D -------------------------------------------------------------------------------

def chipmunk_springs(count):
    """Returns a function that steps the scene and one that reads the bodies' displacements."""
    import pymunk
    space = pymunk.Space()
    stiffness, damping = spring_constants(ITEM_MASS)
    moment = pymunk.moment_for_box(ITEM_MASS, (FLOW_ITEM, FLOW_ITEM))
    pairs = []
    for x, y in flow_centres(count):
        body = pymunk.Body(ITEM_MASS, moment)
        body.position = (x, springs_start(y))
        spring = pymunk.DampedSpring(space.static_body, body, (x, y), (0, 0), 0.0, stiffness, damping)
        space.add(body, spring)
        pairs.append((body, x, y))

    def step(frames):
        for _ in range(frames):
            space.step(FRAME)

    def residual():
        return max(math.hypot(b.position.x - x, b.position.y - y) for b, x, y in pairs)
    return step, residual


def chipmunk_pile(count):
    import pymunk
    space = pymunk.Space()
    space.gravity = (0.0, GRAVITY)
    width, height, centres = pile_layout(count)
    for left, top, right, bottom in wall_rects(width, height):
        wall = pymunk.Poly(space.static_body, [(left, top), (right, top), (right, bottom), (left, bottom)])
        wall.elasticity, wall.friction = ELASTICITY, FRICTION
        space.add(wall)
    bodies = []
    for x, y in centres:
        body = pymunk.Body()
        body.position = (x, y)
        shape = pymunk.Poly.create_box(body, (BOX, BOX))
        shape.density, shape.elasticity, shape.friction = DENSITY, ELASTICITY, FRICTION
        space.add(body, shape)
        bodies.append(body)

    def step(frames):
        for _ in range(frames):
            space.step(FRAME)

    def state():
        return ([tuple(b.position) for b in bodies], [b.angle for b in bodies],
                [tuple(b.velocity) for b in bodies], width, height)
    return step, state


# --- Box2D 2.3 --------------------------------------------------------------------------------

def box2d_springs(count):
    """Box2D's zero-length spring is the mouse joint: a soft constraint pulling a point of the
    body to a target with a given frequency and damping ratio. It fixes its body anchor where the
    target is when it is made, so it is made at the body's centre and then retargeted home."""
    import Box2D
    world = Box2D.b2World(gravity=(0.0, 0.0))
    ground = world.CreateStaticBody()
    mass = ITEM_MASS * METRES * METRES  # density 1 per pt^2 over the item's area in m^2
    side = FLOW_ITEM * METRES
    triples = []
    for x, y in flow_centres(count):
        body = world.CreateDynamicBody(position=(x * METRES, springs_start(y) * METRES))
        body.massData = Box2D.b2MassData(mass=mass, center=(0.0, 0.0), I=mass * side * side / 6.0)
        joint = world.CreateMouseJoint(bodyA=ground, bodyB=body, target=body.position,
                                       maxForce=1e6 * mass, frequencyHz=SPRING_HZ,
                                       dampingRatio=SPRING_RATIO)
        joint.target = (x * METRES, y * METRES)
        triples.append((body, x, y))

    def step(frames):
        for _ in range(frames):
            world.Step(FRAME, 8, 3)

    def residual(world=world):  # holds the world: Box2D frees its bodies with it
        return max(math.hypot(b.position.x / METRES - x, b.position.y / METRES - y) for b, x, y in triples)
    return step, residual


def box2d_pile(count):
    import Box2D
    world = Box2D.b2World(gravity=(0.0, GRAVITY * METRES))
    width, height, centres = pile_layout(count)
    container = world.CreateStaticBody()
    for left, top, right, bottom in wall_rects(width, height):
        half = ((right - left) / 2 * METRES, (bottom - top) / 2 * METRES)
        middle = ((left + right) / 2 * METRES, (top + bottom) / 2 * METRES)
        container.CreatePolygonFixture(box=(half[0], half[1], middle, 0.0),
                                       friction=FRICTION, restitution=ELASTICITY)
    bodies = []
    for x, y in centres:
        body = world.CreateDynamicBody(position=(x * METRES, y * METRES))
        body.CreatePolygonFixture(box=(BOX / 2 * METRES, BOX / 2 * METRES),
                                  density=DENSITY / (METRES * METRES),
                                  friction=FRICTION, restitution=ELASTICITY)
        bodies.append(body)

    def step(frames):
        for _ in range(frames):
            world.Step(FRAME, 8, 3)

    def state(world=world):  # holds the world: Box2D frees its bodies with it
        return ([(b.position.x / METRES, b.position.y / METRES) for b in bodies],
                [b.angle for b in bodies],
                [(b.linearVelocity.x / METRES, b.linearVelocity.y / METRES) for b in bodies],
                width, height)
    return step, state


BUILDERS = {
    "springs": {"chipmunk": chipmunk_springs, "box2d": box2d_springs},
    "pile": {"chipmunk": chipmunk_pile, "box2d": box2d_pile},
}
DEFAULT_SIZES = {"springs": [1000, 10000], "pile": [500, 2000]}
FRAMES = {"springs": SPRING_FRAMES, "pile": PILE_FRAMES}


# --- running ----------------------------------------------------------------------------------

def line(scene, metric, count, value, unit):
    """One figure in the benchmark's shape, with its digits chosen as LayoutKit's bench does:
    one decimal from 100 up, two from 1, four below."""
    digits = 1 if abs(value) >= 100 else (2 if abs(value) >= 1 else 4)
    print(f"{scene} {metric} {count} {value:.{digits}f} {unit}", flush=True)


def timed(builder, count, frames, runs):
    """Best wall time of `runs` fresh scenes stepped `frames` frames, and the last scene's reader."""
    best = math.inf
    for _ in range(runs):
        step, read = builder(count)
        start = time.perf_counter()
        step(frames)
        best = min(best, time.perf_counter() - start)
    return best, read


def run(scene, engine, count, runs):
    frames = FRAMES[scene]
    seconds, read = timed(BUILDERS[scene][engine], count, frames, runs)
    line(scene, f"step-{engine}", count, seconds / frames / count * 1e9, "ns/body-step")
    if scene == "springs":
        # Left of the 40 pt push after 2 s; a spring that did not act would leave it all.
        line(scene, f"residual-{engine}", count, read(), "pt")
    else:
        deepest, outside, kinetic = pile_report(*read())
        line(scene, f"overlap-{engine}", count, deepest, "pt")
        line(scene, f"escaped-{engine}", count, outside, "boxes")
        line(scene, f"kinetic-{engine}", count, kinetic, "pt2/s2")
        line(scene, f"frames-{engine}", count, frames, "frames")


USAGE = ("usage: python3 Tools/peers_physics.py springs|pile [N ...] "
         "[--engine chipmunk|box2d] [--runs K]")


def fail(message):
    print(f"peers_physics.py: {message}", file=sys.stderr)
    sys.exit(2)


def parse(argv):
    words, engines, runs = parse_options(argv, ENGINES, USAGE, fail)
    if not words:
        fail(USAGE)
    scene = words[0]
    if scene not in BUILDERS:
        fail(f"unknown scene '{scene}'\n{USAGE}")
    return scene, parse_sizes(words[1:], fail) or DEFAULT_SIZES[scene], engines, runs

def main(argv):
    scene, sizes, engines, runs = parse(argv)
    check_packages(engines, PACKAGES, "peers_physics.py")
    for count in sizes:
        for engine in engines:
            run(scene, engine, count, runs)


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    except KeyboardInterrupt:
        sys.exit(130)
