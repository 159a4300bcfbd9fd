Feature: The tiles
  Tile types are data: their edges, areas, port cities and the meadows beside
  their mountains. The box holds 84 tiles, the start tile among them; a game
  may bring tile types of its own.

  Rule: The box holds the start tile and 83 tiles to draw

    # The engine's tile set is a reconstruction (spec/discovery.md); the count
    # and the start tile are what the source states.
    @id:dis-tiles-01 @rule:DI-R-TILES-2 @rule:DI-R-COMP-1
    Example: A game with the standard box starts from DIS-START with 83 tiles to draw
      Given a discovery game between red and blue
      When the game is set up with the standard box shuffled by seed 1
      Then the events include, in order:
        | type        | player | tile      | x | y |
        | tile_placed | -      | DIS-START | 0 | 0 |
        | tile_drawn  | red    |           |   |   |
      And the draw pile holds 82 tiles

  Rule: A game may bring its own tile types

    # A meadow tile with a mountain peak in its middle: the peak touches no
    # edge, so it is a complete one-tile mountain range bordered by the meadow.
    @id:dis-tiles-02 @rule:DI-R-TILES-1 @rule:DI-R-COMP-2 @requires:custom_tiles @interp:deploy.completed_area=allowed
    Example: A tile type the scenario defines itself is played by its data
      Given a discovery game between red and blue
      And the scenario's own tiles:
        """
        [{"id": "XDI-PEAK", "count": 1, "edges": "GGGG", "features": [
          {"id": "g1", "kind": "meadow", "places": ["N", "E", "S", "W"]},
          {"id": "m1", "kind": "mountain", "places": ["C"], "meadows": ["g1"]}]}]
        """
      And the board:
        | x | y | tile     | rotation |
        | 0 | 0 | XDI-PEAK | 0        |
      And red is to place XDI-PEAK
      And the draw pile is XDI-PEAK
      When red places the tile at 1,0 rotated 0
      Then red may place a follower on N and C
      When red places a follower on C
      Then the events include, in order:
        | type          | player | role    | at | feature  |
        | figure_placed | red    | brigand | C  | mountain |

    # Edge case of DI-R-TILES-1 with PC-R-TILEDEF-1 (feature kinds stay open): a meadow tile with a
    # volcano in its middle, a kind no rule of The Discovery knows. The tile type is accepted and
    # played; the volcano is no area, so only the meadow takes a follower, and a follower on the
    # volcano is refused under DI-R-DEPLOY-5 (a place where the tile has no area).
    @id:dis-tiles-11 @rule:DI-R-TILES-1 @rule:PC-R-TILEDEF-1 @rule:DI-R-DEPLOY-5 @requires:custom_tiles
    Example: A tile type with a volcano, a kind with no role, is played, and the volcano takes no follower
      Given a discovery game between red and blue
      And the scenario's own tiles:
        """
        [{"id": "XDI-VOLCANO", "count": 1, "edges": "GGGG", "features": [
          {"id": "g1", "kind": "meadow", "places": ["N", "E", "S", "W"]},
          {"id": "v1", "kind": "volcano", "places": ["C"]}]}]
        """
      And the board:
        | x | y | tile        | rotation |
        | 0 | 0 | XDI-VOLCANO | 0        |
      And red is to place XDI-VOLCANO
      And the draw pile is XDI-VOLCANO
      When red places the tile at 1,0 rotated 0
      Then red may place a follower on N
      When red tries to place a follower on C
      Then the move is rejected under DI-R-DEPLOY-5

    @id:dis-tiles-03 @requires:load_position @rule:DI-R-TILES-1 @requires:custom_tiles
    Example: A tile type whose meadow edge is covered by a sea is refused
      Given a discovery game between red and blue
      And the scenario's own tiles:
        """
        [{"id": "XDI-BAD", "count": 1, "edges": "GGGG", "features": [
          {"id": "s1", "kind": "sea", "places": ["N", "E", "S", "W"]}]}]
        """
      And the board:
        | x | y | tile    | rotation |
        | 0 | 0 | XDI-BAD | 0        |
      And red is to place XDI-BAD
      When the position is loaded
      Then the request is rejected with bad_request

    # Edge case of DI-R-TILES-1 (port cities): a port city lies between a land segment and a
    # sea; a tile whose port city names two seas is refused, even though its sea is a sea.
    @id:dis-tiles-04 @requires:load_position @rule:DI-R-TILES-1 @requires:custom_tiles
    Example: A tile type whose port city lies between two seas is refused
      Given a discovery game between red and blue
      And the scenario's own tiles:
        """
        [{"id": "XDI-STRAIT", "count": 1, "edges": "SSSS", "features": [
          {"id": "s1", "kind": "sea", "places": ["N", "E"]},
          {"id": "s2", "kind": "sea", "places": ["S", "W"]}],
          "port_cities": [{"land": "s1", "sea": "s2"}]}]
        """
      And the board:
        | x | y | tile       | rotation |
        | 0 | 0 | XDI-STRAIT | 0        |
      And red is to place XDI-STRAIT
      When the position is loaded
      Then the request is rejected with bad_request

    # Edge case of DI-R-TILES-1 (bordering meadows): only a mountain segment lists the
    # meadows it borders; a game whose tile type has a sea listing a meadow of its tile is
    # refused. (Sent as written: the suite's own schema check would stop it before the engine.)
    @id:dis-tiles-05 @rule:DI-R-TILES-1 @rule:PRO-R-ERROR-3 @requires:custom_tiles
    Example: A tile type whose sea lists bordering meadows is refused
      Given a standard discovery game between red and blue shuffled with seed 3
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "discovery", "players": ["red", "blue"], "draw": {"tiles": ["XDI-SHORE"]}, "tiles": [{"id": "XDI-SHORE", "count": 1, "edges": "SGGG", "features": [{"id": "s1", "kind": "sea", "places": ["N"], "meadows": ["g1"]}, {"id": "g1", "kind": "meadow", "places": ["E", "S", "W"]}]}]}
      """
      Then the answer is the error bad_request

  Rule: A tile type's own areas are checked (edge cases of DI-R-TILES-1)

    # Sent as written; each tile type breaks one rule of spec/discovery.md "Tiles" that the
    # tile-set schema does not express, so the engine must refuse the new_game.
    @id:dis-tiles-06 @rule:DI-R-TILES-1 @rule:PRO-R-ERROR-3 @requires:custom_tiles
    Example: A tile type whose meadow covers the edges and the centre is refused
      Given a standard discovery game between red and blue shuffled with seed 3
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "discovery", "players": ["red", "blue"], "draw": {"tiles": ["XDI-ROUND"]}, "tiles": [{"id": "XDI-ROUND", "count": 1, "edges": "GGGG", "features": [{"id": "g1", "kind": "meadow", "places": ["N", "E", "S", "W", "C"]}]}]}
      """
      Then the answer is the error bad_request

    @id:dis-tiles-07 @rule:DI-R-TILES-1 @rule:PRO-R-ERROR-3 @requires:custom_tiles
    Example: A tile type whose mountain lists its sea as a bordering meadow is refused
      Given a standard discovery game between red and blue shuffled with seed 3
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "discovery", "players": ["red", "blue"], "draw": {"tiles": ["XDI-CLIFF"]}, "tiles": [{"id": "XDI-CLIFF", "count": 1, "edges": "MSSS", "features": [{"id": "m1", "kind": "mountain", "places": ["N"], "meadows": ["s1"]}, {"id": "s1", "kind": "sea", "places": ["E", "S", "W"]}]}]}
      """
      Then the answer is the error bad_request

    @id:dis-tiles-08 @rule:DI-R-TILES-1 @rule:PRO-R-ERROR-3 @requires:custom_tiles
    Example: A tile type whose mountain lists a meadow that is not on the tile is refused
      Given a standard discovery game between red and blue shuffled with seed 3
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "discovery", "players": ["red", "blue"], "draw": {"tiles": ["XDI-PEAK"]}, "tiles": [{"id": "XDI-PEAK", "count": 1, "edges": "MGGG", "features": [{"id": "m1", "kind": "mountain", "places": ["N"], "meadows": ["g2"]}, {"id": "g1", "kind": "meadow", "places": ["E", "S", "W"]}]}]}
      """
      Then the answer is the error bad_request

    @id:dis-tiles-09 @rule:DI-R-TILES-1 @rule:PRO-R-ERROR-3 @requires:custom_tiles
    Example: A tile type whose port city lies between two meadows is refused
      Given a standard discovery game between red and blue shuffled with seed 3
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "discovery", "players": ["red", "blue"], "draw": {"tiles": ["XDI-INLAND"]}, "tiles": [{"id": "XDI-INLAND", "count": 1, "edges": "GGGG", "features": [{"id": "g1", "kind": "meadow", "places": ["N", "E"]}, {"id": "g2", "kind": "meadow", "places": ["S", "W"]}], "port_cities": [{"land": "g1", "sea": "g2"}]}]}
      """
      Then the answer is the error bad_request

    # Edge case of DI-R-TILES-1: four edge letters the tile-set schema admits (the Gold Rush
    # alphabet), one of them a railroad R: Discovery edges are G, M and S only.
    @id:dis-tiles-10 @rule:DI-R-TILES-1 @rule:PRO-R-ERROR-3 @requires:custom_tiles
    Example: A tile type with a railroad edge letter is refused
      Given a standard discovery game between red and blue shuffled with seed 3
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "discovery", "players": ["red", "blue"], "draw": {"tiles": ["XDI-WALL"]}, "tiles": [{"id": "XDI-WALL", "count": 1, "edges": "MMMR", "features": [{"id": "m1", "kind": "mountain", "places": ["N", "E", "S", "W"]}]}]}
      """
      Then the answer is the error bad_request
