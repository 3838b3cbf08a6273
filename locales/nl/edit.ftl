# The page of `rulewright edit FILE` (rulewright/editing/web.py, LABELS): its buttons and headings.
edit-save = Opslaan
edit-save-keys = Het bestand opslaan (Ctrl+S)
edit-saved = opgeslagen
edit-unsaved = niet opgeslagen wijzigingen
edit-language = Taal
edit-problems = Problemen
edit-no-problems = Geen problemen: de regels zijn in orde.
edit-rules-text = Regeltekst
edit-no-rules = Dit bestand heeft geen eigen regeltekst.
edit-changes = Wijzigingen ten opzichte van het basisspel
edit-hint = Tip
edit-line = regel
edit-checking = Bezig met controleren…
edit-checked = Gecontroleerd
edit-failed = De controle is mislukt:
edit-written = Opgeslagen.
edit-not-written = Niet opgeslagen:
