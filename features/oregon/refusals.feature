Feature: Refusals: the error contract of an Oregon engine
  The exact error code (spec/protocol.md §3), the rule id an illegal move breaks, and the
  game left exactly as it was. These cases were the project's own tests
  (tests/test_oregon_bad_input.py); here every engine gets them. Most positions use a small
  inline board (capability custom_boards). Where a refusal does not depend on it, the hands
  are full (3 landscape cards and 1 building card) and the first round's start tiles are on
  the board, so that play from a new game reaches the position (issue 13).

  Rule: Requests outside the protocol

    @id:or-refuse-01 @rule:PRO-R-ERROR-1
    Example: An unknown command is unknown_command, not bad_request
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent {"cmd": "frobnicate"}
      Then the answer is the error unknown_command

    @id:or-refuse-02 @rule:PRO-R-ERROR-2
    Example: A well-formed oregon move before any game is no_game
      Given the engine has just started
      When the engine is sent {"cmd": "apply_move", "move": {"type": "draw_card", "deck": "landscape"}}
      Then the answer is the error no_game

  Rule: Illegal moves are refused under the rule they break

    @id:or-refuse-03 @rule:OR-R-PLAY-1 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: cards not in the hand
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_farmer", "row_card": "wagon", "column_card": "eagle", "col": 0, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-PLAY-1

    @id:or-refuse-04 @rule:OR-R-PLAY-1 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a second card of a kind not held twice
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_farmer", "row_card": "eagle", "column_card": "eagle", "col": 0, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-PLAY-1

    @id:or-refuse-05 @rule:OR-R-PLAY-1 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a building card not in the hand
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_building", "landscape_card": "eagle", "building": "store", "col": 0, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-PLAY-1

    @id:or-refuse-06 @rule:OR-R-FARMER-4 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a farmer on water
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGG", "GGGGMR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "eagle", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [{"building": "church", "col": 0, "row": 3, "start_tile": true}, {"building": "post_office", "col": 2, "row": 3, "start_tile": true}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_farmer", "row_card": "eagle", "column_card": "eagle", "col": 1, "row": 1} is tried
      Then the answer is the error illegal_move under OR-R-FARMER-4

    @id:or-refuse-07 @rule:OR-R-FARMER-3 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a farmer on an occupied space
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 13}, "landscape_cards": ["buffalo", "eagle", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [{"player": "blue", "col": 3, "row": 0}], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_farmer", "row_card": "eagle", "column_card": "buffalo", "col": 3, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-FARMER-3

    @id:or-refuse-08 @rule:OR-R-FARMER-3 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a farmer on a building
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [{"building": "church", "col": 3, "row": 0, "start_tile": true}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_farmer", "row_card": "eagle", "column_card": "buffalo", "col": 3, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-FARMER-3

    @id:or-refuse-09 @rule:OR-R-FARMER-2 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a farmer outside the cards' area
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_farmer", "row_card": "eagle", "column_card": "buffalo", "col": 0, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-FARMER-2

    @id:or-refuse-10 @rule:OR-R-FARMER-2 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a farmer off the board
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_farmer", "row_card": "eagle", "column_card": "buffalo", "col": 14, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-FARMER-2

    @id:or-refuse-11 @rule:OR-R-BUILD-5 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a building on the wrong terrain
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGG", "GGGGMR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [{"building": "church", "col": 0, "row": 3, "start_tile": true}, {"building": "post_office", "col": 2, "row": 3, "start_tile": true}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_building", "landscape_card": "eagle", "building": "church", "col": 4, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-BUILD-5

    @id:or-refuse-12 @rule:OR-R-BUILD-2 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a building outside the card's row and column
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_building", "landscape_card": "eagle", "building": "church", "col": 4, "row": 3} is tried
      Then the answer is the error illegal_move under OR-R-BUILD-2

    @id:or-refuse-13 @rule:OR-R-BUILD-3 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a building on an occupied space
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 13}, "landscape_cards": ["eagle", "eagle", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [{"player": "blue", "col": 0, "row": 0}], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_building", "landscape_card": "eagle", "building": "church", "col": 0, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-BUILD-3

    @id:or-refuse-14 @rule:OR-R-BUILD-6 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a harbour away from water
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGG", "GGGGMR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [{"building": "church", "col": 0, "row": 3, "start_tile": true}, {"building": "post_office", "col": 2, "row": 3, "start_tile": true}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_building", "landscape_card": "eagle", "building": "harbour", "col": 5, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-BUILD-6

    @id:or-refuse-15 @rule:OR-R-BUILD-4 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a used-up building
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["store"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [{"building": "church", "col": 3, "row": 0, "start_tile": false}, {"building": "church", "col": 4, "row": 0, "start_tile": false}, {"building": "church", "col": 5, "row": 0, "start_tile": false}, {"building": "church", "col": 3, "row": 1, "start_tile": false}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 0, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_building", "landscape_card": "eagle", "building": "church", "col": 0, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-BUILD-4

    @id:or-refuse-16 @rule:OR-R-JOKER-1 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: an inactive joker
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 13}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "inactive", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 13}, "landscape_cards": ["buffalo", "buffalo", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [{"player": "red", "col": 5, "row": 0}, {"player": "blue", "col": 5, "row": 3}], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_farmer", "row_card": "joker", "column_card": "eagle", "col": 0, "row": 3} is tried
      Then the answer is the error illegal_move under OR-R-JOKER-1

    @id:or-refuse-17 @rule:OR-R-JOKER-2 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: two jokers
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_farmer", "row_card": "joker", "column_card": "joker", "col": 0, "row": 3} is tried
      Then the answer is the error illegal_move under OR-R-JOKER-2

    @id:or-refuse-18 @rule:OR-R-SETUP-7 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a farmer with none left
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 0}, "landscape_cards": ["buffalo", "eagle"], "building_cards": ["church", "harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_farmer", "row_card": "eagle", "column_card": "buffalo", "col": 3, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-SETUP-7

    # Reachable by play (issue 13): the board has a railway space at 4,3. Red (dealt buffalo,
    # eagle, eagle and a station card) built the station there with buffalo and drew church,
    # buffalo; blue built a post office at 0,3 with the joker and drew a post office card; this
    # turn red built a church at 2,1 with eagle, then in the extra turn placed a farmer at 5,3
    # with buffalo and the joker, beside the station, which turned the extra-turn token active
    # again (OR-R-FSCORE-9/12), kept eagle and has drawn eagle (two more to draw).
    @id:or-refuse-19 @rule:OR-R-EXTRA-3 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a second extra turn
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGRG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 13}, "landscape_cards": ["eagle", "eagle"], "building_cards": [], "joker": "inactive", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "inactive", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [{"player": "red", "col": 5, "row": 3}], "buildings": [{"building": "post_office", "col": 0, "row": 3, "start_tile": false}, {"building": "church", "col": 2, "row": 1, "start_tile": false}, {"building": "station", "col": 4, "row": 3, "start_tile": false}], "building_stacks": {"post_office": 3, "harbour": 4, "church": 3, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 3}, "landscape_deck": ["eagle", "wagon"], "landscape_discards": ["buffalo", "eagle", "buffalo"], "building_deck": ["church", "store"], "building_discards": ["station", "post_office", "church"], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "draw_cards", "extra_turn_used": true, "end_triggered": false}}
      """
      When the move {"type": "place_farmer", "row_card": "eagle", "column_card": "eagle", "col": 0, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-EXTRA-3

    # Reachable by play (issue 13): red (dealt eagle, eagle, buffalo and a church card) used the
    # extra turn on red's first turn: a farmer at 1,1 with eagle, eagle and a church at 4,0 with
    # buffalo, drawing eagle, eagle, buffalo and a church card; blue built a post office at 5,3
    # with the joker and drew a post office card; this turn red built a church at 5,0 with
    # buffalo and kept eagle, eagle.
    @id:or-refuse-20 @rule:OR-R-EXTRA-1 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a placement while drawing without an extra turn
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 13}, "landscape_cards": ["eagle", "eagle"], "building_cards": [], "joker": "active", "extra_turn": "inactive", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "inactive", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [{"player": "red", "col": 1, "row": 1}], "buildings": [{"building": "church", "col": 4, "row": 0, "start_tile": false}, {"building": "church", "col": 5, "row": 0, "start_tile": false}, {"building": "post_office", "col": 5, "row": 3, "start_tile": false}], "building_stacks": {"post_office": 3, "harbour": 4, "church": 2, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": ["eagle", "wagon"], "landscape_discards": ["eagle", "eagle", "buffalo", "buffalo"], "building_deck": ["church", "store"], "building_discards": ["church", "post_office", "church"], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "draw_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_farmer", "row_card": "eagle", "column_card": "eagle", "col": 0, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-EXTRA-1

    # Reachable by play (issue 13): four churches built with eagle (red, blue, red, blue) emptied
    # the stack; red (dealt eagle, eagle, eagle and a church card) drew church, church, then
    # harbour, store, and this turn placed a farmer at 5,1 with eagle and the joker, keeping the
    # three building cards; blue (dealt eagle, campfire, settlers and a church card) drew church,
    # eagle, then wagon and the post office card.
    @id:or-refuse-21 @rule:OR-R-DRAW-3 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a draw that leaves no landscape card
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 13}, "landscape_cards": [], "building_cards": ["church", "harbour", "store"], "joker": "inactive", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [{"player": "red", "col": 5, "row": 1}], "buildings": [{"building": "church", "col": 0, "row": 0, "start_tile": false}, {"building": "church", "col": 0, "row": 1, "start_tile": false}, {"building": "church", "col": 1, "row": 0, "start_tile": false}, {"building": "church", "col": 2, "row": 0, "start_tile": false}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 0, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": ["eagle"], "landscape_discards": ["eagle", "eagle", "eagle", "eagle", "eagle"], "building_deck": ["church"], "building_discards": ["church", "church", "church", "church"], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "draw_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "draw_card", "deck": "building"} is tried
      Then the answer is the error illegal_move under OR-R-DRAW-3

    # Reachable by play (issue 13): four churches built with eagle (blue, red, blue, red, the last
    # this turn) emptied the stack; red (dealt eagle, eagle, wagon and a church card) drew
    # church, church, kept wagon and a church card this turn and has drawn eagle and store: the
    # hand is full (the useless church card may still be exchanged); blue (dealt eagle,
    # campfire, settlers and a church card) drew church, eagle, then wagon and the post office
    # card.
    @id:or-refuse-22 @rule:OR-R-DRAW-1 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a draw with a full hand
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["eagle", "wagon"], "building_cards": ["church", "store"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [{"building": "church", "col": 0, "row": 0, "start_tile": false}, {"building": "church", "col": 0, "row": 1, "start_tile": false}, {"building": "church", "col": 1, "row": 0, "start_tile": false}, {"building": "church", "col": 2, "row": 0, "start_tile": false}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 0, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": ["eagle"], "landscape_discards": ["eagle", "eagle", "eagle", "eagle"], "building_deck": [], "building_discards": ["church", "church", "church", "church"], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "draw_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "draw_card", "deck": "landscape"} is tried
      Then the answer is the error illegal_move under OR-R-DRAW-1

    # Reachable by play (issue 13): four churches built with eagle (blue, red, blue, red, the last
    # this turn) emptied the stack; red (dealt eagle, eagle, eagle and a church card) drew
    # church, church, kept eagle and a church card this turn and has drawn store (one more to
    # draw); blue (dealt eagle, campfire, settlers and a church card) drew church, eagle, then
    # wagon and the post office card.
    @id:or-refuse-23 @rule:OR-R-DRAW-4 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: an exchange of a useful building card
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["eagle"], "building_cards": ["church", "store"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [{"building": "church", "col": 0, "row": 0, "start_tile": false}, {"building": "church", "col": 0, "row": 1, "start_tile": false}, {"building": "church", "col": 1, "row": 0, "start_tile": false}, {"building": "church", "col": 2, "row": 0, "start_tile": false}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 0, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": ["eagle"], "landscape_discards": ["eagle", "eagle", "eagle", "eagle"], "building_deck": ["harbour"], "building_discards": ["church", "church", "church", "church"], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "draw_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "exchange_card", "building": "store"} is tried
      Then the answer is the error illegal_move under OR-R-DRAW-4

    @id:or-refuse-24 @rule:OR-R-FIRST-2 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a start tile on an occupied space
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": "church"}], "farmers": [], "buildings": [{"building": "post_office", "col": 0, "row": 0, "start_tile": true}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "place_start_tile", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_start_tile", "col": 0, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-FIRST-2

    @id:or-refuse-25 @rule:OR-R-FIRST-1 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a start tile on the wrong terrain
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGG", "GGGGMR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": "store"}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": "post_office"}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "place_start_tile", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_start_tile", "col": 0, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-FIRST-1

    @id:or-refuse-26 @rule:OR-R-EXTRA-1 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: declining a mandatory extra turn
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {"extra_turn.use": "mandatory"}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["eagle", "eagle"], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [{"building": "church", "col": 5, "row": 3, "start_tile": false}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 3, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": ["buffalo"], "building_deck": [], "building_discards": ["church"], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "extra_turn", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "pass"} is tried
      Then the answer is the error illegal_move under OR-R-EXTRA-1

  Rule: Moves of the wrong shape are bad_request

    @id:or-refuse-27 @rule:OR-R-PLAY-1 @rule:PRO-R-ERROR-3 @requires:custom_boards
    Example: A move off the move schema is bad_request (an unknown card)
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_farmer", "row_card": "moose", "column_card": "eagle", "col": 0, "row": 0} is tried
      Then the answer is the error bad_request

    @id:or-refuse-28 @rule:OR-R-PLAY-1 @rule:PRO-R-ERROR-3 @requires:custom_boards
    Example: A move off the move schema is bad_request (a column off every board)
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_farmer", "row_card": "eagle", "column_card": "eagle", "col": 15, "row": 0} is tried
      Then the answer is the error bad_request

    @id:or-refuse-29 @rule:OR-R-PLAY-1 @rule:PRO-R-ERROR-3 @requires:custom_boards
    Example: A move off the move schema is bad_request (an unknown building)
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_building", "building": "castle", "landscape_card": "eagle", "col": 0, "row": 0} is tried
      Then the answer is the error bad_request

    @id:or-refuse-30 @rule:OR-R-PLAY-1 @rule:PRO-R-ERROR-3 @requires:custom_boards
    Example: A move off the move schema is bad_request (an unknown deck)
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "draw_card", "deck": "tiles"} is tried
      Then the answer is the error bad_request

  Rule: After the end of the game

    @id:or-refuse-31 @rule:OR-R-END-1 @rule:PRO-R-ERROR-5 @requires:custom_boards @requires:load_position
    Example: Moves and end_game after the end are game_over
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "eagle"], "building_cards": ["church", "harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the game ends
      And the move {"type": "place_farmer", "row_card": "eagle", "column_card": "buffalo", "col": 3, "row": 0} is tried
      Then the answer is the error game_over
      When the engine is sent {"cmd": "end_game"}
      Then the answer is the error game_over

  Rule: Positions that cannot arise are invalid_position, and the game goes on

    @id:or-refuse-32 @rule:OR-R-SETUP-1 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Refused position: two farmers on one space
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 12}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [{"player": "red", "col": 0, "row": 0}, {"player": "red", "col": 0, "row": 0}], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      Then the answer is the error invalid_position

    @id:or-refuse-33 @rule:OR-R-SETUP-1 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Refused position: a farmer and a building on one space
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 13}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [{"player": "red", "col": 0, "row": 0}], "buildings": [{"building": "church", "col": 0, "row": 0, "start_tile": true}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      Then the answer is the error invalid_position

    @id:or-refuse-34 @rule:OR-R-SETUP-1 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Refused position: a farmer off the board
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 13}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [{"player": "red", "col": 14, "row": 0}], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      Then the answer is the error invalid_position

    @id:or-refuse-35 @rule:OR-R-SETUP-1 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Refused position: a farmer on water
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGG", "GGGGMR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 13}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [{"player": "red", "col": 1, "row": 1}], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      Then the answer is the error invalid_position

    @id:or-refuse-36 @rule:OR-R-SETUP-1 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Refused position: a building on a terrain that does not take it
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGG", "GGGGMR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [{"building": "church", "col": 4, "row": 0, "start_tile": false}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      Then the answer is the error invalid_position

    @id:or-refuse-37 @rule:OR-R-SETUP-1 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Refused position: a harbour away from water
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGG", "GGGGMR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [{"building": "harbour", "col": 5, "row": 0, "start_tile": false}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      Then the answer is the error invalid_position

    @id:or-refuse-38 @rule:OR-R-SETUP-1 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Refused position: five cards in a hand
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["eagle", "eagle", "wagon", "wagon"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      Then the answer is the error invalid_position

    @id:or-refuse-39 @rule:OR-R-SETUP-1 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Refused position: a turn.player who is not a player
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "green", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      Then the answer is the error invalid_position

    @id:or-refuse-40 @rule:OR-R-SETUP-1 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Refused position: a finished game with a player to move
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "over", "extra_turn_used": false, "end_triggered": false}}
      """
      Then the answer is the error invalid_position

  Rule: Set-ups the engine does not offer, or the rules cannot start

    @id:or-refuse-41 @rule:OR-R-SETUP-7 @rule:PRO-R-ERROR-7
    Example: Refused set-up: one player
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red"], "draw": {"tiles": ["church", "station", "store"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle", "wagon"], "building_cards": ["harbour", "church", "store"], "coal": ["2", "1"], "gold": ["5"]}}
      """
      Then the answer is the error bad_request

    @id:or-refuse-42 @rule:OR-R-SETUP-7 @rule:PRO-R-ERROR-7
    Example: Refused set-up: an unknown start tile
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "draw": {"tiles": ["moose"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle", "wagon"], "building_cards": ["harbour", "church", "store"], "coal": ["2", "1"], "gold": ["5"]}}
      """
      Then the answer is the error bad_request

    @id:or-refuse-43 @rule:OR-R-SETUP-7 @rule:PRO-R-ERROR-7
    Example: Refused set-up: a board the engine does not ship
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "draw": {"tiles": ["church", "station", "store"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle", "wagon"], "building_cards": ["harbour", "church", "store"], "coal": ["2", "1"], "gold": ["5"]}, "options": {"board": "oregon-printed"}}
      """
      Then the answer is the error unsupported

    @id:or-refuse-44 @rule:OR-R-SETUP-7 @rule:PRO-R-ERROR-7
    Example: Refused set-up: an interpretation value nobody implements
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "draw": {"tiles": ["church", "station", "store"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle", "wagon"], "building_cards": ["harbour", "church", "store"], "coal": ["2", "1"], "gold": ["5"]}, "interpretations": {"cards.reshuffle": "never"}}
      """
      Then the answer is the error unsupported

    @id:or-refuse-48 @rule:OR-R-SETUP-7 @rule:PRO-R-ERROR-7
    Example: Refused set-up: a gold tile value that is not a number
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "draw": {"tiles": ["church", "station", "store"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle", "wagon"], "building_cards": ["harbour", "church", "store"], "coal": ["2", "1"], "gold": ["five"]}}
      """
      Then the answer is the error bad_request


  Rule: Passing and playing cards not held

    @id:or-refuse-45 @rule:OR-R-PLAY-1 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: passing instead of playing two cards
      Given the engine has loaded the position:
        """
        {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
        """
      When the move {"type": "pass"} is tried
      Then the answer is the error illegal_move under OR-R-PLAY-1

    @id:or-refuse-46 @rule:OR-R-FIRST-3 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: passing in the first round instead of placing the start tile
      Given the engine has loaded the position:
        """
        {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": "church"}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": "post_office"}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "place_start_tile", "extra_turn_used": false, "end_triggered": false}}
        """
      When the move {"type": "pass"} is tried
      Then the answer is the error illegal_move under OR-R-FIRST-3

    @id:or-refuse-47 @rule:OR-R-PLAY-1 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a building with a landscape card not in the hand
      Given the engine has loaded the position:
        """
        {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["post_office"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
        """
      When the move {"type": "place_building", "building": "church", "landscape_card": "wagon", "col": 0, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-PLAY-1

  Rule: A start tile outside the first round (edge cases of OR-R-TURN-1)

    # Edge case of OR-R-TURN-1 and OR-R-FIRST-1: in red's draw step (after the first round)
    # a place_start_tile move is refused under the turn rule.
    # Reachable by play (issue 13): the first round's start tiles stand on the board, blue
    # holds a dealt hand, and red's farmer at 1,1 is this turn's placement (its buffalo cards
    # discarded), so red, drawing, holds the 2 cards kept.
    @id:or-refuse-49 @rule:OR-R-TURN-1 @rule:PRO-R-ERROR-4
    Example: Refused: a start tile in the draw step
      Given an oregon game between red and blue
      And red holds eagle and church
      And blue holds wagon, settlers, campfire and post office
      And these pieces on the board:
        | col | row | piece             |
        | 10  | 0   | start church      |
        | 14  | 6   | start post office |
        | 1   | 1   | red               |
      And the landscape discards are buffalo, buffalo
      And red is drawing cards
      And the landscape deck is wagon
      And the building deck is store
      When red tries to place the start tile on 0,0
      Then the move is rejected under OR-R-TURN-1

    # Edge case of OR-R-SETUP-9/PRO-R-ERROR-7: enough start tiles, but one is no building of
    # the game (the draw holds two for two players, so only the name is wrong).
    @id:or-refuse-200 @rule:OR-R-SETUP-9 @rule:PRO-R-ERROR-7
    Example: Refused set-up: an unknown start tile among enough tiles
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "draw": {"tiles": ["church", "moose"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle", "wagon"], "building_cards": ["harbour", "church", "store"], "coal": ["2", "1"], "gold": ["5"]}}
      """
      Then the answer is the error bad_request

    # Edge case of OR-R-SETUP-3/PRO-R-ERROR-7: a landscape card that is no symbol of the game.
    @id:or-refuse-201 @rule:OR-R-SETUP-3 @rule:PRO-R-ERROR-7
    Example: Refused set-up: an unknown landscape card
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "draw": {"tiles": ["church", "station"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "moose", "wagon"], "building_cards": ["harbour", "church", "store"], "coal": ["2", "1"], "gold": ["5"]}}
      """
      Then the answer is the error bad_request

    # Edge case of OR-R-SETUP-4/PRO-R-ERROR-7: a building card that is no building of the game.
    @id:or-refuse-202 @rule:OR-R-SETUP-4 @rule:PRO-R-ERROR-7
    Example: Refused set-up: an unknown building card
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "draw": {"tiles": ["church", "station"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle", "wagon"], "building_cards": ["harbour", "castle", "store"], "coal": ["2", "1"], "gold": ["5"]}}
      """
      Then the answer is the error bad_request

    # Edge case of OR-R-TURN-1 (spec/oregon.md, moves of a type the current step does not take):
    # discarding is part of playing cards (OR-R-PLAY-1); in the draw step a discard_cards move
    # is refused under the turn rule, even though red could place (it is not OR-R-PLAY-1).
    @id:or-refuse-203 @rule:OR-R-TURN-1 @rule:PRO-R-ERROR-4
    Example: Refused: a discard in the draw step
      Given an oregon game between red and blue
      And red holds eagle and church
      And blue holds wagon, settlers, campfire and post office
      And these pieces on the board:
        | col | row | piece             |
        | 10  | 0   | start church      |
        | 14  | 6   | start post office |
        | 1   | 1   | red               |
      And the landscape discards are buffalo, buffalo
      And red is drawing cards
      And the landscape deck is wagon
      And the building deck is store
      When red tries to discard eagle and church
      Then the move is rejected under OR-R-TURN-1

  Rule: Moves of a type the step does not take (edge cases of OR-R-FIRST-3 and OR-R-TURN-1)

    # Edge case of OR-R-FIRST-3 (spec/oregon.md, "Which rule an illegal move names": a move of
    # a type the step does not take is OR-R-TURN-1, OR-R-FIRST-3 in the first round): in the
    # first round red may only place the start tile, so drawing is refused under OR-R-FIRST-3.
    # Red was dealt eagle, wagon, campfire and the harbour card (ore-first-01).
    @id:or-refuse-250 @rule:OR-R-FIRST-3 @rule:PRO-R-ERROR-4
    Example: Refused: a draw in the first round
      When a new oregon game starts between red and blue with:
        | deck            | cards                                            |
        | start tiles     | church, station                                  |
        | landscape cards | eagle, buffalo, wagon, settlers, campfire, eagle |
        | building cards  | harbour, church                                  |
      And red tries to draw a landscape card
      Then the move is rejected under OR-R-FIRST-3

    # Edge case of OR-R-FIRST-3: discarding two cards in the first round is refused.
    @id:or-refuse-251 @rule:OR-R-FIRST-3 @rule:PRO-R-ERROR-4
    Example: Refused: a discard in the first round
      When a new oregon game starts between red and blue with:
        | deck            | cards                                            |
        | start tiles     | church, station                                  |
        | landscape cards | eagle, buffalo, wagon, settlers, campfire, eagle |
        | building cards  | harbour, church                                  |
      And red tries to discard wagon and campfire
      Then the move is rejected under OR-R-FIRST-3

    # Edge case of OR-R-FIRST-3: exchanging a building card in the first round is refused.
    @id:or-refuse-252 @rule:OR-R-FIRST-3 @rule:PRO-R-ERROR-4
    Example: Refused: an exchange in the first round
      When a new oregon game starts between red and blue with:
        | deck            | cards                                            |
        | start tiles     | church, station                                  |
        | landscape cards | eagle, buffalo, wagon, settlers, campfire, eagle |
        | building cards  | harbour, church                                  |
      And red tries to exchange the useless harbour card
      Then the move is rejected under OR-R-FIRST-3

    # Edge case of OR-R-FIRST-3: no building is placed in the first round either (ore-first-04
    # refuses a farmer).
    @id:or-refuse-253 @rule:OR-R-FIRST-3 @rule:PRO-R-ERROR-4
    Example: Refused: a building in the first round
      When a new oregon game starts between red and blue with:
        | deck            | cards                                            |
        | start tiles     | church, station                                  |
        | landscape cards | eagle, buffalo, wagon, settlers, campfire, eagle |
        | building cards  | harbour, church                                  |
      And red tries to build a harbour on 0,0 with eagle
      Then the move is rejected under OR-R-FIRST-3

    # Edge case of OR-R-TURN-1: in red's play_cards step (after the first round) a start tile
    # is refused under the turn rule (or-refuse-49 has the draw step).
    @id:or-refuse-254 @rule:OR-R-TURN-1 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a start tile while playing cards
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And red holds eagle, eagle, buffalo and church
      And blue holds wagon, wagon, campfire and harbour
      When red tries to place the start tile on 0,0
      Then the move is rejected under OR-R-TURN-1

    # Edge case of OR-R-TURN-1: an exchange belongs to the draw step (OR-R-DRAW-4), so while
    # playing cards it is refused under the turn rule.
    @id:or-refuse-255 @rule:OR-R-TURN-1 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: an exchange while playing cards
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And red holds eagle, eagle, buffalo and church
      And blue holds wagon, wagon, campfire and harbour
      When red tries to exchange the useless church card
      Then the move is rejected under OR-R-TURN-1

    # Edge case of OR-R-TURN-1 in the extra turn: the step takes a placement (or `pass`, to
    # decline); drawing straight away is refused under the turn rule.
    @id:or-refuse-256 @rule:OR-R-TURN-1 @rule:OR-R-EXTRA-1 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a draw in the extra turn
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And red holds eagle, eagle, buffalo and church
      And blue holds wagon, wagon, campfire and harbour
      And the landscape deck is wagon, campfire
      And the building deck is store
      When red places a farmer on 0,0 with eagle as row and eagle as column
      Then red is offered an extra turn
      When red tries to draw a landscape card
      Then the move is rejected under OR-R-TURN-1

    # Edge case of OR-R-TURN-1 in the extra turn: discarding is part of playing cards with no
    # placement (OR-R-PLAY-1), not of the extra turn.
    @id:or-refuse-257 @rule:OR-R-TURN-1 @rule:OR-R-EXTRA-1 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a discard in the extra turn
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And red holds eagle, eagle, buffalo and church
      And blue holds wagon, wagon, campfire and harbour
      And the landscape deck is wagon, campfire
      And the building deck is store
      When red places a farmer on 0,0 with eagle as row and eagle as column
      Then red is offered an extra turn
      When red tries to discard buffalo and church
      Then the move is rejected under OR-R-TURN-1

    # Edge case of OR-R-TURN-1 in the extra turn: a start tile is refused there too.
    @id:or-refuse-258 @rule:OR-R-TURN-1 @rule:OR-R-EXTRA-1 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a start tile in the extra turn
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And red holds eagle, eagle, buffalo and church
      And blue holds wagon, wagon, campfire and harbour
      And the landscape deck is wagon, campfire
      And the building deck is store
      When red places a farmer on 0,0 with eagle as row and eagle as column
      Then red is offered an extra turn
      When red tries to place the start tile on 1,1
      Then the move is rejected under OR-R-TURN-1

    # Edge case of OR-R-TURN-1 (spec/oregon.md, "Which rule an illegal move names"): red
    # declined the extra turn, so the token is still active and unused, but red has gone on to
    # the draw step, which takes no placement: refused under the turn rule (not OR-R-EXTRA-1,
    # which names an inactive token, nor OR-R-EXTRA-3, an extra turn already taken).
    @id:or-refuse-259 @rule:OR-R-TURN-1 @rule:OR-R-EXTRA-1 @rule:PRO-R-ERROR-4 @interp:extra_turn.use=optional @requires:custom_boards
    Example: Refused: a placement after declining the extra turn
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And red holds eagle, eagle, buffalo and church
      And blue holds wagon, wagon, campfire and harbour
      And the landscape deck is wagon, campfire
      And the building deck is store
      When red places a farmer on 0,0 with eagle as row and eagle as column
      And red declines the extra turn
      Then red is to draw 2 cards
      And red's extra turn token is active
      When red tries to build a church on 3,0 with buffalo
      Then the move is rejected under OR-R-TURN-1

  Rule: A space off the board is refused under the placement's own rule (edge cases)

    # Edge case of OR-R-BUILD-2 (spec/oregon.md, "Which rule an illegal move names": a space off
    # the board): row 4 is one row beyond the south edge of this 4-row board; the move is
    # well-formed (the schema admits the row), so it is an illegal move, under OR-R-BUILD-2.
    @id:or-refuse-260 @rule:OR-R-BUILD-2 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a building one row beyond the south edge
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And red holds eagle, eagle, buffalo and church
      And blue holds wagon, wagon, campfire and harbour
      When red tries to build a church on 1,4 with eagle
      Then the move is rejected under OR-R-BUILD-2

    # Edge case of OR-R-FARMER-2 with the joker: column 6 is one column beyond the east edge
    # of this 6-column board; the joker as column card names no column off the board.
    @id:or-refuse-261 @rule:OR-R-FARMER-2 @rule:OR-R-JOKER-2 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a farmer with the joker one column beyond the east edge
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And red holds eagle, eagle, buffalo and church
      And blue holds wagon, wagon, campfire and harbour
      When red tries to place a farmer on 6,0 with eagle as row and the joker as column
      Then the move is rejected under OR-R-FARMER-2
      And red's joker is active

    # Edge case of OR-R-FIRST-1 (spec/oregon.md, "Which rule an illegal move names"): a start
    # tile one row beyond the south edge of this 4-row board is refused under OR-R-FIRST-1.
    @id:or-refuse-262 @rule:OR-R-FIRST-1 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a start tile one row beyond the south edge
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And red is to place the start tile church
      And blue still holds the start tile post office
      And red holds eagle, eagle, buffalo and church
      And blue holds wagon, wagon, campfire and harbour
      When red tries to place the start tile on 0,4
      Then the move is rejected under OR-R-FIRST-1

    # Edge case of OR-R-FIRST-1 with OR-R-BUILD-6 (spec/oregon.md, "Which rule an illegal move
    # names": a start tile on the wrong terrain is OR-R-FIRST-1, a harbour away from water
    # OR-R-BUILD-6): 0,0 is meadow, which takes a harbour, but no water is among its 8
    # adjacent spaces (the only water is at 5,3).
    @id:or-refuse-263 @rule:OR-R-BUILD-6 @rule:OR-R-FIRST-1 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a harbour start tile on meadow away from the water
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | W       |
      And red is to place the start tile harbour
      And blue still holds the start tile church
      And red holds eagle, eagle, buffalo and church
      And blue holds wagon, wagon, campfire and harbour
      When red tries to place the start tile on 0,0
      Then the move is rejected under OR-R-BUILD-6

  Rule: Spaces south of the board (edge cases of OR-R-FARMER-2, OR-R-BUILD-2, OR-R-FIRST-1)

    # Edge case of OR-R-FARMER-2 (spec/oregon.md: a space off the board): the 6 x 4 board has rows
    # 0..3; row 4 is the first row south of it (the move schema admits rows up to 9).
    @id:or-refuse-210 @rule:OR-R-FARMER-2 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a farmer on the first row south of the board
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [{"building": "church", "col": 0, "row": 3, "start_tile": true}, {"building": "post_office", "col": 2, "row": 3, "start_tile": true}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_farmer", "row_card": "eagle", "column_card": "buffalo", "col": 3, "row": 4} is tried
      Then the answer is the error illegal_move under OR-R-FARMER-2

    # Edge case of OR-R-FARMER-2: row 5 lies two rows south of the 4-row board; it is no space
    # of the board (not the space row * width + col of a longer board).
    @id:or-refuse-211 @rule:OR-R-FARMER-2 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a farmer two rows south of the board
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [{"building": "church", "col": 0, "row": 3, "start_tile": true}, {"building": "post_office", "col": 2, "row": 3, "start_tile": true}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_farmer", "row_card": "eagle", "column_card": "buffalo", "col": 3, "row": 5} is tried
      Then the answer is the error illegal_move under OR-R-FARMER-2

    # Edge case of OR-R-BUILD-2 (spec/oregon.md: a space off the board): the joker picks every
    # band, so no band check refuses the space first; 0,5 is south of the 4-row board.
    @id:or-refuse-212 @rule:OR-R-BUILD-2 @rule:OR-R-JOKER-1 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a building with the joker south of the board
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [{"building": "church", "col": 0, "row": 3, "start_tile": true}, {"building": "post_office", "col": 2, "row": 3, "start_tile": true}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_building", "building": "church", "landscape_card": "joker", "col": 0, "row": 5} is tried
      Then the answer is the error illegal_move under OR-R-BUILD-2

    # Edge case of OR-R-FIRST-1 (spec/oregon.md: a start tile on a space off the board): red's
    # station start tile, at 0,5 two rows south of the 4-row board (its one railway space, where
    # the station could go, is 5,3). Reachable by play: the first start tile of the game.
    @id:or-refuse-213 @rule:OR-R-FIRST-1 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a start tile south of the board
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGR"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": "station"}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": "store"}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "place_start_tile", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_start_tile", "col": 0, "row": 5} is tried
      Then the answer is the error illegal_move under OR-R-FIRST-1

  Rule: Positions that cannot arise name the rule they break (edge cases of PRO-R-ERROR-6)

    # Edge case of PRO-R-ERROR-6 (spec/oregon.md §Canonical state: a farmer off the board): red's
    # farmer at 0,5, two rows south of the 6 x 4 board.
    @id:or-refuse-214 @rule:OR-R-SETUP-1 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Refused position: a farmer south of the board
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 13}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [{"player": "red", "col": 0, "row": 5}], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      Then the answer is the error invalid_position

    # Edge case of PRO-R-ERROR-6 with OR-R-BUILD-5 (spec/oregon.md §Canonical state names the rule):
    # a church on the mountain at 4,0; mountains take coal and gold mines only.
    @id:or-refuse-215 @rule:OR-R-BUILD-5 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Refused position: a building on the wrong terrain names OR-R-BUILD-5
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGG", "GGGGMR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [{"building": "church", "col": 4, "row": 0, "start_tile": false}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 3, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      Then the answer is the error invalid_position under OR-R-BUILD-5

    # Edge case of PRO-R-ERROR-6 with OR-R-BUILD-6: a harbour on the meadow at 5,0, which takes
    # harbours, but none of its 3 neighbours (4,0 mountain, 4,1 and 5,1 meadow) is water. The
    # terrain is right, so the rule is the harbour's, not OR-R-BUILD-5.
    @id:or-refuse-216 @rule:OR-R-BUILD-6 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Refused position: a harbour away from water names OR-R-BUILD-6
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGMG", "GWGGGG", "GGGGMR", "GGGGGF"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [{"building": "harbour", "col": 5, "row": 0, "start_tile": false}], "building_stacks": {"post_office": 4, "harbour": 3, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      Then the answer is the error invalid_position under OR-R-BUILD-6

    # Edge case of PRO-R-ERROR-6 with OR-R-EXTRA-3: the extra turn is taken after the placement,
    # and once taken the turn goes on to drawing, so turn.extra_turn_used is true only in
    # draw_cards (a new turn starts with it false). Here it is true in play_cards.
    @id:or-refuse-217 @rule:OR-R-EXTRA-3 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Refused position: the extra turn used before the cards are played
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [{"building": "church", "col": 0, "row": 3, "start_tile": true}, {"building": "post_office", "col": 2, "row": 3, "start_tile": true}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": true, "end_triggered": false}}
      """
      Then the answer is the error invalid_position under OR-R-EXTRA-3

    # Edge case of PRO-R-ERROR-6 with OR-R-EXTRA-3: in phase extra_turn the extra turn is offered,
    # not yet used (using it places the piece and goes on to draw_cards).
    @id:or-refuse-218 @rule:OR-R-EXTRA-3 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Refused position: the extra turn used while it is still offered
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 13}, "landscape_cards": ["buffalo", "campfire"], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [{"player": "red", "col": 3, "row": 0}], "buildings": [{"building": "church", "col": 0, "row": 3, "start_tile": true}, {"building": "post_office", "col": 2, "row": 3, "start_tile": true}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "extra_turn", "extra_turn_used": true, "end_triggered": false}}
      """
      Then the answer is the error invalid_position under OR-R-EXTRA-3

  Rule: The draw of new_game must hold what the deal takes (edge cases of OR-R-SETUP-3/4/9)

    # Edge case of OR-R-SETUP-3: each player is dealt 3 landscape cards, so 2 players need 3 x 2 = 6;
    # 5 is one short (the building cards and start tiles are enough).
    @id:or-refuse-219 @rule:OR-R-SETUP-3 @rule:PRO-R-ERROR-7
    Example: Refused set-up: 2 players and 5 landscape cards
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "draw": {"tiles": ["church", "station"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire"], "building_cards": ["harbour", "church"], "coal": ["2", "1"], "gold": ["5"]}}
      """
      Then the answer is the error bad_request

    # Edge case of OR-R-SETUP-4: each player is dealt 1 building card, so 2 players need 2; 1 is
    # one short (the 6 landscape cards are enough).
    @id:or-refuse-220 @rule:OR-R-SETUP-4 @rule:PRO-R-ERROR-7
    Example: Refused set-up: 2 players and 1 building card
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "draw": {"tiles": ["church", "station"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle"], "building_cards": ["harbour"], "coal": ["2", "1"], "gold": ["5"]}}
      """
      Then the answer is the error bad_request

    # Edge case of OR-R-SETUP-3 with 3 players: 3 x 3 = 9 landscape cards are dealt; 8 is one short.
    @id:or-refuse-221 @rule:OR-R-SETUP-3 @rule:PRO-R-ERROR-7
    Example: Refused set-up: 3 players and 8 landscape cards
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue", "green"], "draw": {"tiles": ["church", "station", "store"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle", "wagon", "buffalo"], "building_cards": ["harbour", "church", "store"], "coal": ["2", "1"], "gold": ["5"]}}
      """
      Then the answer is the error bad_request

    # Edge case of OR-R-SETUP-3 with 4 players: 3 x 4 = 12 landscape cards are dealt; 11 is one short.
    @id:or-refuse-222 @rule:OR-R-SETUP-3 @rule:PRO-R-ERROR-7
    Example: Refused set-up: 4 players and 11 landscape cards
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue", "green", "yellow"], "draw": {"tiles": ["church", "station", "store", "harbour"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle", "wagon", "buffalo", "settlers", "campfire", "eagle"], "building_cards": ["harbour", "church", "store", "station"], "coal": ["2", "1"], "gold": ["5"]}}
      """
      Then the answer is the error bad_request

    # Edge case of OR-R-SETUP-4 with 4 players: 4 building cards are dealt; 3 is one short.
    @id:or-refuse-223 @rule:OR-R-SETUP-4 @rule:PRO-R-ERROR-7
    Example: Refused set-up: 4 players and 3 building cards
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue", "green", "yellow"], "draw": {"tiles": ["church", "station", "store", "harbour"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle", "wagon", "buffalo", "settlers", "campfire", "eagle", "wagon"], "building_cards": ["harbour", "church", "store"], "coal": ["2", "1"], "gold": ["5"]}}
      """
      Then the answer is the error bad_request

    # Edge case of OR-R-SETUP-9 with 3 players: each draws a start tile; 2 tiles are one short.
    @id:or-refuse-224 @rule:OR-R-SETUP-9 @rule:PRO-R-ERROR-7
    Example: Refused set-up: 3 players and 2 start tiles
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue", "green"], "draw": {"tiles": ["church", "station"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle", "wagon", "buffalo", "settlers"], "building_cards": ["harbour", "church", "store"], "coal": ["2", "1"], "gold": ["5"]}}
      """
      Then the answer is the error bad_request

    # Edge case of OR-R-SETUP-3/4/9: exactly what the deal takes for 2 players (6 landscape cards,
    # 2 building cards, 2 start tiles) is enough; the decks are then empty.
    @id:or-refuse-225 @rule:OR-R-SETUP-3 @rule:OR-R-SETUP-4 @rule:OR-R-SETUP-9
    Example: Accepted set-up: 2 players and exactly the cards of the deal
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "draw": {"tiles": ["church", "station"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle"], "building_cards": ["harbour", "church"], "coal": ["2", "1"], "gold": ["5"]}}
      """
      Then the answer is accepted
      And in the state, /landscape_deck is []
      And in the state, /building_deck is []

    # Edge case of OR-R-META-1 (spec/oregon.md: a new_game for 5+ players is bad_request): Oregon
    # takes 2 to 4 players. The draw holds enough for 5 (5 start tiles, 15 landscape cards, 5
    # building cards), so only the player count is wrong.
    @id:or-refuse-226 @rule:OR-R-META-1 @rule:PRO-R-ERROR-7
    Example: Refused set-up: five players
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue", "green", "yellow", "black"], "draw": {"tiles": ["church", "station", "store", "harbour", "post_office"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle", "buffalo", "wagon", "settlers", "campfire", "eagle", "buffalo", "wagon", "settlers", "campfire"], "building_cards": ["harbour", "church", "store", "station", "post_office"], "coal": ["2", "1"], "gold": ["5"]}}
      """
      Then the answer is the error bad_request

  Rule: Spaces east of the board (edge cases of OR-R-FARMER-2, OR-R-BUILD-2)

    # Edge case of OR-R-FARMER-2: the 6 x 4 board has columns 0..5; column 6 is the first east of
    # it (not the first space of the next row).
    @id:or-refuse-227 @rule:OR-R-FARMER-2 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a farmer on the first column east of the board
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [{"building": "church", "col": 0, "row": 3, "start_tile": true}, {"building": "post_office", "col": 2, "row": 3, "start_tile": true}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_farmer", "row_card": "eagle", "column_card": "buffalo", "col": 6, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-FARMER-2

    # Edge case of OR-R-BUILD-2: with the joker no band check refuses first; 6,0 is east of the
    # 6-column board (not 0,1, a meadow that takes a church).
    @id:or-refuse-228 @rule:OR-R-BUILD-2 @rule:PRO-R-ERROR-4 @requires:custom_boards
    Example: Refused: a building with the joker east of the board
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [{"building": "church", "col": 0, "row": 3, "start_tile": true}, {"building": "post_office", "col": 2, "row": 3, "start_tile": true}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      When the move {"type": "place_building", "building": "church", "landscape_card": "joker", "col": 6, "row": 0} is tried
      Then the answer is the error illegal_move under OR-R-BUILD-2

    # Edge case of PRO-R-ERROR-6 (a building off the board): a church at 6,1, east of the
    # 6-column board.
    @id:or-refuse-229 @rule:OR-R-SETUP-1 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Refused position: a building east of the board
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [{"building": "church", "col": 6, "row": 1, "start_tile": false}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 3, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      Then the answer is the error invalid_position

  Rule: Set-up requests outside what Oregon has (edge cases of PRO-R-ERROR-7)

    # Edge case of PRO-R-ERROR-7: Oregon's only option is board (spec/oregon.md §new_game); any
    # other option is one the engine does not implement.
    @id:or-refuse-230 @rule:OR-R-SETUP-1 @rule:PRO-R-ERROR-7
    Example: Refused set-up: an option Oregon does not have
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "draw": {"tiles": ["church", "station"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle"], "building_cards": ["harbour", "church"], "coal": ["2", "1"], "gold": ["5"]}, "options": {"speed": "fast"}}
      """
      Then the answer is the error unsupported

    # Edge case of PRO-R-ERROR-7: Oregon has no variants.
    @id:or-refuse-231 @rule:OR-R-SETUP-1 @rule:PRO-R-ERROR-7
    Example: Refused set-up: a variant
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "draw": {"tiles": ["church", "station"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle"], "building_cards": ["harbour", "church"], "coal": ["2", "1"], "gold": ["5"]}, "variants": ["solo"]}
      """
      Then the answer is the error unsupported

    # Edge case of PRO-R-ERROR-7: Oregon has no expansions.
    @id:or-refuse-232 @rule:OR-R-SETUP-1 @rule:PRO-R-ERROR-7
    Example: Refused set-up: an expansion
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "draw": {"tiles": ["church", "station"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle"], "building_cards": ["harbour", "church"], "coal": ["2", "1"], "gold": ["5"]}, "expansions": ["inns_and_cathedrals"]}
      """
      Then the answer is the error unsupported

    # Edge case of PRO-R-ERROR-7: tile definitions belong to the tile games (capability
    # custom_tiles, which Oregon does not have).
    @id:or-refuse-233 @rule:OR-R-SETUP-1 @rule:PRO-R-ERROR-7
    Example: Refused set-up: tile definitions
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "draw": {"tiles": ["church", "station"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle"], "building_cards": ["harbour", "church"], "coal": ["2", "1"], "gold": ["5"]}, "tiles": []}
      """
      Then the answer is the error unsupported

    # Edge case of PRO-R-ERROR-7: a start tile override belongs to the tile games.
    @id:or-refuse-234 @rule:OR-R-SETUP-1 @rule:PRO-R-ERROR-7
    Example: Refused set-up: a start tile override
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "draw": {"tiles": ["church", "station"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle"], "building_cards": ["harbour", "church"], "coal": ["2", "1"], "gold": ["5"]}, "start": {"tile": "BASE-D", "rotation": 0}}
      """
      Then the answer is the error unsupported

    # Edge case of OR-R-SETUP-1 (spec/oregon.md §new_game: the draw keys are tiles, landscape_cards,
    # building_cards, coal and gold): a Gold Rush key is no part of an Oregon draw.
    @id:or-refuse-235 @rule:OR-R-SETUP-1 @rule:PRO-R-ERROR-3
    Example: Refused set-up: a draw key Oregon does not have
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "draw": {"tiles": ["church", "station"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle"], "building_cards": ["harbour", "church"], "coal": ["2", "1"], "gold": ["5"], "mountain_tokens": ["1"]}}
      """
      Then the answer is the error bad_request

    # Edge case of OR-R-COMP-6 (spec/oregon.md §new_game: start tiles, each type at most once):
    # two church start tiles.
    @id:or-refuse-236 @rule:OR-R-COMP-6 @rule:PRO-R-ERROR-7
    Example: Refused set-up: two start tiles of one type
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "draw": {"tiles": ["church", "church"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle"], "building_cards": ["harbour", "church"], "coal": ["2", "1"], "gold": ["5"]}}
      """
      Then the answer is the error bad_request

    # Edge case of PRO-R-ERROR-7 (two players of the same name).
    @id:or-refuse-237 @rule:OR-R-META-1 @rule:PRO-R-ERROR-7
    Example: Refused set-up: two players of one name
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "red"], "draw": {"tiles": ["church", "station"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle"], "building_cards": ["harbour", "church"], "coal": ["2", "1"], "gold": ["5"]}}
      """
      Then the answer is the error bad_request

  Rule: More positions that cannot arise (edge cases of PRO-R-ERROR-6)

    # Edge case of PRO-R-ERROR-6: a farmer of green, who is not one of the players red and blue.
    @id:or-refuse-238 @rule:OR-R-SETUP-1 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Refused position: a farmer of someone who is not a player
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [{"player": "green", "col": 0, "row": 0}], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      Then the answer is the error invalid_position

    # Edge case of PRO-R-ERROR-6 with OR-R-FIRST-1 (spec/oregon.md §Canonical state: a start tile
    # to place in place_start_tile): red is to place a start tile but holds none.
    @id:or-refuse-239 @rule:OR-R-FIRST-1 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Refused position: a start tile to place that the player does not hold
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": "store"}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "place_start_tile", "extra_turn_used": false, "end_triggered": false}}
      """
      Then the answer is the error invalid_position under OR-R-FIRST-1

    # Edge case of PRO-R-ERROR-6 (two pieces on a space): a church and a post office both at 1,1.
    @id:or-refuse-240 @rule:OR-R-SETUP-1 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Refused position: two buildings on one space
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [{"building": "church", "col": 1, "row": 1, "start_tile": false}, {"building": "post_office", "col": 1, "row": 1, "start_tile": false}], "building_stacks": {"post_office": 3, "harbour": 4, "church": 3, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      Then the answer is the error invalid_position

    # Edge case of PRO-R-ERROR-6 with OR-R-FARMER-4 (spec/oregon.md §Canonical state names the
    # rule): red's farmer on the water space 1,1.
    @id:or-refuse-241 @rule:OR-R-FARMER-4 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Refused position: a farmer on water names OR-R-FARMER-4
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GWGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 13}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [{"player": "red", "col": 1, "row": 1}], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      Then the answer is the error invalid_position under OR-R-FARMER-4

    # Edge case of PRO-R-ERROR-6 with OR-R-DRAW-1 (spec/oregon.md §Canonical state names the
    # rule): red holds 5 cards (4 landscape, 1 building); a hand is at most 4.
    @id:or-refuse-242 @rule:OR-R-DRAW-1 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Refused position: five cards in a hand names OR-R-DRAW-1
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle", "wagon"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}
      """
      Then the answer is the error invalid_position under OR-R-DRAW-1

    # Edge case of PRO-R-ERROR-6 and spec/oregon.md §Canonical state (turn.player null once over):
    # a finished game with no player to move is a position that can arise; it is loaded, its
    # state says so, and a move after it is game_over.
    @id:or-refuse-243 @rule:OR-R-END-3 @rule:PRO-R-ERROR-5 @requires:custom_boards @requires:load_position
    Example: A finished game with no player to move is loaded, and a move after it is game_over
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": null, "phase": "over", "extra_turn_used": false, "end_triggered": true}}
      """
      Then in the state, /turn/player is null
      And in the state, /turn/phase is "over"
      When the move {"type": "pass"} is tried
      Then the answer is the error game_over

    # Edge case of OR-R-FIRST-1/2 and PRO-R-ERROR-6: the first round places the start tiles in
    # seating order from the first player, so while it is blue's turn to place one, red (seated
    # before) has placed theirs or seen it go back to the box. A position where red still holds
    # a start tile cannot arise.
    @id:or-refuse-290 @rule:OR-R-FIRST-2 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Refused position: in the first round a player seated before the one to move still holds a start tile
      Given a standard oregon game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGFFF", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": "church"}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": "store"}, {"name": "green", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": "station"}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 2, "player": "blue", "phase": "place_start_tile", "extra_turn_used": false, "end_triggered": false}}
      """
      Then the answer is the error invalid_position under OR-R-FIRST-2

    # The same position with red's start tile gone (returned to the box: no legal space for it on
    # a board, OR-R-FIRST-2 notes) is loaded: blue places next, then green, whose tile is still
    # to place after blue.
    @id:or-refuse-291 @rule:OR-R-FIRST-2 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: In the first round only the players seated after the one to move may still hold a start tile
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["GGGGGG", "GGGFFF", "GGGGGG", "GGGGGG"], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": "store"}, {"name": "green", "score": 0, "supply": {"farmer": 14}, "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": "station"}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 2, "player": "blue", "phase": "place_start_tile", "extra_turn_used": false, "end_triggered": false}}
      """
      Then in the state, /turn/player is "blue"
      And in the state, /turn/phase is "place_start_tile"
