Feature: Placing land tiles
  A new tile touches the landscape along at least one edge, and railroads,
  mountains and prairies continue across every edge it shares.

  Background:
    Given a gold_rush game between red and blue
    And the draw pile is GR-26B

  Rule: Railroads, mountains and prairies continue across shared edges

    # The picture: a straight railroad tile continues the railroad and both
    # prairies beside it. Blue's railwayman and farmers on the start tile show
    # that red's tile joins all three: red finds nothing free for a cowboy.
    @id:gr-place-01 @source:GR-EX-01 @rule:GR-R-PLACE-2 @rule:GR-R-PLACE-3
    Example: The railroad and the prairies continue
      Given the board:
        | x | y | tile  | rotation | figures                                           |
        | 0 | 0 | GR-33 | 0        | blue cowboy on E, blue cowboy on En, blue cowboy on Es |
      And red is to place GR-01A
      Then placing at 1,0 rotated 90 is legal
      And placing at 1,0 rotated 0 is illegal
      When red places the tile at 1,0 rotated 90
      Then red may place no cowboy

    # The picture: a mountain tile continues the mountain of the tile below it;
    # blue's gold miner there now stands in red's mountain too.
    # filler tiles (not in the book's picture) so play can reach this board
    @id:gr-place-02 @source:GR-EX-02 @rule:GR-R-PLACE-3
    Example: The mountain continues
      Given the board:
        | x | y | tile   | rotation | figures          |
        | 0 | 0 | GR-33  | 0        | blue cowboy on N |
        | 0 | 1 | GR-26A | 0        |                  |
      And red is to place GR-54
      Then placing at 0,-1 rotated 0 is legal
      And placing at 0,-1 rotated 90 is illegal
      When red places the tile at 0,-1 rotated 0
      Then red may place a cowboy on En and Ws

    # The picture: the new tile fills an L-shaped gap; a mountain tile lies to
    # its left (0,-1) and a prairie edge below it (1,0).
    @id:gr-place-03 @source:GR-EX-03 @rule:GR-R-PLACE-2 @rule:GR-R-PLACE-3
    Example: The mountain continues on the left and the prairie at the bottom
      Given the board:
        | x | y  | tile   | rotation |
        | 0 | -1 | GR-45  | 90       |
        | 1 | 0  | GR-12A | 0        |
      And red is to place GR-47A
      Then placing at 1,-1 rotated 270 is legal
      And placing at 1,-1 rotated 0 is illegal
      And placing at 1,-1 rotated 180 is illegal
      When red places the tile at 1,-1 rotated 270
      Then red may place a cowboy on W and Nw

    @id:gr-place-04 @source:GR-EX-04 @rule:GR-R-PLACE-3
    Example: A prairie may not meet a mountain
      Given red is to place GR-26A
      When red tries to place the tile at 0,-1 rotated 0
      Then the move is rejected under GR-R-PLACE-3

  Rule: The new tile shares an edge with the landscape, on an empty cell

    @id:gr-place-05 @rule:GR-R-PLACE-2
    Example: Touching only at a corner is refused
      Given red is to place GR-26A
      When red tries to place the tile at 1,1 rotated 0
      Then the move is rejected under GR-R-PLACE-2

    @id:gr-place-06 @rule:GR-R-PLACE-2
    Example: A cell that holds a tile is refused
      Given red is to place GR-26A
      When red tries to place the tile at 0,0 rotated 0
      Then the move is rejected under GR-R-PLACE-2

    @id:gr-place-07 @rule:GR-R-PLACE-1
    Example: Naming another tile than the one drawn is refused
      Given red is to place GR-26A
      When red tries to place the tile at 0,1 rotated 0 calling it GR-26B
      Then the move is rejected under GR-R-PLACE-1

  Rule: A tile that fits nowhere leaves the game

    # The start tile's mountain is closed by a cap, so no cell is open to a
    # mountain edge and the all-mountain tile GR-69 fits nowhere.
    @id:gr-place-08 @rule:GR-R-PLACE-4
    Example: Blue draws a tile that fits nowhere, removes it and draws again
      Given the board:
        | x | y  | tile   | rotation |
        | 0 | -1 | GR-47A | 180      |
      And red is to place GR-26A
      And the draw pile is GR-69, GR-26B
      When red places the tile at 0,1 rotated 0
      And red takes no action
      Then GR-69 is discarded as unplaceable
      And blue must place GR-26B next
