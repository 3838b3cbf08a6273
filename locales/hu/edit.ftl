# The page of `rulewright edit FILE` (rulewright/editing/web.py, LABELS): its buttons and headings.
edit-save = Mentés
edit-save-keys = A fájl mentése (Ctrl+S)
edit-saved = mentve
edit-unsaved = nem mentett változások
edit-language = Nyelv
edit-problems = Hibák
edit-no-problems = Nincs hiba: a szabályok rendben vannak.
edit-rules-text = Szabályszöveg
edit-no-rules = Ennek a fájlnak nincs saját szabályszövege.
edit-changes = Eltérések az alapjátéktól
edit-hint = Tipp
edit-line = sor
edit-checking = Ellenőrzés…
edit-checked = Ellenőrizve
edit-failed = Az ellenőrzés nem sikerült:
edit-written = Mentve.
edit-not-written = Nincs mentve:
