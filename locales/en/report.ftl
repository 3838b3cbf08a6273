# Score tables and example reports printed by the command line.
report-player = Player { $seat }
report-category = Category
report-total = Total
report-eliminated = Eliminated
report-yes = yes
report-no = no
report-winners = { $count ->
    [one] Winner: { $names }
   *[other] Winners (shared victory): { $names }
}
report-no-winner = Nobody wins: every player was eliminated.
report-expect-ok = The scenario's expectations are met.
report-expect-failed = The scenario's expectations are NOT met:
diff-title = { $count ->
    [0] House rule { $name }: nothing changes in the rules text
    [one] House rule { $name }: one change
   *[other] House rule { $name }: { $count } changes
}
# `diff BASE FOLDER`: a ruleset folder (not a house rule) compared with BASE
diff-title-ruleset = { $count ->
    [0] Ruleset { $name } compared with { $base }: nothing changes in the rules text
    [one] Ruleset { $name } compared with { $base }: one change
   *[other] Ruleset { $name } compared with { $base }: { $count } changes
}
diff-before = before
diff-after = after
diff-added = new
diff-removed = removed
diff-none = The rule sentences are the same as in the base game.
diff-parameter = Parameter { $name }: { $before } → { $after }
