Feature: Gold Rush edge cases: stack order, event order and final flags
  Cases where an engine can pass every worked example and still differ: stacks of several
  different tokens joined, two mountains scored by one tile, final scoring flags.

  Background:
    Given a gold_rush game between red and blue
    And the draw pile is GR-26A

  Rule: Joined stacks keep each stack's own order

    # As gr-token-05, but both stacks hold several different tokens, the new tokens differ,
    # and the larger stack is on the mountain with the larger reference (1,-1 W after 0,0 N),
    # so that turning a stack over, the new tokens, or ordering by reference instead of by
    # height, shows.
    # Rewritten so that play reaches it (features/README.md, "Routes"): each stack holds what its
    # nugget symbols drew (GR-R-SETUP-1, GR-R-TOKEN-1): the start tile GR-33 (1 symbol) drew
    # gravel; the tile at 1,-1 is GR-45 turned 270 (mountain W and N, 3 symbols; it was the
    # 1-symbol GR-47A holding three tokens, and the start tile held two, which no play gives)
    # and drew 3, 2, 1: 1, 2, 3, top first. Red's GR-45 at 0,-1 turned 90 (mountain E and S,
    # 3 symbols) joins both and draws 1, 5, 3: 3, 5, 1 on top.
    # larger_below: 1, 2, 3 below, gravel on it, then 3, 5, 1: 3, 5, 1, gravel, 1, 2, 3.
    @id:gr-edge-01 @rule:GR-R-TOKEN-2 @rule:GR-R-TOKEN-1 @interp:mountain.stack_join=larger_below
    Example: Two stacks of different tokens join, the larger below, each in its own order
      Given the board:
        | x | y  | tile   | rotation |
        | 1 | 0  | GR-12A | 0        |
        | 1 | -1 | GR-45  | 270      |
      And the stack on the mountain at 0,0 N is gravel, top first
      And the stack on the mountain at 1,-1 W is 1, 2 and 3, top first
      And the mining tokens to draw are 1, 5 and 3
      And red is to place GR-45
      When red places the tile at 0,-1 rotated 90
      Then the stack on the mountain at 0,-1 E is now 3, 5, 1, gravel, 1, 2 and 3, top first

    # Rewritten so that play reaches it (features/README.md, "Routes"): each stack holds what its
    # nugget symbols drew (GR-R-SETUP-1, GR-R-TOKEN-1): the start tile GR-33 (1 symbol) drew
    # gravel; the tile at 1,-1 is GR-45 turned 270 (mountain W and N, 3 symbols; it was the
    # 1-symbol GR-47A holding three tokens, and the start tile held two, which no play gives)
    # and drew 3, 2, 1: 1, 2, 3, top first. Red's GR-45 at 0,-1 turned 90 (mountain E and S,
    # 3 symbols) joins both and draws 1, 5, 3: 3, 5, 1 on top.
    # smaller_below: gravel below, 1, 2, 3 on it, then 3, 5, 1: 3, 5, 1, 1, 2, 3, gravel.
    @id:gr-edge-02 @rule:GR-R-TOKEN-2 @rule:GR-R-TOKEN-1 @interp:mountain.stack_join=smaller_below
    Example: Two stacks of different tokens join, the smaller below, each in its own order
      Given the board:
        | x | y  | tile   | rotation |
        | 1 | 0  | GR-12A | 0        |
        | 1 | -1 | GR-45  | 270      |
      And the stack on the mountain at 0,0 N is gravel, top first
      And the stack on the mountain at 1,-1 W is 1, 2 and 3, top first
      And the mining tokens to draw are 1, 5 and 3
      And red is to place GR-45
      When red places the tile at 0,-1 rotated 90
      Then the stack on the mountain at 0,-1 E is now 3, 5, 1, 1, 2, 3 and gravel, top first

    # Edge case of GR-R-TOKEN-2: as gr-edge-01, but the new tile lies east of the column of
    # the start tile, and joins one stack through its west edge (0,-1, holding the start
    # tile's mountain) and the other through its south edge (the cap of GR-33 at 1,0).
    # Rewritten so that play reaches it (features/README.md, "Routes"): each stack holds what its
    # nugget symbols drew (GR-R-SETUP-1, GR-R-TOKEN-1): the start tile's mountain, joined by GR-45
    # at 0,-1 (1 + 3 symbols), holds 4 tokens: 1, 2, 3, 5, top first; the 1-symbol cap of GR-33
    # at 1,0 holds 1: gravel (they held 2 and 3, which no play gives). Red's GR-45 at 1,-1
    # turned 180 (3 symbols) joins both and draws 1, 5, 3: 3, 5, 1 on top.
    # larger_below: 1, 2, 3, 5 below, gravel on it, then 3, 5, 1: 3, 5, 1, gravel, 1, 2, 3, 5.
    @id:gr-edge-06 @rule:GR-R-TOKEN-2 @rule:GR-R-TOKEN-1 @interp:mountain.stack_join=larger_below
    Example: A tile joining a stack to its west and one to its south makes one stack
      Given the board:
        | x | y  | tile  | rotation |
        | 0 | -1 | GR-45 | 90       |
        | 1 | 0  | GR-33 | 0        |
      And the stack on the mountain at 0,0 N is 1, 2, 3 and 5, top first
      And the stack on the mountain at 1,0 N is gravel, top first
      And the mining tokens to draw are 1, 5 and 3
      And red is to place GR-45
      When red places the tile at 1,-1 rotated 180
      Then the stack on the mountain at 0,-1 E is now 3, 5, 1, gravel, 1, 2, 3 and 5, top first

  Rule: Final scoring: railroads, mountains, cities, farmers, then gold, all final

    # An incomplete railroad (red), an incomplete mountain with a stack and blue's tent and
    # gold miner, and tokens red and blue collected earlier.
    @id:gr-edge-03 @rule:GR-R-FINAL-2 @rule:GR-R-FINAL-3 @rule:GR-R-FINAL-8
    Example: Every final points_scored and tokens_removed event carries final, in the order of the rules
      Given the board:
        | x | y  | tile  | rotation | figures                          |
        | 0 | 0  | GR-33 | 0        | red cowboy on E, blue cowboy on N |
        | 0 | -1 | GR-54 | 0        | blue tent on N                   |
        | 1 | 0  | GR-17 | 90       |                                  |
      And the stack on the mountain at 0,0 N is 2 and gravel, top first
      And red has collected the mining tokens 5 and 1
      And blue has collected the mining tokens 3
      And red is to place GR-26A
      When the game ends
      Then the answer's events are exactly:
        """
        [{"type": "points_scored", "player": "red", "points": 2, "reason": "railroad", "feature": {"kind": "railroad", "x": 0, "y": 0, "at": "E"}, "final": true},
         {"type": "figure_returned", "player": "red", "figure": "cowboy", "x": 0, "y": 0, "at": "E"},
         {"type": "tokens_removed", "feature": {"kind": "mountain", "x": 0, "y": -1, "at": "N"}, "tokens": ["2", "gravel"], "rule": "GR-R-FINAL-2", "final": true},
         {"type": "figure_returned", "player": "blue", "figure": "tent", "x": 0, "y": -1, "at": "N"},
         {"type": "points_scored", "player": "blue", "points": 4, "reason": "mountain", "feature": {"kind": "mountain", "x": 0, "y": -1, "at": "N"}, "final": true},
         {"type": "figure_returned", "player": "blue", "figure": "cowboy", "x": 0, "y": 0, "at": "N"},
         {"type": "points_scored", "player": "red", "points": 6, "reason": "gold", "feature": null, "final": true},
         {"type": "points_scored", "player": "blue", "points": 3, "reason": "gold", "feature": null, "final": true},
         {"type": "game_ended", "scores": {"red": 8, "blue": 7}, "winners": ["red"]}]
        """

  Rule: One tile's completed features score in the order of their canonical references

    # Red's GR-66 at 1,0 closes the railroad from -1,0 (red's railwayman) and the mountain
    # with the cap at 1,-1 (blue's gold miner). The railroad's reference -1,0 E comes first by
    # (x, y), though the mountain's 1,-1 would by (y, x).
    # Rewritten so that play reaches it (features/README.md, "Routes"): the GR-47A at 0,-1 closed the
    # start tile's mountain with nobody on it (its tokens would have gone back to the supply,
    # GR-R-MTN-6) and blue's cap at 1,-1 held none of the token its symbol drew. Now 0,-1 is GR-45
    # turned 180 (mountain S and W, left open): the start tile's mountain holds the 1 + 3 tokens
    # its symbols drew (1, 3, 5, 1, top first), and blue's cap the 1 it drew (gravel).
    # Red's GR-66 at 1,0: its railroad W ends the railroad -1,0 E .. 1,0 W, 3 tiles x 1: red 3
    # (GR-R-RAIL-1, GR-R-RAIL-2, no locomotive); its cap N draws 2 on top of gravel and closes
    # the 2-tile mountain: blue takes 2 then gravel (GR-R-MTN-2) and scores its symbols
    # 1 + 1 = 2; by (x, y) of the references:
    # railroad (-1,0) before mountain (1,-1) (GR-R-SCORE-1).
    @id:gr-edge-04 @rule:GR-R-SCORE-1
    Example: A railroad and a mountain completed by one tile score by (x, y) of their references
      Given the board:
        | x  | y  | tile   | rotation | figures           |
        | -1 | 0  | GR-27  | 0        | red cowboy on E   |
        | 0  | -1 | GR-45  | 180      |                   |
        | 1  | -1 | GR-47A | 180      | blue cowboy on S  |
      And the stack on the mountain at 0,0 N is 1, 3, 5 and 1, top first
      And the stack on the mountain at 1,-1 S is gravel, top first
      And the mining tokens to draw are 2
      And red is to place GR-66
      When red places the tile at 1,0 rotated 0
      And red takes no action
      Then the answer's events are exactly:
        """
        [{"type": "feature_completed", "feature": {"kind": "railroad", "x": -1, "y": 0, "at": "E"}, "tiles": 3},
         {"type": "points_scored", "player": "red", "points": 3, "reason": "railroad", "feature": {"kind": "railroad", "x": -1, "y": 0, "at": "E"}, "final": false},
         {"type": "figure_returned", "player": "red", "figure": "cowboy", "x": -1, "y": 0, "at": "E"},
         {"type": "feature_completed", "feature": {"kind": "mountain", "x": 1, "y": -1, "at": "S"}, "tiles": 2},
         {"type": "token_taken", "player": "blue", "token": "2", "feature": {"kind": "mountain", "x": 1, "y": -1, "at": "S"}, "reason": "mountain"},
         {"type": "token_taken", "player": "blue", "token": "gravel", "feature": {"kind": "mountain", "x": 1, "y": -1, "at": "S"}, "reason": "mountain"},
         {"type": "points_scored", "player": "blue", "points": 2, "reason": "mountain", "feature": {"kind": "mountain", "x": 1, "y": -1, "at": "S"}, "final": false},
         {"type": "figure_returned", "player": "blue", "figure": "cowboy", "x": 1, "y": -1, "at": "S"},
         {"type": "tile_drawn", "player": "blue", "tile": "GR-26A"}]
        """

  Rule: The state names the tile just placed

    # Edge case of GR-R-TURN-2 (spec/protocol.md §9.1): in step 2 `turn.placed` is the cell of
    # the tile just placed, x then y (a cell off the diagonal), and `turn.tile` is null.
    @id:gr-edge-05 @rule:GR-R-TURN-2
    Example: In the action step the state's turn names the cell of the tile just placed
      Given red is to place GR-26A
      When red places the tile at 0,1 rotated 0
      Then the state at /turn is {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": 1}}

    # Edge case of GR-R-SCORE-1: the two references lie in the same column, the mountain's
    # (0,-2 S) north of the railroad's (0,-1 E), so ordering by place before y shows.
    # XGR-END is a railroad that ends at N; XGR-FORK a mountain at N beside a railroad
    # curving from E to S.
    @id:gr-edge-07 @rule:GR-R-SCORE-1 @requires:custom_tiles
    Example: A mountain and a railroad completed by one tile in the same column score north first
      Given the scenario's own tiles:
        """
        [{"id": "XGR-END", "count": 2, "edges": "RPPP", "features": [
          {"id": "r1", "kind": "railroad", "places": ["N"]},
          {"id": "p1", "kind": "prairie", "places": ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"]}]},
         {"id": "XGR-FORK", "count": 1, "edges": "MRRP", "features": [
          {"id": "m1", "kind": "mountain", "places": ["N"]},
          {"id": "r1", "kind": "railroad", "places": ["E", "S"]},
          {"id": "p1", "kind": "prairie", "places": ["Es", "Se"]},
          {"id": "p2", "kind": "prairie", "places": ["En", "Sw", "Ws", "Wn"]}]}]
        """
      And the board:
        | x | y  | tile    | rotation | figures          |
        | 0 | 0  | XGR-END | 0        | red cowboy on N  |
        | 1 | 0  | GR-26A  | 0        |                  |
        | 1 | -1 | XGR-END | 270      |                  |
        | 1 | -2 | GR-26A  | 0        |                  |
        | 0 | -2 | GR-47A  | 180      | blue cowboy on S |
      And red is to place XGR-FORK
      When red places the tile at 0,-1 rotated 0
      And red takes no action
      Then the events include, in order:
        | type              | feature  |
        | feature_completed | mountain |
        | feature_completed | railroad |


  Rule: Joined stacks, whichever edges and segments join them (edge cases)

    # Edge case of GR-R-TOKEN-2: as gr-edge-06, but the stack to the south lies on the
    # second mountain segment of its tile (design 72 turned round: its north mountain is the
    # tile's second segment), and the new tile (design 52 turned a quarter: mountain to the
    # east, south and west) faces an empty cell with its first mountain edge.
    # Rewritten so that play reaches it (features/README.md, "Routes"): each stack holds what its
    # nugget symbols drew (GR-R-SETUP-1, GR-R-TOKEN-1): the start tile's mountain, joined by GR-45
    # at 0,-1 (1 + 3 symbols), holds 4 tokens: 1, 2, 3, 5, top first; GR-72 turned 180 at 1,0
    # has a 2-symbol mountain on N (gravel, 2, top first) and a 1-symbol one on S (gravel)
    # (they held 2 and 3 tokens, which no play gives). Red's GR-52 at 1,-1 turned 90 (3 symbols)
    # joins the first two and draws 1, 5, 3: 3, 5, 1 on top.
    # larger_below: 1, 2, 3, 5 below, gravel, 2 on it, then 3, 5, 1:
    # 3, 5, 1, gravel, 2, 1, 2, 3, 5.
    @id:gr-edge-08 @rule:GR-R-TOKEN-2 @rule:GR-R-TOKEN-1 @interp:mountain.stack_join=larger_below
    Example: A three-edged mountain tile joins a stack on a tile's second mountain and another
      Given the board:
        | x | y  | tile  | rotation |
        | 0 | -1 | GR-45 | 90       |
        | 1 | 0  | GR-72 | 180      |
      And the stack on the mountain at 0,0 N is 1, 2, 3 and 5, top first
      And the stack on the mountain at 1,0 N is gravel and 2, top first
      And the stack on the mountain at 1,0 S is gravel, top first
      And the mining tokens to draw are 1, 5 and 3
      And red is to place GR-52
      When red places the tile at 1,-1 rotated 90
      Then the stack on the mountain at 0,-1 E is now 3, 5, 1, gravel, 2, 1, 2, 3 and 5, top first

  Rule: The state names the tile in hand (edge cases)

    # Edge case of GR-R-TURN-2 (spec/protocol.md §9.1): in step 1 `turn.tile` is the tile in
    # hand and `turn.placed` is null (the mirror of gr-edge-05).
    @id:gr-edge-09 @rule:GR-R-TURN-2
    Example: In the tile step the state's turn names the tile in hand
      Given red is to place GR-26A
      Then the state at /turn is {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}

  Rule: Without farmers the other roles stay open (edge cases)

    # Edge case of GR-R-COWBOY-7: the variant takes away the farmer only; a railwayman still
    # goes on the railroad of the tile just placed (GR-R-COWBOY-5).
    @id:gr-edge-10 @rule:GR-R-COWBOY-7 @rule:GR-R-COWBOY-5 @requires:no_farmers
    Example: Under the variant no_farmers a cowboy still goes on a railroad
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the variant no_farmers is on
      And red is to place GR-01A
      When red places the tile at 1,0 rotated 90
      And red places a cowboy on W
      Then the figures on the board are:
        | player | figure | x | y | at |
        | red    | cowboy | 1 | 0 | W  |

  Rule: Gold held at the end scores its face value (edge cases)

    # Edge case of GR-R-FINAL-8: the smallest gold there is, one 1-nugget token, scores 1 point
    # (GR-R-TILES-4: the token's face value). Filler tiles as in gr-final-06b.
    @id:gr-edge-11 @rule:GR-R-FINAL-8 @rule:GR-R-TILES-4
    Example: One 1-nugget token scores 1 point at the end
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y  | tile   | rotation |
        | 0 | 0  | GR-33  | 0        |
        | 0 | -1 | GR-54  | 0        |
        | 0 | -2 | GR-47A | 180      |
      And blue has collected the mining tokens 1
      And red is to place GR-26A
      When the game ends
      Then blue scores 1 point for gold
      And red scores nothing

  Rule: A segment a cowboy was taken back from is free again (edge cases)

    # Edge case of GR-R-HOUSE-1 with GR-R-TENT-3: red takes its gold miner back from the start
    # tile's mountain; on the next turn that mountain segment is free, so blue may pitch its tent
    # there. GR-01A at -1,0 and GR-26A at -1,-1 hold no figures and are here so that a route
    # reaches this position by play (features/README.md, "Routes").
    @id:gr-edge-12 @rule:GR-R-HOUSE-1 @rule:GR-R-TENT-3 @requires:remove_cowboy
    Example: Blue pitches its tent where red's gold miner was taken back
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the variant remove_cowboy is on
      And the board:
        | x  | y  | tile   | rotation | figures         |
        | 0  | 0  | GR-33  | 0        | red cowboy on N |
        | -1 | 0  | GR-01A | 90       |                 |
        | -1 | -1 | GR-26A | 0        |                 |
      And red is to place GR-26A
      When red places the tile at 0,1 rotated 0
      And red takes back the cowboy at 0,0 N
      And blue places the tile at 0,2 rotated 0
      Then blue may pitch the tent on exactly 0,0 N
      When blue pitches the tent on N of the tile at 0,0
      Then the events include, in order:
        | type        | player | x | y | at |
        | tent_placed | blue   | 0 | 0 | N  |

  Rule: Joined stacks, wherever the joined tiles lie (edge cases)

    # Edge case of GR-R-TOKEN-2: gr-edge-08 turned over west to east. The stack to the south
    # lies on the second mountain segment of its tile (design 72 turned round), west of the
    # start tile, with a straight railroad tile east of the start tile; the new tile (design
    # 52) joins it through its south edge and the start tile's stack through its east edge.
    # The larger stack goes below (3 tokens under 2), then the tile's own three tokens on top.
    # Rewritten so that play reaches it (features/README.md, "Routes"): each stack holds what its
    # nugget symbols drew (GR-R-SETUP-1, GR-R-TOKEN-1): the start tile's mountain, joined by GR-45
    # at 0,-1 (1 + 3 symbols), holds 4 tokens: 1, 2, 3, 5, top first; GR-72 turned 180 at -1,0
    # has a 2-symbol mountain on N (gravel, 2, top first) and a 1-symbol one on S (gravel)
    # (they held 2 and 3 tokens, which no play gives). Red's GR-52 at -1,-1 (3 symbols) joins
    # the first two and draws 1, 5, 3: 3, 5, 1 on top.
    # larger_below: 1, 2, 3, 5 below, gravel, 2 on it, then 3, 5, 1:
    # 3, 5, 1, gravel, 2, 1, 2, 3, 5.
    @id:gr-edge-13 @rule:GR-R-TOKEN-2 @rule:GR-R-TOKEN-1 @interp:mountain.stack_join=larger_below
    Example: A mountain tile west of the start tile joins a stack on a tile's second mountain and another
      Given the board:
        | x  | y  | tile   | rotation |
        | 0  | -1 | GR-45  | 180      |
        | 1  | 0  | GR-01A | 90       |
        | -1 | 0  | GR-72  | 180      |
      And the stack on the mountain at 0,0 N is 1, 2, 3 and 5, top first
      And the stack on the mountain at -1,0 N is gravel and 2, top first
      And the stack on the mountain at -1,0 S is gravel, top first
      And the mining tokens to draw are 1, 5 and 3
      And red is to place GR-52
      When red places the tile at -1,-1 rotated 0
      Then the stack on the mountain at -1,-1 N is now 3, 5, 1, gravel, 2, 1, 2, 3 and 5, top first

  Rule: A tile's second mountain gets its own tokens (edge cases)

    # Edge case of GR-R-TOKEN-1 with GR-R-TOKEN-2: design 56 has two separate mountains, N and S,
    # one nugget symbol each. Placed north of design 54 (whose mountain joins the start tile's),
    # its S mountain joins that stack and its N mountain stays alone. Tokens go segment by
    # segment in place order: N first gets the first token drawn (2), then S gets the second (5)
    # on top of the joined stack 1, 2, 5, 1. Start tile 1 token + design 54's 3 = 4 tokens below.
    @id:gr-edge-14 @rule:GR-R-TOKEN-1 @rule:GR-R-TOKEN-2
    Example: A tile with two mountains puts one token on each, the second on the joined stack
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y  | tile  | rotation |
        | 0 | 0  | GR-33 | 0        |
        | 0 | -1 | GR-54 | 0        |
      And the stack on the mountain at 0,0 N is 1, 2, 5 and 1, top first
      And the mining tokens to draw are 2 and 5
      And red is to place GR-56
      When red places the tile at 0,-2 rotated 0
      Then the events include, in order:
        | type          | x | y  | at |
        | tokens_placed | 0 | -2 | N  |
        | tokens_placed | 0 | -2 | S  |
      And the stack on the mountain at 0,-2 N is now 2, top first
      And the stack on the mountain at 0,-2 S is now 5, 1, 2, 5 and 1, top first

  Rule: Without farmers the figures already on the board are valid (edge cases)

    # Edge case of GR-R-COWBOY-7: the variant forbids farmers only, so a position with a gold
    # miner on a mountain under no_farmers is a position of play (PC-R-POS-*), and the game goes
    # on from it. Fillers as in gr-edge-12 so that a route reaches this board by play.
    @id:gr-edge-15 @rule:GR-R-COWBOY-7 @rule:GR-R-COWBOY-5 @requires:no_farmers
    Example: Under the variant no_farmers a gold miner on the board stays in play
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the variant no_farmers is on
      And the board:
        | x  | y  | tile   | rotation | figures         |
        | 0  | 0  | GR-33  | 0        | red cowboy on N |
        | -1 | 0  | GR-01A | 90       |                 |
        | -1 | -1 | GR-26A | 0        |                 |
      And red is to place GR-26A
      When red places the tile at 0,1 rotated 0
      And red takes no action
      Then the figures on the board are:
        | player | figure | x | y | at |
        | red    | cowboy | 0 | 0 | N  |

  Rule: A tent may go on a tile's second mountain (edge cases)

    # Edge case of GR-R-TENT-2 with GR-R-TENT-5: design 56 turned 180 north of design 54. Its
    # second mountain (S at rotation 0) now lies N, open to the north; its first (N at rotation
    # 0) lies S and closes the mountain of designs 54 and 33 (the start tile), which is then
    # complete and takes no tent. The only incomplete mountain is the new tile's N one.
    @id:gr-edge-16 @rule:GR-R-TENT-2 @rule:GR-R-TENT-5
    Example: After a tile with two mountains the tent may go on its open second mountain only
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y  | tile  | rotation |
        | 0 | 0  | GR-33 | 0        |
        | 0 | -1 | GR-54 | 0        |
      And red is to place GR-56
      When red places the tile at 0,-2 rotated 180
      Then red may pitch the tent on exactly 0,-2 N

  Rule: Mining the last token empties the mountain (edge cases)

    # Edge case of GR-R-DIG-1 with GR-R-DIG-3: red's tent stands on the start tile's mountain,
    # whose stack is the one token 5. Red mines it: red holds 5, the mountain has no tokens
    # left (state lists no stack for it), and on red's next turn mining is illegal. Fillers as
    # in gr-edge-12 so that a route reaches this board by play.
    @id:gr-edge-17 @rule:GR-R-DIG-1 @rule:GR-R-DIG-3
    Example: Mining a mountain's last token leaves no stack behind
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B, GR-26C
      And the board:
        | x  | y  | tile   | rotation | figures       |
        | 0  | 0  | GR-33  | 0        | red tent on N |
        | -1 | 0  | GR-01A | 90       |               |
        | -1 | -1 | GR-26A | 0        |               |
      And the stack on the mountain at 0,0 N is 5, top first
      And red is to place GR-26A
      When red places the tile at 0,1 rotated 0
      And red mines
      Then red's mining tokens are 5
      And the mountain at 0,0 N has no tokens
      And the state's /mountains is []
      When blue places the tile at 0,2 rotated 0
      And blue takes no action
      And red places the tile at 0,3 rotated 0
      Then red may not mine
      And the state's /mountains is []

  Rule: A city counts the railroads that leave it, wherever its tile lies (edge cases)

    # Edge case of GR-R-CITY-1 with GR-R-FINAL-4: blue's merchant in a four-exit city (design
    # 38) west of the start tile, with a prairie tile south of the start tile. The city's north
    # and south railroads each end at a junction one tile away (design 27), so both are
    # complete; its east railroad joins the start tile's and runs on to an open end, and its
    # west railroad is open. The city is incomplete, so at the end it scores 3 points per
    # completed railroad leaving it: 3 × 2 = 6, flagged final; blue's merchant returns.
    @id:gr-edge-18 @rule:GR-R-CITY-1 @rule:GR-R-FINAL-4 @rule:GR-R-FINAL-5
    Example: An incomplete four-exit city west of the start tile scores its two completed railroads at the end
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x  | y  | tile   | rotation | figures          |
        | 0  | 0  | GR-33  | 0        |                  |
        | 0  | 1  | GR-26A | 0        |                  |
        | -1 | 0  | GR-38  | 0        | blue cowboy on C |
        | -1 | -1 | GR-27  | 0        |                  |
        | -1 | 1  | GR-27  | 90       |                  |
      And red is to place GR-26A
      When the game ends
      Then the events are, in order:
        | type            | player | points | reason | final |
        | points_scored   | blue   | 6      | city   | true  |
        | figure_returned | blue   |        |        |       |
        | game_ended      |        |        |        |       |

  Rule: Without farmers a railwayman on the board is valid too (edge cases)

    # Edge case of GR-R-COWBOY-7: gr-edge-15 with a railwayman instead of a gold miner. The
    # variant forbids farmers only, so a position with red's cowboy on the start tile's
    # railroad under no_farmers is a position of play, and the game goes on from it. Fillers
    # as in gr-edge-12 so that a route reaches this board by play. (Written after the seed-7
    # sample, against its survivor position.py:171 `>= "prairie"`.)
    @id:gr-edge-19 @rule:GR-R-COWBOY-7 @rule:GR-R-COWBOY-5 @requires:no_farmers
    Example: Under the variant no_farmers a railwayman on the board stays in play
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the variant no_farmers is on
      And the board:
        | x  | y  | tile   | rotation | figures         |
        | 0  | 0  | GR-33  | 0        | red cowboy on E |
        | -1 | 0  | GR-01A | 90       |                 |
        | -1 | -1 | GR-26A | 0        |                 |
      And red is to place GR-26A
      When red places the tile at 0,1 rotated 0
      And red takes no action
      Then the figures on the board are:
        | player | figure | x | y | at |
        | red    | cowboy | 0 | 0 | E  |

  Rule: A feature of a kind no rule completes is never completed (edge cases)

    # Edge case of GR-R-SCORE-1: only railroads, mountains and cities are completed and scored
    # in step 3. A tile of the scenario's own with a canyon in its middle (a kind Gold Rush
    # does not have, sorting before "city") completes nothing when placed: no
    # feature_completed event, no points. (Written after the seed-7 sample, against its
    # survivor game.py:412 `seg.kind < "city"`.)
    @id:gr-edge-20 @rule:GR-R-SCORE-1 @requires:custom_tiles
    Example: A tile with a canyon of its own completes nothing
      Given a gold_rush game between red and blue
      And the scenario's own tiles:
        """
        [{"id": "GRX-CANYON", "count": 1, "edges": "PPPP", "features": [
          {"id": "p1", "kind": "prairie", "places": ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"]},
          {"id": "k1", "kind": "canyon", "places": ["C"]}]}]
        """
      And the draw pile is GR-26B
      And red is to place GRX-CANYON
      When red places the tile at 0,1 rotated 0
      And red takes no action
      Then no feature is completed
      And the scores are red 0, blue 0

  Rule: Tent places come in canonical order (edge cases)

    # spec/protocol.md §4 (legal_moves in canonical form and order) with GR-R-TENT-1 and
    # GR-R-TENT-5: after red's mountain tile north of a railroad tile east of the start tile,
    # two incomplete mountains take the tent: the start tile's (0,0 N) and the new tile's
    # (1,-1 N). Canonical order is by x, then y, then place: 0,0 N first, although its y (0)
    # is larger than -1. (Written after the seed-7 sample, against its survivor game.py:192,
    # tent places sorted by y twice.)
    @id:gr-edge-21 @rule:GR-R-TENT-1 @rule:GR-R-TENT-5
    Example: The tent moves are listed by x before y
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y | tile   | rotation |
        | 0 | 0 | GR-33  | 0        |
        | 1 | 0 | GR-01A | 90       |
      And red is to place GR-47A
      When red places the tile at 1,-1 rotated 0
      Then the legal place_tent moves are, in order:
        """
        [{"type": "place_tent", "x": 0, "y": 0, "at": "N"}, {"type": "place_tent", "x": 1, "y": -1, "at": "N"}]
        """

    # spec/protocol.md §4 (canonical order) with GR-R-TENT-1 and GR-R-TENT-5, one column: red's
    # GR-45 rotated 180 at 0,-1 (mountain on S and W) joins the start tile's mountain (0,0 N); it
    # stays open at the W edge of 0,-1, so both free segments take the tent. Same x, so y decides:
    # 0,-1 S comes before 0,0 N, although the place S sorts after N (by name and by place order).
    # (Written against the full run's survivors game.py:192, tent places sorted by x then place.)
    @id:gr-edge-100 @rule:GR-R-TENT-1 @rule:GR-R-TENT-5
    Example: Tent moves in one column are listed by y before place
      Given red is to place GR-45
      When red places the tile at 0,-1 rotated 180
      Then the legal place_tent moves are, in order:
        """
        [{"type": "place_tent", "x": 0, "y": -1, "at": "S"}, {"type": "place_tent", "x": 0, "y": 0, "at": "N"}]
        """
