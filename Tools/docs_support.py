#!/usr/bin/env python3
"""The steps of Tools/build-docs that are easier in Python than in bash.

usage:
  docs_support.py stage GUIDES_DIR CATALOG_DIR MODULE BASE HOME:GUIDE,GUIDE... ...
      copies the guides that MODULE's catalog takes (each HOME module takes the GUIDEs listed) into
      CATALOG_DIR as articles, their links between guides rewritten for DocC (<doc:Name> in the
      same catalog, BASE/Home/documentation/home/name in another), and every image of
      GUIDES_DIR/images into CATALOG_DIR/Resources (the guides and the tutorials show them).
  docs_support.py coverage GRAPHS_DIR LANDING_PAGE
      prints every public symbol of the module whose symbol graphs are in GRAPHS_DIR without a
      documentation comment, and every top-level symbol the landing page's Topics do not list;
      exits 1 when there is any.
  docs_support.py index OUTPUT_DIR MODULE ...
      writes OUTPUT_DIR/index.html, a page linking each module's documentation.
"""

import glob
import html
import json
import os
import re
import shutil
import sys

MARKDOWN_LINK = re.compile(r"(!?)\[([^\]]*)\]\(([^)\s]+)\)")


def github_slug(heading):
    """The anchor GitHub gives a heading: lowercase, punctuation dropped, spaces as dashes."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def docc_fragment(heading):
    """The fragment DocC gives a heading: its text, backticks dropped, spaces as dashes."""
    return re.sub(r"\s+", "-", heading.replace("`", "").strip())


def headings(path):
    with open(path, encoding="utf-8") as file:
        return [line.lstrip("#").strip() for line in file if re.match(r"#{2,6} ", line)]


def fragment_for(guides_dir, guide, anchor):
    for heading in headings(os.path.join(guides_dir, guide + ".md")):
        if github_slug(heading) == anchor:
            return docc_fragment(heading)
    raise SystemExit("docs_support: %s.md has no heading with the anchor #%s" % (guide, anchor))


def rewrite(text, guides_dir, guide_home, module, base):
    """`text` with its links to guides and images as DocC resolves them in `module`'s catalog."""

    def replace(match):
        bang, label, target = match.groups()
        if target.startswith(("http://", "https://", "doc:", "#")):
            return match.group(0)
        if target.startswith("images/"):
            # Shown: a resource of the catalog. Linked: the copy build-docs puts in BASE/images.
            name = target[len("images/"):]
            return "![%s](%s)" % (label, name) if bang else "[%s](%s/images/%s)" % (label, base, name)
        path, _, anchor = target.partition("#")
        if path.startswith("../"):
            # A file of the repository outside the guides: named, not linked.
            return "%s (`%s` in the repository)" % (label, path[len("../"):])
        if not path.endswith(".md"):
            raise SystemExit("docs_support: a link DocC cannot follow: " + match.group(0))
        name = path[:-len(".md")]
        if name not in guide_home:
            raise SystemExit("docs_support: a link to %s, a guide no catalog takes" % path)
        fragment = fragment_for(guides_dir, name, anchor) if anchor else ""
        if guide_home[name] == module:
            return "<doc:%s%s>" % (name, "#" + fragment if fragment else "")
        home = guide_home[name]
        url = "%s/%s/documentation/%s/%s" % (base, home, home.lower(), name.lower())
        return "[%s](%s%s)" % (label, url, "#" + fragment.lower() if fragment else "")

    return MARKDOWN_LINK.sub(replace, text)


def stage(guides_dir, catalog_dir, module, base, assignments):
    guide_home = {}
    for assignment in assignments:
        home, _, guides = assignment.partition(":")
        for guide in filter(None, guides.split(",")):
            guide_home[guide] = home
    for guide, home in sorted(guide_home.items()):
        if home != module:
            continue
        with open(os.path.join(guides_dir, guide + ".md"), encoding="utf-8") as file:
            text = rewrite(file.read(), guides_dir, guide_home, module, base)
        with open(os.path.join(catalog_dir, guide + ".md"), "w", encoding="utf-8") as file:
            file.write(text)
    resources = os.path.join(catalog_dir, "Resources")
    os.makedirs(resources, exist_ok=True)
    for image in sorted(os.listdir(os.path.join(guides_dir, "images"))):
        shutil.copy(os.path.join(guides_dir, "images", image), resources)


def coverage(graphs_dir, landing_page):
    module = None
    undocumented, top_level = [], []
    for path in sorted(glob.glob(os.path.join(graphs_dir, "*.symbols.json"))):
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        own = "@" not in os.path.basename(path)
        if own:
            module = graph["module"]["name"]
        for symbol in graph["symbols"]:
            name = ".".join(symbol["pathComponents"])
            if own and len(symbol["pathComponents"]) == 1:
                top_level.append(name)
            if not symbol.get("docComment"):
                location = symbol.get("location", {})
                where = "%s:%d" % (location.get("uri", "?").split("/Sources/")[-1],
                                   location.get("position", {}).get("line", 0) + 1)
                undocumented.append("%s %s (%s)" % (symbol["kind"]["displayName"].lower(), name, where))
    with open(landing_page, encoding="utf-8") as file:
        curated = set(re.findall(r"^- ``([^`]+)``", file.read(), re.M))
    curated_names = set(link.split("(")[0] for link in curated)
    uncurated = sorted(set(name for name in top_level if name.split("(")[0] not in curated_names))
    for line in undocumented:
        print("  undocumented: " + line)
    for name in uncurated:
        print("  not in %s's Topics: %s" % (os.path.basename(landing_page), name))
    print("%s: %d public symbols without a documentation comment, %d top-level symbols not in Topics"
          % (module, len(undocumented), len(uncurated)))
    return 1 if undocumented or uncurated else 0


def index(output_dir, modules):
    items = "\n".join('    <li><a href="%s/documentation/%s/">%s</a></li>'
                      % (html.escape(module), html.escape(module.lower()), html.escape(module)) for module in modules)
    page = """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>LayoutKit documentation</title></head>
<body>
  <h1>LayoutKit documentation</h1>
  <p>Start with <a href="LayoutKit/documentation/layoutkit/">LayoutKit</a>, the umbrella module, and its
  getting-started guide; each module has its own documentation:</p>
  <ul>
%s
  </ul>
</body>
</html>
""" % items
    with open(os.path.join(output_dir, "index.html"), "w", encoding="utf-8") as file:
        file.write(page)


def main():
    command, arguments = (sys.argv[1], sys.argv[2:]) if len(sys.argv) > 1 else (None, [])
    if command == "stage" and len(arguments) >= 5:
        stage(arguments[0], arguments[1], arguments[2], arguments[3], arguments[4:])
    elif command == "coverage" and len(arguments) == 2:
        sys.exit(coverage(arguments[0], arguments[1]))
    elif command == "index" and len(arguments) >= 2:
        index(arguments[0], arguments[1:])
    else:
        print(__doc__.strip(), file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    main()
