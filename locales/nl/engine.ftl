### Zinnen van de spelmotor en van `rulewright play` (Nederlands).
### Namen (kaarten, zones, tellers, fasen, vragen) komen uit het bestand van de
### regelset; deze berichten zetten ze alleen op hun plaats. Variabelen met de namen
### $player, $zone, $cards, $counter, $card, $prompt en $phase zijn al vertaalde tekst.

## Spelers en plaatsen

player-name = Speler { $number }
# Kolomkop van de scoretabel als de volledige namen niet passen.
player-short = S{ $number }
agent-human = een mens aan deze terminal
agent-greedy = gulzige bot
agent-random = willekeurige bot
agent-other = bot „{ $name }”
game-start = { $title }: een spel voor { $count ->
    [one] één speler
   *[other] { $count } spelers
}
seat = { $player }: { $agent }
seat-you = { $player }: jij

## Koppen

heading-setup = Voorbereiding
heading-round-phase = Ronde { $round } — { $letter }: { $phase }
heading-round-phase-plain = Ronde { $round } — { $phase }
heading-end = Einde van het spel

## Namen uit namen

zone-of-player = { $zone } van { $player }
# $gender: het .gender-attribuut van de zone (de, het); "jouw" past bij beide.
zone-yours = { $gender ->
   *[other] jouw
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
    [one] een verborgen kaart
   *[other] { $count } verborgen kaarten
}
cards-none = geen kaarten
value-yes = ja
value-no = nee
answer-nothing = niets

## Wat er gebeurt

event-decision = { $player } — „{ $prompt }” → { $answer }
event-move = { $from } → { $to }: { $cards }
event-shuffle = { $zone } wordt geschud.
event-counter = { $player }: { $counter } { $old } → { $new }
event-counter-shared = { $counter } { $old } → { $new }
event-counter-hidden = { $player }: { $counter } gewijzigd (verborgen)
event-counter-shared-hidden = { $counter } gewijzigd (verborgen)
event-peek = { $player } bekijkt { $cards }.
# $whose: "shared" (een zone van de tafel), "player" ("hand van Speler 2") of "you" ("jouw
# hand"); $gender: het .gender-attribuut van de zone (de, het) of "other"
event-peek-in = { $player } bekijkt { $cards } in { $whose ->
    [you] { $zone }
   *[other] { $gender ->
        [het] het
       *[other] de
    } { $zone }
}.
event-reveal = { $zone } wordt opengedraaid: { $cards }
event-place = { $player } zet een pion op { $card }.
event-eliminated = { $player } ligt uit het spel.
event-knocked-out = { $player } ligt uit tot het einde van de ronde.
event-eliminated-you = Je ligt uit het spel.
event-knocked-out-you = Je ligt uit tot het einde van de ronde.
event-game-ends = Het spel is afgelopen: aan de voorwaarde voor het einde is voldaan.
event-round-ends = Ronde { $round } is afgelopen: aan de voorwaarde voor het einde van de ronde is voldaan.

## Het einde

score-title = Eindstand
score-category = Categorie
score-total = Totaal
eliminated = { $count ->
    [one] Uitgeschakeld: { $players }
   *[other] Uitgeschakeld: { $players }
}
eliminated-none = Niemand is uitgeschakeld.
winners = { $count ->
    [one] Winnaar: { $players }
   *[other] Winnaars (gedeelde overwinning): { $players }
}
winners-none = Niemand wint.
elimination-title = Controle op uitschakeling
elimination-player = { $player }: { $comparison } → { $result ->
    [out] uitgeschakeld
   *[in] blijft in het spel
}
elimination-in-zone = { $amount } ({ $zone })

## De speler aan de terminal

status-heading = { $player } (jij) · { $heading }
status-zone = { $zone } ({ $count }): { $cards }
status-public-zone = { $zone }: { $cards }
status-empty = Leeg: { $zones }
cards-many = { $count ->
    [one] één kaart
   *[other] { $count } kaarten
}
status-counts = Andere kaarten: { $counts }
status-count = { $zone }: { $count }
status-counter = { $counter }: { $values }
status-value = { $player }: { $value }
status-indexed = { $player }: { $values }
status-index-value = { $index } { $value }
status-markers = Pionnen: { $markers }
status-eliminated = Uit het spel: { $players }
status-knocked-out = Uit tot het einde van de ronde: { $players }
status-marker = { $card }: { $players }
status-variable = { $variable }: { $value }
card-at = positie { $position }: { $card }
option-hidden = verborgen kaart ({ $zone }, positie { $position })
option-place = { $option } — { $zone }, positie { $position }
prompt = { $player }: { $prompt }
prompt-help = Typ ? voor hulp, t voor de hele tafel, q om te stoppen.
help =
    Antwoord met het nummer van een keuze (1 tot en met { $count }); voor meerdere typ je hun nummers, gescheiden door spaties of komma's. Druk alleen op Enter om niets te kiezen, als dat mag.
    Commando's:
      ? of help        deze hulp
      ? 2 of info 2    wat keuze 2 doet (de regels, zoals op het overzichtsblad)
      t of table       de hele tafel opnieuw
      q of quit        het spel hier stoppen (met --log blijft het spel tot nu toe bewaard)
info-title = Keuze { $number }, { $option }:
info-none = Keuze { $number } ({ $option }) heeft geen eigen regels.
status-changed = Veranderd sinds je laatste blik (t: de hele tafel):
ask-one = Jouw keuze (1–{ $count }; ? voor hulp):
ask-exactly = { $count ->
    [one] Kies 1 { $what ->
        [card] kaart
       *[other] keuze
    } (een nummer; ? voor hulp):
   *[other] Kies { $count } { $what ->
        [card] kaarten
       *[other] keuzes
    } (nummers gescheiden door spaties of komma's; ? voor hulp):
}
ask-up-to = { $count ->
    [one] Kies hoogstens 1 { $what ->
        [card] kaart
       *[other] keuze
    } (een nummer, of Enter voor geen):
   *[other] Kies hoogstens { $count } { $what ->
        [card] kaarten
       *[other] keuzes
    } (nummers gescheiden door spaties of komma's; Enter voor geen):
}
ask-between = Kies { $min } tot { $max } { $what ->
    [card] kaarten
   *[other] keuzes
} (nummers gescheiden door spaties of komma's):
error-not-number = „{ $text }” is geen nummer. Antwoord met de nummers van de keuzes.
error-no-option = Er is geen keuze { $number }: { $count ->
    [one] de enige keuze is 1.
   *[other] de keuzes zijn 1 tot en met { $count }.
}
error-twice = Je hebt { $number } twee keer gekozen.
error-one = Kies precies één keuze: typ één nummer.
error-exactly = { $count ->
    [one] Kies precies één { $what ->
        [card] kaart
       *[other] keuze
    }
   *[other] Kies precies { $count } { $what ->
        [card] kaarten
       *[other] keuzes
    }
}; je koos er { $chosen }.
error-up-to = { $count ->
    [one] Kies hoogstens één { $what ->
        [card] kaart
       *[other] keuze
    }
   *[other] Kies hoogstens { $count } { $what ->
        [card] kaarten
       *[other] keuzes
    }
}; je koos er { $chosen }.
error-between = Kies { $min } tot { $max } { $what ->
    [card] kaarten
   *[other] keuzes
}; je koos er { $chosen }.

## Het commando play

input-ended = De invoer is afgelopen: het spel stopt hier.
quit = Je bent gestopt: het spel stopt hier.
interrupted = Onderbroken: het spel stopt hier.
game-error = Het spel is gestopt door een fout: { $message }
narration-error = Het spel kan niet in deze taal verteld worden: { $message }
log-written = Logboek geschreven naar { $path }.
seed-note = Seed { $seed }: speel dit spel opnieuw met --seed { $seed }.

# zoekende bot (runtime/ismcts.py): de naam aan tafel, en de melding terwijl hij nadenkt
agent-ismcts = zoekende bot (ISMCTS)
agent-thinking = { $player } denkt na … { $seconds } s

# gedwongen keuzes: een keuze met één optie wordt niet gevraagd; de vertelling zegt wat genomen is
event-forced = { $player } — „{ $prompt }” → { $answer } (de enige mogelijkheid)

# getallen bij de opties: choose(..., show=...) toont bij elke optie een getal (een prijs)
option-shown = { $option } — { $shown }

# verborgen kaarten met de naam van hun groep, waar de tafel kan weten van welke groep ze zijn:
# $name en $plural zijn de namen van de groep (.card / .cards), $gender het geslacht
cards-hidden-group = { $count ->
    [one] een verborgen { $name }
   *[other] { $count } verborgen { $plural }
}{ $gender ->
   *[other] {""}
}
option-hidden-group = verborgen { $name } ({ $zone }, positie { $position }){ $gender ->
   *[other] {""}
}
# een teller die alleen 0 of 1 is (een vlag) wordt verteld met zijn nieuwe waarde, $value: ja of nee
event-flag = { $player }: { $counter } → { $value }
event-flag-shared = { $counter } → { $value }

# hot seat: meer mensen aan één scherm (runtime/narration_seats.py)
hotseat-note = { $players } delen dit scherm: wat maar één van hen mag zien, krijgt alleen die speler te zien, nadat het scherm aan hem is doorgegeven.
hotseat-pass = Geef het scherm door aan { $player } en druk op Enter.
hotseat-private = Alleen { $player } zag intussen:
