# The page of `rulewright edit FILE` (rulewright/editing/web.py, LABELS): its buttons and headings.
edit-save = Speichern
edit-save-keys = Die Datei speichern (Strg+S)
edit-saved = gespeichert
edit-unsaved = ungespeicherte Änderungen
edit-language = Sprache
edit-problems = Probleme
edit-no-problems = Keine Probleme: Die Regeln sind in Ordnung.
edit-rules-text = Regeltext
edit-no-rules = Diese Datei hat keinen eigenen Regeltext.
edit-changes = Änderungen gegenüber dem Grundspiel
edit-hint = Hinweis
edit-line = Zeile
edit-checking = Wird geprüft…
edit-checked = Geprüft
edit-failed = Die Prüfung ist fehlgeschlagen:
edit-written = Gespeichert.
edit-not-written = Nicht gespeichert:
