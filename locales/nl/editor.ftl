# What a name of the rules is: the hover texts of `rulewright lsp` and `rulewright edit`
# (rulewright/editing/symbols.py).
editor-zone = { $per_player ->
    [yes] Een zone die elke speler heeft
   *[no] Een gedeelde zone
}; { $visibility ->
    [public] iedereen ziet de kaarten erin.
    [owner] alleen de speler van wie ze is, ziet de kaarten erin.
   *[hidden] niemand ziet de kaarten erin.
}
editor-counter = { $per_player ->
    [yes] Een getal dat elke speler heeft
   *[no] Een gedeeld getal
}, te beginnen bij { $start }.
editor-parameter = Een parameter van de regels; de waarde is { $value }.
editor-variable = Een variabele van de regels, te beginnen bij { $start }.
editor-enum = Een reeks waarden: { $values }.
editor-enum-value = Een waarde van ‘{ $enum }’.
editor-group = Een groep kaarten: { $kinds }.
editor-action = Een actie van de kaarten.
editor-decision = Een keuze die een speler maakt.
editor-category = Een regel van het scoreblad.
editor-procedure = Een procedure: benoemde stappen die de regels uitvoeren.
editor-function = Een ingebouwde functie: { $signature }
editor-local = Een naam die in deze regel wordt gegeven.
