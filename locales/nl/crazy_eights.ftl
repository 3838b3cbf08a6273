### Crazy Eights: weergavenamen van de regel-identifiers (Nederlands).
###
### De waarde van een naam is het zelfstandig naamwoord in het enkelvoud, zoals het
### midden in een zin staat. Grammaticale attributen voor de zinsgenerator:
###   .plural   meervoud
###   .gender   lidwoord: de | het
###   .card     samenstelling voor één kaart met deze waarde ("een harten", "een acht")
###   .cards    samenstelling voor meer kaarten ("harten", "achten")
###   .face     de naam van één bepaalde kaart, uit haar eigenschappen ($suit, $rank)
### Het spel heet ook in het Nederlands "Crazy Eights" (pestenkaartspel.nl: "Crazy Eights
### (US Pesten)"); een vaste Nederlandse naam bestaat niet. Termen zoals bij Pesten:
### trekstapel, aflegstapel, kleur, een kleur kiezen.

game-title = Crazy Eights

## Kleuren (enum `suit`)

enum-suit = kleur
    .plural = kleuren
    .gender = de
attribute-suit = kleur
    .plural = kleuren
    .gender = de
suit-clubs = klaveren
    .plural = klaveren
    .gender = de
    .card = klaverenkaart
    .cards = klaverenkaarten
suit-diamonds = ruiten
    .plural = ruiten
    .gender = de
    .card = ruitenkaart
    .cards = ruitenkaarten
suit-hearts = harten
    .plural = harten
    .gender = de
    .card = hartenkaart
    .cards = hartenkaarten
suit-spades = schoppen
    .plural = schoppen
    .gender = de
    .card = schoppenkaart
    .cards = schoppenkaarten

## Waarden (enum `rank`)

enum-rank = waarde
    .plural = waarden
    .gender = de
attribute-rank = waarde
    .plural = waarden
    .gender = de
rank-ace = aas
    .plural = azen
    .gender = de
    .card = aas
    .cards = azen
rank-two = twee
    .plural = tweeën
    .gender = de
    .card = twee
    .cards = tweeën
rank-three = drie
    .plural = drieën
    .gender = de
    .card = drie
    .cards = drieën
rank-four = vier
    .plural = vieren
    .gender = de
    .card = vier
    .cards = vieren
rank-five = vijf
    .plural = vijven
    .gender = de
    .card = vijf
    .cards = vijven
rank-six = zes
    .plural = zessen
    .gender = de
    .card = zes
    .cards = zessen
rank-seven = zeven
    .plural = zevens
    .gender = de
    .card = zeven
    .cards = zevens
rank-eight = acht
    .plural = achten
    .gender = de
    .card = acht
    .cards = achten
rank-nine = negen
    .plural = negens
    .gender = de
    .card = negen
    .cards = negens
rank-ten = tien
    .plural = tienen
    .gender = de
    .card = tien
    .cards = tienen
rank-jack = boer
    .plural = boeren
    .gender = de
    .card = boer
    .cards = boeren
rank-queen = vrouw
    .plural = vrouwen
    .gender = de
    .card = vrouw
    .cards = vrouwen
rank-king = heer
    .plural = heren
    .gender = de
    .card = heer
    .cards = heren

## De kaarten

card-playing_card = kaart
    .plural = kaarten
    .gender = de
    .card = kaart
    .cards = kaarten
    .face = { $suit } { $rank }

## Stapels

zone-stock = trekstapel
    .plural = trekstapels
    .gender = de
# De bovenste kaart van de aflegstapel, waarop gespeeld wordt.
zone-face_up = open kaart
    .plural = open kaarten
    .gender = de
# De gespeelde kaarten onder de open kaart.
zone-discard_pile = aflegstapel
    .plural = aflegstapels
    .gender = de
zone-hand = hand
    .plural = handen
    .gender = de

## Tellers en variabelen

counter-points = punt
    .plural = punten
    .gender = het
# Hoe vaak een speler heeft gepast sinds de laatst gespeelde kaart.
counter-passes = pas
    .plural = passen
    .gender = de
variable-dealer = gever
    .plural = gevers
    .gender = de
variable-suit_to_follow = te volgen kleur
    .plural = te volgen kleuren
    .gender = de

## Fasen van een ronde

phase-deal = Delen
phase-play = Spelen
phase-score = De ronde tellen

## Beslissingen (vragen aan de speler)

choice-play_or_draw = Speel een kaart, of trek er een van de trekstapel.
choice-play_a_card = Een kaart spelen.
choice-draw_a_card = Een kaart van de trekstapel trekken.
choice-card_to_play = Kies de kaart die je speelt.
choice-name_suit = Kies de kleur die de volgende speler moet volgen.

## Terugkerende stappen (procedures), op het overzicht met een label

procedure-draw_cards = Trek van de trekstapel
procedure-play_or_pass = Speel een passende kaart, of pas
procedure-play_card = Speel een kaart

## Puntencategorieën

category-hand_points = Punten uit de rondes

## Parameters: een kort label (diff noemt ze zo); .text waar een regel op het overzicht helpt

param-hand_size = Kaarten per speler
param-bury_starter_eight = Een acht als startkaart
    .text = { $value ->
        [true] Wordt als startkaart een acht omgedraaid, dan gaat die onder de trekstapel en wordt de volgende kaart omgedraaid.
       *[other] Wordt als startkaart een acht omgedraaid, dan blijft die liggen: de kleur ervan wordt gevolgd.
    }
param-draw_limit = Trekken
    .text = { $value ->
        [0] Wie niet kan spelen, trekt tot hij wel kan, of tot de trekstapel op is.
        [1] Wie niet kan spelen, trekt één kaart en past als ook die niet gespeeld kan worden.
       *[other] Wie niet kan spelen, trekt tot { $value } kaarten en past als geen ervan gespeeld kan worden.
    }
param-may_draw_instead_of_playing = Trekken in plaats van spelen
    .text = { $value ->
        [true] Je mag van de trekstapel trekken, ook als je een kaart hebt die je kunt spelen.
       *[other] Je trekt alleen als je geen kaart kunt spelen.
    }
param-reshuffle_discards = Lege trekstapel
    .text = { $value ->
        [true] Is de trekstapel op, dan worden de kaarten van de aflegstapel, op de bovenste na, geschud tot een nieuwe trekstapel.
       *[other] Is de trekstapel op, dan past wie niet kan spelen.
    }
param-card_points = Kaartwaarden
    .text = Kaarten die in de hand blijven tellen: elke acht 50, elke heer, vrouw, boer en tien 10, elke aas 1, de andere hun getal.
param-target_score = Doel

## Aannames (op het overzicht vermeld)

assumption-blocked_hand_scoring = Zit de ronde vast (de trekstapel is op en niemand kan spelen), dan krijgt de speler met de laagste hand het verschil met elke andere hand; spelers die gelijk staan met de laagste hand krijgen dat elk.
assumption-dealer_rotates = Na elke ronde gaat het geven naar links; de speler links van de gever begint.
assumption-winner_most_points = Wie aan het eind de meeste punten heeft, wint.

## Geschreven regeltekst (naar docs/games/crazy_eights.md en de regels; .fingerprint: de
## regelcode waarvoor hij geschreven is, zie `rulewright fingerprints crazy_eights`)

written-phase-deal = Verzamel alle kaarten en schud ze. Deel, te beginnen bij de speler links van de gever, elke speler zeven kaarten bij twee spelers en vijf bij drie tot vijf spelers.
    - Draai de bovenste kaart van de trekstapel om als open kaart. Is het een acht, leg die dan onder de trekstapel en draai de volgende kaart om.
    .states = bury_starter_eight
    .fingerprint = 549d37796fe6
written-phase-play = De spelers zijn om de beurt aan zet, met de klok mee, te beginnen bij de speler links van de gever. Als je aan zet bent:
    - Speel een passende kaart op de open kaart: dezelfde kleur als de te volgen kleur of dezelfde waarde als de open kaart, of een acht. De te volgen kleur is dan de kleur van jouw kaart.
    - Speel je een acht, noem dan de kleur die de volgende speler moet volgen.
    - Past er geen kaart, trek dan één voor één kaarten van de trekstapel tot er een past, en speel die. Je mag ook trekken als er wel een kaart past.
    - Past er geen kaart en is de trekstapel leeg, dan pas je.
    - De ronde zit vast als de trekstapel leeg is en elke speler heeft gepast sinds de laatste gespeelde kaart.
    .states = draw_limit may_draw_instead_of_playing reshuffle_discards
    .fingerprint = 60fd88807424
written-phase-score = Wie al zijn kaarten kwijt is, krijgt punten voor de kaarten die de anderen nog in hun hand hebben: elke acht 50, elke heer, vrouw, boer en tien 10, elke aas 1, de andere hun getal.
    - Zat de ronde vast, dan krijgt in plaats daarvan de speler met de laagste hand het verschil tussen de hand van elke andere speler en zijn eigen hand. Spelers die samen de laagste hand hebben, krijgen dat elk.
    - Daarna gaat het delen over naar links.
    .states = card_points
    .fingerprint = 1277aa3f92d0
