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
