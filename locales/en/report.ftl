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
