### The Palaces of Carrara: display names of the rule identifiers (English).
###
### The value of a name is the singular noun, written as it appears inside a sentence.
### Grammatical attributes for the sentence generator:
###   .plural   plural of the noun
###   .card     compound for one card or tile of this kind   ("a Porta tile")
###   .cards    compound for several                         ("two Porta tiles")
###   .letter   letter of a phase
### On a zone, .card and .cards name the cards in it ("your buildings in Livorno"); on a value
### of a card attribute, the cards that have it ("your land buildings").
### Titles and prompts (game title, phases, decisions, scoring categories) are not nouns.
### Captions of the objective cards follow the English text printed on the cards (seed 003);
### building types keep the Italian names printed on the tiles.

game-title = The Palaces of Carrara

## Cities (enum `city`), left to right on the player board

city-livorno = Livorno
    .plural = Livornos
city-pisa = Pisa
    .plural = Pisas
city-lucca = Lucca
    .plural = Luccas
city-viareggio = Viareggio
    .plural = Viareggios
city-massa = Massa
    .plural = Massas
city-lerici = Lérici
    .plural = Léricis

## Building categories (enum `terrain`)

terrain-urban = city building
    .plural = city buildings
    .card = city building
    .cards = city buildings
terrain-rural = land building
    .plural = land buildings
    .card = land building
    .cards = land buildings

## Objects (enum `object`)

object-gate = gate
    .plural = gates
object-crown = crown
    .plural = crowns
object-coat_of_arms = coat of arms
    .plural = coats of arms
object-cup = cup
    .plural = cups
object-flag = flag
    .plural = flags
object-book = book
    .plural = books

## Stone colours (enum `stone`)

stone-white = white
    .plural = white
stone-yellow = yellow
    .plural = yellow
stone-red = red
    .plural = red
stone-green = green
    .plural = green
stone-blue = blue
    .plural = blue
stone-black = black
    .plural = black

## Building tiles and upgrade tiles

card-porta = Porta
    .plural = Porte
    .card = Porta tile
    .cards = Porta tiles
card-cattedrale = Cattedrale
    .plural = Cattedrali
    .card = Cattedrale tile
    .cards = Cattedrale tiles
card-palazzo = Palazzo
    .plural = Palazzi
    .card = Palazzo tile
    .cards = Palazzo tiles
card-biblioteca = Biblioteca
    .plural = Biblioteche
    .card = Biblioteca tile
    .cards = Biblioteca tiles
card-castello = Castello
    .plural = Castelli
    .card = Castello tile
    .cards = Castello tiles
card-villa = Villa
    .plural = Ville
    .card = Villa tile
    .cards = Villa tiles
card-city_upgrade = city upgrade tile
    .plural = city upgrade tiles
    .card = city upgrade tile
    .cards = city upgrade tiles
card-category_upgrade = category upgrade tile
    .plural = category upgrade tiles
    .card = category upgrade tile
    .cards = category upgrade tiles

## Objective cards: top (T1-T6), object (O1-O8), building (B1-B9), bonus points (X1-X8)

card-score_four_times = “Score 4 times”
    .plural = “Score 4 times” cards
    .card = “Score 4 times” card
    .cards = “Score 4 times” cards
card-expensive_buildings = “Build this number of expensive buildings”
    .plural = “Build this number of expensive buildings” cards
    .card = “Build this number of expensive buildings” card
    .cards = “Build this number of expensive buildings” cards
card-many_buildings = “Build this number of buildings”
    .plural = “Build this number of buildings” cards
    .card = “Build this number of buildings” card
    .cards = “Build this number of buildings” cards
card-collect_money = “Collect this amount of money”
    .plural = “Collect this amount of money” cards
    .card = “Collect this amount of money” card
    .cards = “Collect this amount of money” cards
card-many_points = “Have this many points”
    .plural = “Have this many points” cards
    .card = “Have this many points” card
    .cards = “Have this many points” cards
card-score_cities = “Score this number of cities”
    .plural = “Score this number of cities” cards
    .card = “Score this number of cities” card
    .cards = “Score this number of cities” cards
card-collect_objects = “Collect this number of objects”
    .plural = “Collect this number of objects” cards
    .card = “Collect this number of objects” card
    .cards = “Collect this number of objects” cards
card-three_pairs = “Collect 3 pairs of objects”
    .plural = “Collect 3 pairs of objects” cards
    .card = “Collect 3 pairs of objects” card
    .cards = “Collect 3 pairs of objects” cards
card-two_triplets = “Collect 2 triplets of objects”
    .plural = “Collect 2 triplets of objects” cards
    .card = “Collect 2 triplets of objects” card
    .cards = “Collect 2 triplets of objects” cards
card-four_identical = “Collect 4 identical objects”
    .plural = “Collect 4 identical objects” cards
    .card = “Collect 4 identical objects” card
    .cards = “Collect 4 identical objects” cards
card-pair_and_quadruplet = “Collect 1 pair and 1 quadruplet of objects”
    .plural = “Collect 1 pair and 1 quadruplet of objects” cards
    .card = “Collect 1 pair and 1 quadruplet of objects” card
    .cards = “Collect 1 pair and 1 quadruplet of objects” cards
card-four_different = “Collect 4 different objects”
    .plural = “Collect 4 different objects” cards
    .card = “Collect 4 different objects” card
    .cards = “Collect 4 different objects” cards
card-two_groups_of_three_different = “Collect 2 groups of 3 different objects each”
    .plural = “Collect 2 groups of 3 different objects each” cards
    .card = “Collect 2 groups of 3 different objects each” card
    .cards = “Collect 2 groups of 3 different objects each” cards
card-three_pairs_multiplied = “Collect 3 pairs of objects, the 3 groups are multiplied together”
    .plural = “Collect 3 pairs of objects, the 3 groups are multiplied together” cards
    .card = “Collect 3 pairs of objects, the 3 groups are multiplied together” card
    .cards = “Collect 3 pairs of objects, the 3 groups are multiplied together” cards
card-total_cost = “Build buildings with a total cost of”
    .plural = “Build buildings with a total cost of” cards
    .card = “Build buildings with a total cost of” card
    .cards = “Build buildings with a total cost of” cards
card-two_in_three_cities = “Build 2 buildings in each of 3 different cities”
    .plural = “Build 2 buildings in each of 3 different cities” cards
    .card = “Build 2 buildings in each of 3 different cities” card
    .cards = “Build 2 buildings in each of 3 different cities” cards
card-three_in_two_cities = “Build 3 buildings in each of 2 different cities”
    .plural = “Build 3 buildings in each of 2 different cities” cards
    .card = “Build 3 buildings in each of 2 different cities” card
    .cards = “Build 3 buildings in each of 2 different cities” cards
card-four_in_one_city = “Build 4 buildings in 1 city”
    .plural = “Build 4 buildings in 1 city” cards
    .card = “Build 4 buildings in 1 city” card
    .cards = “Build 4 buildings in 1 city” cards
card-cost_eight = “Build a building with a cost of 8”
    .plural = “Build a building with a cost of 8” cards
    .card = “Build a building with a cost of 8” card
    .cards = “Build a building with a cost of 8” cards
card-land_buildings = “Build this number of land buildings”
    .plural = “Build this number of land buildings” cards
    .card = “Build this number of land buildings” card
    .cards = “Build this number of land buildings” cards
card-city_buildings = “Build this number of city buildings”
    .plural = “Build this number of city buildings” cards
    .card = “Build this number of city buildings” card
    .cards = “Build this number of city buildings” cards
card-two_in_three_cities_multiplied = “Build 2 buildings in each of 3 different cities, the 3 groups are multiplied together”
    .plural = “Build 2 buildings in each of 3 different cities, the 3 groups are multiplied together” cards
    .card = “Build 2 buildings in each of 3 different cities, the 3 groups are multiplied together” card
    .cards = “Build 2 buildings in each of 3 different cities, the 3 groups are multiplied together” cards
card-land_city_pairs = “Build this number of pairs of land and city buildings”
    .plural = “Build this number of pairs of land and city buildings” cards
    .card = “Build this number of pairs of land and city buildings” card
    .cards = “Build this number of pairs of land and city buildings” cards
card-two_cities_of_choice = “Score 2 cities of your choice”
    .plural = “Score 2 cities of your choice” cards
    .card = “Score 2 cities of your choice” card
    .cards = “Score 2 cities of your choice” cards
card-livorno_and_lerici = “Score Livorno and Lérici”
    .plural = “Score Livorno and Lérici” cards
    .card = “Score Livorno and Lérici” card
    .cards = “Score Livorno and Lérici” cards
card-pisa_and_massa = “Score Pisa and Massa”
    .plural = “Score Pisa and Massa” cards
    .card = “Score Pisa and Massa” card
    .cards = “Score Pisa and Massa” cards
card-lucca_and_viareggio = “Score Lucca and Viareggio”
    .plural = “Score Lucca and Viareggio” cards
    .card = “Score Lucca and Viareggio” card
    .cards = “Score Lucca and Viareggio” cards
card-two_types_of_choice = “Score 2 types of buildings”
    .plural = “Score 2 types of buildings” cards
    .card = “Score 2 types of buildings” card
    .cards = “Score 2 types of buildings” cards
card-smallest_of_each_type = “Score the smallest building of each type”
    .plural = “Score the smallest building of each type” cards
    .card = “Score the smallest building of each type” card
    .cards = “Score the smallest building of each type” cards
card-left_right_majority = “Highest total building costs: left and right”
    .plural = “Highest total building costs: left and right” cards
    .card = “Highest total building costs: left and right” card
    .cards = “Highest total building costs: left and right” cards
card-city_majority = “Highest total building costs: per city”
    .plural = “Highest total building costs: per city” cards
    .card = “Highest total building costs: per city” card
    .cards = “Highest total building costs: per city” cards

## Groups

group-building = building
    .plural = buildings
    .card = building tile
    .cards = building tiles
group-upgrade = upgrade tile
    .plural = upgrade tiles
    .card = upgrade tile
    .cards = upgrade tiles
group-top_card = top card
    .plural = top cards
    .card = top card
    .cards = top cards
group-object_card = object card
    .plural = object cards
    .card = object card
    .cards = object cards
group-building_card = building card
    .plural = building cards
    .card = building card
    .cards = building cards
group-bonus_card = bonus points card
    .plural = bonus points cards
    .card = bonus points card
    .cards = bonus points cards

## Zones

zone-building_stack = building supply
    .plural = building supplies
zone-upgrade_supply = upgrade tile supply
    .plural = upgrade tile supplies
zone-top_deck = top card deck
    .plural = top card decks
zone-object_deck = object card deck
    .plural = object card decks
zone-building_deck = building card deck
    .plural = building card decks
zone-bonus_deck = bonus points card deck
    .plural = bonus points card decks
zone-objectives = objectives board
    .plural = objectives boards
zone-board = player board
    .plural = player boards
    .card = building
    .cards = buildings
zone-upgrades = upgrade tiles on the player board
    .plural = upgrade tiles on the player boards
    .card = upgrade tile
    .cards = upgrade tiles

## Counters

counter-points = victory point
    .plural = victory points
counter-money = money
    .plural = money
counter-stones = stone
    .plural = stones
counter-objects = object
    .plural = objects
counter-type_scorings = building type scored
    .plural = building types scored
counter-city_scorings = city scored
    .plural = cities scored
counter-category_scorings = building category scored
    .plural = building categories scored
counter-city_scored = scoring per city
    .plural = scorings per city
    .part = scorings of { $part }
counter-category_scored = scoring per building category
    .plural = scorings per building category
    .part = scorings of the { $part } category
counter-announced = end of the game announced
    .plural = end of the game announced
counter-top_met = top objective met
    .plural = top objective met
counter-object_met = object objective met
    .plural = object objective met
counter-building_met = building objective met
    .plural = building objective met
counter-all_met = all three objectives met
    .plural = all three objectives met
counter-vp_rate = victory points per value point
    .plural = victory points per value point
counter-money_rate = money per value point
    .plural = money per value point

## Actions of the objective cards

action-announce = objective
    .plural = objectives
action-score = final scoring
    .plural = final scorings
action-score_in_city = city scoring
    .plural = city scorings

## Names on the reference sheet: enums, card attributes, variables

enum-city = city
    .plural = cities
enum-terrain = building category
    .plural = building categories
enum-object = object type
    .plural = object types
enum-stone = stone colour
    .plural = stone colours
attribute-value = value
    .plural = values
    .value = value { $value }
attribute-terrain = building category
    .plural = building categories
attribute-object = object
    .plural = objects
attribute-city = city
    .plural = cities
variable-money_per_point = money per victory point
    .plural = money per victory point

## Phases (the turns are not played in this ruleset)

phase-turns = Turns
    .letter = A

## Decisions and scoring categories

choice-bonus_cities = Choose the two cities you score for the bonus points card.
choice-bonus_types = Choose the two building types you score for the bonus points card.
category-track_points = Points on the score track
category-announce_bonus = Announcing the end
category-object_points = Object card
category-loose_objects = Other objects (1 each)
category-building_points = Building card
category-bonus_points = Bonus points card
category-money_points = Money

## Assumptions in force (listed on the reference sheet)

param-city_vp_rate = Points of the cities on the player board
param-city_money_rate = Money of the cities on the player board
param-upgrade_vp_rate = Points on city upgrade tiles
    .text = A city upgrade tile pays 4 points per value point in Livorno, 3 in Lucca, 2 in Massa and 1 in Pisa, Viareggio and Lérici.
param-upgrade_money_rate = Money on city upgrade tiles
    .text = A city upgrade tile pays 3 money per value point in Pisa, 2 in Viareggio and 1 in the other cities.
param-upgrade_terrain_vp_rate = Points on category upgrade tiles
    .text = A category upgrade tile pays 1 point per value point for City buildings and 2 for Land buildings.
param-upgrade_terrain_money_rate = Money on category upgrade tiles
    .text = A category upgrade tile pays 1 money per value point.
param-buildings_needed = Buildings for { card-many_buildings }
param-cities_needed = Cities for { card-score_cities }
param-city_buildings_needed = City buildings for the building card
param-city_colours = Stone colours a city accepts
param-city_majority_points = Points for the highest building costs in a city
param-cost_eight_points = Points per 8-value building in a city
param-different_points = Points for sets of different objects
param-expensive_buildings_needed = Buildings for { card-expensive_buildings }
param-expensive_value = Value of an expensive building
param-four_in_city_points = Points per 4 buildings in a city
param-identical_points = Points for identical objects
param-land_buildings_needed = Land buildings for the building card
param-land_city_pairs_needed = Pairs of land and city buildings
param-money_card_money_per_point = Money per point with { card-collect_money }
param-money_needed = Money for { card-collect_money }
param-points_needed = Points for { card-many_points }
param-scorings_needed = Scorings for { card-score_four_times }
param-terrain_money_rate = Money per value point of a category
param-terrain_vp_rate = Points per value point of a category
param-three_in_city_points = Points per 3 buildings in a city
param-two_in_city_points = Points per 2 buildings in a city
param-starting_money = Starting money
param-announce_points = Points for announcing the end
param-base_money_per_point = Money at the end
    .text = At the end of the game every { $value } money is worth 1 point, rounded down.
param-tie_break_most_stones = Tie for the win
    .text = { $value ->
        [true] On a tie for the most points, the player with the most stones wins; if still tied, they share the victory.
       *[other] Players tied for the most points share the victory.
    }
param-category_scorings_count = Category scorings count
    .text = { $value ->
        [true] Scoring a building category counts as a scoring for “Score 4 times”.
       *[other] Scoring a building category does not count for “Score 4 times”.
    }
param-objects_needed = Objects for the base object card
    .text = “Collect this number of objects” asks for 6 objects with four players, 7 with three and 8 with two.
param-object_card_points_per_object = Points of the base object card
    .text = The base object card gives { $value } { $value ->
        [one] point
       *[other] points
    } per object.
param-multiplied_fewer_groups = Fewer than three groups to multiply
    .text = { $value ->
        [product_of_those] With fewer than three groups of identical objects, “Collect 3 pairs of objects, the 3 groups are multiplied together” multiplies the groups there are.
       *[other] With fewer than three groups of identical objects, “Collect 3 pairs of objects, the 3 groups are multiplied together” gives no points for groups.
    }
param-multiplied_fewer_cities = Fewer than three cities to multiply
    .text = { $value ->
        [multiply_those] With fewer than three cities to multiply, “Build 2 buildings in each of 3 different cities, the 3 groups are multiplied together” multiplies the cities there are.
       *[other] With fewer than three cities to multiply, “Build 2 buildings in each of 3 different cities, the 3 groups are multiplied together” gives no points.
    }
param-objective_cards = Objective cards
    .text = { $value ->
        [first_game] The game is played with the four objective cards for a first game (marked “2”).
       *[other] One objective card of each colour is drawn at random; the players may also choose the cards.
    }
param-multiplied_city_minimum = Cities that multiply
    .text = For { card-two_in_three_cities_multiplied } a city counts with at least { $value } buildings.
param-total_cost_needed = Total cost for the base building card
    .text = “Build buildings with a total cost of” asks for 20 with four players, 25 with three and 30 with two.
param-building_card_points_per_value = Points of the base building card
    .text = The base building card gives { $value } { $value ->
        [one] point
       *[other] points
    } per value point of all buildings.
param-majority_needs_a_building = Majorities need a building
    .text = { $value ->
        [true] A player with no building value in a city or half of the board cannot have the highest total there.
       *[other] Players with no building value can share the highest total when nobody has more.
    }

assumption-object_of_building = Porta gives a gate, Cattedrale a cup, Palazzo a crown, Biblioteca a book, Castello a coat of arms and Villa a flag.
assumption-objects_as_counts = Objects are counted per type: each player's, those on the object field and those in the supply.
assumption-final_scoring_order = The final scoring takes the top, object, building and bonus points card in this order; money, including money from the bonus points card, buys points last.
assumption-smallest_building_tie = Of two smallest buildings of one type with the same value, the one in the leftmost city scores.
assumption-bonus_scoring_gives_no_objects = City and type scorings for a bonus points card give no objects.
assumption-best_groups = Cards that count groups or pairs score the best grouping for the player.
assumption-first_game_set = The four cards for a first game (marked “2”) are taken to be those of the setup picture: “Build this number of expensive buildings”, “Collect 3 pairs of objects”, “Build 2 buildings in each of 3 different cities” and “Score 2 cities of your choice”.

## Written rule text (translated from the card descriptions of the Hungarian advanced rules,
## seed 003; .fingerprint: the rule code it was written for, see `rulewright fingerprints carrara`)

written-card-total_cost-score = Score as many VP as the total value of your buildings.
    .fingerprint = 0a6d507d2411
written-card-two_in_three_cities-score = In every city, score VP for every 2 of your buildings there: Livorno 11, Pisa 9, Lucca 7, Viareggio 5, Massa 3, Lérici 1.
    .fingerprint = 7b212eef2d69
written-card-three_in_two_cities-score = In every city, score VP for every 3 of your buildings there: Livorno 17, Pisa 14, Lucca 11, Viareggio 8, Massa 5, Lérici 2.
    .fingerprint = fce34ecaba5c
written-card-four_in_one_city-score = In every city, score VP for every 4 of your buildings there: Livorno 23, Pisa 19, Lucca 15, Viareggio 11, Massa 7, Lérici 3.
    .fingerprint = 709c3e9a609b
written-card-cost_eight-score = Score VP for each of your buildings of value 8, by its city: Livorno 34, Pisa 26, Lucca 19, Viareggio 13, Massa 8, Lérici 4.
    .fingerprint = 74bcd48d46d5
written-card-land_buildings-score = Each of your land buildings is worth 6 VP.
    .fingerprint = 71ad2ee98891
written-card-city_buildings-score = Each of your city buildings is worth 3 VP.
    .fingerprint = 061265d08dd4
written-card-two_in_three_cities_multiplied-score = Multiply the numbers of your buildings in the (at most) 3 cities where you have the most buildings, counting only cities with at least 2 of them: score that many VP (0 if there is no such city). The values of the buildings do not matter.
    .fingerprint = 74887f8e2f2d
written-card-land_city_pairs-score = Each pair of 1 city building and 1 land building scores the sum of the two values; pair your most valuable buildings. Buildings that are not part of a pair score nothing.
    .fingerprint = ce4d0f3d3eb1
written-card-two_cities_of_choice-score = Score 2 cities of your choice, even if they were scored before: in each, the total value of your buildings there scores VP and money at your own city rates.
    .fingerprint = d7b70c20b37a
written-card-livorno_and_lerici-score = Score Livorno and Lérici, even if they were scored before: the total value of your buildings there scores VP and money at your own city rates.
    .fingerprint = 8681168178c5
written-card-pisa_and_massa-score = Score Pisa and Massa, even if they were scored before: the total value of your buildings there scores VP and money at your own city rates.
    .fingerprint = 13fb4559ccec
written-card-lucca_and_viareggio-score = Score Lucca and Viareggio, even if they were scored before: the total value of your buildings there scores VP and money at your own city rates.
    .fingerprint = ff560b2991cf
written-card-two_types_of_choice-score = Choose 2 types of buildings and score them, even if they were scored before: in each city, the total value of your buildings of the chosen types scores VP and money.
    .fingerprint = d1c648248daa
written-card-smallest_of_each_type-score = Of each type of building you own, score only your building of the lowest value, at the rates of the city where it stands (if there are several, the first city in order).
    .fingerprint = 606455dc3559
written-card-left_right_majority-score = Left (Livorno, Pisa, Lucca) and right (Viareggio, Massa, Lérici) separately: the player with the highest total value of buildings there scores 9 VP. All tied players score them. A player with no building there scores nothing.
    .fingerprint = 69948ce6c89c
written-card-city_majority-score = In each city, the player with the highest total value of buildings there scores VP: Livorno 14, Pisa 12, Lucca 10, Viareggio 8, Massa 6, Lérici 4. All tied players score them. A player with no building there scores nothing.
    .fingerprint = 37fd245bff53
written-card-collect_objects-score = Score 1 VP for each of your objects.
    .fingerprint = f572e6af0975
written-card-three_pairs-score = Score 5 VP for each pair of identical objects (4 identical objects are 2 pairs). Every other object scores 1 VP.
    .fingerprint = 5a1e24f23468
written-card-two_triplets-score = Score 7 VP for each triplet of identical objects (6 identical objects are 2 triplets). Every other object scores 1 VP.
    .fingerprint = 2e20cb6ca15a
written-card-four_identical-score = Each type of object scores by how many of it you have: 1 → 1 VP, 2 → 3, 3 → 6, 4 → 10, 5 → 15, 6 → 21.
    .fingerprint = a64195bbd4a5
written-card-pair_and_quadruplet-score = Score 20 VP for each combination of a pair and a quadruplet of objects that share no object (6 identical objects make one combination). Every other object scores 1 VP.
    .fingerprint = 0ca25c289f73
written-card-four_different-score = Your objects form sets of different objects, the largest sets first (a set holds at most one object of each type): a set of 2 different objects scores 3 VP, 3 → 7, 4 → 12, 5 → 18, 6 → 24. An object left alone scores 1 VP.
    .fingerprint = 06f7fabc2f64
written-card-two_groups_of_three_different-score = Score 8 VP for each group of 3 different objects you can form (which objects make a group does not matter). Every other object scores 1 VP.
    .fingerprint = ca402b58c42b
written-card-three_pairs_multiplied-score = Multiply the numbers of your objects of the (at most) 3 types you have most of, counting only types with at least 2 objects: score that many VP (0 if there is no such type). Every other object scores 1 VP.
    .fingerprint = e0bcfa6273b4

## The turn

group-marble = marble stone
    .plural = marble stones
card-stone_block = stone
    .plural = stones
    .card = stone
    .cards = stones
attribute-colour = colour
    .plural = colours
enum-segment = wheel segment
    .plural = wheel segments
segment-seg_i = segment I
    .plural = segments I
segment-seg_ii = segment II
    .plural = segments II
segment-seg_iii = segment III
    .plural = segments III
segment-seg_iv = segment IV
    .plural = segments IV
segment-seg_v = segment V
    .plural = segments V
segment-seg_vi = segment VI
    .plural = segments VI
enum-turn_action = action
    .plural = actions
turn_action-buy_stones = buy stones
    .plural = buy stones
turn_action-build_tile = build
    .plural = build
turn_action-upgrade_building = upgrade a building
    .plural = upgrade a building
turn_action-score_marker = score
    .plural = score
turn_action-announce_end = announce the end of the game
    .plural = announce the end of the game
turn_action-pass_turn = pass
    .plural = pass
enum-wheel_turn = turning the wheel
    .plural = turning the wheel
wheel_turn-turn_wheel = turn the wheel
    .plural = turn the wheel
wheel_turn-keep_wheel = do not turn the wheel
    .plural = do not turn the wheel
enum-buy_more = buying more
    .plural = buying more
buy_more-more_stones = buy another stone
    .plural = buy another stone
buy_more-stop_buying = stop buying
    .plural = stop buying
enum-scoring_kind = scoring
    .plural = scorings
scoring_kind-by_type = a building type
    .plural = building types
scoring_kind-by_city = a city
    .plural = cities
scoring_kind-by_category = a building category
    .plural = building categories
enum-object_buy = object purchase
    .plural = object purchases
object_buy-buy_object = buy an object
    .plural = buy an object
object_buy-skip_object = buy no object
    .plural = buy no object
zone-display = display
    .plural = displays
    .card = building tile on display
    .cards = building tiles on display
zone-eight_supply = supply of 8-value tiles
    .plural = supplies of 8-value tiles
    .card = 8-value tile
    .cards = 8-value tiles
zone-box = box
    .plural = boxes
zone-bag = bag
    .plural = bags
    .card = stone in the bag
    .cards = stones in the bag
zone-payment = payment
    .plural = payments
    .card = stone paid
    .cards = stones paid
zone-wheel = wheel
    .plural = wheels
    .card = stone on the wheel
    .cards = stones on the wheel
zone-stone_stock = stones behind the screen
    .plural = stones behind the screens
    .card = stone
    .cards = stones
counter-markers = scoring marker
    .plural = scoring markers
counter-type_scored = scoring per building type
    .plural = scorings per building type
    .part = scorings of the { $part } type
counter-object_supply = object in the supply
    .plural = objects in the supply
counter-object_field = object on the object field
    .plural = objects on the object field
variable-start_player = start player
variable-buying_done = done buying
choice-turn_choice = Choose your action.
choice-wheel_choice = Turn the wheel (and refill it) or not?
choice-buy_segment = Choose the wheel segment you buy from.
    .shown = { $value ->
        [0] full price
       *[other] price −{ $value }
    }
choice-buy_stone = Choose a stone to buy.
    .shown = { $value } money
choice-buy_more_choice = Buy another stone from this segment?
choice-build_tile_choice = Choose the building tile you build.
choice-build_city_choice = Choose the city you build in.
choice-pay_stones = Choose the stones you pay with.
choice-upgrade_old_choice = Choose the building you upgrade.
choice-upgrade_new_choice = Choose the more expensive tile that replaces it.
choice-upgrade_tile_choice = Choose an upgrade tile.
choice-scoring_choice = What do you score?
choice-score_type_choice = Choose the building type you score (all your buildings of that type score).
choice-score_city_choice = Choose the city you score.
choice-score_category_choice = Choose the building category you score.
choice-object_choice = Buy an object from the object field?
    .shown = { $value ->
        [0] no cost
       *[other] { $value } money
    }
choice-object_pick = Choose the object you buy.
    .shown = { $value } money
param-stone_price = Stone prices on segment I
param-stone_rank = Order of the stone colours
param-segment_discount = Price reduction per segment
param-wheel_size = Stones on the wheel after refilling
param-last_segment_stones = Stones on segment VI when the wheel turns
    .text = Stones still on segment VI when the wheel turns go back into the bag.
param-no_money_coins = A player without money
    .text = A player who buys stones but has no money and can buy none takes 2 money from the bank.
param-starting_stone_colours = Starting stone by seat
param-display_size = Building tiles on display
param-eight_value = Value of the expensive tiles
param-upgrade_to_eight_gives_tile = Upgrading to an 8-value building
    .text = Upgrading to an 8-value building gives no upgrade tile (it is not built).
param-end_after_buildings_run_out = When the building tiles run out
    .text = When the display and the draw pile are empty, the round is played to its end and the game ends.
param-scoring_markers = Scoring markers
param-city_minimum_buildings = Buildings needed to score a city
    .text = To score a city you need at least 2 buildings there.
param-object_price = Price of an object
param-object_field_start = Objects on the object field
param-object_supply_start = Objects in the supply
param-object_field_refill = Refilling the object field
    .text = An object bought from the object field is replaced from the supply of its type; with none left in the supply a scoring gives no object of that type.
param-finish_round_after_announce = After an announcement
    .text = After an announcement the round is played to its end.
param-type_minimum_buildings = Buildings needed to score a type
    .text = A building type can be scored with one building of it.
param-empty_bag_refills_what_is_left = A bag with too few stones
    .text = A bag with too few stones refills the wheel with those it has.
param-round_limit = Bound on the number of rounds
    .text = A game ends after { $value } rounds at the latest (a bound, not a rule).
counter-action_open = possible action
    .plural = possible actions
procedure-take_turn = take a turn
procedure-check_actions = see which actions are open
procedure-buy_from_wheel = buy stones
procedure-rotate_wheel = turn the wheel
procedure-buy_on_segment = buy stones from a segment
procedure-pay_in_stones = pay stones into the bag
procedure-place_tile = place the tile
procedure-build = build
procedure-upgrade_a_building = upgrade a building
procedure-take_upgrade_tile = take an upgrade tile
procedure-set_rates = set the rates of the player board
procedure-give_object = take an object from the supply
procedure-score_action = score
procedure-object_purchase = buy an object
written-phase-turns = Players take turns clockwise, beginning with the start player. On your turn, take exactly one of the actions below. Each scoring action uses one of your 6 scoring markers. After your action you may buy one object from the object field for 10 money. An object of the same type from the supply takes its place, if there is one.
    - Buy stones. First decide whether to turn the wheel; if it is empty, you must turn it. Turning it moves every stone on by one segment, and the stones on segment VI go back into the bag. Then stones from the bag fill segment I until 11 stones lie on the wheel. A wheel you do not turn is not refilled. Then choose one segment and buy one or more of its stones, each at its price there (table below). If you can buy no stone and have no money, take 2 money instead.
    - Build. Take a tile from the display or one of the 8-value tiles and place it in one of your cities. Pay as many stones as its value, all in colours that city accepts. Livorno accepts only white, Pisa also yellow, Lucca also red, Viareggio also green, Massa also blue, Lérici every colour. The stones go back into the bag. A tile taken from the display is replaced from the draw pile. If you built an 8-value tile, take an upgrade tile of your choice that is still available and place it on its city or category.
    - Upgrade. Replace one of your buildings by a more expensive tile from the display or the 8-value tiles. Pay the difference in value, in stones that city accepts. The old tile leaves the game. Upgrading to an 8-value tile gives no upgrade tile.
    - Score a building type you have not scored yet. Each of your buildings of that type scores its value times the rates of its city. Each also gives you 1 object of its kind. The rates per value point: Livorno 3 VP, Pisa 3 money, Lucca 2 VP, Viareggio 2 money, Massa 1 VP, Lérici 1 money. An upgrade tile replaces the rates it covers.
    - Score a city that nobody has scored yet and where you have at least 2 buildings. Each of your buildings there scores its value times the city's rates and gives you 1 object.
    - Score a building category you have not scored yet and have a building of. Add up the values of your buildings of that category. City buildings give 1 money per point, land buildings 1 VP per point, unless an upgrade tile covers the category. This scoring gives no objects.
    - Announce the end of the game: only when you have met all three objectives and nobody has announced it yet.
    - Pass: only when you can take none of the actions.
    | Price of a stone | white | yellow | red | green | blue | black |
    | segment I | 6 | 5 | 4 | 3 | 2 | 1 |
    | segment II | 5 | 4 | 3 | 2 | 1 | 0 |
    | segment III | 4 | 3 | 2 | 1 | 0 | 0 |
    | segment IV | 3 | 2 | 1 | 0 | 0 | 0 |
    | segment V | 2 | 1 | 0 | 0 | 0 | 0 |
    | segment VI | 1 | 0 | 0 | 0 | 0 | 0 |
    .fingerprint = 66cf64b73c17

## Written objective texts where the generated sentence read as a formula (checked against objectives.yaml)

written-card-score_four_times-announce = Top objective met when you have made at least 4 scoring actions: building types, cities and building categories count together.
    .fingerprint = 0f7638a98e4a
written-card-land_city_pairs-announce = Building objective met when you have at least 4 city buildings and at least 4 land buildings (3 of each with three players, 2 of each with four).
    .fingerprint = 31907614ad57
written-card-land_buildings-announce = Building objective met when you have at least 4 land buildings (3 with three players, 2 with four).
    .fingerprint = f0c1c06cd5b3
written-card-city_buildings-announce = Building objective met when you have at least 6 city buildings (5 with three players, 4 with four).
    .fingerprint = 50eda304094f
written-card-pair_and_quadruplet-announce = Object objective met when you have 4 identical objects and, besides them, a pair of identical objects (6 identical objects also do).
    .fingerprint = 570c8347cdee
written-card-two_groups_of_three_different-announce = Object objective met when you can form 2 groups of 3 different objects each (an object belongs to one group only).
    .fingerprint = 2fb1a1070fbe
written-group-bonus_card-score_in_city = When a bonus points card scores buildings in a city, their total value times your rates for that city gives you VP and money (upgrade tiles included).
    .fingerprint = b8c38f8d8092
written-card-collect_money-score = At the end of the game, every 2 money buys 1 point.
    .fingerprint = be89abb2d456
written-end = At the end of the game, after the last round, the players add up their points.
    - The points on the score track count.
    - The player who announced the end scores 5 points.
    - The final scorings of the objective cards count for every player, whether they met the objective or not (see the cards).
    - For the bonus points card, each player's city rates are those of their player board, upgrade tiles included (table below; “tile”: with an upgrade tile).
    - Finally, money buys points, rounded down. How much money buys a point is given under “Assumptions in force” and on “Collect this amount of money”.
    - The player with the most points wins. On a tie, the player with the most stones wins; players still tied share the victory.
    | City | VP | Money | VP, tile | Money, tile |
    | Livorno | 3 | 0 | 4 | 1 |
    | Pisa | 0 | 3 | 1 | 3 |
    | Lucca | 2 | 0 | 3 | 1 |
    | Viareggio | 0 | 2 | 1 | 2 |
    | Massa | 1 | 0 | 2 | 1 |
    | Lérici | 0 | 1 | 1 | 1 |
    .fingerprint = 1ce337d12ce1
