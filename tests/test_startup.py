"""Start-up: `rulewright --help` lists every command without importing the compiler, the runtime
or any command module (their one-line helps are kept in rulewright/cli/main.py LAZY_COMMANDS),
and what it lists is each command's own help."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import click

REPO = Path(__file__).resolve().parent.parent


def test_kept_one_line_helps_are_the_commands_own():
    from rulewright.cli.main import LAZY_COMMANDS, main
    ctx = click.Context(main)
    for name, (_, _, kept) in LAZY_COMMANDS.items():
        cmd = main.get_command(ctx, name)
        assert cmd.get_short_help_str(10_000) == kept, (
            f"LAZY_COMMANDS['{name}'] says {kept!r}; the command's help begins "
            f"{cmd.get_short_help_str(10_000)!r}: copy it there")


def test_help_lists_every_command_without_importing_them():
    code = ("import sys; sys.argv = ['rulewright', '--help']\n"
            "from rulewright.cli.main import main\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "loaded = sorted(m for m in sys.modules if m.startswith(('rulewright.compiler', 'rulewright.runtime',"
            " 'rulewright.cli.sim', 'rulewright.cli.sheet', 'rulewright.cli.play')))\n"
            "print('LOADED', loaded)\n")
    env = {**os.environ, "PYTHONPATH": str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "LOADED []" in done.stdout, done.stdout.splitlines()[-1]
    from rulewright.cli.main import LAZY_COMMANDS
    for name in [*LAZY_COMMANDS, "validate", "compile"]:
        assert f"  {name} " in done.stdout, f"--help does not list {name}"
    assert "Run the executable examples kept with RULESET" in done.stdout
