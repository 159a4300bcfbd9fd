Feature: Returning cowboys
  After a completed railroad, mountain or city is scored, its cowboys go back to
  their owners. A cowboy placed on a feature its own tile completes is scored
  and comes back in the same turn.

  Background:
    Given a gold_rush game between red and blue
    And the draw pile is GR-26B

  Rule: Place, score and get back a cowboy in one turn

    # The picture ("Goldrush Ex22 ReturnCowboy"): blue's junction completes an
    # unoccupied railroad of three tiles.
    @id:gr-return-01 @source:GR-EX-28 @rule:GR-R-RETURN-1 @rule:GR-R-RETURN-2 @rule:GR-R-RAIL-2 @rule:GR-R-COWBOY-11
    Example: Blue places a tile and a railwayman, and scores 3 points
      Given the board:
        | x  | y | tile  | rotation |
        | -1 | 0 | GR-27 | 0        |
      And blue is to place GR-27
      When blue places the tile at 1,0 rotated 0
      And blue places a cowboy on W
      Then blue scores 3 points for the railroad
      And blue's cowboy at 1,0 W returns
      And blue has 4 cowboys in supply

    # The start tile's mountain (one nugget, one token) and blue's cap (one
    # nugget, one token) make a completed mountain with 2 symbols and 2 tokens.
    @id:gr-return-02 @source:GR-EX-29 @rule:GR-R-RETURN-2 @rule:GR-R-MTN-2 @rule:GR-R-TOKEN-1
    Example: Blue places a tile and a gold miner, takes the 2 tokens and scores 2 points
      Given the stack on the mountain at 0,0 N is gravel, top first
      And the mining tokens to draw are 3
      And blue is to place GR-47A
      When blue places the tile at 0,-1 rotated 180
      And blue places a cowboy on S
      Then the mountain's tokens are taken in this order: blue 3, blue gravel
      And blue scores 2 points for the mountain
      And blue's mining tokens are 3 and gravel
      And blue's cowboy at 0,-1 S returns
      And blue has 4 cowboys in supply
