"""rulewright: card and board game rules as data.

Installed, everything lives in this one namespace: `rulewright.compiler`, `rulewright.runtime`,
`rulewright.rules`, `rulewright.locales` (pyproject maps the repository's top-level folders onto
them) beside the shared Fluent wrapper `rulewright.i18n` and the command line `rulewright.cli`.
"""
from pathlib import Path as _Path

# In a source checkout those folders sit beside this package rather than inside it: let the
# subpackages resolve to them, so `python -m pytest` from the checkout imports the same names
# the installed package has. Installed, `rulewright/compiler` exists and nothing is added.
_checkout = _Path(__file__).resolve().parent.parent
if not (_Path(__file__).parent / "compiler").is_dir() and (_checkout / "compiler" / "build.py").is_file():
    __path__.append(str(_checkout))  # noqa: F821  (a package's __path__)
