"""The README stays true: it lists every assumption of the bundled rules."""
from tests.conftest import REPO, RULES
from compiler.build import compile_ruleset


def test_readme_lists_every_assumption():
    ir = compile_ruleset(RULES / "rattus_cartus").ir
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    names = [n for n, p in ir["parameters"].items() if p["assumption"]] + list(ir["assumptions"])
    missing = [n for n in names if f"`{n}`" not in readme]
    assert missing == []
