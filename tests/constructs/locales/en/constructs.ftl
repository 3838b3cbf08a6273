### Constructs: names of a test ruleset that uses every construct of the rules language.

game-title = Constructs

colour-red = red
    .plural = reds
    .card = red card
    .cards = red cards
colour-blue = blue
    .plural = blues
enum-colour = colour
    .plural = colours

attribute-colour = colour
    .plural = colours
attribute-strength = strength
    .plural = strengths
attribute-shiny = shine
    .plural = shine

group-tool = tool card
    .plural = tool cards
action-use = use

card-gem = gem
    .plural = gems
    .card = gem
    .cards = gems
    .face = { $colour } gem of strength { $strength }
card-token = token
    .plural = tokens
    .card = token
    .cards = tokens

zone-deck = deck
    .plural = decks
zone-market = market
    .plural = markets
zone-discard_pile = discard pile
    .plural = discard piles
zone-hand = hand
    .plural = hands
zone-tableau = tableau
    .plural = tableaus
zone-board = board
    .plural = boards

counter-coins = coin
    .plural = coins
counter-track = step on the track
    .plural = steps on the track
counter-done = done
    .plural = done
counter-pot = coin in the pot
    .plural = coins in the pot

variable-leader = leader
    .plural = leaders
variable-open = open
    .plural = open
variable-level = level
    .plural = levels
variable-shade = shade
    .plural = shades

procedure-gain = gain coins

phase-statements = Statements
phase-turns = Turns
phase-actions = Actions
phase-expressions = Expressions

choice-pick = Choose a card.
choice-picks = Choose cards.
choice-go_on = Go on?

category-points = Points

param-limit = Limit
param-bonus = Bonus
param-prices = Prices
param-steps = Steps
param-order = Order
param-strict = Strict
param-mode = Mode
