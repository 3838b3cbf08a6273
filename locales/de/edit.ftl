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
edit-assumptions = Geltende Regelannahmen (Entscheidungen, die die Quellen offenlassen; `rulewright assumptions` listet sie auf)
edit-elsewhere = in
edit-stale = Solange die Datei Fehler enthält, steht hier der Regeltext ihrer letzten fehlerfreien Fassung.
edit-no-text-yet = Der Regeltext erscheint, sobald die Datei keine Fehler mehr enthält.
edit-compare-heading = Gegen das Grundspiel gespielt
edit-compare = Vergleichen
edit-compare-note = Spielt die gespeicherte Hausregel und das Grundspiel je 200-mal mit denselben Zufallszahlen und zufälligen Spielern, wie `rulewright compare`, und zeigt, was er misst; der vollständige Bericht des Befehls selbst (auf Englisch) steht darunter.
edit-compare-save-first = Erst speichern: Der Vergleich spielt die Datei, wie sie gespeichert ist.
edit-comparing = Die Partien werden gespielt…
edit-compared = Fertig.
edit-compare-failed = Der Vergleich ist fehlgeschlagen:

## Der Vergleichsbericht (rulewright/editing/compare_report.py, WORDS): die Teile dessen, was
## `rulewright compare` misst, die die Seite zeigt. Plätze zählen ab 0, wie im Bericht des Befehls.
edit-compare-headline = { $house } verglichen mit { $base }: { $games } Partien mit denselben Seeds, { $players } Spieler, Seed { $seed }
edit-compare-decimal = ,
edit-compare-col-base = Grundspiel
edit-compare-col-house = Hausregel
edit-compare-col-difference = Hausregel - Grundspiel
edit-compare-row-win-rate = Siegquote
edit-compare-row-seat = Platz { $seat } ({ $agent })
edit-compare-row-no-winner = Partien ohne Sieger
edit-compare-row-eliminated = ausgeschiedene Spieler
edit-compare-row-scores = mittlere Punktzahl je Spieler
edit-compare-row-total = gesamt
edit-compare-row-length = Länge der Partie
edit-compare-row-rounds = Runden
edit-compare-row-decisions = Entscheidungen
edit-compare-only-in = { $side ->
    [base] nur im Grundspiel
   *[house] nur mit der Hausregel
}
edit-compare-no-interval = zu wenige Partien für ein Intervall
edit-compare-significant = { $direction ->
    [higher] signifikant, höher
   *[lower] signifikant, niedriger
}
edit-compare-same = in jeder Partie gleich
edit-compare-not-significant = nicht signifikant
edit-compare-pp = PP
edit-compare-points = { $value } Prozentpunkte
edit-compare-sentence = Die Hausregel { $direction ->
    [higher] erhöht
   *[lower] senkt
} { $measure } von { $base } auf { $house } ({ $difference }; 95-%-Intervall { $low } bis { $high }).
edit-compare-measure-win = die Siegquote von Platz { $seat }
edit-compare-measure-no-winner = den Anteil der Partien ohne Sieger
edit-compare-measure-eliminated = den Anteil der ausgeschiedenen Spieler
edit-compare-measure-eliminated-seat = die Ausscheidungsquote von Platz { $seat }
edit-compare-measure-score = die mittlere Punktzahl „{ $category }“
edit-compare-measure-total = die mittlere Gesamtpunktzahl
edit-compare-measure-total-seat = die mittlere Gesamtpunktzahl von Platz { $seat }
edit-compare-measure-rounds = die Zahl der Runden
edit-compare-measure-decisions = die Zahl der Entscheidungen
edit-compare-measure-steps = die Zahl der ausgeführten Schritte (Anweisungen, Runden und Züge)
