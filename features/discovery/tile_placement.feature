Feature: Placing land tiles
  The drawn tile goes on an empty cell next to the board, sharing at least one
  full edge, and every edge it shares must continue the meadow, mountain or sea
  it meets. A tile that fits nowhere goes back in the box.

  Background:
    Given a discovery game between red and blue
    And the discovery fixture tiles
    And the draw pile is DFX-G

  Rule: Every shared edge continues the terrain it meets

    # The picture: a new tile whose meadow continues the meadow of the tile
    # above it.
    @id:dis-place-01 @rule:DI-R-PLACE-2 @rule:DI-R-PLACE-3 @source:DI-EX-01 @interp:deploy.completed_area=allowed
    Example: Meadow meets meadow
      Given the board:
        | x | y | tile    | rotation |
        | 0 | 0 | DFX-MSG | 0        |
      And red is to place DFX-G1M3
      Then placing at 0,1 rotated 0 is legal
      When red places the tile at 0,1 rotated 0
      Then red may place a follower on N and E

    # The picture: the mountain range of the old tile runs on into the new one.
    @id:dis-place-02 @rule:DI-R-PLACE-3 @source:DI-EX-02
    Example: The mountain range continues onto the new tile
      Given the board:
        | x | y | tile     | rotation |
        | 0 | 0 | DFX-M1G3 | 0        |
      And red is to place DFX-M
      Then placing at 0,-1 rotated 0 is legal
      When red places the tile at 0,-1 rotated 0
      Then red may place a follower on N

    # The picture: a gap with a tile to the west showing sea and a tile to the
    # north showing mountains; the new tile meets sea on one side and mountains
    # on the other.
    @id:dis-place-03 @rule:DI-R-PLACE-2 @rule:DI-R-PLACE-3 @source:DI-EX-03 @interp:deploy.completed_area=allowed
    Example: One side meets sea, the other meets mountains
      Given the board:
        | x | y  | tile     | rotation |
        | 0 | 0  | DFX-S1G3 | 90       |
        | 0 | -1 | DFX-G    | 0        |
        | 1 | -1 | DFX-M1G3 | 180      |
      And red is to place DFX-S1M3
      Then placing at 1,0 rotated 270 is legal
      And placing at 1,0 rotated 0 is illegal
      When red places the tile at 1,0 rotated 270
      Then red may place a follower on N and W

    # The caption does not say which edge is wrong: here meadow meets sea.
    @id:dis-place-04 @rule:DI-R-PLACE-3 @source:DI-EX-04
    Example: A tile may not be placed like this
      Given the board:
        | x | y | tile     | rotation |
        | 0 | 0 | DFX-S1G3 | 0        |
      And red is to place DFX-G
      When red tries to place the tile at 0,-1 rotated 0
      Then the move is rejected under DI-R-PLACE-3

    @id:dis-place-05 @rule:DI-R-PLACE-3
    Example: One mismatching edge is enough, even when the other matches
      Given the board:
        | x | y  | tile     | rotation |
        | 0 | 0  | DFX-S1G3 | 90       |
        | 0 | -1 | DFX-G    | 0        |
        | 1 | -1 | DFX-M1G3 | 180      |
      And red is to place DFX-S1M3
      When red tries to place the tile at 1,0 rotated 180
      Then the move is rejected under DI-R-PLACE-3

  Rule: The tile goes on an empty cell sharing a full edge with the board

    @id:dis-place-06 @rule:DI-R-PLACE-2
    Example: Touching only at a corner is refused
      Given the board:
        | x | y | tile  | rotation |
        | 0 | 0 | DFX-G | 0        |
      And red is to place DFX-G
      When red tries to place the tile at 1,1 rotated 0
      Then the move is rejected under DI-R-PLACE-2

    @id:dis-place-07 @rule:DI-R-PLACE-2
    Example: A cell that holds a tile is refused
      Given the board:
        | x | y | tile  | rotation |
        | 0 | 0 | DFX-G | 0        |
      And red is to place DFX-G
      When red tries to place the tile at 0,0 rotated 0
      Then the move is rejected under DI-R-PLACE-2

    @id:dis-place-08 @rule:DI-R-PLACE-2
    Example: Only the four cells around the start tile are open at first
      Given the board:
        | x | y | tile  | rotation |
        | 0 | 0 | DFX-G | 0        |
      And red is to place DFX-G1M3
      Then there are 4 legal placements

  Rule: The player places the tile drawn, and one tile per turn

    @id:dis-place-09 @rule:DI-R-PLACE-1
    Example: Placing another tile than the one drawn is refused
      Given the board:
        | x | y | tile  | rotation |
        | 0 | 0 | DFX-G | 0        |
      And red is to place DFX-G
      When red tries to place DFX-M1G3 at 1,0 rotated 270
      Then the move is rejected under DI-R-PLACE-1

    # Edge case of DI-R-PLACE-1 with PC-R-TILEID-1: the optional tile of a place_tile move is only
    # compared with the tile in hand. DFX-NONE, which no tile set defines, is another tile than
    # the one in hand: an illegal move under DI-R-PLACE-1, not unknown_tile.
    @id:dis-place-13 @rule:DI-R-PLACE-1 @rule:PC-R-TILEID-1
    Example: Placing a tile no tile set defines is refused as another tile than the one drawn
      Given the board:
        | x | y | tile  | rotation |
        | 0 | 0 | DFX-G | 0        |
      And red is to place DFX-G
      When red tries to place DFX-NONE at 1,0 rotated 0
      Then the move is rejected under DI-R-PLACE-1

    @id:dis-place-10 @rule:DI-R-TURN-2 @rule:DI-R-TURN-1
    Example: A second tile in the same turn is refused
      Given the board:
        | x | y | tile  | rotation |
        | 0 | 0 | DFX-G | 0        |
      And red is to place DFX-G
      When red places the tile at 1,0 rotated 0
      And red tries to place DFX-G at 2,0 rotated 0
      Then the move is rejected under DI-R-TURN-1

  Rule: A tile that fits nowhere goes back in the box

    @id:dis-place-11 @rule:DI-R-PLACE-4
    Example: An all-sea tile among meadows is put back and blue draws again
      Given the board:
        | x | y | tile  | rotation |
        | 0 | 0 | DFX-G | 0        |
      And red is to place DFX-G
      And the draw pile is DFX-S, DFX-M1G3
      When red places the tile at 1,0 rotated 0
      And red places no follower
      Then DFX-S is discarded as unplaceable
      And blue must place DFX-M1G3 next
      And the events include, in order:
        | type           | player | tile     | rule        |
        | tile_drawn     | blue   | DFX-S    |             |
        | tile_discarded | blue   | DFX-S    | DI-R-PLACE-4 |
        | tile_drawn     | blue   | DFX-M1G3 |             |

    @id:dis-place-12 @rule:DI-R-PLACE-4 @rule:DI-R-END-1
    Example: When only tiles that fit nowhere are left, the game ends
      Given the board:
        | x | y | tile  | rotation |
        | 0 | 0 | DFX-G | 0        |
      And red is to place DFX-G
      And the draw pile is DFX-S
      When red places the tile at 1,0 rotated 0
      And red places no follower
      Then DFX-S is discarded as unplaceable
      And the game is over
