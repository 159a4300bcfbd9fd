Feature: Protocol contract: The Discovery
  Points of spec/protocol.md §13 that an engine written from the spec alone
  had to guess (issue 14, part 3).

  Rule: The turn number after the last turn

    @id:dis-contract-turn-01 @rule:PC-R-TURN-1 @requires:custom_tiles
    Example: After the last turn the turn number is one more than the last turn's
      Given a discovery game between red and blue
      And the discovery fixture tiles
      And red is to place DFX-G
      And the draw pile is empty
      And it is turn 82
      When the runner sends apply_move:
        """
        {"move": {"type": "place_tile", "x": 1, "y": 0, "rotation": 0}}
        """
      And the runner sends apply_move:
        """
        {"move": {"type": "pass"}}
        """
      Then the game is over
      And the state's /turn/number is 83

    # Edge case of PC-R-TURN-1 with DI-R-VAR-1 (two_tiles.end=pile_empty): the game ends at the end
    # of the turn after which the draw pile is empty, blue's two tiles still in hand. That turn
    # is completed like any last turn: turn 12 ends the game, and the state shows 13.
    @id:dis-contract-turn-02 @rule:PC-R-TURN-1 @rule:DI-R-VAR-1 @requires:two_tiles @requires:custom_tiles @interp:two_tiles.end=pile_empty
    Example: Under the pile-empty ending the turn that ends the game counts too
      Given a discovery game between red and blue
      And the discovery fixture tiles
      And the board:
        | x | y | tile  | rotation |
        | 0 | 0 | DFX-G | 0        |
      And the two_tiles variant is in play
      And red's hand is DFX-G
      And blue's hand is DFX-G and DFX-G
      And the draw pile is empty
      And it is turn 12
      When red places the tile at 1,0 rotated 0
      And red places no follower
      Then the game is over
      And the state's /turn/number is 13

  Rule: Set-up requests

    @id:dis-contract-setup-01 @rule:PC-R-SETUP-1
    Example: A draw key the game does not draw is a bad request
      When the runner sends new_game:
        """
        {"game": "discovery", "players": ["red", "blue"], "draw": {"tiles": ["DIS-04"], "cards": ["eagle"]}}
        """
      Then the request is rejected with bad_request

    @id:dis-contract-setup-02 @rule:PC-R-SETUP-1
    Example: An unknown variant is unsupported
      When the runner sends new_game:
        """
        {"game": "discovery", "players": ["red", "blue"], "variants": ["river"], "draw": {"tiles": ["DIS-04"]}}
        """
      Then the request is rejected with unsupported

  Rule: The state's own tile definitions (edge cases of PC-R-STATE-1)

    # As car-contract-state-03 for The Discovery: the top-level tiles is absent in a game of
    # the standard box, and lists the definitions when a game brings its own.
    @id:dis-contract-state-01 @rule:PC-R-STATE-1 @rule:DI-R-TILES-1 @requires:custom_tiles
    Example: The state lists the game's own tile definitions, and only when there are some
      Given a standard discovery game between red and blue shuffled with seed 3
      Then the state has nothing at /tiles
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "discovery", "players": ["red", "blue"], "draw": {"tiles": ["XDI-MEADOW"]}, "tiles": [{"id": "XDI-MEADOW", "count": 1, "edges": "GGGG", "features": [{"id": "g1", "kind": "meadow", "places": ["N", "E", "S", "W"]}]}]}
      """
      Then the answer is accepted
      And the state at /tiles is [{"id": "XDI-MEADOW", "count": 1, "edges": "GGGG", "features": [{"id": "g1", "kind": "meadow", "places": ["N", "E", "S", "W"]}]}]

  Rule: perft leaves the game unchanged (PC-R-PERFT-1)

    # A position of a seeded standard game (seed 5, random moves; piles cut: PC-R-POS-4) where lines
    # of two decisions score points and draw from the shared piles: an engine that counts on the game
    # itself, or on a score list or pile it shares with it, shows a changed state afterwards.
    @id:dis-contract-perft-01 @rule:PC-R-PERFT-1 @requires:perft @requires:load_position
    Example: The state and the legal moves are the same after perft as before
      Given the engine has loaded the position:
      """
      {"game": "discovery", "variants": [], "interpretations": {"areas.one_tile": "reduced", "deploy.completed_area": "allowed", "equal_turns.five_players": "3", "redeploy.same_player": "allowed", "two_tiles.end": "all_placed", "two_tiles.unplaceable": "replace_each"}, "players": [{"name": "red", "score": 5, "supply": {"follower": 2}}, {"name": "blue", "score": 1, "supply": {"follower": 3}}], "board": [{"x": -2, "y": 0, "tile": "DIS-15", "rotation": 270}, {"x": -1, "y": -1, "tile": "DIS-13", "rotation": 90}, {"x": -1, "y": 0, "tile": "DIS-62", "rotation": 270}, {"x": 0, "y": 0, "tile": "DIS-START", "rotation": 0}, {"x": 1, "y": -1, "tile": "DIS-65", "rotation": 90}, {"x": 1, "y": 0, "tile": "DIS-39", "rotation": 270}, {"x": 2, "y": 0, "tile": "DIS-50", "rotation": 270}, {"x": 2, "y": 1, "tile": "DIS-52", "rotation": 90}, {"x": 3, "y": 0, "tile": "DIS-60", "rotation": 180}], "figures": [{"player": "blue", "figure": "follower", "x": -1, "y": -1, "at": "N"}, {"player": "red", "figure": "follower", "x": 1, "y": 0, "at": "W"}, {"player": "red", "figure": "follower", "x": 3, "y": 0, "at": "E"}], "draw_pile": ["DIS-30", "DIS-59", "DIS-16"], "discarded": [], "set_aside": [], "turn": {"number": 9, "player": "red", "phase": "place_tile", "tile": "DIS-21", "placed": null}}
      """
      Then perft to depth 2 leaves the game unchanged

  Rule: A position off the schema is a bad request, in every game (§9.2, PRO-R-ERROR-3)

    @id:dis-contract-pos-160 @rule:PRO-R-ERROR-3 @rule:PRO-R-ERROR-8 @requires:load_position
    Example: A position with a tile at rotation 45 is refused with bad_request
      When the engine is sent:
      """
      {"cmd": "load_position", "game": "discovery", "position": {"game": "discovery", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"follower": 4}}, {"name": "blue", "score": 0, "supply": {"follower": 4}}], "board": [{"x": 0, "y": 0, "tile": "DIS-START", "rotation": 45}], "figures": [], "draw_pile": ["DIS-05"], "discarded": [], "set_aside": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "DIS-04", "placed": null}}}
      """
      Then the answer is the error bad_request

  Rule: A position's turn is one its phase can have (§9.2, PRO-R-ERROR-6)

    @id:dis-contract-pos-161 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A figure step on a tile that is not on the board is an invalid position
      Given a discovery game between red and blue
      And red has just placed the tile at 0,0
      And the position's /turn/placed is {"x": 5, "y": 5}
      When the position is loaded
      Then the request is rejected with invalid_position

    @id:dis-contract-pos-162 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A finished game with a player to move is an invalid position
      Given a discovery game between red and blue
      And the position's /turn is {"number": 1, "player": "red", "phase": "over", "tile": null, "placed": null}
      When the position is loaded
      Then the request is rejected with invalid_position

    @id:dis-contract-pos-163 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A tile step with no tile in hand is an invalid position
      Given a discovery game between red and blue
      And the position's /turn is {"number": 1, "player": "red", "phase": "place_tile", "tile": null, "placed": null}
      When the position is loaded
      Then the request is rejected with invalid_position

  Rule: What the engine does not implement is refused, first among the set-up's faults (PRO-R-ERROR-7, PRO-R-ERROR-8)

    @id:dis-contract-setup-160 @rule:PRO-R-ERROR-7
    Example: A box with an expansion the engine does not implement is unsupported
      When the engine is sent {"cmd": "box", "game": "discovery", "expansions": ["the_sheriff"]}
      Then the answer is the error unsupported

    @id:dis-contract-setup-161 @rule:PRO-R-ERROR-7
    Example: A new game with an expansion the engine does not implement is unsupported
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "discovery", "players": ["red", "blue"], "expansions": ["the_sheriff"], "draw": {"tiles": ["DIS-04", "DIS-05"]}}
      """
      Then the answer is the error unsupported

    @id:dis-contract-setup-162 @rule:PRO-R-ERROR-8
    Example: A new game for one player with an expansion the engine does not implement is unsupported
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "discovery", "players": ["red"], "expansions": ["the_sheriff"], "draw": {"tiles": ["DIS-04"]}}
      """
      Then the answer is the error unsupported
