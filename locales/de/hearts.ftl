### Hearts: Anzeigenamen der Regel-Bezeichner (Deutsch).
###
### Der Wert eines Namens ist das Substantiv im Nominativ Singular, so wie es
### mitten im Satz steht. Grammatische Attribute für den Satzgenerator:
###   .plural   Plural (Nominativ)
###   .gender   Genus: masc | fem | neut
###   .card     Kompositum für eine Karte
###   .cards    Kompositum für mehrere Karten
###   .face     der Name einer bestimmten Karte, aus ihren Eigenschaften ($suit, $rank)
### Die Anrede ist "du" (wie auf dem Übersichtsblatt).

game-title = Hearts

## Farben (Enum `suit`)

suit-clubs = Kreuz
    .plural = Kreuz
    .gender = neut
    .card = Kreuzkarte
    .cards = Kreuzkarten
suit-diamonds = Karo
    .plural = Karo
    .gender = neut
    .card = Karokarte
    .cards = Karokarten
suit-spades = Pik
    .plural = Pik
    .gender = neut
    .card = Pikkarte
    .cards = Pikkarten
suit-hearts = Herz
    .plural = Herz
    .gender = neut
    .card = Herzkarte
    .cards = Herzkarten

## Richtungen der Weitergabe (Enum `pass_direction`)

pass_direction-left = links
pass_direction-right = rechts
pass_direction-across = gegenüber
pass_direction-hold = keine

## Karten

card-playing_card = Karte
    .plural = Karten
    .gender = fem
    .card = Karte
    .cards = Karten
    .face = { $suit }-{ $rank ->
        [2] Zwei
        [3] Drei
        [4] Vier
        [5] Fünf
        [6] Sechs
        [7] Sieben
        [8] Acht
        [9] Neun
        [10] Zehn
        [11] Bube
        [12] Dame
        [13] König
       *[14] Ass
    }

## Zonen

zone-deck = Kartenstapel
    .plural = Kartenstapel
    .gender = masc
    .gen = Kartenstapels
zone-hand = Hand
    .plural = Hände
    .gender = fem
# Die drei Karten, die ein Spieler weitergibt, verdeckt, bis alle gewählt haben.
zone-passed = Auswahl zum Weitergeben
    .plural = Auswahlen zum Weitergeben
    .gender = fem
zone-trick = Stich
    .plural = Stiche
    .gender = masc
    .gen = Stichs
# Die Karten der Stiche, die ein Spieler in dieser Runde gewonnen hat.
zone-taken = Stichstapel
    .plural = Stichstapel
    .gender = masc
    .gen = Stichstapels

## Zähler

counter-points = Punkt
    .plural = Punkte
    .gender = masc

## Phasen einer Runde

phase-deal = Geben
phase-pass = Drei Karten weitergeben
phase-play = Dreizehn Stiche spielen
phase-score = Die Runde werten

## Entscheidungen (Fragen an den Spieler)

choice-pass_cards = Wähle drei Karten, die du weitergibst.
choice-lead_card = Wähle eine Karte, die du ausspielst.
choice-play_card = Wähle eine Karte, die du zugibst.

## Wertungskategorien

category-penalty_points = Strafpunkte

## Namen auf dem Übersichtsblatt: Enums, Karteneigenschaften, Variablen

enum-suit = Farbe
    .plural = Farben
    .gender = fem
enum-pass_direction = Richtung der Weitergabe
    .plural = Richtungen der Weitergabe
    .gender = fem
attribute-suit = Farbe
    .plural = Farben
    .gender = fem
attribute-rank = Rang
    .plural = Ränge
    .gender = masc
    .gen = Rangs
variable-passing = Richtung der Weitergabe
    .plural = Richtungen der Weitergabe
    .gender = fem
procedure-pass_on = die gewählten Karten weitergeben
procedure-take_trick = den Stich nehmen
variable-leader = Ausspieler
    .plural = Ausspieler
    .gender = masc
    .gen = Ausspielers
variable-taker = Gewinner des Stichs
    .plural = Gewinner des Stichs
    .gender = masc
    .gen = Gewinners des Stichs
variable-led_suit = angespielte Farbe
    .plural = angespielte Farben
    .gender = fem
    .dat = angespielten Farbe
    .gen = angespielten Farbe
variable-top_rank = bisher höchste Rang
    .plural = bisher höchsten Ränge
    .gender = masc
    .acc = bisher höchsten Rang
    .dat = bisher höchsten Rang
    .gen = bisher höchsten Rangs
variable-trick_number = Stichzähler
    .plural = Stichzähler
    .gender = masc
    .gen = Stichzählers
procedure-lead = eine Karte ausspielen
procedure-follow = eine Karte zugeben
variable-hearts_played = Zähler der gespielten Herzkarten
    .plural = Zähler der gespielten Herzkarten
    .gender = masc
    .gen = Zählers der gespielten Herzkarten

## Parameter (diff nennt einen geänderten Parameter mit diesem Namen)

param-hand_size = Karten pro Spieler
param-pass_cycle = Richtungen der Weitergabe, Runde für Runde
param-heart_points = Punkte für eine Herzkarte
param-queen_of_spades_points = Punkte für die Pik-Dame
param-target_score = Punkte, die das Spiel beenden

## Regeln, die die Sätze oben nur wörtlich sagen (unter „Weitere Regeln“)

param-pass_count = Weitergegebene Karten
    .text = In einer Runde mit Weitergabe gibt jeder Spieler vor dem ersten Stich { $value } Karten verdeckt weiter; alle wählen sie, bevor sie selbst welche bekommen.
param-first_trick_points_allowed = Punkte im ersten Stich
    .text = { $value ->
        [true] Im ersten Stich dürfen Herzkarten und die Pik-Dame gespielt werden.
       *[other] Im ersten Stich darf keine Herzkarte und nicht die Pik-Dame gespielt werden, außer ein Spieler hat nichts anderes.
    }
param-queen_breaks_hearts = Die Pik-Dame bricht Herz
    .text = { $value ->
        [true] Herz ist gebrochen, sobald eine Herzkarte oder die Pik-Dame gespielt wurde; bis dahin darf Herz nicht ausgespielt werden, außer der Ausspieler hat nur noch Herz.
       *[other] Herz ist gebrochen, sobald eine Herzkarte gespielt wurde; bis dahin darf Herz nicht ausgespielt werden, außer der Ausspieler hat nur noch Herz.
    }
param-moon_scoring = Shooting the Moon
    .text = { $value ->
        [shooter_subtracts] Wer in einer Runde alle dreizehn Herzkarten und die Pik-Dame gewinnt, schafft „Shooting the Moon“: Er zieht sich 26 Punkte ab, und die anderen bekommen in dieser Runde nichts.
       *[other] Wer in einer Runde alle dreizehn Herzkarten und die Pik-Dame gewinnt, schafft „Shooting the Moon“: Er bekommt in dieser Runde nichts, und jeder andere Spieler bekommt 26 Punkte.
    }
param-jack_of_diamonds_bonus = Karo-Bube
    .text = { $value ->
        [0] Der Karo-Bube zählt nichts, wie alle Karten außer den Herzkarten und der Pik-Dame.
       *[other] Wer den Karo-Buben gewinnt, bekommt { $value } Punkte weniger.
    }

## Geltende Annahmen (auf dem Übersichtsblatt)

param-tie_for_lowest = Gleichstand beim niedrigsten Stand
    .text = { $value ->
        [share] Spieler, die gleichauf den niedrigsten Punktestand haben, gewinnen gemeinsam.
       *[other] Haben mehrere Spieler gleichauf den niedrigsten Punktestand, werden weitere Runden gespielt, bis einer allein am niedrigsten liegt.
    }

## Geschriebener Regeltext (nach docs/games/hearts.md und den Regeln; .fingerprint: der
## Regelcode, für den er geschrieben ist, siehe `rulewright fingerprints hearts`)

written-phase-deal = Alle Karten werden verteilt: Jeder Spieler erhält 13. Herz ist noch nicht gebrochen.
    .fingerprint = 8b3f4c323c2f
written-phase-pass = Vor dem ersten Stich gibt jeder Spieler drei Karten aus seiner Hand weiter:
    - In der ersten Runde an seinen linken Nachbarn, in der zweiten an seinen rechten Nachbarn, in der dritten an den Spieler gegenüber. In der vierten Runde wird nicht weitergegeben; danach beginnt es von vorn.
    - Jeder wählt seine drei Karten, bevor jemand die weitergegebenen Karten erhält.
    .states = pass_count
    .fingerprint = aa218f2d3eed
written-phase-play = Wer die Kreuz-Zwei hat, spielt sie zum ersten Stich aus. Es werden dreizehn Stiche gespielt; die anderen folgen reihum im Uhrzeigersinn:
    - Bediene die ausgespielte Farbe, wenn du kannst; sonst darfst du jede Karte spielen. Im ersten Stich darfst du weder Herz noch die Pik-Dame spielen, außer du hast nichts anderes.
    - Herz darfst du erst ausspielen, wenn Herz gebrochen ist (ein Herz gespielt wurde), außer du hast nur noch Herz.
    - Die höchste Karte der ausgespielten Farbe gewinnt den Stich; wer ihn gewinnt, spielt zum nächsten aus.
    .states = first_trick_points_allowed queen_breaks_hearts
    .fingerprint = e289f7365cfc
written-phase-score = Jeder Spieler erhält 1 Strafpunkt für jedes Herz in seinen Stichen und 13 für die Pik-Dame.
    - „Shooting the Moon“: Wer alle dreizehn Herz und die Pik-Dame gewonnen hat, erhält für diese Runde nichts, und jeder andere Spieler erhält 26 Punkte.
    - Danach werden alle Karten für die nächste Runde gemischt.
    .states = moon_scoring
    .fingerprint = 6d637fc9c690
