### Constructs: egy tesztszabálykészlet nevei, amely a szabálynyelv minden szerkezetét használja.

game-title = Szerkezetek

colour-red = piros
    .plural = pirosak
    .card = piros lap
    .cards = piros lapok
colour-blue = kék
    .plural = kékek
enum-colour = szín
    .plural = színek

attribute-colour = szín
    .plural = színek
attribute-strength = erő
    .plural = erők
attribute-shiny = csillogás
    .plural = csillogás

group-tool = eszközkártya
    .plural = eszközkártyák
action-use = használat

card-gem = drágakő
    .plural = drágakövek
    .card = drágakő
    .cards = drágakövek
    .face = { $strength } erejű { $colour } drágakő
card-token = korong
    .plural = korongok
    .card = korong
    .cards = korongok

zone-deck = húzópakli
    .plural = húzópaklik
zone-market = piac
    .plural = piacok
zone-discard_pile = dobópakli
    .plural = dobópaklik
zone-hand = kéz
    .plural = kezek
zone-tableau = kirakott lapok
    .plural = kirakott lapok
zone-board = tábla
    .plural = táblák

counter-coins = érme
    .plural = érmék
counter-track = lépés a sávon
    .plural = lépések a sávon
counter-done = kész
    .plural = kész
counter-pot = érme a kasszában
    .plural = érmék a kasszában

variable-leader = vezető
    .plural = vezetők
variable-open = nyitott
    .plural = nyitott
variable-level = szint
    .plural = szintek
variable-shade = árnyalat
    .plural = árnyalatok

procedure-gain = érméket kap

phase-statements = Utasítások
phase-turns = Körök
phase-actions = Akciók
phase-expressions = Kifejezések

choice-pick = Válassz egy lapot.
choice-picks = Válassz lapokat.
choice-go_on = Tovább?

category-points = Pontok

param-limit = Határ
param-bonus = Bónusz
param-prices = Árak
param-steps = Lépcsők
param-order = Sorrend
param-strict = Szigorú
param-mode = Mód
