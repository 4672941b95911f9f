"""Shared by the reference-engine scripts: stop with the install command when an engine's
Python package is missing."""

import sys


def check_packages(engines, packages, script):
    """Exits with status 2 and the pip command unless every engine's package imports.

    `packages` maps an engine name to (module to import, package to install)."""
    missing = []
    for engine in engines:
        module, package = packages[engine]
        try:
            __import__(module)
        except ImportError:
            missing.append((engine, package))
    if missing:
        names = ", ".join(f"{engine} needs the '{package}' package" for engine, package in missing)
        message = (f"{names}; install the references with\n    python3 -m pip install "
                   + " ".join(package for _, package in missing)
                   + "".join(f"\nor run {engine} alone: --engine {engine}"
                             for engine in engines if engine not in dict(missing)))
        print(f"{script}: {message}", file=sys.stderr)
        sys.exit(2)
