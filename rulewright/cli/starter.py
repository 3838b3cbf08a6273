"""The files of the starter game that `rulewright new NAME` writes (see new_command.py).

A tiny but complete game that shows each part of a ruleset once: a parameter with its reason, a
card attribute, zones, counters, a decision, a phase, setup and end_of_game, one executable
example, and its names in English, Dutch and German. `__NAME__` is the ruleset's name and
`__TITLE__` its title; the schema modelines point at the copies in `.schemas/`.
"""
from __future__ import annotations

RULESET = """\
# yaml-language-server: $schema=.schemas/ruleset.schema.json
# __TITLE__: a small game to start from, made by `rulewright new`.
# Each round every player draws two cards from the deck and plays one of them face up; a card
# of strength 7 or more wins a trophy. After the last round, each trophy is a point.
#   rulewright validate __NAME__     check the rules and their translations
#   rulewright test __NAME__         run the examples in examples/
#   rulewright play __NAME__ --players 2 --agents human,random
#   rulewright sheet __NAME__ --lang en -o __NAME__.en.html
# The rules language is described in docs/language.md of rulewright.
ruleset:
  name: __NAME__
  version: 1
  players: {min: 2, max: 5}
  locales:
    dir: locales              # locales/<language>/__NAME__.ftl, inside this folder
    resource: __NAME__
    languages: [__LANGUAGES__]

parameters:
  rounds_to_play:
    value: 5
    reason: five rounds keep a game short
  strength_to_win:
    value: 7
    reason: a card of 7 or more wins a trophy, so drawing well matters
  cards_drawn:
    value: 2
    reason: with two cards in hand a player has a choice to make

card_attributes:
  strength: {type: int, default: 0}

zones:
  deck: {visibility: hidden}
  hand: {per_player: true, visibility: owner, hand: true}
  played: {per_player: true, visibility: public}

counters:
  trophies: {per_player: true, start: 0, min: 0, visibility: public}
  round_strength: {per_player: true, start: 0, min: 0, visibility: public}

decisions: [play_card]
scoring_categories: [trophy_points]

cards:
  number_card:
    starts_in: deck
    copies:
      - {strength: {from: 1, to: 10}}     # one card of each strength from 1 to 10

setup: |
  shuffle(deck)

rounds: rounds_to_play

phases:
  - name: play_round
    do: |
      for p in players {
        draw(deck, cards_drawn, to=p.hand)
      }
      for p in players {
        move([choose(p, p.hand, as=play_card)], p.played)
        p.round_strength = sum(p.played, c -> c.strength)
      }
      for p in players {
        if p.round_strength >= strength_to_win {
          p.trophies += 1
        }
      }
      # every card goes back into the deck for the next round
      for p in players {
        move(p.hand, deck)
        move(p.played, deck)
      }
      shuffle(deck)

end_of_game: |
  for p in players {
    score(p, trophy_points, p.trophies)
  }
  declare_winners(most(players, p -> total_score(p)))
"""

EXAMPLE = """\
# yaml-language-server: $schema=../.schemas/examples.schema.json
# Executable examples: `rulewright test __NAME__` runs them. Each one sets up a situation, runs
# a phase (or some rule code) with scripted decisions, and checks the outcome.
examples:
  - name: A card of strength 7 or more wins a trophy, a weaker one does not
    players: 2
    setup:
      zones:
        # the deck, top card first: players[0] draws 9 and 3, players[1] draws 7 and 2
        deck: [{kind: number_card, strength: 9}, {kind: number_card, strength: 3},
               {kind: number_card, strength: 7}, {kind: number_card, strength: 2},
               {kind: number_card, strength: 1}, {kind: number_card, strength: 4},
               {kind: number_card, strength: 5}, {kind: number_card, strength: 6},
               {kind: number_card, strength: 8}, {kind: number_card, strength: 10}]
    phase: play_round
    decisions:
      - [0]        # players[0] plays the first card of their hand: strength 9
      - [1]        # players[1] plays the second: strength 2
    expect:
      players:
        - counters: {trophies: 1, round_strength: 9}
        - counters: {trophies: 0, round_strength: 2}
      zones: {deck: 10}
"""

LOCALES = {
    "en": """\
### __TITLE__: the names of the rule identifiers (English).
### The value of a name is the noun as it appears inside a sentence; the reference sheet and
### the narration build their sentences from it. Attributes:
###   .plural   the plural of the noun
###   .card     one card of this kind ("a number card"), .cards several ("two number cards")
### rulewright's own sentences (engine.ftl, sheet.ftl, report.ftl) come from the package; a
### file of that name in this folder replaces the package's.

game-title = __TITLE__

card-number_card = number card
    .plural = number cards
    .card = number card
    .cards = number cards

zone-deck = deck
    .plural = decks
zone-hand = hand
    .plural = hands
zone-played = pile of played cards
    .plural = piles of played cards

counter-trophies = trophy
    .plural = trophies
counter-round_strength = strength this round
    .plural = strength this round

attribute-strength = strength
    .plural = strength
    .value = strength { $value }

phase-play_round = Play a card

choice-play_card = Choose the card you play face up.

category-trophy_points = Trophies

param-rounds_to_play = Rounds
param-strength_to_win = Strength that wins a trophy
param-cards_drawn = Cards drawn each round
""",
    "nl": """\
### __TITLE__: de namen van de regel-identifiers (Nederlands).
### De waarde van een naam is het zelfstandig naamwoord zoals het midden in een zin staat;
### het overzichtsblad en de verteller bouwen er hun zinnen mee. Attributen:
###   .plural   het meervoud
###   .gender   de | het
###   .card     één kaart van deze soort, .cards meerdere
### De eigen zinnen van rulewright (engine.ftl, sheet.ftl, report.ftl) komen uit het pakket;
### een bestand met die naam in deze map vervangt dat van het pakket.

game-title = __TITLE__

card-number_card = getalkaart
    .plural = getalkaarten
    .gender = de
    .card = getalkaart
    .cards = getalkaarten

zone-deck = trekstapel
    .plural = trekstapels
    .gender = de
zone-hand = hand
    .plural = handen
    .gender = de
zone-played = stapel gespeelde kaarten
    .plural = stapels gespeelde kaarten
    .gender = de

counter-trophies = trofee
    .plural = trofeeën
    .gender = de
counter-round_strength = kracht deze ronde
    .plural = kracht deze ronde
    .gender = de

attribute-strength = kracht
    .plural = kracht
    .gender = de
    .value = kracht { $value }

phase-play_round = Een kaart spelen

choice-play_card = Kies de kaart die je open speelt.

category-trophy_points = Trofeeën

param-rounds_to_play = Rondes
param-strength_to_win = Kracht die een trofee oplevert
param-cards_drawn = Kaarten getrokken per ronde
""",
    "de": """\
### __TITLE__: die Namen der Regel-Bezeichner (Deutsch).
### Der Wert eines Namens ist das Substantiv im Nominativ Singular, so wie es mitten im Satz
### steht; Übersicht und Erzählung bilden ihre Sätze daraus. Attribute:
###   .plural   Plural (Nominativ)
###   .gender   masc | fem | neut
###   .card     eine Karte dieser Art, .cards mehrere
### Die eigenen Sätze von rulewright (engine.ftl, sheet.ftl, report.ftl) kommen aus dem Paket;
### eine Datei dieses Namens in diesem Ordner ersetzt die des Pakets.

game-title = __TITLE__

card-number_card = Zahlenkarte
    .plural = Zahlenkarten
    .gender = fem
    .card = Zahlenkarte
    .cards = Zahlenkarten

zone-deck = Nachziehstapel
    .plural = Nachziehstapel
    .gender = masc
zone-hand = Hand
    .plural = Hände
    .gender = fem
zone-played = Stapel ausgespielter Karten
    .plural = Stapel ausgespielter Karten
    .gender = masc

counter-trophies = Trophäe
    .plural = Trophäen
    .gender = fem
counter-round_strength = Stärke in dieser Runde
    .plural = Stärke in dieser Runde
    .gender = fem

attribute-strength = Stärke
    .plural = Stärke
    .gender = fem
    .value = Stärke { $value }

phase-play_round = Eine Karte ausspielen

choice-play_card = Wähle die Karte, die du offen ausspielst.

category-trophy_points = Trophäen

param-rounds_to_play = Runden
param-strength_to_win = Stärke, die eine Trophäe bringt
param-cards_drawn = Gezogene Karten pro Runde
""",
}

LANGUAGES = tuple(LOCALES)


def render(text: str, name: str, title: str, languages: list[str]) -> str:
    return (text.replace("__NAME__", name).replace("__TITLE__", title)
            .replace("__LANGUAGES__", ", ".join(languages)))
