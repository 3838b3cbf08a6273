# Wertungstabellen und Berichte zu Beispielen auf der Kommandozeile.
report-player = Spieler { $seat }
report-category = Kategorie
report-total = Summe
report-eliminated = Ausgeschieden
report-yes = ja
report-no = nein
report-winners = { $count ->
    [one] Sieger: { $names }
   *[other] Sieger (geteilter Sieg): { $names }
}
report-no-winner = Niemand gewinnt: alle Spieler sind ausgeschieden.
report-expect-ok = Die Erwartungen des Szenarios sind erfüllt.
report-expect-failed = Die Erwartungen des Szenarios sind NICHT erfüllt:
diff-title = { $count ->
    [0] Hausregel { $name }: am Regeltext ändert sich nichts
    [one] Hausregel { $name }: eine Änderung
   *[other] Hausregel { $name }: { $count } Änderungen
}
# `diff BASIS ORDNER`: ein Regelordner (keine Hausregel) verglichen mit BASIS
diff-title-ruleset = { $count ->
    [0] Regelwerk { $name } verglichen mit { $base }: am Regeltext ändert sich nichts
    [one] Regelwerk { $name } verglichen mit { $base }: eine Änderung
   *[other] Regelwerk { $name } verglichen mit { $base }: { $count } Änderungen
}
diff-before = vorher
diff-after = nachher
diff-added = neu
diff-removed = entfällt
diff-none = Die Regelsätze sind dieselben wie im Grundspiel.
diff-parameter = Parameter { $name }: { $before } → { $after }
