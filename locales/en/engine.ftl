### Sentences of the game engine and of `rulewright play` (English).
### Names (cards, zones, counters, phases, prompts) come from the ruleset's own file;
### these messages only arrange them. Variables named $player, $zone, $cards, $counter,
### $card, $prompt and $phase are already translated text.

## Players and seats

player-name = Player { $number }
# Column heading of the score table when the full names do not fit.
player-short = P{ $number }
agent-human = a person at this terminal
agent-greedy = greedy bot
agent-random = random bot
agent-other = bot “{ $name }”
game-start = { $title }: a game for { $count ->
    [one] one player
   *[other] { $count } players
}
seat = { $player }: { $agent }
seat-you = { $player }: you

## Headings

heading-setup = Setup
heading-round-phase = Round { $round } — { $letter }: { $phase }
heading-round-phase-plain = Round { $round } — { $phase }
heading-end = End of the game

## Names built from names

zone-of-player = { $player }’s { $zone }
# $gender is the zone's .gender attribute where the language has one (German: masc,
# fem, neut), else "other"; English needs no agreement.
zone-yours = { $gender ->
   *[other] your
} { $zone }
counter-indexed = { $counter } ({ $index })
# One part of a zone that has a part per value (zone[value]).
zone-part = { $zone } ({ $part })
card-details = { $name } ({ $details })
# A number on a card: $one and $other are the singular and plural of the attribute's name.
attribute-count = { $count } { $count ->
    [one] { $one }
   *[other] { $other }
}
# $name is already the plural where the ruleset gives one.
cards-counted = { $count } { $name }
cards-hidden = { $count ->
    [one] a hidden card
   *[other] { $count } hidden cards
}
cards-none = no cards
value-yes = yes
value-no = no
answer-nothing = nothing

## What happens

event-decision = { $player } — “{ $prompt }” → { $answer }
event-move = { $from } → { $to }: { $cards }
event-shuffle = { $zone } is shuffled.
event-counter = { $player }: { $counter } { $old } → { $new }
event-counter-shared = { $counter } { $old } → { $new }
event-counter-hidden = { $player }: { $counter } changed (hidden)
event-counter-shared-hidden = { $counter } changed (hidden)
event-peek = { $player } looks at { $cards }.
# $whose: "shared" (a zone of the table: "in the Nun-row"), "player" or "you" (a player's zone,
# already "Player 2’s hand" / "your hand"); $gender: the zone's .gender attribute or "other"
event-peek-in = { $player } looks at { $cards } in { $whose ->
    [shared] the { $zone }
   *[other] { $zone }
}.{ $gender ->
   *[other] {""}
}
event-reveal = { $zone } is revealed: { $cards }
event-place = { $player } places a marker on { $card }.
event-eliminated = { $player } is out of the game.
event-knocked-out = { $player } is out until the end of the round.
event-eliminated-you = You are out of the game.
event-knocked-out-you = You are out until the end of the round.
event-game-ends = The game ends: its end condition is met.
event-round-ends = Round { $round } ends: its end condition is met.

## The end

score-title = Final score
score-category = Category
score-total = Total
eliminated = { $count ->
    [one] Eliminated: { $players }
   *[other] Eliminated: { $players }
}
eliminated-none = Nobody is eliminated.
winners = { $count ->
    [one] Winner: { $players }
   *[other] Winners (shared victory): { $players }
}
winners-none = Nobody wins.
elimination-title = Elimination check
# $comparison: the rule's comparison with this player's values, e.g. "12 rats > 7 nuns (Nun-row)".
elimination-player = { $player }: { $comparison } → { $result ->
    [out] eliminated
   *[in] stays in the game
}
# A sum or count over a zone's cards: "7 nuns (Nun-row)".
elimination-in-zone = { $amount } ({ $zone })

## The person at the terminal

status-heading = { $player } (you) · { $heading }
status-zone = { $zone } ({ $count }): { $cards }
status-public-zone = { $zone }: { $cards }
status-empty = Empty: { $zones }
cards-many = { $count ->
    [one] one card
   *[other] { $count } cards
}
status-counts = Other cards: { $counts }
status-count = { $zone }: { $count }
status-counter = { $counter }: { $values }
status-value = { $player }: { $value }
status-indexed = { $player }: { $values }
status-index-value = { $index } { $value }
status-markers = Markers: { $markers }
status-eliminated = Out of the game: { $players }
status-knocked-out = Out until the end of the round: { $players }
status-marker = { $card }: { $players }
status-variable = { $variable }: { $value }
card-at = position { $position }: { $card }
option-hidden = hidden card ({ $zone }, position { $position })
# A copy among equal options, told apart by its place.
option-place = { $option } — { $zone }, position { $position }
prompt = { $player }: { $prompt }
prompt-help = Type ? for help, t for the whole table, q to quit.
# Shown for ? or help. $count: the number of options of the question.
help =
    Answer with the number of an option (1 to { $count }); for several, type their numbers separated by spaces or commas. Press Enter alone to choose none, where none is allowed.
    Commands:
      ? or help        this help
      ? 2 or info 2    what option 2 does (its rules, as on the reference sheet)
      t or table       the whole table again
      q or quit        stop the game here (with --log, the game so far is kept)
info-title = Option { $number }, { $option }:
info-none = Option { $number } ({ $option }) has no rules of its own.
status-changed = Changed since you last looked (t: the whole table):
# $what: "card" when every option is a card, else "other".
ask-one = Your choice (1–{ $count }; ? for help):
ask-exactly = { $count ->
    [one] Choose 1 { $what ->
        [card] card
       *[other] option
    } (a number; ? for help):
   *[other] Choose { $count } { $what ->
        [card] cards
       *[other] options
    } (numbers separated by spaces or commas; ? for help):
}
ask-up-to = { $count ->
    [one] Choose up to 1 { $what ->
        [card] card
       *[other] option
    } (a number, or Enter for none):
   *[other] Choose up to { $count } { $what ->
        [card] cards
       *[other] options
    } (numbers separated by spaces or commas; Enter for none):
}
ask-between = Choose { $min } to { $max } { $what ->
    [card] cards
   *[other] options
} (numbers separated by spaces or commas):
error-not-number = “{ $text }” is not a number. Answer with the numbers of the options.
error-no-option = There is no option { $number }: { $count ->
    [one] the only option is 1.
   *[other] the options are 1 to { $count }.
}
error-twice = You chose { $number } twice.
error-one = Choose exactly one option: type one number.
error-exactly = { $count ->
    [one] Choose exactly one { $what ->
        [card] card
       *[other] option
    }
   *[other] Choose exactly { $count } { $what ->
        [card] cards
       *[other] options
    }
}; you chose { $chosen }.
error-up-to = { $count ->
    [one] Choose at most one { $what ->
        [card] card
       *[other] option
    }
   *[other] Choose at most { $count } { $what ->
        [card] cards
       *[other] options
    }
}; you chose { $chosen }.
error-between = Choose { $min } to { $max } { $what ->
    [card] cards
   *[other] options
}; you chose { $chosen }.

## The play command

input-ended = The input ended: the game stops here.
quit = You quit: the game stops here.
interrupted = Interrupted: the game stops here.
game-error = The game stopped with an error: { $message }
narration-error = The game cannot be told in this language: { $message }
log-written = Log written to { $path }.
seed-note = Seed { $seed }: play this game again with --seed { $seed }.

# search agent (runtime/ismcts.py): its name at the table, and the note while it thinks
agent-ismcts = search bot (ISMCTS)
agent-thinking = { $player } is thinking … { $seconds } s

# forced choices: a choice with one option is not asked; the narration says what was taken
event-forced = { $player } — “{ $prompt }” → { $answer } (the only possibility)

# numbers beside options: choose(..., show=...) shows a number (a price) beside each option
option-shown = { $option } — { $shown }

# hidden cards named by their group, where the table can tell which group they are of:
# $name and $plural are the group's nouns (.card / .cards), $gender its gender where the
# language has one (else "other")
cards-hidden-group = { $count ->
    [one] a hidden { $name }
   *[other] { $count } hidden { $plural }
}{ $gender ->
   *[other] {""}
}
option-hidden-group = hidden { $name } ({ $zone }, position { $position }){ $gender ->
   *[other] {""}
}
# a counter that is only 0 or 1 (a flag) is told by its new value, $value: yes or no
event-flag = { $player }: { $counter } → { $value }
event-flag-shared = { $counter } → { $value }

# hot seat: several people at one screen (runtime/narration_seats.py)
hotseat-note = { $players } share this screen: what only one of them may see is shown to that player alone, after the screen was passed to them.
hotseat-pass = Pass the screen to { $player } and press Enter.
hotseat-private = Only { $player } saw this meanwhile:
