Feature: Protocol contract: what an engine author must not have to guess
  Points of spec/protocol.md §13 that an engine written from the spec alone
  had to guess (issue 14, part 3): each is a MUST there, and checked here.
  Refusals of malformed requests in general are in refusals.feature.

  Rule: The turn number after the last turn

    @id:car-contract-turn-01 @rule:PC-R-TURN-1
    Example: After the last turn the turn number is one more than the last turn's
      Given a carcassonne game between red and blue
      And red is to place BASE-U
      And the draw pile is empty
      And it is turn 71
      When red places the tile at 0,1 rotated 0
      And red places no follower
      Then the game is over
      And the state's /turn/number is 72

    @id:car-contract-turn-02 @rule:PC-R-TURN-1
    Example: Ending the game in the middle of a turn keeps that turn's number
      Given a carcassonne game between red and blue
      And red is to place BASE-U
      And the draw pile is BASE-V
      And it is turn 12
      When the game ends
      Then the game is over
      And the state's /turn/number is 12

  Rule: The state's turn holds a decision only in phase decide

    @id:car-contract-state-01 @rule:PC-R-STATE-1 @rule:CAR-R-TURN-1
    Example: In the tile and figure phases the turn has no decision field at all
      Given a carcassonne game between red and blue
      And red is to place BASE-U
      And the draw pile is BASE-V
      When red places the tile at 0,1 rotated 0
      Then the state at /turn is {"number": 1, "player": "red", "part": 1, "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": 1}}
      When red places no follower
      Then the state at /turn is {"number": 2, "player": "blue", "part": 1, "phase": "place_tile", "tile": "BASE-V", "placed": null}

    @id:car-contract-state-02 @rule:PC-R-STATE-1 @rule:GM-R-PLACE-1 @requires:gold_mines
    Example: While a decision is pending the turn still names the active player
      Given a carcassonne game between red and blue
      And the expansion gold_mines is in play
      And the board:
        | x | y  | tile   | rotation |
        | 0 | -1 | BASE-E | 180      |
      And blue is to place GM-05
      And the draw pile is BASE-V
      When blue places the tile at 1,0 rotated 0
      Then blue must put the second gold piece on one of 2 tiles
      And the state's /turn/player is "blue"
      And the state's /turn/phase is "decide"

    @id:car-contract-state-03 @rule:PC-R-STATE-1 @rule:CAR-R-FEATURE-1 @requires:custom_tiles
    Example: The state lists the scenario's own tile definitions, and only when there are some
      Given a new carcassonne game between red and blue drawing BASE-U, BASE-V
      Then the state has nothing at /tiles
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["TEST-1"]}, "tiles": [{"id": "TEST-1", "count": 1, "edges": "CFFF", "features": [{"id": "c1", "kind": "city", "places": ["N"]}, {"id": "f1", "kind": "field", "places": ["En", "Es", "Se", "Sw", "Ws", "Wn"], "borders": ["c1"]}]}]}
      """
      Then the answer is accepted
      And the state at /tiles is [{"id": "TEST-1", "count": 1, "edges": "CFFF", "features": [{"id": "c1", "kind": "city", "places": ["N"]}, {"id": "f1", "kind": "field", "places": ["En", "Es", "Se", "Sw", "Ws", "Wn"], "borders": ["c1"]}]}]

  Rule: Final scoring goes kind by kind

    # The city's reference (0,-1 N) is smaller than the road's (0,0 E): a
    # single group sorted by reference would score the city first. The order
    # is roads, cities, cloisters, then fields.
    # Reached by play (features/README.md, "Routes"): red's knight stands on the city band at
    # 0,-1, not on the start tile (one figure per tile). Values by hand (CAR-R-END-2): road 1
    # tile = 1; city 0,-1 + 0,0, 2 tiles, no pennant = 2; cloister 1 + the start tile = 2.
    # BASE-B at -1,-1 and BASE-B at -2,-1 hold no figures and are here so that a route reaches
    # this position by play (features/README.md, "Routes").
    @id:car-contract-final-01 @rule:PC-R-FINAL-1
    Example: The incomplete road scores before the incomplete city with the smaller reference
      Given a carcassonne game between red and blue
      And the board:
        | x  | y  | tile   | rotation | figures   |
        | 0  | 0  | BASE-D | 0        | blue on E |
        | 0  | -1 | BASE-G | 90       | red on N  |
        | 0  | 1  | BASE-B | 0        | red on C  |
        | -1 | -1 | BASE-B | 0        |           |
        | -2 | -1 | BASE-B | 0        |           |
      And red is to place BASE-V
      When the game ends
      Then the points_scored events are, in order:
        """
        [{"player": "blue", "reason": "road", "points": 1, "feature": {"kind": "road", "x": 0, "y": 0, "at": "E"}},
         {"player": "red", "reason": "city", "points": 2, "feature": {"kind": "city", "x": 0, "y": -1, "at": "N"}},
         {"player": "red", "reason": "cloister", "points": 2, "feature": {"kind": "cloister", "x": 0, "y": 1, "at": "C"}}]
        """

  Rule: Every number is an integer, and 2.0 is the integer 2 (spec/protocol.md §2)

    @id:car-contract-number-01 @rule:PRO-R-ERROR-3 @rule:CAR-R-TILE-4
    Example: A move writing its coordinates as 0.0 and 1e0 is the move at 0,1, and the answers write integers
      Given a carcassonne game between red and blue
      And red is to place BASE-U
      And the draw pile is BASE-V
      When the runner sends apply_move:
        """
        {"move": {"type": "place_tile", "x": 0.0, "y": 1e0, "rotation": 0}}
        """
      Then the answer is accepted
      And the answer's events are exactly:
        """
        [{"type": "tile_placed", "player": "red", "tile": "BASE-U", "x": 0, "y": 1, "rotation": 0}]
        """
      And the state at /turn is {"number": 1, "player": "red", "part": 1, "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": 1}}

  Rule: Which rule an illegal move names

    @id:car-contract-refuse-01 @rule:PC-R-REFUSE-1 @rule:CAR-R-TURN-1
    Example: A move of the wrong type for the decision names the turn's order
      Given a carcassonne game between red and blue
      And red is to place BASE-U
      When the runner sends apply_move:
        """
        {"move": {"type": "pass"}}
        """
      Then the move is rejected under CAR-R-TURN-1

    @id:car-contract-refuse-02 @rule:PC-R-REFUSE-1 @rule:CAR-R-TILE-2
    Example: A tile on an occupied cell that would not match either names the empty-cell rule
      Given a carcassonne game between red and blue
      And red is to place BASE-U
      When red tries to place the tile at 0,0 rotated 0
      Then the move is rejected under CAR-R-TILE-2

    @id:car-contract-refuse-03 @rule:PC-R-REFUSE-1 @rule:CAR-R-TILE-1
    Example: Naming another tile than the one in hand comes before every placement check
      Given a carcassonne game between red and blue
      And red is to place BASE-U
      When the runner sends apply_move:
        """
        {"move": {"type": "place_tile", "tile": "BASE-V", "x": 0, "y": 0, "rotation": 0}}
        """
      Then the move is rejected under CAR-R-TILE-1

    # Red's seven followers stand on the board, each on its own feature (monks on the cloisters
    # and a knight on the open cap of the row y=1), with blue's figure-free straight roads in the
    # row y=2, so the empty supply is reached by play (features/README.md, "Routes"). The
    # eighth road tile gives the turns the parity that lets red place the tile at 0,0 last.
    @id:car-contract-refuse-04 @rule:PC-R-REFUSE-1 @rule:CAR-R-FOLLOWER-1
    Example: A follower off the placed tile with an empty supply names the placed-tile rule
      Given a carcassonne game between red and blue
      And the board:
        | x  | y | tile   | rotation | figures  |
        | 0  | 1 | BASE-B | 0        | red on C |
        | -1 | 1 | BASE-B | 0        | red on C |
        | -2 | 1 | BASE-A | 180      | red on C |
        | -3 | 1 | BASE-B | 0        | red on C |
        | -4 | 1 | BASE-A | 180      | red on C |
        | -5 | 1 | BASE-B | 0        | red on C |
        | -6 | 1 | BASE-E | 0        | red on N |
        | 0  | 2 | BASE-U | 0        |          |
        | -1 | 2 | BASE-U | 0        |          |
        | -2 | 2 | BASE-U | 0        |          |
        | -3 | 2 | BASE-U | 0        |          |
        | -4 | 2 | BASE-U | 0        |          |
        | -5 | 2 | BASE-U | 0        |          |
        | -6 | 2 | BASE-U | 0        |          |
        | -7 | 2 | BASE-U | 0        |          |
      And red has no followers in supply
      And red has just placed the tile at 0,0
      When red tries to place a follower on N of the tile at 5,5
      Then the move is rejected under CAR-R-FOLLOWER-1

    # Red's seven followers stand on the board, each on its own feature (monks on the cloisters
    # and a knight on the open cap of the row y=1), with blue's figure-free straight roads in the
    # row y=2, so the empty supply is reached by play (features/README.md, "Routes"). The
    # eighth road tile gives the turns the parity that lets red place the tile at 0,0 last.
    @id:car-contract-refuse-05 @rule:PC-R-REFUSE-1 @rule:CAR-R-FOLLOWER-3
    Example: An empty supply comes before a place with no feature
      Given a carcassonne game between red and blue
      And the board:
        | x  | y | tile   | rotation | figures  |
        | 0  | 1 | BASE-B | 0        | red on C |
        | -1 | 1 | BASE-B | 0        | red on C |
        | -2 | 1 | BASE-A | 180      | red on C |
        | -3 | 1 | BASE-B | 0        | red on C |
        | -4 | 1 | BASE-A | 180      | red on C |
        | -5 | 1 | BASE-B | 0        | red on C |
        | -6 | 1 | BASE-E | 0        | red on N |
        | 0  | 2 | BASE-U | 0        |          |
        | -1 | 2 | BASE-U | 0        |          |
        | -2 | 2 | BASE-U | 0        |          |
        | -3 | 2 | BASE-U | 0        |          |
        | -4 | 2 | BASE-U | 0        |          |
        | -5 | 2 | BASE-U | 0        |          |
        | -6 | 2 | BASE-U | 0        |          |
        | -7 | 2 | BASE-U | 0        |          |
      And red has no followers in supply
      And red has just placed the tile at 0,0
      When red tries to place a follower on C
      Then the move is rejected under CAR-R-FOLLOWER-3

    # BASE-B at 0,1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes"): the route starts there and red places the tile at 0,0.
    @id:car-contract-refuse-06 @rule:PC-R-REFUSE-1 @rule:CAR-R-FOLLOWER-4
    Example: A figure kind the game does not have names the roles rule
      Given a carcassonne game between red and blue
      And the board:
        | x | y | tile   | rotation |
        | 0 | 1 | BASE-B | 0        |
      And red has just placed the tile at 0,0
      When red tries to place a pig on Sw
      Then the move is rejected under CAR-R-FOLLOWER-4

    # Red's builder stands on the board with red's thief, on the road of the row y=1 (the builder
    # joined it on a later turn of red's), so the empty builder supply is reached by play
    # (features/README.md, "Routes"); these tiles do not touch the start tile's road.
    @id:car-contract-refuse-07 @rule:PC-R-REFUSE-1 @rule:CAR-R-FOLLOWER-3 @requires:traders_and_builders
    Example: A builder with none in the supply is refused for the supply before its own rules
      Given a carcassonne game between red and blue
      And the expansion traders_and_builders is in play
      And the board:
        | x  | y | tile   | rotation | figures          |
        | -2 | 1 | BASE-U | 0        |                  |
        | -1 | 1 | BASE-U | 0        |                  |
        | 0  | 1 | BASE-U | 0        | red on E         |
        | 1  | 1 | BASE-U | 0        | red builder on E |
        | 2  | 1 | BASE-U | 0        |                  |
      And red has 0 builders in supply
      And red has just placed the tile at 0,0
      When red tries to place a builder on E
      Then the move is rejected under CAR-R-FOLLOWER-3

  Rule: Positions: what is checked strictly, and what is lenient by contract

    @id:car-contract-pos-01 @rule:PC-R-POS-1 @requires:load_position
    Example: A supply naming a figure of an expansion that is off is an invalid position
      Given a carcassonne game between red and blue
      And the position's /players/0/supply/pig is 1
      When the position is loaded
      Then the request is rejected with invalid_position

    @id:car-contract-pos-02 @rule:PC-R-POS-2 @requires:load_position
    Example: A second part of a turn without traders_and_builders is an invalid position
      Given a carcassonne game between red and blue
      And red is to place BASE-U
      And the position's /turn/part is 2
      When the position is loaded
      Then the request is rejected with invalid_position

    @id:car-contract-pos-03 @rule:PC-R-POS-2 @requires:traders_and_builders @requires:load_position @interp:builder.double_turns=one
    Example: With traders_and_builders a turn has a second part but no third
      Given a carcassonne game between red and blue
      And the expansion traders_and_builders is in play
      And red is to place BASE-U
      And the position's /turn/part is 3
      When the position is loaded
      Then the request is rejected with invalid_position

    @id:car-contract-pos-04 @rule:PC-R-POS-3 @requires:traders_and_builders @requires:load_position
    Example: A supply kind left out of a position means none of that figure
      Given a carcassonne game between red and blue
      And the expansion traders_and_builders is in play
      And red is to place BASE-U
      And the position's /players/0/supply/pig is left out
      When the position is loaded
      Then the request is accepted
      And the state's /players/0/supply is {"builder": 1, "follower": 7, "pig": 0}

    @id:car-contract-pos-06 @rule:PC-R-POS-3 @requires:gold_mines @requires:load_position
    Example: Gold a player holds, left out of a position, means none
      Given a carcassonne game between red and blue
      And the expansion gold_mines is in play
      And red is to place BASE-U
      And the position's /players/0/gold is left out
      When the position is loaded
      Then the request is accepted
      And the state's /players/0/gold is 0

    @id:car-contract-pos-07 @rule:PC-R-POS-3 @requires:traders_and_builders @requires:load_position
    Example: Goods a player holds, left out of a position, mean none of each kind
      Given a carcassonne game between red and blue
      And the expansion traders_and_builders is in play
      And red is to place BASE-U
      And the position's /players/0/goods is left out
      When the position is loaded
      Then the request is accepted
      And the state's /players/0/goods is {"cloth": 0, "wheat": 0, "wine": 0}

    @id:car-contract-pos-05 @rule:PC-R-POS-4 @requires:load_position
    Example: Box counts are not checked: a position may hold more copies of a tile than the box
      Given a carcassonne game between red and blue
      And red is to place BASE-A
      And the draw pile is BASE-A, BASE-A, BASE-A, BASE-A
      When the position is loaded
      Then the request is accepted
      And the state's /draw_pile is ["BASE-A", "BASE-A", "BASE-A", "BASE-A"]

  Rule: Set-up requests

    @id:car-contract-setup-01 @rule:PC-R-SETUP-1
    Example: An unknown variant is unsupported
      When the runner sends new_game:
        """
        {"game": "carcassonne", "players": ["red", "blue"], "variants": ["river"], "draw": {"tiles": ["BASE-U"]}}
        """
      Then the request is rejected with unsupported

    @id:car-contract-setup-02 @rule:PC-R-SETUP-1
    Example: A draw key the game does not draw is a bad request
      When the runner sends new_game:
        """
        {"game": "carcassonne", "players": ["red", "blue"], "draw": {"tiles": ["BASE-U"], "tokens": ["1"]}}
        """
      Then the request is rejected with bad_request

    @id:car-contract-setup-03 @rule:PC-R-SETUP-2
    Example: Two players of one name in new_game are a bad request
      When the runner sends new_game:
        """
        {"game": "carcassonne", "players": ["red", "red"], "draw": {"tiles": ["BASE-U"]}}
        """
      Then the request is rejected with bad_request

    @id:car-contract-setup-04 @rule:PC-R-SETUP-2 @requires:load_position
    Example: Two players of one name in a position are a bad request too
      Given a carcassonne game between red and blue
      And the position's /players/1/name is "red"
      When the position is loaded
      Then the request is rejected with bad_request

  Rule: Places and tile ids

    # BASE-U runs its road W-E: the road segment's places are E and
    # W, and the move lists only the smallest, E.
    @id:car-contract-place-01 @rule:PC-R-PLACE-1
    Example: A figure put on a place other than its segment's smallest keeps that place
      Given a carcassonne game between red and blue
      And red is to place BASE-U
      When red places the tile at 0,1 rotated 0
      Then red may place a follower on E, Nw and Es
      When red places a follower on W
      Then the state's /figures/0/at is "W"
      And the figure_placed events are, in order:
        """
        [{"player": "red", "x": 0, "y": 1, "at": "W", "feature": "road"}]
        """

    @id:car-contract-tileid-01 @rule:PC-R-TILEID-1
    Example: An id no tile set can define is an unknown tile
      When the runner sends new_game:
        """
        {"game": "carcassonne", "players": ["red", "blue"], "draw": {"tiles": ["base.u"]}}
        """
      Then the request is rejected with unknown_tile

  Rule: The tile check comes before the supply for every figure kind, wherever the other tile lies

    # Edge case of PC-R-REFUSE-1 (the tile just placed, then the supply) for a figure that is
    # not a follower: as car-contract-refuse-07, red's builder is on the board (none in the
    # supply), and red names it on a tile other than the one just placed at 0,0 — once on a
    # cell sorting after 0,0 (5,5), once on one sorting before it (-5,-5). Each is refused
    # under CAR-R-FOLLOWER-1, not under CAR-R-FOLLOWER-3, and changes nothing.
    @id:car-contract-refuse-100 @rule:PC-R-REFUSE-1 @rule:CAR-R-FOLLOWER-1 @requires:traders_and_builders
    Example: A builder named on another tile with none in the supply names the tile rule, on either side
      Given a carcassonne game between red and blue
      And the expansion traders_and_builders is in play
      And the board:
        | x  | y | tile   | rotation | figures          |
        | -2 | 1 | BASE-U | 0        |                  |
        | -1 | 1 | BASE-U | 0        |                  |
        | 0  | 1 | BASE-U | 0        | red on E         |
        | 1  | 1 | BASE-U | 0        | red builder on E |
        | 2  | 1 | BASE-U | 0        |                  |
      And red has 0 builders in supply
      And red has just placed the tile at 0,0
      When red tries to place a builder on E of the tile at 5,5
      Then the move is rejected under CAR-R-FOLLOWER-1
      When red tries to place a builder on E of the tile at -5,-5
      Then the move is rejected under CAR-R-FOLLOWER-1

  Rule: Positions: a double turn left out is none (PC-R-POS-3)

    # PC-R-POS-3: a traders_and_builders position that leaves out the top-level double_turn has
    # earned no further part, so it means false. Red is to place BASE-U in the first part: no tile
    # of this turn is on the board yet, so nothing has earned a second part; the state says false.
    @id:car-contract-pos-142 @rule:PC-R-POS-3 @requires:traders_and_builders @requires:load_position
    Example: A double turn left out of a position means no second part earned
      Given a carcassonne game between red and blue
      And the expansion traders_and_builders is in play
      And red is to place BASE-U
      And the position's /double_turn is left out
      When the position is loaded
      Then the request is accepted
      And the state's /double_turn is false

  Rule: Positions: under chained double turns a turn's part has no upper bound (PC-R-POS-2)

    # PC-R-POS-2: with traders_and_builders a turn has parts 1 or 2, and under
    # builder.double_turns = "chain" (TB-R-HOUSE-1) "any number from 1": every continuing tile
    # earns one more part, so no count is too high. Part 1,000,000,001 is accepted and reported
    # as given; an engine with a fixed ceiling (a billion parts) refuses it.
    @id:car-contract-pos-143 @rule:PC-R-POS-2 @requires:traders_and_builders @requires:load_position @interp:builder.double_turns=chain
    Example: Under chained double turns a very high part is a valid position
      Given a carcassonne game between red and blue
      And the expansion traders_and_builders is in play
      And red is to place BASE-U
      And the position's /turn/part is 1000000001
      When the position is loaded
      Then the request is accepted
      And the state's /turn/part is 1000000001

  Rule: Positions: with traders_and_builders a turn may be in its second part (PC-R-POS-2)

    # PC-R-POS-2: with traders_and_builders a turn has parts 1 or 2 (TB-R-BUILDER-7: a builder's
    # double turn), so a position in part 2 of red's turn is valid and reported as given. The
    # other side of the edge, part 3 under the default builder.double_turns = "one", is refused
    # (car-contract-pos-03).
    @id:car-contract-pos-144 @rule:PC-R-POS-2 @requires:traders_and_builders @requires:load_position
    Example: With traders_and_builders a position in the second part of a turn is valid
      Given a carcassonne game between red and blue
      And the expansion traders_and_builders is in play
      And red is to place BASE-U
      And the position's /turn/part is 2
      When the position is loaded
      Then the request is accepted
      And the state's /turn/part is 2

  Rule: Set-up requests: an expansion is named once (PC-R-SETUP-1)

    # PC-R-SETUP-1: an expansion listed twice in new_game is a malformed request, bad_request
    # (not a game with the expansion "twice on"); the same holds for a position's expansions.
    @id:car-contract-setup-145 @rule:PC-R-SETUP-1 @requires:traders_and_builders
    Example: An expansion listed twice in new_game is a bad request
      When the runner sends new_game:
        """
        {"game": "carcassonne", "players": ["red", "blue"], "expansions": ["traders_and_builders", "traders_and_builders"], "draw": {"tiles": ["BASE-U"]}}
        """
      Then the request is rejected with bad_request

    @id:car-contract-setup-146 @rule:PC-R-SETUP-1 @requires:traders_and_builders @requires:load_position
    Example: An expansion listed twice in a position is a bad request too
      Given a carcassonne game between red and blue
      And the expansion traders_and_builders is in play
      And red is to place BASE-U
      And the position's /expansions is ["traders_and_builders", "traders_and_builders"]
      When the position is loaded
      Then the request is rejected with bad_request

  Rule: Positions: the follower kit is an upper limit (PC-R-POS-4)

    # PC-R-POS-4: kits are upper limits only. Red has 5 followers in the supply and none on the
    # board, blue 3: fewer than the 7 of the kit (CAR-R-SETUP-2), a valid position, loaded as given.
    @id:car-contract-pos-152 @rule:PC-R-POS-4 @requires:load_position
    Example: Fewer followers than the kit is a valid position
      Given a carcassonne game between red and blue
      And red is to place BASE-U
      And the position's /players/0/supply/follower is 5
      And the position's /players/1/supply/follower is 3
      When the position is loaded
      Then the request is accepted
      And the state's /players/0/supply is {"follower": 5}
      And the state's /players/1/supply is {"follower": 3}

  Rule: The state gives a pending decision as turn.decision (PC-R-STATE-1)

    # As car-contract-state-02: blue's gold tile GM-05 at 1,0 has two neighbouring tiles (the
    # start tile at 0,0 and BASE-E at 0,-1), so the second gold piece waits for blue's
    # place_gold decision (GM-R-PLACE-1). In phase decide the state's turn.decision is that
    # pending decision as legal_moves gives it (spec/protocol.md §9.1): place_gold, blue, at the
    # gold tile just placed, 1,0.
    @id:car-contract-state-156 @rule:PC-R-STATE-1 @rule:GM-R-PLACE-1 @requires:gold_mines
    Example: While a decision is pending the state gives it as turn.decision
      Given a carcassonne game between red and blue
      And the expansion gold_mines is in play
      And the board:
        | x | y  | tile   | rotation |
        | 0 | -1 | BASE-E | 180      |
      And blue is to place GM-05
      And the draw pile is BASE-V
      When blue places the tile at 1,0 rotated 0
      Then blue must put the second gold piece on one of 2 tiles
      And the state's /turn/decision is {"player": "blue", "decision": "place_gold", "x": 1, "y": 0}

  Rule: A feature with several segments on its first tile is referenced by the smallest of their places (PC-R-REF-1)

    # A road loop. The village BASE-W at -1,-2 (rotated 270: roads N, E and S, each ending at
    # the village) sends its E road east and its S road south; eight tiles later they meet, so
    # it is one road with both ends at the village, complete (CAR-R-ROAD-1: 8 tiles, 8 points
    # for red's thief at 1,-1, who returns). The road's first tile by (x, y) is -1,-2, where it
    # has two segments, E and S: its canonical reference is the smaller place, E (place order
    # N E S W …), whichever of the two an engine joined first. Here blue's BASE-J at 0,-2
    # closes the loop at the village's E road; car-contract-ref-158 closes it at the S road.
    # Found by `rulebook fuzz` against an engine that took the place of the first segment it
    # met on that tile.
    @id:car-contract-ref-157 @rule:PC-R-REF-1 @rule:CAR-R-ROAD-1
    Example: A road that leaves a village and comes back to it, closed at the village's E road, is referenced by E
      Given a carcassonne game between red and blue
      And the board:
        | x  | y  | tile   | rotation | figures  |
        | -1 | -2 | BASE-W | 270      |          |
        | -1 | -1 | BASE-U | 270      |          |
        | -1 | 0  | BASE-O | 270      |          |
        | 0  | -1 | BASE-K | 180      |          |
        | 1  | -1 | BASE-V | 0        | red on W |
        | 1  | 0  | BASE-V | 90       |          |
      And blue is to place BASE-J
      And the draw pile is empty
      When blue places the tile at 0,-2 rotated 90
      And blue places no follower
      Then the answer's events are exactly:
        """
        [{"type": "feature_completed", "feature": {"kind": "road", "x": -1, "y": -2, "at": "E"}, "tiles": 8},
         {"type": "points_scored", "player": "red", "points": 8, "reason": "road", "feature": {"kind": "road", "x": -1, "y": -2, "at": "E"}, "final": false},
         {"type": "figure_returned", "player": "red", "figure": "follower", "x": 1, "y": -1, "at": "W"},
         {"type": "game_ended", "scores": {"red": 8, "blue": 0}, "winners": ["red"]}]
        """

    # The same loop, closed at the village's other road: blue's straight road at -1,-1 joins
    # the village's S road last. The reference is E all the same.
    @id:car-contract-ref-158 @rule:PC-R-REF-1 @rule:CAR-R-ROAD-1
    Example: A road that leaves a village and comes back to it, closed at the village's S road, is referenced by E
      Given a carcassonne game between red and blue
      And the board:
        | x  | y  | tile   | rotation | figures  |
        | -1 | -2 | BASE-W | 270      |          |
        | -1 | 0  | BASE-O | 270      |          |
        | 0  | -2 | BASE-J | 90       |          |
        | 0  | -1 | BASE-K | 180      |          |
        | 1  | -1 | BASE-V | 0        | red on W |
        | 1  | 0  | BASE-V | 90       |          |
      And blue is to place BASE-U
      And the draw pile is empty
      When blue places the tile at -1,-1 rotated 270
      And blue places no follower
      Then the answer's events are exactly:
        """
        [{"type": "feature_completed", "feature": {"kind": "road", "x": -1, "y": -2, "at": "E"}, "tiles": 8},
         {"type": "points_scored", "player": "red", "points": 8, "reason": "road", "feature": {"kind": "road", "x": -1, "y": -2, "at": "E"}, "final": false},
         {"type": "figure_returned", "player": "red", "figure": "follower", "x": 1, "y": -1, "at": "W"},
         {"type": "game_ended", "scores": {"red": 8, "blue": 0}, "winners": ["red"]}]
        """

  Rule: perft leaves the game unchanged (PC-R-PERFT-1)

    # A position of a seeded standard game (seed 3, random moves; piles cut: PC-R-POS-4) where lines
    # of two decisions score points and draw from the shared piles: an engine that counts on the game
    # itself, or on a score list or pile it shares with it, shows a changed state afterwards.
    @id:car-contract-perft-01 @rule:PC-R-PERFT-1 @requires:perft @requires:load_position
    Example: The state and the legal moves are the same after perft as before
      Given the engine has loaded the position:
      """
      {"game": "carcassonne", "expansions": [], "interpretations": {"city.two_tile_points": "4", "tiles.unplaceable": "discard"}, "players": [{"name": "red", "score": 4, "supply": {"follower": 5}}, {"name": "blue", "score": 0, "supply": {"follower": 4}}], "board": [{"x": -1, "y": 0, "tile": "BASE-P", "rotation": 0}, {"x": -1, "y": 1, "tile": "BASE-K", "rotation": 180}, {"x": -1, "y": 2, "tile": "BASE-H", "rotation": 0}, {"x": 0, "y": -2, "tile": "BASE-U", "rotation": 180}, {"x": 0, "y": -1, "tile": "BASE-N", "rotation": 270}, {"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}, {"x": 1, "y": 0, "tile": "BASE-U", "rotation": 0}, {"x": 1, "y": 1, "tile": "BASE-M", "rotation": 270}, {"x": 1, "y": 2, "tile": "BASE-R", "rotation": 90}, {"x": 2, "y": 0, "tile": "BASE-P", "rotation": 90}, {"x": 3, "y": -1, "tile": "BASE-D", "rotation": 270}, {"x": 3, "y": 0, "tile": "BASE-J", "rotation": 270}, {"x": 3, "y": 1, "tile": "BASE-B", "rotation": 0}], "figures": [{"player": "blue", "figure": "follower", "x": 1, "y": 0, "at": "Nw"}, {"player": "red", "figure": "follower", "x": 1, "y": 1, "at": "S"}, {"player": "blue", "figure": "follower", "x": 2, "y": 0, "at": "N"}, {"player": "red", "figure": "follower", "x": 3, "y": -1, "at": "W"}, {"player": "blue", "figure": "follower", "x": 3, "y": 0, "at": "Ne"}], "draw_pile": ["BASE-O", "BASE-I", "BASE-S"], "discarded": [], "turn": {"number": 13, "player": "red", "part": 1, "phase": "place_tile", "tile": "BASE-I", "placed": null}}
      """
      Then perft to depth 2 leaves the game unchanged

  Rule: A position off the schema is a bad request, in every game (§9.2, PRO-R-ERROR-3)

    @id:car-contract-pos-160 @rule:PRO-R-ERROR-3 @rule:PRO-R-ERROR-8 @requires:load_position
    Example: A position with a tile at rotation 45 is refused with bad_request
      When the engine is sent:
      """
      {"cmd": "load_position", "game": "carcassonne", "position": {"game": "carcassonne", "expansions": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"follower": 7}}, {"name": "blue", "score": 0, "supply": {"follower": 7}}], "board": [{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 45}], "figures": [], "draw_pile": ["BASE-V"], "discarded": [], "turn": {"number": 1, "player": "red", "part": 1, "phase": "place_tile", "tile": "BASE-U", "placed": null}}}
      """
      Then the answer is the error bad_request

  Rule: A position's turn is one its phase can have (§9.2, PRO-R-ERROR-6)

    @id:car-contract-pos-161 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A figure step on a tile that is not on the board is an invalid position
      Given a carcassonne game between red and blue
      And red has just placed the tile at 0,0
      And the position's /turn/placed is {"x": 5, "y": 5}
      When the position is loaded
      Then the request is rejected with invalid_position

    @id:car-contract-pos-162 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A finished game with a player to move is an invalid position
      Given a carcassonne game between red and blue
      And the position's /turn is {"number": 1, "player": "red", "part": 1, "phase": "over", "tile": null, "placed": null}
      When the position is loaded
      Then the request is rejected with invalid_position

    @id:car-contract-pos-163 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A tile step with no tile in hand is an invalid position
      Given a carcassonne game between red and blue
      And the position's /turn is {"number": 1, "player": "red", "part": 1, "phase": "place_tile", "tile": null, "placed": null}
      When the position is loaded
      Then the request is rejected with invalid_position

  Rule: What the engine does not implement is refused, first among the set-up's faults (PRO-R-ERROR-7, PRO-R-ERROR-8)

    @id:car-contract-setup-160 @rule:PRO-R-ERROR-7
    Example: A box with an expansion the engine does not implement is unsupported
      When the engine is sent {"cmd": "box", "game": "carcassonne", "expansions": ["not_an_expansion"]}
      Then the answer is the error unsupported

    @id:car-contract-setup-161 @rule:PRO-R-ERROR-7
    Example: A new game with an expansion the engine does not implement is unsupported
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["red", "blue"], "expansions": ["not_an_expansion"], "draw": {"tiles": ["BASE-U", "BASE-V"]}}
      """
      Then the answer is the error unsupported

    @id:car-contract-setup-162 @rule:PRO-R-ERROR-8
    Example: A new game for one player with an expansion the engine does not implement is unsupported
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "carcassonne", "players": ["red"], "expansions": ["not_an_expansion"], "draw": {"tiles": ["BASE-U"]}}
      """
      Then the answer is the error unsupported
