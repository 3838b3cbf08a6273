"""A phase with a written text that is current prints that text instead of its generated
sentences; the labelled procedures that only its generated sentences named are then not used
by the sheet, so they are not defined under "Recurring steps" either (the written text says
what they do). Another rule that names them still gets them defined."""
from __future__ import annotations

from . import written


def written_phase(gen, loc, ir: dict, current: dict, phase: dict, said_before: set) -> None:
    """After the sentences of `phase` were generated: forget the procedures first named by
    them when the phase's written text is current."""
    if written.lookup(loc, ir, f"{written.PREFIX}phase-{phase['name']}", current).status != "current":
        return
    for name in [n for n in gen.procedures_said if n not in said_before]:
        del gen.procedures_said[name]
