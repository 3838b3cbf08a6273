# The page of `rulewright edit FILE` (rulewright/editing/web.py, LABELS): its buttons and headings.
edit-save = Mentés
edit-save-keys = A fájl mentése (Ctrl+S)
edit-saved = mentve
edit-unsaved = nem mentett változások
edit-language = Nyelv
edit-problems = Problémák
edit-no-problems = Nincs hiba: a szabályok rendben vannak.
edit-rules-text = Szabályszöveg
edit-no-rules = Ennek a fájlnak nincs saját szabályszövege.
edit-changes = Eltérések az alapjátéktól
edit-hint = Tipp
edit-line = sor
edit-checking = Ellenőrzés…
edit-checked = Ellenőrizve
edit-failed = Az ellenőrzés nem sikerült:
edit-written = Mentve.
edit-not-written = Nincs mentve:
edit-assumptions = Érvényben lévő szabályfeltevések (amit a források nyitva hagynak; a `rulewright assumptions` felsorolja őket)
edit-elsewhere = fájl:
edit-stale = Amíg a fájlban hiba van, itt az utolsó hibátlan változat szabályszövege látható.
edit-no-text-yet = A szabályszöveg akkor jelenik meg, amikor a fájlban már nincs hiba.
edit-compare-heading = Az alapjátékkal összevetve
edit-compare = Összehasonlítás
edit-compare-note = A mentett házszabályt és az alapjátékot 200-szor játssza le, ugyanazokkal a véletlenszámokkal és véletlenszerű játékosokkal, ahogy a `rulewright compare`, és megmutatja, amit mér; alatta a parancs saját teljes jelentése (angolul).
edit-compare-save-first = Előbb mentsen: az összehasonlítás a mentett fájlt játssza.
edit-comparing = A játszmák folynak…
edit-compared = Kész.
edit-compare-failed = Az összehasonlítás nem sikerült:

## Az összehasonlítás jelentése (rulewright/editing/compare_report.py, WORDS): amit a
## `rulewright compare` mér, abból az oldal részei. A helyek számozása 0-tól indul, mint a parancs jelentésében.
edit-compare-headline = { $house } összevetve ezzel: { $base }: { $games } játszma ugyanazokkal a seedekkel, { $players } játékos, seed: { $seed }
edit-compare-decimal = ,
edit-compare-col-base = alapjáték
edit-compare-col-house = házszabály
edit-compare-col-difference = házszabály - alapjáték
edit-compare-row-win-rate = nyerési arány
edit-compare-row-seat = { $seat }. hely ({ $agent })
edit-compare-row-no-winner = játszmák győztes nélkül
edit-compare-row-eliminated = kiesett játékosok
edit-compare-row-scores = átlagpontszám játékosonként
edit-compare-row-total = összesen
edit-compare-row-length = a játszma hossza
edit-compare-row-rounds = fordulók
edit-compare-row-decisions = döntések
edit-compare-only-in = { $side ->
    [base] csak az alapjátékban
   *[house] csak a házszabállyal
}
edit-compare-no-interval = túl kevés játszma egy intervallumhoz
edit-compare-significant = { $direction ->
    [higher] szignifikáns, magasabb
   *[lower] szignifikáns, alacsonyabb
}
edit-compare-same = minden játszmában ugyanaz
edit-compare-not-significant = nem szignifikáns
edit-compare-pp = sz.p.
edit-compare-points = { $value } százalékpont
edit-compare-sentence = A házszabály { $direction ->
    [higher] növeli
   *[lower] csökkenti
} ezt: { $measure }; alapjáték: { $base }, házszabállyal: { $house } (különbség: { $difference }; 95%-os intervallum: { $low } – { $high }).
edit-compare-measure-win = a nyerési arány ({ $seat }. hely)
edit-compare-measure-no-winner = a győztes nélküli játszmák aránya
edit-compare-measure-eliminated = a kiesett játékosok aránya
edit-compare-measure-eliminated-seat = a kiesési arány ({ $seat }. hely)
edit-compare-measure-score = az átlagpontszám („{ $category }”)
edit-compare-measure-total = az átlagos összpontszám
edit-compare-measure-total-seat = az átlagos összpontszám ({ $seat }. hely)
edit-compare-measure-rounds = a fordulók száma
edit-compare-measure-decisions = a döntések száma
edit-compare-measure-steps = a lefutott lépések száma (utasítások, fordulók és körök)
