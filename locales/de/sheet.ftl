### Übersichtsbogen: die Vorlagen des Satzgenerators (Deutsch).
###
### Eine Nachricht je IR-Knotenart (sheet-node-*), eingebauter Funktion (sheet-call-*) und
### fester Wendung (sheet-idiom-*), dazu Wörter des Layouts (sheet-layout-*). Argumente siehe
### en/sheet.ftl. $who: you (der Leser: Imperativ, "du" wie in den Kurzregeln), they (er),
### np ($subject nennt den Spieler), rel (Relativsatz, "der ..."). Nominalphrasen kommen in
### vier Fällen: $x (Nominativ), $x_acc, $x_dat, $x_gen; $..._gender: masc | fem | neut.
### Begriffe nach der deutschen Spielregel (Premiumaktion, Standardaktion, Nonnenreihe).

## Zahlen und Listen

sheet-number = { $n ->
    [0] null
    [1] eins
    [2] zwei
    [3] drei
    [4] vier
    [5] fünf
    [6] sechs
    [7] sieben
    [8] acht
    [9] neun
    [10] zehn
    [11] elf
    [12] zwölf
   *[other] { $n }
}
# Eine Tabelle nach Spielerzahl: $value (der häufigste Wert) und die Ausnahmen. Steht sie vor
# einem Substantiv ($gender: dessen Genus, sonst none; $case), heißt eine Eins „eine“, „einen“:
# „mindestens drei (eine mit vier Spielern) Stadtwertungen“; $n: der Wert als Zahl.
sheet-table = { $exceptions ->
    [none] { $value }
   *[other] { $n ->
        [1] { $gender ->
            [fem] { $case ->
                [dat] einer
                [gen] einer
               *[other] eine
            }
            [masc] { $case ->
                [acc] einen
                [dat] einem
                [gen] eines
               *[nom] einer
            }
            [neut] { $case ->
                [dat] einem
                [gen] eines
               *[other] eins
            }
           *[none] { $value }
        }
       *[other] { $value }
    } ({ $exceptions })
}
sheet-table-exception = { $n ->
    [1] { $gender ->
        [fem] { $case ->
            [dat] einer
            [gen] einer
           *[other] eine
        }
        [masc] { $case ->
            [acc] einen
            [dat] einem
            [gen] eines
           *[nom] einer
        }
        [neut] { $case ->
            [dat] einem
            [gen] eines
           *[other] eins
        }
       *[none] { $value }
    }
   *[other] { $value }
} mit { $players } Spielern
# Ein Eintrag einer Tabelle: $shape ist name (Tabelle je Stadt, Farbe, ...), number (eine
# Liste nach Position) oder atleast (die letzte Position, die auch für mehr gilt).
sheet-table-entry = { $shape ->
    [name] { $key } { $value }
    [atleast] { $key } oder mehr: { $value }
   *[number] { $key }: { $value }
}
sheet-list-and = { $items }
# Eine Liste in einer Liste; Listen ohne Konjunktion: Werte für eine Aktion (unit), Filter
# nach einem Substantiv (narrow).
sheet-list-group = ({ $items })
sheet-list-unit = { $a }, { $b }
sheet-list-narrow = { $a } { $b }
# Wie viele Elemente eine Wahl nimmt: $shape any, upto, atleast, exactly oder between; $min
# und $max in Worten, $min_n und $max_n als Zahlen (oder none): „ein bis zwei Karten“. Eine
# Eins vor dem Substantiv (höchstens/mindestens/genau eine) sagen die Vorlagen selbst ($n).
sheet-range = { $shape ->
    [any] beliebig viele
    [upto] bis zu { $max }
    [atleast] mindestens { $min }
    [exactly] { $max }
   *[between] { $min_n ->
        [1] ein
       *[other] { $min }
    } bis { $max }
}

## Layout

sheet-layout-title = { $game }: Übersicht
# Die Übersicht einer Hausregel: Titel und Fußzeile nennen sie, der erste Teil sagt, was sie ändert.
sheet-layout-title-house = { $game } mit der Hausregel „{ $house }“: Übersicht
sheet-layout-footer-house = Erzeugt von rulewright aus den Regeln von { $game } (Version { $version }) mit der Hausregel „{ $house }“.
sheet-layout-house = Änderungen gegenüber den Grundregeln
sheet-layout-house-parameter = { $name }: { $after } (Grundregeln: { $before })
sheet-layout-house-option = { $name }: { $text }
sheet-layout-house-rules = { $n ->
    [one] Geänderte Regel (siehe dort): { $places }
   *[other] Geänderte Regeln (siehe dort): { $places }
}
# A house rule's sheet built without its base: the changes are not listed, and it says so.
sheet-layout-house-no-base = Was die Hausregel ändert, lässt sich hier ohne die Grundregeln nicht aufzählen; der Befehl „rulewright diff“ zählt es auf.
sheet-layout-house-yes = ja
sheet-layout-house-no = nein
sheet-layout-round = Eine Runde
sheet-layout-rounds = Das Spiel dauert { $rounds } { $n ->
    [1] Runde
   *[other] Runden
}. Jede Runde hat diese Phasen:
sheet-end-game-when = Das Spiel endet, sobald { $cond }.
sheet-end-game-round = Das Spiel endet am Ende einer Runde, in der { $cond }.
sheet-end-game-phase = Am Ende jeder Phase: Wenn { $cond }, endet das Spiel.
sheet-end-any = { $what ->
    [round] Die Runde endet
   *[game] Das Spiel endet
} { $checked ->
    [end_of_round] am Ende einer Runde, in der eines hiervon zutrifft:
    [after_each_phase] am Ende einer Phase, in der eines hiervon zutrifft:
   *[other] sobald eines hiervon zutrifft:
}
sheet-end-round-when = Die Runde endet, sobald { $cond }.
sheet-end-round-phase = Am Ende jeder Phase: Wenn { $cond }, endet die Runde.
sheet-end-rounds = Das Spiel dauert { $rounds } { $n ->
    [1] Runde
   *[other] Runden
}.
sheet-end-rounds-at-most = Das Spiel dauert höchstens { $rounds } { $n ->
    [1] Runde
   *[other] Runden
}.
sheet-end-phases = Jede Runde hat diese Phasen:
sheet-end-at-round-end = { $phase } (auch wenn die Runde vorzeitig endet)
sheet-layout-changed = Geänderte Regel (erzeugter Text):
sheet-np-points-total = Punkt insgesamt
    .plural = Punkte insgesamt
    .gender = masc
sheet-clause-players-left = { $op ->
     [gt] mehr als
     [ge] mindestens
     [lt] weniger als
     [le] höchstens
     [eq] genau
    *[ne] nicht genau
} { $n ->
    [1] ein Spieler
   *[other] { $value } Spieler
} { $state ->
    [alive] noch im Spiel
   *[in_play] in dieser Runde noch dabei
} { $n ->
    [1] ist
   *[other] sind
}
sheet-layout-phase = { $letter }. { $name }
sheet-layout-group = { $group }
sheet-layout-kind = { $kind } ({ $attributes })
sheet-layout-action = { $action }:
sheet-layout-all-kinds = { $action } (jede { $group }):
sheet-layout-used-in = In Phase { $phase }:
sheet-layout-used-at-end = Am Ende des Spiels:
sheet-layout-end = Ende des Spiels
sheet-layout-notes = Weitere Regeln
sheet-layout-assumptions = Geltende Annahmen
sheet-layout-assumptions-intro = Die Spielregel legt diese Punkte nicht fest; diese Übersicht folgt den Entscheidungen unten, die eine Hausregel ändern kann.
sheet-layout-footer = Erzeugt von rulewright aus den Regeln von { $game } (Version { $version }).
sheet-layout-no-action = Diese Karte hat keine eigene Aktion.
sheet-layout-kinds = { $kinds }:
sheet-layout-place-phase = in Phase { $phase }
sheet-layout-place-end = am Spielende
sheet-layout-used-where = Verwendet { $places } (siehe dort).
sheet-layout-no-actions = { $n ->
    [one] Keine eigene Aktion.
   *[other] Keine eigenen Aktionen.
}
# Der Abschnitt, der die benannten Abläufe erklärt, und die Überschrift eines Eintrags (Name und Parameter).
sheet-layout-procedures = Wiederkehrende Schritte
sheet-layout-procedure = { $n ->
    [0] { $label }:
   *[other] { $label } ({ $params }):
}

## Anweisungen

sheet-node-let = { $who ->
    [you] Wähle { $value_acc }.
    [they] Er wählt { $value_acc }.
   *[other] { $subject } wählt { $value_acc }.
}
sheet-node-if = Wenn { $cond }: { $then }
sheet-node-if-else = Sonst: { $else }
sheet-node-elif = Sonst, wenn { $cond }: { $then }
sheet-node-nothing = Es passiert nichts.
sheet-node-for = { $type ->
    [card] Für jede Karte in { $items_dat }:
    [int] Für jede { $items_gen }:
   *[other] Für jedes von { $items_dat }:
} { $body }
sheet-node-for-players = { $players } tut Folgendes.
sheet-node-turns = Die Spieler sind reihum an der Reihe, { $players }. Wer an der Reihe ist, tut Folgendes:
sheet-node-turns-until = Die Spieler sind reihum an der Reihe, { $players }, immer wieder, bis { $cond }. Wer an der Reihe ist, tut Folgendes:
sheet-node-for-times = { $n ->
    [phrase] Wiederhole so oft, wie { $times } beträgt:
    [one] Einmal:
   *[other] { $times } Mal:
} { $body }
sheet-node-for-until = Das endet, sobald { $cond }.
sheet-node-turns-round = Die Spieler sind reihum an der Reihe, { $players }, immer wieder. Wer an der Reihe ist, tut Folgendes:
sheet-node-setc = { $who ->
    [you] Setze deine { $counter_plural }{ $index ->
        [none] {""}
       *[other] {" "}{ $index_gen }
    } auf { $value_acc }.
    [they] Er setzt seine { $counter_plural }{ $index ->
        [none] {""}
       *[other] {" "}{ $index_gen }
    } auf { $value_acc }.
    [np] { $subject } setzt seine { $counter_plural }{ $index ->
        [none] {""}
       *[other] {" "}{ $index_gen }
    } auf { $value_acc }.
   *[other] { $counter_gender ->
        [fem] Die
        [neut] Das
       *[masc] Der
    } { $counter } { $op ->
        [add] steigt um { $value_acc }.
        [sub] sinkt um { $value_acc }.
       *[other] wird { $value }.
    }
}
sheet-node-setc-shared = { $op ->
    [add] Die Anzahl { $counter_plural }{ $index ->
        [none] {""}
       *[other] {" "}von { $index_dat }
    } steigt um { $amount }.
    [subtract] Die Anzahl { $counter_plural }{ $index ->
        [none] {""}
       *[other] {" "}von { $index_dat }
    } sinkt um { $amount }.
   *[set] Die Anzahl { $counter_plural }{ $index ->
        [none] {""}
       *[other] {" "}von { $index_dat }
    } wird { $value }.
}
sheet-node-setvar-bool = Setze „{ $var }“ auf { $value ->
    [true] ja
   *[false] nein
}.
sheet-node-yesno = { $value ->
    [true] ja
   *[false] nein
}
sheet-clause-var-bool = „{ $var }“ auf ja steht
sheet-clause-attr-yes = „{ $attribute }“ von { $card_dat } auf { $neg ->
    [yes] nein
   *[no] ja
} steht
sheet-node-setvar-if = Setze „{ $var }“ auf ja, wenn { $cond }, sonst auf nein.
sheet-clause-group = ({ $clause })
sheet-clause-var-bool-no = „{ $var }“ auf nein steht
sheet-np-counter-number = { $case ->
    [dat] Anzahl
   *[other] Anzahl
} { $counter_plural }
sheet-np-seat-order = in Sitzreihenfolge
sheet-np-players-meeting = diejenigen von { $list_dat }, für die gilt: { $cond }
sheet-clause-chooses = { $who ->
    [you] du
    [they] er
    [rel] {""}
   *[other] { $subject }
} { $neg ->
    [yes] eine andere Antwort als „{ $label }“
   *[no] „{ $label }“
} (aus { $options }) { $who ->
    [you] wählst
   *[other] wählt
}
sheet-node-setvar = { $var_gender ->
    [fem] Die
    [neut] Das
   *[masc] Der
} { $var } wird { $value }.
sheet-node-do = Führe „{ $action }“ aus.
# Aufruf eines Ablaufs, den die Lokalisierung des Spiels benennt (procedure-<name>): der Name und die Werte.
sheet-node-proc = { $n ->
    [0] { $label }.
   *[other] { $label } ({ $values }).
}

## Ausdrücke

sheet-node-int = { $n ->
    [0] null
    [1] eins
    [2] zwei
    [3] drei
    [4] vier
    [5] fünf
    [6] sechs
    [7] sieben
    [8] acht
    [9] neun
    [10] zehn
   *[other] { $n }
}
sheet-node-bool = { $value ->
    [true] immer
   *[false] nie
}
sheet-node-local = { $type ->
    [player] { $case ->
        [acc] diesen Spieler
        [dat] diesem Spieler
        [gen] dieses Spielers
       *[nom] dieser Spieler
    }
    [card] { $case ->
        [dat] dieser Karte
        [gen] dieser Karte
       *[other] diese Karte
    }
    [this] { $case ->
        [dat] dieser Karte
        [gen] dieser Karte
       *[other] diese Karte
    }
    [kind] { $case ->
        [dat] dieser Art
        [gen] dieser Art
       *[other] diese Art
    }
    [list] { $name ->
        [none] diese
       *[other] { $case ->
            [gen] dieser { $name_plural }
            [dat] diesen { $name_dative ->
                [none] { $name_plural }
               *[other] { $name_dative }
            }
           *[other] diese { $name_plural }
        }
    }
    [int] diese Zahl
    [class] { $case ->
        [dat] dieser Klasse
        [gen] dieser Klasse
       *[other] diese Klasse
    }
   *[other] { $name ->
        [none] dies
       *[other] { $name_gender ->
            [fem] { $case ->
                [dat] dieser
                [gen] dieser
               *[other] diese
            }
            [neut] { $case ->
                [dat] diesem
                [gen] dieses
               *[other] dieses
            }
           *[masc] { $case ->
                [acc] diesen
                [dat] diesem
                [gen] dieses
               *[nom] dieser
            }
        } { $name }
    }
}
sheet-node-param = { $value }
sheet-node-var = { $var_gender ->
    [fem] { $case ->
        [dat] der
        [gen] der
       *[other] die
    }
    [neut] { $case ->
        [dat] dem
        [gen] des
       *[other] das
    }
   *[masc] { $case ->
        [acc] den
        [dat] dem
        [gen] des
       *[nom] der
    }
} { $case ->
    [acc] { $var_acc }
    [dat] { $var_dat }
    [gen] { $var_gen }
   *[other] { $var }
}
sheet-node-const = { $name }
sheet-node-zone = { $zone_gender ->
    [fem] { $case ->
        [dat] der
        [gen] der
       *[other] die
    }
    [neut] { $case ->
        [dat] dem
        [gen] des
       *[other] das
    }
   *[masc] { $case ->
        [acc] den
        [dat] dem
        [gen] des
       *[nom] der
    }
} { $case ->
    [acc] { $zone_acc }
    [dat] { $zone_dat }
    [gen] { $zone_gen }
   *[other] { $zone }
}
sheet-node-pzone = { $part ->
    [none] { $owner ->
        [you] { $zone_gender ->
            [fem] { $case ->
                [dat] deiner
                [gen] deiner
               *[other] deine
            }
            [neut] { $case ->
                [dat] deinem
                [gen] deines
               *[other] dein
            }
           *[other] { $case ->
                [acc] deinen
                [dat] deinem
                [gen] deines
               *[nom] dein
            }
        } { $case ->
            [acc] { $zone_acc }
            [dat] { $zone_dat }
            [gen] { $zone_gen }
           *[other] { $zone }
        }
        [they] { $zone_gender ->
            [fem] { $case ->
                [dat] seiner
                [gen] seiner
               *[other] seine
            }
            [neut] { $case ->
                [dat] seinem
                [gen] seines
               *[other] sein
            }
           *[other] { $case ->
                [acc] seinen
                [dat] seinem
                [gen] seines
               *[nom] sein
            }
        } { $case ->
            [acc] { $zone_acc }
            [dat] { $zone_dat }
            [gen] { $zone_gen }
           *[other] { $zone }
        }
       *[other] { $zone_gender ->
            [fem] { $case ->
                [dat] der
                [gen] der
               *[other] die
            }
            [neut] { $case ->
                [dat] dem
                [gen] des
               *[other] das
            }
           *[other] { $case ->
                [acc] den
                [dat] dem
                [gen] des
               *[nom] der
            }
        } { $case ->
            [acc] { $zone_acc }
            [dat] { $zone_dat }
            [gen] { $zone_gen }
           *[other] { $zone }
        } von { $player_dat }
    }
   *[other] { $owner ->
        [you] { $case ->
            [gen] deiner
           *[other] deine
        }
        [they] { $case ->
            [gen] seiner
           *[other] seine
        }
       *[other] { $case ->
            [gen] der
           *[other] die
        }
    } { $zone_cards ->
        [none] Karten
       *[other] { $zone_cards }
    } in { $part_dat }{ $owner ->
        [you] {""}
        [they] {""}
       *[other] {" "}von { $player_dat }
    }
}
sheet-node-counter = { $owner ->
    [you] { $case ->
        [dat] der Anzahl deiner
        [gen] deiner
       *[other] deine
    } { $counter_plural }
    [they] { $case ->
        [dat] der Anzahl seiner
        [gen] seiner
       *[other] seine
    } { $counter_plural }
    [none] { $case ->
        [dat] der Anzahl der
        [gen] der
       *[other] die
    } { $counter_plural }
   *[other] die { $counter_plural } von { $player_dat }
}{ $index ->
    [none] {""}
   *[other] {" "}{ $index_gen }
}
sheet-node-kindof = die Art { $card_gen }
sheet-node-groupof = die Gruppe { $card_gen }
sheet-node-cattr = { $attribute_gender ->
    [fem] { $case ->
        [dat] der
        [gen] der
       *[other] die
    }
    [neut] { $case ->
        [dat] dem
        [gen] des
       *[other] das
    }
   *[masc] { $case ->
        [acc] den
        [dat] dem
        [gen] des
       *[nom] der
    }
} { $case ->
    [acc] { $attribute_acc }
    [dat] { $attribute_dat }
    [gen] { $attribute_gen }
   *[other] { $attribute }
} { $card_gen }
sheet-node-table = { $value }
sheet-node-item = { $cycle ->
    [yes] im Wechsel { $list }, nach { $index_dat } (nach dem letzten wieder der erste)
   *[no] { $case ->
        [dat] dem
        [gen] des
       *[other] der
    } Eintrag { $index } der Liste ({ $list })
}
sheet-node-list = { $items }
sheet-node-and = { $items }
sheet-node-or = { $items }
sheet-node-not = es nicht so ist, dass { $clause }
sheet-node-neg = minus { $value }
sheet-node-arith = { $op ->
    [plus] { $case ->
        [dat] { $a_dat }
        [gen] { $a_gen }
        [acc] { $a_acc }
       *[nom] { $a }
    } plus { $b }
    [minus] { $case ->
        [dat] { $a_dat }
        [gen] { $a_gen }
        [acc] { $a_acc }
       *[nom] { $a }
    } minus { $b }
    [times] { $case ->
        [dat] { $a_dat }
        [gen] { $a_gen }
        [acc] { $a_acc }
       *[nom] { $a }
    } mal { $b }
    [div] { $case ->
        [dat] { $a_dat }
        [gen] { $a_gen }
        [acc] { $a_acc }
       *[nom] { $a }
    } geteilt durch { $b } (abgerundet)
   *[other] { $case ->
        [dat] dem
        [gen] des
        [acc] den
       *[nom] der
    } Rest von { $a_dat } geteilt durch { $b }
}
sheet-node-concat = { $a } und { $b }
sheet-node-cmp = { $op ->
    [eq] { $form ->
        [other] { $a } gleich { $b_dat } ist
        [plural] { $a } gleich { $b_dat } sind
       *[player] { $a } { $b } ist
    }
    [ne] { $form ->
        [other] { $a } ungleich { $b_dat } ist
        [plural] { $a } ungleich { $b_dat } sind
       *[player] { $a } nicht { $b } ist
    }
    [lt] { $a } kleiner als { $b } { $form ->
        [plural] sind
       *[other] ist
    }
    [le] { $a } höchstens { $b } { $form ->
        [plural] sind
       *[other] ist
    }
    [gt] { $a } größer als { $b } { $form ->
        [plural] sind
       *[other] ist
    }
   *[ge] { $a } mindestens { $b } { $form ->
        [plural] sind
       *[other] ist
    }
}
sheet-node-in = { $neg ->
    [yes] { $a } nicht zu { $b_dat } gehört
   *[no] { $a } zu { $b_dat } gehört
}
sheet-node-cond = { $case ->
    [acc] { $a_acc }, wenn { $cond }, sonst { $b_acc }
    [dat] { $a_dat }, wenn { $cond }, sonst { $b_dat }
    [gen] { $a_gen }, wenn { $cond }, sonst { $b_gen }
   *[nom] { $a }, wenn { $cond }, sonst { $b }
}
sheet-node-lambda = { $body }
sheet-node-apply = { $case ->
    [acc] { $value_acc }
    [dat] { $value_dat }
    [gen] { $value_gen }
   *[nom] { $value }
}
sheet-node-call = { $function }

## Spieler und Karten

sheet-np-you = { $case ->
    [acc] dich
    [dat] dir
    [gen] deiner
   *[nom] du
}
sheet-np-they = { $case ->
    [acc] ihn
    [dat] ihm
    [gen] seiner
   *[nom] er
}
# "jeder der Spieler an ..." rather than "jeder Spieler von den Spielern an ...".
sheet-np-each-player = { $other ->
    [yes] { $list ->
        [none] { $case ->
            [acc] jeden anderen Spieler
            [dat] jedem anderen Spieler
            [gen] jedes anderen Spielers
           *[nom] jeder andere Spieler
        }
       *[other] { $case ->
            [acc] jeden anderen
            [dat] jedem anderen
            [gen] jedes anderen
           *[nom] jeder andere
        } { $list_gen }
    }
   *[no] { $case ->
        [acc] jeden
        [dat] jedem
        [gen] jedes
       *[nom] jeder
    }{ $list ->
        [none] { $case ->
            [gen] {" "}Spielers
           *[other] {" "}Spieler
        }
       *[other] {" "}{ $list_gen }
    }
}{ $order ->
    [none] {""}
   *[other] {" "}({ $order })
}{ $rel ->
    [none] {""}
   *[other] , der { $rel },
}
sheet-np-chosen = { $type ->
    [cards] { $case ->
        [dat] den gewählten Karten
        [gen] der gewählten Karten
       *[other] die gewählten Karten
    }
    [kinds] { $case ->
        [dat] den gewählten Arten
        [gen] der gewählten Arten
       *[other] die gewählten Arten
    }
    [player] { $case ->
        [acc] den gewählten Spieler
        [dat] dem gewählten Spieler
        [gen] des gewählten Spielers
       *[nom] der gewählte Spieler
    }
   *[other] { $case ->
        [dat] der gewählten Karte
        [gen] der gewählten Karte
       *[other] die gewählte Karte
    }
}
sheet-np-kind-cards = { $case ->
    [dat] den
    [gen] der
   *[other] die
} { $kind_cards }
sheet-np-kinds = { $kinds ->
    [none] Karten
    [one] Karte
    [same] Karten dieser Art
    [same-one] Karte dieser Art
   *[other] { $kinds }
}
sheet-np-extreme = { $case ->
    [acc] den Spieler
    [dat] dem Spieler
    [gen] des Spielers
   *[nom] der Spieler
}, der { $needs ->
    [among] { $among } und { $measure },
   *[other] { $measure },
}
sheet-np-others = { $case ->
    [acc] jeden anderen
    [dat] jedem anderen
    [gen] jedes anderen
   *[nom] jeder andere
} { $list_gen }
sheet-np-group-card = { $group_gender ->
    [fem] { $case ->
        [dat] der
        [gen] der
       *[other] die
    }
    [neut] { $case ->
        [dat] dem
        [gen] des
       *[other] das
    }
   *[masc] { $case ->
        [acc] den
        [dat] dem
        [gen] des
       *[nom] der
    }
} { $case ->
    [acc] { $group_acc }
    [dat] { $group_dat }
    [gen] { $group_gen }
   *[other] { $group }
}
# Die Karten einer Zone (oder eines Teils davon), gefiltert. $what: der Name der Karten (.cards
# oder .card der Zone, einer Art oder eines Werts) oder none; $filter folgt dem Substantiv.
# $number: other = die Karten mit ihrem Besitzer; one = eine Karte (nach "je"), ohne Artikel.
sheet-np-face = { $number ->
    [one] { $face }
   *[other] { $case ->
        [dat] der Karte
       *[other] die Karte
    } { $face }
}{ $place ->
    [you] {" "}in { $zone_gender ->
        [fem] deiner
       *[other] deinem
    } { $zone_dat }
    [they] {" "}in { $zone_gender ->
        [fem] seiner
       *[other] seinem
    } { $zone_dat }
    [np] {" "}{ $zone_gender ->
        [fem] in der
       *[other] im
    } { $zone_dat } von { $player_dat }
    [the] {" "}{ $zone_gender ->
        [fem] in der
       *[other] im
    } { $zone_dat }
   *[none] {""}
}
sheet-np-cards = { $number ->
    [one] { $what ->
        [none] Karte
       *[other] { $what }
    }
   *[other] { $owner ->
        [you] { $case ->
            [gen] deiner {""}
            [dat] deinen {""}
           *[other] deine {""}
        }
        [they] { $case ->
            [gen] seiner {""}
            [dat] seinen {""}
           *[other] seine {""}
        }
        [np] { $case ->
            [gen] der {""}
            [dat] den {""}
           *[other] die {""}
        }
       *[none] { $case ->
            [gen] der {""}
           *[other] {""}
        }
    }{ $what ->
        [none] Karten
       *[other] { $what }
    }
}{ $filter ->
    [none] {""}
   *[other] {" "}{ $filter }
}{ $part ->
    [none] {""}
   *[other] {" "}in { $part_dat }
}{ $place ->
    [you] {" "}in { $zone_gender ->
        [fem] deiner
       *[other] deinem
    } { $zone_dat }
    [they] {" "}in { $zone_gender ->
        [fem] seiner
       *[other] seinem
    } { $zone_dat }
    [np] {" "}{ $zone_gender ->
        [fem] in der
       *[other] im
    } { $zone_dat } von { $player_dat }
    [the] {" "}{ $zone_gender ->
        [fem] in der
       *[other] im
    } { $zone_dat }
   *[none] {""}
}{ $number ->
    [one] {""}
   *[other] { $owner ->
        [np] {" "}von { $player_dat }
       *[other] {""}
    }
}
# Gruppen aus $size gleichen Einheiten eines Zählers mit einer Zahl je Wert ("Paare").
# Gruppen aus $size gleichen Einheiten eines Zählers mit einer Zahl je Wert ("Paare").
sheet-np-sets = { $number ->
    [one] { $count } gleiche { $counter_plural }
   *[other] { $owner ->
        [you] { $case ->
            [dat] der Anzahl deiner
            [gen] der Anzahl deiner
           *[other] die Anzahl deiner
        } Sätze
        [they] { $case ->
            [dat] der Anzahl seiner
            [gen] der Anzahl seiner
           *[other] die Anzahl seiner
        } Sätze
        [np] { $case ->
            [dat] der Anzahl der
            [gen] der Anzahl der
           *[other] die Anzahl der
        } Sätze von { $player_dat }
       *[none] Sätze
    } à { $count } gleiche { $counter_plural }
}
# Was von einem Zähler übrig ist, nachdem die vorige Wertung einen Teil davon verwendet hat.
sheet-np-rest = { $number ->
    [one] { $counter_gender ->
        [fem] weitere
        [neut] weiteres
       *[masc] weiteren
    } { $counter }
   *[other] { $owner ->
        [you] { $case ->
            [gen] deiner übrigen
            [dat] deinen übrigen
           *[other] deine übrigen
        }
        [they] { $case ->
            [gen] seiner übrigen
            [dat] seinen übrigen
           *[other] seine übrigen
        }
        [np] die übrigen
       *[none] übrige
    } { $counter_plural }{ $owner ->
        [np] {" "}von { $player_dat }
       *[other] {""}
    }
}
# Die Werte einer Aufzählung, für die $cond gilt ("Gegenstandsarten, bei denen du ...").
sheet-np-values-where = { $number ->
    [one] { $enum }{ $cond ->
        [none] {""}
       *[other] , bei { $enum_gender ->
            [fem] der
           *[other] dem
        } { $cond }
    }
   *[other] { $case ->
        [dat] den
        [gen] der
       *[other] die
    } { $enum_plural }{ $cond ->
        [none] {""}
       *[other] , bei denen { $cond }
    }
}
sheet-np-first-value = { $enum_gender ->
    [fem] { $case ->
        [dat] der ersten
        [gen] der ersten
       *[other] die erste
    }
    [neut] { $case ->
        [dat] dem ersten
        [gen] des ersten
       *[other] das erste
    }
   *[masc] { $case ->
        [acc] den ersten
        [dat] dem ersten
        [gen] des ersten
       *[nom] der erste
    }
} { $enum } (der Reihe nach), bei { $enum_gender ->
    [fem] der
   *[other] dem
} { $cond }
sheet-np-or-zero = { $value } (null, wenn es keine gibt)
sheet-node-table-of = { $case ->
    [dat] dem Wert
    [gen] des Werts
    [acc] den Wert
   *[nom] der Wert
} für { $index_acc } in { $later ->
    [yes] Tabelle { $number } unten
    [column] Spalte { $column } von Tabelle { $number } unten
   *[no] der Tabelle ({ $entries })
}
sheet-table-note = Tabelle { $number }: { $entries }.
# Eine Tabelle nach Werten, als Tabelle gedruckt: ihre Beschriftung und der Kopf einer Spalte.
sheet-table-caption = Tabelle { $number }{ $columns ->
    [none] :
   *[other] {" "}({ $columns }):
}
sheet-table-column = Spalte { $number }: { $label }
sheet-node-table-by = { $entries }
# `let` der Karten einer Zone, bevor Karten aus ihr oder in sie gelegt werden: die Karten, wie sie jetzt sind.
sheet-node-let-snapshot = Merke dir die Karten { $value_gen }: „die gemerkten Karten“ unten sind diese Karten, auch nachdem sie woandershin gelegt wurden.
sheet-np-noted = { $case ->
    [dat] den gemerkten Karten
    [gen] der gemerkten Karten
   *[other] die gemerkten Karten
}
# Die höchste (niedrigste) Anzahl eines Zählers mit einer Zahl je Wert, bei einem Wert.
sheet-np-counter-extreme = { $case ->
    [dat] der
    [gen] der
   *[other] die
} { $dir ->
    [fewest] niedrigste
   *[most] höchste
}{ $case ->
    [dat] n
    [gen] n
   *[other] {""}
} Anzahl { $counter_plural }, die { $owner ->
    [you] du
    [they] er
   *[other] { $player }
} von { $enum_gender ->
    [fem] einer
   *[other] einem
} { $enum } { $owner ->
    [you] hast
   *[other] hat
}
sheet-np-counters = { $owner ->
    [you] { $case ->
        [dat] deinen
        [gen] deiner
       *[other] deine
    }
    [they] { $case ->
        [dat] seinen
        [gen] seiner
       *[other] seine
    }
   *[other] die
} { $counters } zusammen{ $owner ->
    [np] {" "}von { $player_dat }
   *[other] {""}
}
sheet-np-kinds-of = { $number ->
    [one] eine Art { $group }
   *[other] Arten { $group_plural }
}

## Filter für Karten (nach dem Substantiv)

sheet-filter-attr = mit { $op ->
    [eq] { $shape ->
        [name] { $attribute_gender ->
            [fem] der
           *[other] dem
        } { $attribute } { $value }
       *[other] { $attribute } gleich { $value_dat }
    }
    [ne] { $attribute } ungleich { $value_dat }
    [lt] { $attribute } unter { $value_dat }
    [le] { $attribute } höchstens { $value }
    [gt] { $attribute } über { $value_dat }
   *[ge] { $attribute } mindestens { $value }
}
sheet-filter-attr-same = mit { $attribute_gender ->
    [fem] derselben
   *[other] demselben
} { $attribute } wie { $card }
sheet-filter-attr-in = mit { $neg ->
    [yes] { $attribute_gender ->
        [fem] einer anderen
       *[other] einem anderen
    } { $attribute } als { $values }
   *[no] { $attribute_gender ->
        [fem] der
       *[other] dem
    } { $attribute } { $values }
}
sheet-filter-attr-yes = { $neg ->
    [yes] ohne
   *[no] mit
} { $attribute }
sheet-filter-kind = { $kinds_gen }
sheet-filter-kind-in = { $neg ->
    [yes] einer anderen Art als { $kinds }
   *[no] der Art { $kinds }
}
sheet-filter-not-face = außer { $face }
sheet-filter-other = (für die gilt, dass { $pred })

## Maßstäbe: Verbgruppen ohne Subjekt, Verb am Ende ($number: one = hat, other = haben)

sheet-measure-zone = { $dir ->
    [most] die meisten { $what }
    [fewest] die wenigsten { $what }
   *[some] mindestens eine { $what_one }
} { $held ->
    [hand] auf der Hand
   *[other] in { $zone_gender ->
        [fem] der
       *[other] dem
    } { $zone_dat }
} { $number ->
    [one] hat
   *[other] haben
}
# $mass: yes, wenn die Mehrzahl gleich dem Namen ist (vielleicht ein Stoffname): „am meisten Stärke“, nicht „die meisten Stärke“
sheet-measure-counter = { $dir ->
    [most] { $mass ->
        [yes] am meisten
       *[no] die meisten
    } { $counter_plural }
    [fewest] { $mass ->
        [yes] am wenigsten
       *[no] die wenigsten
    } { $counter_plural }
   *[some] { $counter_gender ->
        [fem] mindestens eine
        [neut] mindestens ein
       *[masc] mindestens einen
    } { $counter }
}{ $index ->
    [none] {""}
   *[other] {" "}in { $index_dat }
} { $number ->
    [one] hat
   *[other] haben
}
sheet-measure-score = { $dir ->
    [most] die meisten Punkte
    [fewest] die wenigsten Punkte
   *[some] mindestens einen Punkt
} { $number ->
    [one] hat
   *[other] haben
}
sheet-measure-arrival = { $dir ->
    [fewest] { $value_acc } als Erster erreicht { $number ->
        [one] hat
       *[other] haben
    }
   *[other] { $value_acc } als Letzter erreicht { $number ->
        [one] hat
       *[other] haben
    }
}
sheet-measure-other = { $dir ->
    [most] den höchsten Wert für { $value_acc }
    [fewest] den niedrigsten Wert für { $value_acc }
   *[some] einen positiven Wert für { $value_acc }
} { $number ->
    [one] hat
   *[other] haben
}

## Nebensätze (Verb am Ende)

sheet-clause-has = { $who ->
    [you] du { $neg ->
        [yes] { $what_no }
       *[no] mindestens { $what_a }
    } auf { $zone_gender ->
        [fem] der
       *[other] dem
    } { $zone_dat } hast
    [they] er { $neg ->
        [yes] { $what_no }
       *[no] mindestens { $what_a }
    } auf { $zone_gender ->
        [fem] der
       *[other] dem
    } { $zone_dat } hat
    [rel] { $neg ->
        [yes] { $what_no }
       *[no] mindestens { $what_a }
    } auf { $zone_gender ->
        [fem] der
       *[other] dem
    } { $zone_dat } hat
   *[other] { $subject } { $neg ->
        [yes] { $what_no }
       *[no] mindestens { $what_a }
    } auf { $zone_gender ->
        [fem] der
       *[other] dem
    } { $zone_dat } hat
}
sheet-clause-card-is = { $subject } { $neg ->
    [yes] { $kinds_no }
   *[no] { $kinds_a }
} ist
# eine Kartenform mit ihrem Artikel, nach ihrem Genus (.card-gender, sonst .gender): „ein Edelstein“, „keine Werkzeugkarte“
sheet-np-kind-card = { $kind_card_gender ->
    [fem] { $neg ->
        [yes] keine
       *[no] eine
    }
    [masc] { $case ->
        [acc] { $neg ->
            [yes] keinen
           *[no] einen
        }
       *[other] { $neg ->
            [yes] kein
           *[no] ein
        }
    }
   *[other] { $neg ->
        [yes] kein
       *[no] ein
    }
} { $kind_card }
sheet-clause-entered = { $who ->
    [you] du
    [they] er
    [rel] {""}
   *[other] { $subject }
} in dieser Runde { $kind_gender ->
    [fem] { $neg ->
        [yes] keine
       *[no] eine
    }
    [neut] { $neg ->
        [yes] kein
       *[no] ein
    }
   *[masc] { $neg ->
        [yes] keinen
       *[no] einen
    }
} { $kind } betreten { $who ->
    [you] hast
   *[other] hat
}
sheet-clause-in-zone = { $kind_card_gender ->
    [fem] { $neg ->
        [yes] keine
       *[no] eine
    }
   *[other] { $neg ->
        [yes] kein
       *[no] ein
    }
} { $kind_card } { $zone_gender ->
    [fem] in der
   *[other] im
} { $zone_dat } liegt
sheet-clause-counter = { $who ->
    [you] du
    [they] er
    [rel] {""}
   *[other] { $subject }
} { $n ->
    [phrase] { $op ->
        [gt] mehr { $counter_plural } als { $value }
        [ge] mindestens so viele { $counter_plural } wie { $value }
        [lt] weniger { $counter_plural } als { $value }
        [le] höchstens { $value } { $counter_plural }
        [eq] genau { $value } { $counter_plural }
       *[ne] nicht genau { $value } { $counter_plural }
    }
   *[other] { $op ->
        [gt] mehr als
        [ge] mindestens
        [lt] weniger als
        [le] höchstens
        [eq] genau
       *[ne] nicht genau
    } { $n ->
        [1] { $counter_gender ->
            [fem] eine
            [neut] ein
           *[masc] einen
        } { $counter }
       *[other] { $value_acc } { $counter_plural }
    }
}{ $index ->
    [none] {""}
   *[other] {" "}in { $index_dat }
} { $who ->
    [you] hast
   *[other] hat
}
sheet-clause-hand-size = { $who ->
    [you] du
    [they] er
    [rel] {""}
   *[other] { $subject }
} { $op ->
    [gt] mehr Karten auf { $zone_gender ->
        [fem] der
       *[other] dem
    } { $zone_dat } als { $other }
    [ge] mindestens so viele Karten auf { $zone_gender ->
        [fem] der
       *[other] dem
    } { $zone_dat } wie { $other }
    [lt] weniger Karten auf { $zone_gender ->
        [fem] der
       *[other] dem
    } { $zone_dat } als { $other }
    [le] höchstens so viele Karten auf { $zone_gender ->
        [fem] der
       *[other] dem
    } { $zone_dat } wie { $other }
    [eq] genauso viele Karten auf { $zone_gender ->
        [fem] der
       *[other] dem
    } { $zone_dat } wie { $other }
   *[ne] nicht genauso viele Karten auf { $zone_gender ->
       [fem] der
      *[other] dem
   } { $zone_dat } wie { $other }
} { $who ->
    [you] hast
   *[other] hat
}
sheet-clause-attr-differs = die { $attribute } { $card_gen } { $neg ->
    [yes] gleich der { $attribute } { $other_gen } ist
   *[no] nicht die { $attribute } { $other_gen } ist
}
sheet-clause-other-player = { $who ->
    [rel] nicht { $subject } ist
   *[other] dieser Spieler nicht { $subject } ist
}
# Wie viele Karten es gibt (Nebensatz, Verb am Ende): $cards (Plural) und $card (eine).
# Wie viele Karten es gibt (Nebensatz, Verb am Ende): $cards (Plural) und $card (eine).
sheet-clause-count = { $who ->
    [you] du
    [they] er
    [rel] {""}
    [np] { $subject }
   *[none] es
} { $none ->
    [yes] keine { $cards }
   *[no] { $n ->
    [phrase] { $op ->
        [gt] mehr { $cards } als { $value }
        [ge] mindestens so viele { $cards } wie { $value }
        [lt] weniger { $cards } als { $value }
        [le] höchstens so viele { $cards } wie { $value }
        [eq] genau so viele { $cards } wie { $value }
       *[ne] nicht genau so viele { $cards } wie { $value }
    }
   *[other] { $op ->
        [gt] mehr als
        [ge] mindestens
        [lt] weniger als
        [le] höchstens
        [eq] genau
       *[ne] nicht genau
    } { $n ->
        [1] 1 { $card }
       *[other] { $value } { $cards }
    }
    }
} { $who ->
    [you] hast
    [none] gibt
   *[other] hat
}
sheet-clause-sets = { $who ->
    [you] du
    [they] er
    [rel] {""}
   *[other] { $subject }
} { $op ->
    [gt] mehr als
    [ge] mindestens
    [lt] weniger als
    [le] höchstens
    [eq] genau
   *[ne] nicht genau
} { $value } { $n ->
    [1] Satz
   *[other] Sätze
} à { $count } gleiche { $counter_plural } { $who ->
    [you] hast
   *[other] hat
}
# Eine Bedingung, die für mehrere Werte einer Aufzählung gilt.
sheet-clause-in-values = { $mode ->
    [any] es { $enum_gender ->
        [fem] eine
        [neut] ein
       *[masc] einen
    } { $enum } gibt, bei { $enum_gender ->
        [fem] der
       *[other] dem
    } { $clause }
    [all] es bei { $enum_gender ->
        [fem] jeder
       *[other] jedem
    } { $enum } so ist, dass { $clause }
   *[count] es { $op ->
        [gt] mehr als
        [ge] mindestens
        [lt] weniger als
        [le] höchstens
        [eq] genau
       *[ne] nicht genau
    } { $value } { $n ->
        [1] { $enum }
       *[other] { $enum_plural }
    } gibt, bei denen { $clause }
}
sheet-clause-flag = { $neg ->
    [yes] nicht { $counter }
   *[no] { $counter }
}
# Ein Merker (ein Zähler, der nur 0 oder 1 ist, erzählt als ja / nein) geprüft: $value yes
# oder no. Der Relativsatz (rel, Subjekt der Spieler) sagt „… auf ja stehen hat“.
sheet-clause-counter-flag = { $who ->
    [you] bei dir „{ $counter }“{ $index ->
        [none] {""}
       *[other] {" "}({ $index })
    } auf { $value ->
        [yes] ja
       *[no] nein
    } steht
    [they] bei ihm „{ $counter }“{ $index ->
        [none] {""}
       *[other] {" "}({ $index })
    } auf { $value ->
        [yes] ja
       *[no] nein
    } steht
    [rel] „{ $counter }“{ $index ->
        [none] {""}
       *[other] {" "}({ $index })
    } auf { $value ->
        [yes] ja
       *[no] nein
    } stehen hat
   *[other] bei { $subject_dat } „{ $counter }“{ $index ->
        [none] {""}
       *[other] {" "}({ $index })
    } auf { $value ->
        [yes] ja
       *[no] nein
    } steht
}
# Derselbe Merker jedes Spielers von $list: $mode any (bei mindestens einem) oder all.
sheet-clause-counter-flag-some = bei { $mode ->
    [all] jedem
   *[any] mindestens einem
} { $list_gen } „{ $counter }“{ $index ->
    [none] {""}
   *[other] {" "}({ $index })
} auf { $value ->
    [yes] ja
   *[no] nein
} steht
sheet-clause-same = { $a } { $preds }
sheet-pred-cmp = { $op ->
    [eq] gleich { $b_dat } ist
    [ne] ungleich { $b_dat } ist
    [lt] kleiner als { $b } ist
    [le] höchstens { $b } ist
    [gt] größer als { $b } ist
   *[ge] mindestens { $b } ist
}
sheet-pred-extreme = { $dir ->
    [fewest] unter { $list_dat } am niedrigsten ist
   *[most] unter { $list_dat } am höchsten ist
}

## Eingebaute Funktionen: Aktionen

# $place: bottom (die Reihenfolge dieser Zone zählt: die Karten kommen unter die anderen,
# „unter“ + Akkusativ) oder in („in“ + Akkusativ; ein Stapel (masc): „zu“ + Dativ, nicht „auf“,
# denn oben liegen sie nicht).
sheet-call-move = { $who ->
    [you] Lege { $cards_acc }
    [they] Er legt { $cards_acc }
    [np] { $subject } legt { $cards_acc }
   *[none] Lege { $cards_acc }
} { $place ->
    [bottom] { $owner ->
        [same] { $who ->
            [you] { $to_gender ->
                [fem] unter deine
                [neut] unter dein
               *[masc] unter deinen
            }
           *[other] { $to_gender ->
                [fem] unter seine
                [neut] unter sein
               *[masc] unter seinen
            }
        } { $to }
        [you] { $to_gender ->
            [fem] unter deine
            [neut] unter dein
           *[masc] unter deinen
        } { $to }
        [they] { $to_gender ->
            [fem] unter seine
            [neut] unter sein
           *[masc] unter seinen
        } { $to }
        [np] { $to_gender ->
            [fem] unter die
            [neut] unter das
           *[masc] unter den
        } { $to } von { $player_dat }
       *[none] { $to_gender ->
            [fem] unter die
            [neut] unter das
           *[masc] unter den
        } { $to }
    }
   *[in] { $owner ->
        [same] { $who ->
            [you] { $to_gender ->
                [fem] in deine
                [neut] in dein
               *[masc] in deinen
            }
           *[other] { $to_gender ->
                [fem] in seine
                [neut] in sein
               *[masc] in seinen
            }
        } { $to }
        [you] { $to_gender ->
            [fem] in deine
            [neut] in dein
           *[masc] in deinen
        } { $to }
        [they] { $to_gender ->
            [fem] in seine
            [neut] in sein
           *[masc] in seinen
        } { $to }
        [np] { $to_gender ->
            [fem] in die
            [neut] in das
           *[masc] in den
        } { $to } von { $player_dat }
       *[none] { $to_gender ->
            [fem] in die
            [neut] in das
           *[masc] in den
        } { $to }
    }
}{ $part ->
    [none] {""}
   *[other] {" "}(bei { $part_dat })
}.
sheet-call-draw = { $who ->
    [you] Ziehe { $n ->
        [one] eine Karte
       *[other] { $amount } Karten
    }
    [they] Er zieht { $n ->
        [one] eine Karte
       *[other] { $amount } Karten
    }
   *[other] { $subject } zieht { $n ->
        [one] eine Karte
       *[other] { $amount } Karten
    }
} { $zone_gender ->
    [fem] von der
   *[other] vom
} { $zone_dat }.
sheet-call-take = { $who ->
    [you] Nimm { $n ->
        [one] { $kind_card_gender ->
            [fem] eine
            [neut] ein
           *[masc] einen
        } { $kind_card }
       *[other] { $amount } { $kind_cards }
    }.
    [they] Er nimmt { $n ->
        [one] { $kind_card_gender ->
            [fem] eine
            [neut] ein
           *[masc] einen
        } { $kind_card }
       *[other] { $amount } { $kind_cards }
    }.
   *[other] { $subject } nimmt { $n ->
        [one] { $kind_card_gender ->
            [fem] eine
            [neut] ein
           *[masc] einen
        } { $kind_card }
       *[other] { $amount } { $kind_cards }
    }.
}
sheet-call-discard = { $who ->
    [you] Wirf { $cards_acc } ab.
    [they] Er wirft { $cards_acc } ab.
    [np] { $subject } wirft { $cards_acc } ab.
   *[none] Wirf { $cards_acc } ab.
}
sheet-call-shuffle = Mische { $zone_gender ->
    [fem] die
    [neut] das
   *[masc] den
} { $zone_acc }.
sheet-call-peek = { $who ->
    [you] Sieh dir { $cards_acc } an.
    [they] Er sieht sich { $cards_acc } an.
   *[other] { $subject } sieht sich { $cards_acc } an.
}
sheet-call-reveal = Decke alle Karten { $zone_gender ->
    [fem] der
   *[other] des
} { $zone_gen } auf.
sheet-call-place = { $who ->
    [you] Betritt { $card_acc }.
    [they] Er betritt { $card_acc }.
   *[other] { $subject } betritt { $card_acc }.
}
sheet-call-clear_placements = Alle Spieler nehmen ihre Spielsteine zurück.
sheet-call-do = { $who ->
    [you] Führe
    [they] Er führt
    [np] { $subject } führt
   *[none] Führe
} { $action_gender ->
    [masc] den
    [neut] das
   *[fem] die
} { $action }{ $card ->
    [none] {""}
   *[other] {" "}{ $card_gen }
}{ $args ->
    [none] {""}
   *[other] {" "}({ $args })
} aus.
# $form: number ($amount in Ziffern) oder phrase ("die Summe der Werte deiner Gebäude").
sheet-call-score = { $who ->
    [you] Du erhältst
    [they] Er erhält
   *[other] { $subject } erhält
} { $form ->
    [phrase] so viele Punkte, wie { $amount } beträgt
   *[number] { $amount } { $n ->
        [one] Punkt
       *[other] Punkte
    }
} ({ $category }).
sheet-call-award = { $measure ->
    [none] { $category }: { $ranking } erhalten nach Platz { $points } Siegpunkte.
   *[other] { $category }: Die Spieler, die { $measures }, erhalten nach Platz { $points } Siegpunkte.
}
sheet-call-eliminate = { $who ->
    [you] Du verlierst das Spiel.
    [they] Er verliert das Spiel.
   *[other] { $subject } verliert das Spiel, auch mit den meisten Siegpunkten.
}
sheet-call-knock_out = { $who ->
    [you] Du scheidest bis zum Ende der Runde aus.
    [they] Er scheidet bis zum Ende der Runde aus.
   *[other] { $subject } scheidet bis zum Ende der Runde aus.
}
sheet-idiom-still-tied-share = Spieler, die dann noch gleichauf liegen, teilen sich den Sieg.
sheet-call-declare_winners = { $ties ->
    [share] Das Spiel gewinnt { $players }; Spieler, die dann noch gleichauf liegen, teilen sich den Sieg.
   *[none] Das Spiel { $n ->
        [one] gewinnt
       *[other] gewinnen
    } { $players }.
}
sheet-call-transfer = { $who ->
    [you] Gib { $receiver_dat } { $n ->
        [one] { $counter_gender ->
            [fem] eine
            [neut] ein
           *[masc] einen
        } { $counter }
       *[other] { $amount } { $counter_plural }
    }.
    [they] Er gibt { $receiver_dat } { $n ->
        [one] { $counter_gender ->
            [fem] eine
            [neut] ein
           *[masc] einen
        } { $counter }
       *[other] { $amount } { $counter_plural }
    }.
   *[other] { $subject } gibt { $receiver_dat } { $n ->
        [one] { $counter_gender ->
            [fem] eine
            [neut] ein
           *[masc] einen
        } { $counter }
       *[other] { $amount } { $counter_plural }
    }.
}
sheet-call-defer_turn = { $who ->
    [you] Du bist wieder an der Reihe, wenn alle anderen Spieler an der Reihe waren.
   *[other] Er ist wieder an der Reihe, wenn alle anderen Spieler an der Reihe waren.
}

## Eingebaute Funktionen: Werte

sheet-call-count = { $case ->
    [dat] der
    [gen] der
   *[other] die
} Anzahl { $list_gen }{ $pred ->
    [none] {""}
   *[other] , die { $pred }
}
sheet-call-count-distinct = { $case ->
    [dat] der
    [gen] der
   *[other] die
} Anzahl verschiedener { $attribute_plural } in { $list_dat }
sheet-call-count-range = { $case ->
    [dat] der
    [gen] der
   *[other] die
} Anzahl der ganzen Zahlen von { $a_dat } bis einschließlich { $b_dat }
sheet-call-sum = die Summe von { $value_dat }, gebildet über { $list_acc }
sheet-call-sum-attribute = { $cards ->
    [none] die Summe der { $attribute_plural } der Karten { $zone_gender ->
        [fem] in der
       *[other] im
    } { $zone_dat }
   *[other] { $case ->
        [dat] der
        [gen] der
       *[other] die
    } Summe der { $attribute_plural } { $cards_gen }
}
sheet-call-any = { $neg ->
    [yes] keiner von { $list_dat } { $pred }
   *[no] mindestens einer von { $list_dat } { $pred }
}
sheet-call-all = { $neg ->
    [yes] nicht jeder von { $list_dat } { $pred }
   *[no] jeder von { $list_dat } { $pred }
}
sheet-call-filter = diejenigen von { $list_dat }, die { $pred }
sheet-call-first = { $type ->
    [filtered] { $case ->
        [dat] der ersten { $list }
        [gen] der ersten { $list }
       *[other] die erste { $list }
    }
    [card] { $case ->
        [dat] der ersten Karte
        [gen] der ersten Karte
       *[other] die erste Karte
    }
   *[other] { $case ->
        [acc] den ersten
        [dat] dem ersten
        [gen] des ersten
       *[nom] der erste
    }
}{ $type ->
    [filtered] {""}
   *[other] {" "}von { $list_dat }
}
sheet-call-last = { $type ->
    [card] { $case ->
        [dat] der letzten Karte
        [gen] der letzten Karte
       *[other] die letzte Karte
    }
   *[other] { $case ->
        [acc] den letzten
        [dat] dem letzten
        [gen] des letzten
       *[nom] der letzte
    }
} von { $list_dat }
sheet-call-top = { $n ->
    [one] die oberste Karte
   *[other] die obersten { $amount } Karten
} von { $list_dat }
sheet-call-most = { $of ->
    [all] { $case ->
        [dat] den Spielern
        [gen] der Spieler
       *[other] die Spieler
    }, die { $measures },
    [items] diejenigen von { $list_dat } mit dem höchsten Wert „{ $value }“
   *[players] { $case ->
        [dat] den Spielern
        [gen] der Spieler
       *[other] die Spieler
    } von { $list_dat }, die { $measures },
}
sheet-call-fewest = { $of ->
    [all] { $case ->
        [dat] den Spielern
        [gen] der Spieler
       *[other] die Spieler
    }, die { $measures },
    [items] diejenigen von { $list_dat } mit dem niedrigsten Wert „{ $value }“
   *[players] { $case ->
        [dat] den Spielern
        [gen] der Spieler
       *[other] die Spieler
    } von { $list_dat }, die { $measures },
}
sheet-call-rank = { $list }, geordnet danach, wer { $measure }
sheet-call-min = { $case ->
    [dat] dem Kleineren
    [gen] des Kleineren
   *[other] das Kleinere
} von { $a_dat } und { $b_dat }
sheet-call-max = { $case ->
    [dat] dem Größeren
    [gen] des Größeren
   *[other] das Größere
} von { $a_dat } und { $b_dat }
sheet-call-clockwise_from = im Uhrzeigersinn ab { $player_dat }
sheet-np-first-player-who = { $case ->
    [acc] den ersten Spieler
    [dat] dem ersten Spieler
    [gen] des ersten Spielers
   *[nom] der erste Spieler
} in Sitzreihenfolge, der { $rel }
sheet-np-places-left = { $case ->
    [acc] den Spieler
    [dat] dem Spieler
    [gen] des Spielers
   *[nom] der Spieler
} { $count } Plätze links von { $player_dat }
sheet-call-next_player = { $case ->
    [acc] den linken Nachbarn von { $player_dat }
    [dat] dem linken Nachbarn von { $player_dat }
    [gen] des linken Nachbarn von { $player_dat }
   *[nom] der linke Nachbar von { $player_dat }
}
sheet-call-occupants = { $case ->
    [dat] den Spielern an { $card_dat }
    [gen] der Spieler an { $card_dat }
   *[other] die Spieler an { $card_dat }
}
sheet-call-placed = { $owner ->
    [you] die Karten, die du in dieser Runde betreten hast
    [they] die Karten, die er in dieser Runde betreten hat
   *[other] die Karten, die { $player } in dieser Runde betreten hat
}
sheet-call-kinds = jede Art von { $group_plural }
sheet-call-values = { $values }
sheet-call-arrival = der Zeitpunkt, zu dem { $value } erreicht wurde
sheet-call-random_pick = ein zufälliges von { $list_dat }
sheet-call-sample = { $case ->
    [gen] von { $amount } zufälligen
    [dat] { $amount } zufälligen
   *[other] { $amount } zufällige
} aus { $list_dat }
# „seiner Wahl“ gleich nach dem Gewählten: „eine Karte seiner Wahl aus seiner Hand“.
sheet-call-choose = { $type ->
    [zone] { $group ->
        [none] { $case ->
            [dat] einer Karte
            [gen] einer Karte
           *[other] eine Karte
        }
       *[other] { $group_gender ->
            [masc] { $case ->
                [acc] einen
                [dat] einem
                [gen] eines
               *[nom] ein
            }
            [fem] { $case ->
                [dat] einer
                [gen] einer
               *[other] eine
            }
           *[other] { $case ->
                [dat] einem
                [gen] eines
               *[other] ein
            }
        } { $group_dat }
    } { $chooser ->
        [you] deiner Wahl
        [they] seiner Wahl
       *[other] nach Wahl von { $player_dat }
    } aus { $list_dat }
    [values] { $list } { $chooser ->
        [you] deiner Wahl
        [they] seiner Wahl
       *[other] nach Wahl von { $player_dat }
    }
    [kinds] { $case ->
        [dat] einer der { $list }
        [gen] einer der { $list }
       *[other] eine der { $list }
    } { $chooser ->
        [you] deiner Wahl
        [they] seiner Wahl
       *[other] nach Wahl von { $player_dat }
    }
    [player] { $case ->
        [acc] einen Spieler
        [dat] einem Spieler
        [gen] eines Spielers
       *[nom] ein Spieler
    } { $chooser ->
        [you] deiner Wahl
        [they] seiner Wahl
       *[other] nach Wahl von { $player_dat }
    } aus { $list_dat }
    [card] { $case ->
        [dat] einer Karte
        [gen] einer Karte
       *[other] eine Karte
    } { $chooser ->
        [you] deiner Wahl
        [they] seiner Wahl
       *[other] nach Wahl von { $player_dat }
    } von { $list_dat }
   *[other] eines von { $list_dat } { $chooser ->
        [you] deiner Wahl
        [they] seiner Wahl
       *[other] nach Wahl von { $player_dat }
    }
}
# $range (sheet-range) mit $shape und $n, der Zahl, nach der sich das Substantiv richtet; bei
# einer Eins sagt die Vorlage selbst „höchstens eine Karte“, „mindestens einen Edelstein“,
# „eine Farbe“ (Artikel nach Genus und Fall). $one: ein Element (ein Wert von values(E), mit
# $one_gender; eine Art von kinds(G), schon mit Artikel: $one_gender none); $one_a: eine Karte der
# Arten in $list, mit Artikel.
sheet-call-choose_some = { $type ->
    [zone] { $n ->
        [one] { $shape ->
            [upto] höchstens{" "}
            [atleast] mindestens{" "}
           *[other] {""}
        }{ $case ->
            [dat] einer
            [gen] einer
           *[other] eine
        } Karte
       *[other] { $range } Karten
    } { $chooser ->
        [you] deiner Wahl
        [they] seiner Wahl
       *[other] nach Wahl von { $player_dat }
    } aus { $list_dat }
    [kinds] { $n ->
        [one] { $shape ->
            [upto] höchstens{" "}
            [atleast] mindestens{" "}
           *[other] {""}
        }{ $one_a }
       *[other] { $range } { $list }
    } { $chooser ->
        [you] deiner Wahl
        [they] seiner Wahl
       *[other] nach Wahl von { $player_dat }
    }
    [values] { $n ->
        [one] { $shape ->
            [upto] höchstens{" "}
            [atleast] mindestens{" "}
           *[other] {""}
        }{ $one_gender ->
            [fem] { $case ->
                [dat] einer
                [gen] einer
               *[other] eine
            } { $one }
            [masc] { $case ->
                [acc] einen
                [dat] einem
                [gen] eines
               *[nom] ein
            } { $one }
            [neut] { $case ->
                [dat] einem
                [gen] eines
               *[other] ein
            } { $one }
           *[none] { $one }
        }
       *[other] { $range } { $list }
    } { $chooser ->
        [you] deiner Wahl
        [they] seiner Wahl
       *[other] nach Wahl von { $player_dat }
    }
   *[other] { $n ->
        [one] { $shape ->
            [upto] höchstens{" "}
            [atleast] mindestens{" "}
           *[other] {""}
        }{ $type ->
            [player] { $case ->
                [acc] einen
                [dat] einem
                [gen] eines
               *[nom] einer
            }
            [card] { $case ->
                [dat] einer
                [gen] einer
               *[other] eine
            }
           *[other] { $case ->
                [dat] einem
                [gen] eines
               *[other] eins
            }
        }
       *[other] { $range }
    } { $chooser ->
        [you] deiner Wahl
        [they] seiner Wahl
       *[other] nach Wahl von { $player_dat }
    } von { $list_dat }
}
sheet-call-alive = { $who ->
    [you] du noch im Spiel bist
    [they] er noch im Spiel ist
    [rel] noch im Spiel ist
   *[other] { $subject } noch im Spiel ist
}
sheet-call-in_play = { $who ->
    [you] du in dieser Runde noch dabei bist
    [they] er in dieser Runde noch dabei ist
    [rel] in dieser Runde noch dabei ist
   *[other] { $subject } in dieser Runde noch dabei ist
}
sheet-call-total_score = { $owner ->
    [you] deine Punkte
    [they] seine Punkte
   *[other] die Punkte von { $player_dat }
}
sheet-call-knows = { $who ->
    [you] du { $card_acc } kennst
    [they] er { $card_acc } kennt
    [rel] { $card_acc } kennt
   *[other] { $subject } { $card_acc } kennt
}
sheet-call-players = { $case ->
    [dat] den Spielern
    [gen] der Spieler
   *[other] die Spieler
}
sheet-call-player_count = die Anzahl der Spieler
sheet-call-round = { $case ->
    [dat] der
    [gen] der
   *[other] die
} Nummer der Runde

## Feste Wendungen

sheet-idiom-no-action = Keine Aktion.
sheet-idiom-gain = { $who ->
    [you] Nimm
    [they] Er erhält
    [np] { $subject } erhält
   *[none] Zähle
} { $n ->
    [phrase] so viele { $counter_plural }, wie { $amount } beträgt
    [one] { $counter_gender ->
        [fem] eine
        [neut] ein
       *[masc] einen
    } { $counter }
   *[other] { $amount } { $counter_plural }
}{ $index ->
    [none] {""}
   *[other] {" "}in { $index_dat }
}{ $who ->
    [none] {" "}hinzu.
   *[other] .
}
sheet-idiom-lose = { $who ->
    [you] Wirf
    [they] Er wirft
    [np] { $subject } wirft
   *[none] Ziehe
} { $n ->
    [phrase] so viele { $counter_plural }, wie { $amount } beträgt,
    [one] { $counter_gender ->
        [fem] eine
        [neut] ein
       *[masc] einen
    } { $counter }
   *[other] { $amount } { $counter_plural }
}{ $index ->
    [none] {""}
   *[other] {" "}in { $index_dat }
} ab.
# Die Markierung eines Spielers (ein Zähler von 0 oder 1) gesetzt: $value yes oder no, wie sie geprüft wird.
sheet-idiom-flag-set = { $who ->
    [you] Setze bei dir „{ $counter }“ auf { $value ->
        [yes] ja
       *[no] nein
    }.
    [they] Er setzt bei sich „{ $counter }“ auf { $value ->
        [yes] ja
       *[no] nein
    }.
   *[other] { $subject } setzt bei sich „{ $counter }“ auf { $value ->
        [yes] ja
       *[no] nein
    }.
}
sheet-idiom-reset = { $who ->
    [you] Deine { $counter_plural } gehen auf null zurück.
    [they] Seine { $counter_plural } gehen auf null zurück.
   *[other] { $subject } setzt seine { $counter_plural } auf null zurück.
}
sheet-idiom-discard-for = { $who ->
    [you] { $also ->
        [yes] Außerdem darfst du
       *[no] Du darfst
    } { $n ->
        [one] { $shape ->
            [upto] höchstens{" "}
            [atleast] mindestens{" "}
           *[other] {""}
        }eine Karte
       *[other] { $range } Karten
    } aus deiner { $zone } abwerfen, um ebenso viele { $counter_plural } abzuwerfen.
   *[other] { $also ->
        [yes] Außerdem darf { $subject }
       *[no] { $subject } darf
    } { $n ->
        [one] { $shape ->
            [upto] höchstens{" "}
            [atleast] mindestens{" "}
           *[other] {""}
        }eine Karte
       *[other] { $range } Karten
    } aus seiner { $zone } abwerfen, um ebenso viele { $counter_plural } abzuwerfen.
}
sheet-idiom-draw-per = { $who ->
    [you] Ziehe
   *[other] { $subject } zieht
} für { $per ->
    [1] { $counter_gender ->
        [fem] jede
        [neut] jedes
       *[masc] jeden
    } { $counter }
   *[other] je { $count } { $counter_plural }
} eine Karte { $zone_gender ->
    [fem] von der
   *[other] vom
} { $zone_dat }.
sheet-idiom-peek = { $who ->
    [you] Sieh dir
   *[other] { $subject } sieht sich
} { $n ->
    [one] { $shape ->
        [upto] höchstens{" "}
        [atleast] mindestens{" "}
       *[other] {""}
    }eine Karte
   *[other] { $amount } Karten
} { $zone_gender ->
    [fem] der
   *[other] des
} { $zone_gen } an.
sheet-idiom-give = { $who ->
    [you] Gib { $receiver_dat }
    [they] Er gibt { $receiver_dat }
   *[other] { $subject } gibt { $receiver_dat }
} { $mode ->
    [half] die Hälfte der Karten in { $who ->
        [you] { $zone_gender ->
            [fem] deiner
           *[other] deinem
        }
       *[other] { $zone_gender ->
            [fem] seiner
           *[other] seinem
        }
    } { $zone } (abgerundet)
    [all-if-fewer] { $n ->
        [one] eine Karte
       *[other] { $amount } Karten
    } { $who ->
        [you] deiner
       *[other] seiner
    } Wahl aus { $who ->
        [you] { $zone_gender ->
            [fem] deiner
           *[other] deinem
        }
       *[other] { $zone_gender ->
            [fem] seiner
           *[other] seinem
        }
    } { $zone } ({ $who ->
        [you] alle, wenn du weniger hast
       *[other] alle, wenn er weniger hat
    })
   *[exact] { $n ->
        [one] eine Karte
       *[other] { $amount } Karten
    } aus { $who ->
        [you] { $zone_gender ->
            [fem] deiner
           *[other] deinem
        }
       *[other] { $zone_gender ->
            [fem] seiner
           *[other] seinem
        }
    } { $zone }
}{ $mode ->
    [all-if-fewer] .
   *[other] { $who ->
        [you] ; du wählst selbst, welche Karten du abgibst.
       *[other] ; er wählt selbst, welche Karten er abgibt.
    }
}
sheet-idiom-half = { $owner ->
    [you] die Hälfte der Karten in deiner { $zone } (abgerundet)
    [they] die Hälfte der Karten in seiner { $zone } (abgerundet)
   *[other] die Hälfte der Karten in der { $zone_dat } von { $player_dat } (abgerundet)
}
sheet-idiom-that-many = ebenso viele
sheet-idiom-pass-on = Der linke Nachbar wird neuer { $var }.
sheet-idiom-instead = Wenn { $cond }, { $who ->
    [you] darfst du stattdessen Folgendes tun:
   *[other] darf er stattdessen Folgendes tun:
} { $then }
sheet-idiom-all-tied = Wenn { $players } alle gleichauf liegen, geschieht gar nichts.
sheet-idiom-tie-first = Wenn zwei oder mehr Spieler { $measures }, gewinnt von ihnen der Spieler, der das Gebäude zuerst betreten hat.
sheet-idiom-tie-first-seat = Wenn zwei oder mehr Spieler { $measures }, gewinnt von ihnen der Spieler, der in der Sitzreihenfolge zuerst kommt.
sheet-idiom-tie-first-clockwise = Wenn zwei oder mehr Spieler { $measures }, gewinnt von ihnen der Spieler, der im Uhrzeigersinn ab { $player } zuerst kommt.
sheet-idiom-tie-first-listed = Wenn zwei oder mehr Spieler { $measures }, gewinnt von ihnen der Spieler, der in { $list } zuerst kommt.
sheet-idiom-tie-choose = Wenn zwei oder mehr Spieler { $measures }, wählt { $chooser }, wer von ihnen es ist.
sheet-idiom-split = { $first } { $rest }
sheet-idiom-score-per = { $who ->
    [you] Du erhältst einen Punkt für { $counter_gender ->
        [fem] jede deiner
        [neut] jedes deiner
       *[masc] jeden deiner
    } { $counter_plural } ({ $category }).
    [they] Er erhält einen Punkt für { $counter_gender ->
        [fem] jede seiner
        [neut] jedes seiner
       *[masc] jeden seiner
    } { $counter_plural } ({ $category }).
   *[other] { $subject } erhält einen Punkt für { $counter_gender ->
        [fem] jede seiner
        [neut] jedes seiner
       *[masc] jeden seiner
    } { $counter_plural } ({ $category }).
}
sheet-idiom-score-most = { $category }: Der Spieler, der { $measure }, erhält { $n } Siegpunkte; wenn zwei oder mehr Spieler { $measures }, erhält jeder von ihnen { $tied } Siegpunkt.
sheet-idiom-transfer-or-supply = { $who ->
    [you] Gib
   *[other] { $subject } gibt
} { $receiver_dat } { $n ->
    [one] { $counter_gender ->
        [fem] eine
        [neut] ein
       *[masc] einen
    } { $counter }
   *[other] { $amount } { $counter_plural }
}; { $who ->
    [you] hast du keine
   *[other] hat er keine
}, nimmt { $receiver } { $n ->
    [one] { $counter_gender ->
        [fem] eine
        [neut] eines
       *[masc] einen
    }
   *[other] sie
} aus dem Vorrat.
sheet-idiom-by-players = { $value } ({ $exception } mit { $players } Spielern)
sheet-idiom-one-of = { $kind_card_gender ->
    [fem] { $case ->
        [dat] einer
        [gen] einer
       *[other] eine
    }
    [neut] { $case ->
        [dat] einem
        [gen] eines
       *[other] ein
    }
   *[masc] { $case ->
        [acc] einen
        [dat] einem
        [gen] eines
       *[nom] ein
    }
} { $kind_card } { $owner ->
    [you] aus { $zone_gender ->
        [fem] deiner
       *[other] deinem
    } { $zone_dat }
    [they] aus { $zone_gender ->
        [fem] seiner
       *[other] seinem
    } { $zone_dat }
   *[other] aus { $zone_gender ->
        [fem] der
       *[other] dem
    } { $zone_dat } von { $player_dat }
}
sheet-idiom-rank-ties = Bei Gleichstand liegt der Spieler vorn, der { $measure }.
sheet-idiom-needs-some = Nur ein Spieler, der { $measure }, kommt dafür infrage.
sheet-idiom-award-ties = Gleichauf liegende Spieler teilen sich die Punkte der Plätze, die sie belegen (abgerundet).
sheet-idiom-for-each-kind = Für jede der Arten { $kinds }: { $body }
sheet-idiom-for-each-value = Für jede { $value }: { $body }
sheet-idiom-kind-played = ausgespielte { $kind_cards }
sheet-idiom-each-entrant = jeder Spieler an { $card_dat }
# Ein Zähler mit 0 oder 1 (ja/nein), der durch eine Bedingung gesetzt wird.
sheet-idiom-flag = { $who ->
    [you] { $counter }, wenn { $cond }.
    [they] { $counter }, wenn { $cond }.
   *[other] { $subject }: { $counter }, wenn { $cond }.
}
# Punkte je Einheit: $unit (eine) und $units (mehrere), $per wie viele zusammen zählen.
# Punkte je Einheit: $unit (eine) und $units (mehrere), $cond (oder none) sagt, welche; $per
# wie viele zusammen zählen.
sheet-idiom-score-each = { $who ->
    [you] Du erhältst
    [they] Er erhält
   *[other] { $subject } erhält
} { $amount } { $n ->
    [one] Punkt
   *[other] Punkte
} je { $per ->
    [1] { $unit }
   *[other] { $count } { $units }
}{ $cond ->
    [none] {""}
   *[other] , bei { $gender ->
        [fem] der
       *[other] dem
    } { $cond },
} ({ $category }).
sheet-idiom-score-by = { $who ->
    [you] Du erhältst
    [they] Er erhält
   *[other] { $subject } erhält
} Punkte nach { $by_dat }: { $table } ({ $category }).
sheet-idiom-score-by-value = { $who ->
    [you] Du erhältst
    [they] Er erhält
   *[other] { $subject } erhält
} je { $per ->
    [1] { $unit }
   *[other] { $count } { $units }
} in { $enum_gender ->
    [fem] einer
   *[other] einem
} { $enum }: { $table } Punkte ({ $category }).
sheet-idiom-score-flag = { $who ->
    [you] Du erhältst
    [they] Er erhält
   *[other] { $subject } erhält
} { $amount } { $n ->
    [one] Punkt
   *[other] Punkte
}, wenn { $counter } ({ $category }).
# $what: value (jeder Wert einer Aufzählung; $items ist ihr Name, $gender ihr Genus), each
# (jeder der aufgezählten Werte) oder list (jedes Element einer Liste).
sheet-idiom-for-each-where = { $what ->
    [value] Je { $items }{ $cond ->
        [none] {""}
       *[other] , bei { $gender ->
            [fem] der
           *[other] dem
        } { $cond }
    }
    [each] Für { $items_acc } jeweils
   *[list] Für jeden Wert aus { $items_dat }{ $cond ->
        [none] {""}
       *[other] , bei dem { $cond }
    }
}: { $body }
sheet-idiom-for-each-kind-of = Für jede Art { $group }: { $body }

## Eingebaute Funktionen: weitere Werte

sheet-call-max_of = { $measured ->
    [count] { $case ->
        [dat] der höchsten
        [gen] der höchsten
       *[other] die höchste
    }
    [fem] { $case ->
        [dat] der höchsten
        [gen] der höchsten
       *[other] die höchste
    }
    [neut] { $case ->
        [dat] dem höchsten
        [gen] des höchsten
       *[other] das höchste
    }
   *[other] { $case ->
        [dat] dem höchsten
        [gen] des höchsten
        [acc] den höchsten
       *[nom] der höchste
    }
} { $value } { $list_gen }
sheet-call-min_of = { $measured ->
    [count] { $case ->
        [dat] der niedrigsten
        [gen] der niedrigsten
       *[other] die niedrigste
    }
    [fem] { $case ->
        [dat] der niedrigsten
        [gen] der niedrigsten
       *[other] die niedrigste
    }
    [neut] { $case ->
        [dat] dem niedrigsten
        [gen] des niedrigsten
       *[other] das niedrigste
    }
   *[other] { $case ->
        [dat] dem niedrigsten
        [gen] des niedrigsten
        [acc] den niedrigsten
       *[nom] der niedrigste
    }
} { $value } { $list_gen }
sheet-call-product = das Produkt von { $value_dat }, gebildet über { $list_acc }
sheet-call-range = { $case ->
    [dat] den
    [gen] der
   *[other] die
} Zahlen von { $a_dat } bis einschließlich { $b_dat }
sheet-call-sort_by = { $case ->
    [dat] { $list_dat }
    [gen] { $list_gen }
    [acc] { $list_acc }
   *[nom] { $list }
}, sortiert nach { $value_dat }
# $n ist phrase, wenn $amount keine Zahl ist ("das Kleinere von ...").
sheet-call-largest = { $n ->
    [phrase] so viele aus { $list_dat } wie { $amount } (die höchsten nach { $value_dat })
   *[other] { $case ->
        [dat] den
        [gen] der
       *[other] die
    } { $amount } höchsten aus { $list_dat } nach { $value_dat }
}
sheet-call-smallest = { $n ->
    [phrase] so viele aus { $list_dat } wie { $amount } (die niedrigsten nach { $value_dat })
   *[other] { $case ->
        [dat] den
        [gen] der
       *[other] die
    } { $amount } niedrigsten aus { $list_dat } nach { $value_dat }
}
sheet-call-group_by = { $case ->
    [dat] { $list_dat }
    [gen] { $list_gen }
    [acc] { $list_acc }
   *[nom] { $list }
}, gruppiert nach { $value_dat }
sheet-call-distinct = { $case ->
    [dat] { $list_dat }
    [gen] { $list_gen }
    [acc] { $list_acc }
   *[nom] { $list }
}, jeder Wert für { $value_acc } nur einmal
