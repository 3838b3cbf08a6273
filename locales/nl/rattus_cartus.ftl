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
# Gebouwenkaarten die dit spel niet meedoen, gaan terug in de doos.
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
choice-peek_nun = Kies een kaart uit de Nonnen-rij om te bekijken.

## Puntentelling (kopjes van de eindscore)

category-class_majority = Meeste invloedspunten per klasse
category-hand_majority = Meeste bevolkingskaarten en jokers in de hand
category-special_majority = Meeste kaarten van een speciale soort
category-gold_majority = Goud
category-victory_tokens = Puntenfiches
