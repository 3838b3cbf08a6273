### Rattus Cartus: display names of the rule identifiers (English).
###
### The value of a name is the singular noun, written as it appears inside a
### sentence. Grammatical attributes for the sentence generator:
###   .plural   plural of the noun
###   .card     compound for one card of this kind   ("a Sword card")
###   .cards    compound for several cards           ("two Sword cards")
###   .gender   nl: de | het; de: masc | fem | neut  (not in English)
###   .letter   letter of a phase (A-E)
### Titles and prompts (game title, phases, decisions, scoring categories) are
### not nouns and have no grammatical attributes.
### Terms follow the official English rulebook (premium action, standard action,
### Guard Tower, Bourgeoisie, Peasantry, Chivalry).

game-title = Rattus Cartus

## Classes (enum `class`)

class-peasantry = Peasantry
    .plural = Peasantries
    .card = Peasantry card
    .cards = Peasantry cards
class-bourgeoisie = Bourgeoisie
    .plural = Bourgeoisies
    .card = Bourgeoisie card
    .cards = Bourgeoisie cards
class-church = Church
    .plural = Churches
    .card = Church card
    .cards = Church cards
class-chivalry = Chivalry
    .plural = Chivalries
    .card = Chivalry card
    .cards = Chivalry cards
class-magic = Magic
    .plural = Magic
    .card = Magic card
    .cards = Magic cards
class-royalty = Royalty
    .plural = Royalties
    .card = Royalty card
    .cards = Royalty cards

## Card kinds: population, Joker and special cards

card-population = population card
    .plural = population cards
    .card = population card
    .cards = population cards
card-joker = Joker
    .plural = Jokers
    .card = Joker card
    .cards = Joker cards
card-sword = Sword
    .plural = Swords
    .card = Sword card
    .cards = Sword cards
card-flute = Flute
    .plural = Flutes
    .card = Flute card
    .cards = Flute cards
card-pass = Pass
    .plural = Passes
    .card = Pass card
    .cards = Pass cards
card-gold = Gold
    .plural = Gold
    .card = Gold card
    .cards = Gold cards

## Card kinds: buildings

card-guard_tower = Guard Tower
    .plural = Guard Towers
    .card = Guard Tower card
    .cards = Guard Tower cards
card-castle = Castle
    .plural = Castles
    .card = Castle card
    .cards = Castle cards
card-palace = Palace
    .plural = Palaces
    .card = Palace card
    .cards = Palace cards
card-treasury = Treasury
    .plural = Treasuries
    .card = Treasury card
    .cards = Treasury cards
card-monastery = Monastery
    .plural = Monasteries
    .card = Monastery card
    .cards = Monastery cards
card-hospital = Hospital
    .plural = Hospitals
    .card = Hospital card
    .cards = Hospital cards
card-office = Office
    .plural = Offices
    .card = Office card
    .cards = Office cards
card-marketplace = Marketplace
    .plural = Marketplaces
    .card = Marketplace card
    .cards = Marketplace cards
card-farm = Farm
    .plural = Farms
    .card = Farm card
    .cards = Farm cards
card-brewery = Brewery
    .plural = Breweries
    .card = Brewery card
    .cards = Brewery cards
card-fortune_tellers_tent = Fortune-teller's Tent
    .plural = Fortune-teller's Tents
    .card = Fortune-teller's Tent card
    .cards = Fortune-teller's Tent cards
card-rat_catchers_hut = Rat Catcher's Hut
    .plural = Rat Catcher's Huts
    .card = Rat Catcher's Hut card
    .cards = Rat Catcher's Hut cards

## Card groups

group-building = building card
    .plural = building cards
    .card = building card
    .cards = building cards
group-special = special card
    .plural = special cards
    .card = special card
    .cards = special cards
## Zones

zone-population_deck = population deck
    .plural = population decks
zone-population_discard = population discard pile
    .plural = population discard piles
zone-nun_row = Nun-row
    .plural = Nun-rows
# Building cards not used in this game go back into the box.
zone-building_box = game box
    .plural = game boxes
zone-building_deck = building deck
    .plural = building decks
# The building cards on display this round.
zone-building_row = building row
    .plural = building rows
zone-building_discard = building discard pile
    .plural = building discard piles
zone-joker_supply = Joker supply
    .plural = Joker supplies
zone-sword_supply = Sword supply
    .plural = Sword supplies
zone-flute_supply = Flute supply
    .plural = Flute supplies
zone-pass_supply = Pass supply
    .plural = Pass supplies
zone-gold_supply = Gold supply
    .plural = Gold supplies
zone-hand = hand
    .plural = hands
# The cards a player played face down at a building.
zone-played = pile of played cards
    .plural = piles of played cards
    .measure = { $number ->
        [one] played
       *[other] played
    } { $dir ->
        [most] the most { $what }
        [fewest] the fewest { $what }
       *[some] at least one { $what_one }
    }

## Counters

counter-rats = rat
    .plural = rats
counter-vp_tokens = victory point token
    .plural = victory point tokens
counter-vp_pool = victory point token supply
    .plural = victory point token supplies
counter-influence = influence point
    .plural = influence points
counter-influence_this_round = influence point earned this round
    .plural = influence points earned this round

## Phases of a round

phase-draw_buildings = Draw new building cards
    .letter = A
phase-supplies = Supplies
    .letter = B
phase-enter_buildings = Enter buildings and play population cards
    .letter = C
phase-resolve_buildings = Resolve buildings
    .letter = D
phase-end_of_round = End of the round
    .letter = E

## Actions: on building cards, and on special cards when they are resolved

action-premium = premium action
    .plural = premium actions
action-standard = standard action
    .plural = standard actions
action-supply = supply
    .plural = supplies
action-resolve = resolution
    .plural = resolutions

## Decisions (prompts addressed to the player)

choice-choose_supply = Choose a building whose supply you take.
choice-enter_or_pass = Enter a building now, or play a Pass card.
choice-enter_building = Choose a building to enter.
choice-play_pass = Play a Pass card to let the next player go first.
choice-play_cards = Choose the cards you play face down at this building.
choice-give_cards = Choose the cards you give away.
choice-sword_victim = Choose which of the tied players must give you half of their hand.
choice-flute_victim = Choose which of the tied players receives the rat.
choice-hospital_discard = Choose cards to discard: you discard one rat for each card.
choice-peek_nun = Choose a card of the Nun-row to look at.

## Scoring categories (headings of the final score)

category-class_majority = Influence majorities
category-hand_majority = Most population cards and Jokers in hand
category-special_majority = Most cards of a special kind
category-gold_majority = Gold
category-victory_tokens = Victory point tokens

## Names the reference sheet prints: enums, card attributes, variables

enum-class = class
    .plural = classes
attribute-class = class
    .plural = classes
attribute-nuns = nun
    .plural = nuns
attribute-influence = influence
    .plural = influence
attribute-playable = playable card
    .plural = playable cards
attribute-advised_against_for_two = building advised against with two players
    .plural = buildings advised against with two players
variable-start_player = start player
    .plural = start players

## Rulebook parameters without a line on the sheet: a short label (diff names them by it)

param-rounds_by_players = Rounds
param-starting_rats = Rats at the start
param-hand_size = Cards in hand at the start
param-nun_row_size = Cards in the nun row
param-nobody_survives_fewest_rats_wins = Nobody survives the plague

## Assumptions in force (listed on the reference sheet)
## param-<name>: a short label; .text: one line, chosen by the parameter's $value
## (true/false, a number, an option's name, or the text of a table by player count).

param-vp_token_value = Victory point tokens
    .text = { $value ->
        [1] A victory point token is worth one point.
       *[other] A victory point token is worth { $value } points.
    }
param-buildings_per_round = Buildings per round
    .text = Building cards on display each round: { $value }.
param-building_selection = Building deck
    .text = { $value ->
        [one_building_per_class] The building deck holds all five copies of one random building of each class.
       *[other] The building deck holds five random building cards of each class.
    }
param-supply_draw = Supply
    .text = { $value ->
        [1] The supply of every building is one population card.
       *[other] The supply of every building is { $value } population cards.
    }
param-premium_tie_first_entrant = Tie for the premium action
    .text = { $value ->
        [true] On a tie for the premium action, the tied player who entered the building first takes it.
       *[other] On a tie for the premium action, nobody takes it.
    }
param-premium_needs_a_card = Premium action needs a card
    .text = { $value ->
        [true] Only a player who played at least one population card or Joker can take the premium action.
       *[other] A player who played no population card or Joker can still take the premium action.
    }
param-reshuffle_population_discard = Empty population deck
    .text = { $value ->
        [true] When the population deck runs out, its discard pile is shuffled into a new deck.
       *[other] When the population deck runs out, it is not refilled.
    }
param-sword_before_flute = Sword before Flute
    .text = { $value ->
        [true] At each building, Sword cards are resolved before Flute cards.
       *[other] At each building, Flute cards are resolved before Sword cards.
    }
param-flute_rat_from_supply = Flute without rats
    .text = { $value ->
        [true] If the player with the most Flute cards has no rat, the receiver takes one from the supply.
       *[other] If the player with the most Flute cards has no rat, nothing happens.
    }
param-guard_tower_hand_snapshot = Guard Tower hand sizes
    .text = { $value ->
        [true] For a Guard Tower, hand sizes are compared once, when it is resolved.
       *[other] For a Guard Tower, cards received from one player count when the next player is compared.
    }
param-gold_needs_treasury_revealed = Gold needs a Treasury
    .text = { $value ->
        [true] Gold cards score only if a Treasury was on display in some round.
       *[other] Gold cards always score at the end of the game.
    }
param-majority_needs_a_card = Majorities need a card
    .text = { $value ->
        [true] A player without any card of a kind cannot win or share the majority for it (in hand, Gold included).
       *[other] A player without any card of a kind can still share a majority or a place for Gold.
    }
param-two_player_gold_second_place = Gold with two players
    .text = { $value ->
        [true] With two players, second place for Gold still scores 3 points.
       *[other] With two players, only first place for Gold scores.
    }
param-two_player_gold_tie_shares_nine = Gold tie with two players
    .text = { $value ->
        [true] With two players, if both tie for the most Gold, they split 9 points: 4 each.
       *[other] With two players, if both tie for the most Gold, they share the 6 points of first place: 3 each.
    }
param-follow_two_player_advice = Two-player advice
    .text = { $value ->
        [true] With two players the Guard Tower is not used, as the rulebook advises: Chivalry has only Castles.
       *[other] The Guard Tower is used with two players too, against the rulebook's advice.
    }

assumption-nun_distribution = Each class has four population cards with four nuns, two each with three, two and one nun, and four without nuns.
assumption-replacement_deck_unused = Building cards left in the building deck are not used.
assumption-rats_unlimited = The supply of rats never runs out.
assumption-supplies_limited = Jokers, special cards and victory point tokens are limited to the printed counts; from an empty supply you get what is left.
assumption-supply_order = In phase B players take a supply clockwise from the start player; several may choose the same building.
assumption-action_order = At a building, players take their actions in the order they entered it.
assumption-guard_tower_givers_order = Players give cards to the premium player of a Guard Tower clockwise from that player.
assumption-used_cards_returned = After a building is resolved, played population cards go to their discard pile; Jokers, Swords and Flutes go back to their supplies.
