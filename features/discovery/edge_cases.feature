Feature: Discovery edge cases: the events of set-up
  The set-up answer lists its events (spec/discovery.md "new_game"): the start tile, the tiles
  set aside, the tiles dealt into the hands, the first draw. An engine that deals the hands
  without reporting them passes every check of the hands and still breaks the protocol.

  Background:
    Given a discovery game between red and blue
    And the discovery fixture tiles
    And the board:
      | x | y | tile  | rotation |
      | 0 | 0 | DFX-G | 0        |

  Rule: Every tile dealt at set-up is reported, in seating order

    @id:dis-edge-01 @rule:DI-R-VAR-1 @requires:two_tiles
    Example: The two-tiles deal reports one tile_drawn per tile, red's two, then blue's
      Given the two_tiles variant is in play
      When the game is set up drawing DFX-G1M3, DFX-M1G3, DFX-S1G3, DFX-G, DFX-S
      Then the answer's events are exactly:
        """
        [{"type": "tile_placed", "player": null, "tile": "DFX-G", "x": 0, "y": 0, "rotation": 0},
         {"type": "tile_drawn", "player": "red", "tile": "DFX-G1M3"},
         {"type": "tile_drawn", "player": "red", "tile": "DFX-M1G3"},
         {"type": "tile_drawn", "player": "blue", "tile": "DFX-S1G3"},
         {"type": "tile_drawn", "player": "blue", "tile": "DFX-G"}]
        """

    @id:dis-edge-02 @rule:DI-R-SETUP-1 @rule:DI-R-TURN-1
    Example: Without the variant, set-up reports the start tile and the first player's draw
      When the game is set up drawing DFX-G1M3, DFX-M1G3
      Then the answer's events are exactly:
        """
        [{"type": "tile_placed", "player": null, "tile": "DFX-G", "x": 0, "y": 0, "rotation": 0},
         {"type": "tile_drawn", "player": "red", "tile": "DFX-G1M3"}]
        """

  Rule: The state names the tile just placed

    @id:dis-edge-03 @rule:DI-R-TURN-1
    Example: In the follower step the state's turn.placed is the cell of the tile just placed
      When the game is set up drawing DFX-G, DFX-G
      And red places the tile at 1,0 rotated 0
      Then in the state, /turn/placed is {"x": 1, "y": 0}
      And in the state, /turn/phase is "place_figure"

  Rule: The state names the tile in hand only while it is to be placed

    # Edge case of DI-R-TURN-1 (spec/protocol.md §9.1): `turn.tile` is the tile in hand in
    # step 1 (`place_tile`) and null in step 2; `turn.placed` is the other way round.
    @id:dis-edge-04 @rule:DI-R-TURN-1
    Example: In the tile step the state's turn names the tile in hand and no tile placed
      When the game is set up drawing DFX-S1G3, DFX-G
      Then the state at /turn is {"number": 1, "player": "red", "phase": "place_tile", "tile": "DFX-S1G3", "placed": null}
      When red places the tile at 0,-1 rotated 0
      Then the state at /turn is {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}

    # Edge case of DI-R-TURN-1: once the turn is over the tile placed in it is no longer
    # "just placed": the next player's tile step shows `turn.placed` null.
    @id:dis-edge-05 @rule:DI-R-TURN-1 @rule:DI-R-TURN-5
    Example: After red's turn, blue's tile step shows blue's tile and no tile placed
      When the game is set up drawing DFX-G, DFX-S1G3
      And red places the tile at 1,0 rotated 0
      And red places no follower
      Then the state at /turn is {"number": 2, "player": "blue", "phase": "place_tile", "tile": "DFX-S1G3", "placed": null}

  Rule: Refusals and loads the kind of figure, the two-tiles hands and the end decide (edge cases)

    # Edge case of DI-R-DEPLOY-5: a figure kind of another game whose name sorts after
    # "follower" (the pig of Traders & Builders) is refused under DI-R-DEPLOY-5, like one
    # sorting before it.
    @id:dis-deploy-18 @rule:DI-R-DEPLOY-5
    Example: A pig is no figure of The Discovery
      When the game is set up drawing DFX-G, DFX-G
      And red places the tile at 1,0 rotated 0
      And the move {"type": "place_figure", "figure": "pig", "x": 1, "y": 0, "at": "N"} is tried
      Then the move is rejected under DI-R-DEPLOY-5

    # Edge case of DI-R-VAR-1 (empty hands are passed over): blue, the second seat, is to
    # play with an empty hand and nothing left to draw, while red still holds a tile; the
    # turn passes on to red and the game goes on.
    @id:dis-var-16 @rule:DI-R-VAR-1 @rule:DI-R-END-1 @requires:two_tiles @requires:load_position @requires:custom_tiles
    Example: With two tiles, a second seat with an empty hand is passed over to the first
      Given the two_tiles variant is in play
      And red's hand is DFX-G
      And the draw pile is empty
      And in the draft, /turn/player is "blue"
      When the position is loaded
      Then the answer is accepted
      And the state at /turn/player is "red"
      And red must choose between DFX-G

    # Edge case of DI-R-VAR-1 with PC-R-TURN-1 (spec/discovery.md, canonical state: a player
    # passed over with an empty hand has no turn). Red plays turn 5; blue's hand is empty and
    # nothing is left to draw, so blue is passed over, and red's next turn is turn 6, not 7.
    @id:dis-var-20 @rule:DI-R-VAR-1 @rule:PC-R-TURN-1 @requires:two_tiles @interp:two_tiles.end=all_placed
    Example: With two tiles, a player passed over with an empty hand has no turn
      Given the two_tiles variant is in play
      And red's hand is DFX-G and DFX-G
      And the draw pile is empty
      And it is turn 5
      When red places the tile at 1,0 rotated 0
      And red places no follower
      Then red must choose between DFX-G
      And the state's /turn/number is 6

    # Edge case of DI-R-VAR-1 with positions: a two-tiles position loaded in red's
    # follower step stays in that step (the hands are not checked until the next tile step).
    @id:dis-var-17 @rule:DI-R-VAR-1 @rule:DI-R-TURN-1 @requires:two_tiles
    Example: With two tiles, a position in the follower step is still in that step
      Given the two_tiles variant is in play
      And the board:
        | x | y | tile  | rotation |
        | 1 | 0 | DFX-G | 0        |
      And red's hand is DFX-G and DFX-G
      And blue's hand is DFX-G and DFX-G
      And the draw pile is DFX-G
      And red has just placed the tile at 1,0
      Then the state at /turn is {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 1, "y": 0}}
      When red places a follower on N
      Then the figures on the board are:
        | player | x | y | at |
        | red    | 1 | 0 | N  |

    # Edge case of DI-R-END-1 for positions: a finished game (phase over, no player, no tile,
    # no tile placed) loads, and a move is then game_over.
    @id:di-refuse-49 @rule:DI-R-END-1 @rule:PRO-R-ERROR-5 @requires:load_position @requires:custom_tiles
    Example: A finished game loads, and a move is then game_over
      Given red is to place DFX-G
      And in the draft, /turn is {"number": 3, "player": null, "phase": "over", "tile": null, "placed": null}
      And the draw pile is empty
      When the position is loaded
      Then the answer is accepted
      When the move {"type": "pass"} is tried
      Then the answer is the error game_over
