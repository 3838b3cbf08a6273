# What a name of the rules is: the hover texts of `rulewright lsp` and `rulewright edit`
# (rulewright/editing/symbols.py).
editor-zone = { $per_player ->
    [yes] Ein Bereich, den jeder Spieler hat
   *[no] Ein gemeinsamer Bereich
}; { $visibility ->
    [public] alle sehen die Karten darin.
    [owner] nur der Spieler, dem er gehört, sieht die Karten darin.
   *[hidden] niemand sieht die Karten darin.
}
editor-counter = { $per_player ->
    [yes] Eine Zahl, die jeder Spieler hat
   *[no] Eine gemeinsame Zahl
}, beginnend bei { $start }.
editor-parameter = Ein Parameter der Regeln; sein Wert ist { $value }.
editor-variable = Eine Variable der Regeln, beginnend bei { $start }.
editor-enum = Eine Menge von Werten: { $values }.
editor-enum-value = Ein Wert von „{ $enum }“.
editor-group = Eine Gruppe von Karten: { $kinds }.
editor-action = Eine Aktion der Karten.
editor-decision = Eine Entscheidung, die ein Spieler trifft.
editor-category = Eine Zeile des Wertungsblocks.
editor-procedure = Eine Prozedur: benannte Schritte, die die Regeln ausführen.
editor-function = Eine eingebaute Funktion: { $signature }
editor-local = Ein Name, der in dieser Regel vergeben wird.
