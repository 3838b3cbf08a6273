### Die Paläste von Carrara: Anzeigenamen der Regel-Bezeichner (Deutsch).
###
### Der Wert eines Namens ist das Substantiv im Nominativ Singular, so wie es mitten im
### Satz steht. Grammatische Attribute für den Satzgenerator:
###   .plural   Plural (Nominativ)
###   .gender   Genus: masc | fem | neut
###   .card     Kompositum für eine Karte oder ein Plättchen ("ein Porta-Plättchen")
###   .cards    Kompositum für mehrere                      ("zwei Porta-Plättchen")
###   .letter   Buchstabe einer Phase
###   .dative   Dativ Plural ("in diesen Städten"), wo er vom Plural abweicht
### An einer Zone nennen .card und .cards die Karten darin ("deine Gebäude in Livorno"), an
### einem Wert eines Kartenattributs die Karten mit diesem Wert ("deine Landgebäude").
### Die Gebäudearten behalten die italienischen Namen der Plättchen.

game-title = Die Paläste von Carrara

## Städte (Enum `city`), von links nach rechts auf der Spielertafel

city-livorno = Livorno
    .plural = Livornos
    .gender = neut
city-pisa = Pisa
    .plural = Pisas
    .gender = neut
city-lucca = Lucca
    .plural = Luccas
    .gender = neut
city-viareggio = Viareggio
    .plural = Viareggios
    .gender = neut
city-massa = Massa
    .plural = Massas
    .gender = neut
city-lerici = Lérici
    .plural = Léricis
    .gender = neut

## Gebäudekategorien (Enum `terrain`)

terrain-urban = Stadtgebäude
    .plural = Stadtgebäude
    .gender = neut
    .card = Stadtgebäude
    .cards = Stadtgebäude
terrain-rural = Landgebäude
    .plural = Landgebäude
    .gender = neut
    .card = Landgebäude
    .cards = Landgebäude

## Gegenstände (Enum `object`)

object-gate = Tor
    .plural = Tore
    .gender = neut
object-crown = Krone
    .plural = Kronen
    .gender = fem
object-coat_of_arms = Wappen
    .plural = Wappen
    .gender = neut
object-cup = Kelch
    .plural = Kelche
    .gender = masc
object-flag = Fahne
    .plural = Fahnen
    .gender = fem
object-book = Buch
    .plural = Bücher
    .gender = neut

## Steinfarben (Enum `stone`)

stone-white = Weiß
    .plural = Weiß
    .gender = neut
stone-yellow = Gelb
    .plural = Gelb
    .gender = neut
stone-red = Rot
    .plural = Rot
    .gender = neut
stone-green = Grün
    .plural = Grün
    .gender = neut
stone-blue = Blau
    .plural = Blau
    .gender = neut
stone-black = Schwarz
    .plural = Schwarz
    .gender = neut

## Gebäudeplättchen und Ausbauplättchen

card-porta = Porta
    .plural = Porte
    .gender = fem
    .card = Porta-Plättchen
    .card-gender = neut
    .cards = Porta-Plättchen
card-cattedrale = Cattedrale
    .plural = Cattedrali
    .gender = fem
    .card = Cattedrale-Plättchen
    .card-gender = neut
    .cards = Cattedrale-Plättchen
card-palazzo = Palazzo
    .plural = Palazzi
    .gender = masc
    .card = Palazzo-Plättchen
    .card-gender = neut
    .cards = Palazzo-Plättchen
card-biblioteca = Biblioteca
    .plural = Biblioteche
    .gender = fem
    .card = Biblioteca-Plättchen
    .card-gender = neut
    .cards = Biblioteca-Plättchen
card-castello = Castello
    .plural = Castelli
    .gender = neut
    .card = Castello-Plättchen
    .cards = Castello-Plättchen
card-villa = Villa
    .plural = Villen
    .gender = fem
    .card = Villa-Plättchen
    .card-gender = neut
    .cards = Villa-Plättchen
card-city_upgrade = Stadt-Ausbauplättchen
    .plural = Stadt-Ausbauplättchen
    .gender = neut
    .card = Stadt-Ausbauplättchen
    .cards = Stadt-Ausbauplättchen
card-category_upgrade = Kategorie-Ausbauplättchen
    .plural = Kategorie-Ausbauplättchen
    .gender = neut
    .card = Kategorie-Ausbauplättchen
    .cards = Kategorie-Ausbauplättchen

## Zielkarten: Top (T1-T6), Gegenstand (O1-O8), Gebäude (B1-B9), Bonuspunkte (X1-X8)

card-score_four_times = „Werte 4-mal“
    .plural = „Werte 4-mal“-Karten
    .gender = fem
    .card = „Werte 4-mal“-Karte
    .cards = „Werte 4-mal“-Karten
card-expensive_buildings = „Baue diese Anzahl teurer Gebäude“
    .plural = „Baue diese Anzahl teurer Gebäude“-Karten
    .gender = fem
    .card = „Baue diese Anzahl teurer Gebäude“-Karte
    .cards = „Baue diese Anzahl teurer Gebäude“-Karten
card-many_buildings = „Baue diese Anzahl Gebäude“
    .plural = „Baue diese Anzahl Gebäude“-Karten
    .gender = fem
    .card = „Baue diese Anzahl Gebäude“-Karte
    .cards = „Baue diese Anzahl Gebäude“-Karten
card-collect_money = „Sammle diesen Geldbetrag“
    .plural = „Sammle diesen Geldbetrag“-Karten
    .gender = fem
    .card = „Sammle diesen Geldbetrag“-Karte
    .cards = „Sammle diesen Geldbetrag“-Karten
card-many_points = „Habe so viele Punkte“
    .plural = „Habe so viele Punkte“-Karten
    .gender = fem
    .card = „Habe so viele Punkte“-Karte
    .cards = „Habe so viele Punkte“-Karten
card-score_cities = „Werte diese Anzahl Städte“
    .plural = „Werte diese Anzahl Städte“-Karten
    .gender = fem
    .card = „Werte diese Anzahl Städte“-Karte
    .cards = „Werte diese Anzahl Städte“-Karten
card-collect_objects = „Sammle diese Anzahl Gegenstände“
    .plural = „Sammle diese Anzahl Gegenstände“-Karten
    .gender = fem
    .card = „Sammle diese Anzahl Gegenstände“-Karte
    .cards = „Sammle diese Anzahl Gegenstände“-Karten
card-three_pairs = „Sammle 3 Paare von Gegenständen“
    .plural = „Sammle 3 Paare von Gegenständen“-Karten
    .gender = fem
    .card = „Sammle 3 Paare von Gegenständen“-Karte
    .cards = „Sammle 3 Paare von Gegenständen“-Karten
card-two_triplets = „Sammle 2 Drillinge von Gegenständen“
    .plural = „Sammle 2 Drillinge von Gegenständen“-Karten
    .gender = fem
    .card = „Sammle 2 Drillinge von Gegenständen“-Karte
    .cards = „Sammle 2 Drillinge von Gegenständen“-Karten
card-four_identical = „Sammle 4 gleiche Gegenstände“
    .plural = „Sammle 4 gleiche Gegenstände“-Karten
    .gender = fem
    .card = „Sammle 4 gleiche Gegenstände“-Karte
    .cards = „Sammle 4 gleiche Gegenstände“-Karten
card-pair_and_quadruplet = „Sammle 1 Paar und 1 Vierling von Gegenständen“
    .plural = „Sammle 1 Paar und 1 Vierling von Gegenständen“-Karten
    .gender = fem
    .card = „Sammle 1 Paar und 1 Vierling von Gegenständen“-Karte
    .cards = „Sammle 1 Paar und 1 Vierling von Gegenständen“-Karten
card-four_different = „Sammle 4 verschiedene Gegenstände“
    .plural = „Sammle 4 verschiedene Gegenstände“-Karten
    .gender = fem
    .card = „Sammle 4 verschiedene Gegenstände“-Karte
    .cards = „Sammle 4 verschiedene Gegenstände“-Karten
card-two_groups_of_three_different = „Sammle 2 Gruppen aus je 3 verschiedenen Gegenständen“
    .plural = „Sammle 2 Gruppen aus je 3 verschiedenen Gegenständen“-Karten
    .gender = fem
    .card = „Sammle 2 Gruppen aus je 3 verschiedenen Gegenständen“-Karte
    .cards = „Sammle 2 Gruppen aus je 3 verschiedenen Gegenständen“-Karten
card-three_pairs_multiplied = „Sammle 3 Paare von Gegenständen, die 3 Gruppen werden multipliziert“
    .plural = „Sammle 3 Paare von Gegenständen, die 3 Gruppen werden multipliziert“-Karten
    .gender = fem
    .card = „Sammle 3 Paare von Gegenständen, die 3 Gruppen werden multipliziert“-Karte
    .cards = „Sammle 3 Paare von Gegenständen, die 3 Gruppen werden multipliziert“-Karten
card-total_cost = „Baue Gebäude mit Gesamtkosten von“
    .plural = „Baue Gebäude mit Gesamtkosten von“-Karten
    .gender = fem
    .card = „Baue Gebäude mit Gesamtkosten von“-Karte
    .cards = „Baue Gebäude mit Gesamtkosten von“-Karten
card-two_in_three_cities = „Baue je 2 Gebäude in 3 verschiedenen Städten“
    .plural = „Baue je 2 Gebäude in 3 verschiedenen Städten“-Karten
    .gender = fem
    .card = „Baue je 2 Gebäude in 3 verschiedenen Städten“-Karte
    .cards = „Baue je 2 Gebäude in 3 verschiedenen Städten“-Karten
card-three_in_two_cities = „Baue je 3 Gebäude in 2 verschiedenen Städten“
    .plural = „Baue je 3 Gebäude in 2 verschiedenen Städten“-Karten
    .gender = fem
    .card = „Baue je 3 Gebäude in 2 verschiedenen Städten“-Karte
    .cards = „Baue je 3 Gebäude in 2 verschiedenen Städten“-Karten
card-four_in_one_city = „Baue 4 Gebäude in 1 Stadt“
    .plural = „Baue 4 Gebäude in 1 Stadt“-Karten
    .gender = fem
    .card = „Baue 4 Gebäude in 1 Stadt“-Karte
    .cards = „Baue 4 Gebäude in 1 Stadt“-Karten
card-cost_eight = „Baue ein Gebäude mit Kosten 8“
    .plural = „Baue ein Gebäude mit Kosten 8“-Karten
    .gender = fem
    .card = „Baue ein Gebäude mit Kosten 8“-Karte
    .cards = „Baue ein Gebäude mit Kosten 8“-Karten
card-land_buildings = „Baue diese Anzahl Landgebäude“
    .plural = „Baue diese Anzahl Landgebäude“-Karten
    .gender = fem
    .card = „Baue diese Anzahl Landgebäude“-Karte
    .cards = „Baue diese Anzahl Landgebäude“-Karten
card-city_buildings = „Baue diese Anzahl Stadtgebäude“
    .plural = „Baue diese Anzahl Stadtgebäude“-Karten
    .gender = fem
    .card = „Baue diese Anzahl Stadtgebäude“-Karte
    .cards = „Baue diese Anzahl Stadtgebäude“-Karten
card-two_in_three_cities_multiplied = „Baue je 2 Gebäude in 3 verschiedenen Städten, die 3 Gruppen werden multipliziert“
    .plural = „Baue je 2 Gebäude in 3 verschiedenen Städten, die 3 Gruppen werden multipliziert“-Karten
    .gender = fem
    .card = „Baue je 2 Gebäude in 3 verschiedenen Städten, die 3 Gruppen werden multipliziert“-Karte
    .cards = „Baue je 2 Gebäude in 3 verschiedenen Städten, die 3 Gruppen werden multipliziert“-Karten
card-land_city_pairs = „Baue diese Anzahl Paare aus Land- und Stadtgebäuden“
    .plural = „Baue diese Anzahl Paare aus Land- und Stadtgebäuden“-Karten
    .gender = fem
    .card = „Baue diese Anzahl Paare aus Land- und Stadtgebäuden“-Karte
    .cards = „Baue diese Anzahl Paare aus Land- und Stadtgebäuden“-Karten
card-two_cities_of_choice = „Werte 2 Städte deiner Wahl“
    .plural = „Werte 2 Städte deiner Wahl“-Karten
    .gender = fem
    .card = „Werte 2 Städte deiner Wahl“-Karte
    .cards = „Werte 2 Städte deiner Wahl“-Karten
card-livorno_and_lerici = „Werte Livorno und Lérici“
    .plural = „Werte Livorno und Lérici“-Karten
    .gender = fem
    .card = „Werte Livorno und Lérici“-Karte
    .cards = „Werte Livorno und Lérici“-Karten
card-pisa_and_massa = „Werte Pisa und Massa“
    .plural = „Werte Pisa und Massa“-Karten
    .gender = fem
    .card = „Werte Pisa und Massa“-Karte
    .cards = „Werte Pisa und Massa“-Karten
card-lucca_and_viareggio = „Werte Lucca und Viareggio“
    .plural = „Werte Lucca und Viareggio“-Karten
    .gender = fem
    .card = „Werte Lucca und Viareggio“-Karte
    .cards = „Werte Lucca und Viareggio“-Karten
card-two_types_of_choice = „Werte 2 Gebäudearten“
    .plural = „Werte 2 Gebäudearten“-Karten
    .gender = fem
    .card = „Werte 2 Gebäudearten“-Karte
    .cards = „Werte 2 Gebäudearten“-Karten
card-smallest_of_each_type = „Werte das kleinste Gebäude jeder Art“
    .plural = „Werte das kleinste Gebäude jeder Art“-Karten
    .gender = fem
    .card = „Werte das kleinste Gebäude jeder Art“-Karte
    .cards = „Werte das kleinste Gebäude jeder Art“-Karten
card-left_right_majority = „Höchste Gesamtbaukosten: links und rechts“
    .plural = „Höchste Gesamtbaukosten: links und rechts“-Karten
    .gender = fem
    .card = „Höchste Gesamtbaukosten: links und rechts“-Karte
    .cards = „Höchste Gesamtbaukosten: links und rechts“-Karten
card-city_majority = „Höchste Gesamtbaukosten: je Stadt“
    .plural = „Höchste Gesamtbaukosten: je Stadt“-Karten
    .gender = fem
    .card = „Höchste Gesamtbaukosten: je Stadt“-Karte
    .cards = „Höchste Gesamtbaukosten: je Stadt“-Karten

## Gruppen

group-building = Gebäude
    .plural = Gebäude
    .gender = neut
    .card = Gebäudeplättchen
    .cards = Gebäudeplättchen
group-upgrade = Ausbauplättchen
    .plural = Ausbauplättchen
    .gender = neut
    .card = Ausbauplättchen
    .cards = Ausbauplättchen
group-top_card = Topkarte
    .plural = Topkarten
    .gender = fem
    .card = Topkarte
    .cards = Topkarten
group-object_card = Gegenstandskarte
    .plural = Gegenstandskarten
    .gender = fem
    .card = Gegenstandskarte
    .cards = Gegenstandskarten
group-building_card = Gebäudekarte
    .plural = Gebäudekarten
    .gender = fem
    .card = Gebäudekarte
    .cards = Gebäudekarten
group-bonus_card = Bonuspunktekarte
    .plural = Bonuspunktekarten
    .gender = fem
    .card = Bonuspunktekarte
    .cards = Bonuspunktekarten

## Zonen

zone-building_stack = Nachziehstapel
    .plural = Nachziehstapel
    .gender = masc
zone-upgrade_supply = Ausbauplättchen-Vorrat
    .plural = Ausbauplättchen-Vorräte
    .gender = masc
zone-top_deck = Topkartenstapel
    .plural = Topkartenstapel
    .gender = masc
zone-object_deck = Gegenstandskartenstapel
    .plural = Gegenstandskartenstapel
    .gender = masc
zone-building_deck = Gebäudekartenstapel
    .plural = Gebäudekartenstapel
    .gender = masc
zone-bonus_deck = Bonuspunktekartenstapel
    .plural = Bonuspunktekartenstapel
    .gender = masc
zone-objectives = Zieltafel
    .plural = Zieltafeln
    .gender = fem
zone-board = Spielertafel
    .plural = Spielertafeln
    .gender = fem
    .card = Gebäude
    .cards = Gebäude
zone-upgrades = Ausbauplättchen-Auslage
    .plural = Ausbauplättchen-Auslagen
    .gender = fem
    .card = Ausbauplättchen
    .cards = Ausbauplättchen

## Zähler

counter-points = Siegpunkt
    .plural = Siegpunkte
    .gender = masc
counter-money = Geld
    .plural = Geld
    .gender = neut
counter-stones = Stein
    .plural = Steine
    .gender = masc
counter-objects = Gegenstand
    .plural = Gegenstände
    .gender = masc
counter-type_scorings = Wertung einer Gebäudeart
    .plural = Wertungen von Gebäudearten
    .gender = fem
counter-city_scorings = Stadtwertung
    .plural = Stadtwertungen
    .gender = fem
counter-category_scorings = Kategoriewertung
    .plural = Kategoriewertungen
    .gender = fem
counter-city_scored = Wertung je Stadt
    .plural = Wertungen je Stadt
    .part = Wertungen von { $part }
    .gender = fem
counter-category_scored = Wertung je Gebäudekategorie
    .plural = Wertungen je Gebäudekategorie
    .part = Wertungen der Kategorie { $part }
    .gender = fem
counter-announced = Spielende angesagt
    .plural = Spielende angesagt
    .gender = neut
counter-top_met = Topziel erfüllt
    .plural = Topziel erfüllt
    .gender = neut
counter-object_met = Gegenstandsziel erfüllt
    .plural = Gegenstandsziel erfüllt
    .gender = neut
counter-building_met = Gebäudeziel erfüllt
    .plural = Gebäudeziel erfüllt
    .gender = neut
counter-all_met = alle drei Ziele erfüllt
    .plural = alle drei Ziele erfüllt
    .gender = neut
counter-vp_rate = Siegpunkte je Wertpunkt
    .plural = Siegpunkte je Wertpunkt
    .gender = masc
counter-money_rate = Geld je Wertpunkt
    .plural = Geld je Wertpunkt
    .gender = neut

## Aktionen der Zielkarten

action-announce = Ziel
    .plural = Ziele
    .gender = neut
action-score = Schlusswertung
    .plural = Schlusswertungen
    .gender = fem
action-score_in_city = Stadtwertung
    .plural = Stadtwertungen
    .gender = fem

## Namen auf dem Übersichtsbogen: Enums, Kartenattribute, Variablen

enum-city = Stadt
    .plural = Städte
    .gender = fem
    .dative = Städten
enum-terrain = Gebäudekategorie
    .plural = Gebäudekategorien
    .gender = fem
enum-object = Gegenstandsart
    .plural = Gegenstandsarten
    .gender = fem
enum-stone = Steinfarbe
    .plural = Steinfarben
    .gender = fem
attribute-value = Wert
    .plural = Werte
    .value = Wert { $value }
    .gender = masc
attribute-terrain = Gebäudekategorie
    .plural = Gebäudekategorien
    .gender = fem
attribute-object = Gegenstand
    .plural = Gegenstände
    .gender = masc
attribute-city = Stadt
    .plural = Städte
    .gender = fem
variable-money_per_point = Geld je Siegpunkt
    .plural = Geld je Siegpunkt
    .gender = neut

## Phasen (die Spielzüge werden in diesem Regelwerk nicht gespielt)

phase-turns = Spielzüge
    .letter = A

## Entscheidungen und Wertungskategorien

choice-bonus_cities = Wähle die zwei Städte, die du für die Bonuspunktekarte wertest.
choice-bonus_types = Wähle die zwei Gebäudearten, die du für die Bonuspunktekarte wertest.
category-track_points = Punkte auf der Wertungsleiste
category-announce_bonus = Spielende angesagt
category-object_points = Gegenstandskarte
category-loose_objects = Übrige Gegenstände (je 1)
category-building_points = Gebäudekarte
category-bonus_points = Bonuspunktekarte
category-money_points = Geld

## Geltende Annahmen (auf dem Übersichtsbogen)

param-city_vp_rate = Punkte der Städte auf der Spielertafel
param-city_money_rate = Geld der Städte auf der Spielertafel
param-upgrade_vp_rate = Punkte auf Stadt-Ausbauplättchen
    .text = Ein Stadt-Ausbauplättchen bringt je Wertpunkt 4 Punkte in Livorno, 3 in Lucca, 2 in Massa und 1 in Pisa, Viareggio und Lérici.
param-upgrade_money_rate = Geld auf Stadt-Ausbauplättchen
    .text = Ein Stadt-Ausbauplättchen bringt je Wertpunkt 3 Geld in Pisa, 2 in Viareggio und 1 in den anderen Städten.
param-upgrade_terrain_vp_rate = Punkte auf Kategorie-Ausbauplättchen
    .text = Ein Kategorie-Ausbauplättchen bringt je Wertpunkt 1 Punkt für Stadtgebäude und 2 für Landgebäude.
param-upgrade_terrain_money_rate = Geld auf Kategorie-Ausbauplättchen
    .text = Ein Kategorie-Ausbauplättchen bringt 1 Geld je Wertpunkt.
param-buildings_needed = Gebäude für { card-many_buildings }
param-cities_needed = Städte für { card-score_cities }
param-city_buildings_needed = Stadtgebäude für die Gebäudekarte
param-city_colours = Steinfarben, die eine Stadt annimmt
param-city_majority_points = Punkte für die höchsten Baukosten in einer Stadt
param-cost_eight_points = Punkte je Gebäude mit Wert 8 in einer Stadt
param-different_points = Punkte für Sätze verschiedener Gegenstände
param-expensive_buildings_needed = Gebäude für { card-expensive_buildings }
param-expensive_value = Wert eines teuren Gebäudes
param-four_in_city_points = Punkte je 4 Gebäude in einer Stadt
param-identical_points = Punkte für gleiche Gegenstände
param-land_buildings_needed = Landgebäude für die Gebäudekarte
param-land_city_pairs_needed = Paare aus Land- und Stadtgebäuden
param-money_card_money_per_point = Geld je Punkt mit { card-collect_money }
param-money_needed = Geld für { card-collect_money }
param-points_needed = Punkte für { card-many_points }
param-scorings_needed = Wertungen für { card-score_four_times }
param-terrain_money_rate = Geld je Wertpunkt einer Kategorie
param-terrain_vp_rate = Punkte je Wertpunkt einer Kategorie
param-three_in_city_points = Punkte je 3 Gebäude in einer Stadt
param-two_in_city_points = Punkte je 2 Gebäude in einer Stadt
param-starting_money = Startgeld
param-announce_points = Punkte für das Ankündigen des Spielendes
param-base_money_per_point = Geld am Ende
    .text = Am Spielende sind je { $value } Geld 1 Punkt wert, abgerundet.
param-tie_break_most_stones = Gleichstand um den Sieg
    .text = { $value ->
        [true] Bei Gleichstand um die meisten Punkte gewinnt, wer die meisten Steine hat; bleibt es gleich, teilen sie sich den Sieg.
       *[other] Spieler mit gleich vielen Punkten teilen sich den Sieg.
    }
param-category_scorings_count = Kategoriewertungen zählen
    .text = { $value ->
        [true] Die Wertung einer Gebäudekategorie zählt für „Werte 4-mal“.
       *[other] Die Wertung einer Gebäudekategorie zählt nicht für „Werte 4-mal“.
    }
param-objects_needed = Gegenstände für die Grund-Gegenstandskarte
    .text = „Sammle diese Anzahl Gegenstände“ verlangt 6 Gegenstände bei vier Spielern, 7 bei drei und 8 bei zwei.
param-object_card_points_per_object = Punkte der Grund-Gegenstandskarte
    .text = Die Grund-Gegenstandskarte bringt { $value } { $value ->
        [one] Punkt
       *[other] Punkte
    } je Gegenstand.
param-multiplied_fewer_groups = Weniger als drei Gruppen zum Multiplizieren
    .text = { $value ->
        [product_of_those] Bei weniger als drei Gruppen gleicher Gegenstände multipliziert „Sammle 3 Paare von Gegenständen, die 3 Gruppen werden multipliziert“ die vorhandenen Gruppen.
       *[other] Bei weniger als drei Gruppen gleicher Gegenstände bringt „Sammle 3 Paare von Gegenständen, die 3 Gruppen werden multipliziert“ für Gruppen keine Punkte.
    }
param-multiplied_fewer_cities = Weniger als drei Städte zum Multiplizieren
    .text = { $value ->
        [multiply_those] Bei weniger als drei Städten zum Multiplizieren multipliziert „Baue je 2 Gebäude in 3 verschiedenen Städten, die 3 Gruppen werden multipliziert“ die vorhandenen Städte.
       *[other] Bei weniger als drei Städten zum Multiplizieren bringt „Baue je 2 Gebäude in 3 verschiedenen Städten, die 3 Gruppen werden multipliziert“ keine Punkte.
    }
param-objective_cards = Zielkarten
    .text = { $value ->
        [first_game] Gespielt wird mit den vier Zielkarten für das erste Spiel (mit „2“ markiert).
       *[other] Von jeder Farbe wird zufällig eine Zielkarte gezogen; die Spieler dürfen die Karten auch wählen.
    }
param-multiplied_city_minimum = Städte, die multipliziert werden
    .text = Für { card-two_in_three_cities_multiplied } zählt eine Stadt mit mindestens { $value } Gebäuden.
param-total_cost_needed = Gesamtkosten für die Grund-Gebäudekarte
    .text = „Baue Gebäude mit Gesamtkosten von“ verlangt 20 bei vier Spielern, 25 bei drei und 30 bei zwei.
param-building_card_points_per_value = Punkte der Grund-Gebäudekarte
    .text = Die Grund-Gebäudekarte bringt { $value } { $value ->
        [one] Punkt
       *[other] Punkte
    } je Wertpunkt aller Gebäude.
param-majority_needs_a_building = Mehrheiten brauchen ein Gebäude
    .text = { $value ->
        [true] Wer in einer Stadt oder Tafelhälfte keinen Gebäudewert hat, kann dort nicht die höchste Summe haben.
       *[other] Spieler ohne Gebäudewert können die höchste Summe teilen, wenn niemand mehr hat.
    }

assumption-object_of_building = Porta bringt ein Tor, Cattedrale einen Kelch, Palazzo eine Krone, Biblioteca ein Buch, Castello ein Wappen und Villa eine Fahne.
assumption-objects_as_counts = Gegenstände werden je Art gezählt: die jedes Spielers, die auf dem Gegenstandsfeld und die im Vorrat.
assumption-final_scoring_order = Die Schlusswertung nimmt Top-, Gegenstands-, Gebäude- und Bonuspunktekarte in dieser Reihenfolge; Geld, auch Geld von der Bonuspunktekarte, wird zuletzt in Punkte getauscht.
assumption-smallest_building_tie = Von zwei kleinsten Gebäuden einer Art mit gleichem Wert zählt das in der Stadt ganz links.
assumption-bonus_scoring_gives_no_objects = Stadt- und Artwertungen für eine Bonuspunktekarte bringen keine Gegenstände.
assumption-best_groups = Karten, die Gruppen oder Paare zählen, werten die für den Spieler beste Einteilung.
assumption-first_game_set = Als die vier Karten für das erste Spiel (mit „2“ markiert) gelten die der Aufbau-Abbildung: „Baue diese Anzahl teurer Gebäude“, „Sammle 3 Paare von Gegenständen“, „Baue je 2 Gebäude in 3 verschiedenen Städten“ und „Werte 2 Städte deiner Wahl“.

## Geschriebener Regeltext (übersetzt aus den Kartenbeschreibungen der ungarischen
## Erweiterungsregeln, Seed 003; .fingerprint: der Regelcode, für den er geschrieben wurde, siehe
## `rulewright fingerprints carrara`)

written-card-total_cost-score = Du erhältst so viele Siegpunkte, wie deine Gebäude zusammen wert sind.
    .fingerprint = 0a6d507d2411
written-card-two_in_three_cities-score = In jeder Stadt erhältst du für je 2 deiner Gebäude dort Siegpunkte: Livorno 11, Pisa 9, Lucca 7, Viareggio 5, Massa 3, Lérici 1.
    .fingerprint = 7b212eef2d69
written-card-three_in_two_cities-score = In jeder Stadt erhältst du für je 3 deiner Gebäude dort Siegpunkte: Livorno 17, Pisa 14, Lucca 11, Viareggio 8, Massa 5, Lérici 2.
    .fingerprint = fce34ecaba5c
written-card-four_in_one_city-score = In jeder Stadt erhältst du für je 4 deiner Gebäude dort Siegpunkte: Livorno 23, Pisa 19, Lucca 15, Viareggio 11, Massa 7, Lérici 3.
    .fingerprint = 709c3e9a609b
written-card-cost_eight-score = Für jedes deiner Gebäude mit dem Wert 8 erhältst du Siegpunkte nach seiner Stadt: Livorno 34, Pisa 26, Lucca 19, Viareggio 13, Massa 8, Lérici 4.
    .fingerprint = 74bcd48d46d5
written-card-land_buildings-score = Jedes deiner Landgebäude ist 6 Siegpunkte wert.
    .fingerprint = 71ad2ee98891
written-card-city_buildings-score = Jedes deiner Stadtgebäude ist 3 Siegpunkte wert.
    .fingerprint = 061265d08dd4
written-card-two_in_three_cities_multiplied-score = Multipliziere die Anzahlen deiner Gebäude in den (höchstens) 3 Städten, in denen du die meisten Gebäude hast; es zählen nur Städte mit mindestens 2 davon: so viele Siegpunkte erhältst du (0, wenn es keine solche Stadt gibt). Die Werte der Gebäude spielen keine Rolle.
    .fingerprint = 74887f8e2f2d
written-card-land_city_pairs-score = Jedes Paar aus 1 Stadtgebäude und 1 Landgebäude bringt die Summe der beiden Werte; bilde die Paare aus deinen wertvollsten Gebäuden. Gebäude ohne Paar bringen nichts.
    .fingerprint = ce4d0f3d3eb1
written-card-two_cities_of_choice-score = Werte 2 Städte deiner Wahl, auch wenn sie schon gewertet wurden: in jeder bringt der Gesamtwert deiner Gebäude dort Siegpunkte und Geld nach deinen eigenen Stadtwerten.
    .fingerprint = d7b70c20b37a
written-card-livorno_and_lerici-score = Werte Livorno und Lérici, auch wenn sie schon gewertet wurden: der Gesamtwert deiner Gebäude dort bringt Siegpunkte und Geld nach deinen eigenen Stadtwerten.
    .fingerprint = 8681168178c5
written-card-pisa_and_massa-score = Werte Pisa und Massa, auch wenn sie schon gewertet wurden: der Gesamtwert deiner Gebäude dort bringt Siegpunkte und Geld nach deinen eigenen Stadtwerten.
    .fingerprint = 13fb4559ccec
written-card-lucca_and_viareggio-score = Werte Lucca und Viareggio, auch wenn sie schon gewertet wurden: der Gesamtwert deiner Gebäude dort bringt Siegpunkte und Geld nach deinen eigenen Stadtwerten.
    .fingerprint = ff560b2991cf
written-card-two_types_of_choice-score = Wähle 2 Gebäudearten und werte sie, auch wenn sie schon gewertet wurden: in jeder Stadt bringt der Gesamtwert deiner Gebäude dieser Arten Siegpunkte und Geld.
    .fingerprint = d1c648248daa
written-card-smallest_of_each_type-score = Von jeder Gebäudeart, die du besitzt, wertest du nur dein Gebäude mit dem niedrigsten Wert, nach den Werten der Stadt, in der es steht (bei mehreren: die erste Stadt in der Reihenfolge).
    .fingerprint = 606455dc3559
written-card-left_right_majority-score = Links (Livorno, Pisa, Lucca) und rechts (Viareggio, Massa, Lérici) getrennt: Wer dort den höchsten Gesamtwert an Gebäuden hat, erhält 9 Siegpunkte. Bei Gleichstand erhalten alle Beteiligten die Punkte. Wer dort kein Gebäude hat, erhält nichts.
    .fingerprint = 69948ce6c89c
written-card-city_majority-score = In jeder Stadt erhält, wer dort den höchsten Gesamtwert an Gebäuden hat, Siegpunkte: Livorno 14, Pisa 12, Lucca 10, Viareggio 8, Massa 6, Lérici 4. Bei Gleichstand erhalten alle Beteiligten die Punkte. Wer dort kein Gebäude hat, erhält nichts.
    .fingerprint = 37fd245bff53
written-card-collect_objects-score = Jeder deiner Gegenstände bringt 1 Siegpunkt.
    .fingerprint = f572e6af0975
written-card-three_pairs-score = Jedes Paar gleicher Gegenstände bringt 5 Siegpunkte (4 gleiche Gegenstände sind 2 Paare). Jeder andere Gegenstand bringt 1 Siegpunkt.
    .fingerprint = 5a1e24f23468
written-card-two_triplets-score = Jeder Drilling gleicher Gegenstände bringt 7 Siegpunkte (6 gleiche Gegenstände sind 2 Drillinge). Jeder andere Gegenstand bringt 1 Siegpunkt.
    .fingerprint = 2e20cb6ca15a
written-card-four_identical-score = Jede Gegenstandsart bringt Siegpunkte danach, wie viele du davon hast: 1 → 1 Siegpunkt, 2 → 3, 3 → 6, 4 → 10, 5 → 15, 6 → 21.
    .fingerprint = a64195bbd4a5
written-card-pair_and_quadruplet-score = Jede Kombination aus einem Paar und einem Vierling ohne gemeinsamen Gegenstand bringt 20 Siegpunkte (6 gleiche Gegenstände sind eine Kombination). Jeder andere Gegenstand bringt 1 Siegpunkt.
    .fingerprint = 0ca25c289f73
written-card-four_different-score = Deine Gegenstände bilden Sätze verschiedener Gegenstände, die größten zuerst (ein Satz hat höchstens einen Gegenstand jeder Art): ein Satz aus 2 verschiedenen Gegenständen bringt 3 Siegpunkte, 3 → 7, 4 → 12, 5 → 18, 6 → 24. Ein Gegenstand, der allein übrig bleibt, bringt 1 Siegpunkt.
    .fingerprint = 06f7fabc2f64
written-card-two_groups_of_three_different-score = Jede Gruppe aus 3 verschiedenen Gegenständen, die du bilden kannst, bringt 8 Siegpunkte (welche Gegenstände eine Gruppe bilden, ist egal). Jeder andere Gegenstand bringt 1 Siegpunkt.
    .fingerprint = ca402b58c42b
written-card-three_pairs_multiplied-score = Multipliziere die Anzahlen deiner Gegenstände der (höchstens) 3 Arten, von denen du die meisten hast; es zählen nur Arten mit mindestens 2 Gegenständen: so viele Siegpunkte erhältst du (0, wenn es keine solche Art gibt). Jeder andere Gegenstand bringt 1 Siegpunkt.
    .fingerprint = e0bcfa6273b4

## The turn

group-marble = Marmorstein
    .plural = Marmorsteine
    .gender = masc
card-stone_block = Stein
    .plural = Steine
    .gender = masc
    .card = Stein
    .cards = Steine
attribute-colour = Farbe
    .plural = Farben
    .gender = fem
enum-segment = Segment des Rades
    .plural = Segmente des Rades
    .gender = neut
segment-seg_i = Segment I
    .plural = Segmente I
    .gender = neut
segment-seg_ii = Segment II
    .plural = Segmente II
    .gender = neut
segment-seg_iii = Segment III
    .plural = Segmente III
    .gender = neut
segment-seg_iv = Segment IV
    .plural = Segmente IV
    .gender = neut
segment-seg_v = Segment V
    .plural = Segmente V
    .gender = neut
segment-seg_vi = Segment VI
    .plural = Segmente VI
    .gender = neut
enum-turn_action = Aktion
    .plural = Aktionen
    .gender = fem
turn_action-buy_stones = Steine kaufen
    .plural = Steine kaufen
    .gender = neut
turn_action-build_tile = bauen
    .plural = bauen
    .gender = neut
turn_action-upgrade_building = ein Gebäude ausbauen
    .plural = ein Gebäude ausbauen
    .gender = neut
turn_action-score_marker = werten
    .plural = werten
    .gender = neut
turn_action-announce_end = das Spielende ansagen
    .plural = das Spielende ansagen
    .gender = neut
turn_action-pass_turn = passen
    .plural = passen
    .gender = neut
enum-wheel_turn = Drehen des Rades
    .plural = Drehen des Rades
    .gender = neut
wheel_turn-turn_wheel = das Rad drehen
    .plural = das Rad drehen
    .gender = neut
wheel_turn-keep_wheel = das Rad nicht drehen
    .plural = das Rad nicht drehen
    .gender = neut
enum-buy_more = Weiterkaufen
    .plural = Weiterkaufen
    .gender = neut
buy_more-more_stones = noch einen Stein kaufen
    .plural = noch einen Stein kaufen
    .gender = neut
buy_more-stop_buying = mit dem Kaufen aufhören
    .plural = mit dem Kaufen aufhören
    .gender = neut
enum-scoring_kind = Wertung
    .plural = Wertungen
    .gender = fem
scoring_kind-by_type = eine Gebäudeart
    .plural = Gebäudearten
    .gender = fem
scoring_kind-by_city = eine Stadt
    .plural = Städte
    .gender = fem
scoring_kind-by_category = eine Gebäudekategorie
    .plural = Gebäudekategorien
    .gender = fem
enum-object_buy = Kauf eines Gegenstands
    .plural = Käufe von Gegenständen
    .gender = masc
object_buy-buy_object = einen Gegenstand kaufen
    .plural = einen Gegenstand kaufen
    .gender = neut
object_buy-skip_object = keinen Gegenstand kaufen
    .plural = keinen Gegenstand kaufen
    .gender = neut
zone-display = Auslage
    .plural = Auslagen
    .gender = fem
    .card = Gebäudeplättchen in der Auslage
    .cards = Gebäudeplättchen in der Auslage
zone-eight_supply = Vorrat der 8er-Plättchen
    .plural = Vorräte der 8er-Plättchen
    .gender = masc
    .card = 8er-Plättchen
    .cards = 8er-Plättchen
zone-box = Schachtel
    .plural = Schachteln
    .gender = fem
zone-bag = Beutel
    .plural = Beutel
    .gender = masc
    .card = Stein im Beutel
    .cards = Steine im Beutel
zone-payment = Bezahlung
    .plural = Bezahlungen
    .gender = fem
    .card = bezahlter Stein
    .cards = bezahlte Steine
zone-wheel = Rad
    .plural = Räder
    .gender = neut
    .card = Stein auf dem Rad
    .cards = Steine auf dem Rad
# .gender fem: a plural noun takes "Deine", as a feminine one does
zone-stone_stock = Steine hinter dem Sichtschirm
    .plural = Steine hinter den Sichtschirmen
    .gender = fem
    .card = Stein
    .cards = Steine
counter-markers = Wertungsstein
    .plural = Wertungssteine
    .gender = masc
counter-type_scored = Wertung je Gebäudeart
    .plural = Wertungen je Gebäudeart
    .part = Wertungen der Gebäudeart { $part }
    .gender = fem
counter-object_supply = Gegenstand im Vorrat
    .plural = Gegenstände im Vorrat
    .gender = masc
counter-object_field = Gegenstand auf dem Gegenstandsfeld
    .plural = Gegenstände auf dem Gegenstandsfeld
    .gender = masc
variable-start_player = Startspieler
variable-buying_done = Kaufen beendet
choice-turn_choice = Wähle deine Aktion.
choice-wheel_choice = Drehst du das Rad (und füllst es auf) oder nicht?
choice-buy_segment = Wähle das Segment, aus dem du kaufst.
    .shown = { $value ->
        [0] voller Preis
       *[other] Preis −{ $value }
    }
choice-buy_stone = Wähle einen Stein, den du kaufst.
    .shown = { $value } Geld
choice-buy_more_choice = Noch einen Stein aus diesem Segment kaufen?
choice-build_tile_choice = Wähle das Gebäudeplättchen, das du baust.
choice-build_city_choice = Wähle die Stadt, in der du baust.
choice-pay_stones = Wähle die Steine, mit denen du bezahlst.
choice-upgrade_old_choice = Wähle das Gebäude, das du ausbaust.
choice-upgrade_new_choice = Wähle das teurere Plättchen, das es ersetzt.
choice-upgrade_tile_choice = Wähle ein Ausbauplättchen.
choice-scoring_choice = Was wertest du?
choice-score_type_choice = Wähle die Gebäudeart, die du wertest (alle deine Gebäude dieser Art werden gewertet).
choice-score_city_choice = Wähle die Stadt, die du wertest.
choice-score_category_choice = Wähle die Gebäudekategorie, die du wertest.
choice-object_choice = Kaufst du einen Gegenstand vom Gegenstandsfeld?
    .shown = { $value ->
        [0] kostet nichts
       *[other] { $value } Geld
    }
choice-object_pick = Wähle den Gegenstand, den du kaufst.
    .shown = { $value } Geld
param-stone_price = Steinpreise auf Segment I
param-stone_rank = Reihenfolge der Steinfarben
param-segment_discount = Preisnachlass je Segment
param-wheel_size = Steine auf dem Rad nach dem Auffüllen
param-last_segment_stones = Steine auf Segment VI beim Drehen des Rades
    .text = Steine, die beim Drehen des Rades noch auf Segment VI liegen, kommen zurück in den Beutel.
param-no_money_coins = Ein Spieler ohne Geld
    .text = Wer Steine kauft, aber kein Geld hat und keinen Stein kaufen kann, nimmt 2 Geld aus der Bank.
param-starting_stone_colours = Startstein nach Sitzplatz
param-display_size = Gebäudeplättchen in der Auslage
param-eight_value = Wert der teuren Plättchen
param-upgrade_to_eight_gives_tile = Ausbau zu einem 8er-Gebäude
    .text = Wer ein Gebäude zu einem 8er-Gebäude ausbaut, erhält kein Ausbauplättchen (es wurde nicht gebaut).
param-end_after_buildings_run_out = Wenn die Gebäudeplättchen ausgehen
    .text = Sind Auslage und Nachziehstapel leer, wird die Runde zu Ende gespielt und das Spiel endet.
param-scoring_markers = Wertungssteine
param-city_minimum_buildings = Gebäude, die zur Wertung einer Stadt nötig sind
    .text = Um eine Stadt zu werten, braucht man dort mindestens 2 Gebäude.
param-object_price = Preis eines Gegenstands
param-object_field_start = Gegenstände auf dem Gegenstandsfeld
param-object_supply_start = Gegenstände im Vorrat
param-object_field_refill = Auffüllen des Gegenstandsfelds
    .text = Ein vom Gegenstandsfeld gekaufter Gegenstand wird aus dem Vorrat seiner Art ersetzt; ist dieser leer, bringt eine Wertung keinen Gegenstand dieser Art.
param-finish_round_after_announce = Nach einer Ansage
    .text = Nach einer Ansage wird die Runde zu Ende gespielt.
param-type_minimum_buildings = Gebäude, die zur Wertung einer Gebäudeart nötig sind
    .text = Eine Gebäudeart kann schon mit einem Gebäude dieser Art gewertet werden.
param-empty_bag_refills_what_is_left = Ein Beutel mit zu wenigen Steinen
    .text = Ein Beutel mit zu wenigen Steinen füllt das Rad mit den Steinen auf, die er noch hat.
param-round_limit = Obergrenze für die Zahl der Runden
    .text = Ein Spiel endet spätestens nach { $value } Runden (eine Obergrenze, keine Spielregel).
counter-action_open = mögliche Aktion
    .plural = mögliche Aktionen
    .gender = fem
procedure-take_turn = einen Spielzug machen
procedure-check_actions = prüfen, welche Aktionen möglich sind
procedure-buy_from_wheel = Steine kaufen
procedure-rotate_wheel = das Rad drehen
procedure-buy_on_segment = Steine aus einem Segment kaufen
procedure-pay_in_stones = Steine in den Beutel zahlen
procedure-place_tile = das Plättchen legen
procedure-build = bauen
procedure-upgrade_a_building = ein Gebäude ausbauen
procedure-take_upgrade_tile = ein Ausbauplättchen nehmen
procedure-set_rates = die Werte der Spielertafel festlegen
procedure-give_object = einen Gegenstand aus dem Vorrat nehmen
procedure-score_action = werten
procedure-object_purchase = einen Gegenstand kaufen
written-phase-turns = Die Spieler sind reihum im Uhrzeigersinn an der Reihe, beginnend beim Startspieler. In deinem Zug führst du genau eine der folgenden Aktionen aus. Jede Wertung kostet einen deiner 6 Wertungssteine. Nach deiner Aktion darfst du für 10 Geld einen Gegenstand vom Gegenstandsfeld kaufen. Ein Gegenstand derselben Art aus dem Vorrat nimmt seinen Platz ein, falls noch einer da ist.
    - Steine kaufen. Entscheide zuerst, ob du das Rad drehst; ist es leer, musst du es drehen. Beim Drehen rückt jeder Stein um ein Segment weiter, und die Steine auf Segment VI kommen zurück in den Beutel. Dann kommen Steine aus dem Beutel auf Segment I, bis 11 Steine auf dem Rad liegen. Drehst du das Rad nicht, wird es nicht aufgefüllt. Wähle dann ein Segment und kaufe einen oder mehrere seiner Steine, jeden zu seinem Preis dort (siehe Tabelle). Kannst du keinen Stein kaufen und hast du kein Geld, nimm stattdessen 2 Geld.
    - Bauen. Nimm ein Plättchen aus der Auslage oder eines der 8er-Plättchen und lege es in eine deiner Städte. Bezahle so viele Steine, wie sein Wert angibt, alle in Farben, die diese Stadt annimmt. Livorno nimmt nur Weiß an, Pisa auch Gelb, Lucca auch Rot, Viareggio auch Grün, Massa auch Blau, Lérici jede Farbe. Die Steine kommen zurück in den Beutel. Ein Plättchen aus der Auslage wird vom Nachziehstapel ersetzt. Hast du ein 8er-Plättchen gebaut, nimm ein noch verfügbares Ausbauplättchen deiner Wahl und lege es auf seine Stadt oder Kategorie.
    - Ausbauen. Ersetze eines deiner Gebäude durch ein teureres Plättchen aus der Auslage oder von den 8er-Plättchen. Bezahle den Wertunterschied in Steinen, die diese Stadt annimmt. Das alte Plättchen scheidet aus dem Spiel aus. Der Ausbau zu einem 8er-Plättchen bringt kein Ausbauplättchen.
    - Eine Gebäudeart werten, die du noch nicht gewertet hast. Jedes deiner Gebäude dieser Art bringt seinen Wert mal die Wertungssätze seiner Stadt. Jedes gibt dir außerdem 1 Gegenstand seiner Art. Die Wertungssätze je Wertpunkt: Livorno 3 Siegpunkte, Pisa 3 Geld, Lucca 2 Siegpunkte, Viareggio 2 Geld, Massa 1 Siegpunkt, Lérici 1 Geld. Ein Ausbauplättchen ersetzt die Wertungssätze, die es abdeckt.
    - Eine Stadt werten, die noch niemand gewertet hat und in der du mindestens 2 Gebäude hast. Jedes deiner Gebäude dort bringt seinen Wert mal die Wertungssätze der Stadt und gibt dir 1 Gegenstand.
    - Eine Gebäudekategorie werten, die du noch nicht gewertet hast und von der du ein Gebäude besitzt. Zähle die Werte deiner Gebäude dieser Kategorie zusammen. Stadtgebäude bringen 1 Geld je Punkt, Landgebäude 1 Siegpunkt je Punkt, außer ein Ausbauplättchen deckt die Kategorie ab. Diese Wertung bringt keine Gegenstände.
    - Das Spielende ansagen: nur wenn du alle drei Ziele erfüllt hast und noch niemand das Spielende angesagt hat.
    - Passen: nur wenn du keine der Aktionen ausführen kannst.
    | Preis eines Steins | Weiß | Gelb | Rot | Grün | Blau | Schwarz |
    | Segment I | 6 | 5 | 4 | 3 | 2 | 1 |
    | Segment II | 5 | 4 | 3 | 2 | 1 | 0 |
    | Segment III | 4 | 3 | 2 | 1 | 0 | 0 |
    | Segment IV | 3 | 2 | 1 | 0 | 0 | 0 |
    | Segment V | 2 | 1 | 0 | 0 | 0 | 0 |
    | Segment VI | 1 | 0 | 0 | 0 | 0 | 0 |
    .fingerprint = 66cf64b73c17

## Geschriebene Zieltexte, wo der erzeugte Satz wie eine Formel las (geprüft an objectives.yaml)

written-card-score_four_times-announce = Topziel erfüllt, wenn du mindestens 4-mal gewertet hast: Gebäudearten, Städte und Gebäudekategorien zählen zusammen.
    .fingerprint = 0f7638a98e4a
written-card-land_city_pairs-announce = Gebäudeziel erfüllt, wenn du mindestens 4 Stadtgebäude und mindestens 4 Landgebäude hast (je 3 mit drei Spielern, je 2 mit vier).
    .fingerprint = 31907614ad57
written-card-cost_eight-announce = Gebäudeziel erfüllt, wenn du mindestens ein Gebäude mit dem Wert 8 hast.
    .fingerprint = c4d41d1ae80b
written-card-land_buildings-announce = Gebäudeziel erfüllt, wenn du mindestens 4 Landgebäude hast (3 mit drei Spielern, 2 mit vier).
    .fingerprint = f0c1c06cd5b3
written-card-city_buildings-announce = Gebäudeziel erfüllt, wenn du mindestens 6 Stadtgebäude hast (5 mit drei Spielern, 4 mit vier).
    .fingerprint = 50eda304094f
written-card-pair_and_quadruplet-announce = Gegenstandsziel erfüllt, wenn du 4 gleiche Gegenstände hast und daneben noch ein Paar gleicher Gegenstände (6 gleiche Gegenstände zählen auch).
    .fingerprint = 570c8347cdee
written-card-two_groups_of_three_different-announce = Gegenstandsziel erfüllt, wenn du 2 Gruppen aus je 3 verschiedenen Gegenständen bilden kannst (jeder Gegenstand gehört nur zu einer Gruppe).
    .fingerprint = 2fb1a1070fbe
written-group-bonus_card-score_in_city = Wertet eine Bonuspunktekarte Gebäude einer Stadt, bringt dir ihr Gesamtwert mal deinen Wertungssätzen dieser Stadt Siegpunkte und Geld (Ausbauplättchen eingerechnet).
    .fingerprint = b8c38f8d8092
written-card-collect_money-score = Am Spielende sind je 2 Geld 1 Punkt wert.
    .fingerprint = be89abb2d456
written-card-three_pairs-announce = Gegenstandsziel erfüllt, wenn du mindestens 3 Paare gleicher Gegenstände hast (4 gleiche Gegenstände sind 2 Paare).
    .fingerprint = 941d1dacacc9
written-card-two_triplets-announce = Gegenstandsziel erfüllt, wenn du mindestens 2 Drillinge gleicher Gegenstände hast (6 gleiche Gegenstände sind 2 Drillinge).
    .fingerprint = c307d27a460a
written-card-three_pairs_multiplied-announce = Gegenstandsziel erfüllt, wenn du mindestens 3 Paare gleicher Gegenstände hast (4 gleiche Gegenstände sind 2 Paare).
    .fingerprint = 941d1dacacc9
written-end = Am Ende des Spiels, nach der letzten Runde, zählen die Spieler ihre Punkte zusammen.
    - Die Punkte auf der Wertungsleiste zählen.
    - Wer das Spielende angesagt hat, erhält 5 Punkte.
    - Die Schlusswertungen der Zielkarten gelten für jeden Spieler, ob er das Ziel erfüllt hat oder nicht (siehe die Karten).
    - Für die Bonuspunktekarte gelten die Wertungssätze der Städte auf der eigenen Spielertafel, Ausbauplättchen eingerechnet (Tabelle unten; „Plättchen“: mit Ausbauplättchen).
    - Zuletzt kauft Geld Punkte, abgerundet. Wie viel Geld einen Punkt kauft, steht unter „Geltende Annahmen“ und auf „Sammle diesen Geldbetrag“.
    - Es gewinnt, wer die meisten Punkte hat. Bei Gleichstand gewinnt, wer die meisten Steine hat; wer dann noch gleichauf liegt, teilt sich den Sieg.
    | Stadt | Punkte | Geld | Punkte, Plättchen | Geld, Plättchen |
    | Livorno | 3 | 0 | 4 | 1 |
    | Pisa | 0 | 3 | 1 | 3 |
    | Lucca | 2 | 0 | 3 | 1 |
    | Viareggio | 0 | 2 | 1 | 2 |
    | Massa | 1 | 0 | 2 | 1 |
    | Lérici | 0 | 1 | 1 | 1 |
    .fingerprint = 1ce337d12ce1
