### Hearts: display names of the rule identifiers (English).
###
### The value of a name is the singular noun, written as it appears inside a
### sentence. Grammatical attributes for the sentence generator:
###   .plural   plural of the noun
###   .card     compound for one card of this kind
###   .cards    compound for several cards
###   .face     the name of one particular card, from its attributes ($suit, $rank)
###   .gender   nl: de | het; de: masc | fem | neut  (not in English)

game-title = Hearts

## Suits (enum `suit`)

suit-clubs = clubs
    .plural = clubs
    .card = club
    .cards = clubs
suit-diamonds = diamonds
    .plural = diamonds
    .card = diamond
    .cards = diamonds
suit-spades = spades
    .plural = spades
    .card = spade
    .cards = spades
suit-hearts = hearts
    .plural = hearts
    .card = heart
    .cards = hearts

## Passing directions (enum `pass_direction`)

pass_direction-left = left
pass_direction-right = right
pass_direction-across = across
pass_direction-hold = none

## Cards

card-playing_card = card
    .plural = cards
    .card = card
    .cards = cards
    .face = { $rank ->
        [11] jack
        [12] queen
        [13] king
        [14] ace
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
        [8] eight
        [9] nine
       *[10] ten
    } of { $suit }

## Zones

zone-deck = deck
    .plural = decks
zone-hand = hand
    .plural = hands
# The three cards a player passes, face down until everyone has chosen.
zone-passed = cards to pass
    .plural = cards to pass
zone-trick = trick
    .plural = tricks
# The cards of the tricks a player won this hand.
zone-taken = tricks taken
    .plural = tricks taken

## Counters

counter-points = point
    .plural = points

## Phases of a hand

phase-deal = Deal
phase-pass = Pass three cards
phase-play = Play thirteen tricks
phase-score = Score the hand

## Decisions (prompts addressed to the player)

choice-pass_cards = Choose three cards to pass.
choice-lead_card = Choose a card to lead.
choice-play_card = Choose a card to play.

## Scoring categories

category-penalty_points = Penalty points

## Names the reference sheet prints: enums, card attributes, variables

enum-suit = suit
    .plural = suits
enum-pass_direction = passing direction
    .plural = passing directions
attribute-suit = suit
    .plural = suits
attribute-rank = rank
    .plural = ranks
variable-passing = passing direction
    .plural = passing directions
procedure-pass_on = pass the chosen cards on
procedure-take_trick = take the trick
variable-leader = leader
    .plural = leaders
variable-taker = taker of the trick
    .plural = takers of the trick
variable-led_suit = suit led
    .plural = suits led
variable-top_rank = highest rank so far
    .plural = highest ranks so far
variable-trick_number = number of the trick
    .plural = numbers of the trick
procedure-lead = lead a card
procedure-follow = play a card to the trick
variable-hearts_played = number of hearts played
    .plural = numbers of hearts played

## Parameters (diff names a changed one by its label)

param-hand_size = Cards dealt to each player
param-pass_cycle = Passing directions, hand by hand
param-heart_points = Points for a heart
param-queen_of_spades_points = Points for the queen of spades
param-target_score = Points that end the game

## Rules the sentences above state only literally (printed under "Further rules")

param-pass_count = Cards passed
    .text = In a hand with passing, each player passes { $value } cards face down before the first trick; everyone chooses them before receiving any.
param-first_trick_points_allowed = Points on the first trick
    .text = { $value ->
        [true] Hearts and the queen of spades may be played on the first trick.
       *[other] No heart and not the queen of spades may be played on the first trick, unless a player has nothing else.
    }
param-queen_breaks_hearts = The queen of spades breaks hearts
    .text = { $value ->
        [true] Hearts are broken once a heart or the queen of spades has been played; until then hearts may not be led, unless the leader has nothing but hearts.
       *[other] Hearts are broken once a heart has been played; until then hearts may not be led, unless the leader has nothing but hearts.
    }
param-moon_scoring = Shooting the moon
    .text = { $value ->
        [shooter_subtracts] A player who takes all thirteen hearts and the queen of spades in one hand shoots the moon: they take 26 points off their score, and the others score nothing for the hand.
       *[other] A player who takes all thirteen hearts and the queen of spades in one hand shoots the moon: they score nothing for the hand, and every other player scores 26.
    }
param-jack_of_diamonds_bonus = Jack of diamonds
    .text = { $value ->
        [0] The jack of diamonds counts nothing, like every card but the hearts and the queen of spades.
       *[other] The player who takes the jack of diamonds scores { $value } points less.
    }

## Assumptions in force (listed on the reference sheet)

param-tie_for_lowest = Tie for the lowest score
    .text = { $value ->
        [share] Players tied for the lowest score share the win.
       *[other] If players are tied for the lowest score, more hands are played until one player alone has it.
    }

## Written rule text (from docs/games/hearts.md and the rules; .fingerprint: the rule code it
## was written for, see `rulewright fingerprints hearts`)

written-phase-deal = Deal all the cards: each player receives 13. Hearts are not broken yet.
    .fingerprint = 8b3f4c323c2f
written-phase-pass = Before the first trick, each player passes three cards from their hand:
    - In the first hand to the player on their left, in the second to the player on their right, in the third to the player across. In the fourth hand no cards are passed; then the cycle starts again.
    - Everyone chooses their three cards before anyone receives the cards passed to them.
    .states = pass_count
    .fingerprint = aa218f2d3eed
written-phase-play = The player who holds the two of clubs leads it to the first trick. Thirteen tricks are played; the others play in turn clockwise:
    - Follow suit if you can; otherwise you may play any card. On the first trick you may not play a heart or the queen of spades unless you have nothing else.
    - You may not lead a heart until hearts are broken (a heart has been played), unless you have nothing but hearts.
    - The highest card of the suit led takes the trick, and its taker leads the next one.
    .states = first_trick_points_allowed queen_breaks_hearts
    .fingerprint = e289f7365cfc
written-phase-score = Each player scores 1 penalty point for each heart in the tricks they took, and 13 for the queen of spades.
    - Shooting the moon: a player who took all thirteen hearts and the queen of spades scores nothing for the hand, and every other player scores 26.
    - Then all the cards are shuffled for the next hand.
    .states = moon_scoring
    .fingerprint = 6d637fc9c690
