### Rattus Cartus: Anzeigenamen der Regel-Bezeichner (Deutsch).
###
### Der Wert eines Namens ist das Substantiv im Nominativ Singular, so wie es
### mitten im Satz steht. Grammatische Attribute für den Satzgenerator:
###   .plural   Plural (Nominativ)
###   .gender   Genus: masc | fem | neut
###   .card     Kompositum für eine Karte     ("eine Schwert-Karte")
###   .cards    Kompositum für mehrere Karten ("zwei Schwert-Karten")
###   .letter   Buchstabe einer Phase (A-E)
### Begriffe nach der deutschen Spielregel, soweit bekannt (Schwert, Gold, Passe,
### Flöte, Sonderkarte, Bevölkerungskarte, Phasennamen); die Anrede ist "du" (wie im Regelheft).

game-title = Rattus Cartus

## Klassen (Enum `class`)

class-peasantry = Bauernstand
    .plural = Bauernstände
    .gender = masc
    .card = Bauernstand-Karte
    .cards = Bauernstand-Karten
class-bourgeoisie = Bürgertum
    .plural = Bürgertümer
    .gender = neut
    .card = Bürgertum-Karte
    .cards = Bürgertum-Karten
class-church = Kirche
    .plural = Kirchen
    .gender = fem
    .card = Kirchen-Karte
    .cards = Kirchen-Karten
class-chivalry = Ritterstand
    .plural = Ritterstände
    .gender = masc
    .card = Ritterstand-Karte
    .cards = Ritterstand-Karten
class-magic = Magie
    .plural = Magie
    .gender = fem
    .card = Magie-Karte
    .cards = Magie-Karten
class-royalty = Königshaus
    .plural = Königshäuser
    .gender = neut
    .card = Königshaus-Karte
    .cards = Königshaus-Karten

## Kartenarten: Bevölkerungskarten, Joker und Sonderkarten

card-population = Bevölkerungskarte
    .plural = Bevölkerungskarten
    .gender = fem
    .card = Bevölkerungskarte
    .cards = Bevölkerungskarten
card-joker = Joker
    .plural = Joker
    .gender = masc
    .card = Jokerkarte
    .card-gender = fem
    .cards = Jokerkarten
card-sword = Schwert
    .plural = Schwerter
    .gender = neut
    .card = Schwert-Karte
    .card-gender = fem
    .cards = Schwert-Karten
card-flute = Flöte
    .plural = Flöten
    .gender = fem
    .card = Flöten-Karte
    .cards = Flöten-Karten
card-pass = Passe
    .plural = Passen
    .gender = fem
    .card = Passe-Karte
    .cards = Passe-Karten
card-gold = Gold
    .plural = Gold
    .gender = neut
    .card = Gold-Karte
    .card-gender = fem
    .cards = Gold-Karten

## Kartenarten: Gebäude

card-guard_tower = Wachturm
    .plural = Wachtürme
    .gender = masc
    .card = Wachturm-Karte
    .card-gender = fem
    .cards = Wachturm-Karten
card-castle = Burg
    .plural = Burgen
    .gender = fem
    .card = Burg-Karte
    .cards = Burg-Karten
card-palace = Palast
    .plural = Paläste
    .gender = masc
    .card = Palast-Karte
    .card-gender = fem
    .cards = Palast-Karten
card-treasury = Schatzkammer
    .plural = Schatzkammern
    .gender = fem
    .card = Schatzkammer-Karte
    .cards = Schatzkammer-Karten
card-monastery = Kloster
    .plural = Klöster
    .gender = neut
    .card = Kloster-Karte
    .card-gender = fem
    .cards = Kloster-Karten
card-hospital = Hospital
    .plural = Hospitäler
    .gender = neut
    .card = Hospital-Karte
    .card-gender = fem
    .cards = Hospital-Karten
card-office = Kontor
    .plural = Kontore
    .gender = neut
    .card = Kontor-Karte
    .card-gender = fem
    .cards = Kontor-Karten
card-marketplace = Marktplatz
    .plural = Marktplätze
    .gender = masc
    .card = Marktplatz-Karte
    .card-gender = fem
    .cards = Marktplatz-Karten
card-farm = Bauernhof
    .plural = Bauernhöfe
    .gender = masc
    .card = Bauernhof-Karte
    .card-gender = fem
    .cards = Bauernhof-Karten
card-brewery = Brauerei
    .plural = Brauereien
    .gender = fem
    .card = Brauerei-Karte
    .cards = Brauerei-Karten
card-fortune_tellers_tent = Wahrsagerzelt
    .plural = Wahrsagerzelte
    .gender = neut
    .card = Wahrsagerzelt-Karte
    .card-gender = fem
    .cards = Wahrsagerzelt-Karten
card-rat_catchers_hut = Rattenfängerhütte
    .plural = Rattenfängerhütten
    .gender = fem
    .card = Rattenfängerhütte-Karte
    .cards = Rattenfängerhütte-Karten

## Kartengruppen

group-building = Gebäudekarte
    .plural = Gebäudekarten
    .gender = fem
    .card = Gebäudekarte
    .cards = Gebäudekarten
group-special = Sonderkarte
    .plural = Sonderkarten
    .gender = fem
    .card = Sonderkarte
    .cards = Sonderkarten
## Zonen

zone-population_deck = Bevölkerungsstapel
    .plural = Bevölkerungsstapel
    .gender = masc
zone-population_discard = Bevölkerungs-Ablagestapel
    .plural = Bevölkerungs-Ablagestapel
    .gender = masc
zone-nun_row = Nonnenreihe
    .plural = Nonnenreihen
    .gender = fem
# Gebäudekarten, die in diesem Spiel nicht verwendet werden, kommen zurück in die Schachtel.
zone-building_box = Spielschachtel
    .plural = Spielschachteln
    .gender = fem
zone-building_deck = Gebäudestapel
    .plural = Gebäudestapel
    .gender = masc
# Die Gebäudekarten, die in dieser Runde ausliegen.
zone-building_row = Gebäudereihe
    .plural = Gebäudereihen
    .gender = fem
zone-building_discard = Gebäude-Ablagestapel
    .plural = Gebäude-Ablagestapel
    .gender = masc
zone-joker_supply = Joker-Vorrat
    .plural = Joker-Vorräte
    .gender = masc
zone-sword_supply = Schwert-Vorrat
    .plural = Schwert-Vorräte
    .gender = masc
zone-flute_supply = Flöten-Vorrat
    .plural = Flöten-Vorräte
    .gender = masc
zone-pass_supply = Passe-Vorrat
    .plural = Passe-Vorräte
    .gender = masc
zone-gold_supply = Gold-Vorrat
    .plural = Gold-Vorräte
    .gender = masc
zone-hand = Hand
    .plural = Hände
    .gender = fem
# Die Karten, die ein Spieler verdeckt bei einem Gebäude ausgespielt hat.
zone-played = Stapel ausgespielter Karten
    .plural = Stapel ausgespielter Karten
    .gender = masc
    .measure = { $dir ->
        [most] die meisten { $what }
        [fewest] die wenigsten { $what }
       *[some] mindestens eine { $what_one }
    } ausgespielt { $number ->
        [one] hat
       *[other] haben
    }

## Zähler

counter-rats = Ratte
    .plural = Ratten
    .gender = fem
counter-vp_tokens = Siegpunktplättchen
    .plural = Siegpunktplättchen
    .gender = neut
counter-vp_pool = Siegpunktplättchen-Vorrat
    .plural = Siegpunktplättchen-Vorräte
    .gender = masc
counter-influence = Einflusspunkt
    .plural = Einflusspunkte
    .gender = masc
counter-influence_this_round = Einflusspunkt dieser Runde
    .plural = Einflusspunkte dieser Runde
    .gender = masc

## Phasen einer Runde

phase-draw_buildings = Neue Gebäudekarten ziehen
    .letter = A
phase-supplies = Nachschub
    .letter = B
phase-enter_buildings = Gebäude betreten und Bevölkerungskarten ausspielen
    .letter = C
phase-resolve_buildings = Gebäude auswerten
    .letter = D
phase-end_of_round = Ende der Runde
    .letter = E

## Aktionen: auf Gebäudekarten, und auf Sonderkarten bei ihrer Auswertung

action-premium = Premiumaktion
    .plural = Premiumaktionen
    .gender = fem
action-standard = Standardaktion
    .plural = Standardaktionen
    .gender = fem
action-supply = Nachschub
    .plural = Nachschübe
    .gender = masc
action-resolve = Auswertung
    .plural = Auswertungen
    .gender = fem

## Entscheidungen (Aufforderungen an den Spieler)

choice-choose_supply = Wähle ein Gebäude, dessen Nachschub du nimmst.
choice-enter_or_pass = Betritt jetzt ein Gebäude, oder spiele eine Passe-Karte aus.
choice-enter_building = Wähle ein Gebäude, das du betrittst.
choice-play_pass = Spiele eine Passe-Karte aus, damit zuerst der nächste Spieler an der Reihe ist.
choice-play_cards = Wähle die Karten, die du verdeckt bei diesem Gebäude ausspielst.
choice-give_cards = Wähle die Karten, die du abgibst.
choice-sword_victim = Wähle, wer von den gleichauf liegenden Spielern dir die Hälfte seiner Handkarten geben muss.
choice-flute_victim = Wähle, wer von den gleichauf liegenden Spielern die Ratte erhält.
choice-hospital_discard = Wähle Karten zum Abwerfen: Für jede Karte wirfst du eine Ratte ab.
choice-peek_nun = Wähle, welche Karten der Nonnenreihe du dir ansiehst.

## Wertung (Überschriften der Schlusswertung)

category-class_majority = Einflussmehrheiten
category-hand_majority = Meiste Bevölkerungskarten und Joker auf der Hand
category-special_majority = Meiste Karten einer Sonderkartenart
category-gold_majority = Gold
category-victory_tokens = Siegpunktplättchen

## Namen, die der Übersichtsbogen verwendet: Enums, Karteneigenschaften, Variablen

enum-class = Klasse
    .plural = Klassen
    .gender = fem
attribute-class = Klasse
    .plural = Klassen
    .gender = fem
attribute-nuns = Nonne
    .plural = Nonnen
    .gender = fem
attribute-influence = Einfluss
    .plural = Einfluss
    .gender = masc
attribute-playable = spielbare Karte
    .plural = spielbare Karten
    .gender = fem
attribute-advised_against_for_two = zu zweit nicht empfohlenes Gebäude
    .plural = zu zweit nicht empfohlene Gebäude
    .gender = neut
variable-start_player = Startspieler
    .plural = Startspieler
    .gender = masc

## Parameter der Spielregel ohne eigene Zeile auf der Übersicht: eine kurze Bezeichnung (diff nennt sie so)

param-rounds_by_players = Anzahl der Runden
param-starting_rats = Ratten zu Beginn
param-hand_size = Handkarten zu Beginn
param-nun_row_size = Karten in der Nonnenreihe
param-nobody_survives_fewest_rats_wins = Niemand überlebt die Pest

## Annahmen, die gelten (auf dem Übersichtsbogen)
## param-<Name>: eine kurze Bezeichnung; .text: eine Zeile, gewählt nach dem Wert $value.

param-vp_token_value = Siegpunktplättchen
    .text = { $value ->
        [1] Ein Siegpunktplättchen ist einen Siegpunkt wert.
       *[other] Ein Siegpunktplättchen ist { $value } Siegpunkte wert.
    }
param-buildings_per_round = Gebäude pro Runde
    .text = Gebäudekarten, die jede Runde ausliegen: { $value }.
param-building_selection = Gebäudestapel
    .text = { $value ->
        [one_building_per_class] Der Gebäudestapel besteht aus allen fünf Exemplaren eines zufälligen Gebäudes jeder Klasse.
       *[other] Der Gebäudestapel besteht aus fünf zufälligen Gebäudekarten jeder Klasse.
    }
param-supply_draw = Nachschub
    .text = { $value ->
        [1] Der Nachschub jedes Gebäudes ist eine Bevölkerungskarte.
       *[other] Der Nachschub jedes Gebäudes sind { $value } Bevölkerungskarten.
    }
param-premium_tie_first_entrant = Gleichstand um die Premiumaktion
    .text = { $value ->
        [true] Bei Gleichstand um die Premiumaktion erhält sie, wer das Gebäude zuerst betreten hat.
       *[other] Bei Gleichstand um die Premiumaktion erhält sie niemand.
    }
param-premium_needs_a_card = Premiumaktion nur mit Karte
    .text = { $value ->
        [true] Nur wer mindestens eine Bevölkerungskarte oder einen Joker ausgespielt hat, kann die Premiumaktion ausführen.
       *[other] Auch wer keine Bevölkerungskarte und keinen Joker ausgespielt hat, kann die Premiumaktion ausführen.
    }
param-reshuffle_population_discard = Leerer Bevölkerungsstapel
    .text = { $value ->
        [true] Ist der Bevölkerungsstapel aufgebraucht, wird sein Ablagestapel zu einem neuen Stapel gemischt.
       *[other] Ist der Bevölkerungsstapel aufgebraucht, wird er nicht aufgefüllt.
    }
param-sword_before_flute = Schwert vor Flöte
    .text = { $value ->
        [true] An jedem Gebäude werden zuerst die Schwert-Karten, dann die Flöten-Karten ausgewertet.
       *[other] An jedem Gebäude werden zuerst die Flöten-Karten, dann die Schwert-Karten ausgewertet.
    }
param-flute_rat_from_supply = Flöte ohne Ratten
    .text = { $value ->
        [true] Hat der Spieler mit den meisten Flöten-Karten keine Ratte, nimmt der Empfänger eine aus dem Vorrat.
       *[other] Hat der Spieler mit den meisten Flöten-Karten keine Ratte, geschieht nichts.
    }
param-guard_tower_hand_snapshot = Handkarten beim Wachturm
    .text = { $value ->
        [true] Beim Wachturm werden die Handkartenzahlen einmal verglichen, wenn er ausgewertet wird.
       *[other] Beim Wachturm zählen Karten, die man von einem Spieler erhält, beim Vergleich mit dem nächsten Spieler mit.
    }
param-gold_needs_treasury_revealed = Gold nur mit Schatzkammer
    .text = { $value ->
        [true] Gold-Karten zählen nur, wenn in einer Runde eine Schatzkammer auslag.
       *[other] Gold-Karten zählen am Spielende immer.
    }
param-majority_needs_a_card = Mehrheit nur mit Karte
    .text = { $value ->
        [true] Wer keine Karte einer Art hat, kann die Mehrheit für diese Art weder gewinnen noch teilen (auf der Hand, auch bei Gold).
       *[other] Auch wer keine Karte einer Art hat, kann sich eine Mehrheit oder einen Platz bei Gold teilen.
    }
param-two_player_gold_second_place = Gold zu zweit
    .text = { $value ->
        [true] Zu zweit bringt auch der zweite Platz bei Gold 3 Punkte.
       *[other] Zu zweit bringt nur der erste Platz bei Gold Punkte.
    }
param-two_player_gold_tie_shares_nine = Gold-Gleichstand zu zweit
    .text = { $value ->
        [true] Haben zu zweit beide Spieler gleich viel Gold, teilen sie 9 Punkte: je 4.
       *[other] Haben zu zweit beide Spieler gleich viel Gold, teilen sie die 6 Punkte des ersten Platzes: je 3.
    }
param-follow_two_player_advice = Empfehlung zu zweit
    .text = { $value ->
        [true] Zu zweit wird der Wachturm nicht verwendet, wie die Spielregel empfiehlt: Der Ritterstand hat nur Burgen.
       *[other] Der Wachturm wird auch zu zweit verwendet, entgegen der Empfehlung der Spielregel.
    }

assumption-nun_distribution = Jede Klasse hat vier Bevölkerungskarten mit vier Nonnen, je zwei mit drei, zwei und einer Nonne und vier ohne Nonnen.
assumption-replacement_deck_unused = Gebäudekarten, die im Gebäudestapel übrig bleiben, werden nicht verwendet.
assumption-rats_unlimited = Der Vorrat an Ratten geht nie aus.
assumption-supplies_limited = Joker, Sonderkarten und Siegpunktplättchen sind auf die gedruckte Anzahl begrenzt; aus einem leeren Vorrat erhält man, was noch da ist.
assumption-supply_order = In Phase B nehmen die Spieler im Uhrzeigersinn ab dem Startspieler einen Nachschub; mehrere dürfen dasselbe Gebäude wählen.
assumption-action_order = An einem Gebäude führen die Spieler ihre Aktionen in der Reihenfolge aus, in der sie es betreten haben.
assumption-guard_tower_givers_order = Spieler geben ihre Karten an den Spieler mit der Premiumaktion eines Wachturms im Uhrzeigersinn ab diesem Spieler.
assumption-used_cards_returned = Nach der Auswertung eines Gebäudes kommen ausgespielte Bevölkerungskarten auf ihren Ablagestapel; Joker, Schwerter und Flöten kommen zurück in ihren Vorrat.

## Geschriebener Regeltext (aus der Spielregel; .fingerprint: der Regelcode, für den er
## geschrieben wurde, siehe `rulewright fingerprints rattus_cartus`)

written-card-sword-resolve = Bei der Auswertung des Gebäudes muss der Spieler, der die wenigsten „Schwert“-Karten ausgespielt hat, dem Spieler, der die meisten „Schwert“-Karten ausgespielt hat, die Hälfte (abgerundet) seiner Handkarten geben. Der Spieler kann selbst wählen, welche Karten er abgibt.
    - Wenn zwei oder mehr Spieler die meisten „Schwert“-Karten gespielt haben, gewinnt von ihnen der Spieler, der zuerst das Gebäude betreten hat.
    - Haben zwei oder mehr Spieler die wenigsten „Schwert“-Karten gespielt, kann der Spieler mit den meisten „Schwert“-Karten wählen, wer von ihnen ihm die Hälfte seiner Handkarten geben muss.
    - Wenn alle Spieler, die dieses Gebäude betreten haben, die gleiche Anzahl an „Schwert“-Karten ausgespielt haben, geschieht gar nichts.
    .fingerprint = f2f6b6c9bc27
written-card-flute-resolve = Bei der Auswertung des Gebäudes erhält der Spieler, der die wenigsten „Flöte“-Karten ausgespielt hat, von dem Spieler, der die meisten „Flöte“-Karten ausgespielt hat, eine Ratte.
    - Wenn zwei oder mehr Spieler die meisten „Flöte“-Karten gespielt haben, gewinnt von ihnen der Spieler, der das Gebäude zuerst betreten hat.
    - Wenn zwei oder mehr Spieler die wenigsten „Flöte“-Karten ausgespielt haben, entscheidet der Spieler mit den meisten „Flöte“-Karten, wer von ihnen die Ratte erhält.
    - Wenn alle Spieler, die dieses Gebäude betreten haben, die gleiche Anzahl an „Flöte“-Karten ausgespielt haben, geschieht gar nichts.
    .fingerprint = aca961e707ea
written-kind-pass = Die Sonderkarte „Passe“ kannst du zu Beginn deines Zuges in Phase C ausspielen. Wenn du eine „Passe“-Karte ausspielst, ist zunächst der nächste Spieler im Uhrzeigersinn an der Reihe. Wenn alle anderen Spieler ein Gebäude ausgewählt (oder gepasst) haben, bist du wieder an der Reihe (und kannst jetzt ein Gebäude betreten oder eine weitere „Passe“-Karte ausspielen). Am Spielende erhält der Spieler mit den meisten „Passe“-Karten auf der Hand 2 Siegpunkte; bei Gleichstand erhalten die betroffenen Spieler je 1 Siegpunkt.
    .fingerprint = b2c84972b9c6
written-kind-gold = Die Sonderkarten „Gold“ können nicht ausgespielt werden; sie werden trotzdem auf der Hand gehalten, können im Hospital abgeworfen und von anderen Spielern mit „Schwert“-Karten gestohlen werden. Wurde die Schatzkammer im Spiel genutzt, erhält am Ende des Spiels der Spieler mit den meisten „Gold“-Karten 6 Siegpunkte und der Spieler mit den zweitmeisten „Gold“-Karten 3 Siegpunkte (mit zwei Spielern nur die 6). Spieler mit Gleichstand teilen sich die Punkte der Plätze, die sie belegen (abgerundet).
    .fingerprint = b2c84972b9c6
written-card-guard_tower-premium = Jeder Spieler, der in dieser Runde keinen Wachturm betreten hat, muss dir drei seiner Handkarten nach eigener Wahl geben, wenn er bei der Auswertung des Wachturms gleich viele oder mehr Handkarten hat als du. Hat er weniger als drei, aber mindestens so viele Karten wie du, gibt er dir alle seine Karten.
    .fingerprint = f53197de6133
written-card-guard_tower-standard = Keine Aktion. Wer in dieser Runde einen Wachturm betritt, ist gegen die Premiumaktion aller Wachtürme geschützt.
    .fingerprint = 4f53cda18c2b
written-card-castle-premium = Nimm zwei „Schwert“-Karten.
    .fingerprint = 7f4f40aad232
written-card-castle-standard = Nimm eine „Schwert“-Karte.
    .fingerprint = e904ded55ce5
written-card-palace-premium = Nimm zwei Siegpunktplättchen.
    .fingerprint = 436e5068c2a7
written-card-palace-standard = Nimm ein Siegpunktplättchen.
    .fingerprint = d4d2cbed4ebc
written-card-treasury-premium = Nimm zwei „Gold“-Karten.
    .fingerprint = 9cd12cd3620c
written-card-treasury-standard = Nimm eine „Gold“-Karte.
    .fingerprint = f0a2de9939a9
written-card-monastery-premium = Wirf zwei Ratten ab.
    .fingerprint = a69b829b0e51
written-card-monastery-standard = Wirf eine Ratte ab.
    .fingerprint = 64c8a3187861
written-card-hospital-premium = Wirf eine Ratte ab. Zusätzlich darfst du bis zu drei Handkarten abwerfen, um ebenso viele Ratten abzuwerfen.
    .fingerprint = 80bf35a8c961
written-card-hospital-standard = Du darfst bis zu zwei Handkarten abwerfen, um ebenso viele Ratten abzuwerfen.
    .fingerprint = d08f4e761758
written-card-office-premium = Nimm zwei „Passe“-Karten.
    .fingerprint = 9f53771ec78c
written-card-office-standard = Nimm eine „Passe“-Karte.
    .fingerprint = f725d8eb562d
written-card-marketplace-premium = Nimm zwei Joker aus dem Vorrat.
    .fingerprint = 521f296f1c87
written-card-marketplace-standard = Nimm einen Joker aus dem Vorrat.
    .fingerprint = 4ebf38ce24b5
written-card-farm-premium = Ziehe vier Karten vom Stapel der Bevölkerungskarten.
    .fingerprint = 065e70957171
written-card-farm-standard = Ziehe zwei Karten vom Stapel der Bevölkerungskarten.
    .fingerprint = d2a47ee22f0b
written-card-brewery-premium = Ziehe für jeden Einflusspunkt, den du in dieser Runde erhalten hast, eine Karte vom Stapel der Bevölkerungskarten.
    .fingerprint = 174e2d4c3e43
written-card-brewery-standard = Ziehe für je zwei Einflusspunkte, die du in dieser Runde erhalten hast, eine Karte vom Stapel der Bevölkerungskarten.
    .fingerprint = cfeeaea966bb
written-card-fortune_tellers_tent-premium = Sieh dir zwei Karten der „Nonnenreihe“ an. Die Reihenfolge der Karten in der Nonnenreihe darf nie verändert werden!
    .fingerprint = eca69ee18920
written-card-fortune_tellers_tent-standard = Sieh dir eine Karte der „Nonnenreihe“ an. Die Reihenfolge der Karten in der Nonnenreihe darf nie verändert werden!
    .fingerprint = 538eec32beb3
written-card-rat_catchers_hut-premium = Nimm zwei „Flöte“-Karten.
    .fingerprint = be4f4529f7eb
written-card-rat_catchers_hut-standard = Nimm eine „Flöte“-Karte.
    .fingerprint = 4445a75defd3
written-phase-resolve_buildings = Die Gebäude werden in der Reihenfolge der Gebäudereihe ausgewertet. Bei jedem Gebäude:
    - Jeder Spieler am Gebäude erhält für jede Bevölkerungskarte und jeden Joker, die er dort ausgespielt hat, einen Einflusspunkt in der Klasse des Gebäudes. Diese Einflusspunkte sind zugleich die Einflusspunkte, die er in dieser Runde erhalten hat (siehe Brauerei). Für jede ausgespielte Bevölkerungskarte einer anderen Klasse als der des Gebäudes erhält er außerdem eine Ratte.
    - Danach werden zuerst die Schwert-Karten und dann die Flöten-Karten der Spieler am Gebäude ausgewertet (siehe Sonderkarten).
    - Der Spieler, der die meisten Bevölkerungskarten und Joker ausgespielt hat, führt die Premiumaktion des Gebäudes aus. Haben zwei oder mehr Spieler die meisten ausgespielt, gewinnt von ihnen der Spieler, der das Gebäude zuerst betreten hat. Nur ein Spieler, der mindestens eine Bevölkerungskarte oder einen Joker ausgespielt hat, kommt dafür infrage. Jeder andere Spieler am Gebäude führt die Standardaktion des Gebäudes aus.
    - Jeder Spieler am Gebäude wirft seine ausgespielten Karten ab.
    .fingerprint = 01f88c860858
written-phase-end_of_round = Nachdem alle Gebäude ausgewertet sind:
    - Die Spieler nehmen ihre Holzscheiben von den Gebäuden zurück.
    - Die in dieser Runde genutzten Gebäudekarten werden abgelegt.
    - Der Startspieler gibt die Startspielerkarte an seinen linken Nachbarn weiter; dieser ist in der nächsten Runde Startspieler.
    .fingerprint = 00a37f2afc32
written-end = Alle Spieler zählen ihre Punkte. Siegpunkte gibt es so:
    - In jeder Klasse erhalten die Spieler mit den meisten Einflusspunkten in dieser Klasse Siegpunkte nach ihrem Platz (siehe die Tabelle unten). Wer in einer Klasse keinen Einflusspunkt hat, erhält für sie nie Siegpunkte. Haben zwei oder mehr Spieler gleich viele Einflusspunkte in einer Klasse, gewinnt die Scheibe, die im Stapel weiter unten liegt (wer zuerst dort war); wer dann noch gleichauf liegt, teilt sich die Punkte der belegten Plätze (abgerundet).
    - Der Spieler mit den meisten Bevölkerungskarten und Jokern auf der Hand erhält 2 Siegpunkte. Bei Gleichstand erhalten die betroffenen Spieler je 1 Siegpunkt.
    - Für jede Art von Sonderkarte (außer „Gold“) gilt: Der Spieler mit den meisten Karten dieser Art auf der Hand erhält 2 Siegpunkte. Bei Gleichstand erhalten die betroffenen Spieler je 1 Siegpunkt.
    - Wurde die Schatzkammer im Spiel genutzt, erhält der Spieler mit den meisten „Gold“-Karten 6 Siegpunkte und der Zweite 3 (mit zwei Spielern nur die 6). Spieler mit Gleichstand teilen sich die Punkte der belegten Plätze (abgerundet).
    - Jeder Spieler zählt den Wert seiner Siegpunktplättchen zu seinen Punkten.
    - Zum Schluss werden alle Karten der Nonnenreihe aufgedeckt und die Nonnen gezählt. Wer mehr Ratten hat, als es Nonnen gibt, hat die Pest und verliert das Spiel, auch mit den meisten Siegpunkten!
    - Wer die Pest überlebt und die meisten Siegpunkte hat, gewinnt das Spiel. Bei Gleichstand gewinnt der Spieler mit den wenigsten Ratten; herrscht dann noch Gleichstand, teilen sich diese Spieler den Sieg.
    | Siegpunkte je Klasse | 1. Platz | 2. Platz | 3. Platz |
    | 3 oder mehr Spieler | 10 | 5 | 2 |
    | 2 Spieler | 10 | 5 | – |
    .fingerprint = affb4f9def5c
