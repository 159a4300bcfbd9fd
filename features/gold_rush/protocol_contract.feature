Feature: Protocol contract: Gold Rush
  Points of spec/protocol.md §13 and spec/gold-rush.md that an engine written
  from the spec alone had to guess (issue 14, part 3).

  Background:
    Given a gold_rush game between red and blue

  Rule: The turn number after the last turn

    @id:gr-contract-turn-01 @rule:PC-R-TURN-1
    Example: After the last turn the turn number is one more than the last turn's
      Given red is to place GR-26A
      And the draw pile is empty
      And it is turn 71
      When red places the tile at 0,1 rotated 0
      And red takes no action
      Then the game is over
      And the state's /turn/number is 72

  Rule: A position names a mountain by any of its places

    # GR-54 turned 0 is a north-south ridge: with the start tile's mountain it
    # makes one mountain whose canonical reference is 0,-1 N.
    @id:gr-contract-pos-01 @rule:PC-R-POS-6 @requires:load_position
    Example: A stack given at another place of its mountain is reported at the canonical reference
      Given the board:
        | x | y  | tile  | rotation | figures |
        | 0 | -1 | GR-54 | 0        |         |
      And the position's /mountains/0 is {"x": 0, "y": 0, "at": "N", "tokens": ["2", "1"]}
      And red is to place GR-26A
      When the position is loaded
      Then the request is accepted
      And the state's /mountains is [{"x": 0, "y": -1, "at": "N", "tokens": ["2", "1"]}]

    @id:gr-contract-pos-02 @rule:PC-R-POS-6 @rule:GR-R-TOKEN-1 @requires:load_position
    Example: A stack given on a place that is not a mountain is an invalid position
      Given the position's /mountains/0 is {"x": 0, "y": 0, "at": "S", "tokens": ["2"]}
      And red is to place GR-26A
      When the position is loaded
      Then the request is rejected with invalid_position
      # The same on a city (GR-39 at 1,0, its centre C): a city is no mountain either
      # (GR-R-TOKEN-1: tokens lie only on mountains).
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 1, "y": 0, "tile": "GR-39", "rotation": 0}], "figures": [], "mountains": [{"x": 1, "y": 0, "at": "C", "tokens": ["2"]}], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 2, "player": "blue", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error invalid_position under GR-R-TOKEN-1

  Rule: Each token list has its own order, stated per field

    # Rewritten so that play reaches it (features/README.md, "Routes"): mining tokens a player holds
    # came off a mountain they completed (GR-R-MTN-2); blue held 5, gravel, 1, 2 with no such
    # mountain. Now the figure-free tiles at 0,1 (GR-47A turned 180, cap on S), 0,2 (GR-45, N and
    # E) and 1,2 (GR-47A turned 270, cap on W) form a completed mountain of 1 + 3 + 1 = 5 symbols,
    # south of the start tile's prairie and away from the mountain of this scenario; its 5 tokens
    # went to blue: 1, 2, 3, 5, gravel (the state lists a player's tokens sorted). The
    # figure-free GR-26A at -1,1 makes four tiles, so that red, seated first, is to move.
    @id:gr-contract-tokens-01 @rule:PC-R-TOKENS-1
    Example: tokens_placed lists the tokens as put on the stack, the state lists stacks top first
      Given the board:
        | x  | y | tile   | rotation |
        | -1 | 1 | GR-26A | 0        |
        | 0  | 1 | GR-47A | 180      |
        | 0  | 2 | GR-45  | 0        |
        | 1  | 2 | GR-47A | 270      |
      And the stack on the mountain at 0,0 N is 3, top first
      And the mining tokens to draw are 2, gravel and 1
      And blue has collected the mining tokens 5, gravel, 1, 2 and 3
      And red is to place GR-70
      When red places the tile at 0,-1 rotated 180
      Then the tokens_placed events are, in order:
        """
        [{"player": "red", "x": 0, "y": -1, "at": "E", "tokens": ["2", "gravel"]}]
        """
      And the state's /mountains/0/tokens is ["gravel", "2", "3"]
      And the state's /token_pile is ["1"]
      And the state's /players/1/tokens is ["1", "2", "3", "5", "gravel"]

  Rule: The kit of cowboys is an upper limit only

    # PC-R-POS-4 with GR-R-SETUP-5: kits are limits, so supply plus board may hold fewer
    # cowboys than the 4 of the kit (§9.2: "at most the kit"); the engine MUST accept it and
    # state gives the supply back as loaded (3 in red's supply, none on the board: 3 < 4).
    # About load_position itself: no play reaches a smaller kit.
    @id:gr-contract-pos-03 @rule:PC-R-POS-4 @rule:GR-R-SETUP-5 @requires:load_position
    Example: A player with fewer cowboys than the kit is a valid position
      Given the position's /players/0/supply/cowboy is 3
      And red is to place GR-26A
      When the position is loaded
      Then the request is accepted
      And the state's /players/0/supply is {"cowboy": 3, "tent": 1}
      When red places the tile at 0,1 rotated 0
      And red places a cowboy on Nw
      Then the state's /players/0/supply is {"cowboy": 2, "tent": 1}

  Rule: The state's own tile definitions (edge cases of PC-R-STATE-1)

    # As car-contract-state-03 for Gold Rush: the top-level tiles is absent in a game of the
    # standard box, and lists the definitions when a game brings its own.
    @id:gr-contract-state-140 @rule:PC-R-STATE-1 @rule:PC-R-TILEDEF-1 @requires:custom_tiles
    Example: The state lists the game's own tile definitions, and only when there are some
      Given a standard gold_rush game between red and blue shuffled with seed 1
      Then the state has nothing at /tiles
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "gold_rush", "players": ["red", "blue"], "draw": {"tiles": ["GRX-1"], "tokens": ["2"]}, "tiles": [{"id": "GRX-1", "count": 1, "edges": "PPPP", "features": [{"id": "p1", "kind": "prairie", "places": ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"]}]}]}
      """
      Then the answer is accepted
      And the state at /tiles is [{"id": "GRX-1", "count": 1, "edges": "PPPP", "features": [{"id": "p1", "kind": "prairie", "places": ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"]}]}]

  Rule: perft leaves the game unchanged (PC-R-PERFT-1)

    # A position of a seeded standard game (seed 5, random moves; piles cut: PC-R-POS-4) where lines
    # of two decisions score points and draw from the shared piles: an engine that counts on the game
    # itself, or on a score list or pile it shares with it, shows a changed state afterwards.
    @id:gr-contract-perft-01 @rule:PC-R-PERFT-1 @requires:perft @requires:load_position
    Example: The state and the legal moves are the same after perft as before
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {"city.occupancy": "exclusive", "mountain.mine_before_scoring": "yes", "mountain.stack_join": "shuffle", "mountain.tent_blocks_cowboy": "no", "mountain.tie_first": "next_clockwise", "mountain.unclaimed_tokens": "supply", "tiles.surplus_design": "66", "tokens.two_mountains": "per_segment"}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 1, "tent": 0}, "tokens": []}, {"name": "blue", "score": 2, "supply": {"cowboy": 3, "tent": 0}, "tokens": []}], "board": [{"x": -1, "y": -2, "tile": "GR-17", "rotation": 180}, {"x": -1, "y": -1, "tile": "GR-01A", "rotation": 180}, {"x": -1, "y": 0, "tile": "GR-64", "rotation": 180}, {"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": 1, "tile": "GR-61", "rotation": 90}, {"x": 1, "y": -2, "tile": "GR-66", "rotation": 0}, {"x": 1, "y": -1, "tile": "GR-70", "rotation": 180}, {"x": 1, "y": 0, "tile": "GR-64", "rotation": 0}, {"x": 2, "y": -2, "tile": "GR-27", "rotation": 90}, {"x": 2, "y": 0, "tile": "GR-42", "rotation": 270}, {"x": 3, "y": 0, "tile": "GR-39", "rotation": 0}], "figures": [{"player": "red", "figure": "cowboy", "x": -1, "y": 0, "at": "Nw"}, {"player": "blue", "figure": "cowboy", "x": 0, "y": 1, "at": "E"}, {"player": "blue", "figure": "tent", "x": 1, "y": -1, "at": "E"}, {"player": "red", "figure": "tent", "x": 1, "y": 0, "at": "N"}, {"player": "red", "figure": "cowboy", "x": 1, "y": 0, "at": "Se"}, {"player": "red", "figure": "cowboy", "x": 3, "y": 0, "at": "Nw"}], "mountains": [{"x": -1, "y": 0, "at": "S", "tokens": ["2", "1", "2"]}, {"x": 0, "y": 0, "at": "N", "tokens": ["gravel"]}, {"x": 0, "y": 1, "at": "E", "tokens": ["3"]}, {"x": 1, "y": -2, "at": "N", "tokens": ["2"]}, {"x": 1, "y": -1, "at": "E", "tokens": ["2", "gravel", "2", "3", "3", "2"]}], "draw_pile": ["GR-12B", "GR-17", "GR-01A"], "token_pile": ["1", "2", "2", "2", "1", "3"], "removed_tokens": [], "discarded": [], "turn": {"number": 11, "player": "red", "phase": "place_tile", "tile": "GR-47B", "placed": null}}
      """
      Then perft to depth 2 leaves the game unchanged

  Rule: A position off the schema is a bad request, in every game (§9.2, PRO-R-ERROR-3)

    @id:gr-contract-pos-160 @rule:PRO-R-ERROR-3 @rule:PRO-R-ERROR-8 @requires:load_position
    Example: A position with a tile at rotation 45 is refused with bad_request
      When the engine is sent:
      """
      {"cmd": "load_position", "game": "gold_rush", "position": {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 45}], "figures": [], "mountains": [{"x": 0, "y": 0, "at": "N", "tokens": ["2"]}], "draw_pile": ["GR-27"], "token_pile": ["1"], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-01A", "placed": null}}}
      """
      Then the answer is the error bad_request

  Rule: A position's turn is one its phase can have (§9.2, PRO-R-ERROR-6)

    @id:gr-contract-pos-161 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A figure step on a tile that is not on the board is an invalid position
      Given red has just placed the tile at 0,0
      And the position's /turn/placed is {"x": 5, "y": 5}
      When the position is loaded
      Then the request is rejected with invalid_position

    @id:gr-contract-pos-162 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A finished game with a player to move is an invalid position
      Given the position's /turn is {"number": 1, "player": "red", "phase": "over", "tile": null, "placed": null}
      When the position is loaded
      Then the request is rejected with invalid_position

    @id:gr-contract-pos-163 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A tile step with no tile in hand is an invalid position
      Given the position's /turn is {"number": 1, "player": "red", "phase": "place_tile", "tile": null, "placed": null}
      When the position is loaded
      Then the request is rejected with invalid_position

  Rule: What the engine does not implement is refused, first among the set-up's faults (PRO-R-ERROR-7, PRO-R-ERROR-8)

    @id:gr-contract-setup-160 @rule:PRO-R-ERROR-7
    Example: A box with an expansion the engine does not implement is unsupported
      When the engine is sent {"cmd": "box", "game": "gold_rush", "expansions": ["the_sheriff"]}
      Then the answer is the error unsupported

    @id:gr-contract-setup-161 @rule:PRO-R-ERROR-7
    Example: A new game with an expansion the engine does not implement is unsupported
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "gold_rush", "players": ["red", "blue"], "expansions": ["the_sheriff"], "draw": {"tiles": ["GR-01A", "GR-27"], "tokens": ["2", "1"]}}
      """
      Then the answer is the error unsupported

    @id:gr-contract-setup-162 @rule:PRO-R-ERROR-8
    Example: A new game for one player with an expansion the engine does not implement is unsupported
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "gold_rush", "players": ["red"], "expansions": ["the_sheriff"], "draw": {"tiles": ["GR-01A"], "tokens": ["2"]}}
      """
      Then the answer is the error unsupported

  Rule: A pending chance decision: perft and the end of the game (PC-R-PERFT-1, PC-R-CHANCE-1)

    # The set-up of gr-mtn-chance-01: the 5 tokens of a completed mountain nobody mines go back
    # into the supply, which chance orders.
    @id:gr-contract-perft-02 @rule:PC-R-PERFT-1 @rule:GR-R-MTN-6 @requires:chance @requires:perft @interp:mountain.unclaimed_tokens=supply
    Example: At a pending chance decision perft counts 1 at depth 0 and nothing deeper
      Given the draw pile is GR-47A
      And the board:
        | x | y  | tile  | rotation |
        | 0 | -1 | GR-45 | 180      |
      And the stack on the mountain at 0,0 N is 1, 2, 3 and gravel, top first
      And the mining tokens to draw are 5
      And red is to place GR-47A
      When red places the tile at -1,-1 rotated 90
      And red takes no action
      Then chance must shuffle the token supply: 1, 2, 3, 5, gravel
      And perft to depth 0 counts 1
      And perft to depth 1 counts 0
      And perft to depth 2 counts 0
      And chance must shuffle the token supply: 1, 2, 3, 5, gravel

    @id:gr-contract-chance-01 @rule:PC-R-CHANCE-1 @rule:GR-R-MTN-6 @requires:chance @interp:mountain.unclaimed_tokens=supply
    Example: The game ended while chance is pending keeps no chance decision
      Given the draw pile is GR-47A
      And the board:
        | x | y  | tile  | rotation |
        | 0 | -1 | GR-45 | 180      |
      And the stack on the mountain at 0,0 N is 1, 2, 3 and gravel, top first
      And the mining tokens to draw are 5
      And red is to place GR-47A
      When red places the tile at -1,-1 rotated 90
      And red takes no action
      Then chance must shuffle the token supply: 1, 2, 3, 5, gravel
      And the state's /turn/player is null
      And the state's /turn/tile is null
      When the game ends
      Then the game is over
      And no chance decision is pending
      And the state has nothing at /chance
      And the state's /turn/phase is "over"
      And the state's /turn/player is null
