### Carrara palotái: a szabályazonosítók megjelenített nevei (magyar).
###
### A név értéke az egyes számú főnév, ahogy a mondat belsejében áll. Nyelvtani
### attribútumok a mondatgenerátornak:
###   .plural   többes szám
###   .card     összetétel egy kártyára vagy lapkára ("egy Kapu-lapka")
###   .cards    összetétel többre, számnév után egyes számban ("két Kapu-lapka")
###   .letter   a fázis betűje
### A szakkifejezések a kiegészítő magyar szabályát követik (Célkitűzéskártya, Felső kártya,
### Tárgykártya, Épületkártya, Bónuszpontkártya, Fejlesztéslapka, GYP, pénz, tárgy).

game-title = Carrara palotái

## Városok (`city` felsorolás), balról jobbra a játékostáblán

city-livorno = Livorno
    .plural = Livornók
city-pisa = Pisa
    .plural = Pisák
city-lucca = Lucca
    .plural = Luccák
city-viareggio = Viareggio
    .plural = Viareggiók
city-massa = Massa
    .plural = Massák
city-lerici = Lérici
    .plural = Léricik

## Épületkategóriák (`terrain` felsorolás)

terrain-urban = városi épület
    .plural = városi épületek
    .card = városi épület
    .cards = városi épületek
terrain-rural = vidéki épület
    .plural = vidéki épületek
    .card = vidéki épület
    .cards = vidéki épületek

## Tárgyak (`object` felsorolás)

object-gate = kapu
    .plural = kapuk
object-crown = korona
    .plural = koronák
object-coat_of_arms = címer
    .plural = címerek
object-cup = kehely
    .plural = kelyhek
object-flag = zászló
    .plural = zászlók
object-book = könyv
    .plural = könyvek

## Kőszínek (`stone` felsorolás)

stone-white = fehér
    .plural = fehér
stone-yellow = sárga
    .plural = sárga
stone-red = piros
    .plural = piros
stone-green = zöld
    .plural = zöld
stone-blue = kék
    .plural = kék
stone-black = fekete
    .plural = fekete

## Épületlapkák és Fejlesztéslapkák

card-porta = Kapu
    .plural = Kapuk
    .card = Kapu-lapka
    .cards = Kapu-lapka
card-cattedrale = Katedrális
    .plural = Katedrálisok
    .card = Katedrális-lapka
    .cards = Katedrális-lapka
card-palazzo = Palota
    .plural = Paloták
    .card = Palota-lapka
    .cards = Palota-lapka
card-biblioteca = Könyvtár
    .plural = Könyvtárak
    .card = Könyvtár-lapka
    .cards = Könyvtár-lapka
card-castello = Kastély
    .plural = Kastélyok
    .card = Kastély-lapka
    .cards = Kastély-lapka
card-villa = Villa
    .plural = Villák
    .card = Villa-lapka
    .cards = Villa-lapka
card-city_upgrade = városi Fejlesztéslapka
    .plural = városi Fejlesztéslapkák
    .card = városi Fejlesztéslapka
    .cards = városi Fejlesztéslapka
card-category_upgrade = épületkategória-Fejlesztéslapka
    .plural = épületkategória-Fejlesztéslapkák
    .card = épületkategória-Fejlesztéslapka
    .cards = épületkategória-Fejlesztéslapka

## Célkitűzéskártyák: Felső (T1-T6), Tárgy (O1-O8), Épület (B1-B9), Bónuszpont (X1-X8)

card-score_four_times = „Értékelj négyszer”
    .plural = „Értékelj négyszer” kártyák
    .card = „Értékelj négyszer” kártya
    .cards = „Értékelj négyszer” kártya
card-expensive_buildings = „Építs ennyi drága épületet”
    .plural = „Építs ennyi drága épületet” kártyák
    .card = „Építs ennyi drága épületet” kártya
    .cards = „Építs ennyi drága épületet” kártya
card-many_buildings = „Építs ennyi épületet”
    .plural = „Építs ennyi épületet” kártyák
    .card = „Építs ennyi épületet” kártya
    .cards = „Építs ennyi épületet” kártya
card-collect_money = „Gyűjts ennyi pénzt”
    .plural = „Gyűjts ennyi pénzt” kártyák
    .card = „Gyűjts ennyi pénzt” kártya
    .cards = „Gyűjts ennyi pénzt” kártya
card-many_points = „Legyen ennyi pontod”
    .plural = „Legyen ennyi pontod” kártyák
    .card = „Legyen ennyi pontod” kártya
    .cards = „Legyen ennyi pontod” kártya
card-score_cities = „Értékelj ki ennyi várost”
    .plural = „Értékelj ki ennyi várost” kártyák
    .card = „Értékelj ki ennyi várost” kártya
    .cards = „Értékelj ki ennyi várost” kártya
card-collect_objects = „Gyűjts ennyi tárgyat”
    .plural = „Gyűjts ennyi tárgyat” kártyák
    .card = „Gyűjts ennyi tárgyat” kártya
    .cards = „Gyűjts ennyi tárgyat” kártya
card-three_pairs = „Gyűjts 3 pár tárgyat”
    .plural = „Gyűjts 3 pár tárgyat” kártyák
    .card = „Gyűjts 3 pár tárgyat” kártya
    .cards = „Gyűjts 3 pár tárgyat” kártya
card-two_triplets = „Gyűjts 2 tripla tárgyat”
    .plural = „Gyűjts 2 tripla tárgyat” kártyák
    .card = „Gyűjts 2 tripla tárgyat” kártya
    .cards = „Gyűjts 2 tripla tárgyat” kártya
card-four_identical = „Gyűjts 4 azonos tárgyat”
    .plural = „Gyűjts 4 azonos tárgyat” kártyák
    .card = „Gyűjts 4 azonos tárgyat” kártya
    .cards = „Gyűjts 4 azonos tárgyat” kártya
card-pair_and_quadruplet = „Gyűjts 1 párt és 1 pókert”
    .plural = „Gyűjts 1 párt és 1 pókert” kártyák
    .card = „Gyűjts 1 párt és 1 pókert” kártya
    .cards = „Gyűjts 1 párt és 1 pókert” kártya
card-four_different = „Gyűjts 4 különböző tárgyat”
    .plural = „Gyűjts 4 különböző tárgyat” kártyák
    .card = „Gyűjts 4 különböző tárgyat” kártya
    .cards = „Gyűjts 4 különböző tárgyat” kártya
card-two_groups_of_three_different = „Gyűjts 2 csoportot 3-3 különböző tárgyból”
    .plural = „Gyűjts 2 csoportot 3-3 különböző tárgyból” kártyák
    .card = „Gyűjts 2 csoportot 3-3 különböző tárgyból” kártya
    .cards = „Gyűjts 2 csoportot 3-3 különböző tárgyból” kártya
card-three_pairs_multiplied = „Gyűjts 3 pár tárgyat, a 3 csoportot összeszorozzuk”
    .plural = „Gyűjts 3 pár tárgyat, a 3 csoportot összeszorozzuk” kártyák
    .card = „Gyűjts 3 pár tárgyat, a 3 csoportot összeszorozzuk” kártya
    .cards = „Gyűjts 3 pár tárgyat, a 3 csoportot összeszorozzuk” kártya
card-total_cost = „Építs ennyi összköltségű épületet”
    .plural = „Építs ennyi összköltségű épületet” kártyák
    .card = „Építs ennyi összköltségű épületet” kártya
    .cards = „Építs ennyi összköltségű épületet” kártya
card-two_in_three_cities = „Építs 2-2 épületet 3 különböző városban”
    .plural = „Építs 2-2 épületet 3 különböző városban” kártyák
    .card = „Építs 2-2 épületet 3 különböző városban” kártya
    .cards = „Építs 2-2 épületet 3 különböző városban” kártya
card-three_in_two_cities = „Építs 3-3 épületet 2 különböző városban”
    .plural = „Építs 3-3 épületet 2 különböző városban” kártyák
    .card = „Építs 3-3 épületet 2 különböző városban” kártya
    .cards = „Építs 3-3 épületet 2 különböző városban” kártya
card-four_in_one_city = „Építs 4 épületet 1 városban”
    .plural = „Építs 4 épületet 1 városban” kártyák
    .card = „Építs 4 épületet 1 városban” kártya
    .cards = „Építs 4 épületet 1 városban” kártya
card-cost_eight = „Építs egy 8-as értékű épületet”
    .plural = „Építs egy 8-as értékű épületet” kártyák
    .card = „Építs egy 8-as értékű épületet” kártya
    .cards = „Építs egy 8-as értékű épületet” kártya
card-land_buildings = „Építs ennyi vidéki épületet”
    .plural = „Építs ennyi vidéki épületet” kártyák
    .card = „Építs ennyi vidéki épületet” kártya
    .cards = „Építs ennyi vidéki épületet” kártya
card-city_buildings = „Építs ennyi városi épületet”
    .plural = „Építs ennyi városi épületet” kártyák
    .card = „Építs ennyi városi épületet” kártya
    .cards = „Építs ennyi városi épületet” kártya
card-two_in_three_cities_multiplied = „Építs 2-2 épületet 3 különböző városban, a 3 csoportot összeszorozzuk”
    .plural = „Építs 2-2 épületet 3 különböző városban, a 3 csoportot összeszorozzuk” kártyák
    .card = „Építs 2-2 épületet 3 különböző városban, a 3 csoportot összeszorozzuk” kártya
    .cards = „Építs 2-2 épületet 3 különböző városban, a 3 csoportot összeszorozzuk” kártya
card-land_city_pairs = „Építs ennyi vidéki és városi épületpárt”
    .plural = „Építs ennyi vidéki és városi épületpárt” kártyák
    .card = „Építs ennyi vidéki és városi épületpárt” kártya
    .cards = „Építs ennyi vidéki és városi épületpárt” kártya
card-two_cities_of_choice = „Értékelj ki 2 tetszőleges várost”
    .plural = „Értékelj ki 2 tetszőleges várost” kártyák
    .card = „Értékelj ki 2 tetszőleges várost” kártya
    .cards = „Értékelj ki 2 tetszőleges várost” kártya
card-livorno_and_lerici = „Értékeld ki Livornót és Léricit”
    .plural = „Értékeld ki Livornót és Léricit” kártyák
    .card = „Értékeld ki Livornót és Léricit” kártya
    .cards = „Értékeld ki Livornót és Léricit” kártya
card-pisa_and_massa = „Értékeld ki Pisát és Massát”
    .plural = „Értékeld ki Pisát és Massát” kártyák
    .card = „Értékeld ki Pisát és Massát” kártya
    .cards = „Értékeld ki Pisát és Massát” kártya
card-lucca_and_viareggio = „Értékeld ki Luccát és Viareggiót”
    .plural = „Értékeld ki Luccát és Viareggiót” kártyák
    .card = „Értékeld ki Luccát és Viareggiót” kártya
    .cards = „Értékeld ki Luccát és Viareggiót” kártya
card-two_types_of_choice = „Értékelj ki 2 épülettípust”
    .plural = „Értékelj ki 2 épülettípust” kártyák
    .card = „Értékelj ki 2 épülettípust” kártya
    .cards = „Értékelj ki 2 épülettípust” kártya
card-smallest_of_each_type = „Értékeld ki minden típus legkisebb épületét”
    .plural = „Értékeld ki minden típus legkisebb épületét” kártyák
    .card = „Értékeld ki minden típus legkisebb épületét” kártya
    .cards = „Értékeld ki minden típus legkisebb épületét” kártya
card-left_right_majority = „Legmagasabb összköltség: bal és jobb oldal”
    .plural = „Legmagasabb összköltség: bal és jobb oldal” kártyák
    .card = „Legmagasabb összköltség: bal és jobb oldal” kártya
    .cards = „Legmagasabb összköltség: bal és jobb oldal” kártya
card-city_majority = „Legmagasabb összköltség városonként”
    .plural = „Legmagasabb összköltség városonként” kártyák
    .card = „Legmagasabb összköltség városonként” kártya
    .cards = „Legmagasabb összköltség városonként” kártya

## Csoportok

group-building = épület
    .plural = épületek
    .card = épületlapka
    .cards = épületlapka
group-upgrade = Fejlesztéslapka
    .plural = Fejlesztéslapkák
    .card = Fejlesztéslapka
    .cards = Fejlesztéslapka
group-top_card = Felső kártya
    .plural = Felső kártyák
    .card = Felső kártya
    .cards = Felső kártya
group-object_card = Tárgykártya
    .plural = Tárgykártyák
    .card = Tárgykártya
    .cards = Tárgykártya
group-building_card = Épületkártya
    .plural = Épületkártyák
    .card = Épületkártya
    .cards = Épületkártya
group-bonus_card = Bónuszpontkártya
    .plural = Bónuszpontkártyák
    .card = Bónuszpontkártya
    .cards = Bónuszpontkártya

## Zónák

zone-building_stack = épületkészlet
    .plural = épületkészletek
zone-upgrade_supply = Fejlesztéslapka-készlet
    .plural = Fejlesztéslapka-készletek
zone-top_deck = Felső kártya pakli
    .plural = Felső kártya paklik
zone-object_deck = Tárgykártya-pakli
    .plural = Tárgykártya-paklik
zone-building_deck = Épületkártya-pakli
    .plural = Épületkártya-paklik
zone-bonus_deck = Bónuszpontkártya-pakli
    .plural = Bónuszpontkártya-paklik
zone-objectives = Célkitűzések Táblája
    .plural = Célkitűzések Táblái
zone-board = Játékostábla
    .plural = Játékostáblák
    .card = épület
    .cards = épületek
zone-upgrades = Fejlesztéslapkák a játékostáblán
    .plural = Fejlesztéslapkák a játékostáblákon
    .card = Fejlesztéslapka
    .cards = Fejlesztéslapkák

## Számlálók

counter-points = győzelmi pont
    .plural = győzelmi pontok
counter-money = pénz
    .plural = pénz
counter-stones = kő
    .plural = kövek
counter-objects = tárgy
    .plural = tárgyak
counter-type_scorings = épülettípus-értékelés
    .plural = épülettípus-értékelések
counter-city_scorings = városértékelés
    .plural = városértékelések
counter-category_scorings = épületkategória-értékelés
    .plural = épületkategória-értékelések
counter-city_scored = városonkénti értékelés
    .plural = városonkénti értékelések
    .part = { $part } értékelései
counter-category_scored = épületkategóriánkénti értékelés
    .plural = épületkategóriánkénti értékelések
    .part = { $part } kategória értékelései
counter-announced = játék vége bejelentve
    .plural = játék vége bejelentve
counter-top_met = Felső kártya célja teljesítve
    .plural = Felső kártya célja teljesítve
counter-object_met = Tárgykártya célja teljesítve
    .plural = Tárgykártya célja teljesítve
counter-building_met = Épületkártya célja teljesítve
    .plural = Épületkártya célja teljesítve
counter-all_met = mindhárom cél teljesítve
    .plural = mindhárom cél teljesítve
counter-vp_rate = GYP értékpontonként
    .plural = GYP értékpontonként
counter-money_rate = pénz értékpontonként
    .plural = pénz értékpontonként

## A Célkitűzéskártyák akciói

action-announce = célkitűzés
    .plural = célkitűzések
action-score = végső értékelés
    .plural = végső értékelések
action-score_in_city = városértékelés
    .plural = városértékelések

## Nevek az összefoglaló lapon: felsorolások, lapattribútumok, változók

enum-city = város
    .plural = városok
enum-terrain = épületkategória
    .plural = épületkategóriák
enum-object = tárgytípus
    .plural = tárgytípusok
enum-stone = kőszín
    .plural = kőszínek
attribute-value = érték
    .plural = értékek
    .value = érték: { $value }
attribute-terrain = épületkategória
    .plural = épületkategóriák
attribute-object = tárgy
    .plural = tárgyak
attribute-city = város
    .plural = városok
variable-money_per_point = pénz győzelmi pontonként
    .plural = pénz győzelmi pontonként

## Fázisok (a játékköröket ez a szabálykészlet nem játssza le)

phase-turns = Játékkörök
    .letter = A

## Döntések és pontozási kategóriák

choice-bonus_cities = Válaszd ki a két várost, amelyet a Bónuszpontkártyáért kiértékelsz.
choice-bonus_types = Válaszd ki a két épülettípust, amelyet a Bónuszpontkártyáért kiértékelsz.
category-track_points = GYP a pontozósávon
category-announce_bonus = A játék végének bejelentése
category-object_points = Tárgykártya
category-loose_objects = Többi tárgy (1-1 GYP)
category-building_points = Épületkártya
category-bonus_points = Bónuszpontkártya
category-money_points = Pénz

## Érvényben lévő feltevések (az összefoglaló lapon)

param-city_vp_rate = GYP a városokon a játékostáblán
param-city_money_rate = Pénz a városokon a játékostáblán
param-upgrade_vp_rate = GYP a városi Fejlesztéslapkákon
    .text = A városi Fejlesztéslapka értékpontonként 4 GYP-t ér Livornóban, 3-at Luccában, 2-t Massában és 1-et Pisában, Viareggióban és Lériciben.
param-upgrade_money_rate = Pénz a városi Fejlesztéslapkákon
    .text = A városi Fejlesztéslapka értékpontonként 3 pénzt ér Pisában, 2-t Viareggióban és 1-et a többi városban.
param-upgrade_terrain_vp_rate = GYP az épületkategória-Fejlesztéslapkákon
    .text = Az épületkategória-Fejlesztéslapka értékpontonként 1 GYP-t ér a városi és 2-t a vidéki épületekért.
param-upgrade_terrain_money_rate = Pénz az épületkategória-Fejlesztéslapkákon
    .text = Az épületkategória-Fejlesztéslapka értékpontonként 1 pénzt ér.
param-buildings_needed = Épületek: { card-many_buildings }
param-cities_needed = Városok: { card-score_cities }
param-city_buildings_needed = Városi épületek az épületkártyához
param-city_colours = Egy város által elfogadott kőszínek
param-city_majority_points = Pontok a legmagasabb építési költségért egy városban
param-cost_eight_points = Pontok városonként 8-as értékű épületenként
param-different_points = Pontok különböző tárgyak készleteiért
param-expensive_buildings_needed = Épületek: { card-expensive_buildings }
param-expensive_value = Drága épület értéke
param-four_in_city_points = Pontok 4 épületenként egy városban
param-identical_points = Pontok azonos tárgyakért
param-land_buildings_needed = Vidéki épületek az épületkártyához
param-land_city_pairs_needed = Vidéki és városi épületpárok
param-money_card_money_per_point = Pénz pontonként: { card-collect_money }
param-money_needed = Pénz: { card-collect_money }
param-points_needed = Pontok: { card-many_points }
param-scorings_needed = Értékelések: { card-score_four_times }
param-terrain_money_rate = Pénz értékpontonként kategóriánként
param-terrain_vp_rate = Győzelmi pont értékpontonként kategóriánként
param-three_in_city_points = Pontok 3 épületenként egy városban
param-two_in_city_points = Pontok 2 épületenként egy városban
param-starting_money = Kezdő pénz
param-announce_points = Győzelmi pontok a játék végének bejelentéséért
param-base_money_per_point = Pénz a játék végén
    .text = A játék végén minden { $value } pénz 1 GYP-t ér, lefelé kerekítve.
param-tie_break_most_stones = Holtverseny a győzelemért
    .text = { $value ->
        [true] Pontegyenlőség esetén az nyer, akinek több köve van; ha ez is egyenlő, megosztoznak a győzelmen.
       *[other] Pontegyenlőség esetén a játékosok megosztoznak a győzelmen.
    }
param-category_scorings_count = Az épületkategória-értékelés számít
    .text = { $value ->
        [true] Egy épületkategória kiértékelése is számít az „Értékelj négyszer” kártyánál.
       *[other] Egy épületkategória kiértékelése nem számít az „Értékelj négyszer” kártyánál.
    }
param-objects_needed = Tárgyak az alap Tárgykártyához
    .text = A „Gyűjts ennyi tárgyat” kártya 6 tárgyat kér 4 játékosnál, 7-et 3 játékosnál és 8-at 2 játékosnál.
param-object_card_points_per_object = Az alap Tárgykártya pontjai
    .text = Az alap Tárgykártya tárgyanként { $value } GYP-t ér.
param-multiplied_fewer_groups = Háromnál kevesebb szorzandó csoport
    .text = { $value ->
        [product_of_those] Háromnál kevesebb egyforma tárgyakból álló csoport esetén a „Gyűjts 3 pár tárgyat, a 3 csoportot összeszorozzuk” kártya a meglévő csoportokat szorozza össze.
       *[other] Háromnál kevesebb egyforma tárgyakból álló csoport esetén a „Gyűjts 3 pár tárgyat, a 3 csoportot összeszorozzuk” kártya a csoportokért nem ad pontot.
    }
param-multiplied_fewer_cities = Háromnál kevesebb szorzandó város
    .text = { $value ->
        [multiply_those] Háromnál kevesebb szorzandó város esetén az „Építs 2-2 épületet 3 különböző városban, a 3 csoportot összeszorozzuk” kártya a meglévő városokat szorozza össze.
       *[other] Háromnál kevesebb szorzandó város esetén az „Építs 2-2 épületet 3 különböző városban, a 3 csoportot összeszorozzuk” kártya nem ad pontot.
    }
param-objective_cards = Célkitűzéskártyák
    .text = { $value ->
        [first_game] Az első játékhoz való négy Célkitűzéskártyával játszunk (a bal felső sarkukban 2-es áll).
       *[other] Minden színből véletlenszerűen húzunk egy Célkitűzéskártyát; a játékosok a kártyákat ki is választhatják.
    }
param-multiplied_city_minimum = Szorzó városok
    .text = A „2-2 épület 3 különböző városban, összeszorozva” kártyánál egy város legalább { $value } épülettel számít.
param-total_cost_needed = Összköltség az alap Épületkártyához
    .text = Az „Építs ennyi összköltségű épületet” kártya 20-at kér 4 játékosnál, 25-öt 3 játékosnál és 30-at 2 játékosnál.
param-building_card_points_per_value = Az alap Épületkártya pontjai
    .text = Az alap Épületkártya az összes épület minden értékpontjáért { $value } GYP-t ér.
param-majority_needs_a_building = A többséghez épület kell
    .text = { $value ->
        [true] Akinek nincs épületértéke egy városban vagy a tábla egyik felén, ott nem lehet övé a legmagasabb összeg.
       *[other] Épületérték nélküli játékosok is osztozhatnak a legmagasabb összegen, ha senkinek sincs több.
    }

assumption-object_of_building = A Kapu kaput, a Katedrális kelyhet, a Palota koronát, a Könyvtár könyvet, a Kastély címert, a Villa zászlót ad.
assumption-objects_as_counts = A tárgyakat típusonként számoljuk: minden játékosét, a tárgymezőn lévőket és a készletben lévőket.
assumption-final_scoring_order = A végső értékelés sorrendje: Felső kártya, Tárgykártya, Épületkártya, Bónuszpontkártya; a pénzt (a Bónuszpontkártyától kapottat is) legvégül váltjuk GYP-re.
assumption-smallest_building_tie = Ha egy típus két legkisebb épülete azonos értékű, a bal szélsőbb városban álló számít.
assumption-bonus_scoring_gives_no_objects = A Bónuszpontkártya város- és típusértékelései nem adnak tárgyat.
assumption-best_groups = A csoportokat vagy párokat számoló kártyák a játékos számára legjobb csoportosítást értékelik.
assumption-first_game_set = Az első játékhoz való négy kártyának (2-es a bal felső sarkukban) az előkészítés képén láthatókat vesszük: „Építs ennyi drága épületet”, „Gyűjts 3 pár tárgyat”, „Építs 2-2 épületet 3 különböző városban” és „Értékelj ki 2 tetszőleges várost”.

## Megírt szabályszöveg (a 003-as kiegészítő szabály kártyaleírásai alapján; .fingerprint: a
## szabálykód, amelyhez írták, lásd `rulewright fingerprints carrara`)

written-card-total_cost-score = Annyi GYP-t kapsz, amennyi az épületeid értékének összege.
    .fingerprint = 0a6d507d2411
written-card-two_in_three_cities-score = Minden városban minden 2 épületed után GYP jár: Livorno 11, Pisa 9, Lucca 7, Viareggio 5, Massa 3, Lérici 1.
    .fingerprint = 7b212eef2d69
written-card-three_in_two_cities-score = Minden városban minden 3 épületed után GYP jár: Livorno 17, Pisa 14, Lucca 11, Viareggio 8, Massa 5, Lérici 2.
    .fingerprint = fce34ecaba5c
written-card-four_in_one_city-score = Minden városban minden 4 épületed után GYP jár: Livorno 23, Pisa 19, Lucca 15, Viareggio 11, Massa 7, Lérici 3.
    .fingerprint = 709c3e9a609b
written-card-cost_eight-score = Minden 8-as értékű épületed után a városától függően GYP jár: Livorno 34, Pisa 26, Lucca 19, Viareggio 13, Massa 8, Lérici 4.
    .fingerprint = 74bcd48d46d5
written-card-land_buildings-score = Minden vidéki épületed 6 GYP-t ér.
    .fingerprint = 71ad2ee98891
written-card-city_buildings-score = Minden városi épületed 3 GYP-t ér.
    .fingerprint = 061265d08dd4
written-card-two_in_three_cities_multiplied-score = Annak a legfeljebb 3 városnak az épületszámát, ahol legalább 2 épületed van (a legtöbb épülettel bírókat), összeszorozod: ennyi GYP-t kapsz (0-t, ha nincs ilyen város). Az épületek értéke nem számít.
    .fingerprint = 74887f8e2f2d
written-card-land_city_pairs-score = Minden pár (1 városi és 1 vidéki épület) a két épület értékének összegét éri; a legértékesebb épületekből alkotsz párokat. A párba nem került épületek nem érnek semmit.
    .fingerprint = ce4d0f3d3eb1
written-card-two_cities_of_choice-score = Értékelj ki 2 tetszőleges várost, akkor is, ha már kiértékelték őket: mindkét városban az ott álló épületeid értékének összege után kapsz GYP-t és pénzt, a saját városi értékeid szerint.
    .fingerprint = d7b70c20b37a
written-card-livorno_and_lerici-score = Értékeld ki Livornót és Léricit, akkor is, ha már kiértékelték őket: az ott álló épületeid értékének összege után kapsz GYP-t és pénzt, a saját városi értékeid szerint.
    .fingerprint = 8681168178c5
written-card-pisa_and_massa-score = Értékeld ki Pisát és Massát, akkor is, ha már kiértékelték őket: az ott álló épületeid értékének összege után kapsz GYP-t és pénzt, a saját városi értékeid szerint.
    .fingerprint = 13fb4559ccec
written-card-lucca_and_viareggio-score = Értékeld ki Luccát és Viareggiót, akkor is, ha már kiértékelték őket: az ott álló épületeid értékének összege után kapsz GYP-t és pénzt, a saját városi értékeid szerint.
    .fingerprint = ff560b2991cf
written-card-two_types_of_choice-score = Válassz 2 épülettípust, és értékeld ki őket, akkor is, ha már kiértékelték őket: városonként a választott típusú épületeid értékének összege után kapsz GYP-t és pénzt.
    .fingerprint = d1c648248daa
written-card-smallest_of_each_type-score = Minden épülettípusból, amelyből van épületed, csak a legkisebb értékűt értékeled ki, annak a városnak az értékei szerint, ahol áll (ha több ilyen van, a városok sorrendjében az első).
    .fingerprint = 606455dc3559
written-card-left_right_majority-score = Bal oldal (Livorno, Pisa, Lucca) és jobb oldal (Viareggio, Massa, Lérici) külön-külön: akinek ott a legnagyobb az épületeinek összértéke, 9 GYP-t kap. Holtverseny esetén minden érintett játékos megkapja. Akinek ott nincs épülete, nem kap semmit.
    .fingerprint = 69948ce6c89c
written-card-city_majority-score = Minden városban az a játékos, akinek ott a legnagyobb az épületeinek összértéke, GYP-t kap: Livorno 14, Pisa 12, Lucca 10, Viareggio 8, Massa 6, Lérici 4. Holtverseny esetén minden érintett játékos megkapja. Akinek ott nincs épülete, nem kap semmit.
    .fingerprint = 37fd245bff53
written-card-collect_objects-score = Minden tárgyad 1 GYP-t ér.
    .fingerprint = f572e6af0975
written-card-three_pairs-score = Minden azonos tárgyakból álló pár 5 GYP-t ér (4 azonos tárgy 2 pár). Minden további tárgy 1 GYP-t ér.
    .fingerprint = 5a1e24f23468
written-card-two_triplets-score = Minden azonos tárgyakból álló hármas 7 GYP-t ér (6 azonos tárgy 2 hármas). Minden további tárgy 1 GYP-t ér.
    .fingerprint = 2e20cb6ca15a
written-card-four_identical-score = Minden tárgytípus aszerint ér GYP-t, hány darab van belőle: 1 → 1 GYP, 2 → 3, 3 → 6, 4 → 10, 5 → 15, 6 → 21.
    .fingerprint = a64195bbd4a5
written-card-pair_and_quadruplet-score = Minden kombináció (1 pár és 1 négyes, közös tárgy nélkül) 20 GYP-t ér (6 azonos tárgy egy kombináció). Minden további tárgy 1 GYP-t ér.
    .fingerprint = 0ca25c289f73
written-card-four_different-score = A tárgyaidból különböző tárgyakból álló csoportokat képzel, a legnagyobbakat először (egy csoportban minden típusból legfeljebb egy tárgy): 2 különböző tárgy 3 GYP, 3 → 7, 4 → 12, 5 → 18, 6 → 24. Az egyedül maradt tárgy 1 GYP-t ér.
    .fingerprint = 06f7fabc2f64
written-card-two_groups_of_three_different-score = Minden 3 különböző tárgyból álló csoport, amelyet ki tudsz alakítani, 8 GYP-t ér (mindegy, mely tárgyak alkotják). Minden további tárgy 1 GYP-t ér.
    .fingerprint = ca402b58c42b
written-card-three_pairs_multiplied-score = Annak a legfeljebb 3 tárgytípusnak a darabszámát, amelyből a legtöbb van (csak a legalább 2 darabos típusok számítanak), összeszorozod: ennyi GYP-t kapsz (0-t, ha nincs ilyen típus). Minden további tárgy 1 GYP-t ér.
    .fingerprint = e0bcfa6273b4

## The turn

group-marble = márványkő
    .plural = márványkövek
card-stone_block = kő
    .plural = kövek
    .card = kő
    .cards = kövek
attribute-colour = szín
    .plural = színek
enum-segment = körcikk
    .plural = körcikkek
segment-seg_i = I-es körcikk
    .plural = I-es körcikkek
segment-seg_ii = II-es körcikk
    .plural = II-es körcikkek
segment-seg_iii = III-as körcikk
    .plural = III-as körcikkek
segment-seg_iv = IV-es körcikk
    .plural = IV-es körcikkek
segment-seg_v = V-ös körcikk
    .plural = V-ös körcikkek
segment-seg_vi = VI-os körcikk
    .plural = VI-os körcikkek
enum-turn_action = akció
    .plural = akciók
turn_action-buy_stones = kövek vásárlása
    .plural = kövek vásárlása
turn_action-build_tile = építés
    .plural = építés
turn_action-upgrade_building = egy épület fejlesztése
    .plural = egy épület fejlesztése
turn_action-score_marker = értékelés
    .plural = értékelések
turn_action-announce_end = a játék végének bejelentése
    .plural = a játék végének bejelentése
turn_action-pass_turn = passzolás
    .plural = passzolás
enum-wheel_turn = a kerék forgatása
    .plural = a kerék forgatása
wheel_turn-turn_wheel = a kerék forgatása
    .plural = a kerék forgatása
wheel_turn-keep_wheel = a kerék forgatása nélkül
    .plural = a kerék forgatása nélkül
enum-buy_more = további vásárlás
    .plural = további vásárlás
buy_more-more_stones = még egy kő vásárlása
    .plural = még egy kő vásárlása
buy_more-stop_buying = a vásárlás befejezése
    .plural = a vásárlás befejezése
enum-scoring_kind = értékelés
    .plural = értékelések
scoring_kind-by_type = egy épülettípus
    .plural = épülettípusok
scoring_kind-by_city = egy város
    .plural = városok
scoring_kind-by_category = egy épületkategória
    .plural = épületkategóriák
enum-object_buy = tárgyvásárlás
    .plural = tárgyvásárlások
object_buy-buy_object = egy tárgy vásárlása
    .plural = egy tárgy vásárlása
object_buy-skip_object = nincs tárgyvásárlás
    .plural = nincs tárgyvásárlás
zone-display = kínálat
    .plural = kínálatok
    .card = épületlapka a kínálatban
    .cards = épületlapkák a kínálatban
zone-eight_supply = a 8-as értékű lapkák készlete
    .plural = a 8-as értékű lapkák készletei
    .card = 8-as értékű lapka
    .cards = 8-as értékű lapkák
zone-box = doboz
    .plural = dobozok
zone-bag = zsák
    .plural = zsákok
    .card = kő a zsákban
    .cards = kövek a zsákban
zone-payment = fizetés
    .plural = fizetések
    .card = kifizetett kő
    .cards = kifizetett kövek
zone-wheel = kerék
    .plural = kerekek
    .card = kő a keréken
    .cards = kövek a keréken
zone-stone_stock = kövek a Házban
    .plural = kövek a Házakban
    .card = kő
    .cards = kövek
counter-markers = értékelésjelző
    .plural = értékelésjelzők
counter-type_scored = épülettípusonkénti értékelés
    .plural = épülettípusonkénti értékelések
    .part = { $part } típus értékelései
counter-object_supply = tárgy a készletben
    .plural = tárgyak a készletben
counter-object_field = tárgy a tárgymezőn
    .plural = tárgyak a tárgymezőn
variable-start_player = kezdőjátékos
variable-buying_done = a vásárlás véget ért
choice-turn_choice = Válaszd ki az akciódat.
choice-wheel_choice = Forgatod a kereket (és feltöltöd), vagy nem?
choice-buy_segment = Válaszd ki a körcikket, amelyről vásárolsz.
    .shown = { $value ->
        [0] teljes ár
       *[other] ár −{ $value }
    }
choice-buy_stone = Válassz egy követ, amelyet megveszel.
    .shown = { $value } pénz
choice-buy_more_choice = Veszel még egy követ erről a körcikkről?
choice-build_tile_choice = Válaszd ki az épületlapkát, amelyet megépítesz.
choice-build_city_choice = Válaszd ki a várost, ahová építesz.
choice-pay_stones = Válaszd ki a köveket, amelyekkel fizetsz.
choice-upgrade_old_choice = Válaszd ki az épületet, amelyet fejlesztesz.
choice-upgrade_new_choice = Válaszd ki a drágább lapkát, amely a helyére kerül.
choice-upgrade_tile_choice = Válassz egy Fejlesztéslapkát.
choice-scoring_choice = Mit értékelsz ki?
choice-score_type_choice = Válaszd ki az épülettípust, amelyet kiértékelsz (minden ilyen típusú épületed számít).
choice-score_city_choice = Válaszd ki a várost, amelyet kiértékelsz.
choice-score_category_choice = Válaszd ki az épületkategóriát, amelyet kiértékelsz.
choice-object_choice = Veszel egy tárgyat a tárgymezőről?
    .shown = { $value ->
        [0] nem kerül semmibe
       *[other] { $value } pénz
    }
choice-object_pick = Válaszd ki a tárgyat, amelyet megveszel.
    .shown = { $value } pénz
param-stone_price = A kövek ára az I-es körcikken
param-stone_rank = A kőszínek sorrendje
param-segment_discount = Árcsökkenés körcikkenként
param-wheel_size = Kövek a keréken feltöltés után
param-last_segment_stones = Kövek a VI-os körcikken a kerék forgatásakor
    .text = A kerék forgatásakor a VI-os körcikken maradt kövek visszakerülnek a zsákba.
param-no_money_coins = Pénz nélküli játékos
    .text = Aki köveket vásárol, de nincs pénze, és egy követ sem tud venni, 2 pénzt kap a bankból.
param-starting_stone_colours = Kezdőkő ülésrend szerint
param-display_size = Épületlapkák a kínálatban
param-eight_value = A drága lapkák értéke
param-upgrade_to_eight_gives_tile = Fejlesztés 8-as értékű épületté
    .text = Aki egy épületét 8-as értékű épületté fejleszti, nem kap Fejlesztéslapkát (nem építette meg).
param-end_after_buildings_run_out = Amikor elfogynak az épületlapkák
    .text = Ha a kínálat és a húzópakli is kiürült, a fordulót végigjátsszák, és a játék véget ér.
param-scoring_markers = Értékelésjelzők
param-city_minimum_buildings = Egy város kiértékeléséhez szükséges épületek
    .text = Egy város kiértékeléséhez legalább 2 épület kell ott.
param-object_price = Egy tárgy ára
param-object_field_start = Tárgyak a tárgymezőn
param-object_supply_start = Tárgyak a készletben
param-object_field_refill = A tárgymező feltöltése
    .text = A tárgymezőről megvett tárgy helyére a készletből kerül egy azonos tárgy; ha abból már nincs, az értékelés sem ad ilyen tárgyat.
param-finish_round_after_announce = Bejelentés után
    .text = A bejelentés után a fordulót végigjátsszák.
param-type_minimum_buildings = Egy épülettípus kiértékeléséhez szükséges épületek
    .text = Egy épülettípust már egy ilyen épülettel is ki lehet értékelni.
param-empty_bag_refills_what_is_left = Túl kevés kő a zsákban
    .text = Ha túl kevés kő van a zsákban, a kereket a megmaradt kövekkel töltjük fel.
param-round_limit = A fordulók számának felső határa
    .text = A játék legkésőbb { $value } forduló után véget ér (felső határ, nem játékszabály).
counter-action_open = választható akció
    .plural = választható akciók
procedure-take_turn = egy kör lejátszása
procedure-check_actions = a választható akciók megállapítása
procedure-buy_from_wheel = kövek vásárlása
procedure-rotate_wheel = a kerék forgatása
procedure-buy_on_segment = kövek vásárlása egy körcikkről
procedure-pay_in_stones = kövek visszatétele a zsákba fizetésként
procedure-place_tile = a lapka elhelyezése
procedure-build = építés
procedure-upgrade_a_building = egy épület fejlesztése
procedure-take_upgrade_tile = egy Fejlesztéslapka elvétele
procedure-set_rates = a játékostábla értékeinek beállítása
procedure-give_object = egy tárgy elvétele a készletből
procedure-score_action = értékelés
procedure-object_purchase = egy tárgy vásárlása
written-phase-turns = A játékosok a kezdőjátékostól kezdve, az óramutató járása szerint következnek. A körödben pontosan egy akciót hajtasz végre az alábbiak közül. Minden értékeléshez elhelyezed egy értékelésjelződet (6 van belőle). Akciód után 10 pénzért vehetsz egy tárgyat a tárgymezőről. A helyére a készletből egy ugyanolyan tárgy kerül, ha van még.
    - Kövek vásárlása. Először eldöntöd, hogy forgatod-e a kereket; ha a kerék üres, forgatnod kell. Forgatáskor minden kő egy körcikkel továbbkerül, a VI-os körcikken lévő kövek pedig visszakerülnek a zsákba. Ezután a zsákból köveket húzol az I-es körcikkre, amíg 11 kő nem lesz a keréken. Ha nem forgatod a kereket, nem töltöd fel. Ezután kiválasztasz egy körcikket, és veszel róla egy vagy több követ, mindegyiket az ottani áráért (lásd a táblázatot). Ha egy követ sem tudsz venni, és nincs pénzed, helyette 2 pénzt kapsz.
    - Építés. Elveszel egy lapkát a kínálatból vagy a 8-as értékű lapkák közül, és az egyik városodba teszed. Annyi követ fizetsz, amennyi az értéke, mind olyan színű, amelyet az a város elfogad. Livorno csak fehéret fogad el, Pisa sárgát is, Lucca pirosat is, Viareggio zöldet is, Massa kéket is, Lérici bármilyen színt. A kövek visszakerülnek a zsákba. A kínálatból elvett lapka helyére új kerül a húzópakliból. Ha 8-as értékű lapkát építettél, azonnal elveszel egy választásod szerinti, még elérhető Fejlesztéslapkát, és a városára vagy épületkategóriájára teszed.
    - Fejlesztés. Az egyik épületedet lecseréled egy drágább lapkára a kínálatból vagy a 8-as értékű lapkák közül. Az épületek költségének csak a különbségét fizeted ki, az ott elfogadott színű kövekkel. A régi lapka visszakerül a dobozba, és kikerül a játékból. A 8-as értékű lapkává fejlesztés nem ad Fejlesztéslapkát.
    - Egy épülettípus értékelése, ha még nem értékelted. Minden ilyen típusú épületed az értéke és a városa értékeinek szorzatát hozza. Mindegyik ad neked 1 saját fajtájú tárgyat is. A városok értéke értékpontonként: Livorno 3 GYP, Pisa 3 pénz, Lucca 2 GYP, Viareggio 2 pénz, Massa 1 GYP, Lérici 1 pénz. A Fejlesztéslapka a letakart értékeket váltja fel.
    - Egy város értékelése, ha még senki sem értékelte, és legalább 2 épületed van ott. Minden ottani épületed az értéke és a város értékeinek szorzatát hozza, és ad neked 1 tárgyat.
    - Egy épületkategória értékelése, ha még nem értékelted, és van belőle épületed. Összeadod az ilyen kategóriájú épületeid értékét. A városi épületek pontonként 1 pénzt, a vidéki épületek pontonként 1 GYP-t érnek, hacsak Fejlesztéslapka nem takarja a kategóriát. Ez az értékelés nem ad tárgyat.
    - A játék végének bejelentése: csak ha mindhárom célkitűzést teljesítetted, és még senki sem jelentette be a játék végét.
    - Passzolás: csak ha egyik akciót sem tudod végrehajtani.
    | Egy kő ára | fehér | sárga | piros | zöld | kék | fekete |
    | I-es körcikk | 6 | 5 | 4 | 3 | 2 | 1 |
    | II-es körcikk | 5 | 4 | 3 | 2 | 1 | 0 |
    | III-as körcikk | 4 | 3 | 2 | 1 | 0 | 0 |
    | IV-es körcikk | 3 | 2 | 1 | 0 | 0 | 0 |
    | V-ös körcikk | 2 | 1 | 0 | 0 | 0 | 0 |
    | VI-os körcikk | 1 | 0 | 0 | 0 | 0 | 0 |
    .fingerprint = 66cf64b73c17

## Írott célkitűzés-szövegek, ahol a generált mondat képletként hatott (objectives.yaml alapján ellenőrizve)

written-card-score_four_times-announce = Felső kártya célja teljesítve, ha legalább 4-szer értékeltél: az épülettípusok, a városok és az épületkategóriák értékelései együtt számítanak.
    .fingerprint = 0f7638a98e4a
written-card-expensive_buildings-announce = Felső kártya célja teljesítve, ha legalább 4 (3 játékos esetén 3, 4 játékos esetén 2) legalább 5 értékű épületed van.
    .fingerprint = e61a366659ed
written-card-score_cities-announce = Felső kártya célja teljesítve, ha legalább 3 (3 játékos esetén 2, 4 játékos esetén 1) várost értékeltél ki.
    .fingerprint = 0e8f44f53c66
written-card-cost_eight-announce = Épületkártya célja teljesítve, ha van legalább egy 8 értékű épületed.
    .fingerprint = c4d41d1ae80b
written-card-land_buildings-announce = Épületkártya célja teljesítve, ha legalább 4 (3 játékos esetén 3, 4 játékos esetén 2) vidéki épületed van.
    .fingerprint = f0c1c06cd5b3
written-card-city_buildings-announce = Épületkártya célja teljesítve, ha legalább 6 (3 játékos esetén 5, 4 játékos esetén 4) városi épületed van.
    .fingerprint = 50eda304094f
written-card-land_city_pairs-announce = Épületkártya célja teljesítve, ha legalább 4 városi és legalább 4 vidéki épületed van (3 játékos esetén mindkettőből 3, 4 játékos esetén 2).
    .fingerprint = 31907614ad57
written-card-pair_and_quadruplet-announce = Tárgykártya célja teljesítve, ha van 4 azonos tárgyad, és mellettük még egy pár azonos tárgyad (6 azonos tárgy is megfelel).
    .fingerprint = 570c8347cdee
written-card-two_groups_of_three_different-announce = Tárgykártya célja teljesítve, ha 2 csoportot tudsz alkotni, mindegyiket 3 különböző tárgyból (egy tárgy csak egy csoportba tartozhat).
    .fingerprint = 2fb1a1070fbe
written-group-bonus_card-score_in_city = Ha egy Bónuszpontkártya egy város épületeit értékeli, az épületek összértéke a város saját értékeiddel szorozva GYP-t és pénzt hoz (a Fejlesztéslapkákat is beleértve).
    .fingerprint = b8c38f8d8092
written-card-three_pairs-announce = Tárgykártya célja teljesítve, ha legalább 3 pár azonos tárgyad van (4 azonos tárgy 2 párnak számít).
    .fingerprint = 941d1dacacc9
written-card-two_triplets-announce = Tárgykártya célja teljesítve, ha legalább 2 hármas azonos tárgyad van (6 azonos tárgy 2 hármasnak számít).
    .fingerprint = c307d27a460a
written-card-three_pairs_multiplied-announce = Tárgykártya célja teljesítve, ha legalább 3 pár azonos tárgyad van (4 azonos tárgy 2 párnak számít).
    .fingerprint = 941d1dacacc9
written-card-collect_money-score = A játék végén minden 2 pénz ér 1 GYP-t.
    .fingerprint = be89abb2d456
written-end = A játék végén, az utolsó forduló után a játékosok összeszámolják a pontjaikat.
    - A pontozósávon elért GYP-k számítanak.
    - Aki bejelentette a játék végét, 5 GYP-t kap.
    - A Célkitűzéskártyák végső értékelése minden játékosra érvényes, akár teljesítette a célt, akár nem (lásd a kártyákat).
    - A Bónuszpontkártyánál a városok értéke a saját Játékostáblád szerinti, a Fejlesztéslapkákkal együtt (lásd a táblázatot; „lapkával”: Fejlesztéslapkával).
    - Végül a pénz GYP-t ér, lefelé kerekítve. Hogy mennyi pénz ér 1 GYP-t, azt az „Érvényben lévő feltevések” és a „Gyűjts ennyi pénzt” kártya mondja meg.
    - A legtöbb GYP-vel rendelkező játékos nyer. Döntetlen esetén az nyer, akinek a legtöbb köve van; a még mindig egyenlők osztoznak a győzelmen.
    | Város | GYP | Pénz | GYP lapkával | Pénz lapkával |
    | Livorno | 3 | 0 | 4 | 1 |
    | Pisa | 0 | 3 | 1 | 3 |
    | Lucca | 2 | 0 | 3 | 1 |
    | Viareggio | 0 | 2 | 1 | 2 |
    | Massa | 1 | 0 | 2 | 1 |
    | Lérici | 0 | 1 | 1 | 1 |
    .fingerprint = 1ce337d12ce1
