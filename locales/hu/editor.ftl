# What a name of the rules is: the hover texts of `rulewright lsp` and `rulewright edit`
# (rulewright/editing/symbols.py).
editor-zone = { $per_player ->
    [yes] Minden játékosnak saját zónája
   *[no] Közös zóna
}; { $visibility ->
    [public] a benne lévő lapokat mindenki látja.
    [owner] a benne lévő lapokat csak a tulajdonosa látja.
   *[hidden] a benne lévő lapokat senki sem látja.
}
editor-counter = { $per_player ->
    [yes] Minden játékos saját száma
   *[no] Közös szám
}, kezdőértéke { $start }.
editor-parameter = A szabályok egy paramétere; értéke { $value }.
editor-variable = A szabályok egy változója, kezdőértéke { $start }.
editor-enum = Értékek halmaza: { $values }.
editor-enum-value = A(z) „{ $enum }” egy értéke.
editor-group = Lapok csoportja: { $kinds }.
editor-action = A lapok egy akciója.
editor-decision = Egy döntés, amelyet egy játékos hoz.
editor-category = A pontozólap egy sora.
editor-procedure = Eljárás: a szabályok által végrehajtott, névvel ellátott lépések.
editor-function = Beépített függvény: { $signature }
editor-local = Ebben a szabályban adott név.
