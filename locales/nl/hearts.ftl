### Hartenjagen (Hearts): weergavenamen van de regel-identifiers (Nederlands).
###
### De waarde van een naam is het zelfstandig naamwoord zoals het midden in een zin
### staat. Grammaticale attributen voor de zinsgenerator:
###   .plural   meervoud
###   .gender   de | het
###   .card     samenstelling voor één kaart
###   .cards    samenstelling voor meer kaarten
###   .face     de naam van één bepaalde kaart, uit haar eigenschappen ($suit, $rank)

game-title = Hartenjagen

## Kleuren (enum `suit`)

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
suit-spades = schoppen
    .plural = schoppen
    .gender = de
    .card = schoppenkaart
    .cards = schoppenkaarten
suit-hearts = harten
    .plural = harten
    .gender = de
    .card = hartenkaart
    .cards = hartenkaarten

## Richtingen om door te geven (enum `pass_direction`)

pass_direction-left = links
pass_direction-right = rechts
pass_direction-across = overkant
pass_direction-hold = geen

## Kaarten

card-playing_card = kaart
    .plural = kaarten
    .gender = de
    .card = kaart
    .cards = kaarten
    .face = { $rank ->
        [11] { $suit }boer
        [12] { $suit }vrouw
        [13] { $suit }heer
        [14] { $suit }aas
       *[other] { $suit } { $rank ->
            [2] twee
            [3] drie
            [4] vier
            [5] vijf
            [6] zes
            [7] zeven
            [8] acht
            [9] negen
           *[10] tien
        }
    }

## Zones

zone-deck = stapel
    .plural = stapels
    .gender = de
zone-hand = hand
    .plural = handen
    .gender = de
# De drie kaarten die een speler doorgeeft, gedekt tot iedereen gekozen heeft.
zone-passed = door te geven kaarten
    .plural = door te geven kaarten
    .gender = de
zone-trick = slag
    .plural = slagen
    .gender = de
# De kaarten van de slagen die een speler deze ronde won.
zone-taken = gewonnen slagen
    .plural = gewonnen slagen
    .gender = de

## Tellers

counter-points = punt
    .plural = punten
    .gender = het

## Fasen van een ronde

phase-deal = Delen
phase-pass = Drie kaarten doorgeven
phase-play = Dertien slagen spelen
phase-score = De ronde tellen

## Beslissingen (vragen aan de speler)

choice-pass_cards = Kies drie kaarten om door te geven.
choice-lead_card = Kies een kaart om mee uit te komen.
choice-play_card = Kies een kaart om bij te spelen.

## Puntencategorieën

category-penalty_points = Strafpunten

## Namen op het overzichtsblad: enums, kaarteigenschappen, variabelen

enum-suit = kleur
    .plural = kleuren
    .gender = de
enum-pass_direction = doorgeefrichting
    .plural = doorgeefrichtingen
    .gender = de
attribute-suit = kleur
    .plural = kleuren
    .gender = de
attribute-rank = rang
    .plural = rangen
    .gender = de
variable-passing = doorgeefrichting
    .plural = doorgeefrichtingen
    .gender = de
procedure-pass_on = de gekozen kaarten doorgeven
procedure-take_trick = de slag nemen
variable-leader = speler die uitkomt
    .plural = spelers die uitkomen
    .gender = de
variable-taker = winnaar van de slag
    .plural = winnaars van de slag
    .gender = de
variable-led_suit = gevraagde kleur
    .plural = gevraagde kleuren
    .gender = de
variable-top_rank = hoogste rang tot nu toe
    .plural = hoogste rangen tot nu toe
    .gender = de
variable-trick_number = nummer van de slag
    .plural = nummers van de slag
    .gender = het
procedure-lead = een kaart uitspelen
procedure-follow = een kaart bijspelen
variable-hearts_played = aantal gespeelde hartenkaarten
    .plural = aantallen gespeelde hartenkaarten
    .gender = het

## Parameters (diff noemt een gewijzigde parameter bij dit label)

param-hand_size = Kaarten per speler
param-pass_cycle = Doorgeefrichtingen, ronde na ronde
param-heart_points = Punten voor een hartenkaart
param-queen_of_spades_points = Punten voor de schoppenvrouw
param-target_score = Punten die het spel beëindigen

## Regels die de zinnen hierboven alleen letterlijk geven (onder "Verdere regels")

param-pass_count = Door te geven kaarten
    .text = In een ronde waarin doorgegeven wordt, geeft elke speler voor de eerste slag { $value } kaarten gedekt door; iedereen kiest ze voordat hij er zelf krijgt.
param-first_trick_points_allowed = Punten in de eerste slag
    .text = { $value ->
        [true] Hartenkaarten en de schoppenvrouw mogen in de eerste slag gespeeld worden.
       *[other] In de eerste slag mag geen hartenkaart en niet de schoppenvrouw gespeeld worden, tenzij een speler niets anders heeft.
    }
param-queen_breaks_hearts = De schoppenvrouw breekt harten
    .text = { $value ->
        [true] Harten zijn gebroken zodra er een hartenkaart of de schoppenvrouw gespeeld is; tot dan mag niemand met harten uitkomen, tenzij hij alleen nog harten heeft.
       *[other] Harten zijn gebroken zodra er een hartenkaart gespeeld is; tot dan mag niemand met harten uitkomen, tenzij hij alleen nog harten heeft.
    }
param-moon_scoring = De maan schieten
    .text = { $value ->
        [shooter_subtracts] Wie in één ronde alle dertien hartenkaarten en de schoppenvrouw wint, schiet de maan: die speler trekt 26 punten van zijn score af, en de anderen krijgen die ronde niets.
       *[other] Wie in één ronde alle dertien hartenkaarten en de schoppenvrouw wint, schiet de maan: die speler krijgt die ronde niets, en elke andere speler krijgt 26 punten.
    }
param-jack_of_diamonds_bonus = Ruitenboer
    .text = { $value ->
        [0] De ruitenboer telt niet, net als alle kaarten behalve de hartenkaarten en de schoppenvrouw.
       *[other] Wie de ruitenboer wint, krijgt { $value } punten minder.
    }

## Aannames die gelden (op het overzichtsblad)

param-tie_for_lowest = Gelijke stand voor de laagste score
    .text = { $value ->
        [share] Spelers die samen de laagste score hebben, winnen samen.
       *[other] Hebben spelers samen de laagste score, dan worden er rondes bijgespeeld tot één speler alleen de laagste score heeft.
    }

## Geschreven regeltekst (naar docs/games/hearts.md en de regels; .fingerprint: de regelcode
## waarvoor hij geschreven is, zie `rulewright fingerprints hearts`)

written-phase-deal = Deel alle kaarten: elke speler krijgt er 13. Harten zijn nog niet gebroken.
    .fingerprint = 8b3f4c323c2f
written-phase-pass = Voor de eerste slag geeft elke speler drie kaarten uit zijn hand door:
    - In de eerste ronde aan zijn linkerbuurman, in de tweede aan zijn rechterbuurman, in de derde aan de speler tegenover hem. In de vierde ronde wordt niet doorgegeven; daarna begint het opnieuw.
    - Iedereen kiest zijn drie kaarten voordat iemand de doorgegeven kaarten krijgt.
    .states = pass_count
    .fingerprint = aa218f2d3eed
written-phase-play = Wie klaveren twee heeft, komt daarmee uit in de eerste slag. Er worden dertien slagen gespeeld; de anderen spelen om de beurt met de klok mee:
    - Beken kleur als je kunt; anders mag je elke kaart spelen. In de eerste slag mag je geen harten en niet de schoppenvrouw spelen, tenzij je niets anders hebt.
    - Je mag pas met harten uitkomen als harten gebroken zijn (er is een harten gespeeld), tenzij je alleen nog harten hebt.
    - De hoogste kaart in de gevraagde kleur wint de slag; wie de slag wint, komt uit in de volgende.
    .states = first_trick_points_allowed queen_breaks_hearts
    .fingerprint = e289f7365cfc
written-phase-score = Elke speler krijgt 1 strafpunt voor elke harten in zijn gewonnen slagen, en 13 voor de schoppenvrouw.
    - De maan schieten: wie alle dertien harten en de schoppenvrouw heeft gewonnen, krijgt voor deze ronde niets, en elke andere speler krijgt 26 punten.
    - Daarna worden alle kaarten geschud voor de volgende ronde.
    .states = moon_scoring
    .fingerprint = 6d637fc9c690
