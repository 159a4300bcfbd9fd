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
