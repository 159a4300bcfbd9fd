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
