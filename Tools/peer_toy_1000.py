#!/usr/bin/env python3
"""The `toy-1000` scene of Docs/Benchmarks.md in the reference engines, to set beside
`layoutkit-tool bench toy-1000`.

Builds the physics toy on its 1 024 x 1 366 pt canvas in Chipmunk2D (the `pymunk` package) and
in Box2D 2.3 (the `box2d` package) as the toy builds it in LayoutKit: items of 20 x 20 pt, all of
one mass, hung from the top centre on damped springs of 721.5 pt (the article's 300 pt scaled by
1 366 / 568), 1 Hz and a damping ratio of 0.4; gravity 1 000 pt/s^2; air resistance 1.5 per
second on the linear and the angular velocity; friction 0.5 and no bounce between the items and
against the canvas's four edges (walls 500 pt thick, all outside). Items start at rest, 20 at a
time every 6th frame, off the canvas to the right with their top at 721.5 pt, and collide only
with each other until their left edge crosses the canvas's right edge; from then on only with
the hanging crowd and the edges. From frame 600, 3 frames after every 6th frame, the oldest 20
even-numbered items lose their spring and every collision and fall out; an item wholly below the
canvas leaves the scene. 900 frames of 1/60 s, each stepped 4 times (1/240 s, LayoutKit's step).

Printed per engine and size, in the benchmark's line shape (`scene metric N value unit`): the
median and worst frame (the engine's steps alone, not the script's bookkeeping); at frame 600
whether every hanging item moved slower than 1 pt/s and 0.01 rad/s through the last 0.25 s
(LayoutKit's rest thresholds), the items not wholly on the canvas (0.5 pt of slack) and the
deepest overlap between two items or an item and an edge, measured on the items' corners by the
separating axis test, whatever the engine reports.

    python3 -m pip install pymunk box2d               # once
    python3 Tools/peer_toy_1000.py [N ...]            # default 1000
    options: --engine chipmunk|box2d (only one engine)
"""
import math
import statistics
import sys
import time

from peers_common import check_packages, parse_options, parse_sizes
from peers_physics import BOX, ENGINES, METRES, PACKAGES, deepest_pair_overlap, line, rect_corners, spring_constants

WIDTH, HEIGHT = 1024.0, 1366.0
SCALE = min(WIDTH / 320.0, HEIGHT / 568.0)  # the toy's rule: the smaller ratio to the article's screen
SPRING_LENGTH, LAUNCH_TOP = 300.0 * SCALE, 300.0 * SCALE
ANCHOR = (WIDTH / 2, 0.0)
SPRING_HZ, SPRING_RATIO = 1.0, 0.4
GRAVITY, RESISTANCE, FRICTION = 1000.0, 1.5, 0.5
MASS = BOX * BOX / 10000.0  # density 1: a 100 x 100 pt item weighs 1
STEPS, FRAMES, BATCH, FIRST_DELETION = 4, 900, 20, 600
REST_SPEED, REST_SPIN, REST_FRAMES = 1.0, 0.01, 15
WALL = 500.0
LAUNCH_CENTRE = (WIDTH + BOX + BOX / 2, LAUNCH_TOP + BOX / 2)
ARRIVING, CROWD, EDGE = 1, 2, 4  # collision categories


def wall_rects():
    """The canvas's four edges as (left, top, right, bottom) rectangles outside it."""
    return [(-WALL, -WALL, 0.0, HEIGHT + WALL), (WIDTH, -WALL, WIDTH + WALL, HEIGHT + WALL),
            (-WALL, -WALL, WIDTH + WALL, 0.0), (-WALL, HEIGHT, WIDTH + WALL, HEIGHT + WALL)]


class Item:
    """One item: its number, the engine's body and spring, and where it is in the scene."""

    def __init__(self, number, body, spring):
        self.number, self.body, self.spring = number, body, spring
        self.arriving, self.falling = True, False


def play(engine, count):
    """Plays the scene; returns the frame times (s) and the state read at frame 600."""
    times, live, rest_run, state, inserted = [], [], 0, None, 0
    for frame in range(FRAMES):
        if frame == FIRST_DELETION:
            state = report(engine, [item for item in live if not item.falling], rest_run >= REST_FRAMES)
        if frame % 6 == 0 and inserted < count:
            for number in range(inserted, min(count, inserted + BATCH)):
                live.append(engine.add(number))
            inserted = min(count, inserted + BATCH)
        if frame >= FIRST_DELETION and frame % 6 == 3:
            for item in [item for item in live if item.number % 2 == 0 and not item.falling][:BATCH]:
                engine.drop(item)
                item.arriving, item.falling = False, True
        began = time.perf_counter()
        for _ in range(STEPS):
            engine.step(1.0 / 60.0 / STEPS)
        times.append(time.perf_counter() - began)
        for item in live:
            if item.arriving and engine.bounds(item)[0] < WIDTH:
                item.arriving = False
                engine.enlist(item)
        for item in [item for item in live if item.falling and engine.bounds(item)[1] >= HEIGHT]:
            engine.remove(item)
            live.remove(item)
        hanging = [item for item in live if not item.falling]
        resting = all(engine.speed(item) < REST_SPEED and abs(engine.spin(item)) < REST_SPIN for item in hanging)
        rest_run = rest_run + 1 if resting else 0
    return times, state


def report(engine, hanging, rested):
    """At rest, the items not wholly on the canvas and the deepest overlap of `hanging`."""
    centres = [engine.centre(item) for item in hanging]
    boxes = [rect_corners(centre, engine.angle(item)) for centre, item in zip(centres, hanging)]
    off, deepest = 0, 0.0
    for corners in boxes:
        xs, ys = [x for x, _ in corners], [y for _, y in corners]
        off += min(xs) < -0.5 or max(xs) > WIDTH + 0.5 or min(ys) < -0.5 or max(ys) > HEIGHT + 0.5
        deepest = max(deepest, -min(xs), max(xs) - WIDTH, -min(ys), max(ys) - HEIGHT)
    return rested, off, max(deepest, deepest_pair_overlap(centres, boxes))


class Chipmunk:
    """The scene in Chipmunk2D: 10 iterations (its default), no sleeping, y pointing down."""

    def __init__(self):
        import pymunk
        self.pymunk = pymunk
        self.space = pymunk.Space()
        self.space.gravity = (0.0, GRAVITY)
        self.space.damping = math.exp(-RESISTANCE)  # the share of the velocity left after 1 s
        for left, top, right, bottom in wall_rects():
            wall = pymunk.Poly(self.space.static_body, [(left, top), (right, top), (right, bottom), (left, bottom)])
            wall.friction, wall.filter = FRICTION, pymunk.ShapeFilter(categories=EDGE, mask=CROWD)
            self.space.add(wall)
        self.stiffness, self.damping = spring_constants(MASS, SPRING_HZ, SPRING_RATIO)

    def add(self, number):
        body = self.pymunk.Body(MASS, self.pymunk.moment_for_box(MASS, (BOX, BOX)))
        body.position = LAUNCH_CENTRE
        shape = self.pymunk.Poly.create_box(body, (BOX, BOX))
        shape.friction, shape.filter = FRICTION, self.pymunk.ShapeFilter(categories=ARRIVING, mask=ARRIVING)
        spring = self.pymunk.DampedSpring(self.space.static_body, body, ANCHOR, (0, 0), SPRING_LENGTH,
                                          self.stiffness, self.damping)
        self.space.add(body, shape, spring)
        return Item(number, body, spring)

    def enlist(self, item):
        for shape in item.body.shapes:
            shape.filter = self.pymunk.ShapeFilter(categories=CROWD, mask=CROWD | EDGE)

    def drop(self, item):
        self.space.remove(item.spring)
        for shape in item.body.shapes:
            shape.filter = self.pymunk.ShapeFilter(categories=0, mask=0)

    def remove(self, item):
        self.space.remove(item.body, *item.body.shapes)

    def step(self, seconds):
        self.space.step(seconds)

    def bounds(self, item):
        bb = next(iter(item.body.shapes)).bb
        return bb.left, bb.top  # pymunk's top is the smaller y here, y pointing down

    def centre(self, item):
        return tuple(item.body.position)

    def angle(self, item):
        return item.body.angle

    def speed(self, item):
        return item.body.velocity.length

    def spin(self, item):
        return item.body.angular_velocity


class Box2D:
    """The scene in Box2D 2.3: 8 velocity and 3 position iterations, sleeping allowed (its
    defaults), lengths in metres (100 pt = 1 m), y pointing down."""

    def __init__(self):
        import Box2D as b2
        self.b2 = b2
        self.world = b2.b2World(gravity=(0.0, GRAVITY * METRES))
        self.ground = self.world.CreateStaticBody()
        for left, top, right, bottom in wall_rects():
            self.ground.CreatePolygonFixture(
                box=((right - left) / 2 * METRES, (bottom - top) / 2 * METRES,
                     ((left + right) / 2 * METRES, (top + bottom) / 2 * METRES), 0.0),
                friction=FRICTION, categoryBits=EDGE, maskBits=CROWD)

    def add(self, number):
        body = self.world.CreateDynamicBody(position=(LAUNCH_CENTRE[0] * METRES, LAUNCH_CENTRE[1] * METRES),
                                            linearDamping=RESISTANCE, angularDamping=RESISTANCE)
        side = BOX * METRES
        body.CreatePolygonFixture(box=(side / 2, side / 2), density=MASS / (side * side), friction=FRICTION,
                                  categoryBits=ARRIVING, maskBits=ARRIVING)
        spring = self.world.CreateDistanceJoint(
            bodyA=self.ground, bodyB=body, anchorA=(ANCHOR[0] * METRES, ANCHOR[1] * METRES),
            anchorB=body.position, frequencyHz=SPRING_HZ, dampingRatio=SPRING_RATIO)
        spring.length = SPRING_LENGTH * METRES
        return Item(number, body, spring)

    def enlist(self, item):
        self.refilter(item, CROWD, CROWD | EDGE)

    def drop(self, item):
        self.world.DestroyJoint(item.spring)
        self.refilter(item, 0, 0)
        item.body.awake = True

    def refilter(self, item, category, mask):
        for fixture in item.body.fixtures:
            fixture.filterData = self.b2.b2Filter(categoryBits=category, maskBits=mask)

    def remove(self, item):
        self.world.DestroyBody(item.body)

    def step(self, seconds):
        self.world.Step(seconds, 8, 3)

    def bounds(self, item):
        xs, ys = zip(*[(x / METRES, y / METRES) for x, y in
                       (item.body.GetWorldPoint(v) for v in item.body.fixtures[0].shape.vertices)])
        return min(xs), min(ys)

    def centre(self, item):
        return item.body.position.x / METRES, item.body.position.y / METRES

    def angle(self, item):
        return item.body.angle

    def speed(self, item):
        return item.body.linearVelocity.length / METRES

    def spin(self, item):
        return item.body.angularVelocity


BUILDERS = {"chipmunk": Chipmunk, "box2d": Box2D}
USAGE = "usage: python3 Tools/peer_toy_1000.py [N ...] [--engine chipmunk|box2d]"


def fail(message):
    print(f"peer_toy_1000.py: {message}", file=sys.stderr)
    sys.exit(2)


def main(argv):
    if "--runs" in argv:
        fail("--runs does not apply: the scene is played once per size, its state judged over many sizes")
    words, engines, _ = parse_options(argv[1:], ENGINES, USAGE, fail)
    sizes = parse_sizes(words, fail) or [1000]
    check_packages(engines, PACKAGES, "peer_toy_1000.py")
    for count in sizes:
        for name in engines:
            times, (rested, off, deepest) = play(BUILDERS[name](), count)
            line("toy-1000", f"frame-median-{name}", count, statistics.median(times) * 1e3, "ms")
            line("toy-1000", f"frame-worst-{name}", count, max(times) * 1e3, "ms")
            line("toy-1000", f"at-rest-before-deletes-{name}", count, 1 if rested else 0, "bool")
            line("toy-1000", f"off-screen-before-deletes-{name}", count, off, "items")
            line("toy-1000", f"overlap-before-deletes-{name}", count, deepest, "pt")


if __name__ == "__main__":
    main(sys.argv)
