"""The README stays true: it lists every assumption of every bundled ruleset."""
import pytest

from rulewright.compiler.build import bundled_rulesets, compile_ruleset
from tests.conftest import REPO, RULES


def test_both_games_are_bundled():
    assert {"rattus_cartus", "carrara"} <= set(bundled_rulesets())


@pytest.mark.parametrize("ruleset", bundled_rulesets())
def test_readme_lists_every_assumption(ruleset):
    ir = compile_ruleset(RULES / ruleset).ir
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    names = [n for n, p in ir["parameters"].items() if p["assumption"]] + list(ir["assumptions"])
    missing = [n for n in names if f"`{n}`" not in readme]
    assert missing == []
