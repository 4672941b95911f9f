"""Shared by the reference-engine scripts: their command-line options, and the install command
when an engine's Python package is missing."""

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


def parse_options(argv, engines, usage, fail):
    """Splits `argv` into the words that are not options, the engines to run (`--engine NAME`,
    every one of `engines` by default) and the number of runs to keep the best of (`--runs K`,
    3 by default). Prints `usage` and exits for -h; calls `fail` with a message on bad input."""
    words, chosen, runs = [], list(engines), 3
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg in ("-h", "--help"):
            print(usage)
            sys.exit(0)
        if arg not in ("--engine", "--runs"):
            words.append(arg)
            continue
        if not args:
            fail(f"{arg} needs a value\n{usage}")
        value = args.pop(0)
        if arg == "--engine":
            if value not in engines:
                fail(f"unknown engine '{value}' ({' or '.join(engines)})")
            chosen = [value]
        elif value.isdigit() and int(value) > 0:
            runs = int(value)
        else:
            fail(f"--runs takes a positive whole number, not '{value}'")
    return words, chosen, runs


def parse_sizes(words, fail):
    """The positive whole numbers `words` name, or `fail` on the first that is not one."""
    for word in words:
        if not (word.isdigit() and int(word) > 0):
            fail(f"sizes are positive whole numbers, not '{word}'")
    return [int(word) for word in words]
