### Crazy Eights: display names of the rule identifiers (English).
###
### The value of a name is the singular noun, written as it appears inside a sentence.
### Grammatical attributes for the sentence generator:
###   .plural   plural of the noun
###   .card     compound for one card of this kind or with this value ("a heart", "an eight")
###   .cards    compound for several ("hearts", "eights")
###   .face     the name of one particular card, from its attributes ($rank, $suit)
### Titles and prompts (game title, phases, decisions, scoring categories) are not nouns.
### Terms follow the usual English rules: stock, discard pile, starter, to name a suit.

game-title = Crazy Eights

## Suits (enum `suit`)

enum-suit = suit
    .plural = suits
attribute-suit = suit
    .plural = suits
suit-clubs = clubs
    .plural = clubs
    .card = club
    .cards = clubs
suit-diamonds = diamonds
    .plural = diamonds
    .card = diamond
    .cards = diamonds
suit-hearts = hearts
    .plural = hearts
    .card = heart
    .cards = hearts
suit-spades = spades
    .plural = spades
    .card = spade
    .cards = spades

## Ranks (enum `rank`)

enum-rank = rank
    .plural = ranks
attribute-rank = rank
    .plural = ranks
rank-ace = ace
    .plural = aces
    .card = ace
    .cards = aces
rank-two = two
    .plural = twos
    .card = two
    .cards = twos
rank-three = three
    .plural = threes
    .card = three
    .cards = threes
rank-four = four
    .plural = fours
    .card = four
    .cards = fours
rank-five = five
    .plural = fives
    .card = five
    .cards = fives
rank-six = six
    .plural = sixes
    .card = six
    .cards = sixes
rank-seven = seven
    .plural = sevens
    .card = seven
    .cards = sevens
rank-eight = eight
    .plural = eights
    .card = eight
    .cards = eights
rank-nine = nine
    .plural = nines
    .card = nine
    .cards = nines
rank-ten = ten
    .plural = tens
    .card = ten
    .cards = tens
rank-jack = jack
    .plural = jacks
    .card = jack
    .cards = jacks
rank-queen = queen
    .plural = queens
    .card = queen
    .cards = queens
rank-king = king
    .plural = kings
    .card = king
    .cards = kings

## The cards

card-playing_card = card
    .plural = cards
    .card = card
    .cards = cards
    .face = { $rank } of { $suit }

## Zones

zone-stock = stock
    .plural = stocks
# The top card of the discard pile, the one to match.
zone-face_up = face-up card
    .plural = face-up cards
# The played cards under the face-up card.
zone-discard_pile = discard pile
    .plural = discard piles
zone-hand = hand
    .plural = hands

## Counters and variables

counter-points = point
    .plural = points
# How often a player passed since the last card was played.
counter-passes = pass
    .plural = passes
variable-dealer = dealer
    .plural = dealers
variable-suit_to_follow = suit to follow
    .plural = suits to follow

## Phases of a hand

phase-deal = Deal
phase-play = Play
phase-score = Score the hand

## Decisions (prompts addressed to the player)

choice-play_or_draw = Play a card, or draw one from the stock.
choice-play_a_card = Play a card.
choice-draw_a_card = Draw a card from the stock.
choice-card_to_play = Choose the card you play.
choice-name_suit = Name the suit the next player must follow.

## Recurring steps (procedures), said by a label on the sheet

procedure-draw_cards = Draw from the stock
procedure-play_or_pass = Play a card that fits, or pass
procedure-play_card = Play a card

## Scoring categories

category-hand_points = Points from hands

## Parameters: a short label (diff names them by it); .text where a sheet line helps

param-hand_size = Cards dealt
param-bury_starter_eight = An eight as starter
    .text = { $value ->
        [true] An eight turned up as the starter goes under the stock, and the next card is turned up.
       *[other] An eight turned up as the starter stays: its suit is followed.
    }
param-draw_limit = Drawing
    .text = { $value ->
        [0] A player who cannot play draws until they can, or until the stock is empty.
        [1] A player who cannot play draws one card, and passes if it cannot be played either.
       *[other] A player who cannot play draws up to { $value } cards, and passes if none of them can be played.
    }
param-may_draw_instead_of_playing = Drawing instead of playing
    .text = { $value ->
        [true] A player may draw from the stock even when holding a card that could be played.
       *[other] A player draws only when no card in hand can be played.
    }
param-reshuffle_discards = Empty stock
    .text = { $value ->
        [true] When the stock is empty, the discard pile except its top card is shuffled into a new stock.
       *[other] When the stock is empty, a player who cannot play passes.
    }
param-card_points = Card values
    .text = Cards left in hand count: each eight 50, each king, queen, jack and ten 10, each ace 1, the others their number.
param-target_score = Target score

## Assumptions in force (listed on the reference sheet)

assumption-blocked_hand_scoring = When the hand is blocked (the stock is empty and nobody can play), the player with the lowest hand scores the difference to each other hand; players tied for the lowest each score so.
assumption-dealer_rotates = The deal passes to the left after each hand; the player left of the dealer plays first.
assumption-winner_most_points = The player with the most points at the end wins.

## Written rule text (from docs/games/crazy_eights.md and the rules; .fingerprint: the rule
## code it was written for, see `rulewright fingerprints crazy_eights`)

written-phase-deal = Gather all the cards and shuffle them. Starting with the player to the left of the dealer, deal each player seven cards with two players, five with three to five players.
    - Turn up the top card of the stock as the starter. If it is an eight, put it under the stock and turn up the next card.
    .states = bury_starter_eight
    .fingerprint = 549d37796fe6
written-phase-play = Starting with the player to the left of the dealer, players take turns clockwise. On your turn:
    - Play a card onto the face-up card that fits: it matches the suit to follow or the rank of the face-up card, or it is an eight. The suit to follow is then the suit of your card.
    - When you play an eight, name the suit the next player must follow.
    - If no card fits, draw cards from the stock one at a time until one fits, then play it. You may also draw when a card fits.
    - If no card fits and the stock is empty, you pass.
    - The hand is blocked when the stock is empty and every player has passed since the last card was played.
    .states = draw_limit may_draw_instead_of_playing reshuffle_discards
    .fingerprint = 60fd88807424
written-phase-score = A player who has gone out scores the cards left in the other players’ hands: each eight 50, each king, queen, jack and ten 10, each ace 1, the others their number.
    - If the hand was blocked, the player with the lowest hand instead scores the difference between each other player’s hand and their own. Players tied for the lowest each score so.
    - The deal then passes to the left.
    .states = card_points
    .fingerprint = 1277aa3f92d0
