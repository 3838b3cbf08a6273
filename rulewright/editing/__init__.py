"""The editing core: one file an editor holds in, out its diagnostics at editor positions
(0-based lines, UTF-16 columns), the symbol under a position, completions, and the rules text
of what the file defines or changes. Used by `rulewright lsp` and `rulewright edit`.

    from rulewright.editing import analyze, symbol_at, completions, Position
"""
from .analysis import Analysis, EditorDiagnostic, RuleText, analyze
from .completion import Completion, completions
from .positions import Position, Range
from .symbols import Symbol, symbol_at

__all__ = ["Analysis", "EditorDiagnostic", "RuleText", "analyze", "Completion", "completions",
           "Position", "Range", "Symbol", "symbol_at"]
