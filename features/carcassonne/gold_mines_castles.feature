@requires:gold_mines @requires:castles
Feature: Gold Mines with castles: who takes the gold when a castle is scored
  When a castle is scored, its owner may take the gold lying in the castle's vicinity (its two
  tiles and the four beside their long sides), whether or not that gold lies on the feature
  that set off the scoring; gold outside the vicinity is not the castle's. The players with a
  claim pick one piece at a time, clockwise from the active player, and a player with nothing
  left to take is passed over.

  The pictures of the examples are missing. In every example here red's castle is the start
  tile's cap closed by the cap at 0,-1, so its vicinity is the six cells with x from -1 to 1
  and y from -1 to 0. Blue's city runs east from 1,-1 (inside the vicinity) over 2,-1 (outside
  it, "the bottom of the city") and is closed by a cap at 3,-1; a three-tile city worth 6.

  Background:
    Given a carcassonne game between red and blue
    And the expansions gold_mines and castles are in play
    And red's castle stands at 0,-1 S, built on turn 1
    And it is turn 4
    And the draw pile is BASE-V

  Rule: The castle's owner may take gold in the castle's vicinity only

    # filler tiles (not in the book's picture) so play can reach this board: the gold comes from
    # gold tiles outside the castle's vicinity and off blue's city (1,-2 and 2,-2), each keeping
    # its own piece (GM-R-PLACE-1); the second piece of each lies where the example has it.
    @id:car-gm-bcb-01 @source:GM-EX-05 @rule:GM-R-SHARE-1 @rule:GM-R-SHARE-2 @rule:GM-R-BCB-1 @rule:GM-R-BCB-5
    @rule:GM-R-BCB-6 @rule:BCB-R-CASTLE-5
    Example: Example 1A: blue takes the piece at the bottom, red the only piece left for it
      Given the board:
        | x | y  | tile   | rotation | figures   |
        | 0 | -1 | BASE-E | 180      | red on S  |
        | 1 | -1 | BASE-E | 90       |           |
        | 2 | -1 | BASE-G | 0        | blue on W |
        | 1 | -2 | GM-02  | 0        |           |
        | 2 | -2 | GM-01  | 270      |           |
      And 1 gold piece lies on the tile at 1,-2
      And 1 gold piece lies on the tile at 2,-2
      And 1 gold piece lies on the tile at 1,-1
      And 1 gold piece lies on the tile at 2,-1
      And blue is to place BASE-E
      When blue places the tile at 3,-1 rotated 270
      And blue places no follower
      Then blue scores 6 points for the city
      And red scores 6 points for the castle
      And blue must take a gold piece from one of the tiles at 1,-1 and 2,-1
      When blue takes a gold piece from the tile at 2,-1
      Then the gold pieces are taken by blue and red in that order
      And blue has 1 gold piece
      And red has 1 gold piece

    # filler tiles (not in the book's picture) so play can reach this board: the gold comes from
    # gold tiles outside the castle's vicinity and off blue's city (1,-2 and 2,-2), each keeping
    # its own piece (GM-R-PLACE-1); the second piece of each lies where the example has it.
    @id:car-gm-bcb-02 @source:GM-EX-06 @rule:GM-R-SHARE-2 @rule:GM-R-BCB-1 @rule:GM-R-BCB-5 @rule:GM-R-BCB-6

    Example: Example 1B-1: red takes the shared piece, the only one it may claim
      Given the board:
        | x | y  | tile   | rotation | figures   |
        | 0 | -1 | BASE-E | 180      | red on S  |
        | 1 | -1 | BASE-E | 90       |           |
        | 2 | -1 | BASE-G | 0        | blue on W |
        | 1 | -2 | GM-02  | 0        |           |
        | 2 | -2 | GM-01  | 270      |           |
      And 1 gold piece lies on the tile at 1,-2
      And 1 gold piece lies on the tile at 2,-2
      And 1 gold piece lies on the tile at 1,-1
      And 1 gold piece lies on the tile at 2,-1
      And blue is to place BASE-E
      When blue places the tile at 3,-1 rotated 270
      And blue places no follower
      And blue takes a gold piece from the tile at 2,-1
      Then the events include, in order:
        | type            | player | x | y  |
        | points_scored   | blue   |   |    |
        | points_scored   | red    |   |    |
        | figure_returned | red    | 0 | -1 |
        | gold_taken      | blue   | 2 | -1 |
        | gold_taken      | red    | 1 | -1 |
      And blue has 1 gold piece
      And red has 1 gold piece
      And red's castle stands at 0,-1, scored

    # filler tiles (not in the book's picture) so play can reach this board: the gold comes from
    # gold tiles outside the castle's vicinity and off blue's city (1,-2 and 2,-2), each keeping
    # its own piece (GM-R-PLACE-1); the second piece of each lies where the example has it.
    @id:car-gm-bcb-03 @source:GM-EX-07 @rule:GM-R-SHARE-2 @rule:GM-R-BCB-6 @interp:gold.distribution=one_at_a_time
    @interp:gold.first_pick=first_entitled_clockwise
    Example: Example 1B-2: blue takes the shared piece first and red gets nothing
      Given the board:
        | x | y  | tile   | rotation | figures   |
        | 0 | -1 | BASE-E | 180      | red on S  |
        | 1 | -1 | BASE-E | 90       |           |
        | 2 | -1 | BASE-G | 0        | blue on W |
        | 1 | -2 | GM-02  | 0        |           |
        | 2 | -2 | GM-01  | 270      |           |
      And 1 gold piece lies on the tile at 1,-2
      And 1 gold piece lies on the tile at 2,-2
      And 1 gold piece lies on the tile at 1,-1
      And 1 gold piece lies on the tile at 2,-1
      And blue is to place BASE-E
      When blue places the tile at 3,-1 rotated 270
      And blue places no follower
      And blue takes a gold piece from the tile at 1,-1
      Then the gold pieces are taken by blue and blue in that order
      And blue has 2 gold pieces
      And red has no gold pieces
      And red scores 6 points for the castle

    # P1 on blue's city inside the vicinity (1,-1), P2 inside the vicinity but off the city
    # (the start tile, a castle tile), P3 on blue's city outside the vicinity (2,-1).
    # filler tiles (not in the book's picture) so play can reach this board: the gold comes from
    # gold tiles outside the castle's vicinity and off blue's city (1,-2, 2,-2 and 1,1 beside the
    # road tile 0,1), each keeping its own piece (GM-R-PLACE-1); the second piece of each lies
    # where the example has it.
    @id:car-gm-bcb-04 @source:GM-EX-08 @rule:GM-R-SHARE-2 @rule:GM-R-BCB-2 @rule:GM-R-BCB-1 @rule:GM-R-BCB-5 @rule:GM-R-BCB-6
    @interp:gold.distribution=one_at_a_time
    Example: Example 2A: blue as the active player takes two pieces and red one
      Given the board:
        | x | y  | tile   | rotation | figures   |
        | 0 | -1 | BASE-E | 180      | red on S  |
        | 1 | -1 | BASE-E | 90       |           |
        | 2 | -1 | BASE-G | 0        | blue on W |
        | 1 | -2 | GM-02  | 0        |           |
        | 2 | -2 | GM-01  | 270      |           |
        | 0 | 1  | BASE-U | 0        |           |
        | 1 | 1  | GM-05  | 0        |           |
      And 1 gold piece lies on the tile at 1,-2
      And 1 gold piece lies on the tile at 2,-2
      And 1 gold piece lies on the tile at 1,1
      And 1 gold piece lies on the tile at 1,-1
      And 1 gold piece lies on the tile at 0,0
      And 1 gold piece lies on the tile at 2,-1
      And blue is to place BASE-E
      When blue places the tile at 3,-1 rotated 270
      And blue places no follower
      Then blue must take a gold piece from one of the tiles at 1,-1 and 2,-1
      When blue takes a gold piece from the tile at 1,-1
      Then the events include, in order:
        | type       | player | x | y  |
        | gold_taken | blue   | 1 | -1 |
        | gold_taken | red    | 0 | 0  |
        | gold_taken | blue   | 2 | -1 |
      And blue has 2 gold pieces
      And red has 1 gold piece

    # filler tiles (not in the book's picture) so play can reach this board: the gold comes from
    # gold tiles outside the castle's vicinity and off blue's city (1,-2, 2,-2 and 1,1 beside the
    # road tile 0,1), each keeping its own piece (GM-R-PLACE-1); the second piece of each lies
    # where the example has it.
    @id:car-gm-bcb-05 @source:GM-EX-09 @rule:GM-R-SHARE-1 @rule:GM-R-BCB-4 @rule:GM-R-SHARE-2 @rule:GM-R-BCB-1 @rule:GM-R-BCB-6
    @rule:BCB-R-CASTLE-5 @interp:gold.distribution=one_at_a_time
    Example: Example 2B: red completes blue's city and, picking first, takes two pieces
      Given the board:
        | x | y  | tile   | rotation | figures   |
        | 0 | -1 | BASE-E | 180      | red on S  |
        | 1 | -1 | BASE-E | 90       |           |
        | 2 | -1 | BASE-G | 0        | blue on W |
        | 1 | -2 | GM-02  | 0        |           |
        | 2 | -2 | GM-01  | 270      |           |
        | 0 | 1  | BASE-U | 0        |           |
        | 1 | 1  | GM-05  | 0        |           |
      And 1 gold piece lies on the tile at 1,-2
      And 1 gold piece lies on the tile at 2,-2
      And 1 gold piece lies on the tile at 1,1
      And 1 gold piece lies on the tile at 1,-1
      And 1 gold piece lies on the tile at 0,0
      And 1 gold piece lies on the tile at 2,-1
      And red is to place BASE-E
      When red places the tile at 3,-1 rotated 270
      And red places no follower
      Then blue scores 6 points for the city
      And red scores 6 points for the castle
      And red must take a gold piece from one of the tiles at 0,0 and 1,-1
      When red takes a gold piece from the tile at 1,-1
      Then the events include, in order:
        | type       | player | x | y  |
        | gold_taken | red    | 1 | -1 |
        | gold_taken | blue   | 2 | -1 |
        | gold_taken | red    | 0 | 0  |
      And blue has 1 gold piece
      And red has 2 gold pieces

    # filler tiles (not in the book's picture) so play can reach this board: the gold comes from
    # gold tiles outside the castle's vicinity and off blue's city (1,-2 and 2,-2), each keeping
    # its own piece (GM-R-PLACE-1); the second piece of each lies where the example has it.
    @id:car-gm-bcb-06 @source:GM-EX-10 @rule:GM-R-BCB-3 @rule:GM-R-BCB-5 @rule:GM-R-SCORE-2
    @interp:gold.distribution=one_at_a_time @interp:gold.first_pick=first_entitled_clockwise
    Example: Example 3: red sets off its castle but no gold lies in the vicinity
      Given the board:
        | x | y  | tile   | rotation | figures   |
        | 0 | -1 | BASE-E | 180      | red on S  |
        | 1 | -1 | BASE-E | 90       |           |
        | 2 | -1 | BASE-G | 0        | blue on W |
        | 1 | -2 | GM-02  | 0        |           |
        | 2 | -2 | GM-01  | 270      |           |
      And 1 gold piece lies on the tile at 1,-2
      And 1 gold piece lies on the tile at 2,-2
      And 2 gold pieces lie on the tile at 2,-1
      And red is to place BASE-E
      When red places the tile at 3,-1 rotated 270
      And red places no follower
      Then red scores 6 points for the castle
      And the gold pieces are taken by blue and blue in that order
      And red has no gold pieces
      And blue has 2 gold pieces

    # filler tiles (not in the book's picture) so play can reach this board: the gold comes from
    # gold tiles outside the castle's vicinity and off blue's city (0,1), each keeping its own
    # piece (GM-R-PLACE-1); the second piece of each lies where the example has it.
    @id:car-gm-bcb-07 @source:GM-EX-11 @rule:GM-R-BCB-1 @rule:GM-R-BCB-2 @rule:GM-R-BCB-5 @rule:GM-R-SCORE-5 @rule:BCB-R-CASTLE-5
    Example: Example 4: an empty city sets off red's castle, which takes the gold in its vicinity
      Given the board:
        | x | y  | tile   | rotation | figures  |
        | 0 | -1 | BASE-E | 180      | red on S |
        | 1 | -1 | BASE-E | 90       |          |
        | 2 | -1 | BASE-G | 0        |          |
        | 0 | 1  | GM-01  | 0        |          |
      And 1 gold piece lies on the tile at 0,1
      And 1 gold piece lies on the tile at 0,0
      And red is to place BASE-E
      When red places the tile at 3,-1 rotated 270
      And red places no follower
      Then a city of 3 tiles is completed
      And red scores nothing for the city
      And red scores 6 points for the castle
      And red has 1 gold piece
      And the tile at 0,0 holds no gold pieces

  Rule: A player picks only a piece they are entitled to

    # The gold comes from gold tiles outside the castle's vicinity and off blue's city (1,-2, 2,-2
    # and 1,1 beside the road tile 0,1), each keeping its own piece (GM-R-PLACE-1); the second
    # piece of each lies where the example has it.
    @id:car-gm-bcb-08 @rule:GM-R-SHARE-2 @rule:GM-R-BCB-5
    Example: Blue may not take gold that lies only in red's castle vicinity
      Given the board:
        | x | y  | tile   | rotation | figures   |
        | 0 | -1 | BASE-E | 180      | red on S  |
        | 1 | -1 | BASE-E | 90       |           |
        | 2 | -1 | BASE-G | 0        | blue on W |
        | 1 | -2 | GM-02  | 0        |           |
        | 2 | -2 | GM-01  | 270      |           |
        | 0 | 1  | BASE-U | 0        |           |
        | 1 | 1  | GM-05  | 0        |           |
      And 1 gold piece lies on the tile at 1,-2
      And 1 gold piece lies on the tile at 2,-2
      And 1 gold piece lies on the tile at 1,1
      And 1 gold piece lies on the tile at 1,-1
      And 1 gold piece lies on the tile at 0,0
      And 1 gold piece lies on the tile at 2,-1
      And blue is to place BASE-E
      When blue places the tile at 3,-1 rotated 270
      And blue places no follower
      And blue tries to take a gold piece from the tile at 0,0
      Then the move is rejected under GM-R-SHARE-2
