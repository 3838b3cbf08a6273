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
choice-peek_nun = Choose which cards of the Nun-row you look at.

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

## Written rule text (from the rulebook; .fingerprint: the rule code it was written for, see
## `rulewright fingerprints rattus_cartus`)

written-card-sword-resolve = When resolving a building, the player who played the fewest “Sword” special cards must give half the cards in his hand (rounded down) to the player who played the most “Sword” special cards. The player chooses which cards from his hand he gives to the other player.
    - If two or more players are tied for having the most “Sword” special cards, the tied player who entered the building first wins the tie.
    - If two or more players are tied for having the fewest “Sword” special cards, the player with the most “Sword” special cards chooses which of them must give him half his cards.
    - If all players played the same number of “Sword” special cards, nothing happens.
    .fingerprint = f2f6b6c9bc27
written-card-flute-resolve = When resolving a building, the player who played the fewest “Flute” special cards receives one rat from the player who played the most “Flute” special cards.
    - If two or more players are tied for having the most “Flute” special cards, the tied player who entered the building first wins the tie.
    - If two or more players are tied for having the fewest “Flute” special cards, the player with the most “Flute” special cards chooses which of them receives the rat.
    - If all players have played the same number of “Flute” special cards, nothing happens.
    .fingerprint = aca961e707ea
written-kind-pass = The “Pass” special cards may be played at the beginning of your turn during phase C. If you play a Pass card, the turn passes to the next player. When all other players have chosen a building (or played Pass cards), it is your turn again (to choose a building or play another Pass card). At the end of the game, the player with the most Pass cards in hand scores 2 victory points; tied players score 1 victory point each.
    .fingerprint = b2c84972b9c6
written-kind-gold = The “Gold” special cards can’t be played; they are still kept in the hand like other cards, can be discarded at the Hospital and can be stolen by players using “Sword” cards. If the Treasury was used in the game, the “Gold” cards score at the end of the game: the player with the most “Gold” cards scores 6 victory points. The player with the second most scores 3 victory points (with two players only the 6 are scored). Tied players share the points of the places they cover, rounded down.
    .fingerprint = b2c84972b9c6
written-card-guard_tower-premium = When the Guard Tower is resolved, look at every player who did not enter a Guard Tower this round. Each of them who has as many cards in his hand as you or more must give you three of his hand cards of his own choice. A player who has fewer than three cards, but at least as many as you, gives you all his cards.
    .fingerprint = f53197de6133
written-card-guard_tower-standard = No action. Whoever enters a Guard Tower this round is protected against the premium action of all Guard Towers.
    .fingerprint = 4f53cda18c2b
written-card-castle-premium = Take two “Sword” cards.
    .fingerprint = 7f4f40aad232
written-card-castle-standard = Take one “Sword” card.
    .fingerprint = e904ded55ce5
written-card-palace-premium = Take two victory point tokens.
    .fingerprint = 436e5068c2a7
written-card-palace-standard = Take one victory point token.
    .fingerprint = d4d2cbed4ebc
written-card-treasury-premium = Take two “Gold” cards.
    .fingerprint = 9cd12cd3620c
written-card-treasury-standard = Take one “Gold” card.
    .fingerprint = f0a2de9939a9
written-card-monastery-premium = Discard two rats.
    .fingerprint = a69b829b0e51
written-card-monastery-standard = Discard one rat.
    .fingerprint = 64c8a3187861
written-card-hospital-premium = Discard one rat. In addition, you may discard up to three cards from your hand to discard the same number of rats.
    .fingerprint = 80bf35a8c961
written-card-hospital-standard = You may discard up to two cards from your hand to discard the same number of rats.
    .fingerprint = d08f4e761758
written-card-office-premium = Take two “Pass” cards.
    .fingerprint = 9f53771ec78c
written-card-office-standard = Take one “Pass” card.
    .fingerprint = f725d8eb562d
written-card-marketplace-premium = Take two Jokers from the supply.
    .fingerprint = 521f296f1c87
written-card-marketplace-standard = Take one Joker from the supply.
    .fingerprint = 4ebf38ce24b5
written-card-farm-premium = Draw four cards from the population deck.
    .fingerprint = 065e70957171
written-card-farm-standard = Draw two cards from the population deck.
    .fingerprint = d2a47ee22f0b
written-card-brewery-premium = Draw one card from the population deck for each influence point you earned this round.
    .fingerprint = 174e2d4c3e43
written-card-brewery-standard = Draw one card from the population deck for every two influence points you earned this round.
    .fingerprint = cfeeaea966bb
written-card-fortune_tellers_tent-premium = Look at two cards in the “Nun row”. The order of the cards in the Nun row may never be changed!
    .fingerprint = eca69ee18920
written-card-fortune_tellers_tent-standard = Look at one card in the “Nun row”. The order of the cards in the Nun row may never be changed!
    .fingerprint = 538eec32beb3
written-card-rat_catchers_hut-premium = Take two “Flute” cards.
    .fingerprint = be4f4529f7eb
written-card-rat_catchers_hut-standard = Take one “Flute” card.
    .fingerprint = 4445a75defd3
written-phase-resolve_buildings = The buildings are resolved in the order of the building row. At each building:
    - Each player at the building gains one influence point in the building's class for each population card and Joker they played there. These influence points are also the influence points they earned this round (see the Brewery). For each population card they played whose class differs from the building's, they also take one rat.
    - Then first the Sword cards and then the Flute cards of the players at the building are resolved (see Special cards).
    - The player who played the most population cards and Jokers carries out the premium action of the building. If two or more players played the most, the one of them who entered the building first wins the tie. Only a player who played at least one population card or Joker qualifies. Every other player at the building carries out the standard action of the building.
    - Each player at the building discards the cards they played.
    .fingerprint = 01f88c860858
written-phase-end_of_round = After all buildings have been resolved:
    - The players take back their wooden discs from the buildings.
    - Discard the building cards used this round.
    - The start player passes the start player card to the player on his left, who is the start player of the next round.
    .fingerprint = 00a37f2afc32
written-end = All players count their score. Victory points are earned as follows:
    - In each class, the players with the most influence points in that class earn victory points by place (see the table below). A player with no influence points in a class never earns victory points for that class. If two or more players have the same number of influence points in a class, the disc lying lower in the stack (who got there first) wins; players still tied share the points of the places they cover (rounded down).
    - The player with the most population cards and Jokers in his hand earns 2 victory points. In case of a tie, the tied players earn 1 victory point each.
    - For each type of special card (except “Gold”): the player with the most cards of that type in his hand earns 2 victory points. In case of a tie, the tied players earn 1 victory point each.
    - If the Treasury was used in the game, the player with the most “Gold” cards earns 6 victory points and the second 3 (only the 6 with two players). Tied players share the points of the places they cover (rounded down).
    - Every player adds the value of his victory point tokens to his score.
    - Finally, all cards in the Nun row are turned face up and the nuns are counted. A player with more rats than there are nuns has caught the plague and loses the game, even with the most victory points!
    - The player who survived the plague and has the most victory points wins the game. In case of a tie, the player with the fewest rats wins; if still tied, these players share the victory.
    | Victory points per class | 1st place | 2nd place | 3rd place |
    | 3 or more players | 10 | 5 | 2 |
    | 2 players | 10 | 5 | – |
    .fingerprint = affb4f9def5c
