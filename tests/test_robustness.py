"""Whatever a user writes, the compiler answers with diagnostics, never an exception;
and the engine never learns a game's vocabulary."""
from __future__ import annotations

import re
import shutil
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulewright.compiler.build import compile_ruleset
from tests.conftest import LOCALES, REPO, RULES

# Words of the bundled games; none may appear in the engine.
GAME_WORDS = ["sword", "flute", "rat", "rats", "nun", "nuns", "castle", "treasury", "livorno", "lucca",
              "carrara", "rattus", "zwaard", "schwert", "gold", "joker", "guard", "tower", "palace",
              "monastery", "hospital", "brewery", "farm", "marketplace", "influence", "plague",
              "building", "buildings", "population", "premium",
              # The Palaces of Carrara: cities, building types, objects, components
              "pisa", "viareggio", "massa", "lerici", "city", "cities", "porta", "cattedrale", "palazzo",
              "biblioteca", "castello", "villa", "cathedral", "library", "crown", "marble",
              # Hearts and Crazy Eights: suits, court cards, tricks
              "heart", "hearts", "spade", "spades", "club", "clubs", "diamond", "diamonds", "suit", "suits",
              "queen", "jack", "king", "ace", "trick", "tricks", "moon", "eight", "eights"]


def test_engine_knows_no_game_vocabulary():
    pattern = re.compile(r"\b(" + "|".join(GAME_WORDS) + r")\b", re.IGNORECASE)
    offenders = []
    for folder in ("compiler", "runtime"):
        for path in (REPO / folder).rglob("*"):
            if path.suffix not in (".py", ".lark", ".json") or "__pycache__" in path.parts:
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                for match in pattern.finditer(line):
                    offenders.append(f"{path.relative_to(REPO)}:{number}: {match.group(0)}")
    assert offenders == []


def _workspace(tmp_path: Path) -> Path:
    root = tmp_path / "rules" / "rattus_cartus"
    if not root.exists():
        shutil.copytree(RULES / "rattus_cartus", root, ignore=shutil.ignore_patterns("examples", "house_rules"))
        shutil.copytree(LOCALES, tmp_path / "locales")
    return root


def _only_diagnostics(root: Path):
    result = compile_ruleset(root)
    for d in result.diagnostics:
        assert re.fullmatch(r"RW\d{3}", d.code)
        assert d.severity in ("error", "warning")
        assert d.message
    return result


# Pieces of rule code, glued at random: keywords, names and punctuation in every order.
code_text = st.lists(st.sampled_from(list("abcdefgmnoprstu_ ()[]{}.,=+-*/%<>!#\n0123456789")
                                     + ["let ", "if ", "for ", " in ", "turns ", " and ", " not ", "me",
                                        "take(", "sword", "count(", " -> ", "else", "then", "me.rats"]),
                     max_size=40).map("".join)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(code=code_text)
def test_arbitrary_rule_code_gives_only_diagnostics(tmp_path, code):
    root = _workspace(tmp_path)
    cards = root / "cards.yaml"
    original = (RULES / "rattus_cartus" / "cards.yaml").read_text(encoding="utf-8")
    block = "\n".join("        " + line for line in code.splitlines()) or "        x"
    cards.write_text(original.replace("      premium: take(sword, 2)\n", "      premium: |\n" + block + "\n"),
                     encoding="utf-8")
    _only_diagnostics(root)


yaml_text = st.lists(st.sampled_from(list("ab:- {}[],'\"\n\t#&*!|>0123456789") +
                                     ["cards:", "zones:", "  ", "count: ", "true", "yes", "on:"]),
                     max_size=60).map("".join)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=yaml_text)
def test_arbitrary_yaml_gives_only_diagnostics(tmp_path, text):
    root = _workspace(tmp_path)
    (root / "extra.yaml").write_text(text, encoding="utf-8")
    _only_diagnostics(root)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=200))
def test_binary_garbage_gives_only_diagnostics(tmp_path, data):
    root = _workspace(tmp_path)
    (root / "extra.yaml").write_bytes(data)
    _only_diagnostics(root)


def test_dependency_direction():
    """runtime reads IR only and never imports compiler; compiler never imports runtime.
    Both may use rulewright.i18n, a leaf module; neither reaches up into the command line."""
    problems = []
    for folder, forbidden in (("compiler", "runtime"), ("runtime", "compiler")):
        for path in (REPO / folder).rglob("*.py"):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if re.match(rf"\s*(from|import)\s+(rulewright\.)?({forbidden}|cli)\b|\s*(from|import)\s+rulewright\.cli\b", line):
                    problems.append(f"{path.relative_to(REPO)}:{number}: {line.strip()}")
    i18n = (REPO / "rulewright" / "i18n.py").read_text(encoding="utf-8")
    assert not re.search(r"^\s*(from|import)\s+(rulewright\.)?(compiler|runtime|cli)\b", i18n, re.M)
    assert problems == []
