Feature: Gold Rush points the spec decides where the sources are silent (issue 27)
  What an engine author had to guess before suite 0.4.0: the state while chance is pending, the
  order of three or four joined stacks, which rule a refusal names when a move breaks several,
  cowboys of a feature completed just before end_game, and a few fields of new_game and
  positions (spec/gold-rush.md, Protocol binding).

  Rule: While a mountain_stack decision is pending the turn stays in step 2 and the joined stack shows larger_below

    # spec/gold-rush.md, "State while a chance decision is pending". Played from new_game so
    # that turn.number is exact: the start tile GR-33 draws gravel; blue's GR-45 at 1,-1 turned
    # 270 (3 symbols) draws 5, 2, 1 (1 on top: 1, 2, 5, top first); red's GR-45 at 0,-1 turned 90
    # joins both stacks in turn 3. Before the order, the joined mountain (0,-1 E) shows the
    # larger stack below: gravel, 1, 2, 5, top first, and the tile's own 3, 5, 3 are still in the
    # supply. After the order 2, gravel, 5, 1 the tile's tokens go on top and red is in step 2.
    @id:gr-token-chance-200 @rule:GR-R-TOKEN-2 @rule:GR-R-TURN-2 @requires:chance @interp:mountain.stack_join=shuffle
    Example: The state during a mountain-stack shuffle: step 2 of the turn, no player, the joined stack larger below
      Given a gold_rush game is started between red and blue drawing the tiles GR-12A, GR-45, GR-45, GR-26A and the tokens gravel, 5, 2, 1, 3, 5, 3
      When red places the tile at 1,0 rotated 0
      And red takes no action
      And blue places the tile at 1,-1 rotated 270
      And blue takes no action
      And red places the tile at 0,-1 rotated 90
      Then chance must shuffle the mountain stack: 1, 2, 5, gravel
      And the state at /turn is {"number": 3, "player": null, "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}
      And the state at /mountains is [{"x": 0, "y": -1, "at": "E", "tokens": ["gravel", "1", "2", "5"]}]
      And the state at /token_pile is ["3", "5", "3"]
      And the state at /chance is {"player": null, "decision": "shuffle", "pile": "mountain_stack", "x": 0, "y": -1, "at": "E", "items": ["1", "2", "5", "gravel"]}
      When chance shuffles the mountain stack into 2, gravel, 5, 1
      Then the state at /turn is {"number": 3, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}
      And the state at /mountains is [{"x": 0, "y": -1, "at": "E", "tokens": ["3", "5", "3", "2", "gravel", "5", "1"]}]
      And the state at /token_pile is []
      And the state has nothing at /chance

    # As gr-token-chance-02: one tile joins stacks in two mountains. While the first order is
    # pending both joined mountains show larger_below stacks (heights 1 and 1: the smaller
    # reference below): -1,-1 E holds 1 on 2, 0,-2 S holds 5 on 3. The first order (2, 1) shows
    # at once while the second is pending; the second (3, 5) replaces 5, 3.
    @id:gr-token-chance-201 @rule:GR-R-TOKEN-2 @requires:chance @requires:custom_tiles @interp:mountain.stack_join=shuffle
    Example: Two mountain-stack shuffles for one tile: each mountain shows its stack in turn
      Given a gold_rush game between red and blue
      And the scenario's own tiles:
        """
        [{"id": "GRX-TWIN", "count": 1, "edges": "MMMM", "features": [
          {"id": "m1", "kind": "mountain", "places": ["N", "E"]},
          {"id": "m2", "kind": "mountain", "places": ["S", "W"]}]}]
        """
      And the board:
        | x  | y  | tile   | rotation |
        | -1 | 0  | GR-01A | 90       |
        | 1  | 0  | GR-01A | 90       |
        | -1 | -1 | GR-47A | 90       |
        | 1  | -1 | GR-47A | 270      |
        | -1 | -2 | GR-26A | 0        |
        | 0  | -2 | GR-47A | 180      |
      And the stack on the mountain at 0,0 N is 1, top first
      And the stack on the mountain at -1,-1 E is 2, top first
      And the stack on the mountain at 0,-2 S is 3, top first
      And the stack on the mountain at 1,-1 W is 5, top first
      And no mining tokens are left to draw
      And red is to place GRX-TWIN
      When red places the tile at 0,-1 rotated 0
      Then chance must shuffle the mountain stack: 1, 2
      And the state at /turn/player is null
      And the state at /turn/phase is "place_figure"
      And the state at /turn/placed is {"x": 0, "y": -1}
      And the state at /mountains is [{"x": -1, "y": -1, "at": "E", "tokens": ["1", "2"]}, {"x": 0, "y": -2, "at": "S", "tokens": ["5", "3"]}]
      When chance shuffles the mountain stack into 2, 1
      Then chance must shuffle the mountain stack: 3, 5
      And the state at /turn/player is null
      And the state at /mountains is [{"x": -1, "y": -1, "at": "E", "tokens": ["2", "1"]}, {"x": 0, "y": -2, "at": "S", "tokens": ["5", "3"]}]
      When chance shuffles the mountain stack into 3, 5
      Then the state at /mountains is [{"x": -1, "y": -1, "at": "E", "tokens": ["2", "1"]}, {"x": 0, "y": -2, "at": "S", "tokens": ["3", "5"]}]
      And the state at /turn/player is "red"
      And no chance decision is pending

    # As gr-token-chance-200, but the game ends while the order is pending: the shuffle is
    # dropped and final scoring removes the joined stack as the state showed it (gravel, 1, 2,
    # 5, top first); the tile's own tokens never went on and stay in the supply.
    @id:gr-final-202 @rule:GR-R-FINAL-2 @rule:GR-R-TOKEN-2 @requires:chance @interp:mountain.stack_join=shuffle
    Example: end_game during a mountain-stack shuffle scores the stack as the state showed it
      Given a gold_rush game is started between red and blue drawing the tiles GR-12A, GR-45, GR-45, GR-26A and the tokens gravel, 5, 2, 1, 3, 5, 3
      When red places the tile at 1,0 rotated 0
      And red takes no action
      And blue places the tile at 1,-1 rotated 270
      And blue takes no action
      And red places the tile at 0,-1 rotated 90
      And the game ends
      Then the answer's events are exactly:
        """
        [{"type": "tokens_removed", "feature": {"kind": "mountain", "x": 0, "y": -1, "at": "E"}, "tokens": ["gravel", "1", "2", "5"], "rule": "GR-R-FINAL-2", "final": true},
         {"type": "game_ended", "scores": {"red": 0, "blue": 0}, "winners": ["red", "blue"]}]
        """
      And the state has nothing at /chance
      And the state at /token_pile is ["3", "5", "3"]

  Rule: While a token_supply decision is pending the turn has not passed

    # Played from new_game: the start tile draws gravel; red's GR-45 at 0,-1 turned 180 draws 3,
    # 2, 1; blue's GR-47A at -1,-1 turned 90 draws 5 and completes the mountain with no gold
    # miner in turn 2. Its tokens go back (GR-R-MTN-6): while chance is pending the turn is still
    # blue's turn 2 in step 2 (no player), the mountain is gone from the state, and the supply
    # holds the returned tokens. After the order, red's turn 3 begins with GR-26B.
    @id:gr-mtn-chance-200 @rule:GR-R-MTN-6 @rule:GR-R-TURN-5 @requires:chance @interp:mountain.unclaimed_tokens=supply
    Example: The state during a token-supply shuffle: still the turn of the tile, step 2, no player
      Given a gold_rush game is started between red and blue drawing the tiles GR-45, GR-47A, GR-26B and the tokens gravel, 3, 2, 1, 5
      When red places the tile at 0,-1 rotated 180
      And red takes no action
      And blue places the tile at -1,-1 rotated 90
      And blue takes no action
      Then chance must shuffle the token supply: 1, 2, 3, 5, gravel
      And the state at /turn is {"number": 2, "player": null, "phase": "place_figure", "tile": null, "placed": {"x": -1, "y": -1}}
      And the state at /mountains is []
      And the state at /token_pile is ["5", "1", "2", "3", "gravel"]
      When chance shuffles the token supply into 2, 5, 1, 3, gravel
      Then the state at /turn is {"number": 3, "player": "red", "phase": "place_tile", "tile": "GR-26B", "placed": null}
      And the state at /token_pile is ["2", "5", "1", "3", "gravel"]

    # The same with no land tile left after blue's: the shuffle is still asked (the engine does
    # not look ahead); its answer carries the end of the game (nothing to score: no figure, no
    # stack, no tokens held) and the supply keeps chance's order.
    @id:gr-mtn-chance-201 @rule:GR-R-MTN-6 @rule:GR-R-END-1 @requires:chance @interp:mountain.unclaimed_tokens=supply
    Example: On the last turn the token supply is still shuffled, and the game ends after the order
      Given a gold_rush game is started between red and blue drawing the tiles GR-45, GR-47A and the tokens gravel, 3, 2, 1, 5
      When red places the tile at 0,-1 rotated 180
      And red takes no action
      And blue places the tile at -1,-1 rotated 90
      And blue takes no action
      Then chance must shuffle the token supply: 1, 2, 3, 5, gravel
      And the state at /turn/number is 2
      When chance shuffles the token supply into 2, 5, 1, 3, gravel
      Then the answer's events are exactly:
        """
        [{"type": "game_ended", "scores": {"red": 0, "blue": 0}, "winners": ["red", "blue"]}]
        """
      And the state at /token_pile is ["2", "5", "1", "3", "gravel"]
      And the game is over

  Rule: Three or four stacks joined by one tile, under the fixed readings

    # spec/gold-rush.md GR-R-TOKEN-2, "Three or four stacks". GR-52 (mountain N, E, S) at 0,-1
    # joins three stacks: 0,0 N (the start tile: gravel), 0,-2 S (a cap GR-47A: 2) and the
    # mountain of GR-45 at 1,-1 turned 270 with the cap GR-47A at 1,-2 (4 tokens: 5, 1, 2, 3,
    # top first; its reference is 1,-2 S). GR-12A at 1,0 only connects. larger_below: the 4
    # at the bottom, then the two of height 1 by reference (0,-2 S below 0,0 N), then the tile's
    # 3, 5, 1 (1 on top): 1, 5, 3, gravel, 2, 5, 1, 2, 3, top first.
    @id:gr-token-200 @rule:GR-R-TOKEN-2 @interp:mountain.stack_join=larger_below
    Example: Three stacks join larger below, the two of equal height by reference
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y  | tile   | rotation |
        | 1 | 0  | GR-12A | 0        |
        | 1 | -1 | GR-45  | 270      |
        | 1 | -2 | GR-47A | 180      |
        | 0 | -2 | GR-47A | 180      |
      And the stack on the mountain at 0,0 N is gravel, top first
      And the stack on the mountain at 0,-2 S is 2, top first
      And the stack on the mountain at 1,-2 S is 5, 1, 2 and 3, top first
      And the mining tokens to draw are 3, 5 and 1
      And red is to place GR-52
      When red places the tile at 0,-1 rotated 0
      Then the stack on the mountain at 0,-2 S is now 1, 5, 3, gravel, 2, 5, 1, 2 and 3, top first

    # The same under smaller_below: the two of height 1 first (0,-2 S at the bottom, then
    # 0,0 N), then the 4, then the tile's 3, 5, 1: 1, 5, 3, 5, 1, 2, 3, gravel, 2, top first.
    @id:gr-token-201 @rule:GR-R-TOKEN-2 @interp:mountain.stack_join=smaller_below
    Example: Three stacks join smaller below, the two of equal height by reference
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y  | tile   | rotation |
        | 1 | 0  | GR-12A | 0        |
        | 1 | -1 | GR-45  | 270      |
        | 1 | -2 | GR-47A | 180      |
        | 0 | -2 | GR-47A | 180      |
      And the stack on the mountain at 0,0 N is gravel, top first
      And the stack on the mountain at 0,-2 S is 2, top first
      And the stack on the mountain at 1,-2 S is 5, 1, 2 and 3, top first
      And the mining tokens to draw are 3, 5 and 1
      And red is to place GR-52
      When red places the tile at 0,-1 rotated 0
      Then the stack on the mountain at 0,-2 S is now 1, 5, 3, 5, 1, 2, 3, gravel and 2, top first

    # Four stacks: GR-69 (mountain on every edge) at 0,-1; as gr-token-200 plus a cap GR-47A at
    # -1,-1 turned 90 (mountain E: 3), reached through GR-01A at -1,0. The joined mountain's
    # reference is -1,-1 E. larger_below: the 4 (1,-2 S) at the bottom, then the three of height 1
    # by reference: -1,-1 E, 0,-2 S, 0,0 N; then the tile's 3, 5, 1:
    # 1, 5, 3, gravel, 2, 3, 5, 1, 2, 3, top first.
    @id:gr-token-202 @rule:GR-R-TOKEN-2 @interp:mountain.stack_join=larger_below
    Example: Four stacks join larger below, three of equal height by reference
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x  | y  | tile   | rotation |
        | 1  | 0  | GR-12A | 0        |
        | 1  | -1 | GR-45  | 270      |
        | 1  | -2 | GR-47A | 180      |
        | 0  | -2 | GR-47A | 180      |
        | -1 | 0  | GR-01A | 90       |
        | -1 | -1 | GR-47A | 90       |
      And the stack on the mountain at 0,0 N is gravel, top first
      And the stack on the mountain at 0,-2 S is 2, top first
      And the stack on the mountain at -1,-1 E is 3, top first
      And the stack on the mountain at 1,-2 S is 5, 1, 2 and 3, top first
      And the mining tokens to draw are 3, 5 and 1
      And red is to place GR-69
      When red places the tile at 0,-1 rotated 0
      Then the stack on the mountain at -1,-1 E is now 1, 5, 3, gravel, 2, 3, 5, 1, 2 and 3, top first

  Rule: A move breaking several rules names the first failing check

    # spec/gold-rush.md, "Which rule a refusal names": the occupied feature (GR-R-COWBOY-8) is
    # checked before the tent (GR-R-COWBOY-9). Mountain A: blue's gold miner on the start
    # tile's cap and blue's tent on GR-54 at 0,-1. Mountain B: red's tent alone on the cap
    # GR-47A at 0,-3 (reached through GR-12A at 1,0 and the prairies at 1,-1 .. 1,-3). Red's
    # GR-56 at 0,-2 (caps N and S, prairie between) joins B with its N cap and A with its S cap.
    # Under tent_blocks_cowboy=yes only the prairie takes a cowboy: N breaks GR-R-COWBOY-9 alone,
    # S breaks -8 and -9 and is refused under -8.
    @id:gr-cowboy-200 @rule:GR-R-COWBOY-8 @rule:GR-R-COWBOY-9 @interp:mountain.tent_blocks_cowboy=yes
    Example: A mountain holding a cowboy and a tent refuses a gold miner under GR-R-COWBOY-8
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y  | tile   | rotation | figures          |
        | 0 | 0  | GR-33  | 0        | blue cowboy on N |
        | 0 | -1 | GR-54  | 0        | blue tent on N   |
        | 1 | 0  | GR-12A | 0        |                  |
        | 1 | -1 | GR-26A | 0        |                  |
        | 1 | -2 | GR-26A | 0        |                  |
        | 1 | -3 | GR-26A | 0        |                  |
        | 0 | -3 | GR-47A | 180      | red tent on S    |
      And no mining tokens are left to draw
      And red is to place GR-56
      When red places the tile at 0,-2 rotated 0
      Then red may place a cowboy on En
      When red tries to place a cowboy on N
      Then the move is rejected under GR-R-COWBOY-9
      When red tries to place a cowboy on S
      Then the move is rejected under GR-R-COWBOY-8

    # As gr-mtn-08, but the mountain under red's tent (0,-1 S, with the start tile's cap) has no
    # token left: red's GR-47A at -1,-1 completes it and mining is refused under GR-R-DIG-1 (no
    # token), checked before GR-R-MTN-5 (completed this turn, under `no`). Then blue's GR-47A at
    # 1,-1 completes the cap of GR-66 at 1,0 under blue's tent, which still holds a 2: under `no`
    # that is GR-R-MTN-5 alone, and blue may not mine.
    @id:gr-mtn-200 @rule:GR-R-DIG-1 @rule:GR-R-MTN-5 @interp:mountain.mine_before_scoring=no
    Example: Mining an empty mountain completed this turn is refused under GR-R-DIG-1
      Given a gold_rush game between red and blue
      And the draw pile is GR-47A, GR-26B
      And the board:
        | x | y  | tile   | rotation | figures        |
        | 0 | 0  | GR-33  | 0        |                |
        | 0 | -2 | GR-26A | 0        |                |
        | 0 | -1 | GR-45  | 180      | red tent on S  |
        | 1 | 0  | GR-66  | 0        | blue tent on N |
      And the stack on the mountain at 1,0 N is 2, top first
      And no mining tokens are left to draw
      And red is to place GR-47A
      When red places the tile at -1,-1 rotated 90
      Then red may not mine
      When red tries to mine
      Then the move is rejected under GR-R-DIG-1
      When red takes no action
      And blue places the tile at 1,-1 rotated 180
      Then blue may not mine
      When blue tries to mine
      Then the move is rejected under GR-R-MTN-5

  Rule: end_game before step 2 returns the cowboys of a feature the tile just completed

    # As gr-final-13: red's tile at 1,0 has just completed red's railroad from the junction at
    # -1,0; the game ends before step 2. The railroad scores nothing (it is not incomplete) but
    # red's railwayman comes home (spec/gold-rush.md GR-R-FINAL-5, "end_game in step 2").
    @id:gr-final-200 @rule:GR-R-FINAL-5 @rule:GR-R-FINAL-3 @rule:GR-R-FINAL-1
    Example: The railwayman of a railroad completed just before end_game returns without points
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x  | y  | tile   | rotation | figures         |
        | -1 | 0  | GR-27  | 0        | red cowboy on E |
        | 1  | 0  | GR-66  | 0        |                 |
        | -1 | -1 | GR-26A | 0        |                 |
      And red has just placed the tile at 1,0
      When the game ends
      Then the answer's events are exactly:
        """
        [{"type": "figure_returned", "player": "red", "figure": "cowboy", "x": -1, "y": 0, "at": "E"},
         {"type": "game_ended", "scores": {"red": 0, "blue": 0}, "winners": ["red", "blue"]}]
        """
      And the state at /figures is []

    # As gr-final-12: blue's tile at 1,1 completed the four-exit city; the game ends before
    # step 2: no points, and blue's merchant comes home.
    @id:gr-final-201 @rule:GR-R-FINAL-5 @rule:GR-R-FINAL-4 @rule:GR-R-FINAL-1
    Example: The merchant of a city completed just before end_game returns without points
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x  | y  | tile  | rotation | figures          |
        | -1 | 0  | GR-27 | 0        |                  |
        | 1  | 0  | GR-38 | 0        | blue cowboy on C |
        | 1  | -1 | GR-27 | 0        |                  |
        | 2  | 0  | GR-27 | 0        |                  |
        | 1  | 1  | GR-27 | 180      |                  |
      And blue has just placed the tile at 1,1
      When the game ends
      Then blue's cowboy at 1,0 C returns
      And no points are scored
      And the game is over
      And the state at /figures is []

  Rule: remove_figure takes back a farmer too

    # spec/gold-rush.md GR-R-HOUSE-1, "Farmers too": red's farmer on the north prairie of GR-01A
    # at -1,0 is offered back and comes back to red's supply. GR-26A at -1,1 holds no figure and
    # is here so that a route reaches this position by play (features/README.md, "Routes").
    @id:gr-house-200 @rule:GR-R-HOUSE-1 @rule:GR-R-FARM-3 @requires:remove_cowboy
    Example: Under remove_cowboy a player takes back their own farmer
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the variant remove_cowboy is on
      And the board:
        | x  | y | tile   | rotation | figures          |
        | -1 | 0 | GR-01A | 90       | red cowboy on Nw |
        | -1 | 1 | GR-26A | 0        |                  |
      And red is to place GR-26A
      When red places the tile at 0,1 rotated 0
      Then red may take back exactly the cowboy at -1,0 Nw
      When red takes back the cowboy at -1,0 Nw
      Then the state at /figures is []
      And the state at /players/0/supply is {"cowboy": 4, "tent": 1}

  Rule: new_game without draw.tokens, and no tokens_placed when nothing is drawn

    # spec/gold-rush.md, New game: draw.tokens is optional; left out, the supply is empty, and
    # the start tile's one-nugget mountain gets nothing: no tokens_placed event at all.
    @id:gr-setup-201 @rule:GR-R-SETUP-3 @rule:GR-R-TOKEN-1
    Example: A new game without draw.tokens starts with an empty supply and no tokens_placed
      Given the engine has said hello
      When the engine is sent {"cmd": "new_game", "game": "gold_rush", "players": ["red", "blue"], "draw": {"tiles": ["GR-26A", "GR-26B"]}}
      Then the answer's events are exactly:
        """
        [{"type": "tile_placed", "player": null, "tile": "GR-33", "x": 0, "y": 0, "rotation": 0},
         {"type": "tile_drawn", "player": "red", "tile": "GR-26A"}]
        """
      And the state at /token_pile is []
      And the state at /mountains is []

    # In play: the supply holds one token, which the start tile takes; red's cap GR-47A (one
    # nugget) then draws nothing, and its placement reports tile_placed alone.
    @id:gr-token-203 @rule:GR-R-SETUP-3 @rule:GR-R-TOKEN-1
    Example: A tile placed on an empty supply reports no tokens_placed
      Given a gold_rush game is started between red and blue drawing the tiles GR-47A, GR-26B and the tokens 2
      When red places the tile at 0,1 rotated 180
      Then the answer's events are exactly:
        """
        [{"type": "tile_placed", "player": "red", "tile": "GR-47A", "x": 0, "y": 1, "rotation": 180}]
        """
      And the state at /mountains is [{"x": 0, "y": 0, "at": "N", "tokens": ["2"]}]

  Rule: Two merchants on one city segment under shared occupancy

    # spec/gold-rush.md, "Two merchants on one city segment": under city.occupancy=shared a
    # position with red's and blue's merchants on the city of GR-38 is valid.
    @id:gr-setup-200 @rule:GR-R-COWBOY-8 @rule:PRO-R-ERROR-6 @requires:load_position @interp:city.occupancy=shared
    Example: Under shared occupancy two merchants on one city segment load
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y | tile  | rotation | figures                           |
        | 1 | 0 | GR-38 | 0        | red cowboy on C, blue cowboy on C |
      And red is to place GR-26A
      When the position is loaded
      Then the answer is accepted
      And the state at /figures is [{"player": "red", "figure": "cowboy", "x": 1, "y": 0, "at": "C"}, {"player": "blue", "figure": "cowboy", "x": 1, "y": 0, "at": "C"}]
