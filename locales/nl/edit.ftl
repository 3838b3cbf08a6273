# The page of `rulewright edit FILE` (rulewright/editing/web.py, LABELS): its buttons and headings.
edit-save = Opslaan
edit-save-keys = Het bestand opslaan (Ctrl+S)
edit-saved = opgeslagen
edit-unsaved = niet opgeslagen wijzigingen
edit-language = Taal
edit-problems = Problemen
edit-no-problems = Geen problemen: de regels zijn in orde.
edit-rules-text = Regeltekst
edit-no-rules = Dit bestand heeft geen eigen regeltekst.
edit-changes = Wijzigingen ten opzichte van het basisspel
edit-hint = Tip
edit-line = regel
edit-checking = Bezig met controleren…
edit-checked = Gecontroleerd
edit-failed = De controle is mislukt:
edit-written = Opgeslagen.
edit-not-written = Niet opgeslagen:
edit-assumptions = Aannames in de regels (keuzes die de bronnen open laten; `rulewright assumptions` somt ze op)
edit-elsewhere = in
edit-stale = Zolang het bestand fouten bevat, staat hier de regeltekst van de laatste versie zonder fouten.
edit-no-text-yet = De regeltekst verschijnt zodra het bestand geen fouten meer bevat.
edit-compare-heading = Tegen het basisspel gespeeld
edit-compare = Vergelijken
edit-compare-note = Speelt de opgeslagen huisregel en het basisspel elk 200 keer, met dezelfde toevalsgetallen en willekeurige spelers, zoals `rulewright compare`, en toont wat het meet; het volledige verslag van het commando zelf (in het Engels) staat eronder.
edit-compare-save-first = Eerst opslaan: de vergelijking speelt het bestand zoals het is opgeslagen.
edit-comparing = De spellen worden gespeeld…
edit-compared = Klaar.
edit-compare-failed = De vergelijking is mislukt:

## Het vergelijkingsrapport (rulewright/editing/compare_report.py, WORDS): de delen van wat
## `rulewright compare` meet die de pagina toont. Plaatsen tellen vanaf 0, zoals in het rapport van het commando.
edit-compare-headline = { $house } vergeleken met { $base }: { $games } partijen met dezelfde seeds, { $players } spelers, seed { $seed }
edit-compare-decimal = ,
edit-compare-col-base = basis
edit-compare-col-house = huisregel
edit-compare-col-difference = huisregel - basis
edit-compare-row-win-rate = winstpercentage
edit-compare-row-seat = plaats { $seat } ({ $agent })
edit-compare-row-no-winner = partijen zonder winnaar
edit-compare-row-eliminated = uitgeschakelde spelers
edit-compare-row-scores = gemiddelde score per speler
edit-compare-row-total = totaal
edit-compare-row-length = lengte van de partij
edit-compare-row-rounds = rondes
edit-compare-row-decisions = beslissingen
edit-compare-only-in = { $side ->
    [base] alleen in het basisspel
   *[house] alleen met de huisregel
}
edit-compare-no-interval = te weinig partijen voor een interval
edit-compare-significant = { $direction ->
    [higher] significant, hoger
   *[lower] significant, lager
}
edit-compare-same = in elke partij gelijk
edit-compare-not-significant = niet significant
edit-compare-pp = pp
edit-compare-points = { $value } procentpunt
edit-compare-sentence = De huisregel { $direction ->
    [higher] verhoogt
   *[lower] verlaagt
} { $measure } van { $base } naar { $house } ({ $difference }; 95%-interval { $low } tot { $high }).
edit-compare-measure-win = het winstpercentage van plaats { $seat }
edit-compare-measure-no-winner = het aandeel partijen zonder winnaar
edit-compare-measure-eliminated = het aandeel uitgeschakelde spelers
edit-compare-measure-eliminated-seat = het uitschakelingspercentage van plaats { $seat }
edit-compare-measure-score = de gemiddelde score „{ $category }”
edit-compare-measure-total = de gemiddelde totaalscore
edit-compare-measure-total-seat = de gemiddelde totaalscore van plaats { $seat }
edit-compare-measure-rounds = het aantal rondes
edit-compare-measure-decisions = het aantal beslissingen
edit-compare-measure-steps = het aantal uitgevoerde stappen (opdrachten, rondes en beurten)
