Feature: Protocol contract: Oregon
  Oregon's position checks that are lenient by contract, and how the last
  round ends (spec/protocol.md §13, PC-R-POS-5). The scenarios on the Background's board need
  the capability custom_boards; those that never load it (perft on the default board, the
  set-up refusals) do not.

  Background:
    Given an oregon game between red and blue
    And the Oregon board:
      |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
      | eagle   | G     | G     | G     | G       | G       | G       |
      | eagle   | G     | G     | G     | G       | G       | G       |
      | buffalo | G     | G     | G     | G       | G       | G       |
      | buffalo | G     | G     | G     | G       | G       | G       |

  Rule: Positions: lenient by contract

    @id:ore-contract-pos-01 @rule:PC-R-POS-5 @requires:load_position @requires:custom_boards
    Example: A position after the first round need not hold any start tile
      Given red holds eagle, eagle, buffalo and church
      And blue holds wagon, settlers, campfire and harbour
      When the position is loaded
      Then the request is accepted
      And the state's /buildings is []

    @id:ore-contract-pos-02 @rule:PC-R-POS-5 @requires:custom_boards
    Example: A hand of three cards is played as it is
      Given red holds eagle, eagle and church
      And red's extra turn token is inactive
      When red places a farmer on 0,0 with eagle as row and eagle as column
      Then red has 1 farmer on the board

    @id:ore-contract-pos-03 @rule:PC-R-POS-5 @rule:OR-R-END-2 @requires:custom_boards
    Example: Empty stacks without the end triggered: the next building triggers it
      Given the gold mine stack is empty
      And the store stack is empty
      And red holds eagle, church, wagon and campfire
      And red's joker is inactive
      When red builds a church on 1,1 with eagle
      Then the end of the game is triggered by red's empty stacks

  Rule: The last round ends with the last player in seating order

    @id:ore-contract-round-01 @rule:PC-R-POS-5 @rule:OR-R-END-3 @rule:PC-R-TURN-1 @requires:custom_boards
    Example: Once the end is triggered, the turn of the last seat ends the game whatever the turn number
      Given the end of the game has been triggered
      And it is blue's turn to play cards
      And blue holds buffalo, buffalo, eagle and church
      And blue's extra turn token is inactive
      And the position's /turn/number is 3
      When blue places a farmer on 5,3 with buffalo as row and buffalo as column
      Then the game is over
      And the state's /turn/number is 4

  Rule: Positions with more empty stacks than players (edge cases)

    # Edge case of PC-R-POS-5 and OR-R-END-2 ("at least as many building stacks are empty as
    # there are players"): three empty stacks with two players and end_triggered false; the
    # church red builds empties no stack, and 3 >= 2 empty stacks trigger the end.
    # load_position: in play the second empty stack of a two-player game triggers the end at
    # once, so three empty stacks with the end not triggered exist only in a loaded position.
    @id:ore-contract-pos-250 @rule:PC-R-POS-5 @rule:OR-R-END-2 @requires:load_position @requires:custom_boards
    Example: Three empty stacks with two players and the end not triggered: the next building triggers it
      Given the gold mine stack is empty
      And the store stack is empty
      And the station stack is empty
      And red holds eagle, church, wagon and campfire
      And red's joker is inactive
      When red builds a church on 1,1 with eagle
      Then the end of the game is triggered by red's empty stacks
      And the church stack holds 3 tiles

  Rule: perft leaves the game unchanged (PC-R-PERFT-1)

    # A position of a seeded standard game (seed 5, random moves; piles cut: PC-R-POS-4) where lines
    # of two decisions score points and draw from the shared piles: an engine that counts on the game
    # itself, or on a score list or pile it shares with it, shows a changed state afterwards.
    @id:ore-contract-perft-01 @rule:PC-R-PERFT-1 @requires:perft @requires:load_position
    Example: The state and the legal moves are the same after perft as before
      Given the engine has loaded the position:
      """
      {"game": "oregon", "expansions": [], "interpretations": {"cards.reshuffle": "shuffle", "church.cap": "count", "draw.exchange": "useless", "extra_turn.use": "optional", "group.colour": "own", "mine.empty_supply": "nothing", "turn.no_placement": "discard_two"}, "board": "oregon-default", "players": [{"name": "red", "score": 0, "supply": {"farmer": 13}, "landscape_cards": ["campfire", "eagle"], "building_cards": ["church", "gold_mine"], "joker": "inactive", "extra_turn": "inactive", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 13}, "landscape_cards": ["campfire", "wagon"], "building_cards": ["church"], "joker": "inactive", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [{"player": "blue", "col": 3, "row": 7}, {"player": "red", "col": 12, "row": 4}], "buildings": [{"building": "coal_mine", "col": 6, "row": 0, "start_tile": true}, {"building": "store", "col": 9, "row": 0, "start_tile": false}, {"building": "station", "col": 11, "row": 2, "start_tile": true}], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 3, "station": 4}, "landscape_deck": ["settlers", "wagon", "settlers", "settlers", "settlers", "buffalo"], "landscape_discards": ["wagon", "buffalo", "eagle"], "building_deck": ["station", "station", "harbour", "gold_mine"], "building_discards": ["store"], "coal_supply": [1, 1, 2, 1], "gold_supply": [3, 4, 4, 5], "turn": {"number": 4, "player": "blue", "phase": "extra_turn", "extra_turn_used": false, "end_triggered": false}}
      """
      Then perft to depth 2 leaves the game unchanged

  Rule: A position off the schema is a bad request, in every game (§9.2, PRO-R-ERROR-3)

    @id:ore-contract-pos-160 @rule:PRO-R-ERROR-3 @rule:PRO-R-ERROR-8 @requires:load_position @requires:custom_boards
    Example: A position whose inline board is off the board schema is refused with bad_request
      When the engine is sent:
      """
      {"cmd": "load_position", "game": "oregon", "position": {"game": "oregon", "expansions": [], "interpretations": {}, "board": {"id": "narrow", "provenance": "scenario", "band_width": 0, "band_height": 2, "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"], "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}, "terrain": ["", "", "", ""], "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"], "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}, "players": [{"name": "red", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["buffalo", "campfire", "eagle"], "building_cards": ["church"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}, {"name": "blue", "score": 0, "supply": {"farmer": 14}, "landscape_cards": ["campfire", "settlers", "wagon"], "building_cards": ["harbour"], "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": null}], "farmers": [], "buildings": [], "building_stacks": {"post_office": 4, "harbour": 4, "church": 4, "coal_mine": 4, "gold_mine": 4, "store": 4, "station": 4}, "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [], "coal_supply": [], "gold_supply": [], "turn": {"number": 1, "player": "red", "phase": "play_cards", "extra_turn_used": false, "end_triggered": false}}}
      """
      Then the answer is the error bad_request

  Rule: A position's turn is one its phase can have (§9.2, PRO-R-ERROR-6)

    @id:ore-contract-pos-161 @rule:PRO-R-ERROR-6 @requires:load_position @requires:custom_boards
    Example: A turn with no player before the end is an invalid position
      Given red holds eagle, eagle, buffalo and church
      And blue holds wagon, settlers, campfire and harbour
      And the position's /turn/player is null
      When the position is loaded
      Then the request is rejected with invalid_position

    @id:ore-contract-pos-162 @rule:PRO-R-ERROR-6 @requires:load_position @requires:custom_boards
    Example: A finished game with a player to move is an invalid position
      Given red holds eagle, eagle, buffalo and church
      And blue holds wagon, settlers, campfire and harbour
      And the position's /turn/phase is "over"
      When the position is loaded
      Then the request is rejected with invalid_position

  Rule: What the engine does not implement is refused, first among the set-up's faults (PRO-R-ERROR-7, PRO-R-ERROR-8)

    @id:ore-contract-setup-160 @rule:PRO-R-ERROR-7
    Example: A box with an expansion the engine does not implement is unsupported
      When the engine is sent {"cmd": "box", "game": "oregon", "expansions": ["the_sheriff"]}
      Then the answer is the error unsupported

    @id:ore-contract-setup-161 @rule:PRO-R-ERROR-7
    Example: A new game with an expansion the engine does not implement is unsupported
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red", "blue"], "expansions": ["the_sheriff"], "draw": {"tiles": ["church", "station"], "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle"], "building_cards": ["harbour", "church"], "coal": ["2", "1"], "gold": ["5"]}}
      """
      Then the answer is the error unsupported

    @id:ore-contract-setup-162 @rule:PRO-R-ERROR-8
    Example: A new game for one player with an expansion the engine does not implement is unsupported
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "oregon", "players": ["red"], "expansions": ["the_sheriff"], "draw": {"tiles": ["church"], "landscape_cards": ["eagle", "buffalo", "wagon"], "building_cards": ["harbour"], "coal": ["1"], "gold": ["5"]}}
      """
      Then the answer is the error unsupported
