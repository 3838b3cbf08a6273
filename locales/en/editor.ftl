# What a name of the rules is: the hover texts of `rulewright lsp` and `rulewright edit`
# (rulewright/editing/symbols.py).
editor-zone = { $per_player ->
    [yes] A zone each player has
   *[no] A shared zone
}; { $visibility ->
    [public] everyone sees its cards.
    [owner] only the player it belongs to sees its cards.
   *[hidden] nobody sees its cards.
}
editor-counter = { $per_player ->
    [yes] A number each player has
   *[no] A shared number
}, starting at { $start }.
editor-parameter = A parameter of the rules; its value is { $value }.
editor-variable = A variable of the rules, starting at { $start }.
editor-enum = A set of values: { $values }.
editor-enum-value = A value of “{ $enum }”.
editor-group = A group of cards: { $kinds }.
editor-action = An action of the cards.
editor-decision = A decision a player makes.
editor-category = A row of the score sheet.
editor-procedure = A procedure: named steps the rules run.
editor-function = A built-in function: { $signature }
editor-local = A name given in this rule.
