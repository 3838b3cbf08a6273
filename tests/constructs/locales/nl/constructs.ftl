### Constructs: namen van een testregelset die elke constructie van de regeltaal gebruikt.

game-title = Constructies

colour-red = rood
    .plural = rode
    .card = rode kaart
    .cards = rode kaarten
colour-blue = blauw
    .plural = blauwe
enum-colour = kleur
    .plural = kleuren

attribute-colour = kleur
    .plural = kleuren
attribute-strength = sterkte
    .plural = sterktes
attribute-shiny = glans
    .plural = glans

group-tool = gereedschapskaart
    .plural = gereedschapskaarten
action-use = gebruik

card-gem = edelsteen
    .plural = edelstenen
    .card = edelsteen
    .cards = edelstenen
    .face = { $colour } edelsteen van sterkte { $strength }
card-token = fiche
    .plural = fiches
    .card = fiche
    .cards = fiches

zone-deck = trekstapel
    .plural = trekstapels
zone-market = markt
    .plural = markten
zone-discard_pile = aflegstapel
    .plural = aflegstapels
zone-hand = hand
    .plural = handen
zone-tableau = uitstalling
    .plural = uitstallingen
zone-board = bord
    .plural = borden
    .gender = het

counter-coins = munt
    .plural = munten
counter-track = stap op het spoor
    .plural = stappen op het spoor
counter-done = klaar
    .plural = klaar
counter-pot = munt in de pot
    .plural = munten in de pot

variable-leader = leider
    .plural = leiders
variable-open = open
    .plural = open
variable-level = niveau
    .plural = niveaus
    .gender = het
variable-shade = tint
    .plural = tinten

procedure-gain = munten krijgen

phase-statements = Opdrachten
phase-turns = Beurten
phase-actions = Acties
phase-expressions = Uitdrukkingen

choice-pick = Kies een kaart.
choice-picks = Kies kaarten.
choice-go_on = Doorgaan?

category-points = Punten

param-limit = Grens
param-bonus = Bonus
param-prices = Prijzen
param-steps = Stappen
param-order = Volgorde
param-strict = Streng
param-mode = Modus
