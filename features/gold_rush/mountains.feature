Feature: Mountains
  A mountain is complete when prairie surrounds it. Its majority first takes
  every mining token left on it, then scores 1 point per gold nugget symbol;
  tied players take the tokens in turn and each score in full. Tents count for
  nothing and go home.

  Rule: The majority takes the tokens, then scores the nugget symbols

    # The picture: a mountain of three tiles with 7 nugget symbols (start tile
    # 1, ridge 3, cap 3); yellow's is the only gold miner.
    @id:gr-mtn-01 @source:GR-EX-25 @rule:GR-R-MTN-1 @rule:GR-R-MTN-2 @rule:GR-R-COMP-2 @requires:custom_tiles
    Example: Yellow takes the tokens left on the completed mountain, then scores 7
      Given a gold_rush game between red and yellow
      And the gold_rush fixture tiles
      And the board:
        | x | y  | tile  | rotation | figures            |
        | 0 | 0  | GR-33 | 0        | yellow cowboy on N |
        | 0 | -1 | GR-54 | 0        |                    |
      And the stack on the mountain at 0,0 N is 2 and 1, top first
      And the mining tokens to draw are 3, gravel and 5
      And yellow is to place GRF-CAP3
      And the draw pile is GR-26B
      When yellow places the tile at 0,-2 rotated 180
      And yellow takes no action
      Then a mountain of 3 tiles is completed
      And the mountain's tokens are taken in this order: yellow 5, yellow gravel, yellow 3, yellow 2, yellow 1
      And yellow scores 7 points for the mountain
      And yellow's mining tokens are 1, 2, 3, 5 and gravel
      And the mountain at 0,-2 S has no tokens
      And yellow's cowboy at 0,0 N returns
      And the events include, in order:
        | type              | player | reason   |
        | feature_completed |        |          |
        | token_taken       | yellow | mountain |
        | points_scored     | yellow | mountain |
        | figure_returned   | yellow |          |

    # The picture: on blue's turn the leftmost tile completes a mountain of 5
    # nugget symbols (start tile 1, GR-45 3, cap 1) with one blue and one red
    # gold miner; 3 tokens are left on it.
    @id:gr-mtn-02 @source:GR-EX-26 @rule:GR-R-MTN-3 @rule:GR-R-MAJ-2 @rule:GR-R-MTN-2
    Example: Blue and red tie; blue, the active player, takes the first of three tokens
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y  | tile  | rotation | figures          |
        | 0 | 0  | GR-33 | 0        | blue cowboy on N |
        | 0 | -1 | GR-45 | 180      | red cowboy on S  |
      And the stack on the mountain at 0,0 N is 1 and 2, top first
      And the mining tokens to draw are 5
      And blue is to place GR-47A
      When blue places the tile at -1,-1 rotated 90
      And blue takes no action
      Then the mountain's tokens are taken in this order: blue 5, red 1, blue 2
      And red scores 5 points for the mountain
      And blue scores 5 points for the mountain
      And blue's mining tokens are 2 and 5
      And red's mining tokens are 1

    # Rewritten so that play reaches it (features/README.md, "Routes"): red's and blue's gold miners
    # stood in one mountain across the edge between their tiles, which no play reaches
    # (GR-R-COWBOY-8). Now red's stands on GR-45 at 0,-1 (joined to the start tile's cap) and
    # blue's on the cap of GR-33 at -1,0, two mountains until green's tile GR-45 at -1,-1 turned
    # 90 (mountain E and S; it was GR-47A) joins them and completes them; GR-26A at 0,1 holds no
    # figure. The stacks hold what the symbols drew (GR-R-TOKEN-1): 0,0 N 1 + 3 symbols:
    # 1, 2, 3, 5; -1,0 N 1 symbol: gravel. The join needs an order of the stacks: larger_below
    # (GR-R-TOKEN-2): 1, 2, 3, 5 below, gravel on it, then green's 3 symbols draw gravel, 3, 5:
    # 5, 3, gravel, gravel, 1, 2, 3, 5, top first. Red and blue tie 1-1 (GR-R-MTN-3) and take
    # them one at a time in turn, blue first (the first tied after green):
    # blue 5, red 3, blue gravel, red gravel, blue 1, red 2, blue 3, red 5.
    @id:gr-mtn-03 @rule:GR-R-MTN-3 @interp:mountain.tie_first=next_clockwise @interp:mountain.stack_join=larger_below
    Example: When the active player is not tied, the first tied player after them takes first
      Given a gold_rush game between red, green, blue and yellow
      And the draw pile is GR-26B
      And the board:
        | x  | y  | tile   | rotation | figures          |
        | -1 | 0  | GR-33  | 0        | blue cowboy on N |
        | 0  | -1 | GR-45  | 180      | red cowboy on S  |
        | 0  | 1  | GR-26A | 0        |                  |
      And the stack on the mountain at 0,0 N is 1, 2, 3 and 5, top first
      And the stack on the mountain at -1,0 N is gravel, top first
      And the mining tokens to draw are gravel, 3 and 5
      And green is to place GR-45
      When green places the tile at -1,-1 rotated 90
      And green takes no action
      Then the mountain's tokens are taken in this order: blue 5, red 3, blue gravel, red gravel, blue 1, red 2, blue 3, red 5
      And green scores nothing

    # Rewritten so that play reaches it (features/README.md, "Routes"): red's and blue's gold miners
    # stood in one mountain across the edge between their tiles, which no play reaches
    # (GR-R-COWBOY-8). Now red's stands on GR-45 at 0,-1 (joined to the start tile's cap) and
    # blue's on the cap of GR-33 at -1,0, two mountains until green's tile GR-45 at -1,-1 turned
    # 90 (mountain E and S; it was GR-47A) joins them and completes them; GR-26A at 0,1, 0,2
    # and 1,1 hold no figures (five tiles, so that red, seated first, places first and green is
    # to move: the seating order this reading depends on). The stacks hold what the symbols drew (GR-R-TOKEN-1): 0,0 N 1 + 3 symbols:
    # 1, 2, 3, 5; -1,0 N 1 symbol: gravel. The join needs an order of the stacks: larger_below
    # (GR-R-TOKEN-2): 1, 2, 3, 5 below, gravel on it, then green's 3 symbols draw gravel, 3, 5:
    # 5, 3, gravel, gravel, 1, 2, 3, 5, top first. Red and blue tie 1-1 (GR-R-MTN-3) and take
    # them one at a time in turn, red first (seating order):
    # red 5, blue 3, red gravel, blue gravel, red 1, blue 2, red 3, blue 5.
    @id:gr-mtn-04 @rule:GR-R-MTN-3 @interp:mountain.tie_first=seating_order @interp:mountain.stack_join=larger_below
    Example: Under the other reading the first tied player in seating order takes first
      Given a gold_rush game between red, green, blue and yellow
      And the draw pile is GR-26B
      And the board:
        | x  | y  | tile   | rotation | figures          |
        | -1 | 0  | GR-33  | 0        | blue cowboy on N |
        | 0  | -1 | GR-45  | 180      | red cowboy on S  |
        | 0  | 1  | GR-26A | 0        |                  |
        | 0  | 2  | GR-26A | 0        |                  |
        | 1  | 1  | GR-26A | 0        |                  |
      And the stack on the mountain at 0,0 N is 1, 2, 3 and 5, top first
      And the stack on the mountain at -1,0 N is gravel, top first
      And the mining tokens to draw are gravel, 3 and 5
      And green is to place GR-45
      When green places the tile at -1,-1 rotated 90
      And green takes no action
      Then the mountain's tokens are taken in this order: red 5, blue 3, red gravel, blue gravel, red 1, blue 2, red 3, blue 5

    # GR-26A at 0,1 and GR-26A at 0,2 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:gr-mtn-05 @rule:GR-R-MTN-1
    Example: A mountain with an open edge is not complete
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y | tile   | rotation | figures         |
        | 0 | 0 | GR-33  | 0        | red cowboy on N |
        | 0 | 1 | GR-26A | 0        |                 |
        | 0 | 2 | GR-26A | 0        |                 |
      And the stack on the mountain at 0,0 N is 2, top first
      And red is to place GR-54
      When red places the tile at 0,-1 rotated 0
      And red takes no action
      Then no feature is completed
      And red's cowboy at 0,0 N stays
      And the stack on the mountain at 0,-1 N is now 2, top first

  Rule: Tents count for nothing and go home

    # Rewritten so that play reaches it (features/README.md, "Routes"): the mountain's stack holds
    # what its nugget symbols drew (GR-R-SETUP-1, GR-R-TOKEN-1): GR-45 at 0,-1 (3 symbols) and
    # GR-33 at 0,0 (1 symbol) drew 4 tokens: 1, 2, 3, gravel, top first (it held 1 and 2, two
    # tokens, which no play gives these 4 symbols). GR-26A at 0,-2 holds no figure and is the
    # tile of the turn the tent went up (a tent goes on any tile, a turn's tile takes no cowboy
    # then); it touches the mountain nowhere.
    # GR-47A at -1,-1 (1 symbol) draws 5 on top and completes the mountain: red's only gold miner
    # takes 5, 1, 2, 3, gravel (GR-R-MTN-2), then scores the symbols 1 + 3 + 1 = 5; the tent
    # counts for nothing and returns (GR-R-MTN-4): blue then has its tent back and still its 4
    # cowboys (it placed none; a tent coming home is no cowboy).
    @id:gr-mtn-06 @rule:GR-R-MTN-4
    Example: Blue's tent on the completed mountain returns; red's gold miner takes everything
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y  | tile  | rotation | figures         |
        | 0 | 0  | GR-33 | 0        | red cowboy on N |
        | 0 | -2 | GR-26A | 0       |                  |
        | 0 | -1 | GR-45 | 180      | blue tent on S  |
      And the stack on the mountain at 0,0 N is 1, 2, 3 and gravel, top first
      And the mining tokens to draw are 5
      And red is to place GR-47A
      When red places the tile at -1,-1 rotated 90
      And red takes no action
      Then the mountain's tokens are taken in this order: red 5, red 1, red 2, red 3, red gravel
      And red scores 5 points for the mountain
      And blue scores nothing
      And blue's tent at 0,-1 S returns
      And blue has 1 tent in supply
      And blue has 4 cowboys in supply

    # Rewritten so that play reaches it (features/README.md, "Routes"): the mountain's stack holds
    # what its nugget symbols drew (GR-R-SETUP-1, GR-R-TOKEN-1): GR-45 at 0,-1 (3 symbols) and
    # GR-33 at 0,0 (1 symbol) drew 4 tokens: 1, 2, 3, gravel, top first (it held 1 and 2, two
    # tokens, which no play gives these 4 symbols). GR-26A at 0,-2 holds no figure and is the
    # tile of the turn the tent went up (a tent goes on any tile, a turn's tile takes no cowboy
    # then); it touches the mountain nowhere.
    # GR-47A at -1,-1 draws 5 on top; red mines it first (GR-R-MTN-5, GR-R-DIG-1), then blue's
    # gold miner takes 1, 2, 3, gravel and scores 1 + 3 + 1 = 5 (GR-R-MTN-2).
    @id:gr-mtn-07 @rule:GR-R-MTN-5 @rule:GR-R-DIG-1 @interp:mountain.mine_before_scoring=yes
    Example: Red completes the mountain its tent stands on, mines first, then blue takes the rest
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y  | tile  | rotation | figures          |
        | 0 | 0  | GR-33 | 0        | blue cowboy on N |
        | 0 | -2 | GR-26A | 0       |                  |
        | 0 | -1 | GR-45 | 180      | red tent on S    |
      And the stack on the mountain at 0,0 N is 1, 2, 3 and gravel, top first
      And the mining tokens to draw are 5
      And red is to place GR-47A
      When red places the tile at -1,-1 rotated 90
      Then red may mine
      When red mines
      Then red's mining tokens are 5
      And the mountain's tokens are taken in this order: blue 1, blue 2, blue 3, blue gravel
      And blue scores 5 points for the mountain
      And red's tent at 0,-1 S returns

    # Rewritten so that play reaches it (features/README.md, "Routes"): the mountain's stack holds
    # what its nugget symbols drew (GR-R-SETUP-1, GR-R-TOKEN-1): GR-45 at 0,-1 (3 symbols) and
    # GR-33 at 0,0 (1 symbol) drew 4 tokens: 1, 2, 3, gravel, top first (it held 1 and 2, two
    # tokens, which no play gives these 4 symbols). GR-26A at 0,-2 holds no figure and is the
    # tile of the turn the tent went up (a tent goes on any tile, a turn's tile takes no cowboy
    # then); it touches the mountain nowhere.
    @id:gr-mtn-08 @rule:GR-R-MTN-5 @interp:mountain.mine_before_scoring=no
    Example: Under the other reading a mountain completed this turn cannot be mined
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y  | tile  | rotation | figures          |
        | 0 | 0  | GR-33 | 0        | blue cowboy on N |
        | 0 | -2 | GR-26A | 0       |                  |
        | 0 | -1 | GR-45 | 180      | red tent on S    |
      And the stack on the mountain at 0,0 N is 1, 2, 3 and gravel, top first
      And the mining tokens to draw are 5
      And red is to place GR-47A
      When red places the tile at -1,-1 rotated 90
      Then red may not mine
      When red tries to mine
      Then the move is rejected under GR-R-MTN-5

  Rule: Tokens on a completed mountain without a gold miner leave the game

    # Rewritten so that play reaches it (features/README.md, "Routes"): the mountain's stack holds
    # what its nugget symbols drew (GR-R-SETUP-1, GR-R-TOKEN-1): the start tile GR-33 (1 symbol)
    # drew gravel, then GR-45 at 0,-1 (3 symbols) drew 3, 2 and 1 on top: 1, 2, 3, gravel, top
    # first (it held 1 and 2, two tokens, which no play gives these 4 symbols).
    # GR-47A at -1,-1 (1 symbol) draws 5 on top and completes it without a gold miner: removed,
    # top first, 5, 1, 2, 3, gravel (GR-R-MTN-6); no points.
    @id:gr-mtn-09 @rule:GR-R-MTN-6 @interp:mountain.unclaimed_tokens=removed
    Example: Nobody has a gold miner there: the tokens are removed
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y  | tile  | rotation |
        | 0 | -1 | GR-45 | 180      |
      And the stack on the mountain at 0,0 N is 1, 2, 3 and gravel, top first
      And the mining tokens to draw are 5
      And red is to place GR-47A
      When red places the tile at -1,-1 rotated 90
      And red takes no action
      Then the tokens removed from the game are 5, 1, 2, 3 and gravel
      And the mountain at -1,-1 E has no tokens
      And no points are scored

    # Edge case of GR-R-MTN-6 and the event flags: tokens removed from a mountain completed
    # in play are reported with final false (only final scoring's removals are final).
    # Rewritten so that play reaches it (features/README.md, "Routes"): the mountain's stack holds
    # what its nugget symbols drew (GR-R-SETUP-1, GR-R-TOKEN-1): the start tile GR-33 (1 symbol)
    # drew gravel, then GR-45 at 0,-1 (3 symbols) drew 3, 2 and 1 on top: 1, 2, 3, gravel, top
    # first (it held 1 and 2, two tokens, which no play gives these 4 symbols).
    # GR-47A at -1,-1 (1 symbol) draws 5 on top; the completed mountain (3 tiles) loses, top
    # first, 5, 1, 2, 3, gravel (GR-R-MTN-6), final false.
    @id:gr-mtn-11 @rule:GR-R-MTN-6 @rule:GR-R-SCORE-1 @interp:mountain.unclaimed_tokens=removed
    Example: Tokens removed from a mountain completed in play are not final
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y  | tile  | rotation |
        | 0 | -1 | GR-45 | 180      |
      And the stack on the mountain at 0,0 N is 1, 2, 3 and gravel, top first
      And the mining tokens to draw are 5
      And red is to place GR-47A
      When red places the tile at -1,-1 rotated 90
      And red takes no action
      Then the answer's events are exactly:
        """
        [{"type": "feature_completed", "feature": {"kind": "mountain", "x": -1, "y": -1, "at": "E"}, "tiles": 3},
         {"type": "tokens_removed", "feature": {"kind": "mountain", "x": -1, "y": -1, "at": "E"}, "tokens": ["5", "1", "2", "3", "gravel"], "rule": "GR-R-MTN-6", "final": false},
         {"type": "tile_drawn", "player": "blue", "tile": "GR-26B"}]
        """

    # Footnote 5 of the source: «înapoi în rezerva generală». The tokens go back
    # into the face-down supply, which chance shuffles; later tiles draw from it.
    # Rewritten so that play reaches it (features/README.md, "Routes"): the mountain's stack holds
    # what its nugget symbols drew (GR-R-SETUP-1, GR-R-TOKEN-1): the start tile GR-33 (1 symbol)
    # drew gravel, then GR-45 at 0,-1 (3 symbols) drew 3, 2 and 1 on top: 1, 2, 3, gravel, top
    # first (it held 1 and 2, two tokens, which no play gives these 4 symbols).
    # GR-47A draws 5 (the last token of the supply); the 5 tokens 5, 1, 2, 3, gravel go back:
    # the supply to shuffle is 1, 2, 3, 5, gravel (sorted); chance orders it 2, 5, 1, 3, gravel;
    # blue's GR-47A (1 symbol) draws 2, leaving 5, 1, 3, gravel.
    @id:gr-mtn-chance-01 @rule:GR-R-MTN-6 @requires:chance @interp:mountain.unclaimed_tokens=supply
    Example: Nobody has a gold miner there: the tokens go back into the supply and are drawn again
      Given a gold_rush game between red and blue
      And the draw pile is GR-47A
      And the board:
        | x | y  | tile  | rotation |
        | 0 | -1 | GR-45 | 180      |
      And the stack on the mountain at 0,0 N is 1, 2, 3 and gravel, top first
      And the mining tokens to draw are 5
      And red is to place GR-47A
      When red places the tile at -1,-1 rotated 90
      And red takes no action
      Then chance must shuffle the token supply: 1, 2, 3, 5, gravel
      And the tokens removed from the game are none
      And the mountain at -1,-1 E has no tokens
      When chance shuffles the token supply into 2, 5, 1, 3, gravel
      Then the mining tokens left to draw are 2, 5, 1, 3 and gravel
      And no points are scored
      When blue places the tile at 0,1 rotated 180
      Then 1 mining token is placed on the mountain at 0,1 S
      And the stack on the mountain at 0,1 S is now 2, top first
      And the mining tokens left to draw are 5, 1, 3 and gravel

    # Rewritten so that play reaches it (features/README.md, "Routes"): the mountain's stack holds
    # what its nugget symbols drew (GR-R-SETUP-1, GR-R-TOKEN-1): the start tile GR-33 (1 symbol)
    # drew gravel, then GR-45 at 0,-1 (3 symbols) drew 3, 2 and 1 on top: 1, 2, 3, gravel, top
    # first (it held 1 and 2, two tokens, which no play gives these 4 symbols).
    # The supply to shuffle is 5, 1, 2, 3, gravel: 5, 1 lacks three of them and
    # 5, 1, 2, 3, gravel, gravel has one gravel too many; neither is a permutation.
    @id:gr-mtn-chance-02 @rule:GR-R-MTN-6 @requires:chance @interp:mountain.unclaimed_tokens=supply
    Example: An order that is not a permutation of the supply is refused and changes nothing
      Given a gold_rush game between red and blue
      And the draw pile is GR-47A
      And the board:
        | x | y  | tile  | rotation |
        | 0 | -1 | GR-45 | 180      |
      And the stack on the mountain at 0,0 N is 1, 2, 3 and gravel, top first
      And the mining tokens to draw are 5
      And red is to place GR-47A
      When red places the tile at -1,-1 rotated 90
      And red takes no action
      And chance tries to shuffle the token supply into 5, 1
      Then the move is rejected under GR-R-MTN-6
      When chance tries to shuffle the token supply into 5, 1, 2, 3, gravel, gravel
      Then the move is rejected under GR-R-MTN-6
      When a player tries to pass before chance has shuffled
      Then the move is rejected under GR-R-MTN-6

    # Rewritten so that play reaches it (features/README.md, "Routes"): the mountain's stack holds
    # what its nugget symbols drew (GR-R-SETUP-1, GR-R-TOKEN-1): the start tile GR-33 (1 symbol)
    # drew gravel, then GR-45 at 0,-1 (3 symbols) drew 3, 2 and 1 on top: 1, 2, 3, gravel, top
    # first (it held 1 and 2, two tokens, which no play gives these 4 symbols).
    # GR-47A draws 5 on top: the completed mountain keeps 5, 1, 2, 3, gravel (top first) until
    # final scoring removes them (GR-R-FINAL-2).
    @id:gr-mtn-10 @rule:GR-R-MTN-6 @rule:GR-R-FINAL-2 @interp:mountain.unclaimed_tokens=remain
    Example: Under the other reading the tokens stay out of reach until the end
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y  | tile  | rotation |
        | 0 | -1 | GR-45 | 180      |
      And the stack on the mountain at 0,0 N is 1, 2, 3 and gravel, top first
      And the mining tokens to draw are 5
      And red is to place GR-47A
      When red places the tile at -1,-1 rotated 90
      And red takes no action
      Then the tokens removed from the game are none
      And the stack on the mountain at -1,-1 E is now 5, 1, 2, 3 and gravel, top first
      When the game ends
      Then the tokens removed from the game are 5, 1, 2, 3 and gravel

  Rule: Tokens that stay or go back, in positions and in the supply (edge cases of GR-R-MTN-6)

    # As gr-mtn-10, but the completed mountain with its tokens is loaded as a position: under
    # `remain` the tokens lawfully stay on a completed mountain, so the position is valid.
    @id:gr-mtn-12 @rule:GR-R-MTN-6 @rule:PRO-R-ERROR-6 @interp:mountain.unclaimed_tokens=remain @requires:load_position
    Example: Under the other reading a completed mountain with its tokens loads
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x  | y  | tile   | rotation |
        | 0  | -1 | GR-45  | 180      |
        | -1 | -1 | GR-47A | 90       |
      And the stack on the mountain at 0,0 N is 5, 1 and 2, top first
      And red is to place GR-26A
      When the position is loaded
      Then the answer is accepted
      And the stack on the mountain at -1,-1 E is now 5, 1 and 2, top first

    # As gr-mtn-chance-01: while chance is pending, the supply already holds the returned
    # tokens below the others, in the order of the tokens_returned event (spec/gold-rush.md,
    # chance decision token_supply).
    # Rewritten so that play reaches it (features/README.md, "Routes"): the mountain's stack holds
    # what its nugget symbols drew (GR-R-SETUP-1, GR-R-TOKEN-1): the start tile GR-33 (1 symbol)
    # drew gravel, then GR-45 at 0,-1 (3 symbols) drew 3, 2 and 1 on top: 1, 2, 3, gravel, top
    # first (it held 1 and 2, two tokens, which no play gives these 4 symbols).
    # GR-47A draws 5 (the supply is then empty); the returned 5, 1, 2, 3, gravel (top first, the
    # order of tokens_returned) make the supply until chance orders it.
    @id:gr-mtn-chance-03 @rule:GR-R-MTN-6 @requires:chance @interp:mountain.unclaimed_tokens=supply
    Example: The returned tokens wait below the supply in their stack's order until chance shuffles
      Given a gold_rush game between red and blue
      And the draw pile is GR-47A
      And the board:
        | x | y  | tile  | rotation |
        | 0 | -1 | GR-45 | 180      |
      And the stack on the mountain at 0,0 N is 1, 2, 3 and gravel, top first
      And the mining tokens to draw are 5
      And red is to place GR-47A
      When red places the tile at -1,-1 rotated 90
      And red takes no action
      Then chance must shuffle the token supply: 1, 2, 3, 5, gravel
      And the state at /token_pile is ["5", "1", "2", "3", "gravel"]

  Rule: Under mine_before_scoring=no only a mountain completed this turn is closed to mining (edge case of GR-R-MTN-5)

    # The board of gr-mtn-08 (same stack: 1, 2, 3, gravel, top first), but red's tile GR-26A goes
    # south of the start tile and touches no mountain: the mountain under red's tent stays open
    # (the W edge of 0,-1), so GR-R-MTN-5's `no` does not apply and red mines as usual
    # (GR-R-DIG-1: the top token, 1); the stack keeps 2, 3, gravel (the mountain's canonical
    # reference is its smallest segment, 0,-1 S).
    @id:gr-mtn-100 @rule:GR-R-MTN-5 @rule:GR-R-DIG-1
    Example: Under the other reading red still mines a mountain that is not completed
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y  | tile   | rotation | figures       |
        | 0 | 0  | GR-33  | 0        |               |
        | 0 | -2 | GR-26A | 0        |               |
        | 0 | -1 | GR-45  | 180      | red tent on S |
      And the stack on the mountain at 0,0 N is 1, 2, 3 and gravel, top first
      And red is to place GR-26A
      When red places the tile at 0,1 rotated 0
      Then red may mine
      When red mines
      Then red's mining tokens are 1
      And the stack on the mountain at 0,-1 S is now 2, 3 and gravel, top first

  Rule: Returned tokens go below a supply that still holds tokens (edge case of GR-R-MTN-6)

    # As gr-mtn-chance-03, but the supply is not empty: the tokens to draw are 5, 3, 2 (top
    # first); GR-47A (1 symbol) draws 5 and leaves 3, 2. The completed mountain without a gold
    # miner returns 5, 1, 2, 3, gravel (its stack, top first: the tokens_returned order); while
    # chance is pending they lie below the two left (spec/gold-rush.md, chance decision
    # token_supply): token_pile = 3, 2, then 5, 1, 2, 3, gravel. Chance shuffles all seven.
    # Rewritten so that play reaches it as gr-mtn-chance-03 is (features/README.md, "Routes").
    @id:gr-mtn-chance-100 @rule:GR-R-MTN-6 @requires:chance @interp:mountain.unclaimed_tokens=supply
    Example: The returned tokens go below the tokens still in the supply
      Given a gold_rush game between red and blue
      And the draw pile is GR-47A
      And the board:
        | x | y  | tile  | rotation |
        | 0 | -1 | GR-45 | 180      |
      And the stack on the mountain at 0,0 N is 1, 2, 3 and gravel, top first
      And the mining tokens to draw are 5, 3 and 2
      And red is to place GR-47A
      When red places the tile at -1,-1 rotated 90
      And red takes no action
      Then chance must shuffle the token supply: 1, 2, 2, 3, 3, 5, gravel
      And the state at /token_pile is ["3", "2", "5", "1", "2", "3", "gravel"]

    # Edge case of GR-R-MTN-3 under seating_order: the tie includes the last seat. As gr-mtn-04,
    # with yellow's gold miner where blue's was: seats red, green, blue, yellow; green completes
    # the mountain; red and yellow tie 1-1. The first tied player in seating order is red (seat 1
    # of 4), not yellow (seat 4), though yellow comes first clockwise after green. Stacks as in
    # gr-mtn-04 (larger_below): 5, 3, gravel, gravel, 1, 2, 3, 5, top first, taken in turn from
    # red: red 5, yellow 3, red gravel, yellow gravel, red 1, yellow 2, red 3, yellow 5.
    # GR-26A at 0,1, 0,2 and 1,1 hold no figures (five tiles: red places first, green is to move).
    @id:gr-mtn-140 @rule:GR-R-MTN-3 @interp:mountain.tie_first=seating_order @interp:mountain.stack_join=larger_below
    Example: Under the other reading a tie of the first and the last seat starts with the first
      Given a gold_rush game between red, green, blue and yellow
      And the draw pile is GR-26B
      And the board:
        | x  | y  | tile   | rotation | figures            |
        | -1 | 0  | GR-33  | 0        | yellow cowboy on N |
        | 0  | -1 | GR-45  | 180      | red cowboy on S    |
        | 0  | 1  | GR-26A | 0        |                    |
        | 0  | 2  | GR-26A | 0        |                    |
        | 1  | 1  | GR-26A | 0        |                    |
      And the stack on the mountain at 0,0 N is 1, 2, 3 and 5, top first
      And the stack on the mountain at -1,0 N is gravel, top first
      And the mining tokens to draw are gravel, 3 and 5
      And green is to place GR-45
      When green places the tile at -1,-1 rotated 90
      And green takes no action
      Then the mountain's tokens are taken in this order: red 5, yellow 3, red gravel, yellow gravel, red 1, yellow 2, red 3, yellow 5
