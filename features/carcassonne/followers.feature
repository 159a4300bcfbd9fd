Feature: Placing followers
  After placing a tile, the player may put one follower from the supply on a
  road, city, cloister or field of that tile, if nobody occupies the whole
  feature yet.

  Background:
    Given a carcassonne game between red and blue
    And the draw pile is BASE-V

  Rule: A follower goes only on the tile just placed

    @id:car-follower-01 @rule:CAR-R-FOLLOWER-1
    Example: A follower on the start tile instead of the new tile is rejected
      Given red is to place BASE-U
      When red places the tile at 1,0 rotated 0
      And red tries to place a follower on E of the tile at 0,0
      Then the move is rejected under CAR-R-FOLLOWER-1

  Rule: The whole feature must be free of followers

    # The three-tile city of the start tile, a corner piece with a pennant and a
    # cap: blue's knight already stands in it, so red's new cap joins an
    # occupied city and only its field is free.
    @id:car-follower-02 @rule:CAR-R-FOLLOWER-2
    Example: Joining an occupied city leaves only the field for red
      Given the board:
        | x | y  | tile   | rotation | figures    |
        | 0 | -1 | BASE-M | 180      | blue on E  |
      And red is to place BASE-E
      When red places the tile at 1,-1 rotated 270
      Then red may place a follower on Nw

    @id:car-follower-03 @rule:CAR-R-FOLLOWER-2
    Example: A knight in a city occupied through another tile is rejected
      Given the board:
        | x | y  | tile   | rotation | figures    |
        | 0 | -1 | BASE-M | 180      | blue on E  |
      And red is to place BASE-E
      When red places the tile at 1,-1 rotated 270
      And red tries to place a follower on W
      Then the move is rejected under CAR-R-FOLLOWER-2

  Rule: Followers come from the supply

    # Red's seven followers stand on the board, each on its own feature (monks on the cloisters
    # and a knight on the open cap of the row y=1), with blue's figure-free straight roads in the
    # row y=2, so the empty supply is reached by play (features/README.md, "Routes"); none of
    # these tiles touches the road the scenario plays on.
    @id:car-follower-04 @rule:CAR-R-FOLLOWER-3
    Example: With no follower left, red cannot place one
      Given the board:
        | x  | y | tile   | rotation | figures  |
        | 0  | 1 | BASE-B | 0        | red on C |
        | -1 | 1 | BASE-B | 0        | red on C |
        | -2 | 1 | BASE-A | 180      | red on C |
        | -3 | 1 | BASE-B | 0        | red on C |
        | -4 | 1 | BASE-A | 180      | red on C |
        | -5 | 1 | BASE-B | 0        | red on C |
        | -6 | 1 | BASE-E | 0        | red on N |
        | 0  | 2 | BASE-U | 0        |          |
        | -1 | 2 | BASE-U | 0        |          |
        | -2 | 2 | BASE-U | 0        |          |
        | -3 | 2 | BASE-U | 0        |          |
        | -4 | 2 | BASE-U | 0        |          |
        | -5 | 2 | BASE-U | 0        |          |
        | -6 | 2 | BASE-U | 0        |          |
      And red has no followers in supply
      And red is to place BASE-U
      When red places the tile at 1,0 rotated 0
      And red tries to place a follower on E
      Then the move is rejected under CAR-R-FOLLOWER-3

    @id:car-follower-05 @rule:CAR-R-FOLLOWER-3 @rule:CAR-R-SETUP-2
    Example: Placing a follower takes it from the supply
      Given red is to place BASE-U
      When red places the tile at 1,0 rotated 0
      And red places a follower on E
      Then red has 6 followers in supply
      And the figures on the board are:
        | player | x | y | at |
        | red    | 1 | 0 | E  |

  Rule: The feature decides the follower's role

    @id:car-follower-06 @rule:CAR-R-FOLLOWER-4
    Example: A straight road offers a thief and two farmers
      Given red is to place BASE-U
      When red places the tile at 1,0 rotated 0
      Then red may place a follower on E, Nw and Es
      And the events include, in order:
        | type        | player |
        | tile_placed | red    |

    @id:car-follower-07 @rule:CAR-R-FOLLOWER-4
    Example: A place where the tile has no feature is rejected
      Given red is to place BASE-E
      When red places the tile at 0,-1 rotated 180
      And red tries to place a follower on Se
      Then the move is rejected under CAR-R-FOLLOWER-4

    @id:car-follower-08 @rule:CAR-R-FOLLOWER-4
    Example: A monk goes on the cloister
      Given red is to place BASE-B
      When red places the tile at 0,1 rotated 0
      And red places a follower on C
      Then the events include, in order:
        | type          | player | role | at |
        | figure_placed | red    | monk | C  |

  Rule: The tile just placed is checked before the supply (spec/protocol.md PC-R-REFUSE-1)

    # Red has no follower left and names the start tile, which sorts before the new tile:
    # the tile check comes first, so the refusal names CAR-R-FOLLOWER-1, not -3.
    # Red's seven followers stand on the board, each on its own feature (monks on the cloisters
    # and a knight on the open cap of the row y=1), with blue's figure-free straight roads in the
    # row y=2, so the empty supply is reached by play (features/README.md, "Routes"); none of
    # these tiles touches the road the scenario plays on.
    @id:car-follower-10 @rule:CAR-R-FOLLOWER-1 @rule:PC-R-REFUSE-1
    Example: With no follower left, a follower on an earlier tile is refused for the tile
      Given the board:
        | x  | y | tile   | rotation | figures  |
        | 0  | 1 | BASE-B | 0        | red on C |
        | -1 | 1 | BASE-B | 0        | red on C |
        | -2 | 1 | BASE-A | 180      | red on C |
        | -3 | 1 | BASE-B | 0        | red on C |
        | -4 | 1 | BASE-A | 180      | red on C |
        | -5 | 1 | BASE-B | 0        | red on C |
        | -6 | 1 | BASE-E | 0        | red on N |
        | 0  | 2 | BASE-U | 0        |          |
        | -1 | 2 | BASE-U | 0        |          |
        | -2 | 2 | BASE-U | 0        |          |
        | -3 | 2 | BASE-U | 0        |          |
        | -4 | 2 | BASE-U | 0        |          |
        | -5 | 2 | BASE-U | 0        |          |
        | -6 | 2 | BASE-U | 0        |          |
      And red has no followers in supply
      And red is to place BASE-U
      When red places the tile at 1,0 rotated 0
      And red tries to place a follower on W of the tile at 0,0
      Then the move is rejected under CAR-R-FOLLOWER-1

    # Edge case of CAR-R-FOLLOWER-3: the last follower in the supply may still be placed.
    # Red's six other followers stand on the board, each on its own feature (monks on the
    # cloisters of the row y=1), with blue's figure-free straight roads in the row y=2, so a
    # supply of one is reached by play (features/README.md, "Routes"); none of these tiles
    # touches the road the scenario plays on, and the six stay where they are. The last follower
    # is offered on each free feature of the tile: the road (E) and the fields north (Nw) and
    # south (Es) of it.
    @id:car-follower-11 @rule:CAR-R-FOLLOWER-3
    Example: Red places the last follower of the supply
      Given the board:
        | x  | y | tile   | rotation | figures  |
        | 0  | 1 | BASE-B | 0        | red on C |
        | -1 | 1 | BASE-B | 0        | red on C |
        | -2 | 1 | BASE-A | 180      | red on C |
        | -3 | 1 | BASE-B | 0        | red on C |
        | -4 | 1 | BASE-A | 180      | red on C |
        | -5 | 1 | BASE-B | 0        | red on C |
        | 0  | 2 | BASE-U | 0        |          |
        | -1 | 2 | BASE-U | 0        |          |
        | -2 | 2 | BASE-U | 0        |          |
        | -3 | 2 | BASE-U | 0        |          |
        | -4 | 2 | BASE-U | 0        |          |
        | -5 | 2 | BASE-U | 0        |          |
      And red has 1 follower in supply
      And red is to place BASE-U
      When red places the tile at 1,0 rotated 0
      Then red may place a follower on E, Nw and Es
      When red places a follower on E
      Then red has no followers in supply
      And the figures on the board are:
        | player | x  | y | at |
        | red    | 1  | 0 | E  |
        | red    | 0  | 1 | C  |
        | red    | -1 | 1 | C  |
        | red    | -2 | 1 | C  |
        | red    | -3 | 1 | C  |
        | red    | -4 | 1 | C  |
        | red    | -5 | 1 | C  |
