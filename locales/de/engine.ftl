### Sätze der Spiel-Engine und von `rulewright play` (Deutsch).
### Namen (Karten, Zonen, Zähler, Phasen, Aufforderungen) stammen aus der Datei des
### Regelwerks; diese Nachrichten ordnen sie nur an. Die Variablen $player, $zone,
### $cards, $counter, $card, $prompt und $phase sind bereits übersetzter Text.
### Anrede wie auf dem Übersichtsblatt und im Regelheft: du.

## Spieler und Plätze

player-name = Spieler { $number }
# Spaltenkopf der Wertungstabelle, wenn die vollen Namen nicht passen.
player-short = S{ $number }
agent-human = ein Mensch an diesem Terminal
agent-greedy = gieriger Bot
agent-random = Zufallsbot
agent-other = Bot „{ $name }“
game-start = { $title }: ein Spiel für { $count ->
    [one] einen Spieler
   *[other] { $count } Spieler
}
seat = { $player }: { $agent }
seat-you = { $player }: du

## Überschriften

heading-setup = Spielvorbereitung
heading-round-phase = Runde { $round } — { $letter }: { $phase }
heading-round-phase-plain = Runde { $round } — { $phase }
heading-end = Spielende

## Namen aus Namen

zone-of-player = { $zone } von { $player }
# $gender ist das Attribut .gender der Zone (masc, fem, neut).
zone-yours = { $gender ->
    [masc] Dein
    [neut] Dein
   *[fem] Deine
} { $zone }
counter-indexed = { $counter } ({ $index })
zone-part = { $zone } ({ $part })
card-details = { $name } ({ $details })
# A number on a card: $one and $other are the singular and plural of the attribute's name.
attribute-count = { $count } { $count ->
    [one] { $one }
   *[other] { $other }
}
cards-counted = { $count } { $name }
cards-hidden = { $count ->
    [one] eine verdeckte Karte
   *[other] { $count } verdeckte Karten
}
cards-none = keine Karten
value-yes = ja
value-no = nein
answer-nothing = nichts

## Was geschieht

event-decision = { $player } — „{ $prompt }“ → { $answer }
event-move = { $from } → { $to }: { $cards }
event-shuffle = { $zone } wird gemischt.
event-counter = { $player }: { $counter } { $old } → { $new }
event-counter-shared = { $counter } { $old } → { $new }
event-counter-hidden = { $player }: { $counter } geändert (verdeckt)
event-counter-shared-hidden = { $counter } geändert (verdeckt)
event-peek = { $player } sieht sich { $cards } an.
# $whose and $gender (the zone's, see en): not needed here
event-peek-in = { $player } sieht sich { $cards } an ({ $zone }).{ $whose ->
   *[other] {""}
}{ $gender ->
   *[other] {""}
}
event-reveal = { $zone } wird aufgedeckt: { $cards }
event-place = { $player } setzt einen Spielstein auf { $card }.
event-eliminated = { $player } scheidet aus dem Spiel aus.
event-knocked-out = { $player } scheidet bis zum Ende der Runde aus.
event-eliminated-you = Du scheidest aus dem Spiel aus.
event-knocked-out-you = Du scheidest bis zum Ende der Runde aus.
event-game-ends = Das Spiel endet: Die Bedingung für das Spielende ist erfüllt.
event-round-ends = Runde { $round } endet: Die Bedingung für das Rundenende ist erfüllt.

## Das Ende

score-title = Endwertung
score-category = Kategorie
score-total = Summe
eliminated = { $count ->
    [one] Ausgeschieden: { $players }
   *[other] Ausgeschieden: { $players }
}
eliminated-none = Niemand scheidet aus.
winners = { $count ->
    [one] Sieger: { $players }
   *[other] Sieger (geteilter Sieg): { $players }
}
winners-none = Niemand gewinnt.
elimination-title = Ausscheidungsprüfung
elimination-player = { $player }: { $comparison } → { $result ->
    [out] scheidet aus
   *[in] bleibt im Spiel
}
elimination-in-zone = { $amount } ({ $zone })

## Der Mensch am Terminal

status-heading = { $player } (du) · { $heading }
status-zone = { $zone } ({ $count }): { $cards }
status-public-zone = { $zone }: { $cards }
status-empty = Leer: { $zones }
cards-many = { $count ->
    [one] eine Karte
   *[other] { $count } Karten
}
status-counts = Weitere Karten: { $counts }
status-count = { $zone }: { $count }
status-counter = { $counter }: { $values }
status-value = { $player }: { $value }
status-indexed = { $player }: { $values }
status-index-value = { $index } { $value }
status-markers = Spielsteine: { $markers }
status-eliminated = Ausgeschieden: { $players }
status-knocked-out = Bis zum Ende der Runde ausgeschieden: { $players }
status-marker = { $card }: { $players }
status-variable = { $variable }: { $value }
card-at = Position { $position }: { $card }
option-hidden = verdeckte Karte ({ $zone }, Position { $position })
option-place = { $option } — { $zone }, Position { $position }
prompt = { $player }: { $prompt }
prompt-help = Gib ? für Hilfe ein, t für den ganzen Tisch, q zum Beenden.
help =
    Antworte mit der Nummer einer Option (1 bis { $count }); für mehrere gib ihre Nummern ein, getrennt durch Leerzeichen oder Kommas. Drücke nur Enter, um keine zu wählen, wo das erlaubt ist.
    Befehle:
      ? oder help        diese Hilfe
      ? 2 oder info 2    was Option 2 bewirkt (ihre Regeln, wie auf dem Übersichtsblatt)
      t oder table       noch einmal der ganze Tisch
      q oder quit        das Spiel hier beenden (mit --log bleibt das bisherige Spiel erhalten)
info-title = Option { $number }, { $option }:
info-none = Option { $number } ({ $option }) hat keine eigenen Regeln.
status-changed = Geändert seit deinem letzten Blick (t: der ganze Tisch):
ask-one = Deine Wahl (1–{ $count }; ? für Hilfe):
ask-exactly = { $count ->
    [one] Wähle 1 { $what ->
        [card] Karte
       *[other] Option
    } (eine Nummer; ? für Hilfe):
   *[other] Wähle { $count } { $what ->
        [card] Karten
       *[other] Optionen
    } (Nummern, getrennt durch Leerzeichen oder Kommas; ? für Hilfe):
}
ask-up-to = { $count ->
    [one] Wähle bis zu 1 { $what ->
        [card] Karte
       *[other] Option
    } (eine Nummer, oder Enter für keine):
   *[other] Wähle bis zu { $count } { $what ->
        [card] Karten
       *[other] Optionen
    } (Nummern, getrennt durch Leerzeichen oder Kommas; Enter für keine):
}
ask-between = Wähle { $min } bis { $max } { $what ->
    [card] Karten
   *[other] Optionen
} (Nummern, getrennt durch Leerzeichen oder Kommas):
error-not-number = „{ $text }“ ist keine Nummer. Antworte mit den Nummern der Optionen.
error-no-option = Es gibt keine Option { $number }: { $count ->
    [one] Die einzige Option ist 1.
   *[other] Die Optionen sind 1 bis { $count }.
}
error-twice = Du hast { $number } zweimal gewählt.
error-one = Wähle genau eine Option: Gib eine Nummer ein.
error-exactly = { $count ->
    [one] Wähle genau { $what ->
        [card] eine Karte
       *[other] eine Option
    }
   *[other] Wähle genau { $count } { $what ->
        [card] Karten
       *[other] Optionen
    }
}; du hast { $chosen } gewählt.
error-up-to = { $count ->
    [one] Wähle höchstens { $what ->
        [card] eine Karte
       *[other] eine Option
    }
   *[other] Wähle höchstens { $count } { $what ->
        [card] Karten
       *[other] Optionen
    }
}; du hast { $chosen } gewählt.
error-between = Wähle { $min } bis { $max } { $what ->
    [card] Karten
   *[other] Optionen
}; du hast { $chosen } gewählt.

## Der Befehl play

input-ended = Die Eingabe ist zu Ende: Das Spiel endet hier.
quit = Du hast aufgehört: Das Spiel endet hier.
interrupted = Unterbrochen: Das Spiel endet hier.
game-error = Das Spiel wurde durch einen Fehler beendet: { $message }
narration-error = Das Spiel kann in dieser Sprache nicht erzählt werden: { $message }
log-written = Protokoll in { $path } gespeichert.
seed-note = Seed { $seed }: Spiele dieses Spiel erneut mit --seed { $seed }.

# suchender Bot (runtime/ismcts.py): sein Name am Tisch und der Hinweis, während er nachdenkt
agent-ismcts = suchender Bot (ISMCTS)
agent-thinking = { $player } denkt nach … { $seconds } s

# erzwungene Wahl: eine Wahl mit nur einer Möglichkeit wird nicht gefragt; die Erzählung sagt, was genommen wurde
event-forced = { $player } — „{ $prompt }“ → { $answer } (die einzige Möglichkeit)

# Zahlen neben den Optionen: choose(..., show=...) zeigt neben jeder Option eine Zahl (einen Preis)
option-shown = { $option } — { $shown }

# verdeckte Karten mit dem Namen ihrer Gruppe, wo der Tisch weiß, zu welcher Gruppe sie gehören:
# $name und $plural sind die Namen der Gruppe (.card / .cards), $gender ihr Geschlecht (masc, fem, neut)
cards-hidden-group = { $count ->
    [one] { $gender ->
        [masc] ein verdeckter { $name }
        [neut] ein verdecktes { $name }
       *[other] eine verdeckte { $name }
    }
   *[other] { $count } verdeckte { $plural }
}
option-hidden-group = { $gender ->
    [masc] verdeckter
    [neut] verdecktes
   *[other] verdeckte
} { $name } ({ $zone }, Position { $position })
# ein Zähler, der nur 0 oder 1 sein kann (ein Merker), wird mit seinem neuen Wert erzählt, $value: ja oder nein
event-flag = { $player }: { $counter } → { $value }
event-flag-shared = { $counter } → { $value }

# Hot Seat: mehrere Personen an einem Bildschirm (runtime/narration_seats.py)
hotseat-note = { $players } teilen sich diesen Bildschirm: Was nur einer von ihnen sehen darf, wird nur ihm gezeigt, nachdem der Bildschirm an ihn weitergegeben wurde.
hotseat-pass = Gib den Bildschirm an { $player } weiter und drücke Enter.
hotseat-private = Nur { $player } hat inzwischen gesehen:
