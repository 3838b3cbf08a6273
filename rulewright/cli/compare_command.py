"""`rulewright compare BASE HOUSE`: what a house rule does to the game, measured.

Both rulesets play the same seeded games (common random numbers) and every measure is
compared game by game (runtime/compare.py). Register with
`"compare": ("rulewright.cli.compare_command", "compare")` in `rulewright.cli.LAZY_COMMANDS` (or
`from rulewright.cli.compare_command import compare; main.add_command(compare)`).
"""
from __future__ import annotations

import io
import json
import math
import os
import sys
import textwrap
from pathlib import Path

import click

from rulewright.compiler.build import base_mismatch
from rulewright.cli.support import (OutputFolder, UsageProblem, check_output, compiled_or_exit, ruleset_path,
                                    signals_as_interrupts, write_atomically)
from rulewright.cli.sim_commands import (AGENTS, CONTEXT, Done, GAMES, MAX_WORKERS_PER_CORE, _cores, _parse_agents,
                                         _seats, _table, check_executor, executor_options, open_executor, progress_for,
                                         category_names, rate_text, stopped, worker_count)
from rulewright.runtime.compare import Comparison, describe
from rulewright.runtime.compare import compare as run_comparison
from rulewright.runtime.game import Game
from rulewright.runtime.narration_end import calls

PLOT_EXTRA = "pip install 'rulewright[plot]'"
WIDTH = 100                      # text report: sentences are wrapped at this width


# ---- words ----------------------------------------------------------------------------------

def label(row: dict, categories: dict[str, str] | None = None) -> str:
    """What a measure is, as the object of "the house rule raises ..."; `categories`: the
    scoring categories' names in a language (without one, their identifiers)."""
    key, seat = row["key"], row.get("seat")
    if key.startswith("win/"):
        return f"seat {seat}'s win rate"
    if key == "no_winner":
        return "the share of games with no winner"
    if key == "eliminated":
        return "the share of players eliminated"
    if key.startswith("eliminated/"):
        return f"seat {seat}'s elimination rate"
    if key.startswith("score/"):
        if categories and row["category"] in categories:
            return f"the mean score for “{categories[row['category']]}”"
        return f"the mean {row['category']} score"
    if key == "total":
        return "the mean total score"
    if key.startswith("total/"):
        return f"seat {seat}'s mean total score"
    return {"rounds": "the number of rounds", "decisions": "the number of decisions",
            "steps": "the number of steps run (statements, rounds and turns)"}.get(key, key)


def verdict(row: dict) -> str:
    """The plain statement for one measure."""
    d = row["difference"]
    if d is None:
        return f"only in {row['only_in']}"
    if d["low"] is None:
        return "too few games for an interval"
    if d["significant"]:
        verb = "raises" if d["direction"] == "higher" else "lowers"
        return f"significant: the house rule {verb} {label(row)}"
    if d["identical"]:
        return "not significant: the same in every game"
    return "not significant"


def _num(v: float | None, digits: int, sign: bool = False) -> str:
    if v is None:
        return "-"
    if abs(v) < 0.5 * 10 ** -digits:
        v = 0.0                                    # no "-0.0"
    return f"{v:+.{digits}f}" if sign and v != 0 else f"{v:.{digits}f}"


def _digits(row: dict) -> int:
    """Decimals for one measure: enough to show the half-width of its difference's interval
    to two significant digits (at least 1 for rates in percent, 2 for means; at most 4)."""
    least = 1 if row["kind"] == "rate" else 2
    d = row["difference"]
    if d is None or d["low"] is None or d["high"] <= d["low"]:
        return least
    half = (d["high"] - d["low"]) / 2 * (100 if row["kind"] == "rate" else 1)
    return max(least, min(4, 1 - math.floor(math.log10(half))))


def decimals(c: Comparison) -> dict[str, int]:
    """Decimals per measure key: the rates all alike (the most any of them needs), each mean
    its own."""
    rows = c.rows() + [r for r in c.scores.values() if r["difference"] is None]
    rate = max([_digits(r) for r in rows if r["kind"] == "rate"] + [1])
    return {r["key"]: rate if r["kind"] == "rate" else _digits(r) for r in rows}


def _value(row: dict, side: str, digits: int) -> str:
    """A ruleset's value of a measure (a rate in percent)."""
    v = row[side]
    if v is None:
        return "-"
    if row["kind"] == "rate":
        return f"{_num(100 * v['mean'], digits)}%"
    return _num(v["mean"], digits)


def _diff(row: dict, digits: int) -> tuple[str, str]:
    """The difference (percentage points for rates) and its interval."""
    d = row["difference"]
    if d is None:
        return "", ""
    scale, unit = (100, " pp") if row["kind"] == "rate" else (1, "")
    mean = _num(scale * d["mean"], digits, sign=True) + unit
    if d["low"] is None:
        return mean, ""
    return mean, f"[{_num(scale * d['low'], digits, True)}, {_num(scale * d['high'], digits, True)}]"


def _short(row: dict) -> str:
    d = row["difference"]
    if d is None:
        return f"only in {row['only_in']}"
    if d["low"] is None:
        return "-"
    if d["significant"]:
        return "significant, " + d["direction"]
    return "same in every game" if d["identical"] else "not significant"


def _name(side: dict) -> str:
    return (side["house_rule"] or {}).get("name") or side["ruleset"]


def _sentence(row: dict, digits: int, categories: dict[str, str] | None = None) -> str:
    d = row["difference"]
    verb = "raises" if d["direction"] == "higher" else "lowers"
    mean, interval = _diff(row, digits)
    low, high = interval.strip("[]").split(", ")
    unit = " percentage points" if row["kind"] == "rate" else ""
    return (f"It {verb} {label(row, categories)} from {_value(row, 'base', digits)} to {_value(row, 'house', digits)} "
            f"({mean.removesuffix(' pp')}{unit}; 95% interval {low} to {high}).")


def text_rows(c: Comparison, categories: dict[str, str] | None = None,
              can_eliminate: bool = True) -> list[tuple[str, dict | None]]:
    """(row label, measure) in the order of the text report; None for a heading. Without
    `can_eliminate` (neither ruleset calls `eliminate`) no elimination row: it could only be 0."""
    categories = categories or {}
    rows: list[tuple[str, dict | None]] = [("win rate", None)]
    rows += [(f"  seat {r['seat']} ({r['agent']})", r) for r in c.win_rate]
    rows += [("games with no winner", c.no_winner)]
    rows += [("players eliminated", c.eliminated["all"])] if can_eliminate else []
    rows += [("mean score per player", None)]
    rows += [(f"  {categories.get(name, name)}", r) for name, r in c.scores.items()]
    rows += [("  total", c.total_score["all"]), ("game length", None),
             ("  rounds", c.length["rounds"]), ("  decisions", c.length["decisions"])]
    return rows


def render_text(c: Comparison, categories: dict[str, str] | None = None, can_eliminate: bool = True) -> str:
    """The comparison as text; `categories`: display names of the scoring categories;
    `can_eliminate` False leaves the elimination row out (see text_rows)."""
    categories = categories or {}
    base, house = c.base, c.house
    intent = (house["house_rule"] or {}).get("intent")
    lines = [
        f"{_name(house)} compared with {_name(base)}: {c.paired} games on the same seeds, {c.players} players, "
        f"seed {c.seed}",
        f"base:   {_name(base)} (IR sha256 {base['ir_hash'][:16]})",
        *textwrap.wrap(f"house:  {_name(house)} (IR sha256 {house['ir_hash'][:16]})" + (f": {intent}" if intent else ""),
                       WIDTH, subsequent_indent=" " * 8),
        f"agents: {', '.join(c.agents)} (seat 0 first)",
        "",
        "Game i of both rulesets is played on the same seed by the same agents, so each difference",
        "(house - base) comes with a 95% confidence interval from the per-game differences. It is",
        "significant when the interval leaves out 0. pp: percentage points.",
        "",
    ]
    digits = decimals(c)
    table = [["", "base", "house", "house - base", "95% interval", ""]]
    for name, row in text_rows(c, categories, can_eliminate):
        if row is None:
            table.append([name, "", "", "", "", ""])
            continue
        n = digits[row["key"]]
        table.append([name, _value(row, "base", n), _value(row, "house", n), *_diff(row, n), _short(row)])
    lines += _table(table, right={1, 2, 3}) + [""]
    measured = [r for _, r in text_rows(c, can_eliminate=can_eliminate) if r is not None and r["difference"] is not None]
    label_ = lambda r: label(r, categories)      # noqa: E731
    changed = [r for r in measured if r["difference"]["significant"]]
    same = [r for r in measured if r["difference"]["identical"]]
    unsure = [r for r in measured if r not in changed and r not in same]
    say = lambda text, first="", then="": lines.extend(textwrap.wrap(text, WIDTH, initial_indent=first,
                                                                       subsequent_indent=then))
    if changed:
        lines.append("What the house rule changes (significant at 95%):")
        for r in changed:
            say(_sentence(r, digits[r["key"]], categories), "- ", "  ")
    else:
        say("No difference is significant at 95%.")
    if unsure:
        say("Not significant: " + ", ".join(label_(r) for r in unsure) + ".")
    if same:
        say("The same in every game: " + ", ".join(label_(r) for r in same) + ".")
    for name, r in c.scores.items():
        if r["only_in"]:
            say(f"The category {categories.get(name, name)} is only in {r['only_in']} ({_name(base if r['only_in'] == 'base' else house)}).")
    if changed and unsure:
        say(f"Each of the {len(measured)} rows is tested on its own: of the rows a house rule does not change, "
            "about one in twenty comes out significant by chance.")
    if sum(c.failed.values()):
        lines += ["", f"FAILED: {c.failed['base']} base and {c.failed['house']} house games broke a rule; "
                      "their pairs are left out of every figure above"]
    t = c.timing
    speed = f", {rate_text(t['pairs_per_second'], 'pairs of games', 'pair of games')}" if t["pairs_per_second"] else ""
    workers = f"{t['workers']} worker" + ("s" if t["workers"] != 1 else "")
    lines += ["", f"time: {t['seconds']:.2f} s{speed}, {workers}"]     # last line: the only one that varies
    return "\n".join(lines)


def to_json(c: Comparison) -> dict:
    """The comparison as data, each measure with its `label` and `verdict` sentence."""
    d = c.to_dict()

    def words(row):
        if isinstance(row, dict) and "difference" in row:
            row["label"] = label(row)
            row["verdict"] = verdict(row)
        return row
    for r in d["win_rate"] + d["eliminated"]["seats"] + d["total_score"]["seats"]:
        words(r)
    for r in (d["no_winner"], d["eliminated"]["all"], d["total_score"]["all"], *d["scores"].values(),
              *d["length"].values()):
        words(r)
    return d


# ---- pictures -------------------------------------------------------------------------------

BASE_COLOUR, HOUSE_COLOUR = "#4C72B0", "#DD8452"
PLOT_FILES = ("scores.png", "win_rate.png", "eliminated.png")


def plot_files(can_eliminate: bool) -> tuple[str, ...]:
    """The pictures --plot draws: eliminated.png only when a ruleset can eliminate a player (as
    the text leaves its row out: the share could only be 0)."""
    return PLOT_FILES if can_eliminate else tuple(n for n in PLOT_FILES if n != "eliminated.png")


def _pyplot():
    """matplotlib's pyplot on the Agg back end, or exit 1 naming the extra to install."""
    try:
        import matplotlib
        matplotlib.use("Agg", force=True)
        import matplotlib.pyplot as plt
    except ImportError:
        click.echo(f"error: --plot needs matplotlib: {PLOT_EXTRA}", err=True)
        sys.exit(1)
    return plt


def _save(fig, path: Path) -> None:
    """The PNG whole or nothing: rendered in memory, then written atomically."""
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=110)
    write_atomically(path, buf.getvalue())


def _step(values: list[int], most: int = 60) -> int:
    """Width of a histogram bin: 1 (every score its own bar) unless the scores spread over
    more than `most` values."""
    span = max(values) - min(values) + 1
    step = 1
    while span / step > most:
        step = {1: 2, 2: 5, 5: 10}.get(step, step * 2)
    return step


def _histogram(ax, dists: dict, names: tuple[str, str], title: str) -> None:
    """Side by side, for each score (or group of scores), the share of players who ended
    with it in the base game and with the house rule; dashed lines at the means."""
    from matplotlib.ticker import MaxNLocator
    data = {side: {int(v): n for v, n in counts.items()} for side, counts in dists.items() if counts}
    step = _step([v for counts in data.values() for v in counts])
    for side, colour, shift in (("base", BASE_COLOUR, -0.25), ("house", HOUSE_COLOUR, 0.25)):
        counts = data.get(side)
        if not counts:
            continue
        total = sum(counts.values())
        bins: dict[int, int] = {}
        for v, n in counts.items():
            start = v - v % step
            bins[start] = bins.get(start, 0) + n
        xs = [start + (step - 1) / 2 + shift * step for start in bins]
        ax.bar(xs, [100 * n / total for n in bins.values()], width=0.5 * step, color=colour, alpha=0.9,
               linewidth=0, label=f"{side}: {names[0] if side == 'base' else names[1]}")
        mean = sum(v * n for v, n in counts.items()) / total
        ax.axvline(mean, color=colour, linestyle=(0, (4, 3)), linewidth=1.3, alpha=0.95)
    ax.set_title(title, fontsize=9.5, loc="left")
    ax.set_ylabel("% of players", fontsize=8)
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.tick_params(labelsize=8)
    ax.grid(axis="y", color="#dddddd", linewidth=0.6)
    ax.set_axisbelow(True)
    ax.spines[["top", "right"]].set_visible(False)


def plot_scores(plt, c: Comparison, path: Path, categories: dict[str, str] | None = None) -> None:
    names = (_name(c.base), _name(c.house))
    digits = decimals(c)

    def title(name: str, row: dict) -> str:
        n = digits[row["key"]]
        if row["difference"] is None:
            side = row["only_in"]
            return f"{name}\nonly in {side}: mean {_value(row, side, n)}"
        mean, _ = _diff(row, n)
        return f"{name}\nmean {_value(row, 'base', n)} → {_value(row, 'house', n)}: {mean}, {_short(row)}"
    panels = []
    for cat, row in c.scores.items():
        dists = {s: c.distributions[s]["scores"].get(cat) for s in ("base", "house")}
        panels.append((dists, title((categories or {}).get(cat, cat), row)))
    panels.append(({s: c.distributions[s]["total"] for s in ("base", "house")}, title("total", c.total_score["all"])))
    cols = 2 if len(panels) > 1 else 1
    rows = -(-len(panels) // cols)
    fig, axes = plt.subplots(rows, cols, figsize=(10, 2.8 * rows + 0.8), squeeze=False, layout="constrained")
    for ax, (dists, title) in zip(axes.flat, panels):
        _histogram(ax, dists, names, title)
    for ax in list(axes.flat)[len(panels):]:
        ax.set_visible(False)
    handles, _ = axes.flat[-1 if len(panels) == len(axes.flat) else 0].get_legend_handles_labels()
    fig.legend(handles, [f"base: {names[0]}", f"house: {names[1]}"], loc="outside lower center", ncol=2,
               frameon=False, fontsize=10)
    fig.suptitle(f"Scores per player: {c.paired} games of {c.players} players on the same seeds "
                 "(dashed lines: means)", x=0.01, ha="left", fontsize=12)
    _save(fig, path)
    plt.close(fig)


def _error(side: dict) -> tuple[float, float]:
    return (100 * (side["mean"] - side["low"]), 100 * (side["high"] - side["mean"]))


def plot_rates(plt, c: Comparison, rows: list[tuple[str, dict]], title: str, xlabel: str, path: Path) -> None:
    """Left: base and house rates with their 95% intervals. Right: the paired differences
    (house - base) with their 95% intervals, filled where significant."""
    names = (_name(c.base), _name(c.house))
    digits = decimals(c)
    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 0.62 * len(rows) + 1.9), layout="constrained",
                                      gridspec_kw={"width_ratios": [3, 2]}, sharey=True)
    ys = list(range(len(rows)))[::-1]
    h = 0.38
    for offset, side, colour, name in ((h / 2, "base", BASE_COLOUR, names[0]),
                                       (-h / 2, "house", HOUSE_COLOUR, names[1])):
        vals = [100 * r[side]["mean"] for _, r in rows]
        errs = list(zip(*[_error(r[side]) for _, r in rows]))
        left.barh([y + offset for y in ys], vals, height=h, color=colour, alpha=0.9,
                  label=f"{side}: {name}", xerr=errs, error_kw={"ecolor": "#444444", "capsize": 2.5, "lw": 0.9})
        for y, (_, r) in zip(ys, rows):
            left.text(100 * r[side]["high"] + 1.2, y + offset, f"{100 * r[side]['mean']:.1f}%", va="center",
                      fontsize=8, color="#333333")
    left.set_yticks(ys, [n for n, _ in rows], fontsize=9)
    left.set_xlim(0, 113)
    left.set_xticks(range(0, 101, 20))
    left.set_xlabel(f"{xlabel}, with 95% intervals", fontsize=9)
    left.legend(loc="lower left", bbox_to_anchor=(0.0, 1.0), ncol=2, fontsize=9, frameon=False)
    left.grid(axis="x", color="#e3e3e3", linewidth=0.6)
    left.set_axisbelow(True)
    left.spines[["top", "right"]].set_visible(False)
    widest = max([abs(100 * (r["difference"][k] or 0)) for _, r in rows for k in ("low", "high")] + [1.0])
    for y, (_, r) in zip(ys, rows):
        d = r["difference"]
        mean = 100 * d["mean"]
        lo = 100 * (d["low"] if d["low"] is not None else d["mean"])
        hi = 100 * (d["high"] if d["high"] is not None else d["mean"])
        colour = HOUSE_COLOUR if d["significant"] else "#8a8a8a"
        right.plot([lo, hi], [y, y], color=colour, linewidth=2.2, solid_capstyle="butt")
        right.plot([mean], [y], marker="o", markersize=7, color=colour,
                   markerfacecolor=colour if d["significant"] else "white")
        mean_text, interval = _diff(r, digits[r["key"]])
        right.text(hi + 0.04 * widest, y, f"{mean_text} {interval}", va="center", fontsize=8, color="#333333")
    right.axvline(0, color="#333333", linewidth=1)
    right.set_xlim(-1.15 * widest, 2.0 * widest)
    right.set_xlabel("house - base, percentage points (filled: significant at 95%)", fontsize=9)
    right.grid(axis="x", color="#e3e3e3", linewidth=0.6)
    right.set_axisbelow(True)
    right.spines[["top", "right", "left"]].set_visible(False)
    right.tick_params(left=False)
    fig.suptitle(f"{title}: {names[1]} vs {names[0]}, {c.paired} games on the same seeds", x=0.01, ha="left",
                 fontsize=12)
    _save(fig, path)
    plt.close(fig)


def write_plots(c: Comparison, folder: Path, categories: dict[str, str] | None = None,
                can_eliminate: bool = True) -> list[Path]:
    """Draws the pictures into `folder` and returns the files written (no eliminated.png when
    neither ruleset can eliminate a player)."""
    plt = _pyplot()
    folder = Path(folder)
    written = [folder / name for name in plot_files(can_eliminate)]
    plot_scores(plt, c, written[0], categories)
    wins = [(f"seat {r['seat']} ({r['agent']})", r) for r in c.win_rate] + [("no winner", c.no_winner)]
    plot_rates(plt, c, wins, "Win rate per seat", "% of games won (a shared win counts 1/k)", written[1])
    if can_eliminate:
        elim = [("all players", c.eliminated["all"])] + [(f"seat {r['seat']} ({r['agent']})", r)
                                                          for r in c.eliminated["seats"]]
        plot_rates(plt, c, elim, "Players eliminated", "% of players eliminated", written[2])
    return written


# ---- the command ------------------------------------------------------------------------------

@click.command(context_settings=CONTEXT)
@click.argument("base")
@click.argument("house")
@click.option("-n", "--games", type=GAMES, default=1000, show_default=True,
              help="Number of games of each ruleset (game i of both on the same seed).")
@click.option("-p", "--players", type=click.IntRange(min=1),
              help="Players per game (default: the number of agents, else 4 within both rulesets' range).")
@click.option("-a", "--agents", metavar="NAME,...",
              help=f"One agent per seat, in seat order ({'|'.join(AGENTS)}); default: random in every seat.")
@click.option("-s", "--seed", type=int, default=0, show_default=True, help="Seed of the whole run.")
@click.option("-w", "--workers", type=click.IntRange(min=0), default=1, show_default=True,
              help=f"Worker processes with --executor local (0: one per available core; at most "
                   f"{MAX_WORKERS_PER_CORE} per core).")
@executor_options
@click.option("--json", "as_json", is_flag=True, help="Print the comparison as JSON.")
@click.option("--lang", help="Name the scoring categories in this language, in the text and the pictures "
                             "(default: by their identifiers).")
@click.option("--plot", "plot_dir", type=OutputFolder(), metavar="DIR",
              help="Also draw PNG pictures into DIR: scores.png, win_rate.png and, when a ruleset can "
                   f"eliminate players, eliminated.png ({PLOT_EXTRA}).")
@click.option("--progress/--no-progress", default=None,
              help="Progress on stderr (default: a bar on a terminal after half a second; elsewhere a line "
                   "every tenth of the run or 10 s, once it has lasted 10 s).")
def compare(base: str, house: str, games: int, players: int | None, agents: str | None, seed: int, workers: int,
            executor_kind: str, scheduler: str | None, as_json: bool, lang: str | None, plot_dir: Path | None,
            progress: bool | None) -> None:
    """Play the same seeded games with BASE and HOUSE (a house rule, or any other ruleset)
    and report what changes: win rate per seat, games with no winner, players eliminated,
    mean score per scoring category and game length, each as base, house and difference
    with a 95% confidence interval from the paired per-game differences, and whether the
    difference is significant.

    Exit 0 on success, 1 when a ruleset does not compile, a game breaks a rule, matplotlib
    is missing for --plot or the Dask cluster fails, 2 for a usage error, 130 when stopped by
    Ctrl-C.
    """
    names = _parse_agents(agents)
    check_executor(executor_kind, scheduler)
    base_path, house_path = ruleset_path(base), ruleset_path(house)
    if problem := base_mismatch(base_path, house_path, "compare"):  # a house rule of another game
        raise UsageProblem(problem)
    if plot_dir is not None:
        if os.path.isfile(plot_dir):               # (False, not an error, for a name too long)
            raise UsageProblem(f"--plot: '{plot_dir}' is a file, not a folder")
        _pyplot()                                   # before the games: exit 1 without matplotlib
        check_output(plot_dir, folder=True)         # ... and when DIR cannot take the pictures
    compiled = [compiled_or_exit(path) for path in (base_path, house_path)]
    can_eliminate = any(calls(one.ir, "eliminate") for one in compiled)
    if plot_dir is not None:
        for name in plot_files(can_eliminate):       # the pictures it will write, before the games
            check_output(plot_dir / name)
    categories = category_names(compiled, lang)      # before the games: a wrong --lang costs none
    games_ = [Game(one.ir) for one in compiled]
    players, names = _seats(games_[0], players, names)
    try:
        _seats(games_[1], players, names)           # the same seats must suit the house rule too
    except UsageProblem as ex:
        raise UsageProblem(f"{_name(describe(games_[1]))} (HOUSE): {ex.message}") from None
    workers = worker_count(workers) if executor_kind == "local" else workers or _cores()
    bar = progress_for(progress, games, sys.stderr, verb="compared", noun="pairs of games")
    done, interrupt = Done(bar), None
    try:
        # SIGTERM and SIGHUP stop like Ctrl-C, so the worker processes are shut down, not orphaned
        with signals_as_interrupts(), open_executor(executor_kind, scheduler, workers) as (pool, workers):
            result = run_comparison(games_[0], games_[1], games, players, names, seed, workers=workers,
                                    executor=pool, progress=done)
    except KeyboardInterrupt as ex:
        interrupt = ex
    finally:
        if bar is not None:
            bar.close()
    if interrupt is not None:
        stopped(interrupt, done.done, games, "pairs of games")
    if as_json:
        click.echo(json.dumps(to_json(result), indent=1, ensure_ascii=False))
    else:
        click.echo(render_text(result, categories, can_eliminate))
    if plot_dir is not None and result.paired == 0:
        click.echo("no pictures: no pair of games ended", err=True)
    elif plot_dir is not None:
        for path in write_plots(result, plot_dir, categories, can_eliminate):
            click.echo(f"wrote {path}", err=True)
    if sum(result.failed.values()):
        for e in result.errors:
            click.echo(f"game {e['index']} of {e['side']} (seed {e['seed']}): {e['message']}", err=True)
        click.echo(f"{result.failed['base']} base and {result.failed['house']} house games broke a rule", err=True)
        sys.exit(1)
