### Crazy Eights: Anzeigenamen der Regel-Bezeichner (Deutsch).
###
### Der Wert eines Namens ist das Substantiv im Nominativ Singular, so wie es
### mitten im Satz steht. Grammatische Attribute für den Satzgenerator:
###   .plural   Plural (Nominativ)
###   .gender   Genus: masc | fem | neut
###   .card     Kompositum für eine Karte mit diesem Wert ("eine Herz-Karte", "eine Acht")
###   .cards    Kompositum für mehrere Karten ("Herz-Karten", "Achten")
###   .face     der Name einer bestimmten Karte aus ihren Eigenschaften ($suit, $rank)
### Das Spiel heißt auch auf Deutsch "Crazy Eights" (so pagat.com auf Deutsch); Mau-Mau
### ist ein naher Verwandter mit eigenen Regeln. Begriffe wie bei Mau-Mau: Nachziehstapel,
### Ablagestapel, eine Farbe ansagen. Die Anrede ist "du" (wie auf dem Übersichtsblatt).

game-title = Crazy Eights

## Farben (Enum `suit`)

enum-suit = Farbe
    .plural = Farben
    .gender = fem
attribute-suit = Farbe
    .plural = Farben
    .gender = fem
suit-clubs = Kreuz
    .plural = Kreuz
    .gender = neut
    .card = Kreuz-Karte
    .cards = Kreuz-Karten
suit-diamonds = Karo
    .plural = Karo
    .gender = neut
    .card = Karo-Karte
    .cards = Karo-Karten
suit-hearts = Herz
    .plural = Herz
    .gender = neut
    .card = Herz-Karte
    .cards = Herz-Karten
suit-spades = Pik
    .plural = Pik
    .gender = neut
    .card = Pik-Karte
    .cards = Pik-Karten

## Werte (Enum `rank`)

enum-rank = Wert
    .plural = Werte
    .gender = masc
attribute-rank = Wert
    .plural = Werte
    .gender = masc
    .gen = Werts
rank-ace = Ass
    .plural = Asse
    .gender = neut
    .card = Ass
    .cards = Asse
rank-two = Zwei
    .plural = Zweien
    .gender = fem
    .card = Zwei
    .cards = Zweien
rank-three = Drei
    .plural = Dreien
    .gender = fem
    .card = Drei
    .cards = Dreien
rank-four = Vier
    .plural = Vieren
    .gender = fem
    .card = Vier
    .cards = Vieren
rank-five = Fünf
    .plural = Fünfen
    .gender = fem
    .card = Fünf
    .cards = Fünfen
rank-six = Sechs
    .plural = Sechsen
    .gender = fem
    .card = Sechs
    .cards = Sechsen
rank-seven = Sieben
    .plural = Sieben
    .gender = fem
    .card = Sieben
    .cards = Sieben
rank-eight = Acht
    .plural = Achten
    .gender = fem
    .card = Acht
    .cards = Achten
rank-nine = Neun
    .plural = Neunen
    .gender = fem
    .card = Neun
    .cards = Neunen
rank-ten = Zehn
    .plural = Zehnen
    .gender = fem
    .card = Zehn
    .cards = Zehnen
rank-jack = Bube
    .plural = Buben
    .gender = masc
    .card = Bube
    .cards = Buben
rank-queen = Dame
    .plural = Damen
    .gender = fem
    .card = Dame
    .cards = Damen
rank-king = König
    .plural = Könige
    .gender = masc
    .card = König
    .cards = Könige

## Die Karten

card-playing_card = Karte
    .plural = Karten
    .gender = fem
    .card = Karte
    .cards = Karten
    .face = { $suit }-{ $rank }

## Stapel

zone-stock = Nachziehstapel
    .plural = Nachziehstapel
    .gender = masc
    .gen = Nachziehstapels
# Der Platz der obersten, offenen Karte des Ablagestapels, die bedient wird (ein Wort, kein
# Adjektiv: der Satzgenerator dekliniert Adjektive nicht; männlich, damit es "auf den" heißt).
zone-face_up = Ablageplatz
    .plural = Ablageplätze
    .gender = masc
    .gen = Ablageplatzes
# Die gespielten Karten unter der Karte auf dem Ablageplatz.
zone-discard_pile = Ablagestapel
    .plural = Ablagestapel
    .gender = masc
    .gen = Ablagestapels
zone-hand = Hand
    .plural = Hände
    .gender = fem

## Zähler und Variablen

counter-points = Punkt
    .plural = Punkte
    .gender = masc
# Wie oft ein Spieler seit der letzten ausgespielten Karte gepasst hat.
counter-passes = Pass
    .plural = Pässe
    .gender = masc
variable-dealer = Geber
    .plural = Geber
    .gender = masc
    .gen = Gebers
variable-suit_to_follow = zu bedienende Farbe
    .plural = zu bedienende Farben
    .gender = fem
    .dat = zu bedienenden Farbe
    .gen = zu bedienenden Farbe

## Phasen einer Runde

phase-deal = Geben
phase-play = Spielen
phase-score = Die Runde werten

## Entscheidungen (Fragen an den Spieler)

choice-play_or_draw = Spiele eine Karte aus, oder ziehe eine vom Nachziehstapel.
choice-play_a_card = Eine Karte ausspielen.
choice-draw_a_card = Eine Karte vom Nachziehstapel ziehen.
choice-card_to_play = Wähle die Karte, die du ausspielst.
choice-name_suit = Sage die Farbe an, die der nächste Spieler bedienen muss.

## Wiederkehrende Schritte (Prozeduren), auf dem Regelblatt mit einer Bezeichnung

procedure-draw_cards = Vom Nachziehstapel ziehen
procedure-play_or_pass = Eine passende Karte ausspielen oder passen
procedure-play_card = Eine Karte ausspielen

## Wertungskategorien

category-hand_points = Punkte aus den Runden

## Parameter: eine kurze Bezeichnung (diff nennt sie so); .text, wo eine Zeile auf dem Regelblatt hilft

param-hand_size = Karten pro Spieler
param-bury_starter_eight = Eine Acht als Startkarte
    .text = { $value ->
        [true] Wird als Startkarte eine Acht aufgedeckt, kommt sie unter den Nachziehstapel, und die nächste Karte wird aufgedeckt.
       *[other] Wird als Startkarte eine Acht aufgedeckt, bleibt sie liegen: ihre Farbe wird bedient.
    }
param-draw_limit = Ziehen
    .text = { $value ->
        [0] Wer nicht spielen kann, zieht, bis er spielen kann oder der Nachziehstapel leer ist.
        [1] Wer nicht spielen kann, zieht eine Karte und passt, wenn auch sie nicht passt.
       *[other] Wer nicht spielen kann, zieht bis zu { $value } Karten und passt, wenn keine davon passt.
    }
param-may_draw_instead_of_playing = Ziehen statt ausspielen
    .text = { $value ->
        [true] Man darf vom Nachziehstapel ziehen, auch wenn man eine Karte hat, die passt.
       *[other] Man zieht nur, wenn keine Karte auf der Hand passt.
    }
param-reshuffle_discards = Leerer Nachziehstapel
    .text = { $value ->
        [true] Ist der Nachziehstapel leer, wird der Ablagestapel bis auf die oberste Karte gemischt und wird zum neuen Nachziehstapel.
       *[other] Ist der Nachziehstapel leer, passt, wer nicht spielen kann.
    }
param-card_points = Kartenwerte
    .text = Karten, die auf der Hand bleiben, zählen: jede Acht 50, jeder König, jede Dame, jeder Bube und jede Zehn 10, jedes Ass 1, die übrigen ihre Zahl.
param-target_score = Zielpunktzahl

## Annahmen (auf dem Regelblatt aufgeführt)

assumption-blocked_hand_scoring = Ist die Runde blockiert (der Nachziehstapel ist leer und niemand kann spielen), erhält der Spieler mit der niedrigsten Hand den Unterschied zu jeder anderen Hand; wer mit der niedrigsten Hand gleichauf liegt, erhält ihn ebenso.
assumption-dealer_rotates = Nach jeder Runde gibt der linke Nachbar; der Spieler links vom Geber beginnt.
assumption-winner_most_points = Wer am Ende die meisten Punkte hat, gewinnt.

## Geschriebener Regeltext (nach docs/games/crazy_eights.md und den Regeln; .fingerprint: der
## Regelcode, für den er geschrieben ist, siehe `rulewright fingerprints crazy_eights`)

written-phase-deal = Alle Karten werden eingesammelt und gemischt. Beginnend links vom Geber erhält jeder Spieler sieben Karten bei zwei Spielern und fünf bei drei bis fünf Spielern.
    - Die oberste Karte des Nachziehstapels wird als Startkarte aufgedeckt. Ist es eine Acht, kommt sie unter den Nachziehstapel, und die nächste Karte wird aufgedeckt.
    .states = bury_starter_eight
    .fingerprint = 549d37796fe6
written-phase-play = Beginnend links vom Geber sind die Spieler reihum im Uhrzeigersinn an der Reihe. Bist du an der Reihe:
    - Lege eine passende Karte auf den Ablageplatz: eine Karte in der zu bedienenden Farbe oder mit dem Wert der obersten Karte, oder eine Acht. Zu bedienen ist danach die Farbe deiner Karte.
    - Legst du eine Acht, sagst du die Farbe an, die der nächste Spieler bedienen muss.
    - Passt keine Karte, ziehst du einzeln Karten vom Nachziehstapel, bis eine passt, und legst sie ab. Du darfst auch ziehen, wenn eine Karte passt.
    - Passt keine Karte und ist der Nachziehstapel leer, passt du.
    - Die Runde ist blockiert, wenn der Nachziehstapel leer ist und jeder Spieler seit der letzten gelegten Karte gepasst hat.
    .states = draw_limit may_draw_instead_of_playing reshuffle_discards
    .fingerprint = 60fd88807424
written-phase-score = Wer keine Karten mehr hat, erhält die Punkte der Karten, die die anderen noch auf der Hand haben: jede Acht 50, jeder König, jede Dame, jeder Bube und jede Zehn 10, jedes Ass 1, die übrigen ihre Zahl.
    - War die Runde blockiert, erhält stattdessen der Spieler mit dem niedrigsten Blatt den Unterschied zwischen dem Blatt jedes anderen Spielers und seinem eigenen. Liegen mehrere gleichauf am niedrigsten, erhält es jeder von ihnen.
    - Danach geht das Geben nach links weiter.
    .states = card_points
    .fingerprint = 1277aa3f92d0
