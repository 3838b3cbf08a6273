### Rattus Cartus: weergavenamen van de regel-identifiers (Nederlands).
###
### De waarde van een naam is het zelfstandig naamwoord in het enkelvoud, zoals het
### midden in een zin staat. Grammaticale attributen voor de zinsgenerator:
###   .plural   meervoud
###   .gender   lidwoord: de | het
###   .card     samenstelling voor één kaart    ("een Zwaard-kaart")
###   .cards    samenstelling voor meer kaarten ("twee Zwaard-kaarten")
###   .letter   letter van een fase (A-E)
### Termen volgen de Nederlandse spelregels (Speciale actie, Gewone actie,
### Nonnen-rij, puntenfiches).

game-title = Rattus Cartus

## Klassen (enum `class`)

class-peasantry = Boerenstand
    .plural = Boerenstanden
    .gender = de
    .card = Boerenstand-kaart
    .cards = Boerenstand-kaarten
class-bourgeoisie = Burgerij
    .plural = Burgerijen
    .gender = de
    .card = Burgerij-kaart
    .cards = Burgerij-kaarten
class-church = Kerk
    .plural = Kerken
    .gender = de
    .card = Kerk-kaart
    .cards = Kerk-kaarten
class-chivalry = Ridderstand
    .plural = Ridderstanden
    .gender = de
    .card = Ridderstand-kaart
    .cards = Ridderstand-kaarten
class-magic = Magie
    .plural = Magie
    .gender = de
    .card = Magie-kaart
    .cards = Magie-kaarten
class-royalty = Koningshuis
    .plural = Koningshuizen
    .gender = het
    .card = Koningshuis-kaart
    .cards = Koningshuis-kaarten

## Kaartsoorten: bevolkingskaarten, jokers en speciale kaarten

card-population = bevolkingskaart
    .plural = bevolkingskaarten
    .gender = de
    .card = bevolkingskaart
    .cards = bevolkingskaarten
card-joker = joker
    .plural = jokers
    .gender = de
    .card = jokerkaart
    .cards = jokerkaarten
card-sword = Zwaard
    .plural = Zwaarden
    .gender = het
    .card = Zwaard-kaart
    .cards = Zwaard-kaarten
card-flute = Fluit
    .plural = Fluiten
    .gender = de
    .card = Fluit-kaart
    .cards = Fluit-kaarten
card-pass = Pas
    .plural = Passen
    .gender = de
    .card = Pas-kaart
    .cards = Pas-kaarten
card-gold = Goud
    .plural = Goud
    .gender = het
    .card = Goud-kaart
    .cards = Goud-kaarten

## Kaartsoorten: gebouwen

card-guard_tower = Wachttoren
    .plural = Wachttorens
    .gender = de
    .card = Wachttoren-kaart
    .cards = Wachttoren-kaarten
card-castle = Kasteel
    .plural = Kastelen
    .gender = het
    .card = Kasteel-kaart
    .cards = Kasteel-kaarten
card-palace = Paleis
    .plural = Paleizen
    .gender = het
    .card = Paleis-kaart
    .cards = Paleis-kaarten
card-treasury = Schatkamer
    .plural = Schatkamers
    .gender = de
    .card = Schatkamer-kaart
    .cards = Schatkamer-kaarten
card-monastery = Klooster
    .plural = Kloosters
    .gender = het
    .card = Klooster-kaart
    .cards = Klooster-kaarten
card-hospital = Hospitaal
    .plural = Hospitalen
    .gender = het
    .card = Hospitaal-kaart
    .cards = Hospitaal-kaarten
card-office = Kantoor
    .plural = Kantoren
    .gender = het
    .card = Kantoor-kaart
    .cards = Kantoor-kaarten
card-marketplace = Marktplaats
    .plural = Marktplaatsen
    .gender = de
    .card = Marktplaats-kaart
    .cards = Marktplaats-kaarten
card-farm = Boerderij
    .plural = Boerderijen
    .gender = de
    .card = Boerderij-kaart
    .cards = Boerderij-kaarten
card-brewery = Brouwerij
    .plural = Brouwerijen
    .gender = de
    .card = Brouwerij-kaart
    .cards = Brouwerij-kaarten
card-fortune_tellers_tent = Tent van de waarzegger
    .plural = Tenten van de waarzegger
    .gender = de
    .card = Tent-van-de-waarzegger-kaart
    .cards = Tent-van-de-waarzegger-kaarten
card-rat_catchers_hut = Hut van de rattenvanger
    .plural = Hutten van de rattenvanger
    .gender = de
    .card = Hut-van-de-rattenvanger-kaart
    .cards = Hut-van-de-rattenvanger-kaarten

## Kaartgroepen

group-building = gebouwenkaart
    .plural = gebouwenkaarten
    .gender = de
    .card = gebouwenkaart
    .cards = gebouwenkaarten
group-special = speciale kaart
    .plural = speciale kaarten
    .gender = de
    .card = speciale kaart
    .cards = speciale kaarten
## Zones

zone-population_deck = trekstapel bevolkingskaarten
    .plural = trekstapels bevolkingskaarten
    .gender = de
zone-population_discard = aflegstapel bevolkingskaarten
    .plural = aflegstapels bevolkingskaarten
    .gender = de
zone-nun_row = Nonnen-rij
    .plural = Nonnen-rijen
    .gender = de
# Gebouwenkaarten die in dit spel niet meedoen, gaan terug in de doos.
zone-building_box = speldoos
    .plural = speldozen
    .gender = de
zone-building_deck = trekstapel gebouwenkaarten
    .plural = trekstapels gebouwenkaarten
    .gender = de
# De gebouwenkaarten die deze ronde open liggen.
zone-building_row = gebouwenrij
    .plural = gebouwenrijen
    .gender = de
zone-building_discard = aflegstapel gebouwenkaarten
    .plural = aflegstapels gebouwenkaarten
    .gender = de
zone-joker_supply = voorraad jokers
    .plural = voorraden jokers
    .gender = de
zone-sword_supply = voorraad Zwaard-kaarten
    .plural = voorraden Zwaard-kaarten
    .gender = de
zone-flute_supply = voorraad Fluit-kaarten
    .plural = voorraden Fluit-kaarten
    .gender = de
zone-pass_supply = voorraad Pas-kaarten
    .plural = voorraden Pas-kaarten
    .gender = de
zone-gold_supply = voorraad Goud-kaarten
    .plural = voorraden Goud-kaarten
    .gender = de
zone-hand = hand
    .plural = handen
    .gender = de
# De kaarten die een speler gedekt bij een gebouw heeft gespeeld.
zone-played = stapel gespeelde kaarten
    .plural = stapels gespeelde kaarten
    .gender = de
    .measure = { $dir ->
        [most] de meeste { $what }
        [fewest] de minste { $what }
       *[some] minstens één { $what_one }
    } { $number ->
        [one] heeft gespeeld
       *[other] hebben gespeeld
    }

## Tellers

counter-rats = rat
    .plural = ratten
    .gender = de
counter-vp_tokens = puntenfiche
    .plural = puntenfiches
    .gender = het
counter-vp_pool = voorraad puntenfiches
    .plural = voorraden puntenfiches
    .gender = de
counter-influence = invloedspunt
    .plural = invloedspunten
    .gender = het
counter-influence_this_round = invloedspunt van deze ronde
    .plural = invloedspunten van deze ronde
    .gender = het

## Fasen van een ronde

phase-draw_buildings = Nieuwe gebouwenkaarten trekken
    .letter = A
phase-supplies = Bevoorrading
    .letter = B
phase-enter_buildings = Gebouwen betreden en bevolkingskaarten spelen
    .letter = C
phase-resolve_buildings = Gebouwen afhandelen
    .letter = D
phase-end_of_round = Einde van een ronde
    .letter = E

## Acties: op gebouwenkaarten, en op speciale kaarten wanneer ze worden afgehandeld

action-premium = speciale actie
    .plural = speciale acties
    .gender = de
action-standard = gewone actie
    .plural = gewone acties
    .gender = de
action-supply = bevoorrading
    .plural = bevoorradingen
    .gender = de
action-resolve = afhandeling
    .plural = afhandelingen
    .gender = de

## Keuzes (vragen aan de speler)

choice-choose_supply = Kies een gebouw waarvan je de bevoorrading neemt.
choice-enter_or_pass = Betreed nu een gebouw, of speel een Pas-kaart.
choice-enter_building = Kies een gebouw om te betreden.
choice-play_pass = Speel een Pas-kaart om de volgende speler voor te laten gaan.
choice-play_cards = Kies de kaarten die je gedekt bij dit gebouw speelt.
choice-give_cards = Kies de kaarten die je afgeeft.
choice-sword_victim = Kies wie van de spelers die gelijk staan jou de helft van zijn kaarten moet geven.
choice-flute_victim = Kies wie van de spelers die gelijk staan de rat ontvangt.
choice-hospital_discard = Kies kaarten om af te leggen: voor elke kaart leg je één rat af.
choice-peek_nun = Kies welke kaarten uit de Nonnen-rij je bekijkt.

## Puntentelling (kopjes van de eindscore)

category-class_majority = Meeste invloedspunten per klasse
category-hand_majority = Meeste bevolkingskaarten en jokers in de hand
category-special_majority = Meeste kaarten van een speciale soort
category-gold_majority = Goud
category-victory_tokens = Puntenfiches

## Namen die het overzichtsblad gebruikt: enums, kaarteigenschappen, variabelen

enum-class = klasse
    .plural = klassen
    .gender = de
attribute-class = klasse
    .plural = klassen
    .gender = de
attribute-nuns = non
    .plural = nonnen
    .gender = de
attribute-influence = invloed
    .plural = invloed
    .gender = de
attribute-playable = speelbare kaart
    .plural = speelbare kaarten
    .gender = de
attribute-advised_against_for_two = gebouw dat met twee spelers wordt afgeraden
    .plural = gebouwen die met twee spelers worden afgeraden
    .gender = het
variable-start_player = startspeler
    .plural = startspelers
    .gender = de

## Parameters uit de spelregels zonder eigen regel op het blad: een kort label (diff noemt ze zo)

param-rounds_by_players = Aantal rondes
param-starting_rats = Ratten bij de start
param-hand_size = Handkaarten bij de start
param-nun_row_size = Kaarten in de Nonnen-rij
param-nobody_survives_fewest_rats_wins = Niemand overleeft de pest

## Aannames die gelden (op het overzichtsblad)
## param-<naam>: een kort label; .text: één regel, gekozen met de waarde $value.

param-vp_token_value = Puntenfiches
    .text = { $value ->
        [1] Een puntenfiche is één overwinningspunt waard.
       *[other] Een puntenfiche is { $value } overwinningspunten waard.
    }
param-buildings_per_round = Gebouwen per ronde
    .text = Gebouwenkaarten die elke ronde open liggen: { $value }.
param-building_selection = Trekstapel gebouwenkaarten
    .text = { $value ->
        [one_building_per_class] De trekstapel gebouwenkaarten bestaat uit alle vijf exemplaren van één willekeurig gebouw per klasse.
       *[other] De trekstapel gebouwenkaarten bestaat uit vijf willekeurige gebouwenkaarten per klasse.
    }
param-supply_draw = Bevoorrading
    .text = { $value ->
        [1] De bevoorrading van elk gebouw is één bevolkingskaart.
       *[other] De bevoorrading van elk gebouw is { $value } bevolkingskaarten.
    }
param-premium_tie_first_entrant = Gelijkspel om de speciale actie
    .text = { $value ->
        [true] Bij een gelijkspel om de speciale actie gaat die naar de speler die het gebouw als eerste heeft betreden.
       *[other] Bij een gelijkspel om de speciale actie krijgt niemand de speciale actie.
    }
param-premium_needs_a_card = Speciale actie alleen met een kaart
    .text = { $value ->
        [true] Alleen een speler die minstens één bevolkingskaart of joker heeft gespeeld, kan de speciale actie uitvoeren.
       *[other] Ook een speler die geen bevolkingskaart of joker heeft gespeeld, kan de speciale actie uitvoeren.
    }
param-reshuffle_population_discard = Lege trekstapel bevolkingskaarten
    .text = { $value ->
        [true] Is de trekstapel bevolkingskaarten op, dan wordt de aflegstapel geschud tot een nieuwe trekstapel.
       *[other] Is de trekstapel bevolkingskaarten op, dan wordt hij niet aangevuld.
    }
param-sword_before_flute = Zwaard vóór Fluit
    .text = { $value ->
        [true] Bij elk gebouw worden eerst de Zwaard-kaarten en dan de Fluit-kaarten afgehandeld.
       *[other] Bij elk gebouw worden eerst de Fluit-kaarten en dan de Zwaard-kaarten afgehandeld.
    }
param-flute_rat_from_supply = Fluit zonder ratten
    .text = { $value ->
        [true] Heeft de speler met de meeste Fluit-kaarten geen rat, dan pakt de ontvanger er een uit de voorraad.
       *[other] Heeft de speler met de meeste Fluit-kaarten geen rat, dan gebeurt er niets.
    }
param-guard_tower_hand_snapshot = Handkaarten bij de Wachttoren
    .text = { $value ->
        [true] Bij een Wachttoren worden de aantallen handkaarten één keer vergeleken, op het moment van afhandelen.
       *[other] Bij een Wachttoren tellen kaarten die je van een speler krijgt mee bij de vergelijking met de volgende speler.
    }
param-gold_needs_treasury_revealed = Goud alleen met Schatkamer
    .text = { $value ->
        [true] Goud-kaarten leveren alleen punten op als er in een ronde een Schatkamer open lag.
       *[other] Goud-kaarten leveren aan het einde van het spel altijd punten op.
    }
param-majority_needs_a_card = Meerderheid alleen met een kaart
    .text = { $value ->
        [true] Een speler zonder kaart van een soort kan de meerderheid voor die soort niet winnen of delen (in de hand, ook bij Goud).
       *[other] Ook een speler zonder kaart van een soort kan een meerderheid of een plaats bij Goud delen.
    }
param-two_player_gold_second_place = Goud met twee spelers
    .text = { $value ->
        [true] Met twee spelers levert de tweede plaats bij Goud toch 3 punten op.
       *[other] Met twee spelers levert alleen de eerste plaats bij Goud punten op.
    }
param-two_player_gold_tie_shares_nine = Gelijkspel bij Goud met twee spelers
    .text = { $value ->
        [true] Met twee spelers: hebben beiden evenveel Goud, dan verdelen ze 9 punten: ieder 4.
       *[other] Met twee spelers: hebben beiden evenveel Goud, dan delen ze de 6 punten van de eerste plaats: ieder 3.
    }
param-follow_two_player_advice = Advies voor twee spelers
    .text = { $value ->
        [true] Met twee spelers wordt de Wachttoren niet gebruikt, zoals de spelregels aanraden: de Ridderstand heeft alleen Kastelen.
       *[other] Ook met twee spelers wordt de Wachttoren gebruikt, tegen het advies van de spelregels in.
    }

assumption-nun_distribution = Elke klasse heeft vier bevolkingskaarten met vier nonnen, telkens twee met drie, twee en één non, en vier zonder nonnen.
assumption-replacement_deck_unused = Gebouwenkaarten die in de trekstapel gebouwenkaarten overblijven, doen niet mee.
assumption-rats_unlimited = De voorraad ratten raakt nooit op.
assumption-supplies_limited = Jokers, speciale kaarten en puntenfiches zijn beperkt tot het gedrukte aantal; uit een lege voorraad krijg je wat er nog is.
assumption-supply_order = In fase B nemen de spelers met de klok mee vanaf de startspeler een bevoorrading; meerdere spelers mogen hetzelfde gebouw kiezen.
assumption-action_order = Bij een gebouw voeren de spelers hun acties uit in de volgorde waarin ze het hebben betreden.
assumption-guard_tower_givers_order = Spelers geven hun kaarten aan de speler met de speciale actie van een Wachttoren met de klok mee vanaf die speler.
assumption-used_cards_returned = Na het afhandelen van een gebouw gaan gespeelde bevolkingskaarten naar hun aflegstapel; jokers, Zwaarden en Fluiten gaan terug naar hun voorraad.

## Geschreven regeltekst (uit het spelregelboek; .fingerprint: de regelcode waarvoor hij is
## geschreven, zie `rulewright fingerprints rattus_cartus`)

written-card-sword-resolve = Wanneer een gebouw wordt afgehandeld, moet de speler die de minste “Zwaard”-kaarten heeft gespeeld de helft van zijn kaarten (naar beneden afgerond) naar zijn keuze afgeven aan de speler die de meeste “Zwaard”-kaarten heeft gespeeld.
    - Als twee of meer spelers de meeste “Zwaard”-kaarten hebben gespeeld (gelijkspel), dan wint van deze spelers de speler die als eerste het gebouw heeft betreden.
    - Als twee of meer spelers de minste “Zwaard”-kaarten hebben gespeeld (gelijkspel), dan kiest de speler die de meeste “Zwaard”-kaarten heeft gespeeld wie van deze spelers hem de helft van zijn kaarten moet geven.
    - Als elke speler hetzelfde aantal “Zwaard”-kaarten heeft gespeeld, gebeurt er niks.
    .fingerprint = f2f6b6c9bc27
written-card-flute-resolve = Wanneer een gebouw wordt afgehandeld, ontvangt de speler die de minste “Fluit”-kaarten heeft gespeeld één rat van de speler die de meeste “Fluit”-kaarten heeft gespeeld.
    - Als twee of meer spelers de meeste “Fluit”-kaarten hebben gespeeld (gelijkspel), dan wint van deze spelers de speler die als eerste het gebouw heeft betreden.
    - Als twee of meer spelers de minste “Fluit”-kaarten hebben gespeeld (gelijkspel), dan kiest de speler die de meeste “Fluit”-kaarten heeft gespeeld wie van deze spelers van hem een rat ontvangt.
    - Als elke speler hetzelfde aantal “Fluit”-kaarten heeft gespeeld, gebeurt er niks.
    .fingerprint = aca961e707ea
written-kind-pass = De “Pas”-kaart mag worden gespeeld aan het begin van je beurt tijdens fase C. Als je een “Pas”-kaart speelt, gaat de beurt naar de volgende speler. Wanneer alle andere spelers een gebouw hebben betreden (of ook een “Pas”-kaart hebben gespeeld), is het weer jouw beurt om een gebouw te kiezen of nog een “Pas”-kaart te spelen. Aan het einde van het spel verdient de speler met de meeste “Pas”-kaarten in zijn hand 2 overwinningspunten; bij een gelijkspel verdienen de betreffende spelers elk 1 overwinningspunt.
    .fingerprint = b2c84972b9c6
written-kind-gold = De “Goud”-kaart kan niet worden gespeeld; ze wordt net als alle andere kaarten op hand gehouden, kan bij het Hospitaal worden afgelegd en kan met “Zwaard”-kaarten worden gestolen. Als de gebouwenkaart “Schatkamer” in het spel is gebruikt, verdient aan het einde van het spel de speler met de meeste “Goud”-kaarten 6 overwinningspunten en de speler op de tweede plaats 3 overwinningspunten (met twee spelers alleen de 6). Spelers die gelijk staan, verdelen de punten van de plaatsen die ze innemen (naar beneden afgerond).
    .fingerprint = b2c84972b9c6
written-card-guard_tower-premium = Dit geldt op het moment van afhandelen van de Wachttoren voor elke speler die deze ronde geen Wachttoren heeft betreden. Heeft hij net zoveel of meer kaarten in zijn hand als jij, dan moet hij jou drie van zijn handkaarten naar eigen keuze geven. Heeft hij geen drie kaarten, maar wel minstens zoveel als jij, dan geeft hij jou al zijn kaarten.
    .fingerprint = f53197de6133
written-card-guard_tower-standard = Geen actie. Wie deze ronde een Wachttoren betreedt, is beschermd tegen de speciale actie van alle Wachttorens.
    .fingerprint = 4f53cda18c2b
written-card-castle-premium = Pak twee “Zwaard”-kaarten.
    .fingerprint = 7f4f40aad232
written-card-castle-standard = Pak één “Zwaard”-kaart.
    .fingerprint = e904ded55ce5
written-card-palace-premium = Pak twee puntenfiches.
    .fingerprint = 436e5068c2a7
written-card-palace-standard = Pak één puntenfiche.
    .fingerprint = d4d2cbed4ebc
written-card-treasury-premium = Pak twee “Goud”-kaarten.
    .fingerprint = 9cd12cd3620c
written-card-treasury-standard = Pak één “Goud”-kaart.
    .fingerprint = f0a2de9939a9
written-card-monastery-premium = Leg twee ratten af.
    .fingerprint = a69b829b0e51
written-card-monastery-standard = Leg één rat af.
    .fingerprint = 64c8a3187861
written-card-hospital-premium = Leg één rat af. Daarnaast mag je maximaal drie kaarten uit je hand afleggen om eenzelfde hoeveelheid ratten af te leggen.
    .fingerprint = 80bf35a8c961
written-card-hospital-standard = Je mag maximaal twee kaarten uit je hand afleggen om eenzelfde hoeveelheid ratten af te leggen.
    .fingerprint = d08f4e761758
written-card-office-premium = Pak twee “Pas”-kaarten.
    .fingerprint = 9f53771ec78c
written-card-office-standard = Pak één “Pas”-kaart.
    .fingerprint = f725d8eb562d
written-card-marketplace-premium = Pak twee jokers uit de voorraad.
    .fingerprint = 521f296f1c87
written-card-marketplace-standard = Pak één joker uit de voorraad.
    .fingerprint = 4ebf38ce24b5
written-card-farm-premium = Trek vier kaarten van de stapel bevolkingskaarten.
    .fingerprint = 065e70957171
written-card-farm-standard = Trek twee kaarten van de stapel bevolkingskaarten.
    .fingerprint = d2a47ee22f0b
written-card-brewery-premium = Trek, voor elk invloedspunt dat je deze ronde hebt verdiend, één kaart van de stapel bevolkingskaarten.
    .fingerprint = 174e2d4c3e43
written-card-brewery-standard = Trek, voor elke twee invloedspunten die je deze ronde hebt verdiend, één kaart van de stapel bevolkingskaarten.
    .fingerprint = cfeeaea966bb
written-card-fortune_tellers_tent-premium = Bekijk twee kaarten in de “Nonnen-rij”. De volgorde van de kaarten in de “Nonnen-rij” mag nooit worden gewijzigd!
    .fingerprint = eca69ee18920
written-card-fortune_tellers_tent-standard = Bekijk één kaart in de “Nonnen-rij”. De volgorde van de kaarten in de “Nonnen-rij” mag nooit worden gewijzigd!
    .fingerprint = 538eec32beb3
written-card-rat_catchers_hut-premium = Pak twee “Fluit”-kaarten.
    .fingerprint = be4f4529f7eb
written-card-rat_catchers_hut-standard = Pak één “Fluit”-kaart.
    .fingerprint = 4445a75defd3
written-phase-resolve_buildings = De gebouwen worden afgehandeld in de volgorde van de gebouwenrij. Bij elk gebouw:
    - Elke speler bij het gebouw krijgt voor elke bevolkingskaart en joker die hij daar heeft gespeeld één invloedspunt bij de klasse van het gebouw. Deze invloedspunten zijn ook de invloedspunten die hij deze ronde heeft verdiend (zie de Brouwerij). Voor elke gespeelde bevolkingskaart van een andere klasse dan die van het gebouw krijgt hij bovendien één rat.
    - Daarna worden eerst de Zwaard-kaarten en dan de Fluit-kaarten van de spelers bij het gebouw afgehandeld (zie Speciale kaarten).
    - De speler die de meeste bevolkingskaarten en jokers heeft gespeeld, voert de speciale actie van het gebouw uit. Als twee of meer spelers de meeste hebben gespeeld (gelijkspel), dan wint van hen de speler die het gebouw als eerste heeft betreden. Alleen een speler die minstens één bevolkingskaart of joker heeft gespeeld, komt hiervoor in aanmerking. Elke andere speler bij het gebouw voert de gewone actie van het gebouw uit.
    - Elke speler bij het gebouw legt zijn gespeelde kaarten af.
    .fingerprint = 01f88c860858
written-phase-end_of_round = Nadat alle gebouwen zijn afgehandeld:
    - De spelers nemen hun houten schijfjes die op de gebouwen liggen weer terug.
    - Leg de gebouwenkaarten die in deze ronde zijn gebruikt af.
    - De startspeler geeft de startspelerkaart aan de speler links van hem. Deze speler is in de volgende ronde de startspeler.
    .fingerprint = 00a37f2afc32
written-end = Alle spelers berekenen hun score. Overwinningspunten worden als volgt verdiend:
    - Bij elke klasse verdienen de spelers met de meeste invloedspunten in die klasse overwinningspunten naar hun plaats (zie de tabel hieronder). Een speler die geen invloedspunten bij een klasse heeft, krijgt nooit overwinningspunten voor die klasse. Hebben twee of meer spelers evenveel invloedspunten bij een klasse, dan wint het schijfje dat onderop ligt (wie er het eerst was); wie dan nog gelijk staat, verdeelt de punten van de plaatsen die ze innemen (naar beneden afgerond).
    - De speler met de meeste bevolkingskaarten en jokers in zijn hand verdient 2 overwinningspunten. In geval van een gelijkspel ontvangen de betreffende spelers elk 1 overwinningspunt.
    - Voor elk type speciale kaart (behalve “Goud”) geldt: de speler die de meeste van deze kaarten in zijn hand heeft, verdient 2 overwinningspunten. In geval van een gelijkspel verdienen de betreffende spelers elk 1 overwinningspunt.
    - Als de gebouwenkaart “Schatkamer” in het spel is gebruikt, verdient de speler die de meeste “Goud”-kaarten heeft 6 overwinningspunten en de speler op de tweede plaats 3 (met twee spelers alleen de 6). Bij een gelijkspel worden de punten van de gedeelde plaatsen verdeeld onder de betreffende spelers (afgerond naar beneden).
    - Elke speler telt de waarde van zijn puntenfiches op bij zijn score.
    - Ten slotte worden alle kaarten in de “Nonnen-rij” opengedraaid en wordt het aantal nonnen geteld. Heeft een speler meer ratten dan er nonnen zijn, dan is hij getroffen door de pest en verliest hij het spel, ook al heeft hij de meeste overwinningspunten!
    - De speler die de pest heeft overleefd en de meeste overwinningspunten bezit, wint het spel. In geval van een gelijkspel wint de speler die de minste ratten heeft; is het dan nog gelijk, dan delen deze spelers de overwinning.
    | Overwinningspunten per klasse | 1e plaats | 2e plaats | 3e plaats |
    | 3 of meer spelers | 10 | 5 | 2 |
    | 2 spelers | 10 | 5 | – |
    .fingerprint = affb4f9def5c
