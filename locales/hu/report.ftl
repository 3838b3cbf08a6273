# A parancssor által kiírt pontozótáblák és példajelentések.
report-player = { $seat }. játékos
report-category = Kategória
report-total = Összesen
report-eliminated = Kiesett
report-yes = igen
report-no = nem
report-winners = { $count ->
    [one] Győztes: { $names }
   *[other] Győztesek (megosztott győzelem): { $names }
}
report-no-winner = Senki sem nyer: minden játékos kiesett.
report-expect-ok = A forgatókönyv elvárásai teljesülnek.
report-expect-failed = A forgatókönyv elvárásai NEM teljesülnek:
diff-title = { $count ->
    [0] { $name } házi szabály: a szabályszöveg nem változik
    [one] { $name } házi szabály: egy változás
   *[other] { $name } házi szabály: { $count } változás
}
# `diff ALAP MAPPA`: egy szabálykészlet mappája (nem házi szabály) az ALAP-hoz mérve
diff-title-ruleset = { $count ->
    [0] { $name } szabálykészlet a(z) { $base } szabálykészlethez mérve: a szabályszöveg nem változik
    [one] { $name } szabálykészlet a(z) { $base } szabálykészlethez mérve: egy változás
   *[other] { $name } szabálykészlet a(z) { $base } szabálykészlethez mérve: { $count } változás
}
diff-before = előtte
diff-after = utána
diff-added = új
diff-removed = törölve
diff-none = A szabálymondatok ugyanazok, mint az alapjátékban.
diff-parameter = { $name } paraméter: { $before } → { $after }
