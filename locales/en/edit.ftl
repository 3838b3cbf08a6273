# The page of `rulewright edit FILE` (rulewright/editing/web.py, LABELS): its buttons and headings.
edit-save = Save
edit-save-keys = Save the file (Ctrl+S)
edit-saved = saved
edit-unsaved = unsaved changes
edit-language = Language
edit-problems = Problems
edit-no-problems = No problems: the rules compile.
edit-rules-text = Rules text
edit-no-rules = This file has no rules text of its own.
edit-changes = Changes to the base game
edit-hint = Hint
edit-line = line
edit-checking = Checking…
edit-checked = Checked
edit-failed = The check failed:
edit-written = Saved.
edit-not-written = Not saved:
