Feature: Oregon points decided in suite 0.4.0
  Observables the spec now decides (spec/oregon.md, "Order of the checks of a refused move",
  "State while a shuffle is pending", "Rule ids of events and of a stray shuffle", "Card lists
  sorted by id", "Final scoring order", "Points the sources leave open, decided"), each with
  the outcome an engine written from the spec must give. Most positions use a small inline
  board (capability custom_boards).

  Rule: A move that breaks several rules names the first in the spec's order

    # The board (6 x 4; column bands eagle, buffalo; row bands eagle, buffalo):
    # row 0 GGGGMG, row 1 GWGGGF, row 2 GGGGFR, row 3 GGGGGF (W water at 1,1).
    # Red's joker is inactive and her supply is empty; she holds eagle, eagle, buffalo and church.
    # Two jokers break OR-R-JOKER-2, -1, SETUP-7; joker + wagon break JOKER-1, PLAY-1, SETUP-7;
    # wagon + wagon break PLAY-1, SETUP-7, FARMER-2; eagle + eagle at 4,3 break SETUP-7, FARMER-2.
    @id:ore-order-01 @rule:OR-R-JOKER-2 @rule:OR-R-JOKER-1 @rule:OR-R-PLAY-1 @rule:OR-R-SETUP-7 @rule:OR-R-FARMER-2 @requires:custom_boards @requires:load_position
    Example: A farmer move breaking several rules: jokers, then the hand, then the supply, then the area
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGF", "GGGGFR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 0}, "landscape_cards": ["buffalo", "eagle", "eagle"], "building_cards": ["church"], "joker": "inactive", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [{"player": "red", "col": 0, "row": 3}], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 5, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_farmer", "row_card": "joker", "column_card": "joker", "col": 0, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-JOKER-2
      When the move {"type": "place_farmer", "row_card": "joker", "column_card": "wagon", "col": 0, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-JOKER-1
      When the move {"type": "place_farmer", "row_card": "wagon", "column_card": "wagon", "col": 0, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-PLAY-1
      When the move {"type": "place_farmer", "row_card": "eagle", "column_card": "eagle", "col": 4, "row": 3} is tried
      Then the answer is the error illegal_move under OR-R-SETUP-7

    # The board (6 x 4; column bands eagle, buffalo; row bands eagle, buffalo):
    # row 0 GGGGMG, row 1 GWGGGF, row 2 GGGGFR, row 3 GGGGGF (W water at 1,1).
    # Buffalo row + eagle column at 1,1: row 1 is an eagle row, and 1,1 is water.
    # Eagle row + eagle column at 3,0: column 3 is a buffalo column, and blue's farmer stands there.
    @id:ore-order-02 @rule:OR-R-FARMER-2 @rule:OR-R-FARMER-3 @rule:OR-R-FARMER-4 @requires:custom_boards @requires:load_position
    Example: A farmer outside the cards' area is refused under OR-R-FARMER-2 even on water or on an occupied space
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGF", "GGGGFR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "eagle", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 13}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [{"player": "blue", "col": 3, "row": 0}], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 5, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_farmer", "row_card": "buffalo", "column_card": "eagle", "col": 1, "row": 1} is tried
      Then the answer is the error illegal_move under OR-R-FARMER-2
      When the move {"type": "place_farmer", "row_card": "eagle", "column_card": "eagle", "col": 3, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-FARMER-2
      When the move {"type": "place_farmer", "row_card": "eagle", "column_card": "buffalo", "col": 3, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-FARMER-3
      When the move {"type": "place_farmer", "row_card": "eagle", "column_card": "eagle", "col": 1, "row": 1} is tried
      Then the answer is the error illegal_move under OR-R-FARMER-4

    # The board (6 x 4; column bands eagle, buffalo; row bands eagle, buffalo):
    # row 0 GGGGMG, row 1 GWGGGF, row 2 GGGGFR, row 3 GGGGGF (W water at 1,1).
    # Red's joker is inactive; she holds eagle, church and harbour; the church stack is empty.
    # A coal mine start tile stands on 4,0 (mountain, eagle row band), blue's farmer on 4,3.
    # Each try breaks the rule named and every later one of: store card missing (PLAY-1), church
    # stack empty (BUILD-4), 4,3 and 3,3 outside the eagle bands (BUILD-2), 4,0 occupied
    # (BUILD-3), 4,0 and 5,1 not meadow (BUILD-5), 5,1 and 5,0 with no water adjacent (BUILD-6).
    @id:ore-order-03 @rule:OR-R-JOKER-1 @rule:OR-R-PLAY-1 @rule:OR-R-BUILD-4 @rule:OR-R-BUILD-2 @rule:OR-R-BUILD-3 @rule:OR-R-BUILD-5 @rule:OR-R-BUILD-6 @requires:custom_boards @requires:load_position
    Example: A building move breaking several rules: joker, hand, stack, bands, occupied, terrain, water
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGF", "GGGGFR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["eagle"], "building_cards": ["church", "harbour"], "joker": "inactive", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 13}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [{"player": "blue", "col": 4, "row": 3}], "buildings": [{"building": "coal_mine", "col": 4, "row": 0, "start_tile": true}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 0, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 5, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_building", "building": "store", "landscape_card": "joker", "col": 5, "row": 1} is tried
      Then the answer is the error illegal_move under OR-R-JOKER-1
      When the move {"type": "place_building", "building": "church", "landscape_card": "wagon", "col": 3, "row": 3} is tried
      Then the answer is the error illegal_move under OR-R-PLAY-1
      When the move {"type": "place_building", "building": "church", "landscape_card": "eagle", "col": 3, "row": 3} is tried
      Then the answer is the error illegal_move under OR-R-BUILD-4
      When the move {"type": "place_building", "building": "harbour", "landscape_card": "eagle", "col": 4, "row": 3} is tried
      Then the answer is the error illegal_move under OR-R-BUILD-2
      When the move {"type": "place_building", "building": "harbour", "landscape_card": "eagle", "col": 4, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-BUILD-3
      When the move {"type": "place_building", "building": "harbour", "landscape_card": "eagle", "col": 5, "row": 1} is tried
      Then the answer is the error illegal_move under OR-R-BUILD-5
      When the move {"type": "place_building", "building": "harbour", "landscape_card": "eagle", "col": 5, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-BUILD-6
      When the move {"type": "place_building", "building": "harbour", "landscape_card": "eagle", "col": 0, "row": 0} is tried
      Then the answer is accepted

    # The board (6 x 4; column bands eagle, buffalo; row bands eagle, buffalo):
    # row 0 GGGGMG, row 1 GWGGGF, row 2 GGGGFR, row 3 GGGGGF (W water at 1,1).
    # Red placed her coal mine start tile on 4,0; blue is to place the harbour start tile.
    # 4,0 is occupied and mountain (FIRST-2 first); 5,1 is forest with no water adjacent
    # (FIRST-1 first); 5,0 is meadow with no water adjacent (BUILD-6); a farmer in the first
    # round with cards blue does not hold breaks OR-R-FIRST-3 first.
    @id:ore-order-04 @rule:OR-R-FIRST-1 @rule:OR-R-FIRST-2 @rule:OR-R-FIRST-3 @rule:OR-R-BUILD-6 @requires:custom_boards @requires:load_position
    Example: A start tile breaking several rules: occupied before terrain, terrain before water
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGF", "GGGGFR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "eagle", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": "harbour"}], "farmers": [], "buildings": [{"building": "coal_mine", "col": 4, "row": 0, "start_tile": true}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 2, "player": "blue", "phase": "place_start_tile", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_start_tile", "col": 4, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-FIRST-2
      When the move {"type": "place_start_tile", "col": 5, "row": 1} is tried
      Then the answer is the error illegal_move under OR-R-FIRST-1
      When the move {"type": "place_start_tile", "col": 5, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-BUILD-6
      When the move {"type": "place_start_tile", "col": 6, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-FIRST-1
      When the move {"type": "place_farmer", "row_card": "eagle", "column_card": "eagle", "col": 0, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-FIRST-3
      When blue places the start tile on 0,0
      Then it is red's turn to play cards

    # The board (6 x 4; column bands eagle, buffalo; row bands eagle, buffalo):
    # row 0 GGGGMG, row 1 GWGGGF, row 2 GGGGFR, row 3 GGGGGF (W water at 1,1).
    # Red is drawing (after the extra turn was taken); the farmer's wagon cards and the store card are not
    # in her hand (OR-R-PLAY-1), but the step is checked first.
    @id:ore-order-05 @rule:OR-R-EXTRA-3 @rule:OR-R-PLAY-1 @requires:custom_boards @requires:load_position
    Example: A placement in the draw step after the extra turn was taken names OR-R-EXTRA-3 before the cards
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGF", "GGGGFR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": ["wagon", "buffalo"], "landscape_discards": [], "building_deck": ["store"], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 5, "player": "red", "phase": "draw_cards", "extra_turn_used": true, "end_triggered": false}}
      """
      When the move {"type": "place_farmer", "row_card": "wagon", "column_card": "wagon", "col": 0, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-EXTRA-3
      When the move {"type": "place_building", "building": "store", "landscape_card": "eagle", "col": 5, "row": 1} is tried
      Then the answer is the error illegal_move under OR-R-EXTRA-3

    # The board (6 x 4; column bands eagle, buffalo; row bands eagle, buffalo):
    # row 0 GGGGMG, row 1 GWGGGF, row 2 GGGGFR, row 3 GGGGGF (W water at 1,1).
    # Red is drawing (with the extra-turn token inactive); the farmer's wagon cards and the store card are not
    # in her hand (OR-R-PLAY-1), but the step is checked first.
    @id:ore-order-06 @rule:OR-R-EXTRA-1 @rule:OR-R-PLAY-1 @requires:custom_boards @requires:load_position
    Example: A placement in the draw step with the extra-turn token inactive names OR-R-EXTRA-1 before the cards
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGF", "GGGGFR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "inactive", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": ["wagon", "buffalo"], "landscape_discards": [], "building_deck": ["store"], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 5, "player": "red", "phase": "draw_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_farmer", "row_card": "wagon", "column_card": "wagon", "col": 0, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-EXTRA-1
      When the move {"type": "place_building", "building": "store", "landscape_card": "eagle", "col": 5, "row": 1} is tried
      Then the answer is the error illegal_move under OR-R-EXTRA-1

    # The board (6 x 4; column bands eagle, buffalo; row bands eagle, buffalo):
    # row 0 GGGGMG, row 1 GWGGGF, row 2 GGGGFR, row 3 GGGGGF (W water at 1,1).
    # Red is drawing (with the token active but the extra turn declined); the farmer's wagon cards and the store card are not
    # in her hand (OR-R-PLAY-1), but the step is checked first.
    @id:ore-order-07 @rule:OR-R-TURN-1 @rule:OR-R-PLAY-1 @requires:custom_boards @requires:load_position
    Example: A placement in the draw step with the token active but the extra turn declined names OR-R-TURN-1 before the cards
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGF", "GGGGFR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": ["wagon", "buffalo"], "landscape_discards": [], "building_deck": ["store"], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 5, "player": "red", "phase": "draw_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_farmer", "row_card": "wagon", "column_card": "wagon", "col": 0, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-TURN-1
      When the move {"type": "place_building", "building": "store", "landscape_card": "eagle", "col": 5, "row": 1} is tried
      Then the answer is the error illegal_move under OR-R-TURN-1

  Rule: The state while a shuffle is pending, and end_game then

    # Red holds church and store in turn 7 after her extra turn; the landscape deck is empty and its
    # discards are eagle, wagon, buffalo (spec/oregon.md "State while a shuffle is pending").
    @id:ore-decided-01 @rule:OR-R-DRAW-5 @requires:chance @requires:custom_boards @requires:load_position @interp:cards.reshuffle=shuffle
    Example: While the landscape discards wait for chance, turn.player is null and nothing is drawn yet
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGF", "GGGGFR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": ["church", "store"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": ["eagle", "wagon", "buffalo"], "building_deck": ["harbour"], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 7, "player": "red", "phase": "draw_cards", "extra_turn_used": true, "end_triggered": false}}
      """
      When red draws a landscape card
      Then the state at /turn is {"number": 7, "player": null, "phase": "draw_cards", "extra_turn_used": true, "end_triggered": false}
      And the state at /chance is {"player": null, "decision": "shuffle", "pile": "landscape_discards", "items": ["buffalo", "eagle", "wagon"]}
      And the state at /landscape_deck is []
      And the state at /landscape_discards is ["eagle", "wagon", "buffalo"]
      And the state at /players/0/landscape_cards is []
      When chance shuffles the landscape discards into wagon, buffalo, eagle
      Then the state at /turn is {"number": 7, "player": "red", "phase": "draw_cards", "extra_turn_used": true, "end_triggered": false}
      And red now holds wagon, church and store

    # The position of ore-decided-01; the game is ended while chance is to shuffle.
    @id:ore-decided-02 @rule:OR-R-DRAW-5 @rule:OR-R-END-4 @rule:PC-R-TURN-1 @requires:chance @requires:custom_boards @requires:load_position @interp:cards.reshuffle=shuffle
    Example: end_game while a shuffle is pending drops it: no chance in the state, nothing drawn
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGF", "GGGGFR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": ["church", "store"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": ["eagle", "wagon", "buffalo"], "building_deck": ["harbour"], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 7, "player": "red", "phase": "draw_cards", "extra_turn_used": true, "end_triggered": false}}
      """
      When red draws a landscape card
      And the game ends
      Then the game is over
      And the state has nothing at /chance
      And the state at /turn is {"number": 7, "player": null, "phase": "over", "extra_turn_used": false, "end_triggered": false}
      And the state at /landscape_deck is []
      And the state at /landscape_discards is ["eagle", "wagon", "buffalo"]
      And the state at /players/0/landscape_cards is []

  Rule: Rule ids of a stray shuffle and of the no-placement discard

    # No chance decision is pending: a shuffle is illegal under the turn rule in every phase.
    @id:ore-decided-03 @rule:OR-R-TURN-1 @rule:OR-R-FIRST-3
    Example: A shuffle move in the first round is refused under OR-R-TURN-1, not OR-R-FIRST-3
      Given a standard oregon game between red and blue shuffled with seed 1
      When the move {"type": "shuffle", "order": ["eagle"]} is tried
      Then the answer is the error illegal_move under OR-R-TURN-1
      And the state at /turn/phase is "place_start_tile"

    # The board (6 x 4; column bands eagle, buffalo; row bands eagle, buffalo):
    # row 0 GGGGMG, row 1 GWGGGF, row 2 GGGGFR, row 3 GGGGGF (W water at 1,1).
    # Red (joker inactive) holds eagle, settlers, wagon and a useless store card: no pair of
    # symbols and no wagon or settlers band on this board, so no placement; she discards wagon, eagle.
    @id:ore-decided-04 @rule:OR-R-PLAY-1 @requires:custom_boards @requires:load_position @interp:turn.no_placement=discard_two
    Example: Discards given unsorted are accepted and go on the pile in the order given; the event lists them sorted
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGF", "GGGGFR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["eagle", "settlers", "wagon"], "building_cards": ["store"], "joker": "inactive", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 0, "station": 4}, "landscape_deck": ["campfire", "campfire"], "landscape_discards": ["buffalo"], "building_deck": ["church"], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 5, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "discard_cards", "cards": ["wagon", "eagle"]} is tried
      Then the answer is accepted
      And event 0 is:
      """
      {"type": "cards_discarded", "player": "red", "cards": ["eagle", "wagon"], "rule": "OR-R-PLAY-1"}
      """
      And the state at /landscape_discards is ["buffalo", "wagon", "eagle"]
      And the state at /players/0/landscape_cards is ["settlers"]

  Rule: Final scoring goes player by player, coal then gold

    # "Per player (coal, then gold)" is player by player (spec/oregon.md "Final scoring order").
    @id:ore-decided-05 @rule:OR-R-END-4 @requires:custom_boards @requires:load_position
    Example: Final coal and gold: red's coal, red's gold, then blue's coal, blue's gold
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGF", "GGGGFR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "eagle", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [2], "gold": [5], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [1], "gold": [3], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 5, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the game ends
      Then event 0 is:
      """
      {"type": "points_scored", "player": "red", "points": 2, "reason": "coal", "final": true, "tiles": 1}
      """
      And event 1 is:
      """
      {"type": "points_scored", "player": "red", "points": 5, "reason": "gold", "final": true, "tiles": 1}
      """
      And event 2 is:
      """
      {"type": "points_scored", "player": "blue", "points": 1, "reason": "coal", "final": true, "tiles": 1}
      """
      And event 3 is:
      """
      {"type": "points_scored", "player": "blue", "points": 3, "reason": "gold", "final": true, "tiles": 1}
      """
      And the scores are red 7, blue 4

  Rule: Points the sources leave open, decided

    # The position of ore-draw-05 (reachable by play): four churches emptied the church stack;
    # red, drawing, holds eagle and a useless church card. Exchanging it is reported as a
    # cards_discarded event under OR-R-DRAW-4 (spec/oregon.md "Points the sources leave open,
    # decided"), and the card goes on the building discards.
    @id:ore-decided-06 @rule:OR-R-DRAW-4 @interp:draw.exchange=useless
    Example: exchange_card reports cards_discarded under OR-R-DRAW-4 and puts the card on the building discards
      Given an oregon game between red and blue
      And the landscape deck is wagon, eagle
      And red holds eagle and church
      And these pieces on the board:
        | col | row | piece  |
        | 0   | 0   | church |
        | 1   | 0   | church |
        | 2   | 0   | church |
        | 0   | 1   | church |
        | 2   | 1   | red    |
      And the church stack is empty
      And blue holds wagon, settlers, church and post office
      And the building deck is church, church, church
      And the landscape discards are buffalo, buffalo, buffalo, buffalo, buffalo, buffalo
      And red is drawing cards
      When red exchanges the useless church card
      Then event 0 is:
      """
      {"type": "cards_discarded", "player": "red", "cards": ["church"], "rule": "OR-R-DRAW-4"}
      """
      And the building discards are now church
      And red is to draw 3 cards

    # Edge case of OR-R-FIRST-2 (start_tile_returned) with PC-R-TURN-1: the board has no
    # railway, so red's station start tile goes back to the box at once; that is red's turn of
    # the first round, so blue places the church in turn 2.
    @id:ore-decided-07 @rule:OR-R-FIRST-2 @rule:PC-R-TURN-1 @requires:custom_boards
    Example: A start tile returned to the box counts as its player's turn
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
      And the state at /turn is {"number": 2, "player": "blue", "phase": "place_start_tile", "extra_turn_used": false, "end_triggered": false}
      When blue places the start tile on 0,0
      Then it is red's turn to play cards
      And the state at /turn/number is 3

    # The board (6 x 4; column bands eagle, buffalo; row bands eagle, buffalo):
    # row 0 GGGGMG, row 1 GWGGGF, row 2 GGGGFR, row 3 GGGGGF (W water at 1,1).
    # The end is triggered; blue, the last seat, places a farmer and takes the extra turn with
    # another: the game ends after blue's turn (nobody draws), and the state says extra_turn_used false.
    @id:ore-decided-08 @rule:OR-R-EXTRA-3 @rule:OR-R-END-3 @rule:PC-R-TURN-1 @requires:custom_boards @requires:load_position
    Example: Once the game is over extra_turn_used is false, even after an extra turn in the last turn
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGF", "GGGGFR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "eagle", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "inactive", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "eagle", "eagle"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [{"building": "station", "col": 5, "row": 2, "start_tile": true}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 5, "player": "blue", "phase": "play_cards", "extra_turn_used": false, "end_triggered": true}}
      """
      When blue places a farmer on 0,0 with eagle as row and eagle as column
      Then blue is offered an extra turn
      When blue places a farmer on 0,2 with buffalo as row and the joker as column
      Then the game is over
      And the state at /turn is {"number": 6, "player": null, "phase": "over", "extra_turn_used": false, "end_triggered": true}

    # The board (6 x 4; column bands eagle, buffalo; row bands eagle, buffalo):
    # row 0 GGGGMG, row 1 GWGGGF, row 2 GGGGFR, row 3 GGGGGF (W water at 1,1).
    # Red holds no card (a short hand, PC-R-POS-5): no placement; the only discard is of no cards.
    @id:ore-decided-09 @rule:OR-R-PLAY-1 @requires:custom_boards @requires:load_position @interp:turn.no_placement=discard_two
    Example: A player with an empty hand discards nothing but still reports cards_discarded
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGF", "GGGGFR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": ["eagle", "eagle", "buffalo"], "landscape_discards": [], "building_deck": ["church"], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 5, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "discard_cards", "cards": []} is tried
      Then the answer is accepted
      And event 0 is:
      """
      {"type": "cards_discarded", "player": "red", "cards": [], "rule": "OR-R-PLAY-1"}
      """

    # The board (6 x 4; column bands eagle, buffalo; row bands eagle, buffalo):
    # row 0 GGGGMG, row 1 GWGGGF, row 2 GGGGFR, row 3 GGGGGF (W water at 1,1).
    # Blue ends the turn by drawing; red, next, holds no card: her empty hand is discarded (forced).
    @id:ore-decided-14 @rule:OR-R-PLAY-1 @requires:custom_boards @requires:load_position @interp:turn.no_placement=discard_hand
    Example: Under discard_hand an empty hand is discarded as cards_discarded with no cards
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGF", "GGGGFR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["eagle"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "inactive", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": ["wagon", "eagle", "eagle", "buffalo"], "landscape_discards": [], "building_deck": ["church", "harbour"], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 4, "player": "blue", "phase": "draw_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When blue draws a landscape card
      And blue draws a landscape card
      Then the events include, in order:
        | type            | player | rule        |
        | cards_discarded | red    | OR-R-PLAY-1 |
      And the state at /landscape_discards is []

    # The board (6 x 4; column bands eagle, buffalo; row bands eagle, buffalo):
    # row 0 GGGGMG, row 1 GWGGGF, row 2 GGGGFR, row 3 GGGGGF (W water at 1,1).
    # A post office start tile on 0,0 with red's farmer on 0,1 beside it; red's new farmer on 1,0.
    @id:ore-decided-10 @rule:OR-R-FSCORE-3 @rule:OR-R-FSCORE-1 @requires:custom_boards @requires:load_position
    Example: A new farmer's points for a building name farmers 1, whatever own farmers already stand by it
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGF", "GGGGFR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 13}, "landscape_cards": ["buffalo", "eagle", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [{"player": "red", "col": 0, "row": 1}], "buildings": [{"building": "post_office", "col": 0, "row": 0, "start_tile": true}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 5, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When red places a farmer on 1,0 with eagle as row and eagle as column
      Then event 1 is:
      """
      {"type": "points_scored", "player": "red", "points": 3, "reason": "post_office", "final": false, "col": 0, "row": 0, "farmers": 1}
      """

    # The board (6 x 4; column bands eagle, buffalo; row bands eagle, buffalo):
    # row 0 GGGGMG, row 1 GWGGGF, row 2 GGGGFR, row 3 GGGGGF (W water at 1,1).
    # Red is to place her church start tile; blue has none (as if it had gone back to the box).
    @id:ore-decided-11 @rule:OR-R-FIRST-2 @rule:OR-R-FIRST-3 @requires:custom_boards @requires:load_position
    Example: A later seat with no start tile in a first-round position is skipped
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGF", "GGGGFR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "eagle", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": "church"}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "place_start_tile", "extra_turn_used": false, "end_triggered": false}}
      """
      When red places the start tile on 0,0
      Then it is red's turn to play cards
      And the state at /turn/number is 2

    # The board (6 x 4; column bands eagle, buffalo; row bands eagle, buffalo):
    # row 0 GGGGMG, row 1 GWGGGF, row 2 GGGGFR, row 3 GGGGGF (W water at 1,1).
    # Red is to draw two cards but no card is left anywhere: the turn passes (a forced step).
    @id:ore-decided-12 @rule:OR-R-DRAW-5 @rule:OR-R-DRAW-6 @requires:custom_boards @requires:load_position
    Example: With both decks and both discard piles empty the turn passes with the hand as it is
      When the engine is asked to load the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGF", "GGGGFR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 5, "player": "red", "phase": "draw_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      Then the answer is accepted
      And it is blue's turn to play cards
      And the state at /turn/number is 6
      And the state at /players/0/landscape_cards is ["eagle"]

    # Edge case of OR-R-EXTRA-3 with OR-R-FSCORE-8/9. Red placed the store start tile on 4,2 and
    # blue the station start tile on 5,2 (the first round). Red places a farmer with eagle and
    # the joker on 4,1, beside both: the store turns her joker active again. She takes the extra
    # turn with eagle and the joker again on 5,1, beside both: joker and extra-turn token are
    # active again, and buffalo with the joker would place a third farmer. Yet a turn has one
    # extra turn (the token stays active for a later turn): she goes on to drawing.
    @id:ore-decided-13 @rule:OR-R-EXTRA-3 @rule:OR-R-FSCORE-8 @rule:OR-R-FSCORE-9 @requires:custom_boards
    Example: The extra-turn token coming back during the extra turn gives no second extra turn
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo       | buffalo         |
        | eagle   | G     | G     | G     | G       | M             | G               |
        | eagle   | G     | W     | G     | G       | G             | F               |
        | buffalo | G     | G     | G     | G       | F start store | R start station |
        | buffalo | G     | G     | G     | G       | G             | F               |
      And red holds eagle, eagle, buffalo and church
      And blue holds campfire, settlers, wagon and post office
      And the landscape deck is wagon, campfire
      And the building deck is harbour
      When red places a farmer on 4,1 with eagle as row and the joker as column
      Then red's joker is active
      And red is offered an extra turn
      When red places a farmer on 5,1 with eagle as row and the joker as column
      Then red's extra turn token is active
      And red's joker is active
      And red is to draw 2 cards
      And the state at /turn/extra_turn_used is true
      When the move {"type": "place_farmer", "row_card": "buffalo", "column_card": "joker", "col": 0, "row": 2} is tried
      Then the answer is the error illegal_move under OR-R-EXTRA-3

    # Edge case of OR-R-COMP-1 with load_position: band_width 0 is off the board schema (its
    # minimum is 1), so the position fails its schema: bad_request (spec/protocol.md §9.2),
    # not invalid_position (which is for a board on its schema that breaks the board rules).
    @id:ore-decided-15 @rule:OR-R-COMP-1 @rule:PRO-R-ERROR-3 @requires:custom_boards @requires:load_position
    Example: A position whose inline board is off the board schema is bad_request
      Given the engine has said hello
      When the engine is sent:
      """
      {"cmd": "load_position", "game": "oregon", "position": {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 0, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGF", "GGGGFR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "eagle", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 5, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}}
      """
      Then the answer is the error bad_request

    # Edge case of OR-R-DRAW-3 (spec/oregon.md "Points the sources leave open, decided": a kind
    # is reachable while its deck or its discards hold a card). Red holds three landscape cards
    # and no building card, with one card to draw; the building deck is empty but its discards
    # hold a church card: a landscape draw would leave the building kind missing with nothing
    # left to draw, so the only legal draw is the building card (forced: through a shuffle of
    # the discards, by chance or turned over). Either way the campfire stays in the deck.
    @id:ore-decided-16 @rule:OR-R-DRAW-3 @rule:OR-R-DRAW-5 @requires:custom_boards @requires:load_position
    Example: A building card in the discards is still reachable, so red may not draw a landscape card
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGF", "GGGGFR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "eagle", "wagon"], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": ["campfire"], "landscape_discards": [], "building_deck": [], "building_discards": ["church"], "coal_supply": [], "gold_supply": [], "turn": {"number": 5, "player": "red", "phase": "draw_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      Then the state at /landscape_deck is ["campfire"]
      And the state at /players/0/landscape_cards is ["buffalo", "eagle", "wagon"]

