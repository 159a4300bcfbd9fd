Feature: Components, set-up and the first round
  The box holds the board, 15 farmers per colour, 50 landscape cards, 21
  building cards, 28 building tiles in 7 stacks, 7 start tiles, and 21 coal
  and 21 gold tiles. The runner gives every deck's order; the engine deals.
  In the first round each player only places their start tile.

  Rule: The box

    @id:ore-setup-01 @rule:OR-R-COMP-3 @rule:OR-R-COMP-4 @rule:OR-R-COMP-5 @rule:OR-R-COMP-6 @rule:OR-R-COMP-9 @rule:OR-R-COMP-10 @rule:OR-R-SETUP-2
    Example: A game from the shuffled box has every card and tile
      Given a new oregon game between red, blue, green and yellow from the box shuffled with seed 7
      Then the game has 50 landscape cards, 10 of each symbol
      And the game has 21 building cards, 3 of each building
      And every building stack holds 4 tiles
      And the coal tiles to take are 21, 7 each of 1, 2 and 3
      And the gold tiles to take are 21, 7 each of 3, 4 and 5

    @id:ore-setup-02 @rule:OR-R-COMP-1 @rule:OR-R-SETUP-1
    Example: The standard game is played on the 15 x 10 default board
      Given a new oregon game between red and blue from the box shuffled with seed 3
      Then the game is played on the board oregon-default

    # The start tiles, red's farmer at 0,4 (where red used the joker), blue's at 14,9 and
    # the two building cards of red's hand make the position reachable by play (issue 13).
    # Red (dealt wagon, wagon, settlers and a church card) placed the farmer with wagon and the
    # joker and drew the store card; blue (dealt campfire, campfire, settlers and a church card)
    # placed the farmer with campfire, campfire and drew campfire, campfire: the discards hold
    # red's wagon, then blue's two campfire cards.
    @id:ore-setup-03 @rule:OR-R-COMP-1
    Example: On the default board two different cards reach two areas of 6 spaces
      Given an oregon game between red and blue
      And red holds wagon, settlers, church and store
      And red's joker is inactive
      And the landscape discards are wagon, campfire, campfire
      And blue holds campfire, campfire, settlers and church
      And these pieces on the board:
        | col | row | piece             |
        | 10  | 0   | start church      |
        | 14  | 6   | start post office |
        | 0   | 4   | red               |
        | 14  | 9   | blue              |
      Then red may place a farmer on exactly 12 spaces

    @id:ore-setup-04 @rule:OR-R-META-1
    Example: Oregon is for 2 to 4 players
      When a new oregon game is requested between red, blue, green, yellow and black drawing church, store, station, harbour, post_office
      Then the request is rejected with bad_request

  Rule: Dealing, tokens and start tiles follow the runner's order

    @id:ore-setup-05 @rule:OR-R-SETUP-3 @rule:OR-R-SETUP-4 @rule:OR-R-SETUP-5 @rule:OR-R-SETUP-6 @rule:OR-R-SETUP-9 @rule:OR-R-SETUP-10 @rule:OR-R-COMP-6
    Example: Three landscape cards and one building card each, dealt in turn
      When a new oregon game starts between red and blue with:
        | deck            | cards                                                   |
        | start tiles     | church, station, store                                  |
        | landscape cards | eagle, buffalo, wagon, settlers, campfire, eagle, wagon |
        | building cards  | harbour, church, store                                  |
        | coal            | 2, 1                                                    |
        | gold            | 5                                                       |
      Then red holds eagle, wagon, campfire and harbour
      And blue holds buffalo, settlers, eagle and church
      And the landscape deck is now wagon
      And the building deck is now store
      And the coal tiles to take are now 2, 1
      And the gold tiles to take are now 5
      And the start tiles in the game are church and station
      And red is to place the start tile church
      And the events include, in order:
        | type             | player | building |
        | cards_dealt      | red    |          |
        | cards_dealt      | blue   |          |
        | start_tile_drawn | red    | church   |
        | start_tile_drawn | blue   | station  |

    # Edge case of OR-R-COMP-5 in a loaded position: 2 church tiles in the stack and 3 built
    # are more than the 4 of the box.
    @id:ore-setup-07 @rule:OR-R-COMP-5 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Two church tiles in the stack and three on the board is an invalid position
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And these pieces on the board:
        | col | row | piece  |
        | 0   | 0   | church |
        | 2   | 0   | church |
        | 4   | 0   | church |
      And the church stack holds 2 tiles
      And red holds eagle, buffalo and church
      When the position is loaded
      Then the answer is the error invalid_position under OR-R-COMP-5

    # Edge case of OR-R-COMP-6 in a loaded position: there is one start tile of each type,
    # so the church start tile cannot be both on the board and in a player's hand.
    @id:ore-setup-08 @rule:OR-R-COMP-6 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: A start church on the board and another in blue's hand is an invalid position
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And these pieces on the board:
        | col | row | piece        |
        | 0   | 0   | start church |
      And blue is to place the start tile church
      When the position is loaded
      Then the answer is the error invalid_position under OR-R-COMP-6

    # Edge case of OR-R-COMP-6: two players cannot both still hold the church start tile.
    @id:ore-setup-09 @rule:OR-R-COMP-6 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Red and blue both holding the start church is an invalid position
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And red is to place the start tile church
      And blue still holds the start tile church
      When the position is loaded
      Then the answer is the error invalid_position under OR-R-COMP-6

    @id:ore-setup-06 @rule:OR-R-SETUP-7 @rule:OR-R-SETUP-8 @rule:OR-R-COMP-2 @rule:OR-R-COMP-7 @rule:OR-R-COMP-8
    Example: Every player starts with 14 farmers, 0 points and both tokens active
      When a new oregon game starts between red and blue with:
        | deck            | cards                                         |
        | start tiles     | church, station                               |
        | landscape cards | eagle, buffalo, wagon, settlers, campfire, eagle |
        | building cards  | harbour, church                               |
      Then red has 14 farmers in supply
      And blue has 14 farmers in supply
      And the scores are red 0, blue 0
      And red's joker is active
      And red's extra turn token is active
      And blue's joker is active
      And blue's extra turn token is active

  Rule: In the first round each player places their start tile

    @id:ore-first-01 @rule:OR-R-FIRST-1 @rule:OR-R-FIRST-2 @rule:OR-R-FIRST-3
    Example: Start tiles go down in seating order, then the first player plays cards
      When a new oregon game starts between red and blue with:
        | deck            | cards                                            |
        | start tiles     | church, station                                  |
        | landscape cards | eagle, buffalo, wagon, settlers, campfire, eagle |
        | building cards  | harbour, church                                  |
      Then red may place the start tile on exactly 54 spaces
      When red places the start tile on 0,0
      Then blue is to place the start tile station
      And blue may place the start tile on exactly 22 spaces
      When blue places the start tile on 3,0
      Then it is red's turn to play cards
      And there is a church on 0,0
      And there is a station on 3,0
      And red holds eagle, wagon, campfire and harbour
      And the church stack holds 4 tiles

    @id:ore-first-02 @rule:OR-R-FIRST-1
    Example: A start tile goes only on terrain that takes its building
      When a new oregon game starts between red and blue with:
        | deck            | cards                                            |
        | start tiles     | church, station                                  |
        | landscape cards | eagle, buffalo, wagon, settlers, campfire, eagle |
        | building cards  | harbour, church                                  |
      And red tries to place the start tile on 4,0
      Then the move is rejected under OR-R-FIRST-1

    @id:ore-first-03 @rule:OR-R-FIRST-2
    Example: A later start tile needs an empty space
      When a new oregon game starts between red and blue with:
        | deck            | cards                                            |
        | start tiles     | post office, church                              |
        | landscape cards | eagle, buffalo, wagon, settlers, campfire, eagle |
        | building cards  | harbour, church                                  |
      And red places the start tile on 0,0
      And blue tries to place the start tile on 0,0
      Then the move is rejected under OR-R-FIRST-2

    @id:ore-first-04 @rule:OR-R-FIRST-3
    Example: No farmer is placed during the first round
      When a new oregon game starts between red and blue with:
        | deck            | cards                                            |
        | start tiles     | church, station                                  |
        | landscape cards | eagle, buffalo, wagon, settlers, campfire, eagle |
        | building cards  | harbour, church                                  |
      And red tries to place a farmer on 6,4 with wagon as row and wagon as column
      Then the move is rejected under OR-R-FIRST-3

    @id:ore-first-05 @rule:OR-R-FIRST-1 @rule:OR-R-BUILD-6
    Example: A harbour start tile goes on meadow next to the water
      Given an oregon game between red and blue
      And red is to place the start tile harbour
      And blue still holds the start tile church
      And red holds eagle, buffalo, wagon and church
      And blue holds wagon, settlers, campfire and post office
      Then red may place the start tile on exactly 15 spaces

  Rule: The state of a new game (edge cases)

    # Edge case of OR-R-EXTRA-3: no extra turn has been used before the first turn, so the
    # new game's turn says extra_turn_used false.
    @id:ore-setup-10 @rule:OR-R-EXTRA-3 @rule:OR-R-SETUP-10
    Example: A new game starts with the extra turn unused and the end not triggered
      When a new oregon game starts between red and blue with:
        | deck            | cards                                                   |
        | start tiles     | church, station, store                                  |
        | landscape cards | eagle, buffalo, wagon, settlers, campfire, eagle, wagon |
        | building cards  | harbour, church, store                                  |
        | coal            | 2, 1                                                    |
        | gold            | 5                                                       |
      Then the state at /turn is {"number": 1, "player": "red", "phase": "place_start_tile", "extra_turn_used": false, "end_triggered": false}

    # Edge case of OR-R-COMP-1 with custom boards (spec/oregon.md, "Protocol"): a terrain row
    # longer than its column bands make is bad_request in new_game.
    @id:ore-setup-11 @rule:OR-R-COMP-1 @rule:PRO-R-ERROR-3 @requires:custom_boards
    Example: An inline board with a terrain row too long is refused
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "options": {"board": {"id": "long", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}}, "draw": {"tiles": ["church", "station", "store"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle", "wagon"], "building_cards": ["harbour", "church", "store"], "coal": ["2", "1"], "gold": ["5"]}}
      """
      Then the answer is the error bad_request

    # Edge case of OR-R-SETUP-6: the runner's gold order is the order the tiles are taken,
    # top first, as for coal (ore-setup-05): draw.gold 5, 3, 4 leaves 5 on top, then 3, then 4.
    @id:ore-setup-200 @rule:OR-R-SETUP-6
    Example: The gold tiles are taken in the runner's order, top first
      When a new oregon game starts between red and blue with:
        | deck            | cards                                                   |
        | start tiles     | church, station, store                                  |
        | landscape cards | eagle, buffalo, wagon, settlers, campfire, eagle, wagon |
        | building cards  | harbour, church, store                                  |
        | coal            | 3, 1, 2                                                 |
        | gold            | 5, 3, 4                                                 |
      Then the coal tiles to take are now 3, 1, 2
      And the gold tiles to take are now 5, 3, 4

    # Edge case of OR-R-FIRST-3 and the turn number (spec/oregon.md "Protocol": 1 = the first
    # player's start tile, +1 per completed player turn): red's start tile is turn 1, blue's
    # turn 2, so red's first normal turn is turn 3.
    @id:ore-first-200 @rule:OR-R-FIRST-3 @rule:PC-R-TURN-1
    Example: Each start tile placed counts as a turn
      When a new oregon game starts between red and blue with:
        | deck            | cards                                            |
        | start tiles     | church, station                                  |
        | landscape cards | eagle, buffalo, wagon, settlers, campfire, eagle |
        | building cards  | harbour, church                                  |
      And red places the start tile on 0,0
      Then the state at /turn/number is 2
      When blue places the start tile on 3,0
      Then it is red's turn to play cards
      And the state at /turn/number is 3

  Rule: A start tile with no legal space goes back to the box (edge cases)

    # Edge case of OR-R-FIRST-2 (spec/oregon.md, "Why/notes": a start tile with no legal space
    # on a custom board goes back to the box, start_tile_returned): this board has no railway,
    # so blue's station start tile has nowhere to go. Once red has placed the church, blue's
    # station is returned and red, the first player, plays cards (OR-R-FIRST-3).
    @id:ore-first-250 @rule:OR-R-FIRST-2 @rule:OR-R-FIRST-3 @requires:custom_boards
    Example: The last player's start tile with no railway on the board goes back to the box
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And red is to place the start tile church
      And blue still holds the start tile station
      And red holds eagle, eagle, buffalo and church
      And blue holds buffalo, buffalo, eagle and store
      When red places the start tile on 0,0
      Then it is red's turn to play cards
      And there is a church on 0,0
      And the events include, in order:
        | type                | player | building | rule        |
        | start_tile_placed   | red    | church   |             |
        | start_tile_returned | blue   | station  | OR-R-FIRST-2 |
      And the state at /buildings is [{"building": "church", "col": 0, "row": 0, "start_tile": true}]

    # Edge case of OR-R-FIRST-2 with three players: the middle player's start tile (a station,
    # no railway here) goes back to the box, and the first round goes on with the next seat:
    # green places the post office; then red plays cards.
    @id:ore-first-251 @rule:OR-R-FIRST-2 @rule:OR-R-FIRST-3 @requires:custom_boards
    Example: The middle player's start tile goes back to the box and the next player places theirs
      Given an oregon game between red, blue and green
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And red is to place the start tile church
      And blue still holds the start tile station
      And green still holds the start tile post office
      And red holds eagle, eagle, buffalo and church
      And blue holds buffalo, buffalo, eagle and store
      And green holds wagon, settlers, campfire and harbour
      When red places the start tile on 0,0
      Then green is to place the start tile post office
      And the events include, in order:
        | type                | player | building | rule        |
        | start_tile_placed   | red    | church   |             |
        | start_tile_returned | blue   | station  | OR-R-FIRST-2 |
      When green places the start tile on 5,3
      Then it is red's turn to play cards
      And there is a post office on 5,3

    # Edge case of OR-R-FIRST-1/2: the first player's own start tile has no legal space (a
    # station, no railway): it goes back to the box at once and blue, the next seat, places
    # the church.
    @id:ore-first-252 @rule:OR-R-FIRST-1 @rule:OR-R-FIRST-2 @requires:custom_boards
    Example: The first player's start tile with no legal space goes back and the next player places theirs
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And red is to place the start tile station
      And blue still holds the start tile church
      And red holds eagle, eagle, buffalo and church
      And blue holds buffalo, buffalo, eagle and store
      Then blue is to place the start tile church
      And the events include, in order:
        | type                | player | building | rule        |
        | start_tile_returned | red    | station  | OR-R-FIRST-2 |

  Rule: The start tile's legal moves are listed by column, then row (edge cases)

    # Edge case of OR-R-FIRST-1 and spec/oregon.md "Decisions and moves" (canonical order of
    # place_start_tile moves: by (col, row)): the church takes the four meadow spaces only,
    # the rest is mountain. By (col, row) they are 0,2 then 1,3 then 3,0 then 5,1 — not the
    # order of reading the board row by row (3,0, 5,1, 0,2, 1,3).
    @id:ore-first-253 @rule:OR-R-FIRST-1 @requires:custom_boards
    Example: The start tile's spaces are listed by column, then row
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | M     | M     | M     | G       | M       | M       |
        | eagle   | M     | M     | M     | M       | M       | G       |
        | buffalo | G     | M     | M     | M       | M       | M       |
        | buffalo | M     | G     | M     | M       | M       | M       |
      And red is to place the start tile church
      And blue still holds the start tile gold mine
      And red holds eagle, eagle, buffalo and church
      And blue holds buffalo, buffalo, eagle and store
      Then the legal place_start_tile moves are, in order:
        """
        [{"type": "place_start_tile", "col": 0, "row": 2},
         {"type": "place_start_tile", "col": 1, "row": 3},
         {"type": "place_start_tile", "col": 3, "row": 0},
         {"type": "place_start_tile", "col": 5, "row": 1}]
        """

  Rule: An inline board must hold what its bands say (edge cases of OR-R-COMP-1)

    # Edge case of OR-R-COMP-1 (spec/oregon.md §Canonical state: terrain rows of the wrong count):
    # 2 row bands of 2 rows need 4 terrain rows; the board gives 3.
    @id:ore-setup-210 @rule:OR-R-COMP-1 @rule:PRO-R-ERROR-3 @requires:custom_boards
    Example: An inline board with a terrain row missing is refused
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "options": {"board": {"id": "broken", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}}, "draw": {"tiles": ["church", "station"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle"], "building_cards": ["harbour", "church"], "coal": ["2", "1"], "gold": ["5"]}}
      """
      Then the answer is the error bad_request

    # Edge case of OR-R-COMP-1: 2 row bands of 2 rows need 4 terrain rows; the board gives 5.
    @id:ore-setup-211 @rule:OR-R-COMP-1 @rule:PRO-R-ERROR-3 @requires:custom_boards
    Example: An inline board with a terrain row too many is refused
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "options": {"board": {"id": "broken", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}}, "draw": {"tiles": ["church", "station"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle"], "building_cards": ["harbour", "church"], "coal": ["2", "1"], "gold": ["5"]}}
      """
      Then the answer is the error bad_request

    # Edge case of OR-R-COMP-1 (terrain rows of the wrong length): 2 column bands of 3 need rows of
    # 6 spaces; the last row has 5.
    @id:ore-setup-212 @rule:OR-R-COMP-1 @rule:PRO-R-ERROR-3 @requires:custom_boards
    Example: An inline board with a terrain row too short is refused
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "options": {"board": {"id": "broken", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}}, "draw": {"tiles": ["church", "station"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle"], "building_cards": ["harbour", "church"], "coal": ["2", "1"], "gold": ["5"]}}
      """
      Then the answer is the error bad_request

    # Edge case of OR-R-COMP-1 (letters missing from the legend): X at 5,3 is no legend letter.
    @id:ore-setup-213 @rule:OR-R-COMP-1 @rule:PRO-R-ERROR-3 @requires:custom_boards
    Example: An inline board with a terrain letter missing from the legend is refused
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "options": {"board": {"id": "broken", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGX"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}}, "draw": {"tiles": ["church", "station"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle"], "building_cards": ["harbour", "church"], "coal": ["2", "1"], "gold": ["5"]}}
      """
      Then the answer is the error bad_request

    # Edge case of OR-R-FARMER-4/OR-R-BUILD-5 for boards (spec/oregon.md: water that takes a
    # building): the legend's water takes harbours.
    @id:ore-setup-214 @rule:OR-R-BUILD-5 @rule:PRO-R-ERROR-3 @requires:custom_boards
    Example: An inline board whose water takes a building is refused
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "options": {"board": {"id": "broken", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GWGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": ["harbour"]}}}, "draw": {"tiles": ["church", "station"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle"], "building_cards": ["harbour", "church"], "coal": ["2", "1"], "gold": ["5"]}}
      """
      Then the answer is the error bad_request

    # Edge case of OR-R-COMP-1 with load_position (spec/oregon.md: such a board is
    # invalid_position there): the position's inline board has a terrain row too short.
    @id:ore-setup-215 @rule:OR-R-COMP-1 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: A position on an inline board with a terrain row too short is invalid
      When the engine is asked to load the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "broken", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      Then the answer is the error invalid_position

    # Edge case of OR-R-COMP-1 (spec/oregon.md: an inline board off its schema is bad_request in
    # new_game): band_width 0 (the board schema's minimum is 1).
    @id:ore-setup-216 @rule:OR-R-COMP-1 @rule:PRO-R-ERROR-3 @requires:custom_boards
    Example: An inline board off the board schema is refused
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "options": {"board": {"id": "narrow", "provenance": "scenario", "band_width": 0, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["", "", "", ""], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}}, "draw": {"tiles": ["church", "station"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle"], "building_cards": ["harbour", "church"], "coal": ["2", "1"], "gold": ["5"]}}
      """
      Then the answer is the error bad_request

    # Edge case of OR-R-COMP-5 in a loaded position at the boundary: 4 church tiles in the stack
    # and 1 built (not a start tile) are 5, more than the 4 of the box.
    @id:ore-setup-290 @rule:OR-R-COMP-5 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: A full church stack and one church on the board is an invalid position
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And these pieces on the board:
        | col | row | piece  |
        | 0   | 0   | church |
      And the church stack holds 4 tiles
      And red holds eagle, buffalo and church
      When the position is loaded
      Then the answer is the error invalid_position under OR-R-COMP-5

    # The same with 3 church tiles in the stack: 3 + 1 = 4, the whole box, is loaded.
    @id:ore-setup-291 @rule:OR-R-COMP-5 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Three church tiles in the stack and one on the board is a valid position
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And these pieces on the board:
        | col | row | piece  |
        | 0   | 0   | church |
      And the church stack holds 3 tiles
      And red holds eagle, buffalo and church
      When the position is loaded
      Then in the state, /building_stacks/church is 3

    # Edge case of spec/oregon.md §Canonical state: the decks are listed top first, in a loaded
    # position and in the state alike, so a position's decks come back in the state as given
    # (three different cards each, so a reversed list would differ).
    @id:ore-setup-292 @rule:OR-R-DRAW-2 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: The landscape and building decks of a loaded position come back in the state top first
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["eagle", "buffalo", "wagon"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": ["settlers", "eagle", "wagon"], "landscape_discards": [], "building_deck": ["store", "church", "station"], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      Then in the state, /building_deck is ["store", "church", "station"]
      And in the state, /landscape_deck is ["settlers", "eagle", "wagon"]
