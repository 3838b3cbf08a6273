### Összefoglaló lap: a mondatgenerátor sablonjai (magyar).
###
### Üzenetenként egy IR-csomópontfajta (sheet-node-*), beépített függvény (sheet-call-*) és
### állandó fordulat (sheet-idiom-*), valamint az elrendezés néhány szava (sheet-layout-*).
### Az argumentumokat lásd: en/sheet.ftl. $who: you (az olvasó: felszólító mód, tegező, mint a
### kiegészítő szabályában), they (ő), np ($subject nevezi meg a játékost), rel (vonatkozó
### mellékmondat).
### A játék nevei (lapkák, zónák, számlálók) alanyesetben érkeznek, és a magyar toldalékokat
### nem lehet rájuk illeszteni. Ezért a sablonok olyan szerkezeteket használnak, amelyekben a
### nevek alanyesetben maradnak: kettőspont utáni felsorolás ("Vegyél el: két Kard kártya"),
### névutók ("közül", "közé", "részére", "szerint"), és zárójeles tulajdonos ("a kéz (saját)").
### A névelőt "a(z)" alakban írjuk, ha a következő szó egy név vagy egy érték: a generátor a
### következő szó hangja szerint "a"-ra vagy "az"-ra cseréli ("az A. fázisban", "a piac",
### "az 5.", "az érmék"); ha a következő szónak már van névelője ("a(z) az adott"), elhagyja.
### Számnév után a főnév egyes számú, ezért a magyar .cards alak is egyes számú (a kártyafajtáké);
### a zónák és az értékek .cards alakja többes szám ("a saját épületek"), .card alakja egyes szám
### ("legalább 8 épület"). A többes számú alakot és a $n-t a sablonok elhagyhatják.
### A számokat számjeggyel írjuk, mint a kiegészítő magyar szabálya ("6 GYP-t kapsz minden vidéki
### épületért", "3 játékos esetén"). A birtoklást névutós szerkezet fejezi ki, a nevek
### alanyesetben maradnak: "legalább 8 épület van a birtokodban", "legalább 3 olyan város van,
### ahol ...", "Minden 2 épület után város szerint kapsz: Livorno 11, ...".

## Számok és listák

sheet-number = { $n }
sheet-table = { $exceptions ->
    [none] { $value }
   *[other] { $value } ({ $exceptions })
}
sheet-table-exception = { $players } játékos esetén { $value }
# Egy táblázat egy eleme: $shape name (táblázat városonként, színenként...), number (lista
# helyenként) vagy atleast (a lista utolsó helye, amely a nagyobb számokra is érvényes).
sheet-table-entry = { $shape ->
    [name] { $key } { $value }
    [atleast] { $key } vagy több: { $value }
   *[number] { $key }: { $value }
}
sheet-list-and = { $items }
# Lista a listában; kötőszó nélküli listák: akciónak átadott értékek (unit), főnév utáni
# szűrők (narrow).
sheet-list-group = ({ $items })
sheet-list-unit = { $a }; { $b }
sheet-list-narrow = { $a }, { $b }
sheet-range = { $shape ->
    [any] tetszőleges számú
    [upto] legfeljebb { $max }
    [atleast] legalább { $min }
    [exactly] { $max }
   *[between] { $min }–{ $max }
}

## Elrendezés

sheet-layout-title = { $game }: összefoglaló lap
# Egy házszabály összefoglaló lapja: a cím és a lábléc megnevezi, az első rész elmondja, mit változtat.
sheet-layout-title-house = { $game } – „{ $house }” házszabállyal: összefoglaló lap
sheet-layout-footer-house = A rulewright készítette a(z) { $game } szabályaiból ({ $version }. változat), „{ $house }” házszabállyal.
sheet-layout-house = Eltérések az alapszabályoktól
sheet-layout-house-parameter = { $name }: { $after } (alapszabály: { $before })
sheet-layout-house-option = { $name }: { $text }
sheet-layout-house-rules = { $n ->
    [one] Eltérő szabály (lásd ott): { $places }
   *[other] Eltérő szabályok (lásd ott): { $places }
}
# A house rule's sheet built without its base: the changes are not listed, and it says so.
sheet-layout-house-no-base = Hogy a házszabály mit változtat, azt az alapszabályok nélkül itt nem lehet felsorolni; a „rulewright diff” parancs felsorolja.
sheet-layout-house-yes = igen
sheet-layout-house-no = nem
sheet-layout-round = Egy forduló
sheet-layout-rounds = A játék { $rounds } fordulóig tart. Minden forduló fázisai:
sheet-end-game-when = A játék véget ér, amint { $cond }.
sheet-end-game-round = A játék annak a fordulónak a végén ér véget, amelyben { $cond }.
sheet-end-game-phase = Minden fázis végén: ha { $cond }, a játék véget ér.
sheet-end-any = { $what ->
    [round] A kör véget ér
   *[game] A játék véget ér
} { $checked ->
    [end_of_round] annak a körnek a végén, amelyben az alábbiak egyike teljesül:
    [after_each_phase] annak a fázisnak a végén, amelyben az alábbiak egyike teljesül:
   *[other] amint az alábbiak egyike teljesül:
}
sheet-end-round-when = A forduló véget ér, amint { $cond }.
sheet-end-round-phase = Minden fázis végén: ha { $cond }, a forduló véget ér.
sheet-end-rounds = A játék { $rounds } fordulóig tart.
sheet-end-rounds-at-most = A játék legfeljebb { $rounds } fordulóig tart.
sheet-end-phases = Minden forduló fázisai:
sheet-end-at-round-end = { $phase } (akkor is, ha a forduló korábban véget ér)
sheet-layout-changed = Módosított szabály (generált szöveg):
sheet-np-points-total = pont (összesen)
    .plural = pont (összesen)
sheet-clause-players-left = { $op ->
     [gt] több, mint
     [ge] legalább
     [lt] kevesebb, mint
     [le] legfeljebb
     [eq] pontosan
    *[ne] nem pontosan
} { $value } játékos van még játékban{ $state ->
    [alive] {""}
   *[in_play] {" "}ebben a fordulóban
}
sheet-layout-phase = { $letter }. { $name }
sheet-layout-group = { $group }
sheet-layout-kind = { $kind } ({ $attributes })
sheet-layout-action = { $action }:
sheet-layout-all-kinds = { $action } (minden { $group }):
sheet-layout-used-in = A(z) { $phase }. fázisban:
sheet-layout-used-at-end = A játék végén:
sheet-layout-end = A játék vége
sheet-layout-notes = További szabályok
sheet-layout-assumptions = Érvényben lévő feltevések
sheet-layout-assumptions-intro = A szabály ezeket a pontokat nem rendezi; a lap az alábbi döntéseket követi, amelyeket házi szabály megváltoztathat.
sheet-layout-footer = A rulewright készítette a(z) { $game } szabályaiból ({ $version }. változat).
sheet-layout-no-action = Ennek a lapnak nincs saját akciója.
sheet-layout-kinds = { $kinds }:
sheet-layout-place-phase = a(z) { $phase }. fázisban
sheet-layout-place-end = a játék végén
sheet-layout-used-where = Használat: { $places } (lásd ott).
sheet-layout-no-actions = { $n ->
    [one] Nincs saját akciója.
   *[other] Nincs saját akciójuk.
}
# A megnevezett lépéseket leíró rész, és egy bejegyzés címe (a név és a paraméterek).
sheet-layout-procedures = Ismétlődő lépések
sheet-layout-procedure = { $n ->
    [0] { $label }:
   *[other] { $label } ({ $params }):
}

## Utasítások

sheet-node-let = { $who ->
    [you] Válassz: { $value }.
    [they] Ő választ: { $value }.
   *[other] { $subject } választ: { $value }.
}
sheet-node-if = Ha { $cond }: { $then }
sheet-node-if-else = Különben: { $else }
sheet-node-elif = Különben, ha { $cond }: { $then }
sheet-node-nothing = Nem történik semmi.
sheet-node-for = { $type ->
    [card] Minden lapra a következők közül: { $items }:
   *[other] Mindegyikre a következők közül: { $items }:
} { $body }
sheet-node-for-players = { $players } a következőt teszi.
sheet-node-turns = A játékosok sorban következnek, { $players }. Aki soron van, ezt teszi:
sheet-node-turns-until = A játékosok sorban következnek, { $players }, körbe-körbe, amíg nem igaz, hogy { $cond }. Aki soron van, ezt teszi:
sheet-node-for-times = { $n ->
    [phrase] Ismételd (ennyiszer: { $times }):
   *[other] { $times } alkalommal:
} { $body }
sheet-node-for-until = Ez véget ér, amint { $cond }.
sheet-node-turns-round = A játékosok sorban következnek, { $players }, körbe-körbe. Aki soron van, ezt teszi:
sheet-node-setc = { $who ->
    [you] Új érték (saját { $counter }{ $index ->
        [none] {""}
       *[other] , { $index }
    }): { $value }.
    [they] Új érték (az ő { $counter }{ $index ->
        [none] {""}
       *[other] , { $index }
    }): { $value }.
    [np] { $subject }: új érték ({ $counter }{ $index ->
        [none] {""}
       *[other] , { $index }
    }): { $value }.
   *[other] { $op ->
        [add] { $counter }: { $value } hozzáadva.
        [sub] { $counter }: { $value } levonva.
       *[other] Új érték ({ $counter }): { $value }.
    }
}
sheet-node-setc-shared = { $op ->
    [add] Adj hozzá ennyit: { $amount } ({ $counter }{ $index ->
        [none] {""}
       *[other] , { $index }
    }).
    [subtract] Vonj le ennyit: { $amount } ({ $counter }{ $index ->
        [none] {""}
       *[other] , { $index }
    }).
   *[set] Új érték ({ $counter }{ $index ->
        [none] {""}
       *[other] , { $index }
    }): { $value }.
}
sheet-node-setvar-bool = Új érték ({ $var }): { $value ->
    [true] igen
   *[false] nem
}.
sheet-node-yesno = { $value ->
    [true] igen
   *[false] nem
}
sheet-clause-var-bool = „{ $var }” értéke igen
sheet-clause-attr-yes = { $card } „{ $attribute }” értéke { $neg ->
    [yes] nem
   *[no] igen
}
sheet-node-setvar-if = Új érték ({ $var }): igen, ha { $cond }, különben nem.
sheet-clause-group = ({ $clause })
sheet-clause-var-bool-no = „{ $var }” értéke nem
sheet-np-counter-number = { $counter } száma
sheet-np-seat-order = ülésrendben
sheet-np-players-meeting = azok a következők közül, akikre igaz: { $cond }: { $list }
sheet-clause-chooses = { $who ->
    [you] te
    [they] ő
    [rel] {""}
   *[other] { $subject }
} { $neg ->
    [yes] mást választ, mint „{ $label }”
   *[no] ezt választja: „{ $label }”
} (lehetőségek: { $options })
sheet-node-setvar = Új érték ({ $var }): { $value }.
sheet-node-do = Hajtsd végre: „{ $action }”.
# Egy megnevezett lépés (procedure-<name>) hívása: a neve és a kapott értékek.
sheet-node-proc = { $n ->
    [0] { $label }.
   *[other] { $label } ({ $values }).
}

## Kifejezések

sheet-node-int = { $n }
sheet-node-bool = { $value ->
    [true] mindig
   *[false] soha
}
sheet-node-local = { $type ->
    [player] az a játékos
    [card] az a lap
    [this] ez a kártya
    [kind] az adott fajta
    [list] { $name ->
        [none] azok
       *[other] az adott { $name_plural }
    }
    [int] az adott szám
    [class] az az osztály
   *[other] { $name ->
        [none] az
       *[other] az adott { $name }
    }
}
sheet-node-param = { $value }
sheet-node-var = a(z) { $var }
sheet-node-const = { $name }
sheet-node-zone = a(z) { $zone }
sheet-node-pzone = { $part ->
    [none] { $owner ->
        [you] a(z) { $zone } (saját)
        [they] a(z) { $zone } (az övé)
       *[other] a(z) { $zone } ({ $player })
    }
   *[other] { $owner ->
        [you] a saját
        [they] az ő
       *[other] { $player } –
    } { $zone_cards ->
        [none] lapok ({ $zone }, { $part })
       *[other] { $zone_cards } ({ $part })
    }
}
sheet-node-counter = { $owner ->
    [you] a saját { $counter_plural }
    [they] az ő { $counter_plural }
    [none] a(z) { $counter_plural }
   *[other] { $player } – { $counter_plural }
}{ $index ->
    [none] {""}
   *[other] {" "}({ $index })
}
sheet-node-kindof = { $card } fajtája
sheet-node-groupof = { $card } csoportja
sheet-node-cattr = { $attribute } ({ $card })
sheet-node-table = { $value }
sheet-node-item = { $cycle ->
    [yes] sorban { $list }, { $index } szerint (az utolsó után újra az első)
   *[no] a(z) { $index }. elem ebben a listában: ({ $list })
}
sheet-node-list = { $items }
sheet-node-and = { $items }
sheet-node-or = { $items }
sheet-node-not = nem igaz, hogy { $clause }
sheet-node-neg = mínusz { $value }
sheet-node-arith = { $op ->
    [plus] { $a } plusz { $b }
    [minus] { $a } mínusz { $b }
    [times] { $a } szorozva { $b } értékével
    [div] { $a } osztva { $b } értékével (lefelé kerekítve)
   *[other] { $a } és { $b } hányadosának maradéka
}
sheet-node-concat = { $a } és { $b }
sheet-node-cmp = { $op ->
    [eq] { $form ->
        [player] { $a } ugyanaz a játékos, mint { $b }
        [they] { $a } ugyanaz a játékos, mint { $b }
       *[other] { $a } egyenlő ezzel: { $b }
    }
    [ne] { $form ->
        [player] { $a } nem ugyanaz a játékos, mint { $b }
        [they] { $a } nem ugyanaz a játékos, mint { $b }
       *[other] { $a } különbözik ettől: { $b }
    }
    [lt] { $a } kevesebb, mint { $b }
    [le] { $a } legfeljebb { $b }
    [gt] { $a } több, mint { $b }
   *[ge] { $a } legalább { $b }
}
sheet-node-in = { $neg ->
    [yes] { $a } nincs a következők között: { $b }
   *[no] { $a } a következők között van: { $b }
}
sheet-node-cond = { $a }, ha { $cond }, különben { $b }
sheet-node-lambda = { $body }
sheet-node-apply = { $value }
sheet-node-call = { $function }

## Játékosok és lapok

sheet-np-you = te
sheet-np-they = { $case ->
    [gen] az ő
   *[other] ő
}
sheet-np-each-player = { $other ->
    [yes] minden más játékos
   *[no] minden játékos
}{ $list ->
    [none] {""}
   *[other] {" "}a következők közül: { $list }
}{ $order ->
    [none] {""}
   *[other] {" "}({ $order })
}{ $rel ->
    [none] {""}
   *[other] {", "}aki { $rel }
}
sheet-np-chosen = { $type ->
    [cards] a kiválasztott lapok
    [kinds] a kiválasztott fajták
    [player] a kiválasztott játékos
   *[other] a kiválasztott lap
}
sheet-np-kind-cards = a(z) { $kind } lapok
sheet-np-kinds = { $kinds ->
    [none] lapok
    [one] lap
    [same] ilyen fajtájú lapok
    [same-one] ilyen fajtájú lap
   *[other] { $kinds }
}
sheet-np-extreme = az a játékos, { $needs ->
    [among] aki { $among } és { $measure }
   *[other] aki { $measure }
}
sheet-np-others = minden más játékos a következők közül: { $list }
sheet-np-group-card = a(z) { $group }
# Egy zóna (vagy egy része) lapjai, szűrve. $what a lapok neve (a zóna, egy fajta vagy egy
# érték .cards / .card alakja) vagy none; a $filter a főnév után áll zárójelben.
# $number: other = a lapok a tulajdonosukkal; one = egy lap ("minden ... után"), tulajdonos
# nélkül.
sheet-np-face = { $number ->
    [one] { $face }
   *[other] a(z) { $face }
}{ $place ->
    [none] {""}
    [np] {" "}(hely: { $zone }, { $player })
   *[other] {" "}(hely: { $zone })
}
sheet-np-cards = { $number ->
    [one] { $what ->
        [none] lap
       *[other] { $what }
    }
   *[other] { $owner ->
        [you] a saját {""}
        [they] az ő {""}
        [np] { $player } – {""}
       *[none] {""}
    }{ $what ->
        [none] lapok
       *[other] { $what }
    }
}{ $part ->
    [none] { $filter ->
        [none] {""}
       *[other] {" "}({ $filter })
    }
   *[other] {" "}({ $part }{ $filter ->
        [none] {""}
       *[other] ; { $filter }
    })
}{ $place ->
    [none] {""}
   *[other] {" "}(hely: { $zone })
}
# Egy értékenként számolt számláló $size azonos egységéből álló csoportok (párok).
sheet-np-sets = { $number ->
    [one] { $count } azonos { $counter }
   *[other] { $owner ->
        [you] a saját { $count } azonos { $counter } alkotta csoportok száma
        [they] az ő { $count } azonos { $counter } alkotta csoportjai száma
        [np] { $player } – { $count } azonos { $counter } alkotta csoportok száma
       *[none] × { $count } azonos { $counter }
    }
}
# Ami egy számlálóból megmarad, miután az előző értékelés egy részét felhasználta.
sheet-np-rest = { $number ->
    [one] további { $counter }
   *[other] { $owner ->
        [you] a saját további { $counter_plural }
        [they] az ő további { $counter_plural }
        [np] { $player } – további { $counter_plural }
       *[none] további { $counter_plural }
    }
}
# Egy felsorolás azon értékei, amelyekre $cond igaz ("azok a tárgytípusok, ahol ...").
sheet-np-values-where = { $number ->
    [one] olyan { $enum }{ $cond ->
        [none] {""}
       *[other] , ahol { $cond }
    }
   *[other] { $case ->
        [gen] a(z) { $enum_plural }{ $cond ->
            [none] {""}
           *[other] {" "}(ahol { $cond })
        }
       *[other] azok a(z) { $enum_plural }{ $cond ->
            [none] {""}
           *[other] , ahol { $cond }
        }
    }
}
sheet-np-first-value = az első { $enum } (sorrendben), ahol { $cond }
sheet-np-or-zero = { $value } (0, ha nincs ilyen)
sheet-node-table-of = a(z) { $index } szerinti érték a táblázatban { $later ->
    [yes] ({ $number }. táblázat, lásd alább)
    [column] ({ $number }. táblázat { $column }. oszlopa, lásd alább)
   *[no] ({ $entries })
}
sheet-table-note = { $number }. táblázat: { $entries }.
# Értékek szerinti táblázat táblázatként: a felirata és egy oszlop fejléce.
sheet-table-caption = { $number }. táblázat{ $columns ->
    [none] :
   *[other] {" "}({ $columns }):
}
sheet-table-column = { $number }. oszlop: { $label }
sheet-node-table-by = { $entries }
# Egy zóna lapjai `let`-tel, mielőtt lapok kerülnek ki belőle vagy be: a lapok, ahogy most vannak.
sheet-node-let-snapshot = Jegyezd meg a lapokat itt: { $value }; a lenti „megjegyzett lapok” ezek a lapok, akkor is, ha közben máshová kerülnek.
sheet-np-noted = a megjegyzett lapok
# Egy értékenként számolt számláló legnagyobb (legkisebb) száma egy értéknél.
sheet-np-counter-extreme = a legtöbb { $dir ->
    [fewest] (legkevesebb)
   *[most] {""}
} { $counter }, amennyi egy { $enum } esetén { $owner ->
    [you] a birtokodban van
    [they] a birtokában van
   *[other] { $player } birtokában van
}
sheet-np-counters = { $owner ->
    [you] a saját
    [they] az ő
   *[other] a(z)
} { $counters } együttes száma{ $owner ->
    [np] {" "}({ $player })
   *[other] {""}
}
sheet-np-kinds-of = { $number ->
    [one] fajta ({ $group })
   *[other] fajta ({ $group })
}

## Lapok szűrői (a főnév után, zárójelben)

sheet-filter-attr = { $attribute }: { $op ->
    [eq] { $shape ->
        [name] { $value }
       *[other] egyenlő ezzel: { $value }
    }
    [ne] nem { $value }
    [lt] kevesebb, mint { $value }
    [le] legfeljebb { $value }
    [gt] több, mint { $value }
   *[ge] legalább { $value }
}
sheet-filter-attr-same = { $attribute }: ugyanaz, mint ennél: { $card }
sheet-filter-attr-in = { $attribute }: { $neg ->
    [yes] egyik sem ezek közül: { $values }
   *[no] { $values }
}
sheet-filter-attr-yes = { $attribute }: { $neg ->
    [yes] nem
   *[no] igen
}
sheet-filter-kind = fajta: { $kinds }
sheet-filter-kind-in = fajta: { $neg ->
    [yes] egyik sem ezek közül: { $kinds }
   *[no] { $kinds }
}
sheet-filter-not-face = kivéve: { $face }
sheet-filter-other = amelyre igaz: { $pred }

## Mértékek: alany nélküli igei szerkezetek ($number: one = egy játékos, other = több)

sheet-measure-zone = { $dir ->
    [most] { $number ->
        [one] a legtöbb { $what } birtokosa
       *[other] a legtöbb { $what } birtokosai
    }
    [fewest] { $number ->
        [one] a legkevesebb { $what } birtokosa
       *[other] a legkevesebb { $what } birtokosai
    }
   *[some] { $number ->
        [one] legalább egy { $what_one } birtokosa
       *[other] legalább egy { $what_one } birtokosai
    }
}{ $held ->
    [hand] {" "}(kézben)
   *[other] {" "}(hely: { $zone })
}
sheet-measure-counter = { $dir ->
    [most] a legtöbb
    [fewest] a legkevesebb
   *[some] legalább 1
} { $counter }{ $index ->
    [none] {""}
   *[other] {" "}({ $index })
} { $number ->
    [one] birtokosa
   *[other] birtokosai
}
sheet-measure-score = { $number ->
    [one] birtokolja
   *[other] birtokolják
} { $dir ->
    [most] a legtöbb
    [fewest] a legkevesebb
   *[some] legalább egy
} pontot
sheet-measure-arrival = { $dir ->
    [fewest] elsőként érte el ezt: { $value }
   *[other] utolsóként érte el ezt: { $value }
}
sheet-measure-other = { $number ->
    [one] birtokolja
   *[other] birtokolják
} { $dir ->
    [most] a legmagasabb
    [fewest] a legalacsonyabb
   *[some] egy pozitív
} értéket ({ $value })

## Tagmondatok

sheet-clause-has = { $who ->
    [you] { $neg ->
        [yes] nincs
       *[no] van legalább egy
    } { $what } a saját { $zone } helyeden
    [they] { $neg ->
        [yes] nincs
       *[no] van legalább egy
    } { $what } az ő { $zone } helyén
    [rel] { $neg ->
        [yes] nincs
       *[no] van legalább egy
    } { $what } a saját { $zone } helyén
   *[other] { $subject }: { $neg ->
        [yes] nincs
       *[no] van legalább egy
    } { $what } a(z) { $zone } helyen
}
sheet-clause-card-is = { $subject } { $neg ->
    [yes] nem
   *[no] egy
} { $kinds }
sheet-np-kind-card = { $kind_card }
sheet-clause-entered = { $who ->
    [you] { $neg ->
        [yes] ebben a fordulóban nem léptél be semmilyen { $kind } épületbe
       *[no] ebben a fordulóban beléptél egy { $kind } épületbe
    }
    [they] { $neg ->
        [yes] ebben a fordulóban nem lépett be semmilyen { $kind } épületbe
       *[no] ebben a fordulóban belépett egy { $kind } épületbe
    }
    [rel] { $neg ->
        [yes] ebben a fordulóban nem lépett be semmilyen { $kind } épületbe
       *[no] ebben a fordulóban belépett egy { $kind } épületbe
    }
   *[other] { $subject } { $neg ->
        [yes] ebben a fordulóban nem lépett be semmilyen { $kind } épületbe
       *[no] ebben a fordulóban belépett egy { $kind } épületbe
    }
}
sheet-clause-in-zone = { $neg ->
    [yes] nincs { $kind_card } a(z) { $zone } lapjai között
   *[no] van { $kind_card } a(z) { $zone } lapjai között
}
sheet-clause-counter = { $n ->
    [phrase] { $who ->
        [you] a saját { $counter_plural }{ $index ->
            [none] {""}
           *[other] {" "}({ $index })
        } száma
        [they] az ő { $counter_plural }{ $index ->
            [none] {""}
           *[other] {" "}({ $index })
        } száma
        [rel] { $counter_plural }{ $index ->
            [none] {""}
           *[other] {" "}({ $index })
        } szerint
       *[other] { $subject } – { $counter_plural }{ $index ->
            [none] {""}
           *[other] {" "}({ $index })
        } száma
    } { $op ->
        [gt] több, mint { $value }
        [ge] legalább annyi, mint { $value }
        [lt] kevesebb, mint { $value }
        [le] legfeljebb { $value }
        [eq] pontosan { $value }
       *[ne] nem { $value }
    }
   *[other] { $op ->
        [gt] több, mint
        [ge] legalább
        [lt] kevesebb, mint
        [le] legfeljebb
        [eq] pontosan
       *[ne] nem pontosan
    } { $value } { $counter }{ $index ->
        [none] {""}
       *[other] {" "}({ $index })
    } { $who ->
        [you] van a birtokodban
        [they] van a birtokában
        [rel] birtokosa
       *[other] van { $subject } birtokában
    }
}
sheet-clause-hand-size = { $who ->
    [you] a saját
    [they] az ő
    [rel] a saját
   *[other] { $subject } –
} lapjainak száma (hely: { $zone }) { $op ->
    [gt] több, mint ennél: { $other }
    [ge] legalább annyi, mint ennél: { $other }
    [lt] kevesebb, mint ennél: { $other }
    [le] legfeljebb annyi, mint ennél: { $other }
    [eq] ugyanannyi, mint ennél: { $other }
   *[ne] nem annyi, mint ennél: { $other }
}
sheet-clause-attr-differs = { $neg ->
    [yes] { $card } – { $attribute } ugyanaz, mint { $other } – { $attribute }
   *[no] { $card } – { $attribute } más, mint { $other } – { $attribute }
}
sheet-clause-other-player = { $who ->
    [rel] nem ő: { $subject }
   *[other] az a játékos nem ő: { $subject }
}
# Hány lap van (a birtokodban): $cards (több) és $card (egy) tulajdonos nélkül; számnév
# után a főnév egyes számú, ezért mindkét esetben a $card alakot használjuk.
sheet-clause-count = { $none ->
    [yes] { $who ->
        [you] nincs { $card } a birtokodban
        [they] nincs { $card } a birtokában
        [rel] egyetlen { $card } birtokosa sem
        [np] nincs { $card } { $subject } birtokában
       *[none] nincs { $card }
    }
   *[no] { $op ->
        [gt] több, mint
        [ge] legalább
        [lt] kevesebb, mint
        [le] legfeljebb
        [eq] pontosan
       *[ne] nem pontosan
    } { $value } { $card } { $who ->
        [you] van a birtokodban
        [they] van a birtokában
        [rel] birtokosa
        [np] van { $subject } birtokában
       *[none] van
    }
}
sheet-clause-sets = { $op ->
    [gt] több, mint
    [ge] legalább
    [lt] kevesebb, mint
    [le] legfeljebb
    [eq] pontosan
   *[ne] nem pontosan
} { $value } × { $count } azonos { $counter } { $who ->
    [you] van a birtokodban
    [they] van a birtokában
    [rel] birtokosa
   *[other] van { $subject } birtokában
}
# Egy feltétel, amely egy felsorolás több értékére igaz.
sheet-clause-in-values = { $mode ->
    [any] van olyan { $enum }, ahol { $clause }
    [all] minden { $enum } esetén igaz: { $clause }
   *[count] { $op ->
        [gt] több, mint
        [ge] legalább
        [lt] kevesebb, mint
        [le] legfeljebb
        [eq] pontosan
       *[ne] nem pontosan
    } { $value } olyan { $enum } van, ahol { $clause }
}
sheet-clause-flag = { $neg ->
    [yes] nem: { $counter }
   *[no] { $counter }
}
# Egy jelző (csak 0 vagy 1 értékű számláló, igen / nem értékkel elmondva) vizsgálata: $value
# yes vagy no. A vonatkozó alak (rel) alanya a játékos: „… birtokosa“.
sheet-clause-counter-flag = { $who ->
    [you] a saját „{ $counter }”{ $index ->
        [none] {""}
       *[other] {" "}({ $index })
    } értéked { $value ->
        [yes] igen
       *[no] nem
    }
    [they] az ő „{ $counter }”{ $index ->
        [none] {""}
       *[other] {" "}({ $index })
    } értéke { $value ->
        [yes] igen
       *[no] nem
    }
    [rel] { $value ->
        [yes] igen
       *[no] nem
    } értékű „{ $counter }”{ $index ->
        [none] {""}
       *[other] {" "}({ $index })
    } birtokosa
   *[other] { $subject } „{ $counter }”{ $index ->
        [none] {""}
       *[other] {" "}({ $index })
    } értéke { $value ->
        [yes] igen
       *[no] nem
    }
}
# Ugyanaz a jelző a(z) $list minden játékosánál: $mode any (legalább egyiküknél) vagy all.
sheet-clause-counter-flag-some = a következők { $mode ->
    [all] mindegyikénél
   *[any] legalább egyikénél
} „{ $counter }”{ $index ->
    [none] {""}
   *[other] {" "}({ $index })
} értéke { $value ->
    [yes] igen
   *[no] nem
}: { $list }
sheet-clause-same = { $a } { $preds }
sheet-pred-cmp = { $op ->
    [eq] egyenlő ezzel: { $b }
    [ne] nem egyenlő ezzel: { $b }
    [lt] kevesebb, mint { $b }
    [le] legfeljebb { $b }
    [gt] több, mint { $b }
   *[ge] legalább { $b }
}
sheet-pred-extreme = { $dir ->
    [fewest] { $list } között a legkisebb
   *[most] { $list } között a legnagyobb
}

## Beépített függvények: akciók

# $place: bottom (a zóna sorrendje számít: a lapok a többi alá kerülnek) vagy in.
sheet-call-move = { $who ->
    [you] Tedd
    [they] Ő teszi
    [np] { $subject } teszi
   *[none] Tedd
} { $owner ->
    [same] a saját { $to }
    [you] a saját { $to }
    [they] az ő { $to }
    [np] a(z) { $to } ({ $player })
   *[none] a(z) { $to }
} { $place ->
    [bottom] aljára
   *[in] lapjai közé
}{ $part ->
    [none] {""}
   *[other] {" "}({ $part })
}: { $cards }.
sheet-call-draw = { $who ->
    [you] Húzz a(z) { $zone } lapjai közül: { $amount } { $n ->
        [one] lap
       *[other] lap
    }.
    [they] Ő húz a(z) { $zone } lapjai közül: { $amount } { $n ->
        [one] lap
       *[other] lap
    }.
   *[other] { $subject } húz a(z) { $zone } lapjai közül: { $amount } { $n ->
        [one] lap
       *[other] lap
    }.
}
sheet-call-take = { $who ->
    [you] Vegyél el: { $amount } { $n ->
        [one] { $kind_card }
       *[other] { $kind_cards }
    }.
    [they] Ő elvesz: { $amount } { $n ->
        [one] { $kind_card }
       *[other] { $kind_cards }
    }.
   *[other] { $subject } elvesz: { $amount } { $n ->
        [one] { $kind_card }
       *[other] { $kind_cards }
    }.
}
sheet-call-discard = { $who ->
    [you] Dobd el: { $cards }.
    [they] Ő eldobja: { $cards }.
    [np] { $subject } eldobja: { $cards }.
   *[none] Eldobandó: { $cards }.
}
sheet-call-shuffle = Keverd meg: a(z) { $zone }.
sheet-call-peek = { $who ->
    [you] Nézd meg: { $cards }.
    [they] Ő megnézi: { $cards }.
   *[other] { $subject } megnézi: { $cards }.
}
sheet-call-reveal = Fedd fel: a(z) { $zone }.
sheet-call-place = { $who ->
    [you] Lépj be ide: { $card }.
    [they] Ő belép ide: { $card }.
   *[other] { $subject } belép ide: { $card }.
}
sheet-call-clear_placements = Minden játékos visszaveszi a jelölőit.
sheet-call-do = { $who ->
    [you] Hajtsd végre:
    [they] Ő végrehajtja:
    [np] { $subject } végrehajtja:
   *[none] Végrehajtandó:
} { $card ->
    [none] {""}
   *[other] { $card } –
} { $action }{ $args ->
    [none] {""}
   *[other] {" "}({ $args })
}.
# $form: number ($amount számjegyekkel) vagy phrase ("a saját épületek érték szerinti összege").
sheet-call-score = { $form ->
    [phrase] { $who ->
        [you] GYP-t kapsz, ennyit
        [they] Ő GYP-t kap, ennyit
       *[other] { $subject } GYP-t kap, ennyit
    }: { $amount } ({ $category }).
   *[number] { $who ->
        [you] { $amount } GYP-t kapsz
        [they] Ő { $amount } GYP-t kap
       *[other] { $subject } { $amount } GYP-t kap
    } ({ $category }).
}
sheet-call-award = { $measure ->
    [none] { $category }: helyezés szerint { $points } GYP jár a következőknek: { $ranking }.
   *[other] { $category }: helyezés szerint { $points } GYP jár azoknak, akik { $measures }.
}
sheet-call-eliminate = { $who ->
    [you] Elveszted a játékot.
    [they] Ő elveszti a játékot.
   *[other] { $subject } elveszti a játékot, pontjaitól függetlenül.
}
sheet-call-knock_out = { $who ->
    [you] A forduló végéig kiesel.
    [they] Ő a forduló végéig kiesik.
   *[other] { $subject } a forduló végéig kiesik.
}
sheet-idiom-still-tied-share = Akik még mindig holtversenyben vannak, megosztoznak a győzelmen.
sheet-call-declare_winners = { $ties ->
    [share] A játékot megnyeri: { $players }; akik még mindig holtversenyben vannak, megosztoznak a győzelmen.
   *[none] A játékot megnyeri: { $players }.
}
sheet-call-transfer = { $who ->
    [you] { $receiver } kap tőled: { $amount } { $n ->
        [one] { $counter }
       *[other] { $counter_plural }
    }.
    [they] { $receiver } kap tőle: { $amount } { $n ->
        [one] { $counter }
       *[other] { $counter_plural }
    }.
   *[other] { $receiver } kap { $subject } játékostól: { $amount } { $n ->
        [one] { $counter }
       *[other] { $counter_plural }
    }.
}
sheet-call-defer_turn = { $who ->
    [you] Újra te következel, miután minden más játékos sorra került.
   *[other] Újra ő következik, miután minden más játékos sorra került.
}

## Beépített függvények: értékek

sheet-call-count = { $pred ->
    [none] { $list_gen } száma
   *[other] azok száma a következők közül, amelyekre igaz, hogy { $pred }: { $list }
}
sheet-call-count-distinct = a különböző { $attribute }értékek száma (hely: { $list })
sheet-call-count-range = az egész számok száma { $a } és { $b } között (mindkettőt beleértve)
sheet-call-sum = { $value } összege a következőkre: { $list }
sheet-call-sum-attribute = { $cards ->
    [none] a(z) { $zone } lapjainak { $attribute } szerinti összege
   *[other] { $cards } { $attribute } szerinti összege
}
sheet-call-any = { $neg ->
    [yes] a következők egyikére sem igaz, hogy { $pred }: { $list }
   *[no] a következők legalább egyikére igaz, hogy { $pred }: { $list }
}
sheet-call-all = { $neg ->
    [yes] nem mindegyikre igaz, hogy { $pred }: { $list }
   *[no] mindegyikre igaz, hogy { $pred }: { $list }
}
sheet-call-filter = azok a következők közül, amelyekre igaz, hogy { $pred }: { $list }
sheet-call-first = { $type ->
    [filtered] az első { $list }
    [card] az első lap a következők közül: { $list }
   *[other] az első a következők közül: { $list }
}
sheet-call-last = { $type ->
    [card] az utolsó lap a következők közül: { $list }
   *[other] az utolsó a következők közül: { $list }
}
sheet-call-top = { $n ->
    [one] a legfelső lap
   *[other] a legfelső { $amount } lap
} a következők közül: { $list }
sheet-call-most = { $of ->
    [all] azok a játékosok, akik { $measures }
    [items] a legnagyobb „{ $value }” értékűek a következők közül: { $list }
   *[players] azok a következők közül, akik { $measures }: { $list }
}
sheet-call-fewest = { $of ->
    [all] azok a játékosok, akik { $measures }
    [items] a legkisebb „{ $value }” értékűek a következők közül: { $list }
   *[players] azok a következők közül, akik { $measures }: { $list }
}
sheet-call-rank = { $list } sorrendben aszerint, hogy ki { $measure }
sheet-call-min = a kisebb ezek közül: { $a } és { $b }
sheet-call-max = a nagyobb ezek közül: { $a } és { $b }
sheet-call-clockwise_from = az óramutató járása szerint { $player } játékostól kezdve
sheet-np-first-player-who = az ülésrendben első játékos, aki { $rel }
sheet-np-places-left = a(z) { $player } bal oldalán { $count } hellyel ülő játékos
sheet-call-next_player = a bal oldali szomszéd ({ $player } mellett)
sheet-call-occupants = a játékosok itt: { $card }
sheet-call-placed = { $owner ->
    [you] a lapok, ahová ebben a fordulóban beléptél
    [they] a lapok, ahová ebben a fordulóban belépett
   *[other] a lapok, ahová { $player } ebben a fordulóban belépett
}
sheet-call-kinds = minden fajta ebből: { $group }
sheet-call-values = { $values }
sheet-call-arrival = az időpont, amikor elérte ezt: { $value }
sheet-call-random_pick = egy véletlenszerű a következők közül: { $list }
sheet-call-sample = véletlenszerűen { $amount } a következők közül: { $list }
sheet-call-choose = { $type ->
    [zone] egy { $group ->
        [none] lap
       *[other] { $group }
    }
    [values] egy { $list }
    [kinds] egy a következők közül: { $list }
    [player] egy játékos
   *[other] egy
} { $chooser ->
    [you] a te választásod szerint
    [they] az ő választása szerint
   *[other] { $player } választása szerint
}{ $type ->
    [zone] {", "}a következők közül: { $list }
    [player] {", "}a következők közül: { $list }
    [kinds] {""}
    [values] {""}
   *[other] {", "}a következők közül: { $list }
}
sheet-call-choose_some = { $type ->
    [zone] { $range } lap a következők közül: { $list }
    [kinds] { $range } a következők közül: { $list }
    [values] { $range } { $one }
   *[other] { $range } a következők közül: { $list }
}, { $chooser ->
    [you] a te választásod szerint
    [they] az ő választása szerint
   *[other] { $player } választása szerint
}
sheet-call-alive = { $who ->
    [you] még játékban vagy
    [they] még játékban van
    [rel] még játékban van
   *[other] { $subject } még játékban van
}
sheet-call-in_play = { $who ->
    [you] ebben a fordulóban még játékban vagy
    [they] ebben a fordulóban még játékban van
    [rel] ebben a fordulóban még játékban van
   *[other] { $subject } ebben a fordulóban még játékban van
}
sheet-call-total_score = { $owner ->
    [you] a saját pontjaid
    [they] az ő pontjai
   *[other] { $player } pontjai
}
sheet-call-knows = { $who ->
    [you] ismered ezt: { $card }
    [they] ismeri ezt: { $card }
    [rel] ismeri ezt: { $card }
   *[other] { $subject } ismeri ezt: { $card }
}
sheet-call-players = a játékosok
sheet-call-player_count = a játékosok száma
sheet-call-round = a forduló sorszáma

## Állandó fordulatok: a szabályok gyakori formái

sheet-idiom-no-action = Nincs akció.
sheet-idiom-gain = { $n ->
    [phrase] { $who ->
        [you] A saját { $counter } nő ennyivel
        [they] Az ő { $counter } nő ennyivel
        [np] { $subject } – { $counter } nő ennyivel
       *[none] A(z) { $counter_plural } nő ennyivel
    }
   *[other] { $who ->
        [you] Kapsz: { $amount } { $counter }
        [they] Ő kap: { $amount } { $counter }
        [np] { $subject } kap: { $amount } { $counter }
       *[none] A(z) { $counter_plural } nő ennyivel: { $amount }
    }
}{ $index ->
    [none] {""}
   *[other] {" "}({ $index })
}{ $n ->
    [phrase] : { $amount }.
   *[other] .
}
sheet-idiom-lose = { $n ->
    [phrase] { $who ->
        [you] A saját { $counter } csökken ennyivel
        [they] Az ő { $counter } csökken ennyivel
        [np] { $subject } – { $counter } csökken ennyivel
       *[none] A(z) { $counter_plural } csökken ennyivel
    }
   *[other] { $who ->
        [you] Dobj el: { $amount } { $counter }
        [they] Ő eldob: { $amount } { $counter }
        [np] { $subject } eldob: { $amount } { $counter }
       *[none] A(z) { $counter_plural } csökken ennyivel: { $amount }
    }
}{ $index ->
    [none] {""}
   *[other] {" "}({ $index })
}{ $n ->
    [phrase] : { $amount }.
   *[other] .
}
# Egy játékos jelzője (0 vagy 1 értékű számláló) beállítva: $value yes vagy no, ahogy vizsgálják.
sheet-idiom-flag-set = { $who ->
    [you] Új érték (saját „{ $counter }”): { $value ->
        [yes] igen
       *[no] nem
    }.
    [they] Új érték (az ő „{ $counter }”): { $value ->
        [yes] igen
       *[no] nem
    }.
   *[other] { $subject }: új érték („{ $counter }”): { $value ->
        [yes] igen
       *[no] nem
    }.
}
sheet-idiom-reset = { $who ->
    [you] A saját { $counter_plural } értéke visszaáll nullára.
    [they] Az ő { $counter_plural } értéke visszaáll nullára.
   *[other] { $subject } – a(z) { $counter_plural } értéke visszaáll nullára.
}
sheet-idiom-discard-for = { $who ->
    [you] { $also ->
        [yes] Emellett eldobhatsz
       *[no] Eldobhatsz
    } { $range } { $n ->
        [one] lapot
       *[other] lapot
    } a saját { $zone } helyedről, és ugyanannyi { $counter_plural } is eldobható.
   *[other] { $subject } { $also ->
        [yes] emellett eldobhat
       *[no] eldobhat
    } { $range } { $n ->
        [one] lapot
       *[other] lapot
    } a saját { $zone } helyéről, és ugyanannyi { $counter_plural } is eldobható.
}
sheet-idiom-draw-per = { $who ->
    [you] Húzz egy lapot a(z) { $zone } lapjai közül { $per ->
        [1] minden { $counter } után
       *[other] minden { $count } { $counter_plural } után
    }.
   *[other] { $subject } egy lapot húz a(z) { $zone } lapjai közül { $per ->
        [1] minden { $counter } után
       *[other] minden { $count } { $counter_plural } után
    }.
}
sheet-idiom-peek = { $who ->
    [you] Nézz meg { $amount } { $n ->
        [one] lapot
       *[other] lapot
    } a(z) { $zone } lapjai közül.
   *[other] { $subject } megnéz { $amount } { $n ->
        [one] lapot
       *[other] lapot
    } a(z) { $zone } lapjai közül.
}
sheet-idiom-give = { $who ->
    [you] Saját választásod szerint { $receiver } kap tőled
    [they] Saját választása szerint { $receiver } kap tőle
   *[other] { $subject } saját választása szerint { $receiver } kap tőle
} { $mode ->
    [half] a(z) { $zone } lapjainak felét (lefelé kerekítve)
    [all-if-fewer] { $amount } { $n ->
        [one] lapot
       *[other] lapot
    } a(z) { $zone } lapjai közül (mindet, ha kevesebb van)
   *[exact] { $amount } { $n ->
        [one] lapot
       *[other] lapot
    } a(z) { $zone } lapjai közül
}.
sheet-idiom-half = { $owner ->
    [you] a saját { $zone } lapjainak fele, lefelé kerekítve
    [they] az ő { $zone } lapjainak fele, lefelé kerekítve
   *[other] a(z) { $zone } ({ $player }) lapjainak fele, lefelé kerekítve
}
sheet-idiom-that-many = ugyanannyi
sheet-idiom-pass-on = A bal oldali szomszéd lesz az új { $var }.
sheet-idiom-instead = Ha { $cond }, { $who ->
    [you] ehelyett ezt teheted:
   *[other] ehelyett ezt teheti:
} { $then }
sheet-idiom-all-tied = Ha mindenki holtversenyben van ({ $players }), nem történik semmi.
sheet-idiom-tie-first = Ha két vagy több játékos { $measures }, közülük az számít, aki elsőként lépett be.
sheet-idiom-tie-first-seat = Ha két vagy több játékos { $measures }, közülük az számít, aki az ülésrendben elsőként következik.
sheet-idiom-tie-first-clockwise = Ha két vagy több játékos { $measures }, közülük az számít, aki { $player } játékostól az óramutató járásával megegyező irányban elsőként következik.
sheet-idiom-tie-first-listed = Ha két vagy több játékos { $measures }, közülük az számít, aki a következők közül elsőként áll: { $list }.
sheet-idiom-tie-choose = Ha két vagy több játékos { $measures }, közülük { $chooser } választ egyet.
sheet-idiom-split = { $first } { $rest }
sheet-idiom-score-per = { $who ->
    [you] 1 GYP-t kapsz minden { $counter } után ({ $category }).
    [they] Ő 1 GYP-t kap minden { $counter } után ({ $category }).
   *[other] { $subject } 1 GYP-t kap minden { $counter } után ({ $category }).
}
sheet-idiom-score-most = { $category }: aki { $measure }, { $n } GYP-t kap; ha két vagy több játékos { $measures }, mindegyikük { $tied } GYP-t kap.
sheet-idiom-transfer-or-supply = { $who ->
    [you] { $receiver } kap tőled: { $amount } { $n ->
        [one] { $counter }
       *[other] { $counter_plural }
    }; ha nincs ilyened, { $receiver } a készletből veszi { $n ->
        [one] el
       *[other] el őket
    }.
   *[other] { $receiver } kap { $subject } játékostól: { $amount } { $n ->
        [one] { $counter }
       *[other] { $counter_plural }
    }; ha neki nincs ilyen, { $receiver } a készletből veszi { $n ->
        [one] el
       *[other] el őket
    }.
}
sheet-idiom-by-players = { $value } ({ $players } játékos esetén { $exception })
sheet-idiom-one-of = { $owner ->
    [you] egy { $kind_card } a saját { $zone } lapjai közül
    [they] egy { $kind_card } az ő { $zone } lapjai közül
   *[other] egy { $kind_card } a(z) { $zone } ({ $player }) lapjai közül
}
sheet-idiom-rank-ties = Holtversenyben az kerül előrébb, aki { $measure }.
sheet-idiom-needs-some = Csak az a játékos számít, aki { $measure }.
sheet-idiom-award-ties = A holtversenyben lévő játékosok megosztoznak az általuk elfoglalt helyek pontjain, lefelé kerekítve.
sheet-idiom-for-each-kind = A következők mindegyikére ({ $kinds }): { $body }
sheet-idiom-for-each-value = Minden { $value } esetén: { $body }
sheet-idiom-kind-played = kijátszott { $kind_cards }
sheet-idiom-each-entrant = minden játékos itt: { $card }
# Egy 0 vagy 1 értékű számláló (igen/nem), amelyet egy feltétel állít be.
sheet-idiom-flag = { $who ->
    [you] { $counter }, ha { $cond }.
    [they] { $counter }, ha { $cond }.
   *[other] { $subject }: { $counter }, ha { $cond }.
}
# GYP egységenként: $unit egy egység (számnév után is egyes szám), $per hány egység ér
# együtt ennyit, $cond egy vonatkozó mellékmondat ("ahol ...").
sheet-idiom-score-each = { $who ->
    [you] { $amount } GYP-t kapsz
    [they] Ő { $amount } GYP-t kap
   *[other] { $subject } { $amount } GYP-t kap
} minden { $cond ->
    [none] {""}
   *[other] olyan {""}
}{ $per ->
    [1] { $unit }
   *[other] { $count } { $unit }
} után{ $cond ->
    [none] {""}
   *[other] , ahol { $cond }
} ({ $category }).
sheet-idiom-score-by = { $by } szerint { $who ->
    [you] GYP-t kapsz
    [they] ő GYP-t kap
   *[other] { $subject } GYP-t kap
}: { $table } ({ $category }).
sheet-idiom-score-by-value = Minden { $per ->
    [1] { $unit }
   *[other] { $count } { $unit }
} után { $enum } szerint { $who ->
    [you] kapsz
    [they] kap
   *[other] { $subject } kap
}: { $table } GYP-t ({ $category }).
sheet-idiom-score-flag = { $who ->
    [you] { $amount } GYP-t kapsz
    [they] Ő { $amount } GYP-t kap
   *[other] { $subject } { $amount } GYP-t kap
}, ha { $counter } ({ $category }).
# $what: value (egy felsorolás minden értéke; $items a neve), each (a felsorolt értékek
# mindegyike) vagy list (egy lista minden eleme).
sheet-idiom-for-each-where = { $what ->
    [value] Minden { $cond ->
        [none] { $items } esetén
       *[other] olyan { $items } esetén, ahol { $cond }
    }
    [each] Külön-külön mindegyikre ({ $items })
   *[list] A következők mindegyikére ({ $items }){ $cond ->
        [none] {""}
       *[other] , amelyre igaz: { $cond }
    }
}: { $body }
sheet-idiom-for-each-kind-of = Minden fajtára ({ $group }): { $body }

## Beépített függvények: további értékek

sheet-call-max_of = a legnagyobb { $value } a következők között: { $list }
sheet-call-min_of = a legkisebb { $value } a következők között: { $list }
sheet-call-product = { $value } szorzata a következőkre: { $list }
sheet-call-range = a számok { $a } és { $b } között (mindkettőt beleértve)
sheet-call-sort_by = { $list }, rendezve eszerint: { $value }
# $n phrase, ha $amount nem szám ("a kisebb ezek közül: ...").
sheet-call-largest = { $n ->
    [phrase] ennyi: { $amount } – a legnagyobbak { $value } szerint a következők közül: { $list }
   *[other] a legnagyobb { $amount } { $value } szerint a következők közül: { $list }
}
sheet-call-smallest = { $n ->
    [phrase] ennyi: { $amount } – a legkisebbek { $value } szerint a következők közül: { $list }
   *[other] a legkisebb { $amount } { $value } szerint a következők közül: { $list }
}
sheet-call-group_by = { $list }, csoportosítva eszerint: { $value }
sheet-call-distinct = { $list }, minden értékből ({ $value }) csak egy
