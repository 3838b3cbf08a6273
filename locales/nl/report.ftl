# Scoretabellen en verslagen van voorbeelden op de opdrachtregel.
report-player = Speler { $seat }
report-category = Categorie
report-total = Totaal
report-eliminated = Uitgeschakeld
report-yes = ja
report-no = nee
report-winners = { $count ->
    [one] Winnaar: { $names }
   *[other] Winnaars (gedeelde overwinning): { $names }
}
report-no-winner = Niemand wint: alle spelers zijn uitgeschakeld.
report-expect-ok = De verwachtingen van het scenario kloppen.
report-expect-failed = De verwachtingen van het scenario kloppen NIET:
diff-title = { $count ->
    [0] Huisregel { $name }: de regeltekst verandert niet
    [one] Huisregel { $name }: één wijziging
   *[other] Huisregel { $name }: { $count } wijzigingen
}
# `diff BASIS MAP`: een map met regels (geen huisregel) vergeleken met BASIS
diff-title-ruleset = { $count ->
    [0] Regelset { $name } vergeleken met { $base }: de regeltekst verandert niet
    [one] Regelset { $name } vergeleken met { $base }: één wijziging
   *[other] Regelset { $name } vergeleken met { $base }: { $count } wijzigingen
}
diff-before = voor
diff-after = na
diff-added = nieuw
diff-removed = vervalt
diff-none = De regelzinnen zijn dezelfde als in het basisspel.
diff-parameter = Parameter { $name }: { $before } → { $after }
