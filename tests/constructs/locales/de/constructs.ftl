### Constructs: Namen eines Test-Regelwerks, das jedes Konstrukt der Regelsprache verwendet.

game-title = Konstrukte

colour-red = Rot
    .plural = Rote
    .card = rote Karte
    .cards = rote Karten
colour-blue = Blau
    .plural = Blaue
enum-colour = Farbe
    .plural = Farben
    .gender = fem

attribute-colour = Farbe
    .plural = Farben
    .gender = fem
attribute-strength = Stärke
    .plural = Stärken
    .gender = fem
attribute-shiny = Glanz
    .plural = Glanz
    .gender = masc

group-tool = Werkzeugkarte
    .plural = Werkzeugkarten
    .gender = fem
action-use = Einsatz
    .gender = masc

card-gem = Edelstein
    .plural = Edelsteine
    .card = Edelstein
    .cards = Edelsteine
    .gender = masc
    .face = { $colour }-Edelstein der Stärke { $strength }
card-token = Plättchen
    .plural = Plättchen
    .card = Plättchenkarte
    .cards = Plättchenkarten
    .gender = neut
    .card-gender = fem

zone-deck = Nachziehstapel
    .plural = Nachziehstapel
    .gender = masc
zone-market = Markt
    .plural = Märkte
    .gender = masc
    .gen = Markts
zone-discard_pile = Ablagestapel
    .plural = Ablagestapel
    .gender = masc
zone-hand = Hand
    .plural = Hände
    .gender = fem
zone-tableau = Auslage
    .plural = Auslagen
    .gender = fem
zone-board = Tableau
    .plural = Tableaus
    .gender = neut

counter-coins = Münze
    .plural = Münzen
    .gender = fem
counter-track = Schritt auf der Leiste
    .plural = Schritte auf der Leiste
    .gender = masc
counter-done = Erledigt
    .plural = Erledigt
    .gender = neut
counter-pot = Münze im Topf
    .plural = Münzen im Topf
    .gender = fem

variable-leader = Anführer
    .plural = Anführer
    .gender = masc
variable-open = offen
    .plural = offen
    .gender = neut
variable-level = Stufe
    .plural = Stufen
    .gender = fem
variable-shade = Farbton
    .plural = Farbtöne
    .gender = masc

procedure-gain = Münzen bekommen

phase-statements = Anweisungen
phase-turns = Züge
phase-actions = Aktionen
phase-expressions = Ausdrücke

choice-pick = Wähle eine Karte.
choice-picks = Wähle Karten.
choice-go_on = Weiter?

category-points = Punkte

param-limit = Grenze
param-bonus = Bonus
param-prices = Preise
param-steps = Stufen
param-order = Reihenfolge
param-strict = Streng
param-mode = Modus
