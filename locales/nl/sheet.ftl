### Overzichtsblad: de sjablonen van de zinsgenerator (Nederlands).
###
### Eén bericht per soort IR-knoop (sheet-node-*), ingebouwde functie (sheet-call-*) en vaste
### wending (sheet-idiom-*), en woorden van de opmaak (sheet-layout-*). Zie en/sheet.ftl voor de
### argumenten. $who: you (de lezer: gebiedende wijs, "je"), they (hij), np ($subject noemt de
### speler), rel (een betrekkelijke bijzin, "die ..."). $..._gender: de | het.
### Termen volgen de Nederlandse spelregels (speciale actie, gewone actie, Nonnen-rij).

## Getallen en lijsten

sheet-number = { $n ->
    [0] nul
    [1] één
    [2] twee
    [3] drie
    [4] vier
    [5] vijf
    [6] zes
    [7] zeven
    [8] acht
    [9] negen
    [10] tien
    [11] elf
    [12] twaalf
   *[other] { $n }
}
sheet-table = { $exceptions ->
    [none] { $value }
   *[other] { $value } ({ $exceptions })
}
sheet-table-exception = { $value } met { $players } spelers
# Eén waarde van een tabel: $shape is name (tabel per stad, kleur, ...), number (een lijst
# per positie) of atleast (de laatste positie, die ook voor meer geldt).
sheet-table-entry = { $shape ->
    [name] { $key } { $value }
    [atleast] { $key } of meer: { $value }
   *[number] { $key }: { $value }
}
sheet-list-and = { $items }
sheet-list-group = ({ $items })
# Lists without a conjunction: values passed to an action (unit), filters after a noun (narrow).
sheet-list-unit = { $a }, { $b }
sheet-list-narrow = { $a } { $b }
# Hoeveel items een keuze neemt ($shape, $min/$max in woorden, $min_n/$max_n als getallen).
sheet-range = { $shape ->
    [any] willekeurig veel
    [upto] maximaal { $max }
    [atleast] minstens { $min }
    [exactly] { $max }
   *[between] { $min } tot { $max }
}

## Opmaak

sheet-layout-title = { $game }: overzichtsblad
# Het overzicht van een huisregel: titel en voettekst noemen hem, het eerste deel zegt wat hij verandert.
sheet-layout-title-house = { $game } met de huisregel „{ $house }”: overzichtsblad
sheet-layout-footer-house = Gemaakt door rulewright uit de regels van { $game } (versie { $version }) met de huisregel „{ $house }”.
sheet-layout-house = Wijzigingen ten opzichte van de basisregels
sheet-layout-house-parameter = { $name }: { $after } (basisregels: { $before })
sheet-layout-house-option = { $name }: { $text }
sheet-layout-house-rules = { $n ->
    [one] Regel die afwijkt (zie daar): { $places }
   *[other] Regels die afwijken (zie daar): { $places }
}
# A house rule's sheet built without its base: the changes are not listed, and it says so.
sheet-layout-house-no-base = Wat de huisregel verandert, kan hier niet worden opgesomd zonder de basisregels; het commando „rulewright diff” somt het op.
sheet-layout-house-yes = ja
sheet-layout-house-no = nee
sheet-layout-round = Een ronde
sheet-layout-rounds = Het spel duurt { $rounds } { $n ->
    [1] ronde
   *[other] rondes
}. Elke ronde heeft deze fasen:
sheet-end-game-when = Het spel eindigt zodra { $cond }.
sheet-end-game-round = Het spel eindigt aan het einde van een ronde waarin { $cond }.
sheet-end-game-phase = Aan het einde van elke fase: als { $cond }, eindigt het spel.
sheet-end-any = { $what ->
    [round] De ronde eindigt
   *[game] Het spel eindigt
} { $checked ->
    [end_of_round] aan het einde van een ronde waarin een van deze dingen geldt:
    [after_each_phase] aan het einde van een fase waarin een van deze dingen geldt:
   *[other] zodra een van deze dingen geldt:
}
sheet-end-round-when = De ronde eindigt zodra { $cond }.
sheet-end-round-phase = Aan het einde van elke fase: als { $cond }, eindigt de ronde.
sheet-end-rounds = Het spel duurt { $rounds } { $n ->
    [1] ronde
   *[other] rondes
}.
sheet-end-rounds-at-most = Het spel duurt hoogstens { $rounds } { $n ->
    [1] ronde
   *[other] rondes
}.
sheet-end-phases = Elke ronde heeft deze fasen:
sheet-end-at-round-end = { $phase } (ook als de ronde eerder eindigt)
sheet-layout-changed = Gewijzigde regel (gegenereerde tekst):
sheet-np-points-total = punt in totaal
    .plural = punten in totaal
    .gender = het
sheet-clause-players-left = { $op ->
     [gt] meer dan
     [ge] minstens
     [lt] minder dan
     [le] hoogstens
     [eq] precies
    *[ne] niet precies
} { $value } { $n ->
    [1] speler
   *[other] spelers
} { $state ->
    [alive] nog in het spel { $n ->
        [1] is
       *[other] zijn
    }
   *[in_play] deze ronde nog { $n ->
        [1] meedoet
       *[other] meedoen
    }
}
sheet-layout-phase = { $letter }. { $name }
sheet-layout-group = { $group }
sheet-layout-kind = { $kind } ({ $attributes })
sheet-layout-action = { $action }:
sheet-layout-all-kinds = { $action } (elke { $group }):
sheet-layout-used-in = In fase { $phase }:
sheet-layout-used-at-end = Aan het einde van het spel:
sheet-layout-end = Einde van het spel
sheet-layout-notes = Verdere regels
sheet-layout-assumptions = Aannames die gelden
sheet-layout-assumptions-intro = De spelregels leggen deze punten niet vast; het blad volgt de keuzes hieronder, die een huisregel kan veranderen.
sheet-layout-footer = Gemaakt door rulewright uit de regels van { $game } (versie { $version }).
sheet-layout-no-action = Deze kaart heeft geen eigen actie.
sheet-layout-kinds = { $kinds }:
sheet-layout-place-phase = in fase { $phase }
sheet-layout-place-end = aan het einde van het spel
sheet-layout-used-where = Gebruikt { $places } (zie daar).
sheet-layout-no-actions = { $n ->
    [one] Geen eigen actie.
   *[other] Geen eigen acties.
}
# Het deel dat de benoemde handelingen uitlegt, en de kop van één ervan (de naam en de parameters).
sheet-layout-procedures = Vaste handelingen
sheet-layout-procedure = { $n ->
    [0] { $label }:
   *[other] { $label } ({ $params }):
}

## Opdrachten

sheet-node-let = { $who ->
    [you] Kies { $value }.
    [they] Hij kiest { $value }.
   *[other] { $subject } kiest { $value }.
}
sheet-node-if = Als { $cond }: { $then }
sheet-node-if-else = Anders: { $else }
sheet-node-elif = Anders, als { $cond }: { $then }
sheet-node-nothing = Er gebeurt niets.
sheet-node-for = { $type ->
    [card] Voor elke kaart in { $items }:
   *[other] Voor elk van { $items }:
} { $body }
sheet-node-for-players = { $players } doet het volgende.
sheet-node-turns = De spelers zijn een voor een aan de beurt, { $players }. Wie aan de beurt is, doet dit:
sheet-node-turns-until = De spelers zijn een voor een aan de beurt, { $players }, steeds weer rond tot { $cond }. Wie aan de beurt is, doet dit:
sheet-node-for-times = { $n ->
    [phrase] Herhaal zo vaak als { $times }:
    [one] Eén keer:
   *[other] { $times } keer:
} { $body }
sheet-node-for-until = Dit stopt zodra { $cond }.
sheet-node-turns-round = De spelers zijn een voor een aan de beurt, { $players }, steeds weer rond. Wie aan de beurt is, doet dit:
sheet-node-setc = { $who ->
    [you] Zet je { $counter_plural }{ $index ->
        [none] {""}
       *[other] {" "}van { $index }
    } op { $value }.
    [they] Hij zet zijn { $counter_plural }{ $index ->
        [none] {""}
       *[other] {" "}van { $index }
    } op { $value }.
    [np] { $subject } zet zijn { $counter_plural }{ $index ->
        [none] {""}
       *[other] {" "}van { $index }
    } op { $value }.
   *[other] { $counter_gender ->
        [het] Het
       *[de] De
    } { $counter } { $op ->
        [add] stijgt met { $value }.
        [sub] daalt met { $value }.
       *[other] wordt { $value }.
    }
}
sheet-node-setc-shared = { $op ->
    [add] Het aantal { $counter_plural }{ $index ->
        [none] {""}
       *[other] {" "}van { $index }
    } gaat { $amount } omhoog.
    [subtract] Het aantal { $counter_plural }{ $index ->
        [none] {""}
       *[other] {" "}van { $index }
    } gaat { $amount } omlaag.
   *[set] Het aantal { $counter_plural }{ $index ->
        [none] {""}
       *[other] {" "}van { $index }
    } wordt { $value }.
}
sheet-node-setvar-bool = Zet “{ $var }” op { $value ->
    [true] ja
   *[false] nee
}.
sheet-node-yesno = { $value ->
    [true] ja
   *[false] nee
}
sheet-clause-var-bool = “{ $var }” ja is
sheet-clause-attr-yes = { $attribute } van { $card } { $neg ->
    [yes] nee
   *[no] ja
} is
sheet-node-setvar-if = Zet “{ $var }” op ja als { $cond }, anders op nee.
sheet-clause-group = ({ $clause })
sheet-clause-var-bool-no = “{ $var }” nee is
sheet-np-counter-number = aantal { $counter_plural }
sheet-np-seat-order = in zitvolgorde
sheet-np-players-meeting = die van { $list } voor wie geldt: { $cond }
sheet-clause-chooses = { $who ->
    [you] je
    [they] hij
    [rel] {""}
   *[other] { $subject }
} { $neg ->
    [yes] een ander antwoord dan “{ $label }”
   *[no] “{ $label }”
} kiest (uit { $options })
sheet-node-setvar = { $var_gender ->
    [het] Het
   *[other] De
} { $var } wordt { $value }.
sheet-node-do = Voer “{ $action }” uit.
# Een handeling die de vertaling van het spel een naam geeft (procedure-<name>): de naam en de waarden.
sheet-node-proc = { $n ->
    [0] { $label }.
   *[other] { $label } ({ $values }).
}

## Uitdrukkingen

sheet-node-int = { $n ->
    [0] nul
    [1] één
    [2] twee
    [3] drie
    [4] vier
    [5] vijf
    [6] zes
    [7] zeven
    [8] acht
    [9] negen
    [10] tien
   *[other] { $n }
}
sheet-node-bool = { $value ->
    [true] altijd
   *[false] nooit
}
sheet-node-local = { $type ->
    [player] die speler
    [card] die kaart
    [this] deze kaart
    [kind] die soort
    [list] { $name ->
        [none] die
       *[other] die { $name_plural }
    }
    [int] dat aantal
    [class] die klasse
   *[other] { $name ->
        [none] dat
       *[other] { $name_gender ->
            [het] dat
           *[other] die
        } { $name }
    }
}
sheet-node-param = { $value }
sheet-node-var = { $var_gender ->
    [het] het
   *[other] de
} { $var }
sheet-node-const = { $name }
sheet-node-zone = { $zone_gender ->
    [het] het
   *[de] de
} { $zone }
sheet-node-pzone = { $part ->
    [none] { $owner ->
        [you] je { $zone }
        [they] zijn { $zone }
       *[other] { $zone_gender ->
            [het] het
           *[de] de
        } { $zone } van { $player_acc }
    }
   *[other] { $owner ->
        [you] je {""}
        [they] zijn {""}
       *[other] de {""}
    }{ $zone_cards ->
        [none] { $zone } ({ $part })
       *[other] { $zone_cards } in { $part }
    }{ $owner ->
        [you] {""}
        [they] {""}
       *[other] {" "}van { $player_acc }
    }
}
sheet-node-counter = { $owner ->
    [you] { $case ->
        [gen] van je
       *[other] je
    } { $counter_plural }
    [they] { $case ->
        [gen] van zijn
       *[other] zijn
    } { $counter_plural }
    [none] de { $counter_plural }
   *[other] de { $counter_plural } van { $player_acc }
}{ $index ->
    [none] {""}
   *[other] {" "}van { $index }
}
sheet-node-kindof = de soort van { $card }
sheet-node-groupof = de groep van { $card }
sheet-node-cattr = { $attribute_gender ->
    [het] het
   *[other] de
} { $attribute } van { $card }
sheet-node-table = { $value }
sheet-node-item = { $cycle ->
    [yes] om beurten { $list }, volgens { $index } (na de laatste weer de eerste)
   *[no] element { $index } van de lijst ({ $list })
}
sheet-node-list = { $items }
sheet-node-and = { $items }
sheet-node-or = { $items }
sheet-node-not = het niet zo is dat { $clause }
sheet-node-neg = min { $value }
sheet-node-arith = { $op ->
    [plus] { $a } plus { $b }
    [minus] { $a } min { $b }
    [times] { $a } maal { $b }
    [div] { $a } gedeeld door { $b } (naar beneden afgerond)
   *[other] de rest van { $a } gedeeld door { $b }
}
sheet-node-concat = { $a } en { $b }
sheet-node-cmp = { $op ->
    [eq] { $form ->
        [other] { $a } gelijk is aan { $b }
        [plural] { $a } gelijk zijn aan { $b }
       *[player] { $a } { $b } is
    }
    [ne] { $form ->
        [other] { $a } verschilt van { $b }
        [plural] { $a } verschillen van { $b }
       *[player] { $a } niet { $b } is
    }
    [lt] { $a } kleiner { $form ->
        [plural] zijn
       *[other] is
    } dan { $b }
    [le] { $a } hoogstens { $b } { $form ->
        [plural] zijn
       *[other] is
    }
    [gt] { $a } groter { $form ->
        [plural] zijn
       *[other] is
    } dan { $b }
   *[ge] { $a } minstens { $b } { $form ->
        [plural] zijn
       *[other] is
    }
}
sheet-node-in = { $neg ->
    [yes] { $a } niet bij { $b } hoort
   *[no] { $a } bij { $b } hoort
}
sheet-node-cond = { $a } als { $cond }, anders { $b }
sheet-node-lambda = { $body }
sheet-node-apply = { $case ->
    [gen] { $value_gen }
   *[other] { $value }
}
sheet-node-call = { $function }

## Spelers en kaarten

sheet-np-you = { $case ->
    [nom] jij
    [gen] jouw
   *[other] jou
}
sheet-np-they = { $case ->
    [nom] hij
    [gen] zijn
   *[other] hem
}
# "elk van de spelers bij ..." rather than "elke speler van de spelers bij ...".
sheet-np-each-player = { $list ->
    [none] { $other ->
        [yes] elke andere speler
       *[no] elke speler
    }
   *[other] { $other ->
        [yes] elke andere speler van { $list }
       *[no] elk van { $list }
    }
}{ $order ->
    [none] {""}
   *[other] {" "}({ $order })
}{ $rel ->
    [none] {""}
   *[other] {" "}die { $rel },
}
sheet-np-chosen = { $type ->
    [cards] de gekozen kaarten
    [kinds] de gekozen soorten
    [player] de gekozen speler
   *[other] de gekozen kaart
}
sheet-np-kind-cards = de { $kind_cards }
sheet-np-kinds = { $kinds ->
    [none] kaarten
    [one] kaart
    [same] kaarten van die soort
    [same-one] kaart van die soort
   *[other] { $kinds }
}
sheet-np-extreme = de speler die { $needs ->
    [among] { $among } en { $measure },
   *[other] { $measure },
}
sheet-np-others = elke andere speler van { $list }
sheet-np-group-card = { $group_gender ->
    [het] het
   *[other] de
} { $group }
# De kaarten van een zone (of van één deel ervan), gefilterd. $what: de naam van de kaarten
# (.cards/.card van de zone, een soort of een waarde) of none; $filter volgt het zelfstandig
# naamwoord. $number: other = de kaarten met hun eigenaar; one = één kaart (na "per").
sheet-np-face = { $number ->
    [one] { $face }
   *[other] de kaart { $face }
}{ $place ->
    [you] {" "}in je { $zone }
    [they] {" "}in zijn { $zone }
    [np] {" "}in { $zone_gender ->
        [het] het
       *[other] de
    } { $zone } van { $player_acc }
    [the] {" "}in { $zone_gender ->
        [het] het
       *[other] de
    } { $zone }
   *[none] {""}
}
sheet-np-cards = { $number ->
    [one] { $what ->
        [none] kaart
       *[other] { $what }
    }
   *[other] { $owner ->
        [you] { $case ->
            [gen] van je {""}
           *[other] je {""}
        }
        [they] { $case ->
            [gen] van zijn {""}
           *[other] zijn {""}
        }
        [np] { $case ->
            [gen] {""}
           *[other] de {""}
        }
       *[none] {""}
    }{ $what ->
        [none] kaarten
       *[other] { $what }
    }
}{ $filter ->
    [none] {""}
   *[other] {" "}{ $filter }
}{ $part ->
    [none] {""}
   *[other] {" "}in { $part }
}{ $place ->
    [you] {" "}in je { $zone }
    [they] {" "}in zijn { $zone }
    [np] {" "}in { $zone_gender ->
        [het] het
       *[other] de
    } { $zone } van { $player_acc }
    [the] {" "}in { $zone_gender ->
        [het] het
       *[other] de
    } { $zone }
   *[none] {""}
}{ $number ->
    [one] {""}
   *[other] { $owner ->
        [np] {" "}van { $player_acc }
       *[other] {""}
    }
}
sheet-np-sets = { $number ->
    [one] set van { $count } gelijke { $counter_plural }
   *[other] { $owner ->
        [you] het aantal van je sets
        [they] het aantal van zijn sets
        [np] het aantal sets van { $player_acc }
       *[none] sets
    } van { $count } gelijke { $counter_plural }
}
sheet-np-rest = { $number ->
    [one] { $counter_gender ->
        [het] ander
       *[other] andere
    } { $counter }
   *[other] { $owner ->
        [you] je andere { $counter_plural }
        [they] zijn andere { $counter_plural }
        [np] de andere { $counter_plural } van { $player_acc }
       *[none] andere { $counter_plural }
    }
}
sheet-np-values-where = { $number ->
    [one] { $enum }
   *[other] { $case ->
        [gen] { $enum_plural }
       *[other] de { $enum_plural }
    }
}{ $cond ->
    [none] {""}
   *[other] {" "}waar { $cond }
}
sheet-np-first-value = { $enum_gender ->
    [het] het
   *[other] de
} eerste { $enum } (in volgorde) waar { $cond }
sheet-np-or-zero = { $value } (nul als er geen zijn)
sheet-node-table-of = de waarde voor { $index } in { $later ->
    [yes] tabel { $number } hieronder
    [column] kolom { $column } van tabel { $number } hieronder
   *[no] de tabel ({ $entries })
}
sheet-table-note = Tabel { $number }: { $entries }.
# Een tabel per waarde als tabel gedrukt: het onderschrift en de kop van een kolom.
sheet-table-caption = Tabel { $number }{ $columns ->
    [none] :
   *[other] {" "}({ $columns }):
}
sheet-table-column = kolom { $number }: { $label }
sheet-node-table-by = { $entries }
# `let` van de kaarten van een zone voordat er kaarten uit of naar die zone gaan: de kaarten zoals ze nu zijn.
sheet-node-let-snapshot = Onthoud de kaarten van { $value }: “de onthouden kaarten” hieronder zijn deze kaarten, ook nadat ze verplaatst zijn.
sheet-np-noted = { $case ->
    [gen] van de onthouden kaarten
   *[other] de onthouden kaarten
}
# Het grootste (kleinste) aantal van een teller met een aantal per waarde, bij één waarde.
sheet-np-counter-extreme = het { $dir ->
    [fewest] laagste
   *[most] hoogste
} aantal { $counter_plural } dat { $owner ->
    [you] je
    [they] hij
   *[other] { $player }
} van één { $enum } { $owner ->
    [you] hebt
   *[other] heeft
}
sheet-np-counters = { $owner ->
    [you] je
    [they] zijn
   *[other] de
} { $counters } samen{ $owner ->
    [np] {" "}van { $player_acc }
   *[other] {""}
}
sheet-np-kinds-of = { $number ->
    [one] soort { $group }
   *[other] soorten { $group }
}

## Filters op kaarten (na het zelfstandig naamwoord)

sheet-filter-attr = met { $attribute } { $op ->
    [eq] { $shape ->
        [name] { $value }
       *[other] gelijk aan { $value }
    }
    [ne] anders dan { $value }
    [lt] onder { $value }
    [le] hoogstens { $value }
    [gt] boven { $value }
   *[ge] minstens { $value }
}
sheet-filter-attr-same = met dezelfde { $attribute } als { $card }
sheet-filter-attr-in = met { $neg ->
    [yes] een andere { $attribute } dan { $values }
   *[no] { $attribute } { $values }
}
sheet-filter-attr-yes = { $neg ->
    [yes] zonder
   *[no] met
} { $attribute }
sheet-filter-kind = van { $kinds }
sheet-filter-kind-in = { $neg ->
    [yes] van een andere soort dan { $kinds }
   *[no] van de soort { $kinds }
}
sheet-filter-not-face = behalve de { $face }
sheet-filter-other = (waarvoor geldt dat { $pred })

## Maatstaven: werkwoordsgroepen zonder onderwerp, werkwoord achteraan ($number: one = heeft, other = hebben)

sheet-measure-zone = { $dir ->
    [most] de meeste { $what }
    [fewest] de minste { $what }
   *[some] minstens één { $what_one }
} { $held ->
    [hand] in { $number ->
        [one] zijn hand heeft
       *[other] hun hand hebben
    }
   *[other] in { $number ->
        [one] zijn { $zone } heeft
       *[other] hun { $zone } hebben
    }
}
sheet-measure-counter = { $dir ->
    [most] de meeste { $counter_plural }
    [fewest] de minste { $counter_plural }
   *[some] minstens één { $counter }
}{ $index ->
    [none] {""}
   *[other] {" "}bij { $index }
} { $number ->
    [one] heeft
   *[other] hebben
}
sheet-measure-score = { $dir ->
    [most] de meeste punten
    [fewest] de minste punten
   *[some] minstens één punt
} { $number ->
    [one] heeft
   *[other] hebben
}
sheet-measure-arrival = { $dir ->
    [fewest] als eerste { $value } { $number ->
        [one] heeft
       *[other] hebben
    } bereikt
   *[other] als laatste { $value } { $number ->
        [one] heeft
       *[other] hebben
    } bereikt
}
sheet-measure-other = { $dir ->
    [most] de hoogste
    [fewest] de laagste
   *[some] een positieve
} { $value } { $number ->
    [one] heeft
   *[other] hebben
}

## Bijzinnen (werkwoord achteraan)

sheet-clause-has = { $who ->
    [you] je { $neg ->
        [yes] geen
       *[no] minstens één
    } { $what } in je { $zone } hebt
    [they] hij { $neg ->
        [yes] geen
       *[no] minstens één
    } { $what } in zijn { $zone } heeft
    [rel] { $neg ->
        [yes] geen
       *[no] minstens één
    } { $what } in zijn { $zone } heeft
   *[other] { $subject } { $neg ->
        [yes] geen
       *[no] minstens één
    } { $what } in zijn { $zone } heeft
}
sheet-clause-card-is = { $subject } { $neg ->
    [yes] geen
   *[no] een
} { $kinds } is
sheet-np-kind-card = { $kind_card }
sheet-clause-entered = { $who ->
    [you] je deze ronde { $neg ->
        [yes] geen
       *[no] een
    } { $kind } hebt betreden
    [they] hij deze ronde { $neg ->
        [yes] geen
       *[no] een
    } { $kind } heeft betreden
    [rel] deze ronde { $neg ->
        [yes] geen
       *[no] een
    } { $kind } heeft betreden
   *[other] { $subject } deze ronde { $neg ->
        [yes] geen
       *[no] een
    } { $kind } heeft betreden
}
sheet-clause-in-zone = er { $neg ->
    [yes] geen
   *[no] een
} { $kind_card } in { $zone_gender ->
    [het] het
   *[other] de
} { $zone } ligt
sheet-clause-counter = { $who ->
    [you] je
    [they] hij
    [rel] {""}
   *[other] { $subject }
} { $n ->
    [phrase] { $op ->
        [gt] meer { $counter_plural } dan { $value }
        [ge] minstens evenveel { $counter_plural } als { $value }
        [lt] minder { $counter_plural } dan { $value }
        [le] hoogstens { $value } { $counter_plural }
        [eq] precies { $value } { $counter_plural }
       *[ne] niet precies { $value } { $counter_plural }
    }
   *[other] { $op ->
        [gt] meer dan
        [ge] minstens
        [lt] minder dan
        [le] hoogstens
        [eq] precies
       *[ne] niet precies
    } { $value } { $n ->
        [1] { $counter }
       *[other] { $counter_plural }
    }
}{ $index ->
    [none] {""}
   *[other] {" "}bij { $index }
} { $who ->
    [you] hebt
   *[other] heeft
}
sheet-clause-hand-size = { $who ->
    [you] je
    [they] hij
    [rel] {""}
   *[other] { $subject }
} { $op ->
    [gt] meer kaarten in zijn { $zone } dan { $other }
    [ge] minstens evenveel kaarten in zijn { $zone } als { $other }
    [lt] minder kaarten in zijn { $zone } dan { $other }
    [le] hoogstens evenveel kaarten in zijn { $zone } als { $other }
    [eq] evenveel kaarten in zijn { $zone } als { $other }
   *[ne] niet evenveel kaarten in zijn { $zone } als { $other }
} { $who ->
    [you] hebt
   *[other] heeft
}
sheet-clause-attr-differs = { $attribute_gender ->
    [het] het
   *[other] de
} { $attribute } van { $card } { $neg ->
    [yes] gelijk is aan
   *[no] anders is dan
} die van { $other }
sheet-clause-other-player = { $who ->
    [rel] niet { $subject } is
   *[other] die speler niet { $subject } is
}
# Hoeveel kaarten er zijn (bijzin, werkwoord achteraan): $cards (meervoud) en $card (één).
sheet-clause-count = { $who ->
    [you] je
    [they] hij
    [rel] {""}
    [np] { $subject }
   *[none] er
} { $none ->
    [yes] geen { $cards }
   *[no] { $n ->
    [phrase] { $op ->
        [gt] meer { $cards } dan { $value }
        [ge] minstens evenveel { $cards } als { $value }
        [lt] minder { $cards } dan { $value }
        [le] hoogstens evenveel { $cards } als { $value }
        [eq] precies evenveel { $cards } als { $value }
       *[ne] niet precies evenveel { $cards } als { $value }
    }
   *[other] { $op ->
        [gt] meer dan
        [ge] minstens
        [lt] minder dan
        [le] hoogstens
        [eq] precies
       *[ne] niet precies
    } { $value } { $n ->
        [1] { $card }
       *[other] { $cards }
    }
    }
} { $who ->
    [you] hebt
    [none] { $n ->
        [1] is
       *[other] zijn
    }
   *[other] heeft
}
sheet-clause-sets = { $who ->
    [you] je
    [they] hij
    [rel] {""}
   *[other] { $subject }
} { $op ->
    [gt] meer dan
    [ge] minstens
    [lt] minder dan
    [le] hoogstens
    [eq] precies
   *[ne] niet precies
} { $value } { $n ->
    [1] set
   *[other] sets
} van { $count } gelijke { $counter_plural } { $who ->
    [you] hebt
   *[other] heeft
}
# Een voorwaarde die voor meerdere waarden van een opsomming geldt.
sheet-clause-in-values = { $mode ->
    [any] er een { $enum } is waar { $clause }
    [all] het in elke { $enum } zo is dat { $clause }
   *[count] er { $op ->
        [gt] meer dan
        [ge] minstens
        [lt] minder dan
        [le] hoogstens
        [eq] precies
       *[ne] niet precies
    } { $value } { $n ->
        [1] { $enum } is
       *[other] { $enum_plural } zijn
    } waar { $clause }
}
sheet-clause-flag = { $neg ->
    [yes] niet { $counter }
   *[no] { $counter }
}
# Een vlag (een teller die alleen 0 of 1 is, verteld als ja / nee) getest: $value yes of no.
sheet-clause-counter-flag = { $who ->
    [you] je
    [they] hij
    [rel] {""}
   *[other] { $subject }
} “{ $counter }”{ $index ->
    [none] {""}
   *[other] {" "}({ $index })
} op { $value ->
    [yes] ja
   *[no] nee
} { $who ->
    [you] hebt
   *[other] heeft
} staan
# Dezelfde vlag van elke speler van $list: $mode any (minstens één van hen) of all.
sheet-clause-counter-flag-some = { $mode ->
    [all] elk
   *[any] minstens één
} van { $list } “{ $counter }”{ $index ->
    [none] {""}
   *[other] {" "}({ $index })
} op { $value ->
    [yes] ja
   *[no] nee
} heeft staan
sheet-clause-same = { $a } { $preds }
sheet-pred-cmp = { $op ->
    [eq] { $b } is
    [ne] niet { $b } is
    [lt] kleiner dan { $b } is
    [le] hoogstens { $b } is
    [gt] groter dan { $b } is
   *[ge] minstens { $b } is
}
sheet-pred-extreme = { $dir ->
    [fewest] de laagste onder { $list } is
   *[most] de hoogste onder { $list } is
}

## Ingebouwde functies: acties

# $place: bottom (de volgorde van die zone telt: de kaarten gaan onder de andere) of in.
sheet-call-move = { $who ->
    [you] Leg { $cards }
    [they] Hij legt { $cards }
    [np] { $subject } legt { $cards }
   *[none] Leg { $cards }
} { $place ->
    [bottom] onder
   *[in] in
} { $owner ->
    [same] { $who ->
        [you] je
       *[other] zijn
    } { $to }
    [you] je { $to }
    [they] zijn { $to }
    [np] { $to_gender ->
        [het] het
       *[other] de
    } { $to } van { $player_acc }
   *[none] { $to_gender ->
        [het] het
       *[other] de
    } { $to }
}{ $part ->
    [none] {""}
   *[other] {" "}(bij { $part })
}.
sheet-call-draw = { $who ->
    [you] Trek { $amount } { $n ->
        [one] kaart
       *[other] kaarten
    } van { $zone_gender ->
        [het] het
       *[other] de
    } { $zone }.
    [they] Hij trekt { $amount } { $n ->
        [one] kaart
       *[other] kaarten
    } van { $zone_gender ->
        [het] het
       *[other] de
    } { $zone }.
   *[other] { $subject } trekt { $amount } { $n ->
        [one] kaart
       *[other] kaarten
    } van { $zone_gender ->
        [het] het
       *[other] de
    } { $zone }.
}
sheet-call-take = { $who ->
    [you] Pak { $amount } { $n ->
        [one] { $kind_card }
       *[other] { $kind_cards }
    }.
    [they] Hij pakt { $amount } { $n ->
        [one] { $kind_card }
       *[other] { $kind_cards }
    }.
   *[other] { $subject } pakt { $amount } { $n ->
        [one] { $kind_card }
       *[other] { $kind_cards }
    }.
}
sheet-call-discard = { $who ->
    [you] Leg { $cards } af.
    [they] Hij legt { $cards } af.
    [np] { $subject } legt { $cards } af.
   *[none] Leg { $cards } af.
}
sheet-call-shuffle = Schud { $zone_gender ->
    [het] het
   *[other] de
} { $zone }.
sheet-call-peek = { $who ->
    [you] Bekijk { $cards }.
    [they] Hij bekijkt { $cards }.
   *[other] { $subject } bekijkt { $cards }.
}
sheet-call-reveal = Draai alle kaarten van { $zone_gender ->
    [het] het
   *[other] de
} { $zone } open.
sheet-call-place = { $who ->
    [you] Betreed { $card }.
    [they] Hij betreedt { $card }.
   *[other] { $subject } betreedt { $card }.
}
sheet-call-clear_placements = Alle spelers nemen hun pionnen terug.
sheet-call-do = { $who ->
    [you] Voer de { $action }
    [they] Hij voert de { $action }
    [np] { $subject } voert de { $action }
   *[none] Voer de { $action }
}{ $card ->
    [none] {""}
   *[other] {" "}van { $card }
}{ $args ->
    [none] {""}
   *[other] {" "}({ $args })
} uit.
# $form: number ($amount in cijfers) of phrase ("de totale waarde van je gebouwen").
sheet-call-score = { $who ->
    [you] Je krijgt
    [they] Hij krijgt
   *[other] { $subject } krijgt
} { $form ->
    [phrase] punten gelijk aan { $amount }
   *[number] { $amount } { $n ->
        [one] punt
       *[other] punten
    }
} ({ $category }).
sheet-call-award = { $measure ->
    [none] { $category }: { $ranking } krijgen { $points } overwinningspunten naar hun plaats.
   *[other] { $category }: de spelers die { $measures }, krijgen naar hun plaats { $points } overwinningspunten.
}
sheet-call-eliminate = { $who ->
    [you] Je verliest het spel.
    [they] Hij verliest het spel.
   *[other] { $subject } verliest het spel, ook met de meeste overwinningspunten.
}
sheet-call-knock_out = { $who ->
    [you] Je ligt uit tot het einde van de ronde.
    [they] Hij ligt uit tot het einde van de ronde.
   *[other] { $subject } ligt uit tot het einde van de ronde.
}
sheet-idiom-still-tied-share = Spelers die dan nog gelijk staan, delen de overwinning.
sheet-call-declare_winners = { $ties ->
    [share] Het spel wordt gewonnen door { $players }; spelers die dan nog gelijk staan, delen de overwinning.
   *[none] Het spel wordt gewonnen door { $players }.
}
sheet-call-transfer = { $who ->
    [you] Geef { $receiver } { $amount } { $n ->
        [one] { $counter }
       *[other] { $counter_plural }
    }.
    [they] Hij geeft { $receiver } { $amount } { $n ->
        [one] { $counter }
       *[other] { $counter_plural }
    }.
   *[other] { $subject } geeft { $receiver } { $amount } { $n ->
        [one] { $counter }
       *[other] { $counter_plural }
    }.
}
sheet-call-defer_turn = { $who ->
    [you] Je bent weer aan de beurt als alle andere spelers aan de beurt zijn geweest.
   *[other] Hij is weer aan de beurt als alle andere spelers aan de beurt zijn geweest.
}

## Ingebouwde functies: waarden

sheet-call-count = { $pred ->
    [none] het aantal { $list_gen }
   *[other] het aantal van { $list } dat { $pred }
}
sheet-call-count-distinct = het aantal verschillende { $attribute_plural } in { $list }
sheet-call-count-range = het aantal gehele getallen van { $a } tot en met { $b }
sheet-call-sum = het totaal van { $value }, opgeteld over { $list }
sheet-call-sum-attribute = { $cards ->
    [none] { $attribute_gender ->
        [het] het
       *[other] de
    } totale { $attribute } van de kaarten in { $zone_gender ->
        [het] het
       *[other] de
    } { $zone }
   *[other] { $attribute_gender ->
        [het] het
       *[other] de
    } totale { $attribute } van { $cards }
}
sheet-call-any = { $neg ->
    [yes] geen van { $list } { $pred }
   *[no] minstens één van { $list } { $pred }
}
sheet-call-all = { $neg ->
    [yes] niet elk van { $list } { $pred }
   *[no] elk van { $list } { $pred }
}
sheet-call-filter = die van { $list } waarvoor geldt dat { $pred }
sheet-call-first = { $type ->
    [filtered] de eerste { $list }
    [card] de eerste kaart van { $list }
   *[other] de eerste van { $list }
}
sheet-call-last = { $type ->
    [card] de laatste kaart van { $list }
   *[other] de laatste van { $list }
}
sheet-call-top = { $n ->
    [one] de bovenste kaart
   *[other] de bovenste { $amount } kaarten
} van { $list }
sheet-call-most = { $of ->
    [all] de spelers die { $measures }
    [items] die van { $list } met de hoogste { $value }
   *[players] de spelers van { $list } die { $measures }
}
sheet-call-fewest = { $of ->
    [all] de spelers die { $measures }
    [items] die van { $list } met de laagste { $value }
   *[players] de spelers van { $list } die { $measures }
}
sheet-call-rank = { $list }, gerangschikt naar wie { $measure }
sheet-call-min = de kleinste van { $a } en { $b }
sheet-call-max = de grootste van { $a } en { $b }
sheet-call-clockwise_from = met de klok mee vanaf { $player_dat }
sheet-np-first-player-who = de eerste speler in zitvolgorde die { $rel }
sheet-np-places-left = de speler { $count } plaatsen links van { $player_acc }
sheet-call-next_player = de speler links van { $player_acc }
sheet-call-occupants = { $case ->
    [gen] spelers
   *[other] de spelers
} bij { $card }
sheet-call-placed = { $case ->
    [gen] {""}
   *[other] de {""}
}{ $owner ->
    [you] kaarten die je deze ronde hebt betreden
    [they] kaarten die hij deze ronde heeft betreden
   *[other] kaarten die { $player } deze ronde heeft betreden
}
sheet-call-kinds = elke soort { $group }
sheet-call-values = { $values }
sheet-call-arrival = het moment waarop { $value } werd bereikt
sheet-call-random_pick = een willekeurige van { $list }
sheet-call-sample = { $amount } willekeurige uit { $list }
sheet-call-choose = { $type ->
    [zone] een { $group ->
        [none] kaart
       *[other] { $group }
    } uit { $list }
    [values] een { $list }
    [kinds] een van de { $list }
    [player] een speler uit { $list }
   *[other] een van { $list }
} { $chooser ->
    [you] naar keuze
    [they] naar eigen keuze
   *[other] naar keuze van { $player_acc }
}
# $range (sheet-range) met $shape en $n, het getal waarnaar het zelfstandig naamwoord zich
# richt ("maximaal één kaart", "één tot twee kaarten"); $one noemt één item (zie en/sheet.ftl).
sheet-call-choose_some = { $type ->
    [zone] { $range } { $n ->
        [one] kaart
       *[other] kaarten
    } uit { $list }
    [kinds] { $range } { $n ->
        [one] { $one }
       *[other] { $list }
    }
    [values] { $range } { $n ->
        [one] { $one }
       *[other] { $list }
    }
   *[other] { $range } van { $list }
} { $chooser ->
    [you] naar keuze
    [they] naar eigen keuze
   *[other] naar keuze van { $player_acc }
}
sheet-call-alive = { $who ->
    [you] je nog in het spel bent
    [they] hij nog in het spel is
    [rel] nog in het spel is
   *[other] { $subject } nog in het spel is
}
sheet-call-in_play = { $who ->
    [you] je deze ronde nog meedoet
    [they] hij deze ronde nog meedoet
    [rel] deze ronde nog meedoet
   *[other] { $subject } deze ronde nog meedoet
}
sheet-call-total_score = { $owner ->
    [you] je punten
    [they] zijn punten
   *[other] de punten van { $player_acc }
}
sheet-call-knows = { $who ->
    [you] je { $card } kent
    [they] hij { $card } kent
    [rel] { $card } kent
   *[other] { $subject } { $card } kent
}
sheet-call-players = de spelers
sheet-call-player_count = het aantal spelers
sheet-call-round = het nummer van de ronde

## Vaste wendingen

sheet-idiom-no-action = Geen actie.
sheet-idiom-gain = { $who ->
    [you] Pak { $n ->
        [phrase] { $counter_plural } gelijk aan { $amount }
        [one] { $amount } { $counter }
       *[other] { $amount } { $counter_plural }
    }
    [they] Hij krijgt { $n ->
        [phrase] { $counter_plural } gelijk aan { $amount }
        [one] { $amount } { $counter }
       *[other] { $amount } { $counter_plural }
    }
    [np] { $subject } krijgt { $n ->
        [phrase] { $counter_plural } gelijk aan { $amount }
        [one] { $amount } { $counter }
       *[other] { $amount } { $counter_plural }
    }
   *[none] Tel { $amount } op bij de { $counter_plural }
}{ $index ->
    [none] .
   *[other] {" "}bij { $index }.
}
sheet-idiom-lose = { $who ->
    [you] Leg { $n ->
        [phrase] { $counter_plural } gelijk aan { $amount }
        [one] { $amount } { $counter }
       *[other] { $amount } { $counter_plural }
    }{ $index ->
        [none] {""}
       *[other] {" "}bij { $index }
    } af.
    [they] Hij legt { $n ->
        [phrase] { $counter_plural } gelijk aan { $amount }
        [one] { $amount } { $counter }
       *[other] { $amount } { $counter_plural }
    }{ $index ->
        [none] {""}
       *[other] {" "}bij { $index }
    } af.
    [np] { $subject } legt { $n ->
        [phrase] { $counter_plural } gelijk aan { $amount }
        [one] { $amount } { $counter }
       *[other] { $amount } { $counter_plural }
    }{ $index ->
        [none] {""}
       *[other] {" "}bij { $index }
    } af.
   *[none] Haal { $amount } van de { $counter_plural } af.
}
# De vlag van een speler (een teller van 0 of 1) gezet: $value yes of no, zoals de vlag getest wordt.
sheet-idiom-flag-set = { $who ->
    [you] Zet je “{ $counter }” op { $value ->
        [yes] ja
       *[no] nee
    }.
    [they] Hij zet zijn “{ $counter }” op { $value ->
        [yes] ja
       *[no] nee
    }.
   *[other] { $subject } zet zijn “{ $counter }” op { $value ->
        [yes] ja
       *[no] nee
    }.
}
sheet-idiom-reset = { $who ->
    [you] Je { $counter_plural } gaan terug naar nul.
    [they] Zijn { $counter_plural } gaan terug naar nul.
   *[other] { $subject } zet zijn { $counter_plural } terug op nul.
}
sheet-idiom-discard-for = { $who ->
    [you] { $also ->
        [yes] Daarnaast mag je
       *[no] Je mag
    } { $range } { $n ->
        [one] kaart
       *[other] kaarten
    } uit je { $zone } afleggen om eenzelfde hoeveelheid { $counter_plural } af te leggen.
   *[other] { $also ->
        [yes] Daarnaast mag { $subject }
       *[no] { $subject } mag
    } { $range } { $n ->
        [one] kaart
       *[other] kaarten
    } uit zijn { $zone } afleggen om eenzelfde hoeveelheid { $counter_plural } af te leggen.
}
sheet-idiom-draw-per = { $who ->
    [you] Trek voor { $per ->
        [1] { $counter_gender ->
            [het] elk
           *[de] elke
        } { $counter }
       *[other] elke { $count } { $counter_plural }
    } één kaart van { $zone_gender ->
        [het] het
       *[other] de
    } { $zone }.
   *[other] { $subject } trekt voor { $per ->
        [1] { $counter_gender ->
            [het] elk
           *[de] elke
        } { $counter }
       *[other] elke { $count } { $counter_plural }
    } één kaart van { $zone_gender ->
        [het] het
       *[other] de
    } { $zone }.
}
sheet-idiom-peek = { $who ->
    [you] Bekijk { $amount } { $n ->
        [one] kaart
       *[other] kaarten
    } in { $zone_gender ->
        [het] het
       *[other] de
    } { $zone }.
   *[other] { $subject } bekijkt { $amount } { $n ->
        [one] kaart
       *[other] kaarten
    } in { $zone_gender ->
        [het] het
       *[other] de
    } { $zone }.
}
sheet-idiom-give = { $who ->
    [you] Geef { $receiver_dat }
    [they] Hij geeft { $receiver_dat }
   *[other] { $subject } geeft { $receiver_dat }
} { $mode ->
    [half] de helft van de kaarten in zijn { $zone } (naar beneden afgerond)
    [all-if-fewer] { $amount } { $n ->
        [one] kaart
       *[other] kaarten
    } uit zijn { $zone } (alle, als hij er minder heeft)
   *[exact] { $amount } { $n ->
        [one] kaart
       *[other] kaarten
    } uit zijn { $zone }
}, naar eigen keuze.
sheet-idiom-half = { $owner ->
    [you] de helft van de kaarten in je { $zone }, naar beneden afgerond
    [they] de helft van de kaarten in zijn { $zone }, naar beneden afgerond
   *[other] de helft van de kaarten in { $zone_gender ->
       [het] het
      *[other] de
   } { $zone } van { $player_acc }, naar beneden afgerond
}
sheet-idiom-that-many = evenveel
sheet-idiom-pass-on = De speler links wordt { $var_gender ->
    [het] het
   *[other] de
} nieuwe { $var }.
sheet-idiom-instead = Als { $cond }, { $who ->
    [you] mag je in plaats daarvan dit doen:
   *[other] mag hij in plaats daarvan dit doen:
} { $then }
sheet-idiom-all-tied = Als { $players } allemaal gelijk staan, gebeurt er niets.
sheet-idiom-tie-first = Als twee of meer spelers { $measures } (gelijkspel), dan wint van hen de speler die het gebouw als eerste heeft betreden.
sheet-idiom-tie-first-seat = Als twee of meer spelers { $measures } (gelijkspel), dan wint van hen de speler die in de zitvolgorde het eerst komt.
sheet-idiom-tie-first-clockwise = Als twee of meer spelers { $measures } (gelijkspel), dan wint van hen de speler die met de klok mee vanaf { $player } het eerst komt.
sheet-idiom-tie-first-listed = Als twee of meer spelers { $measures } (gelijkspel), dan wint van hen de speler die in { $list } het eerst komt.
sheet-idiom-tie-choose = Als twee of meer spelers { $measures } (gelijkspel), dan kiest { $chooser } wie van hen het is.
sheet-idiom-split = { $first } { $rest }
sheet-idiom-score-per = { $who ->
    [you] Je krijgt één punt voor elk van je { $counter_plural } ({ $category }).
    [they] Hij krijgt één punt voor elk van zijn { $counter_plural } ({ $category }).
   *[other] { $subject } krijgt één punt voor elk van zijn { $counter_plural } ({ $category }).
}
sheet-idiom-score-most = { $category }: de speler die { $measure }, krijgt { $n } overwinningspunten; als twee of meer spelers { $measures }, krijgen zij elk { $tied } overwinningspunt.
sheet-idiom-transfer-or-supply = { $who ->
    [you] Geef { $receiver } { $amount } { $n ->
        [one] { $counter }
       *[other] { $counter_plural }
    }; heb je er geen, dan pakt { $receiver } { $n ->
        [one] er een
       *[other] ze
    } uit de voorraad.
   *[other] { $subject } geeft { $receiver } { $amount } { $n ->
        [one] { $counter }
       *[other] { $counter_plural }
    }; heeft hij er geen, dan pakt { $receiver } { $n ->
        [one] er een
       *[other] ze
    } uit de voorraad.
}
sheet-idiom-by-players = { $value } ({ $exception } met { $players } spelers)
sheet-idiom-one-of = { $owner ->
    [you] één { $kind_card } uit je { $zone }
    [they] één { $kind_card } uit zijn { $zone }
   *[other] één { $kind_card } uit { $zone_gender ->
       [het] het
      *[other] de
   } { $zone } van { $player_acc }
}
sheet-idiom-rank-ties = Bij een gelijkspel gaat de speler voor die { $measure }.
sheet-idiom-needs-some = Alleen een speler die { $measure }, komt hiervoor in aanmerking.
sheet-idiom-award-ties = Spelers die gelijk staan, verdelen de punten van de plaatsen die ze innemen (naar beneden afgerond).
sheet-idiom-for-each-kind = Voor elk van { $kinds }: { $body }
sheet-idiom-for-each-value = Voor elke { $value }: { $body }
sheet-idiom-kind-played = gespeelde { $kind_cards }
sheet-idiom-each-entrant = elke speler bij { $card }
# Een teller van 0 of 1 (ja/nee) die door een voorwaarde wordt gezet.
sheet-idiom-flag = { $who ->
    [you] { $counter } als { $cond }.
    [they] { $counter } als { $cond }.
   *[other] { $subject }: { $counter } als { $cond }.
}
# Punten per eenheid: $unit (één) en $units (meer), $per hoeveel er samen tellen.
# Punten per eenheid: $unit (één) en $units (meer), $cond (of none) zegt welke, $per hoeveel
# er samen tellen.
sheet-idiom-score-each = { $who ->
    [you] Je krijgt
    [they] Hij krijgt
   *[other] { $subject } krijgt
} { $amount } { $n ->
    [one] punt
   *[other] punten
} { $per ->
    [1] per { $unit }
   *[other] per { $count } { $units }
}{ $cond ->
    [none] {""}
   *[other] {" "}waar { $cond }
} ({ $category }).
sheet-idiom-score-by = { $who ->
    [you] Je krijgt
    [they] Hij krijgt
   *[other] { $subject } krijgt
} punten volgens { $by }: { $table } ({ $category }).
sheet-idiom-score-by-value = { $who ->
    [you] Je krijgt
    [they] Hij krijgt
   *[other] { $subject } krijgt
} { $per ->
    [1] per { $unit }
   *[other] per { $count } { $units }
} in een { $enum }: { $table } punten ({ $category }).
sheet-idiom-score-flag = { $who ->
    [you] Je krijgt
    [they] Hij krijgt
   *[other] { $subject } krijgt
} { $amount } { $n ->
    [one] punt
   *[other] punten
} als { $counter } ({ $category }).
sheet-idiom-for-each-where = { $what ->
    [value] Per { $items }
   *[list] Voor elk van { $items }
}{ $cond ->
    [none] {""}
   *[other] {" "}waarbij { $cond }
}: { $body }
sheet-idiom-for-each-kind-of = Voor elke soort { $group }: { $body }

## Ingebouwde functies: meer waarden

sheet-call-max_of = { $measured ->
    [count] het
    [het] het
   *[other] de
} hoogste { $value } onder { $list }
sheet-call-min_of = { $measured ->
    [count] het
    [het] het
   *[other] de
} laagste { $value } onder { $list }
sheet-call-product = het product van { $value }, vermenigvuldigd over { $list }
sheet-call-range = de getallen van { $a } tot en met { $b }
sheet-call-sort_by = { $list }, gesorteerd op { $value }
# $n is phrase als $amount geen getal is ("de kleinste van ...").
sheet-call-largest = { $n ->
    [phrase] zoveel van { $list } als { $amount } (de hoogste naar { $value })
   *[other] de hoogste { $amount } van { $list } naar { $value }
}
sheet-call-smallest = { $n ->
    [phrase] zoveel van { $list } als { $amount } (de laagste naar { $value })
   *[other] de laagste { $amount } van { $list } naar { $value }
}
sheet-call-group_by = { $list }, gegroepeerd op { $value }
sheet-call-distinct = { $list }, elke { $value } maar één keer
