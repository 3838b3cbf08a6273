### De paleizen van Carrara: weergavenamen van de regel-identifiers (Nederlands).
###
### De waarde van een naam is het zelfstandig naamwoord in het enkelvoud, zoals het midden
### in een zin staat. Grammaticale attributen voor de zinsgenerator:
###   .plural   meervoud
###   .gender   de | het
###   .card     samenstelling voor één kaart of tegel ("een Porta-tegel")
###   .cards    samenstelling voor meerdere             ("twee Porta-tegels")
###   .letter   letter van een fase
### Bij een zone noemen .card en .cards de kaarten erin ("je gebouwen in Livorno"), bij een
### waarde van een kaartattribuut de kaarten met die waarde ("je plattelandsgebouwen").
### Gebouwtypes houden de Italiaanse namen van de tegels.

game-title = De paleizen van Carrara

## Steden (enum `city`), van links naar rechts op het spelersbord

city-livorno = Livorno
    .plural = Livorno's
    .gender = het
city-pisa = Pisa
    .plural = Pisa's
    .gender = het
city-lucca = Lucca
    .plural = Lucca's
    .gender = het
city-viareggio = Viareggio
    .plural = Viareggio's
    .gender = het
city-massa = Massa
    .plural = Massa's
    .gender = het
city-lerici = Lérici
    .plural = Lérici's
    .gender = het

## Gebouwcategorieën (enum `terrain`)

terrain-urban = stadsgebouw
    .plural = stadsgebouwen
    .gender = het
    .card = stadsgebouw
    .cards = stadsgebouwen
terrain-rural = plattelandsgebouw
    .plural = plattelandsgebouwen
    .gender = het
    .card = plattelandsgebouw
    .cards = plattelandsgebouwen

## Voorwerpen (enum `object`)

object-gate = poort
    .plural = poorten
    .gender = de
object-crown = kroon
    .plural = kronen
    .gender = de
object-coat_of_arms = wapenschild
    .plural = wapenschilden
    .gender = het
object-cup = beker
    .plural = bekers
    .gender = de
object-flag = vlag
    .plural = vlaggen
    .gender = de
object-book = boek
    .plural = boeken
    .gender = het

## Steenkleuren (enum `stone`)

stone-white = wit
    .plural = wit
    .gender = het
stone-yellow = geel
    .plural = geel
    .gender = het
stone-red = rood
    .plural = rood
    .gender = het
stone-green = groen
    .plural = groen
    .gender = het
stone-blue = blauw
    .plural = blauw
    .gender = het
stone-black = zwart
    .plural = zwart
    .gender = het

## Gebouwtegels en verbeteringstegels

card-porta = Porta
    .plural = Porta's
    .gender = de
    .card = Porta-tegel
    .cards = Porta-tegels
card-cattedrale = Cattedrale
    .plural = Cattedrales
    .gender = de
    .card = Cattedrale-tegel
    .cards = Cattedrale-tegels
card-palazzo = Palazzo
    .plural = Palazzo's
    .gender = het
    .card = Palazzo-tegel
    .cards = Palazzo-tegels
card-biblioteca = Biblioteca
    .plural = Biblioteca's
    .gender = de
    .card = Biblioteca-tegel
    .cards = Biblioteca-tegels
card-castello = Castello
    .plural = Castello's
    .gender = het
    .card = Castello-tegel
    .cards = Castello-tegels
card-villa = Villa
    .plural = Villa's
    .gender = de
    .card = Villa-tegel
    .cards = Villa-tegels
card-city_upgrade = stadsverbeteringstegel
    .plural = stadsverbeteringstegels
    .gender = de
    .card = stadsverbeteringstegel
    .cards = stadsverbeteringstegels
card-category_upgrade = categorieverbeteringstegel
    .plural = categorieverbeteringstegels
    .gender = de
    .card = categorieverbeteringstegel
    .cards = categorieverbeteringstegels

## Doelstellingskaarten: top (T1-T6), voorwerp (O1-O8), gebouw (B1-B9), bonuspunten (X1-X8)

card-score_four_times = „Scoor 4 keer”
    .plural = „Scoor 4 keer”-kaarten
    .gender = de
    .card = „Scoor 4 keer”-kaart
    .cards = „Scoor 4 keer”-kaarten
card-expensive_buildings = „Bouw dit aantal dure gebouwen”
    .plural = „Bouw dit aantal dure gebouwen”-kaarten
    .gender = de
    .card = „Bouw dit aantal dure gebouwen”-kaart
    .cards = „Bouw dit aantal dure gebouwen”-kaarten
card-many_buildings = „Bouw dit aantal gebouwen”
    .plural = „Bouw dit aantal gebouwen”-kaarten
    .gender = de
    .card = „Bouw dit aantal gebouwen”-kaart
    .cards = „Bouw dit aantal gebouwen”-kaarten
card-collect_money = „Verzamel dit bedrag”
    .plural = „Verzamel dit bedrag”-kaarten
    .gender = de
    .card = „Verzamel dit bedrag”-kaart
    .cards = „Verzamel dit bedrag”-kaarten
card-many_points = „Heb zoveel punten”
    .plural = „Heb zoveel punten”-kaarten
    .gender = de
    .card = „Heb zoveel punten”-kaart
    .cards = „Heb zoveel punten”-kaarten
card-score_cities = „Waardeer dit aantal steden”
    .plural = „Waardeer dit aantal steden”-kaarten
    .gender = de
    .card = „Waardeer dit aantal steden”-kaart
    .cards = „Waardeer dit aantal steden”-kaarten
card-collect_objects = „Verzamel dit aantal voorwerpen”
    .plural = „Verzamel dit aantal voorwerpen”-kaarten
    .gender = de
    .card = „Verzamel dit aantal voorwerpen”-kaart
    .cards = „Verzamel dit aantal voorwerpen”-kaarten
card-three_pairs = „Verzamel 3 paren voorwerpen”
    .plural = „Verzamel 3 paren voorwerpen”-kaarten
    .gender = de
    .card = „Verzamel 3 paren voorwerpen”-kaart
    .cards = „Verzamel 3 paren voorwerpen”-kaarten
card-two_triplets = „Verzamel 2 drietallen voorwerpen”
    .plural = „Verzamel 2 drietallen voorwerpen”-kaarten
    .gender = de
    .card = „Verzamel 2 drietallen voorwerpen”-kaart
    .cards = „Verzamel 2 drietallen voorwerpen”-kaarten
card-four_identical = „Verzamel 4 gelijke voorwerpen”
    .plural = „Verzamel 4 gelijke voorwerpen”-kaarten
    .gender = de
    .card = „Verzamel 4 gelijke voorwerpen”-kaart
    .cards = „Verzamel 4 gelijke voorwerpen”-kaarten
card-pair_and_quadruplet = „Verzamel 1 paar en 1 viertal voorwerpen”
    .plural = „Verzamel 1 paar en 1 viertal voorwerpen”-kaarten
    .gender = de
    .card = „Verzamel 1 paar en 1 viertal voorwerpen”-kaart
    .cards = „Verzamel 1 paar en 1 viertal voorwerpen”-kaarten
card-four_different = „Verzamel 4 verschillende voorwerpen”
    .plural = „Verzamel 4 verschillende voorwerpen”-kaarten
    .gender = de
    .card = „Verzamel 4 verschillende voorwerpen”-kaart
    .cards = „Verzamel 4 verschillende voorwerpen”-kaarten
card-two_groups_of_three_different = „Verzamel 2 groepen van elk 3 verschillende voorwerpen”
    .plural = „Verzamel 2 groepen van elk 3 verschillende voorwerpen”-kaarten
    .gender = de
    .card = „Verzamel 2 groepen van elk 3 verschillende voorwerpen”-kaart
    .cards = „Verzamel 2 groepen van elk 3 verschillende voorwerpen”-kaarten
card-three_pairs_multiplied = „Verzamel 3 paren voorwerpen, de 3 groepen worden vermenigvuldigd”
    .plural = „Verzamel 3 paren voorwerpen, de 3 groepen worden vermenigvuldigd”-kaarten
    .gender = de
    .card = „Verzamel 3 paren voorwerpen, de 3 groepen worden vermenigvuldigd”-kaart
    .cards = „Verzamel 3 paren voorwerpen, de 3 groepen worden vermenigvuldigd”-kaarten
card-total_cost = „Bouw gebouwen met een totale waarde van”
    .plural = „Bouw gebouwen met een totale waarde van”-kaarten
    .gender = de
    .card = „Bouw gebouwen met een totale waarde van”-kaart
    .cards = „Bouw gebouwen met een totale waarde van”-kaarten
card-two_in_three_cities = „Bouw 2 gebouwen in elk van 3 verschillende steden”
    .plural = „Bouw 2 gebouwen in elk van 3 verschillende steden”-kaarten
    .gender = de
    .card = „Bouw 2 gebouwen in elk van 3 verschillende steden”-kaart
    .cards = „Bouw 2 gebouwen in elk van 3 verschillende steden”-kaarten
card-three_in_two_cities = „Bouw 3 gebouwen in elk van 2 verschillende steden”
    .plural = „Bouw 3 gebouwen in elk van 2 verschillende steden”-kaarten
    .gender = de
    .card = „Bouw 3 gebouwen in elk van 2 verschillende steden”-kaart
    .cards = „Bouw 3 gebouwen in elk van 2 verschillende steden”-kaarten
card-four_in_one_city = „Bouw 4 gebouwen in 1 stad”
    .plural = „Bouw 4 gebouwen in 1 stad”-kaarten
    .gender = de
    .card = „Bouw 4 gebouwen in 1 stad”-kaart
    .cards = „Bouw 4 gebouwen in 1 stad”-kaarten
card-cost_eight = „Bouw een gebouw met waarde 8”
    .plural = „Bouw een gebouw met waarde 8”-kaarten
    .gender = de
    .card = „Bouw een gebouw met waarde 8”-kaart
    .cards = „Bouw een gebouw met waarde 8”-kaarten
card-land_buildings = „Bouw dit aantal plattelandsgebouwen”
    .plural = „Bouw dit aantal plattelandsgebouwen”-kaarten
    .gender = de
    .card = „Bouw dit aantal plattelandsgebouwen”-kaart
    .cards = „Bouw dit aantal plattelandsgebouwen”-kaarten
card-city_buildings = „Bouw dit aantal stadsgebouwen”
    .plural = „Bouw dit aantal stadsgebouwen”-kaarten
    .gender = de
    .card = „Bouw dit aantal stadsgebouwen”-kaart
    .cards = „Bouw dit aantal stadsgebouwen”-kaarten
card-two_in_three_cities_multiplied = „Bouw 2 gebouwen in elk van 3 verschillende steden, de 3 groepen worden vermenigvuldigd”
    .plural = „Bouw 2 gebouwen in elk van 3 verschillende steden, de 3 groepen worden vermenigvuldigd”-kaarten
    .gender = de
    .card = „Bouw 2 gebouwen in elk van 3 verschillende steden, de 3 groepen worden vermenigvuldigd”-kaart
    .cards = „Bouw 2 gebouwen in elk van 3 verschillende steden, de 3 groepen worden vermenigvuldigd”-kaarten
card-land_city_pairs = „Bouw dit aantal paren van platteland- en stadsgebouwen”
    .plural = „Bouw dit aantal paren van platteland- en stadsgebouwen”-kaarten
    .gender = de
    .card = „Bouw dit aantal paren van platteland- en stadsgebouwen”-kaart
    .cards = „Bouw dit aantal paren van platteland- en stadsgebouwen”-kaarten
card-two_cities_of_choice = „Waardeer 2 steden naar keuze”
    .plural = „Waardeer 2 steden naar keuze”-kaarten
    .gender = de
    .card = „Waardeer 2 steden naar keuze”-kaart
    .cards = „Waardeer 2 steden naar keuze”-kaarten
card-livorno_and_lerici = „Waardeer Livorno en Lérici”
    .plural = „Waardeer Livorno en Lérici”-kaarten
    .gender = de
    .card = „Waardeer Livorno en Lérici”-kaart
    .cards = „Waardeer Livorno en Lérici”-kaarten
card-pisa_and_massa = „Waardeer Pisa en Massa”
    .plural = „Waardeer Pisa en Massa”-kaarten
    .gender = de
    .card = „Waardeer Pisa en Massa”-kaart
    .cards = „Waardeer Pisa en Massa”-kaarten
card-lucca_and_viareggio = „Waardeer Lucca en Viareggio”
    .plural = „Waardeer Lucca en Viareggio”-kaarten
    .gender = de
    .card = „Waardeer Lucca en Viareggio”-kaart
    .cards = „Waardeer Lucca en Viareggio”-kaarten
card-two_types_of_choice = „Waardeer 2 soorten gebouwen”
    .plural = „Waardeer 2 soorten gebouwen”-kaarten
    .gender = de
    .card = „Waardeer 2 soorten gebouwen”-kaart
    .cards = „Waardeer 2 soorten gebouwen”-kaarten
card-smallest_of_each_type = „Waardeer het kleinste gebouw van elke soort”
    .plural = „Waardeer het kleinste gebouw van elke soort”-kaarten
    .gender = de
    .card = „Waardeer het kleinste gebouw van elke soort”-kaart
    .cards = „Waardeer het kleinste gebouw van elke soort”-kaarten
card-left_right_majority = „Hoogste totale bouwkosten: links en rechts”
    .plural = „Hoogste totale bouwkosten: links en rechts”-kaarten
    .gender = de
    .card = „Hoogste totale bouwkosten: links en rechts”-kaart
    .cards = „Hoogste totale bouwkosten: links en rechts”-kaarten
card-city_majority = „Hoogste totale bouwkosten: per stad”
    .plural = „Hoogste totale bouwkosten: per stad”-kaarten
    .gender = de
    .card = „Hoogste totale bouwkosten: per stad”-kaart
    .cards = „Hoogste totale bouwkosten: per stad”-kaarten

## Groepen

group-building = gebouw
    .plural = gebouwen
    .gender = het
    .card = gebouwtegel
    .cards = gebouwtegels
group-upgrade = verbeteringstegel
    .plural = verbeteringstegels
    .gender = de
    .card = verbeteringstegel
    .cards = verbeteringstegels
group-top_card = topkaart
    .plural = topkaarten
    .gender = de
    .card = topkaart
    .cards = topkaarten
group-object_card = voorwerpkaart
    .plural = voorwerpkaarten
    .gender = de
    .card = voorwerpkaart
    .cards = voorwerpkaarten
group-building_card = gebouwkaart
    .plural = gebouwkaarten
    .gender = de
    .card = gebouwkaart
    .cards = gebouwkaarten
group-bonus_card = bonuspuntenkaart
    .plural = bonuspuntenkaarten
    .gender = de
    .card = bonuspuntenkaart
    .cards = bonuspuntenkaarten

## Zones

zone-building_stack = trekstapel
    .plural = trekstapels
    .gender = de
zone-upgrade_supply = voorraad verbeteringstegels
    .plural = voorraden verbeteringstegels
    .gender = de
zone-top_deck = stapel topkaarten
    .plural = stapels topkaarten
    .gender = de
zone-object_deck = stapel voorwerpkaarten
    .plural = stapels voorwerpkaarten
    .gender = de
zone-building_deck = stapel gebouwkaarten
    .plural = stapels gebouwkaarten
    .gender = de
zone-bonus_deck = stapel bonuspuntenkaarten
    .plural = stapels bonuspuntenkaarten
    .gender = de
zone-objectives = doelstellingenbord
    .plural = doelstellingenborden
    .gender = het
zone-board = spelersbord
    .plural = spelersborden
    .gender = het
    .card = gebouw
    .cards = gebouwen
zone-upgrades = verbeteringstegels op het spelersbord
    .plural = verbeteringstegels op de spelersborden
    .gender = de
    .card = verbeteringstegel
    .cards = verbeteringstegels

## Tellers

counter-points = overwinningspunt
    .plural = overwinningspunten
    .gender = het
counter-money = geld
    .plural = geld
    .gender = het
counter-stones = steen
    .plural = stenen
    .gender = de
counter-objects = voorwerp
    .plural = voorwerpen
    .gender = het
counter-type_scorings = gewaardeerd gebouwtype
    .plural = gewaardeerde gebouwtypes
    .gender = het
counter-city_scorings = gewaardeerde stad
    .plural = gewaardeerde steden
    .gender = de
counter-category_scorings = gewaardeerde gebouwcategorie
    .plural = gewaardeerde gebouwcategorieën
    .gender = de
counter-city_scored = waardering per stad
    .plural = waarderingen per stad
    .part = waarderingen van { $part }
    .gender = de
counter-category_scored = waardering per gebouwcategorie
    .plural = waarderingen per gebouwcategorie
    .part = waarderingen van de categorie { $part }
    .gender = de
counter-announced = einde van het spel aangekondigd
    .plural = einde van het spel aangekondigd
    .gender = het
counter-top_met = topdoel gehaald
    .plural = topdoel gehaald
    .gender = het
counter-object_met = voorwerpdoel gehaald
    .plural = voorwerpdoel gehaald
    .gender = het
counter-building_met = gebouwdoel gehaald
    .plural = gebouwdoel gehaald
    .gender = het
counter-all_met = alle drie doelen gehaald
    .plural = alle drie doelen gehaald
    .gender = de
counter-vp_rate = overwinningspunten per waardepunt
    .plural = overwinningspunten per waardepunt
    .gender = de
counter-money_rate = geld per waardepunt
    .plural = geld per waardepunt
    .gender = het

## Acties van de doelstellingskaarten

action-announce = doelstelling
    .plural = doelstellingen
    .gender = de
action-score = eindtelling
    .plural = eindtellingen
    .gender = de
action-score_in_city = stadswaardering
    .plural = stadswaarderingen
    .gender = de

## Namen op het overzichtsblad: enums, kaartattributen, variabelen

enum-city = stad
    .plural = steden
    .gender = de
enum-terrain = gebouwcategorie
    .plural = gebouwcategorieën
    .gender = de
enum-object = voorwerpsoort
    .plural = voorwerpsoorten
    .gender = de
enum-stone = steenkleur
    .plural = steenkleuren
    .gender = de
attribute-value = waarde
    .plural = waarden
    .value = waarde { $value }
    .gender = de
attribute-terrain = gebouwcategorie
    .plural = gebouwcategorieën
    .gender = de
attribute-object = voorwerp
    .plural = voorwerpen
    .gender = het
attribute-city = stad
    .plural = steden
    .gender = de
variable-money_per_point = geld per overwinningspunt
    .plural = geld per overwinningspunt
    .gender = het

## Fasen (de beurten worden in deze regelset niet gespeeld)

phase-turns = Beurten
    .letter = A

## Beslissingen en scorecategorieën

choice-bonus_cities = Kies de twee steden die je voor de bonuspuntenkaart waardeert.
choice-bonus_types = Kies de twee gebouwsoorten die je voor de bonuspuntenkaart waardeert.
category-track_points = Punten op het scorespoor
category-announce_bonus = Einde aangekondigd
category-object_points = Voorwerpkaart
category-loose_objects = Overige voorwerpen (1 per stuk)
category-building_points = Gebouwkaart
category-bonus_points = Bonuspuntenkaart
category-money_points = Geld

## Geldende aannames (op het overzichtsblad)

param-city_vp_rate = Punten van de steden op het spelersbord
param-city_money_rate = Geld van de steden op het spelersbord
param-upgrade_vp_rate = Punten op stadsverbeteringstegels
    .text = Een stadsverbeteringstegel geeft per waardepunt 4 punten in Livorno, 3 in Lucca, 2 in Massa en 1 in Pisa, Viareggio en Lérici.
param-upgrade_money_rate = Geld op stadsverbeteringstegels
    .text = Een stadsverbeteringstegel geeft per waardepunt 3 geld in Pisa, 2 in Viareggio en 1 in de andere steden.
param-upgrade_terrain_vp_rate = Punten op categorieverbeteringstegels
    .text = Een categorieverbeteringstegel geeft per waardepunt 1 punt voor stadsgebouwen en 2 voor plattelandsgebouwen.
param-upgrade_terrain_money_rate = Geld op categorieverbeteringstegels
    .text = Een categorieverbeteringstegel geeft 1 geld per waardepunt.
param-buildings_needed = Gebouwen voor { card-many_buildings }
param-cities_needed = Steden voor { card-score_cities }
param-city_buildings_needed = Stadsgebouwen voor de gebouwkaart
param-city_colours = Steenkleuren die een stad aanneemt
param-city_majority_points = Punten voor de hoogste bouwkosten in een stad
param-cost_eight_points = Punten per gebouw van waarde 8 in een stad
param-different_points = Punten voor sets van verschillende voorwerpen
param-expensive_buildings_needed = Gebouwen voor { card-expensive_buildings }
param-expensive_value = Waarde van een duur gebouw
param-four_in_city_points = Punten per 4 gebouwen in een stad
param-identical_points = Punten voor gelijke voorwerpen
param-land_buildings_needed = Landgebouwen voor de gebouwkaart
param-land_city_pairs_needed = Paren van land- en stadsgebouwen
param-money_card_money_per_point = Geld per punt met { card-collect_money }
param-money_needed = Geld voor { card-collect_money }
param-points_needed = Punten voor { card-many_points }
param-scorings_needed = Waarderingen voor { card-score_four_times }
param-terrain_money_rate = Geld per waardepunt van een categorie
param-terrain_vp_rate = Punten per waardepunt van een categorie
param-three_in_city_points = Punten per 3 gebouwen in een stad
param-two_in_city_points = Punten per 2 gebouwen in een stad
param-starting_money = Startgeld
param-announce_points = Punten voor het aankondigen van het einde
param-base_money_per_point = Geld aan het einde
    .text = Aan het einde van het spel is elke { $value } geld 1 punt waard, naar beneden afgerond.
param-tie_break_most_stones = Gelijkspel om de winst
    .text = { $value ->
        [true] Bij gelijkspel om de meeste punten wint wie de meeste stenen heeft; blijft het gelijk, dan delen zij de overwinning.
       *[other] Spelers met evenveel punten delen de overwinning.
    }
param-category_scorings_count = Categoriewaarderingen tellen mee
    .text = { $value ->
        [true] Het waarderen van een gebouwcategorie telt mee voor „Scoor 4 keer”.
       *[other] Het waarderen van een gebouwcategorie telt niet mee voor „Scoor 4 keer”.
    }
param-objects_needed = Voorwerpen voor de basisvoorwerpkaart
    .text = „Verzamel dit aantal voorwerpen” vraagt 6 voorwerpen met vier spelers, 7 met drie en 8 met twee.
param-object_card_points_per_object = Punten van de basisvoorwerpkaart
    .text = De basisvoorwerpkaart geeft { $value } { $value ->
        [one] punt
       *[other] punten
    } per voorwerp.
param-multiplied_fewer_groups = Minder dan drie groepen om te vermenigvuldigen
    .text = { $value ->
        [product_of_those] Met minder dan drie groepen gelijke voorwerpen vermenigvuldigt „Verzamel 3 paren voorwerpen, de 3 groepen worden vermenigvuldigd” de groepen die er zijn.
       *[other] Met minder dan drie groepen gelijke voorwerpen geeft „Verzamel 3 paren voorwerpen, de 3 groepen worden vermenigvuldigd” geen punten voor groepen.
    }
param-multiplied_fewer_cities = Minder dan drie steden om te vermenigvuldigen
    .text = { $value ->
        [multiply_those] Met minder dan drie steden om te vermenigvuldigen vermenigvuldigt „Bouw 2 gebouwen in elk van 3 verschillende steden, de 3 groepen worden vermenigvuldigd” de steden die er zijn.
       *[other] Met minder dan drie steden om te vermenigvuldigen geeft „Bouw 2 gebouwen in elk van 3 verschillende steden, de 3 groepen worden vermenigvuldigd” geen punten.
    }
param-objective_cards = Doelstellingskaarten
    .text = { $value ->
        [first_game] Er wordt gespeeld met de vier doelstellingskaarten voor een eerste spel (gemerkt met „2”).
       *[other] Van elke kleur wordt willekeurig één doelstellingskaart getrokken; de spelers mogen de kaarten ook kiezen.
    }
param-multiplied_city_minimum = Steden die vermenigvuldigen
    .text = Voor { card-two_in_three_cities_multiplied } telt een stad met minstens { $value } gebouwen.
param-total_cost_needed = Totale waarde voor de basisgebouwkaart
    .text = „Bouw gebouwen met een totale waarde van” vraagt 20 met vier spelers, 25 met drie en 30 met twee.
param-building_card_points_per_value = Punten van de basisgebouwkaart
    .text = De basisgebouwkaart geeft { $value } { $value ->
        [one] punt
       *[other] punten
    } per waardepunt van alle gebouwen.
param-majority_needs_a_building = Meerderheden vragen een gebouw
    .text = { $value ->
        [true] Een speler zonder gebouwwaarde in een stad of helft van het bord kan daar niet het hoogste totaal hebben.
       *[other] Spelers zonder gebouwwaarde kunnen het hoogste totaal delen als niemand meer heeft.
    }

assumption-object_of_building = Porta geeft een poort, Cattedrale een beker, Palazzo een kroon, Biblioteca een boek, Castello een wapenschild en Villa een vlag.
assumption-objects_as_counts = Voorwerpen worden per soort geteld: die van elke speler, die op het voorwerpenveld en die in de voorraad.
assumption-final_scoring_order = De eindtelling neemt de top-, voorwerp-, gebouw- en bonuspuntenkaart in deze volgorde; geld, ook geld van de bonuspuntenkaart, koopt als laatste punten.
assumption-smallest_building_tie = Van twee kleinste gebouwen van één soort met dezelfde waarde telt dat in de meest linkse stad.
assumption-bonus_scoring_gives_no_objects = Stads- en soortwaarderingen voor een bonuspuntenkaart geven geen voorwerpen.
assumption-best_groups = Kaarten die groepen of paren tellen, waarderen de beste indeling voor de speler.
assumption-first_game_set = De vier kaarten voor een eerste spel (gemerkt met „2”) worden opgevat als die van de afbeelding bij de opbouw: „Bouw dit aantal dure gebouwen”, „Verzamel 3 paren voorwerpen”, „Bouw 2 gebouwen in elk van 3 verschillende steden” en „Waardeer 2 steden naar keuze”.

## Geschreven regeltekst (vertaald uit de kaartbeschrijvingen van de Hongaarse uitbreidingsregels,
## seed 003; .fingerprint: de regelcode waarvoor hij is geschreven, zie `rulewright fingerprints carrara`)

written-card-total_cost-score = Je krijgt evenveel overwinningspunten als de totale waarde van je gebouwen.
    .fingerprint = 0a6d507d2411
written-card-two_in_three_cities-score = In elke stad krijg je voor elke 2 gebouwen die je daar hebt overwinningspunten: Livorno 11, Pisa 9, Lucca 7, Viareggio 5, Massa 3, Lérici 1.
    .fingerprint = 7b212eef2d69
written-card-three_in_two_cities-score = In elke stad krijg je voor elke 3 gebouwen die je daar hebt overwinningspunten: Livorno 17, Pisa 14, Lucca 11, Viareggio 8, Massa 5, Lérici 2.
    .fingerprint = fce34ecaba5c
written-card-four_in_one_city-score = In elke stad krijg je voor elke 4 gebouwen die je daar hebt overwinningspunten: Livorno 23, Pisa 19, Lucca 15, Viareggio 11, Massa 7, Lérici 3.
    .fingerprint = 709c3e9a609b
written-card-cost_eight-score = Voor elk gebouw met waarde 8 krijg je overwinningspunten, naar zijn stad: Livorno 34, Pisa 26, Lucca 19, Viareggio 13, Massa 8, Lérici 4.
    .fingerprint = 74bcd48d46d5
written-card-land_buildings-score = Elk plattelandsgebouw is 6 overwinningspunten waard.
    .fingerprint = 71ad2ee98891
written-card-city_buildings-score = Elk stadsgebouw is 3 overwinningspunten waard.
    .fingerprint = 061265d08dd4
written-card-two_in_three_cities_multiplied-score = Vermenigvuldig het aantal gebouwen in de (hoogstens) 3 steden waar je de meeste gebouwen hebt, waarbij alleen steden met minstens 2 gebouwen meetellen: zoveel overwinningspunten krijg je (0 als er zo'n stad niet is). De waarde van de gebouwen telt niet.
    .fingerprint = 74887f8e2f2d
written-card-land_city_pairs-score = Elk paar van 1 stadsgebouw en 1 plattelandsgebouw levert de som van beide waarden op; vorm de paren met je waardevolste gebouwen. Gebouwen die niet in een paar zitten, leveren niets op.
    .fingerprint = ce4d0f3d3eb1
written-card-two_cities_of_choice-score = Laat 2 steden naar keuze tellen, ook als ze al geteld zijn: in elke stad levert de totale waarde van je gebouwen daar overwinningspunten en geld op, volgens je eigen waarden per stad.
    .fingerprint = d7b70c20b37a
written-card-livorno_and_lerici-score = Laat Livorno en Lérici tellen, ook als ze al geteld zijn: de totale waarde van je gebouwen daar levert overwinningspunten en geld op, volgens je eigen waarden per stad.
    .fingerprint = 8681168178c5
written-card-pisa_and_massa-score = Laat Pisa en Massa tellen, ook als ze al geteld zijn: de totale waarde van je gebouwen daar levert overwinningspunten en geld op, volgens je eigen waarden per stad.
    .fingerprint = 13fb4559ccec
written-card-lucca_and_viareggio-score = Laat Lucca en Viareggio tellen, ook als ze al geteld zijn: de totale waarde van je gebouwen daar levert overwinningspunten en geld op, volgens je eigen waarden per stad.
    .fingerprint = ff560b2991cf
written-card-two_types_of_choice-score = Kies 2 soorten gebouwen en laat ze tellen, ook als ze al geteld zijn: per stad levert de totale waarde van je gebouwen van die soorten overwinningspunten en geld op.
    .fingerprint = d1c648248daa
written-card-smallest_of_each_type-score = Van elke soort gebouw die je hebt, telt alleen je gebouw met de laagste waarde, volgens de waarden van de stad waar het staat (bij meerdere: de eerste stad in de volgorde).
    .fingerprint = 606455dc3559
written-card-left_right_majority-score = Links (Livorno, Pisa, Lucca) en rechts (Viareggio, Massa, Lérici) apart: de speler met de hoogste totale waarde aan gebouwen daar krijgt 9 overwinningspunten. Bij een gelijkspel krijgen alle betrokken spelers ze. Wie daar geen gebouw heeft, krijgt niets.
    .fingerprint = 69948ce6c89c
written-card-city_majority-score = In elke stad krijgt de speler met de hoogste totale waarde aan gebouwen daar overwinningspunten: Livorno 14, Pisa 12, Lucca 10, Viareggio 8, Massa 6, Lérici 4. Bij een gelijkspel krijgen alle betrokken spelers ze. Wie daar geen gebouw heeft, krijgt niets.
    .fingerprint = 37fd245bff53
written-card-collect_objects-score = Elk voorwerp levert 1 overwinningspunt op.
    .fingerprint = f572e6af0975
written-card-three_pairs-score = Elk paar gelijke voorwerpen levert 5 overwinningspunten op (4 gelijke voorwerpen zijn 2 paren). Elk ander voorwerp levert 1 overwinningspunt op.
    .fingerprint = 5a1e24f23468
written-card-two_triplets-score = Elk drietal gelijke voorwerpen levert 7 overwinningspunten op (6 gelijke voorwerpen zijn 2 drietallen). Elk ander voorwerp levert 1 overwinningspunt op.
    .fingerprint = 2e20cb6ca15a
written-card-four_identical-score = Elke soort voorwerp levert punten op naar hoeveel je ervan hebt: 1 → 1 overwinningspunt, 2 → 3, 3 → 6, 4 → 10, 5 → 15, 6 → 21.
    .fingerprint = a64195bbd4a5
written-card-pair_and_quadruplet-score = Elke combinatie van een paar en een viertal voorwerpen zonder gemeenschappelijk voorwerp levert 20 overwinningspunten op (6 gelijke voorwerpen zijn één combinatie). Elk ander voorwerp levert 1 overwinningspunt op.
    .fingerprint = 0ca25c289f73
written-card-four_different-score = Je voorwerpen vormen sets van verschillende voorwerpen, de grootste eerst (een set heeft hoogstens één voorwerp van elke soort): een set van 2 verschillende voorwerpen levert 3 overwinningspunten op, 3 → 7, 4 → 12, 5 → 18, 6 → 24. Een voorwerp dat alleen overblijft, levert 1 overwinningspunt op.
    .fingerprint = 06f7fabc2f64
written-card-two_groups_of_three_different-score = Elke groep van 3 verschillende voorwerpen die je kunt vormen, levert 8 overwinningspunten op (welke voorwerpen een groep vormen, maakt niet uit). Elk ander voorwerp levert 1 overwinningspunt op.
    .fingerprint = ca402b58c42b
written-card-three_pairs_multiplied-score = Vermenigvuldig het aantal voorwerpen van de (hoogstens) 3 soorten waarvan je er de meeste hebt, waarbij alleen soorten met minstens 2 voorwerpen meetellen: zoveel overwinningspunten krijg je (0 als er zo'n soort niet is). Elk ander voorwerp levert 1 overwinningspunt op.
    .fingerprint = e0bcfa6273b4

## The turn

group-marble = marmersteen
    .plural = marmerstenen
    .gender = de
card-stone_block = steen
    .plural = stenen
    .gender = de
    .card = steen
    .cards = stenen
attribute-colour = kleur
    .plural = kleuren
    .gender = de
enum-segment = segment van het rad
    .plural = segmenten van het rad
    .gender = het
segment-seg_i = segment I
    .plural = segmenten I
    .gender = het
segment-seg_ii = segment II
    .plural = segmenten II
    .gender = het
segment-seg_iii = segment III
    .plural = segmenten III
    .gender = het
segment-seg_iv = segment IV
    .plural = segmenten IV
    .gender = het
segment-seg_v = segment V
    .plural = segmenten V
    .gender = het
segment-seg_vi = segment VI
    .plural = segmenten VI
    .gender = het
enum-turn_action = actie
    .plural = acties
    .gender = de
turn_action-buy_stones = stenen kopen
    .plural = stenen kopen
    .gender = het
turn_action-build_tile = bouwen
    .plural = bouwen
    .gender = het
turn_action-upgrade_building = een gebouw verbeteren
    .plural = een gebouw verbeteren
    .gender = het
turn_action-score_marker = waarderen
    .plural = waarderen
    .gender = het
turn_action-announce_end = het einde van het spel aankondigen
    .plural = het einde van het spel aankondigen
    .gender = het
turn_action-pass_turn = passen
    .plural = passen
    .gender = het
enum-wheel_turn = draaien van het rad
    .plural = draaien van het rad
    .gender = het
wheel_turn-turn_wheel = het rad draaien
    .plural = het rad draaien
    .gender = het
wheel_turn-keep_wheel = het rad niet draaien
    .plural = het rad niet draaien
    .gender = het
enum-buy_more = meer kopen
    .plural = meer kopen
    .gender = het
buy_more-more_stones = nog een steen kopen
    .plural = nog een steen kopen
    .gender = het
buy_more-stop_buying = stoppen met kopen
    .plural = stoppen met kopen
    .gender = het
enum-scoring_kind = waardering
    .plural = waarderingen
    .gender = de
scoring_kind-by_type = een gebouwsoort
    .plural = gebouwsoorten
    .gender = de
scoring_kind-by_city = een stad
    .plural = steden
    .gender = de
scoring_kind-by_category = een gebouwcategorie
    .plural = gebouwcategorieën
    .gender = de
enum-object_buy = aankoop van een voorwerp
    .plural = aankopen van voorwerpen
    .gender = de
object_buy-buy_object = een voorwerp kopen
    .plural = een voorwerp kopen
    .gender = het
object_buy-skip_object = geen voorwerp kopen
    .plural = geen voorwerp kopen
    .gender = het
zone-display = uitstalling
    .plural = uitstallingen
    .gender = de
    .card = gebouwtegel in de uitstalling
    .cards = gebouwtegels in de uitstalling
zone-eight_supply = voorraad tegels met waarde 8
    .plural = voorraden tegels met waarde 8
    .gender = de
    .card = tegel met waarde 8
    .cards = tegels met waarde 8
zone-box = doos
    .plural = dozen
    .gender = de
zone-bag = zak
    .plural = zakken
    .gender = de
    .card = steen in de zak
    .cards = stenen in de zak
zone-payment = betaling
    .plural = betalingen
    .gender = de
    .card = betaalde steen
    .cards = betaalde stenen
zone-wheel = rad
    .plural = raderen
    .gender = het
    .card = steen op het rad
    .cards = stenen op het rad
zone-stone_stock = stenen achter het scherm
    .plural = stenen achter de schermen
    .gender = de
    .card = steen
    .cards = stenen
counter-markers = waarderingsfiguur
    .plural = waarderingsfiguren
    .gender = het
counter-type_scored = waardering per gebouwsoort
    .plural = waarderingen per gebouwsoort
    .part = waarderingen van de gebouwsoort { $part }
    .gender = de
counter-object_supply = voorwerp in de voorraad
    .plural = voorwerpen in de voorraad
    .gender = het
counter-object_field = voorwerp op het voorwerpenveld
    .plural = voorwerpen op het voorwerpenveld
    .gender = het
variable-start_player = startspeler
variable-buying_done = klaar met kopen
choice-turn_choice = Kies je actie.
choice-wheel_choice = Draai je het rad (en vul je het aan) of niet?
choice-buy_segment = Kies het segment waarvan je koopt.
    .shown = { $value ->
        [0] volle prijs
       *[other] prijs −{ $value }
    }
choice-buy_stone = Kies een steen om te kopen.
    .shown = { $value } geld
choice-buy_more_choice = Nog een steen van dit segment kopen?
choice-build_tile_choice = Kies de gebouwtegel die je bouwt.
choice-build_city_choice = Kies de stad waarin je bouwt.
choice-pay_stones = Kies de stenen waarmee je betaalt.
choice-upgrade_old_choice = Kies het gebouw dat je verbetert.
choice-upgrade_new_choice = Kies de duurdere tegel die het vervangt.
choice-upgrade_tile_choice = Kies een verbeteringstegel.
choice-scoring_choice = Wat waardeer je?
choice-score_type_choice = Kies de gebouwsoort die je waardeert (al je gebouwen van die soort tellen).
choice-score_city_choice = Kies de stad die je waardeert.
choice-score_category_choice = Kies de gebouwcategorie die je waardeert.
choice-object_choice = Koop je een voorwerp van het voorwerpenveld?
    .shown = { $value ->
        [0] kost niets
       *[other] { $value } geld
    }
choice-object_pick = Kies het voorwerp dat je koopt.
    .shown = { $value } geld
param-stone_price = Prijzen van de stenen op segment I
param-stone_rank = Volgorde van de steenkleuren
param-segment_discount = Prijsverlaging per segment
param-wheel_size = Stenen op het rad na het aanvullen
param-last_segment_stones = Stenen op segment VI als het rad draait
    .text = Stenen die nog op segment VI liggen als het rad draait, gaan terug in de zak.
param-no_money_coins = Een speler zonder geld
    .text = Wie stenen koopt maar geen geld heeft en geen steen kan kopen, neemt 2 geld van de bank.
param-starting_stone_colours = Startsteen per plaats aan tafel
param-display_size = Gebouwtegels in de uitstalling
param-eight_value = Waarde van de dure tegels
param-upgrade_to_eight_gives_tile = Verbeteren tot een gebouw met waarde 8
    .text = Wie een gebouw verbetert tot een gebouw met waarde 8, krijgt geen verbeteringstegel (het is niet gebouwd).
param-end_after_buildings_run_out = Als de gebouwtegels op zijn
    .text = Zijn de uitstalling en de trekstapel leeg, dan wordt de ronde uitgespeeld en eindigt het spel.
param-scoring_markers = Waarderingsfiguren
param-city_minimum_buildings = Gebouwen nodig om een stad te waarderen
    .text = Om een stad te waarderen heb je er minstens 2 gebouwen nodig.
param-object_price = Prijs van een voorwerp
param-object_field_start = Voorwerpen op het voorwerpenveld
param-object_supply_start = Voorwerpen in de voorraad
param-object_field_refill = Aanvullen van het voorwerpenveld
    .text = Een voorwerp dat van het voorwerpenveld gekocht is, wordt aangevuld uit de voorraad van die soort; is die op, dan levert een waardering geen voorwerp van die soort op.
param-finish_round_after_announce = Na een aankondiging
    .text = Na een aankondiging wordt de ronde uitgespeeld.
param-type_minimum_buildings = Gebouwen nodig om een gebouwsoort te waarderen
    .text = Een gebouwsoort kan gewaardeerd worden met één gebouw van die soort.
param-empty_bag_refills_what_is_left = Een zak met te weinig stenen
    .text = Een zak met te weinig stenen vult het rad aan met de stenen die erin zitten.
param-round_limit = Grens aan het aantal rondes
    .text = Een spel eindigt uiterlijk na { $value } rondes (een grens, geen spelregel).
counter-action_open = mogelijke actie
    .plural = mogelijke acties
    .gender = de
procedure-take_turn = een beurt spelen
procedure-check_actions = nagaan welke acties mogelijk zijn
procedure-buy_from_wheel = stenen kopen
procedure-rotate_wheel = het rad draaien
procedure-buy_on_segment = stenen van een segment kopen
procedure-pay_in_stones = stenen in de zak betalen
procedure-place_tile = de tegel leggen
procedure-build = bouwen
procedure-upgrade_a_building = een gebouw verbeteren
procedure-take_upgrade_tile = een verbeteringstegel nemen
procedure-set_rates = de waarden van het spelersbord bepalen
procedure-give_object = een voorwerp uit de voorraad nemen
procedure-score_action = waarderen
procedure-object_purchase = een voorwerp kopen
written-phase-turns = De spelers zijn met de klok mee aan de beurt, te beginnen bij de startspeler. In je beurt voer je precies één van de onderstaande acties uit. Elke waardering kost een van je 6 waarderingsfiguren. Na je actie mag je voor 10 geld één voorwerp van het voorwerpenveld kopen. Een voorwerp van dezelfde soort uit de voorraad neemt zijn plaats in, als er nog een is.
    - Stenen kopen. Beslis eerst of je het rad draait; is het leeg, dan moet je het draaien. Bij het draaien schuift elke steen één segment verder, en de stenen op segment VI gaan terug in de zak. Daarna komen er stenen uit de zak op segment I tot er 11 stenen op het rad liggen. Draai je het rad niet, dan wordt het niet aangevuld. Kies dan één segment en koop er één of meer stenen van, elk voor de prijs daar (zie de tabel). Kun je geen steen kopen en heb je geen geld, neem dan in plaats daarvan 2 geld.
    - Bouwen. Neem een tegel uit de uitstalling of een van de tegels met waarde 8 en leg hem in een van je steden. Betaal zoveel stenen als zijn waarde, allemaal in kleuren die die stad aanneemt. Livorno neemt alleen wit aan, Pisa ook geel, Lucca ook rood, Viareggio ook groen, Massa ook blauw, Lérici elke kleur. De stenen gaan terug in de zak. Een tegel uit de uitstalling wordt vervangen vanaf de trekstapel. Heb je een tegel met waarde 8 gebouwd, neem dan een verbeteringstegel naar keuze die nog beschikbaar is en leg hem op zijn stad of categorie.
    - Verbeteren. Vervang een van je gebouwen door een duurdere tegel uit de uitstalling of van de tegels met waarde 8. Betaal het verschil in waarde, in stenen die die stad aanneemt. De oude tegel gaat uit het spel. Verbeteren tot een tegel met waarde 8 levert geen verbeteringstegel op.
    - Een gebouwsoort waarderen die je nog niet gewaardeerd hebt. Elk van je gebouwen van die soort levert zijn waarde maal de waarden van zijn stad op. Elk geeft je ook 1 voorwerp van zijn soort. De waarden per waardepunt: Livorno 3 overwinningspunten, Pisa 3 geld, Lucca 2 overwinningspunten, Viareggio 2 geld, Massa 1 overwinningspunt, Lérici 1 geld. Een verbeteringstegel vervangt de waarden die hij bedekt.
    - Een stad waarderen die nog niemand gewaardeerd heeft en waar je minstens 2 gebouwen hebt. Elk van je gebouwen daar levert zijn waarde maal de waarden van de stad op, en geeft je 1 voorwerp.
    - Een gebouwcategorie waarderen die je nog niet gewaardeerd hebt en waarvan je een gebouw hebt. Tel de waarden van je gebouwen van die categorie op. Stadsgebouwen leveren 1 geld per punt op, plattelandsgebouwen 1 overwinningspunt per punt, tenzij een verbeteringstegel de categorie bedekt. Deze waardering levert geen voorwerpen op.
    - Het einde van het spel aankondigen: alleen als je alle drie de doelen hebt gehaald en niemand het einde al heeft aangekondigd.
    - Passen: alleen als je geen enkele actie kunt uitvoeren.
    | Prijs van een steen | wit | geel | rood | groen | blauw | zwart |
    | segment I | 6 | 5 | 4 | 3 | 2 | 1 |
    | segment II | 5 | 4 | 3 | 2 | 1 | 0 |
    | segment III | 4 | 3 | 2 | 1 | 0 | 0 |
    | segment IV | 3 | 2 | 1 | 0 | 0 | 0 |
    | segment V | 2 | 1 | 0 | 0 | 0 | 0 |
    | segment VI | 1 | 0 | 0 | 0 | 0 | 0 |
    .fingerprint = 66cf64b73c17

## Geschreven doeltekst waar de gegenereerde zin als een formule las (nagekeken tegen objectives.yaml)

written-card-score_four_times-announce = Topdoel gehaald als je minstens 4 keer gewaardeerd hebt: gebouwsoorten, steden en gebouwcategorieën tellen samen.
    .fingerprint = 0f7638a98e4a
written-card-land_city_pairs-announce = Gebouwdoel gehaald als je minstens 4 stadsgebouwen en minstens 4 plattelandsgebouwen hebt (van elk 3 met drie spelers, van elk 2 met vier).
    .fingerprint = 31907614ad57
written-card-land_buildings-announce = Gebouwdoel gehaald als je minstens 4 plattelandsgebouwen hebt (3 met drie spelers, 2 met vier).
    .fingerprint = f0c1c06cd5b3
written-card-city_buildings-announce = Gebouwdoel gehaald als je minstens 6 stadsgebouwen hebt (5 met drie spelers, 4 met vier).
    .fingerprint = 50eda304094f
written-card-pair_and_quadruplet-announce = Voorwerpdoel gehaald als je 4 gelijke voorwerpen hebt en daarnaast nog een paar gelijke voorwerpen (6 gelijke voorwerpen tellen ook).
    .fingerprint = 570c8347cdee
written-card-two_groups_of_three_different-announce = Voorwerpdoel gehaald als je 2 groepen van elk 3 verschillende voorwerpen kunt vormen (een voorwerp hoort maar bij één groep).
    .fingerprint = 2fb1a1070fbe
written-group-bonus_card-score_in_city = Waardeert een bonuspuntenkaart gebouwen in een stad, dan levert hun totale waarde maal jouw waarden voor die stad je overwinningspunten en geld op (verbeteringstegels meegerekend).
    .fingerprint = b8c38f8d8092
written-card-collect_money-score = Aan het einde van het spel is elke 2 geld 1 punt waard.
    .fingerprint = be89abb2d456
written-end = Aan het einde van het spel, na de laatste ronde, tellen de spelers hun punten.
    - De punten op het scorespoor tellen mee.
    - De speler die het einde heeft aangekondigd, krijgt 5 punten.
    - De eindtellingen van de doelkaarten gelden voor elke speler, of hij het doel nu gehaald heeft of niet (zie de kaarten).
    - Voor de bonuspuntenkaart gelden de waarden van de steden op het eigen spelersbord, verbeteringstegels meegerekend (tabel hieronder; „tegel”: met verbeteringstegel).
    - Ten slotte koopt geld punten, naar beneden afgerond. Hoeveel geld een punt kost, staat bij „Aannames die gelden” en op „Verzamel dit bedrag”.
    - De speler met de meeste punten wint. Bij gelijkspel wint de speler met de meeste stenen; wie dan nog gelijk staat, deelt de overwinning.
    | Stad | Punten | Geld | Punten, tegel | Geld, tegel |
    | Livorno | 3 | 0 | 4 | 1 |
    | Pisa | 0 | 3 | 1 | 3 |
    | Lucca | 2 | 0 | 3 | 1 |
    | Viareggio | 0 | 2 | 1 | 2 |
    | Massa | 1 | 0 | 2 | 1 |
    | Lérici | 0 | 1 | 1 | 1 |
    .fingerprint = 1ce337d12ce1
