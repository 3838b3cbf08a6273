"""The `tournament` command: agents against each other with the seats rotated.

Registered on the main group by `rulewright.cli.main`, which loads it lazily.
"""
from __future__ import annotations

import json
import sys

import click

from rulewright.cli.sim_commands import CONTEXT, GAMES, _compile, _mean, _parse_agents, _pct, _table, progress_for
from rulewright.cli.support import UsageProblem, signals_as_interrupts
from rulewright.runtime.game import Game
from rulewright.runtime.narration_end import calls
from rulewright.runtime.simulate import AGENTS
from rulewright.runtime.tournament import tournament as run_tournament


def render(t: dict, can_eliminate: bool = True) -> str:
    """The table as text; `can_eliminate` False (no rule calls `eliminate`) leaves the
    elimination column out, which could only be 0."""
    lines = [f"{t['ruleset']}: {t['completed']} games, {t['players']} players, agents {','.join(t['agents'])} "
             f"with the seats rotated, seed {t['seed']}",
             "",
             "Win share with a 95% Wilson interval (a win shared by k players counts 1/k; 'fair' is what an "
             "agent as good as the others wins: one player-game in as many as there are players); mean total score with a 95% t interval.",
             ""]
    rows = [["agent", "player-games", "win share", "fair", "eliminated", "mean total score", "time per decision"]]
    for r in t["rows"]:
        spd = r["seconds_per_decision"]
        rows.append([r["agent"], str(r["player_games"]), _pct(r["wins"]), f"{100 * r['fair_share']:.0f}%",
                     _pct(r["eliminated"]), _mean(r["total"]),
                     "-" if spd is None else (f"{1000 * spd:.2f} ms" if spd < 1 else f"{spd:.2f} s")])
    if not can_eliminate:
        rows = [row[:4] + row[5:] for row in rows]
    lines += _table(rows)
    lines += ["", f"games with no winner: {t['no_winner']['count']} of {t['completed']}"]
    if t["failed"]:
        lines += [f"FAILED: {t['failed']} of {t['games']} games broke a rule (not counted above)"]
    lines += ["", f"time: {t['seconds']:.1f} s"]
    return "\n".join(lines)


@click.command(context_settings=CONTEXT)
@click.argument("ruleset")
@click.option("-a", "--agents", metavar="NAME,...", required=True,
              help=f"The agents, one per seat ({'|'.join(AGENTS)}, and ismcts:N iterations or ismcts:Xs "
                   "seconds per decision, ismcts:N:mast with MAST playouts, ismcts:N:naive+s0.5+e8 and other "
                   "variants of docs/agents.md); game i turns them by i seats.")
@click.option("-n", "--games", type=GAMES, default=40, show_default=True,
              help="Number of games (a multiple of the player count gives every agent every seat equally).")
@click.option("-s", "--seed", type=int, default=0, show_default=True, help="Seed of the whole run.")
@click.option("--json", "as_json", is_flag=True, help="Print the table as JSON.")
@click.option("--progress/--no-progress", default=None,
              help="Progress on stderr (default: a bar on a terminal after half a second).")
def tournament(ruleset: str, agents: str, games: int, seed: int, as_json: bool, progress: bool | None) -> None:
    """Play AGENTS against each other on RULESET with the seats rotated, and print for each
    agent its win share, eliminations, mean score and time per decision, with 95% intervals.

    One agent per seat: the player count is the number of agents. Exit 0 on success, 1 when
    the rules do not compile or a game breaks a rule, 2 for a usage error.
    """
    names = _parse_agents(agents)
    ir = _compile(ruleset)
    game = Game(ir)
    if not game.min_players <= len(names) <= game.max_players:
        raise UsageProblem(f"--agents: one agent per seat, and {game.name} is for "
                           f"{game.player_counts()} players, not {len(names)}")
    bar = progress_for(progress, games, sys.stderr, verb="played")
    try:
        with signals_as_interrupts():
            result = run_tournament(game, names, games, seed, progress=bar)
    finally:
        if bar is not None:
            bar.close()
    click.echo(json.dumps(result, indent=1, ensure_ascii=False) if as_json else render(result, calls(ir, "eliminate")))
    if result["failed"]:
        for e in result["errors"]:
            click.echo(f"game {e['index']} (seed {e['seed']}): {e['message']}", err=True)
        sys.exit(1)
