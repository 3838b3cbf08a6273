"""Rules written before a language feature existed compile to the same IR as before, so the
IR hash that every log records still matches and old logs replay against the same rules."""
from __future__ import annotations

from rulewright.compiler.build import compile_ruleset
from tests.conftest import RULES

# the top-level keys of IR format version 1 before procedures and end conditions were added
VERSION_1_KEYS = {"format", "version", "ruleset", "parameters", "assumptions", "enums", "attributes",
                  "zones", "counters", "kinds", "groups", "variables", "decisions", "categories",
                  "hand_zone", "setup", "rounds", "phases", "end_of_game"}


def test_rules_without_new_sections_have_the_version_1_keys_only():
    ir = compile_ruleset(RULES / "rattus_cartus", locales=False).ir
    assert set(ir) == VERSION_1_KEYS
    assert all(set(phase) == {"name", "do", "at"} or set(phase) <= {"name", "do", "at"} for phase in ir["phases"])
