Feature: Mining tokens on the mountains
  A tile brings as many face-down mining tokens as its mountain shows gold
  nugget symbols, drawn from the runner's token order; all tokens of one
  mountain form one stack, and new tokens go on top.

  Background:
    Given a gold_rush game between red and blue
    And the draw pile is GR-26A

  Rule: A tile brings one token per nugget symbol

    # The picture: a new mountain tile with two nugget symbols joins the
    # mountain of the start tile, which already has one token. In the box that
    # tile is design 70 (a single mountain with 2 nuggets, railroad ending in
    # it); rotated 180 its mountain covers E, S and W, and S meets the start
    # tile's N.
    @id:gr-token-01 @source:GR-EX-05 @rule:GR-R-TOKEN-1
    Example: A tile with two nugget symbols brings two tokens
      Given the stack on the mountain at 0,0 N is 3, top first
      And the mining tokens to draw are 2, gravel and 1
      And red is to place GR-70
      When red places the tile at 0,-1 rotated 180
      Then 2 mining tokens are placed on the mountain at 0,-1 E
      And the mining tokens left to draw are 1

    # Continues GR-EX-05: the joined mountain is now named by its smallest
    # place, 0,-1 E.
    @id:gr-token-02 @source:GR-EX-06 @rule:GR-R-TOKEN-2
    Example: The two new tokens go on top of the mountain's stack
      Given the stack on the mountain at 0,0 N is 3, top first
      And the mining tokens to draw are 2, gravel and 1
      And red is to place GR-70
      When red places the tile at 0,-1 rotated 180
      Then the stack on the mountain at 0,-1 E is now gravel, 2 and 3, top first

    # Design 72: a railroad between two caps, 1 nugget on the northern, 2 on
    # the southern. Its southern cap joins the start tile's mountain.
    @id:gr-token-08 @rule:GR-R-TOKEN-1 @interp:tokens.two_mountains=per_segment
    Example: A tile with two mountains gives each mountain its own segment's tokens
      Given the stack on the mountain at 0,0 N is 3, top first
      And the mining tokens to draw are 2, gravel and 1
      And red is to place GR-72
      When red places the tile at 0,-1 rotated 0
      Then the stack on the mountain at 0,-1 N is now 2, top first
      And the stack on the mountain at 0,-1 S is now 1, gravel and 3, top first
      And the mining tokens left to draw are none

    # The start tile's mountain holds the token it drew at set-up (GR-R-TOKEN-1), as in play.
    @id:gr-token-03 @rule:GR-R-TOKEN-1 @requires:custom_tiles
    Example: A mountain without nugget symbols gets no token
      Given the gold_rush fixture tiles
      And the stack on the mountain at 0,0 N is 1, top first
      And the mining tokens to draw are 2
      And red is to place GRF-CAP0
      When red places the tile at 0,-1 rotated 180
      Then no mining token is placed
      And the mining tokens left to draw are 2

    # The start tile's mountain holds the token it drew at set-up (GR-R-TOKEN-1), as in play.
    @id:gr-token-04 @rule:GR-R-SETUP-3 @rule:GR-R-TOKEN-1
    Example: When the token supply runs out, a mountain gets only the tokens left
      Given the stack on the mountain at 0,0 N is 1, top first
      And the mining tokens to draw are 5
      And red is to place GR-54
      When red places the tile at 0,-1 rotated 0
      Then 1 mining token is placed on the mountain at 0,-1 N
      And the mining tokens left to draw are none

  Rule: Joined mountains keep one stack

    # The tile at 0,-1 joins the start tile's mountain (two tokens) and the cap
    # at 1,-1 (one token); its own three tokens go on top of the joined stack.
    # Rewritten so that play reaches it (features/README.md, "Routes"): each stack holds what its
    # nugget symbols drew (GR-R-SETUP-1, GR-R-TOKEN-1): the start tile GR-33 (1 symbol) drew
    # gravel; the tile at 1,-1 is GR-45 turned 270 (mountain W and N, 3 symbols; it was the
    # 1-symbol GR-47A holding one token while the start tile held two, which no play gives), and
    # drew 5, 2 and 1: 1, 2, 5, top first. So the larger stack (3) is at 1,-1, the smaller (1) at 0,0.
    # Red's GR-45 at 0,-1 turned 90 (mountain E and S, 3 symbols) joins both and draws 3, 5, 3:
    # 3, 5, 3 on top, top first.
    # larger_below: 1, 2, 5 (3 tokens) below, gravel on it, then 3, 5, 3:
    # 3, 5, 3, gravel, 1, 2, 5.
    @id:gr-token-05 @rule:GR-R-TOKEN-2 @interp:mountain.stack_join=larger_below
    Example: The smaller stack goes on the larger one, then the new tokens
      Given the board:
        | x | y  | tile   | rotation |
        | 1 | 0  | GR-12A | 0        |
        | 1 | -1 | GR-45  | 270      |
      And the stack on the mountain at 0,0 N is gravel, top first
      And the stack on the mountain at 1,-1 W is 1, 2 and 5, top first
      And the mining tokens to draw are 3, 5 and 3
      And red is to place GR-45
      When red places the tile at 0,-1 rotated 90
      Then the stack on the mountain at 0,-1 E is now 3, 5, 3, gravel, 1, 2 and 5, top first

    # Rewritten so that play reaches it (features/README.md, "Routes"): each stack holds what its
    # nugget symbols drew (GR-R-SETUP-1, GR-R-TOKEN-1): the start tile GR-33 (1 symbol) drew
    # gravel; the tile at 1,-1 is GR-45 turned 270 (mountain W and N, 3 symbols; it was the
    # 1-symbol GR-47A holding one token while the start tile held two, which no play gives), and
    # drew 5, 2 and 1: 1, 2, 5, top first. So the larger stack (3) is at 1,-1, the smaller (1) at 0,0.
    # Red's GR-45 at 0,-1 turned 90 (mountain E and S, 3 symbols) joins both and draws 3, 5, 3:
    # 3, 5, 3 on top, top first.
    # smaller_below: gravel below, 1, 2, 5 on it, then 3, 5, 3: 3, 5, 3, 1, 2, 5, gravel.
    @id:gr-token-06 @rule:GR-R-TOKEN-2 @interp:mountain.stack_join=smaller_below
    Example: Under the other reading the larger stack goes on the smaller one
      Given the board:
        | x | y  | tile   | rotation |
        | 1 | 0  | GR-12A | 0        |
        | 1 | -1 | GR-45  | 270      |
      And the stack on the mountain at 0,0 N is gravel, top first
      And the stack on the mountain at 1,-1 W is 1, 2 and 5, top first
      And the mining tokens to draw are 3, 5 and 3
      And red is to place GR-45
      When red places the tile at 0,-1 rotated 90
      Then the stack on the mountain at 0,-1 E is now 3, 5, 3, 1, 2, 5 and gravel, top first

    # Equal heights: the stack of the mountain with the smaller reference
    # (0,0 N before the join) stays below, under either reading (larger_below
    # and smaller_below give the same stack).
    @id:gr-token-07 @rule:GR-R-TOKEN-2 @interp:mountain.stack_join=larger_below
    Example: Stacks of equal height join in the order of their mountains
      Given the board:
        | x | y  | tile   | rotation |
        | 1 | 0  | GR-12A | 0        |
        | 1 | -1 | GR-47A | 270      |
      And the stack on the mountain at 0,0 N is 1, top first
      And the stack on the mountain at 1,-1 W is gravel, top first
      And the mining tokens to draw are 3, 5 and 2
      And red is to place GR-45
      When red places the tile at 0,-1 rotated 90
      Then the stack on the mountain at 0,-1 E is now 2, 5, 3, gravel and 1, top first

    # The printed rule: the tokens lie face down, so the joined stack's order is
    # chance's (spec/protocol.md §7a); the tile's own tokens then go on top.
    # Rewritten so that play reaches it (features/README.md, "Routes"): each stack holds what its
    # nugget symbols drew (GR-R-SETUP-1, GR-R-TOKEN-1): the start tile GR-33 (1 symbol) drew
    # gravel; the tile at 1,-1 is GR-45 turned 270 (mountain W and N, 3 symbols; it was the
    # 1-symbol GR-47A holding one token while the start tile held two, which no play gives), and
    # drew 5, 2 and 1: 1, 2, 5, top first. So the larger stack (3) is at 1,-1, the smaller (1) at 0,0.
    # Red's GR-45 at 0,-1 turned 90 (mountain E and S, 3 symbols) joins both and draws 3, 5, 3:
    # 3, 5, 3 on top, top first.
    # Chance orders the joined 4 tokens (asked sorted: 1, 2, 5, gravel); 1, 2 and 1, 2, 2 are no
    # permutation of them; 2, gravel, 5, 1 is, and 3, 5, 3 go on top: 3, 5, 3, 2, gravel, 5, 1.
    @id:gr-token-chance-01 @rule:GR-R-TOKEN-2 @requires:chance @interp:mountain.stack_join=shuffle
    Example: Chance orders the joined stack, then the new tokens go on top
      Given the board:
        | x | y  | tile   | rotation |
        | 1 | 0  | GR-12A | 0        |
        | 1 | -1 | GR-45  | 270      |
      And the stack on the mountain at 0,0 N is gravel, top first
      And the stack on the mountain at 1,-1 W is 1, 2 and 5, top first
      And the mining tokens to draw are 3, 5 and 3
      And red is to place GR-45
      When red places the tile at 0,-1 rotated 90
      Then chance must shuffle the mountain stack: 1, 2, 5, gravel
      And no mining token is placed
      When chance tries to shuffle the mountain stack into 1, 2
      Then the move is rejected under GR-R-TOKEN-2
      When chance tries to shuffle the mountain stack into 1, 2, 2
      Then the move is rejected under GR-R-TOKEN-2
      When chance shuffles the mountain stack into 2, gravel, 5, 1
      Then the stack on the mountain at 0,-1 E is now 3, 5, 3, 2, gravel, 5 and 1, top first
      And 3 mining tokens are placed on the mountain at 0,-1 E
      And no chance decision is pending

    # Edge case of GR-R-TOKEN-2 under chance: one tile joins stacks in two mountains. The
    # tile of the scenario's own at 0,-1 has two mountains, N+E and S+W: S+W joins the start
    # tile's stack (1) and the cap at -1,-1 (2), N+E joins the caps at 0,-2 (3) and 1,-1 (5).
    # Chance is asked once per mountain, by canonical reference: -1,-1 E before 0,-2 S. The
    # railroads at -1,0 and 1,0 and the prairie at -1,-2 only connect the caps.
    @id:gr-token-chance-02 @rule:GR-R-TOKEN-2 @requires:chance @requires:custom_tiles @interp:mountain.stack_join=shuffle
    Example: A tile joining stacks in two mountains has chance order each, by canonical reference
      Given the scenario's own tiles:
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
      When chance shuffles the mountain stack into 1, 2
      Then chance must shuffle the mountain stack: 3, 5
      When chance shuffles the mountain stack into 5, 3
      Then the stack on the mountain at -1,-1 E is now 1 and 2, top first
      And the stack on the mountain at 0,-2 S is now 5 and 3, top first
      And no chance decision is pending

  Rule: Stacks of two and three tokens join in height order

    # Edge case of GR-R-TOKEN-2 under smaller_below: stacks whose heights differ by one (2 and 3),
    # the smaller on the mountain with the larger reference, so that only the heights order them.
    # Play reaches it (GR-R-TOKEN-1: each stack holds what its symbols drew): the start tile's cap
    # (1 symbol) drew 1; GR-70 at 0,-1 turned 180 (mountain E, S and W, 2 symbols; railroad N)
    # joined it and drew 3, 2: 2, 3, 1, top first (3 tokens, reference 0,-1 E). GR-72 at 1,0
    # turned 180 (railroad W-E on the start tile's railroad; its 2-symbol mountain now N, its
    # 1-symbol mountain S) drew 5, gravel for N (N before S) and 1 for S: 1,0 N holds gravel, 5,
    # top first (2 tokens). Red's GR-45 at 1,-1 turned 180 (mountain S and W, 3 symbols) joins
    # 0,-1 E (3 tokens) and 1,0 N (2 tokens) into one mountain (still open at 0,-1 W) and draws
    # 1, 5, 3: 3, 5, 1 on top.
    # smaller_below, bottom to top: 5, gravel (the 2 of 1,0 N), then 1, 3, 2 (the 3 of 0,-1 E),
    # then the new 1, 5, 3: top first 3, 5, 1, 2, 3, 1, gravel, 5.
    @id:gr-token-140 @rule:GR-R-TOKEN-2 @rule:GR-R-TOKEN-1 @interp:mountain.stack_join=smaller_below
    Example: A stack of two goes below a stack of three under smaller_below
      Given the board:
        | x | y  | tile  | rotation |
        | 0 | -1 | GR-70 | 180      |
        | 1 | 0  | GR-72 | 180      |
      And the stack on the mountain at 0,-1 E is 2, 3 and 1, top first
      And the stack on the mountain at 1,0 N is gravel and 5, top first
      And the stack on the mountain at 1,0 S is 1, top first
      And the mining tokens to draw are 1, 5 and 3
      And red is to place GR-45
      When red places the tile at 1,-1 rotated 180
      Then the stack on the mountain at 0,-1 E is now 3, 5, 1, 2, 3, 1, gravel and 5, top first
      And the stack on the mountain at 1,0 S is now 1, top first
