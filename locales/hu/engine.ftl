### A játékmotor és a `rulewright play` mondatai (magyar).
### A nevek (lapok, zónák, számlálók, fázisok, kérdések) a szabálykészlet saját fájljából
### jönnek; ezek az üzenetek csak elrendezik őket. A $player, $zone, $cards, $counter,
### $card, $prompt és $phase változók már lefordított szövegek.
### A nevekre nem illeszthetünk toldalékot, ezért a mondatok kettősponttal, gondolatjellel
### és névutókkal rendezik el őket ("1. játékos – Játékostábla (Livorno)"); számnév után a
### főnév egyes számú, ezért a darabszámot a név után írjuk ("Kapuk: 3 db").
### Megszólítás: tegező, mint a kiegészítő szabályában.

## Játékosok és helyek

player-name = { $number }. játékos
# A pontozótábla oszlopfejléce, ha a teljes nevek nem férnek ki.
player-short = J{ $number }
agent-human = egy ember ennél a terminálnál
agent-greedy = mohó bot
agent-random = véletlen bot
agent-other = „{ $name }” bot
game-start = { $title }: játék { $count ->
    [one] egy játékossal
   *[other] { $count } játékossal
}
seat = { $player }: { $agent }
seat-you = { $player }: te

## Címsorok

heading-setup = Előkészületek
heading-round-phase = { $round }. forduló — { $letter }: { $phase }
heading-round-phase-plain = { $round }. forduló — { $phase }
heading-end = A játék vége

## Nevekből összetett nevek

# Birtokos személyrag helyett gondolatjel: "2. játékos – Játékostábla".
zone-of-player = { $player } – { $zone }
# $gender a zóna .gender attribútuma, ha a nyelvnek van ilyen, különben "other"; a magyarban
# nincs nyelvtani nem.
zone-yours = { $gender ->
   *[other] saját
} { $zone }
counter-indexed = { $counter } ({ $index })
# Egy értékenként részekre osztott zóna egy része (zone[value]): "Játékostábla (Livorno)".
zone-part = { $zone } ({ $part })
card-details = { $name } ({ $details })
# Egy szám egy lapon: $one és $other a tulajdonság nevének egyes és többes száma. Számnév
# mellett a magyar az egyes számot használja, ezért a név után áll a szám ("érték: 3").
attribute-count = { $one }: { $count }{ $other ->
   *[other] {""}
}
# A $name a szabálykészlet többes számú alakja, ahol van ilyen; a darabszám a név után áll.
cards-counted = { $name }: { $count } db
cards-hidden = { $count ->
    [one] egy rejtett lap
   *[other] { $count } rejtett lap
}
cards-none = nincs lap
value-yes = igen
value-no = nem
answer-nothing = semmi

## Ami történik

event-decision = { $player } — „{ $prompt }” → { $answer }
event-move = { $from } → { $to }: { $cards }
event-shuffle = { $zone }: megkeverve.
event-counter = { $player }: { $counter } { $old } → { $new }
event-counter-shared = { $counter } { $old } → { $new }
event-counter-hidden = { $player }: { $counter }: rejtett változás
event-counter-shared-hidden = { $counter }: rejtett változás
event-peek = { $player } megnézi: { $cards }.
# $whose and $gender (the zone's, see en): not needed here
event-peek-in = { $player } megnézi: { $cards } (hely: { $zone }).{ $whose ->
   *[other] {""}
}{ $gender ->
   *[other] {""}
}
event-reveal = { $zone } felfedve: { $cards }
event-place = { $player } jelölőt tesz ide: { $card }.
event-eliminated = { $player } kiesett a játékból.
event-knocked-out = { $player } a forduló végéig kiesett.
event-eliminated-you = Kiestél a játékból.
event-knocked-out-you = A forduló végéig kiestél.
event-game-ends = A játék véget ér: teljesült a befejezés feltétele.
event-round-ends = A(z) { $round }. forduló véget ér: teljesült a forduló befejezésének feltétele.

## A vége

score-title = Végső pontozás
score-category = Kategória
score-total = Összesen
eliminated = { $count ->
    [one] Kiesett: { $players }
   *[other] Kiestek: { $players }
}
eliminated-none = Senki sem esett ki.
winners = { $count ->
    [one] Győztes: { $players }
   *[other] Győztesek (megosztott győzelem): { $players }
}
winners-none = Senki sem nyer.
elimination-title = A kiesés ellenőrzése
elimination-player = { $player }: { $comparison } → { $result ->
    [out] kiesett
   *[in] játékban marad
}
elimination-in-zone = { $amount } ({ $zone })

## A terminálnál ülő ember

status-heading = { $player } (te) · { $heading }
status-zone = { $zone } ({ $count }): { $cards }
status-public-zone = { $zone }: { $cards }
status-empty = Üres: { $zones }
cards-many = { $count ->
    [one] 1 lap
   *[other] { $count } lap
}
status-counts = További lapok: { $counts }
status-count = { $zone }: { $count }
status-counter = { $counter }: { $values }
status-value = { $player }: { $value }
status-indexed = { $player }: { $values }
status-index-value = { $index } { $value }
status-markers = Jelölők: { $markers }
status-eliminated = Kiesett a játékból: { $players }
status-knocked-out = A forduló végéig kiesett: { $players }
status-variable = { $variable }: { $value }
status-marker = { $card }: { $players }
card-at = { $position }. hely: { $card }
option-hidden = rejtett lap ({ $zone }, { $position }. hely)
option-place = { $option } — { $zone }, { $position }. hely
prompt = { $player }: { $prompt }
prompt-help = Súgó: ?, a teljes asztal: t, kilépés: q.
help =
    Egy lehetőség számával válaszolj (1–{ $count }); többnél írd be a számukat szóközzel vagy vesszővel elválasztva. Ha egyiket sem választanád (és szabad), csak nyomj Entert.
    Parancsok:
      ? vagy help        ez a súgó
      ? 2 vagy info 2    mit tesz a 2. lehetőség (a szabálya, ahogy az összefoglaló lapon áll)
      t vagy table       újra a teljes asztal
      q vagy quit        a játék itt véget ér (--log mellett az eddigi játék megmarad)
info-title = { $number }. lehetőség, { $option }:
info-none = A(z) { $number }. lehetőségnek ({ $option }) nincs saját szabálya.
status-changed = Változások a legutóbbi óta (t: a teljes asztal):
ask-one = Választásod (1–{ $count }; ?: súgó):
ask-exactly = Válassz { $count } { $what ->
    [card] lapot
   *[other] lehetőséget
} ({ $count ->
    [one] egy szám
   *[other] a számokat szóköz vagy vessző válassza el
}; ?: súgó):
ask-up-to = Válassz legfeljebb { $count } { $what ->
    [card] lapot
   *[other] lehetőséget
} ({ $count ->
    [one] egy szám, vagy Enter, ha egyiket sem
   *[other] a számokat szóköz vagy vessző válassza el; Enter: egyiket sem
}):
ask-between = Válassz { $min }–{ $max } { $what ->
    [card] lapot
   *[other] lehetőséget
} (a számokat szóköz vagy vessző válassza el):
error-not-number = „{ $text }” nem szám. A lehetőségek számával válaszolj.
error-no-option = Nincs { $number }. lehetőség: { $count ->
    [one] az egyetlen lehetőség az 1.
   *[other] a lehetőségek: 1–{ $count }.
}
error-twice = Kétszer választottad ezt: { $number }.
error-one = Pontosan egy lehetőséget válassz: írj be egy számot.
error-exactly = { $count ->
    [one] Pontosan egy { $what ->
        [card] lapot
       *[other] lehetőséget
    } válassz
   *[other] Pontosan { $count } { $what ->
        [card] lapot
       *[other] lehetőséget
    } válassz
}; ennyit választottál: { $chosen }.
error-up-to = { $count ->
    [one] Legfeljebb egy { $what ->
        [card] lapot
       *[other] lehetőséget
    } válassz
   *[other] Legfeljebb { $count } { $what ->
        [card] lapot
       *[other] lehetőséget
    } válassz
}; ennyit választottál: { $chosen }.
error-between = { $min }–{ $max } { $what ->
    [card] lapot
   *[other] lehetőséget
} válassz; ennyit választottál: { $chosen }.

## A play parancs

input-ended = A bemenet véget ért: a játék itt megáll.
quit = Kiléptél: a játék itt megáll.
interrupted = Megszakítva: a játék itt megáll.
game-error = A játék hibával állt le: { $message }
narration-error = A játék nem mesélhető el ezen a nyelven: { $message }
log-written = A napló ide került: { $path }.
seed-note = Kezdőérték (seed): { $seed }. Ugyanez a játék újra: --seed { $seed }.

# kereső bot (runtime/ismcts.py): a neve az asztalnál, és a jelzés, amíg gondolkodik
agent-ismcts = kereső bot (ISMCTS)
agent-thinking = { $player } gondolkodik … { $seconds } mp

# kényszerű választás: az egyetlen lehetőséget nem kérdezzük meg; az elbeszélés megmondja, mi történt
event-forced = { $player } — „{ $prompt }” → { $answer } (az egyetlen lehetőség)

# számok a lehetőségek mellett: a choose(..., show=...) minden lehetőség mellé egy számot (árat) ír
option-shown = { $option } — { $shown }

# rejtett lapok a csoportjuk nevével, ahol az asztalnál tudható, melyik csoportból valók:
# $name a csoport neve (.card); számnév után a magyar egyes számot használ ($plural: többes szám)
cards-hidden-group = { $count ->
    [one] egy rejtett { $name }
   *[other] { $count } rejtett { $name }
}{ $plural ->
   *[other] {""}
}{ $gender ->
   *[other] {""}
}
option-hidden-group = rejtett { $name } ({ $zone }, { $position }. hely){ $gender ->
   *[other] {""}
}
# a csak 0 vagy 1 értékű számláló (jelző) az új értékével: $value igen vagy nem
event-flag = { $player }: { $counter } → { $value }
event-flag-shared = { $counter } → { $value }

# hot seat: több ember egy képernyőnél (runtime/narration_seats.py)
hotseat-note = { $players } egy képernyőn játszanak: amit csak egyikük láthat, azt a játék csak neki mutatja meg, miután megkapta a képernyőt.
hotseat-pass = Add át a képernyőt: { $player } következik. Utána nyomj Entert.
hotseat-private = Közben csak { $player } látta:
