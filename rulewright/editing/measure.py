"""What an analysis costs on the bundled rules: `python -m rulewright.editing.measure [--lang L]`.

For every rule file and house rule of the bundled rulesets: the editor's text is changed (a
comment line added, a new text each time, so no result is reused) and analysed, as after a
keystroke pause; prints the median and the slowest of five, in milliseconds, the median
without the rules text (diagnostics only, what `rulewright lsp` asks for), and the first
analysis of the process (imports, the base ruleset compiled, locale files read).
"""
from __future__ import annotations

import argparse
import statistics
import time


def main(argv=None) -> None:
    from rulewright.compiler.build import bundled_rules_dir, bundled_rulesets
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    from rulewright.editing import analyze
    rules = bundled_rules_dir()
    files = [f for name in bundled_rulesets() for f in sorted((rules / name).glob("*.yaml"))
             + sorted((rules / name / "house_rules").glob("*.yaml"))]
    first = files[0]
    analyze(first, first.read_text(encoding="utf-8"), args.lang)
    print(f"first analysis in this process: {(time.perf_counter() - start) * 1000:.0f} ms "
          f"({first.parent.name}/{first.name}, with the imports)")
    print(f"{'file':<52} {'median':>7} {'slowest':>8} {'no text':>8}  errors")
    for path in files:
        text = path.read_text(encoding="utf-8")
        analyze(path, text, args.lang)              # a house rule's base, once per content
        times, bare, analysis = [], [], None
        for i in range(args.repeat):
            analysis = analyze(path, f"{text}\n# keystroke {i} {time.time_ns()}\n", args.lang)
            times.append(analysis.seconds * 1000)
            bare.append(analyze(path, f"{text}\n# key {i} {time.time_ns()}\n", args.lang,
                                rules_text=False).seconds * 1000)
        errors = sum(1 for d in analysis.diagnostics if d.severity == "error")
        shown = f"{path.parent.parent.name if path.parent.name == 'house_rules' else ''}" \
                f"{'/' if path.parent.name == 'house_rules' else ''}{path.parent.name}/{path.name}"
        print(f"{shown:<52} {statistics.median(times):>5.0f} ms {max(times):>5.0f} ms "
              f"{statistics.median(bare):>5.0f} ms  {errors}")


if __name__ == "__main__":
    main()
