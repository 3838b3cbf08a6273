# The page of `rulewright edit FILE` (rulewright/editing/web.py, LABELS): its buttons and headings.
edit-save = Save
edit-save-keys = Save the file (Ctrl+S)
edit-saved = saved
edit-unsaved = unsaved changes
edit-language = Language
edit-problems = Problems
edit-no-problems = No problems: the rules compile.
edit-rules-text = Rules text
edit-no-rules = This file has no rules text of its own.
edit-changes = Changes to the base game
edit-hint = Hint
edit-line = line
edit-checking = Checking…
edit-checked = Checked
edit-failed = The check failed:
edit-written = Saved.
edit-not-written = Not saved:
edit-assumptions = Rule assumptions in force (choices the sources do not settle; `rulewright assumptions` lists them)
edit-elsewhere = in
edit-stale = While the file has errors, this is the rules text of its last version without errors.
edit-no-text-yet = The rules text is written once the file has no errors.
edit-compare-heading = Played against the base game
edit-compare = Compare
edit-compare-note = Plays the saved house rule and its base game 200 times each, with the same random numbers and random players, as `rulewright compare` does, and shows what it measures; the command’s own full report (in English) is below.
edit-compare-save-first = Save first: the comparison plays the file as saved.
edit-comparing = Playing the games…
edit-compared = Done.
edit-compare-failed = The comparison failed:

## The Compare report (rulewright/editing/compare_report.py, WORDS): the page's parts of what
## `rulewright compare` measures. Seats are numbered from 0, as in the command's report.
edit-compare-headline = { $house } compared with { $base }: { $games } games on the same seeds, { $players } players, seed { $seed }
edit-compare-decimal = .
edit-compare-col-base = base
edit-compare-col-house = house
edit-compare-col-difference = house - base
edit-compare-row-win-rate = win rate
edit-compare-row-seat = seat { $seat } ({ $agent })
edit-compare-row-no-winner = games with no winner
edit-compare-row-eliminated = players eliminated
edit-compare-row-scores = mean score per player
edit-compare-row-total = total
edit-compare-row-length = game length
edit-compare-row-rounds = rounds
edit-compare-row-decisions = decisions
edit-compare-only-in = { $side ->
    [base] only in the base game
   *[house] only with the house rule
}
edit-compare-no-interval = too few games for an interval
edit-compare-significant = { $direction ->
    [higher] significant, higher
   *[lower] significant, lower
}
edit-compare-same = same in every game
edit-compare-not-significant = not significant
edit-compare-pp = pp
edit-compare-points = { $value } percentage points
edit-compare-sentence = The house rule { $direction ->
    [higher] raises
   *[lower] lowers
} { $measure } from { $base } to { $house } ({ $difference }; 95% interval { $low } to { $high }).
edit-compare-measure-win = seat { $seat }’s win rate
edit-compare-measure-no-winner = the share of games with no winner
edit-compare-measure-eliminated = the share of players eliminated
edit-compare-measure-eliminated-seat = seat { $seat }’s elimination rate
edit-compare-measure-score = the mean score “{ $category }”
edit-compare-measure-total = the mean total score
edit-compare-measure-total-seat = seat { $seat }’s mean total score
edit-compare-measure-rounds = the number of rounds
edit-compare-measure-decisions = the number of decisions
edit-compare-measure-steps = the number of steps run (statements, rounds and turns)
