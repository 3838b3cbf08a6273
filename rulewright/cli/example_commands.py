"""`rulewright test` (a ruleset's executable examples) and `rulewright score` (the final
scoring of an end-of-game scenario)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from rulewright.compiler.build import bundled_rules_dir, bundled_rulesets, compile_ruleset
from rulewright.compiler.diagnostics import Diagnostic, Span, render_json, render_text, summary
from rulewright.compiler.sources import display_name
from rulewright.compiler.examples import example_files, load_examples
from rulewright.cli.support import UsageProblem, compiled_or_exit, readable_path, ruleset_path
from rulewright.i18n import LocaleError, MissingTranslation, ruleset_localizer
from rulewright.runtime.errors import source_line
from rulewright.runtime.scenario import game_for, run_example, score_breakdown


UNKNOWN_NAMES = ("RW301", "RW305")


def _examples_or_exit(paths: list[Path], compiled, single: bool, argument: str | None = None):
    examples = load_examples(paths, compiled, single=single)
    errors = [d for d in examples.diagnostics if d.is_error]
    if not errors:
        return examples
    unknown = [d for d in errors if d.code in UNKNOWN_NAMES]
    if single and len(unknown) >= 3 and 2 * len(unknown) >= len(errors):
        # most names unknown: a file written for another game, not a few typos
        game = compiled.ir["ruleset"]["name"]
        owner = _game_that_fits(paths[0], game)
        fits = f"; it fits {owner}" if owner else ""
        click.echo(f"error: this scenario seems to belong to another game (it uses {len(unknown)} names "
                   f"unknown to {game}{fits})", err=True)
        hint = (f"run rulewright score {owner} {display_name(paths[0])}" if owner else
                f"check that it was written for {argument or game}; the first unknown name is at "
                f"{unknown[0].file}:{unknown[0].line}")
        click.echo(f"  hint: {hint}", err=True)
    else:
        click.echo(render_text(errors, examples.sources))
    click.echo(summary(errors), err=True)
    sys.exit(1)


def _game_that_fits(path: Path, game: str) -> str | None:
    """The bundled ruleset (other than `game`) that checks the scenario without errors."""
    for name in bundled_rulesets():
        if name == game:
            continue
        other = compile_ruleset(bundled_rules_dir() / name, locales=False)
        if other.ok and not any(d.is_error for d in load_examples([path], other, single=True).diagnostics):
            return name
    return None


@click.command(name="test")
@click.argument("ruleset")
@click.option("-k", "keyword", help="Run only the examples whose name contains this text.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def test_command(ruleset: str, keyword: str | None, fmt: str) -> None:
    """Run the executable examples kept with RULESET (its examples/*.yaml)."""
    compiled = compiled_or_exit(ruleset_path(ruleset))
    root = compiled.root          # a house rule runs its base ruleset's examples
    files = example_files(root)
    if not files:
        raise UsageProblem(f"{readable_path(root)} has no examples/*.yaml to run")
    examples = _examples_or_exit(files, compiled, single=False)
    chosen = [e for e in examples.items if not keyword or keyword.lower() in e["name"].lower()]
    if not chosen:
        per_file: dict[str, int] = {}
        for e in examples.items:
            per_file[Path(e["file"]).name] = per_file.get(Path(e["file"]).name, 0) + 1
        listed = ", ".join(f"{name} ({count})" for name, count in per_file.items())
        click.echo(f"error: no example matches '{keyword}' (-k looks in their names); there are {len(examples.items)} in "
                   f"examples/ {listed}: `rulewright test {ruleset}` runs them all", err=True)
        sys.exit(1)
    results = [(e, run_example(compiled.ir, e)) for e in chosen]
    failed = [(e, r) for e, r in results if not r.passed]
    if fmt == "json":
        click.echo(json.dumps([{"name": e["name"], "file": readable_path(e["file"]), "line": e["line"], "passed": r.passed,
                                "failures": r.failures} for e, r in results], indent=2, ensure_ascii=False))
    else:
        for e, r in results:
            mark = "PASS" if r.passed else "FAIL"
            click.echo(f"{mark}  {readable_path(e['file'])}:{e['line']}  {e['name']}")
            for failure in r.failures:
                click.echo(f"        {failure}")
        click.echo(f"{len(results) - len(failed)} passed, {len(failed)} failed")
    sys.exit(1 if failed else 0)


@click.command(name="score")
@click.argument("ruleset")
@click.argument("scenario", type=click.Path(path_type=Path))
@click.option("--lang", default="en", show_default=True, help="Language of the names in the table.")
@click.option("--json", "as_json", is_flag=True, help="Print the breakdown as JSON.")
def score_command(ruleset: str, scenario: Path, lang: str, as_json: bool) -> None:
    """Score the end-of-game situation in SCENARIO (see docs/scenarios.md)."""
    compiled = compiled_or_exit(ruleset_path(ruleset))
    if not scenario.is_file():
        raise UsageProblem(f"no scenario file at '{scenario}'")
    examples = _examples_or_exit([scenario], compiled, single=True, argument=ruleset)
    item = {**examples.items[0], "phase": "end_of_game", "run": None}
    result = run_example(compiled.ir, item)
    if result.broken:
        errors = situation_diagnostics(result)
        if as_json:
            click.echo(render_json(errors))
        else:
            click.echo(render_text(errors, examples.sources), err=True)
            click.echo(summary(errors), err=True)
        sys.exit(1)
    if result.state is None or any(f.startswith(("the situation", "the rules")) for f in result.failures):
        click.echo("\n".join(result.failures), err=True)
        sys.exit(1)
    game = game_for(compiled.ir, item.get("parameters") or {})
    breakdown = score_breakdown(game, result.state)
    mismatches = [f for f in result.failures if not f.startswith("invariant")]
    if as_json:
        breakdown["expectations"] = {"checked": bool(item["expect"]), "failures": mismatches}
        click.echo(json.dumps(breakdown, indent=2, ensure_ascii=False))
    else:
        names = _names(compiled, lang)
        for line in _shared_zones(item, names, game, result.state):
            click.echo(line)
        click.echo(_table(breakdown, names, compiled.ir["categories"], game, result.state))
        if item["expect"]:
            click.echo(names("report-expect-ok") if not mismatches else names("report-expect-failed"))
            for failure in mismatches:
                click.echo(f"  {failure}")
    sys.exit(1 if mismatches else 0)


def situation_diagnostics(result) -> list[Diagnostic]:
    """RW701 for each invariant of the rules that a scenario's situation breaks, at the
    situation (the player's part of it when the invariant is per player)."""
    out = []
    for b in result.broken:
        file, line, column, end_line, end_column, path = b["place"]
        who = f" for player {b['seat'] + 1}" if b["seat"] is not None else ""
        span = Span(file, line, column or 1, end_line, end_column) if line else None
        hint = "the rules guarantee it; change the situation so that it can happen in a game"
        if b["holds_at"]:
            source = source_line(b["holds_at"])
            hint += f" (the invariant is at {b['holds_at']}" + (f": {source}" if source else "") + ")"
        out.append(Diagnostic.at("RW701", f"the situation breaks the invariant '{b['name']}'{who}{b['note']}",
                                 span, path, hint))
    return out


def _names(compiled, lang: str):
    spec = compiled.ir["ruleset"]["locales"]
    if lang not in spec["languages"]:
        raise UsageProblem(f"the ruleset has no '{lang}' translation; it offers: {', '.join(spec['languages'])}")
    try:
        loc = ruleset_localizer(compiled.ir, compiled.root, lang, ["report"])
    except LocaleError as ex:
        click.echo(f"error: {ex}", err=True)
        sys.exit(1)

    def name(msg_id: str, **args) -> str:
        try:
            if "." in msg_id:
                base, attr = msg_id.split(".", 1)
                return loc.attribute(base, attr, **args)
            return loc.format(msg_id, **args)
        except MissingTranslation as ex:
            click.echo(f"error: {ex}", err=True)
            sys.exit(1)
    return name


def _shared_zones(item: dict, name, game, state) -> list[str]:
    """The public shared zones the scenario names (say, the cards in play), with their cards."""
    lines = []
    for zone in (item.get("setup") or {}).get("zones") or {}:
        spec = game.ir["zones"].get(zone, {})
        if spec.get("visibility") != "public" or spec.get("indexed_by"):
            continue
        label = name(f"zone-{zone}")
        cards = ", ".join(name(f"card-{c.kind}") for c in state.zl[game.layout.zone_id(zone)])
        lines.append(f"{label[:1].upper() + label[1:]}: {cards}")
    return lines + ([""] if lines else [])


def _table(breakdown: dict, name, categories: list[str], game, state) -> str:
    seats = [name("report-player", seat=p["seat"] + 1) for p in breakdown["players"]]
    header = [name("report-category")] + seats
    rows = [[name(f"category-{c}")] + [str(p["scores"][c]) for p in breakdown["players"]] for c in categories]
    rows.append([name("report-total")] + [str(p["total"]) for p in breakdown["players"]])
    # the end state of each player's own counters, e.g. what the elimination check compared;
    # a counter that can only be 0 or 1 is a flag, shown as yes / no
    for counter, spec in game.ir["counters"].items():
        if spec["per_player"] and not spec["indexed_by"]:
            slot = game.layout.counter_slot
            label = name(f"counter-{counter}.plural")
            flag = spec.get("min") == 0 and spec.get("max") == 1
            values = [state.cv[slot(counter, p["seat"])] for p in breakdown["players"]]
            rows.append([label[:1].upper() + label[1:]] +
                        [(name("report-yes") if v else name("report-no")) if flag else str(v) for v in values])
    if _calls(game.ir, "eliminate"):          # only a game that can eliminate players shows it
        rows.append([name("report-eliminated")] + [name("report-yes") if p["eliminated"] else name("report-no")
                                                  for p in breakdown["players"]])
    widths = [max(len(r[i]) for r in [header] + rows) for i in range(len(header))]
    lines = ["  ".join(cell.ljust(w) if i == 0 else cell.rjust(w) for i, (cell, w) in enumerate(zip(r, widths)))
             for r in [header] + rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    winners = breakdown["winners"]
    if winners:
        lines.append(name("report-winners", count=len(winners),
                          names=", ".join(seats[w] for w in winners)))
    else:
        lines.append(name("report-no-winner"))
    return "\n".join(lines)


def _calls(ir, function: str) -> bool:
    """Whether any rule code of the IR calls `function`."""
    stack = [ir]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            if node.get("t") == "call" and node.get("f") == function:
                return True
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return False
