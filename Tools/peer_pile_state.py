"""The state of the reference engines' piles after the `pile` scene's 300 frames.

Builds the `pile` scene of Docs/Benchmarks.md in the two reference engines of
Tools/peers_physics.py (Chipmunk2D through pymunk, Box2D 2.3 through box2d) and prints, per
engine and size, how many boxes still move faster than 1 pt/s, how many left the container, and
(Chipmunk) the deepest overlap between two shapes, to set beside `layoutkit-tool bench pile`.

This is the build the figures in Docs/Performance.md were taken with: thin walls (1 pt
segments in Chipmunk, edges in Box2D) and boxes of mass 1. Tools/peers_physics.py times the
scene with 20 pt thick walls and density 1 and prints the overlap, the escaped boxes and the
kinetic energy itself, for both engines; use this script for the count of moving boxes.

    python3 -m pip install pymunk box2d           # once
    python3 Tools/peer_pile_state.py [N ...]      # default 500 2000
"""
import math
import sys

FRAMES = 300


def chipmunk(n):
    import pymunk
    space = pymunk.Space()
    space.iterations = 10
    space.gravity = (0, 1000.0)
    cols = max(1, int(math.sqrt(n)))
    width, height = cols * 22.0 + 40, (n // cols + 2) * 22.0 + 40
    for a, b in [((0, 0), (0, height)), ((0, height), (width, height)), ((width, height), (width, 0))]:
        wall = pymunk.Segment(space.static_body, a, b, 1.0)
        wall.elasticity, wall.friction = 0.2, 0.5
        space.add(wall)
    bodies = []
    for i in range(n):
        row, col = divmod(i, cols)
        body = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (20, 20)))
        body.position = (20 + col * 22.0 + 11, height - 20 - row * 22.0 - 11 - 200)
        box = pymunk.Poly.create_box(body, (20, 20))
        box.elasticity, box.friction = 0.2, 0.5
        space.add(body, box)
        bodies.append(body)
    for _ in range(FRAMES):
        space.step(1 / 60)
    deepest = 0.0
    for shape in space.shapes:
        for hit in space.shape_query(shape):
            for point in hit.contact_point_set.points:
                deepest = max(deepest, -point.distance)
    moving = sum(b.velocity.length > 1 for b in bodies)
    escaped = sum(not (0 < b.position.x < width and 0 < b.position.y < height) for b in bodies)
    return moving, escaped, f"{deepest:.2f} pt"


def box2d(n):
    import Box2D
    world = Box2D.b2World(gravity=(0, -10.0))
    cols = max(1, int(math.sqrt(n)))
    width, height = (cols * 22.0 + 40) * 0.01, ((n // cols + 2) * 22.0 + 40) * 0.01
    ground = world.CreateStaticBody(position=(0, 0))
    for a, b in [((0, 0), (0, height)), ((0, 0), (width, 0)), ((width, 0), (width, height))]:
        ground.CreateEdgeFixture(vertices=[a, b], friction=0.5, restitution=0.2)
    bodies = []
    for i in range(n):
        row, col = divmod(i, cols)
        body = world.CreateDynamicBody(position=((20 + col * 22.0 + 11) * 0.01, (20 + row * 22.0 + 11 + 200) * 0.01))
        body.CreatePolygonFixture(box=(0.1, 0.1), density=25.0, friction=0.5, restitution=0.2)
        bodies.append(body)
    for _ in range(FRAMES):
        world.Step(1 / 60, 8, 3)
    moving = sum(b.linearVelocity.length * 100 > 1 for b in bodies)
    escaped = sum(not (0 < b.position.x < width and 0 < b.position.y < height) for b in bodies)
    return moving, escaped, "not measured"


def main(argv):
    for n in [int(a) for a in argv[1:]] or [500, 2000]:
        for name, run in (("chipmunk", chipmunk), ("box2d", box2d)):
            moving, escaped, overlap = run(n)
            print(f"pile {name} {n}: {moving} boxes above 1 pt/s, {escaped} outside, deepest overlap {overlap}")


if __name__ == "__main__":
    main(sys.argv)
