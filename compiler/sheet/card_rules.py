"""What one kind of card does, as the reference sheet says it: for `rulewright play`, where a
person types `? 2` to read the rules of option 2 during a game.

`CardRules(ir, loc)` is a callable `kind -> list of lines` ("<action>: <its sentences>");
sentences are generated the first time a kind is asked for, so a game that never asks
pays nothing. `loc` is a sheet localizer (`document.sheet_localizer`).
"""
from __future__ import annotations

from .procedures import definitions
from .sentences import SentenceGenerator, _capital


class CardRules:
    def __init__(self, ir: dict, loc):
        self.ir = ir
        self.loc = loc
        self._gen: SentenceGenerator | None = None
        self._lines: dict[str, list[str]] = {}

    def __call__(self, kind: str) -> list[str]:
        if kind not in self._lines:
            self._lines[kind] = self._rules(kind)
        return self._lines[kind]

    def _rules(self, kind: str) -> list[str]:
        spec = self.ir["kinds"].get(kind)
        if spec is None:
            return []
        if self._gen is None:
            self._gen = SentenceGenerator(self.ir, self.loc)
        gen = self._gen
        gen.procedures_said = {}
        group = self.ir["groups"].get(spec["group"], {})
        lines = []
        for action, aspec in group.get("actions", {}).items():
            if action in spec["actions"]:
                sentences = gen.action(kind, action)
            elif aspec.get("default"):
                sentences = gen.group_default(spec["group"], action)      # what every kind of the group does
            else:
                continue
            label = _capital(gen.t("sheet-layout-action", action=gen.names(f"action-{action}")))
            lines.append(f"{label} {' '.join(s.text for s in sentences)}")
        # the labelled procedures these actions use, as the sheet defines them
        lines.extend(f"{heading} {text}" for heading, text in definitions(gen))
        return lines
