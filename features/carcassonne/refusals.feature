Feature: Refusals: the error contract of a Carcassonne engine
  A refusal is part of conformance: the exact error code (spec/protocol.md §3), the rule id
  an illegal move breaks, and the game left exactly as it was. These scenarios were the
  project's own tests (tests/test_protocol_errors.py); here every engine gets them.

  Rule: Requests outside the protocol

    @id:car-refuse-01 @rule:PRO-R-ERROR-1
    Example: An unknown command is unknown_command, not bad_request
      Given a new carcassonne game between red and blue drawing BASE-U, BASE-V
      When the engine is sent {"cmd": "frobnicate"}
      Then the answer is the error unknown_command

    @id:car-refuse-02 @rule:PRO-R-ERROR-2
    Example: Asking for the state before any game is no_game
      Given the engine has just started
      When the engine is sent {"cmd": "state"}
      Then the answer is the error no_game

    @id:car-refuse-03 @rule:PRO-R-ERROR-2
    Example: A well-formed move before any game is no_game, not bad_request
      Given the engine has just started
      When the engine is sent {"cmd": "apply_move", "move": {"type": "place_tile", "x": 1, "y": 0, "rotation": 0}}
      Then the answer is the error no_game

    @id:car-refuse-04 @rule:PRO-R-ERROR-2
    Example: end_game and legal_moves before any game are no_game
      Given the engine has just started
      When the engine is sent {"cmd": "end_game"}
      Then the answer is the error no_game
      When the engine is sent {"cmd": "legal_moves"}
      Then the answer is the error no_game

    @id:car-refuse-05 @rule:PRO-R-ERROR-3
    Example: A move with a field the move schema does not define is bad_request
      Given a new carcassonne game between red and blue drawing BASE-U, BASE-V
      When the move {"type": "place_tile", "x": 1, "y": 0, "rotation": 0, "colour": "red"} is tried
      Then the answer is the error bad_request

    @id:car-refuse-06 @rule:PRO-R-ERROR-3
    Example: A request missing a required field is bad_request
      Given a new carcassonne game between red and blue drawing BASE-U, BASE-V
      When the engine is sent {"cmd": "apply_move"}
      Then the answer is the error bad_request

  Rule: Illegal moves are refused under the rule they break

    @id:car-refuse-07 @rule:CAR-R-TILE-1 @rule:PRO-R-ERROR-4
    Example: A place_tile naming a tile other than the one in hand
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      When the move {"type": "place_tile", "x": 0, "y": 1, "rotation": 0, "tile": "BASE-X"} is tried
      Then the answer is the error illegal_move under CAR-R-TILE-1

    @id:car-refuse-08 @rule:CAR-R-TILE-1 @rule:PRO-R-ERROR-4
    Example: A place_tile naming the tile in hand is accepted
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      When the move {"type": "place_tile", "x": 0, "y": 1, "rotation": 0, "tile": "BASE-B"} is tried
      Then the answer is accepted

    @id:car-refuse-09 @rule:CAR-R-TILE-2 @rule:PRO-R-ERROR-4
    Example: The occupied start cell, even naming the tile in hand
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      When the move {"type": "place_tile", "x": 0, "y": 0, "rotation": 90, "tile": "BASE-B"} is tried
      Then the answer is the error illegal_move under CAR-R-TILE-2

    @id:car-refuse-10 @rule:CAR-R-TILE-3 @rule:PRO-R-ERROR-4
    Example: A cell touching the board only diagonally
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      When the move {"type": "place_tile", "x": 1, "y": 1, "rotation": 0} is tried
      Then the answer is the error illegal_move under CAR-R-TILE-3

    @id:car-refuse-11 @rule:CAR-R-TURN-1 @rule:PRO-R-ERROR-4
    Example: Passing or placing a figure before the tile is placed
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      When the move {"type": "pass"} is tried
      Then the answer is the error illegal_move under CAR-R-TURN-1
      When the move {"type": "place_figure", "figure": "follower", "x": 0, "y": 0, "at": "N"} is tried
      Then the answer is the error illegal_move under CAR-R-TURN-1

    @id:car-refuse-12 @rule:CAR-R-FOLLOWER-1 @rule:PRO-R-ERROR-4
    Example: A follower on a tile other than the one just placed
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      When red places the tile at 0,1 rotated 0
      And the move {"type": "place_figure", "figure": "follower", "x": 0, "y": 0, "at": "N"} is tried
      Then the answer is the error illegal_move under CAR-R-FOLLOWER-1

    @id:car-refuse-13 @rule:CAR-R-FOLLOWER-4 @rule:PRO-R-ERROR-4
    Example: A follower on a place where the tile has no feature of its own
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      When red places the tile at 0,1 rotated 0
      And the move {"type": "place_figure", "figure": "follower", "x": 0, "y": 1, "at": "N"} is tried
      Then the answer is the error illegal_move under CAR-R-FOLLOWER-4

    @id:car-refuse-14 @rule:CAR-R-TURN-1 @rule:PRO-R-ERROR-4
    Example: A second tile in the figure step
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      When red places the tile at 0,1 rotated 0
      And the move {"type": "place_tile", "x": 0, "y": 2, "rotation": 0} is tried
      Then the answer is the error illegal_move under CAR-R-TURN-1

  Rule: After the end of the game

    @id:car-refuse-15 @rule:CAR-R-END-1 @rule:PRO-R-ERROR-5
    Example: Moves after the last tile are game_over
      Given a new carcassonne game between red and blue drawing BASE-B
      When red places the tile at 0,1 rotated 0
      And red places no follower
      Then the game is over
      When the move {"type": "pass"} is tried
      Then the answer is the error game_over
      When the move {"type": "place_tile", "x": 0, "y": 2, "rotation": 0} is tried
      Then the answer is the error game_over
      When the move {"type": "place_figure", "figure": "follower", "x": 0, "y": 1, "at": "C"} is tried
      Then the answer is the error game_over
      When the engine is sent {"cmd": "end_game"}
      Then the answer is the error game_over

    @id:car-refuse-16 @rule:CAR-R-END-1 @rule:PRO-R-ERROR-5
    Example: After end_game, further moves are game_over and nothing is left to play
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V
      When the game ends
      And the move {"type": "place_tile", "x": 0, "y": 1, "rotation": 0} is tried
      Then the answer is the error game_over
      And there are no legal placements

  Rule: Positions that cannot arise are invalid_position, and the game goes on

    @id:car-refuse-17 @rule:CAR-R-TILE-2 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Two tiles in one cell
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /board/- is {"x": 0, "y": 0, "tile": "BASE-U", "rotation": 0}
      When the draft is loaded
      Then the answer is the error invalid_position under CAR-R-TILE-2

    @id:car-refuse-18 @rule:CAR-R-SETUP-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: No tile on the start cell
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /board/0 is {"x": 1, "y": 0, "tile": "BASE-D", "rotation": 0}
      When the draft is loaded
      Then the answer is the error invalid_position under CAR-R-SETUP-1

    @id:car-refuse-19 @rule:CAR-R-TILE-3 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A tile not connected to the start tile
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /board/- is {"x": 5, "y": 5, "tile": "BASE-U", "rotation": 0}
      When the draft is loaded
      Then the answer is the error invalid_position under CAR-R-TILE-3

    @id:car-refuse-20 @rule:CAR-R-TILE-4 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Edges that do not match
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /board/0 is {"x": 0, "y": -1, "tile": "BASE-B", "rotation": 0}
      And in the draft, /board/- is {"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}
      When the draft is loaded
      Then the answer is the error invalid_position under CAR-R-TILE-4

    @id:car-refuse-21 @rule:CAR-R-FOLLOWER-4 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A follower on a place where the tile has no feature
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /players/0/supply/follower is 6
      And in the draft, /figures/- is {"player": "red", "figure": "follower", "x": 0, "y": 0, "at": "C"}
      When the draft is loaded
      Then the answer is the error invalid_position under CAR-R-FOLLOWER-4

    @id:car-refuse-22 @rule:CAR-R-SETUP-2 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Eight followers for one player
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /figures/- is {"player": "red", "figure": "follower", "x": 0, "y": 0, "at": "N"}
      When the draft is loaded
      Then the answer is the error invalid_position under CAR-R-SETUP-2

    @id:car-refuse-23 @rule:CAR-R-SCORE-3 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A follower left in a completed city
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /board is [{"x": 0, "y": -1, "tile": "BASE-E", "rotation": 180}, {"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}]
      And in the draft, /players/0/supply/follower is 6
      And in the draft, /figures/- is {"player": "red", "figure": "follower", "x": 0, "y": 0, "at": "N"}
      When the draft is loaded
      Then the answer is the error invalid_position under CAR-R-SCORE-3

    @id:car-refuse-24 @rule:CAR-R-SCORE-3 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: The same follower is fine while the tile that completed the city waits for its figure step
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /board is [{"x": 0, "y": -1, "tile": "BASE-E", "rotation": 180}, {"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}]
      And in the draft, /players/0/supply/follower is 6
      And in the draft, /figures/- is {"player": "red", "figure": "follower", "x": 0, "y": 0, "at": "N"}
      And in the draft, /turn is {"number": 2, "player": "red", "part": 1, "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}
      When the draft is loaded
      Then the answer is accepted

    @id:car-refuse-25 @rule:CAR-R-TURN-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A turn.player who is not a player
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /turn/player is "green"
      When the draft is loaded
      Then the answer is the error invalid_position

    @id:car-refuse-26 @rule:CAR-R-TURN-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A turn inconsistent with its phase
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /turn/tile is null
      When the draft is loaded
      Then the answer is the error invalid_position

    # Impossible turn data (spec/protocol.md §9.1: `placed` only in place_figure, `tile` only in
    # place_tile).
    @id:car-refuse-160 @rule:CAR-R-TURN-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A tile just placed while the tile step is still to come
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /turn/placed is {"x": 0, "y": 0}
      When the draft is loaded
      Then the answer is the error invalid_position

    @id:car-refuse-161 @rule:CAR-R-TURN-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A tile in hand during the figure step
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /turn is {"number": 1, "player": "red", "part": 1, "phase": "place_figure", "tile": "BASE-U", "placed": {"x": 0, "y": 0}}
      When the draft is loaded
      Then the answer is the error invalid_position

    @id:car-refuse-27 @rule:CAR-R-END-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A finished game with a player to move
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /turn/phase is "over"
      When the draft is loaded
      Then the answer is the error invalid_position

    @id:car-refuse-28 @rule:CAR-R-FOLLOWER-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A figure of a player who is not in the game
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /figures/- is {"player": "green", "figure": "follower", "x": 0, "y": 0, "at": "N"}
      When the draft is loaded
      Then the answer is the error invalid_position

  Rule: Set-ups the engine does not offer, or the rules cannot start

    @id:car-refuse-29 @rule:CAR-R-SETUP-4 @rule:PRO-R-ERROR-7
    Example: A game nobody implements is unsupported
      Given a new carcassonne game between red and blue drawing BASE-U
      When the engine is sent {"cmd": "new_game", "game": "hunters_and_gatherers", "players": ["red", "blue"], "draw": {"tiles": ["BASE-U"]}}
      Then the answer is the error unsupported

    @id:car-refuse-30 @rule:CAR-R-SETUP-4 @rule:PRO-R-ERROR-7
    Example: An interpretation value nobody implements is unsupported
      Given a new carcassonne game between red and blue drawing BASE-U
      When the engine is sent {"cmd": "new_game", "game": "carcassonne", "players": ["red", "blue"], "draw": {"tiles": ["BASE-U"]}, "interpretations": {"city.two_tile_points": "3"}}
      Then the answer is the error unsupported

    @id:car-refuse-31 @rule:CAR-R-SETUP-4 @rule:PRO-R-ERROR-7
    Example: Two players of the same name is bad_request
      Given a new carcassonne game between red and blue drawing BASE-U
      When the engine is sent {"cmd": "new_game", "game": "carcassonne", "players": ["red", "red"], "draw": {"tiles": ["BASE-U"]}}
      Then the answer is the error bad_request

    @id:car-refuse-32 @rule:CAR-R-TILE-1
    Example: A tile id no tile set defines is unknown_tile
      Given a new carcassonne game between red and blue drawing BASE-U
      When the engine is sent {"cmd": "new_game", "game": "carcassonne", "players": ["red", "blue"], "draw": {"tiles": ["BASE-U", "BASE-Z"]}}
      Then the answer is the error unknown_tile

  Rule: More positions that cannot arise (tests/test_protocol_errors.py)

    @id:car-refuse-33 @rule:CAR-R-SETUP-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused position: empty board
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is asked to load the position:
      """
      {"game": "carcassonne", "expansions": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"follower": 7}}, {"name": "blue", "score": 0, "supply": {"follower": 7}}], "board": [], "figures": [], "draw_pile": ["BASE-U", "BASE-V"], "discarded": [], "turn": {"number": 1, "player": "red", "part": 1, "phase": "place_tile", "tile": "BASE-E", "placed": null}}
      """
      Then the answer is the error invalid_position

    @id:car-refuse-34 @rule:CAR-R-SETUP-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused position: diagonal only tile
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is asked to load the position:
      """
      {"game": "carcassonne", "expansions": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"follower": 7}}, {"name": "blue", "score": 0, "supply": {"follower": 7}}], "board": [{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}, {"x": 1, "y": 1, "tile": "BASE-B", "rotation": 0}], "figures": [], "draw_pile": ["BASE-U", "BASE-V"], "discarded": [], "turn": {"number": 1, "player": "red", "part": 1, "phase": "place_tile", "tile": "BASE-E", "placed": null}}
      """
      Then the answer is the error invalid_position

    @id:car-refuse-35 @rule:CAR-R-SETUP-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused position: figure on empty cell
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is asked to load the position:
      """
      {"game": "carcassonne", "expansions": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"follower": 6}}, {"name": "blue", "score": 0, "supply": {"follower": 7}}], "board": [{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}], "figures": [{"player": "red", "figure": "follower", "x": 0, "y": 1, "at": "C"}], "draw_pile": ["BASE-U", "BASE-V"], "discarded": [], "turn": {"number": 1, "player": "red", "part": 1, "phase": "place_tile", "tile": "BASE-E", "placed": null}}
      """
      Then the answer is the error invalid_position

    @id:car-refuse-36 @rule:CAR-R-SETUP-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused position: place figure without placed
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is asked to load the position:
      """
      {"game": "carcassonne", "expansions": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"follower": 7}}, {"name": "blue", "score": 0, "supply": {"follower": 7}}], "board": [{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}], "figures": [], "draw_pile": ["BASE-U", "BASE-V"], "discarded": [], "turn": {"number": 1, "player": "red", "part": 1, "phase": "place_figure", "tile": null, "placed": null}}
      """
      Then the answer is the error invalid_position

    @id:car-refuse-37 @rule:CAR-R-SETUP-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused position: placed on empty cell
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is asked to load the position:
      """
      {"game": "carcassonne", "expansions": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"follower": 7}}, {"name": "blue", "score": 0, "supply": {"follower": 7}}], "board": [{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}], "figures": [], "draw_pile": ["BASE-U", "BASE-V"], "discarded": [], "turn": {"number": 1, "player": "red", "part": 1, "phase": "place_figure", "tile": null, "placed": {"x": 3, "y": 3}}}
      """
      Then the answer is the error invalid_position

    @id:car-refuse-38 @rule:CAR-R-SETUP-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused position: figure of unknown player
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is asked to load the position:
      """
      {"game": "carcassonne", "expansions": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"follower": 7}}, {"name": "blue", "score": 0, "supply": {"follower": 7}}], "board": [{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}], "figures": [{"player": "green", "figure": "follower", "x": 0, "y": 0, "at": "N"}], "draw_pile": ["BASE-U", "BASE-V"], "discarded": [], "turn": {"number": 1, "player": "red", "part": 1, "phase": "place_tile", "tile": "BASE-E", "placed": null}}
      """
      Then the answer is the error invalid_position

  Rule: Unknown tiles

    @id:car-refuse-39 @rule:CAR-R-TILE-1
    Example: A tile id no tile set defines is unknown_tile (draw)
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["BASE-U", "BASE-Z"]}}
      """
      Then the answer is the error unknown_tile

    @id:car-refuse-40 @rule:CAR-R-TILE-1
    Example: A tile id no tile set defines is unknown_tile (draw-other-set)
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["NOPE-1"]}}
      """
      Then the answer is the error unknown_tile

    @id:car-refuse-41 @rule:CAR-R-TILE-1
    Example: A tile id no tile set defines is unknown_tile (start)
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["BASE-U"]}, "start": {"tile": "BASE-Z", "rotation": 0}}
      """
      Then the answer is the error unknown_tile

    @id:car-refuse-42 @rule:CAR-R-TILE-1 @requires:load_position
    Example: A tile id no tile set defines is unknown_tile (board-origin)
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "load_position", "game": "carcassonne", "position": {"game": "carcassonne", "expansions": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"follower": 7}}, {"name": "blue", "score": 0, "supply": {"follower": 7}}], "board": [{"x": 0, "y": 0, "tile": "BASE-Z", "rotation": 0}], "figures": [], "draw_pile": ["BASE-U", "BASE-V"], "discarded": [], "turn": {"number": 1, "player": "red", "part": 1, "phase": "place_tile", "tile": "BASE-E", "placed": null}}}
      """
      Then the answer is the error unknown_tile

    @id:car-refuse-43 @rule:CAR-R-TILE-1 @requires:load_position
    Example: A tile id no tile set defines is unknown_tile (board)
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "load_position", "game": "carcassonne", "position": {"game": "carcassonne", "expansions": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"follower": 7}}, {"name": "blue", "score": 0, "supply": {"follower": 7}}], "board": [{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}, {"x": 0, "y": 1, "tile": "BASE-Z", "rotation": 0}], "figures": [], "draw_pile": ["BASE-U", "BASE-V"], "discarded": [], "turn": {"number": 1, "player": "red", "part": 1, "phase": "place_tile", "tile": "BASE-E", "placed": null}}}
      """
      Then the answer is the error unknown_tile

    @id:car-refuse-44 @rule:CAR-R-TILE-1 @requires:load_position
    Example: A tile id no tile set defines is unknown_tile (turn-tile)
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "load_position", "game": "carcassonne", "position": {"game": "carcassonne", "expansions": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"follower": 7}}, {"name": "blue", "score": 0, "supply": {"follower": 7}}], "board": [{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}], "figures": [], "draw_pile": ["BASE-U", "BASE-V"], "discarded": [], "turn": {"number": 1, "player": "red", "part": 1, "phase": "place_tile", "tile": "BASE-Z", "placed": null}}}
      """
      Then the answer is the error unknown_tile

    @id:car-refuse-45 @rule:CAR-R-TILE-1 @requires:load_position
    Example: A tile id no tile set defines is unknown_tile (draw-pile)
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "load_position", "game": "carcassonne", "position": {"game": "carcassonne", "expansions": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"follower": 7}}, {"name": "blue", "score": 0, "supply": {"follower": 7}}], "board": [{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}], "figures": [], "draw_pile": ["BASE-U", "BASE-Z"], "discarded": [], "turn": {"number": 1, "player": "red", "part": 1, "phase": "place_tile", "tile": "BASE-E", "placed": null}}}
      """
      Then the answer is the error unknown_tile

  Rule: Set-ups the engine does not offer, or the rules cannot start (tests/test_protocol_errors.py)

    @id:car-refuse-46 @rule:CAR-R-SETUP-4 @rule:PRO-R-ERROR-7
    Example: Unsupported: expansion
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["BASE-U"]}, "expansions": ["inns_and_cathedrals"]}
      """
      Then the answer is the error unsupported

    @id:car-refuse-47 @rule:CAR-R-SETUP-4 @rule:PRO-R-ERROR-7
    Example: Unsupported: unknown interpretation
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["BASE-U"]}, "interpretations": {"no.such_key": "x"}}
      """
      Then the answer is the error unsupported

    @id:car-refuse-48 @rule:CAR-R-SETUP-4 @rule:PRO-R-ERROR-7
    Example: Unsupported: unsupported interpretation value
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["BASE-U"]}, "interpretations": {"city.two_tile_points": "3"}}
      """
      Then the answer is the error unsupported

    @id:car-refuse-49 @rule:CAR-R-SETUP-4 @rule:PRO-R-ERROR-7
    Example: Unsupported: unknown option
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["BASE-U"]}, "options": {"turbo": true}}
      """
      Then the answer is the error unsupported

    @id:car-refuse-50 @rule:CAR-R-SETUP-4 @rule:PRO-R-ERROR-7
    Example: Unsupported: unknown game
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "hunters_and_gatherers", "players": ["a", "b"], "draw": {"tiles": ["BASE-U"]}}
      """
      Then the answer is the error unsupported

    @id:car-refuse-51 @rule:CAR-R-SETUP-4 @rule:PRO-R-ERROR-7 @requires:load_position
    Example: Unsupported: load unknown game
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "load_position", "game": "hunters_and_gatherers", "position": {"game": "carcassonne", "expansions": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"follower": 7}}, {"name": "blue", "score": 0, "supply": {"follower": 7}}], "board": [{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}], "figures": [], "draw_pile": ["BASE-U", "BASE-V"], "discarded": [], "turn": {"number": 1, "player": "red", "part": 1, "phase": "place_tile", "tile": "BASE-E", "placed": null}}}
      """
      Then the answer is the error unsupported

    @id:car-refuse-52 @rule:CAR-R-SETUP-4 @rule:PRO-R-ERROR-7 @requires:load_position
    Example: Unsupported: load expansion
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "load_position", "game": "carcassonne", "position": {"game": "carcassonne", "expansions": ["inns_and_cathedrals"], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"follower": 7}}, {"name": "blue", "score": 0, "supply": {"follower": 7}}], "board": [{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}], "figures": [], "draw_pile": ["BASE-U", "BASE-V"], "discarded": [], "turn": {"number": 1, "player": "red", "part": 1, "phase": "place_tile", "tile": "BASE-E", "placed": null}}}
      """
      Then the answer is the error unsupported

    @id:car-refuse-53 @rule:CAR-R-SETUP-4 @rule:PRO-R-ERROR-7
    Example: Unsupported: expansion key without expansion
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["BASE-U"]}, "interpretations": {"builder.double_turns": "chain"}}
      """
      Then the answer is the error unsupported

    @id:car-refuse-54 @rule:CAR-R-SETUP-4 @rule:PRO-R-ERROR-7 @requires:load_position
    Example: Unsupported: load interpretation value
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "load_position", "game": "carcassonne", "position": {"game": "carcassonne", "expansions": [], "interpretations": {"city.two_tile_points": "7"}, "players": [{"name": "red", "score": 0, "supply": {"follower": 7}}, {"name": "blue", "score": 0, "supply": {"follower": 7}}], "board": [{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}], "figures": [], "draw_pile": ["BASE-U", "BASE-V"], "discarded": [], "turn": {"number": 1, "player": "red", "part": 1, "phase": "place_tile", "tile": "BASE-E", "placed": null}}}
      """
      Then the answer is the error unsupported

    @id:car-refuse-55 @rule:CAR-R-SETUP-4 @rule:PRO-R-ERROR-7
    Example: Unsupported: protocol 2
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "hello", "protocol": 2}
      """
      Then the answer is the error unsupported

    @id:car-refuse-56 @rule:CAR-R-SETUP-4 @rule:PRO-R-ERROR-7
    Example: A set-up the rules cannot start is bad_request: 1 player
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["solo"], "draw": {"tiles": ["BASE-U"]}}
      """
      Then the answer is the error bad_request

    @id:car-refuse-57 @rule:CAR-R-SETUP-4 @rule:PRO-R-ERROR-7
    Example: A set-up the rules cannot start is bad_request: 6 players
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["a", "b", "c", "d", "e", "f"], "draw": {"tiles": ["BASE-U"]}}
      """
      Then the answer is the error bad_request

    @id:car-refuse-58 @rule:CAR-R-SETUP-4 @rule:PRO-R-ERROR-7
    Example: A set-up the rules cannot start is bad_request: 0 players
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": [], "draw": {"tiles": ["BASE-U"]}}
      """
      Then the answer is the error bad_request

    @id:car-refuse-59 @rule:CAR-R-SETUP-4 @rule:PRO-R-ERROR-7
    Example: A set-up the rules cannot start is bad_request: duplicate names
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["a", "a"], "draw": {"tiles": ["BASE-U"]}}
      """
      Then the answer is the error bad_request

    @id:car-refuse-60 @rule:CAR-R-FEATURE-1 @rule:PRO-R-ERROR-3 @requires:custom_tiles
    Example: Inconsistent tile definitions are bad_request: field edge has city
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["TEST-1"]}, "tiles": [{"id": "TEST-1", "count": 1, "edges": "FFFF", "features": [{"id": "c1", "kind": "city", "places": ["N"]}, {"id": "f1", "kind": "field", "places": ["En", "Es", "Se", "Sw", "Ws", "Wn"], "borders": ["c1"]}]}]}
      """
      Then the answer is the error bad_request

    @id:car-refuse-61 @rule:CAR-R-FEATURE-1 @rule:PRO-R-ERROR-3 @requires:custom_tiles
    Example: Inconsistent tile definitions are bad_request: city edge without feature
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["TEST-1"]}, "tiles": [{"id": "TEST-1", "count": 1, "edges": "CCFF", "features": [{"id": "c1", "kind": "city", "places": ["N"]}, {"id": "f1", "kind": "field", "places": ["En", "Es", "Se", "Sw", "Ws", "Wn"], "borders": ["c1"]}]}]}
      """
      Then the answer is the error bad_request

    @id:car-refuse-62 @rule:CAR-R-FEATURE-1 @rule:PRO-R-ERROR-3 @requires:custom_tiles
    Example: Inconsistent tile definitions are bad_request: road edge without feature
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["TEST-1"]}, "tiles": [{"id": "TEST-1", "count": 1, "edges": "CFRF", "features": [{"id": "c1", "kind": "city", "places": ["N"]}, {"id": "f1", "kind": "field", "places": ["En", "Es", "Se", "Sw", "Ws", "Wn"], "borders": ["c1"]}]}]}
      """
      Then the answer is the error bad_request

    @id:car-refuse-63 @rule:CAR-R-FEATURE-1 @rule:PRO-R-ERROR-3 @requires:custom_tiles
    Example: Inconsistent tile definitions are bad_request: duplicate feature id
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["TEST-1"]}, "tiles": [{"id": "TEST-1", "count": 1, "edges": "CFFF", "features": [{"id": "c1", "kind": "city", "places": ["N"]}, {"id": "c1", "kind": "field", "places": ["En", "Es", "Se", "Sw", "Ws", "Wn"], "borders": []}]}]}
      """
      Then the answer is the error bad_request

    @id:car-refuse-64 @rule:CAR-R-FEATURE-1 @rule:PRO-R-ERROR-3 @requires:custom_tiles
    Example: Inconsistent tile definitions are bad_request: place in two features
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["TEST-1"]}, "tiles": [{"id": "TEST-1", "count": 1, "edges": "CFFF", "features": [{"id": "c1", "kind": "city", "places": ["N"]}, {"id": "f1", "kind": "field", "places": ["N", "En", "Es"], "borders": ["c1"]}]}]}
      """
      Then the answer is the error bad_request

    @id:car-refuse-65 @rule:CAR-R-FEATURE-1 @rule:PRO-R-ERROR-3 @requires:custom_tiles
    Example: Inconsistent tile definitions are bad_request: borders unknown feature
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["TEST-1"]}, "tiles": [{"id": "TEST-1", "count": 1, "edges": "CFFF", "features": [{"id": "c1", "kind": "city", "places": ["N"]}, {"id": "f1", "kind": "field", "places": ["En", "Es", "Se", "Sw", "Ws", "Wn"], "borders": ["c9"]}]}]}
      """
      Then the answer is the error bad_request

    @id:car-refuse-66 @rule:CAR-R-FEATURE-1 @rule:PRO-R-ERROR-3 @requires:custom_tiles
    Example: Inconsistent tile definitions are bad_request: tile defined twice
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["TEST-1"]}, "tiles": [{"id": "TEST-1", "count": 1, "edges": "CFFF", "features": [{"id": "c1", "kind": "city", "places": ["N"]}, {"id": "f1", "kind": "field", "places": ["En", "Es", "Se", "Sw", "Ws", "Wn"], "borders": ["c1"]}]}, {"id": "TEST-1", "count": 1, "edges": "CFFF", "features": [{"id": "c1", "kind": "city", "places": ["N"]}, {"id": "f1", "kind": "field", "places": ["En", "Es", "Se", "Sw", "Ws", "Wn"], "borders": ["c1"]}]}]}
      """
      Then the answer is the error bad_request

    # Edge case of CAR-R-FEATURE-1: the half-edges of a field edge belong to fields; a city
    # on the half Wn of the field edge W is an inconsistent definition.
    @id:car-refuse-67 @rule:CAR-R-FEATURE-1 @rule:PRO-R-ERROR-3 @requires:custom_tiles
    Example: Inconsistent tile definitions are bad_request: a city on half of a field edge
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["TEST-1"]}, "tiles": [{"id": "TEST-1", "count": 1, "edges": "CFFF", "features": [{"id": "c1", "kind": "city", "places": ["N"]}, {"id": "f1", "kind": "field", "places": ["En", "Es", "Se", "Sw", "Ws"], "borders": ["c1"]}, {"id": "c2", "kind": "city", "places": ["Wn"]}]}]}
      """
      Then the answer is the error bad_request

    # Edge case of PC-R-TILEDEF-1: the feature ids of one tile are distinct; two features both
    # named c1 are an inconsistent definition, whatever else the tile says.
    @id:car-refuse-70 @rule:PC-R-TILEDEF-1 @rule:PRO-R-ERROR-3 @requires:custom_tiles
    Example: Inconsistent tile definitions are bad_request: two features with one id
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["TEST-1"]}, "tiles": [{"id": "TEST-1", "count": 1, "edges": "CFCF", "features": [{"id": "c1", "kind": "city", "places": ["N"]}, {"id": "f1", "kind": "field", "places": ["En", "Es", "Ws", "Wn"], "borders": ["c1"]}, {"id": "c1", "kind": "city", "places": ["S"]}]}]}
      """
      Then the answer is the error bad_request
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["TEST-1"]}, "tiles": [{"id": "TEST-1", "count": 1, "edges": "CFCF", "features": [{"id": "c1", "kind": "city", "places": ["N"]}, {"id": "f1", "kind": "field", "places": ["En", "Es", "Ws", "Wn"], "borders": ["c1", "c2"]}, {"id": "c2", "kind": "city", "places": ["S"]}]}]}
      """
      Then the answer is accepted


  Rule: A finished game has no player to move

    # Edge case of CAR-R-END-1 for positions: a finished game (phase over, no player, no tile)
    # loads, and a move is then game_over; the same with a player named is invalid_position.
    @id:car-refuse-68 @rule:CAR-R-END-1 @rule:PRO-R-ERROR-5 @requires:load_position
    Example: A finished game loads, and a move is then game_over
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /turn is {"number": 2, "player": null, "part": 1, "phase": "over", "tile": null, "placed": null}
      And in the draft, /draw_pile is []
      When the draft is loaded
      Then the answer is accepted
      When the move {"type": "pass"} is tried
      Then the answer is the error game_over

    @id:car-refuse-69 @rule:CAR-R-END-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A finished game naming a player to move, otherwise consistent
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /turn is {"number": 2, "player": "red", "part": 1, "phase": "over", "tile": null, "placed": null}
      And in the draft, /draw_pile is []
      When the draft is loaded
      Then the answer is the error invalid_position

  Rule: A completed cloister holds no figure in a position (edge case of CAR-R-SCORE-3)

    # The cloister at 0,2 has all eight neighbours (a 3 × 3 block of BASE-B at x −1…1, y 1…3,
    # below the start tile), so it is complete and was scored when its last neighbour came:
    # red's monk on it would have returned (CAR-R-SCORE-3). The position is refused. Blue's thief
    # on the start tile's road (open at both ends) is allowed and is looked at first: a check
    # that stops at the first occupied open feature misses the cloister.
    @id:car-refuse-71 @rule:CAR-R-SCORE-3 @rule:CAR-R-CLOISTER-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A monk left on a cloister with all eight neighbours
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /board is [{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}, {"x": -1, "y": 1, "tile": "BASE-B", "rotation": 0}, {"x": 0, "y": 1, "tile": "BASE-B", "rotation": 0}, {"x": 1, "y": 1, "tile": "BASE-B", "rotation": 0}, {"x": -1, "y": 2, "tile": "BASE-B", "rotation": 0}, {"x": 0, "y": 2, "tile": "BASE-B", "rotation": 0}, {"x": 1, "y": 2, "tile": "BASE-B", "rotation": 0}, {"x": -1, "y": 3, "tile": "BASE-B", "rotation": 0}, {"x": 0, "y": 3, "tile": "BASE-B", "rotation": 0}, {"x": 1, "y": 3, "tile": "BASE-B", "rotation": 0}]
      And in the draft, /players/0/supply/follower is 6
      And in the draft, /players/1/supply/follower is 6
      And in the draft, /figures is [{"player": "blue", "figure": "follower", "x": 0, "y": 0, "at": "E"}, {"player": "red", "figure": "follower", "x": 0, "y": 2, "at": "C"}]
      When the draft is loaded
      Then the answer is the error invalid_position under CAR-R-SCORE-3

  Rule: A move of another step is refused in the tile step and in the figure step (edge cases of CAR-R-TURN-1)

    # The turn's first step takes only place_tile (CAR-R-TURN-1); take_gold answers a Gold Mines
    # decision (GM-R-SHARE-2) and is refused here like pass and place_figure (car-refuse-11),
    # whatever its kind's name sorts after.
    @id:car-refuse-72 @rule:CAR-R-TURN-1 @rule:PRO-R-ERROR-4 @requires:gold_mines
    Example: Taking a gold piece in the tile step
      Given a new carcassonne game with gold_mines between red and blue drawing BASE-B, BASE-U
      When the move {"type": "take_gold", "x": 0, "y": 0} is tried
      Then the answer is the error illegal_move under CAR-R-TURN-1

    # The figure step takes only place_figure or pass (CAR-R-TURN-1); build_castle answers a
    # castle offer (BCB-R-CASTLE-3), and no offer is pending: red's BASE-E at 0,-1 closes the
    # start tile's small city, but nobody's knight is in it (BCB-R-CASTLE-2). The move is refused
    # and the turn stays in red's figure step: red passes, and the city of 2 tiles is completed.
    @id:car-refuse-73 @rule:CAR-R-TURN-1 @rule:PRO-R-ERROR-4 @requires:castles
    Example: Building a castle in the figure step
      Given a new carcassonne game with castles between red and blue drawing BASE-E, BASE-U
      When red places the tile at 0,-1 rotated 180
      And the move {"type": "build_castle", "x": 0, "y": -1, "at": "S"} is tried
      Then the answer is the error illegal_move under CAR-R-TURN-1
      When red places no follower
      Then a city of 2 tiles is completed

  Rule: A custom tile has its own game's edge letters (PC-R-TILEDEF-1)

    # The tile schema takes the edge letters of every game (CRF, RMP, GMS) and any lowercase
    # feature kind; a carcassonne tile with The Discovery's meadow and sea edges (GGGS) could
    # never fit a carcassonne board, and is an inconsistent definition: bad_request.
    @id:car-refuse-74 @rule:PC-R-TILEDEF-1 @rule:PRO-R-ERROR-3 @requires:custom_tiles
    Example: Inconsistent tile definitions are bad_request: another game's edge letters
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U, BASE-V, BASE-E
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["TEST-1"]}, "tiles": [{"id": "TEST-1", "count": 1, "edges": "GGGS", "features": [{"id": "g1", "kind": "meadow", "places": ["N", "E", "S"]}, {"id": "s1", "kind": "sea", "places": ["W"]}]}]}
      """
      Then the answer is the error bad_request

  Rule: A completed road holds no figure unless the tile just placed is on it (edge case of CAR-R-SCORE-3)

    # The start tile's road runs from the junction of BASE-L at -1,0 (its east road) to the
    # junction of BASE-L at 1,0 (its west road): both ends closed, a completed road of 3 tiles.
    # Blue's thief on it would have returned when it was completed (CAR-R-SCORE-3). The tile just
    # placed, BASE-B at 0,1 under the start tile, is next to every tile of the road (diagonally to
    # -1,0 and 1,0) but is not on it, so it did not complete the road: §9.2's exception for the
    # figure step does not apply, and the position is refused. A check that asks whether the tile
    # is *near* the road, as for a cloister's ring, instead of *on* it, accepts it.
    @id:car-refuse-140 @rule:CAR-R-SCORE-3 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A thief on a completed road, in the figure step of a tile next to the road but not on it
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /board is [{"x": -1, "y": 0, "tile": "BASE-L", "rotation": 0}, {"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}, {"x": 0, "y": 1, "tile": "BASE-B", "rotation": 0}, {"x": 1, "y": 0, "tile": "BASE-L", "rotation": 0}]
      And in the draft, /players/1/supply/follower is 6
      And in the draft, /figures is [{"player": "blue", "figure": "follower", "x": 0, "y": 0, "at": "E"}]
      And in the draft, /turn is {"number": 4, "player": "red", "part": 1, "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": 1}}
      When the draft is loaded
      Then the answer is the error invalid_position under CAR-R-SCORE-3

  Rule: What a position names is checked to the end: discarded tiles, one figure per segment, every completed feature

    # A discarded tile is a tile of the game like any other (spec/protocol.md §9.1 `discarded`):
    # an id no tile set defines is unknown_tile, as on the board, in hand or in the draw pile
    # (car-refuse-42 … car-refuse-45).
    @id:car-refuse-149 @rule:CAR-R-TILE-1 @requires:load_position
    Example: A tile id no tile set defines is unknown_tile (discarded)
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /discarded is ["BASE-Z"]
      When the draft is loaded
      Then the answer is the error unknown_tile

    # E and W are two places of one segment, the start tile's road (spec/protocol.md §9.2: one
    # figure per feature segment; CAR-R-FOLLOWER-2: a follower goes only on an unoccupied
    # feature). Red's thief at E and blue's at W stand on the same segment: invalid_position.
    @id:car-refuse-150 @rule:CAR-R-FOLLOWER-2 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Two thieves on the two places of one road segment
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /players/0/supply/follower is 6
      And in the draft, /players/1/supply/follower is 6
      And in the draft, /figures is [{"player": "red", "figure": "follower", "x": 0, "y": 0, "at": "E"}, {"player": "blue", "figure": "follower", "x": 0, "y": 0, "at": "W"}]
      When the draft is loaded
      Then the answer is the error invalid_position

    # The road of BASE-D at 0,-1 (rotated 180: city south, joined to the start tile's city) runs
    # between the junctions of BASE-L at -1,-1 and 1,-1: completed, 3 tiles, so blue's thief on
    # it would have returned (CAR-R-SCORE-3); the position is refused. Red's farmer in the start
    # tile's small field (En, bounded by the city and the road; no tile east or west of it) is
    # allowed — a field is never complete (CAR-R-FIELD-1) — and is looked at first: a check that
    # stops at the first figure standing outside a road, city or cloister misses the road.
    @id:car-refuse-151 @rule:CAR-R-SCORE-3 @rule:CAR-R-FIELD-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A thief left on a completed road, with a farmer on the board
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /board is [{"x": -1, "y": -1, "tile": "BASE-L", "rotation": 0}, {"x": 0, "y": -1, "tile": "BASE-D", "rotation": 180}, {"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}, {"x": 1, "y": -1, "tile": "BASE-L", "rotation": 0}]
      And in the draft, /players/0/supply/follower is 6
      And in the draft, /players/1/supply/follower is 6
      And in the draft, /figures is [{"player": "blue", "figure": "follower", "x": 0, "y": -1, "at": "E"}, {"player": "red", "figure": "follower", "x": 0, "y": 0, "at": "En"}]
      When the draft is loaded
      Then the answer is the error invalid_position under CAR-R-SCORE-3

    # Red has just placed BASE-E at 0,-1 (rotated 180), closing the start tile's city with red's
    # knight in it: in this figure step the knight stays until the turn ends (§9.2's exception,
    # car-refuse-24). The start tile's road, though, runs between the junctions of BASE-L at
    # -1,0 and 1,0 — completed, and not by the tile just placed (0,-1 is not on it) — and still
    # holds blue's thief, which would have returned when it was completed (CAR-R-SCORE-3): the
    # position is refused. A check that stops after the first completed feature the new tile
    # touches misses the road.
    @id:car-refuse-153 @rule:CAR-R-SCORE-3 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A thief on an old completed road, beside a knight in the city the tile just placed closed
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /board is [{"x": -1, "y": 0, "tile": "BASE-L", "rotation": 0}, {"x": 0, "y": -1, "tile": "BASE-E", "rotation": 180}, {"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}, {"x": 1, "y": 0, "tile": "BASE-L", "rotation": 0}]
      And in the draft, /players/0/supply/follower is 6
      And in the draft, /players/1/supply/follower is 6
      And in the draft, /figures is [{"player": "red", "figure": "follower", "x": 0, "y": 0, "at": "N"}, {"player": "blue", "figure": "follower", "x": 0, "y": 0, "at": "E"}]
      And in the draft, /turn is {"number": 5, "player": "red", "part": 1, "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}
      When the draft is loaded
      Then the answer is the error invalid_position under CAR-R-SCORE-3

  Rule: A completed cloister keeps its monk in the figure step only of a tile in its ring (edge cases of CAR-R-SCORE-3)

    # As car-refuse-71: the cloister at 0,2 has all eight neighbours (BASE-B at x −1…1, y 1…3),
    # so red's monk on it would have returned when the last of them came (CAR-R-SCORE-3). Red has
    # just placed BASE-B at 0,4, in the cloister's column but two rows below it: outside the
    # cloister's 3 × 3 ring, so that tile did not complete it, §9.2's figure-step exception does
    # not apply, and the position is refused.
    @id:car-refuse-157 @rule:CAR-R-SCORE-3 @rule:CAR-R-CLOISTER-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A monk on a completed cloister, in the figure step of a tile two rows below it
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /board is [{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}, {"x": -1, "y": 1, "tile": "BASE-B", "rotation": 0}, {"x": 0, "y": 1, "tile": "BASE-B", "rotation": 0}, {"x": 1, "y": 1, "tile": "BASE-B", "rotation": 0}, {"x": -1, "y": 2, "tile": "BASE-B", "rotation": 0}, {"x": 0, "y": 2, "tile": "BASE-B", "rotation": 0}, {"x": 1, "y": 2, "tile": "BASE-B", "rotation": 0}, {"x": -1, "y": 3, "tile": "BASE-B", "rotation": 0}, {"x": 0, "y": 3, "tile": "BASE-B", "rotation": 0}, {"x": 1, "y": 3, "tile": "BASE-B", "rotation": 0}, {"x": 0, "y": 4, "tile": "BASE-B", "rotation": 0}]
      And in the draft, /players/0/supply/follower is 6
      And in the draft, /figures is [{"player": "red", "figure": "follower", "x": 0, "y": 2, "at": "C"}]
      And in the draft, /turn is {"number": 12, "player": "red", "part": 1, "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": 4}}
      When the draft is loaded
      Then the answer is the error invalid_position under CAR-R-SCORE-3

    # The same cloister and monk; red has just placed BASE-B at 2,2, in the cloister's row but
    # two columns east of it: outside its ring, so the position is refused.
    @id:car-refuse-158 @rule:CAR-R-SCORE-3 @rule:CAR-R-CLOISTER-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A monk on a completed cloister, in the figure step of a tile two columns beside it
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /board is [{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}, {"x": -1, "y": 1, "tile": "BASE-B", "rotation": 0}, {"x": 0, "y": 1, "tile": "BASE-B", "rotation": 0}, {"x": 1, "y": 1, "tile": "BASE-B", "rotation": 0}, {"x": -1, "y": 2, "tile": "BASE-B", "rotation": 0}, {"x": 0, "y": 2, "tile": "BASE-B", "rotation": 0}, {"x": 1, "y": 2, "tile": "BASE-B", "rotation": 0}, {"x": -1, "y": 3, "tile": "BASE-B", "rotation": 0}, {"x": 0, "y": 3, "tile": "BASE-B", "rotation": 0}, {"x": 1, "y": 3, "tile": "BASE-B", "rotation": 0}, {"x": 2, "y": 2, "tile": "BASE-B", "rotation": 0}]
      And in the draft, /players/0/supply/follower is 6
      And in the draft, /figures is [{"player": "red", "figure": "follower", "x": 0, "y": 2, "at": "C"}]
      And in the draft, /turn is {"number": 12, "player": "red", "part": 1, "phase": "place_figure", "tile": null, "placed": {"x": 2, "y": 2}}
      When the draft is loaded
      Then the answer is the error invalid_position under CAR-R-SCORE-3

  Rule: A completed city holds no knight unless the tile just placed is in it (edge case of CAR-R-SCORE-3)

    # As car-refuse-23: BASE-E at 0,-1 (rotated 180) closes the start tile's city, a completed
    # city of 2 tiles, and red's knight in it would have returned then (CAR-R-SCORE-3). Red has
    # just placed BASE-U at 1,0, continuing the start tile's road: next to both tiles of the city
    # (beside 0,0, diagonal to 0,-1) but not in it, so that tile did not complete the city, §9.2's
    # figure-step exception does not apply, and the position is refused.
    @id:car-refuse-159 @rule:CAR-R-SCORE-3 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A knight in a completed city, in the figure step of a tile next to the city but not in it
      Given a new carcassonne game between red and blue drawing BASE-B, BASE-U
      And its state is taken as the draft
      And in the draft, /board is [{"x": 0, "y": -1, "tile": "BASE-E", "rotation": 180}, {"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}, {"x": 1, "y": 0, "tile": "BASE-U", "rotation": 0}]
      And in the draft, /players/0/supply/follower is 6
      And in the draft, /figures is [{"player": "red", "figure": "follower", "x": 0, "y": 0, "at": "N"}]
      And in the draft, /turn is {"number": 3, "player": "red", "part": 1, "phase": "place_figure", "tile": null, "placed": {"x": 1, "y": 0}}
      When the draft is loaded
      Then the answer is the error invalid_position under CAR-R-SCORE-3
