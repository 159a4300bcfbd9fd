Feature: How segments form features
  Segments join across matching edges of neighbouring tiles; on one tile they
  are joined only where the tile's data says so. A tile that connects features
  merges them, followers and all.

  Background:
    Given a carcassonne game between red and blue
    And the draw pile is BASE-V

  Rule: Roads ending at a junction are separate features

    # Blue's thief holds the start tile's road; the junction's west stub joins
    # it, but its east and south stubs are roads of their own.
    # BASE-B at 0,1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:car-feature-01 @rule:CAR-R-FEATURE-1 @rule:CAR-R-FOLLOWER-2
    Example: The free stubs of a junction can take a thief beside an occupied road
      Given the board:
        | x | y | tile   | rotation | figures   |
        | 0 | 0 | BASE-D | 0        | blue on E |
        | 0 | 1 | BASE-B | 0        |           |
      And red is to place BASE-W
      When red places the tile at 1,0 rotated 0
      Then red may place a follower on E, S, Nw, Es and Sw

    @id:car-feature-02 @rule:CAR-R-FEATURE-1
    Example: Two caps on one tile are two cities
      Given red is to place BASE-H
      When red places the tile at 0,-1 rotated 0
      Then red may place a follower on N, S and En
      When red places no follower
      Then a city of 2 tiles is completed
      And no points are scored

  Rule: A tile that connects features merges them, followers and all

    # Red's thief is on the start tile's road, closed at the west by a
    # junction; blue's thief is on the north stub of a junction south-east of
    # the start tile. A curve at (1, 0) joins them into one complete road.
    @id:car-feature-03 @rule:CAR-R-FEATURE-2 @rule:CAR-R-SCORE-2
    Example: Joining two occupied roads gives both thieves the points
      Given the board:
        | x  | y | tile   | rotation | figures   |
        | -1 | 0 | BASE-W | 0        | red on E  |
        | 0  | 1 | BASE-B | 0        |           |
        | 1  | 1 | BASE-W | 270      | blue on N |
      And red is to place BASE-V
      When red places the tile at 1,0 rotated 0
      And red places no follower
      Then a road of 4 tiles is completed
      And red scores 4 points for the road
      And blue scores 4 points for the road

    @id:car-feature-04 @rule:CAR-R-FEATURE-2 @rule:CAR-R-FOLLOWER-2
    Example: After a merge the joined road counts as occupied
      Given the board:
        | x | y | tile   | rotation | figures   |
        | 0 | 1 | BASE-B | 0        |           |
        | 1 | 1 | BASE-W | 270      | blue on N |
      And red is to place BASE-V
      When red places the tile at 1,0 rotated 0
      Then red may place a follower on Nw and Sw

  Rule: Followers stay until their feature is scored

    # BASE-B at 1,-1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:car-follower-09 @rule:CAR-R-FOLLOWER-6
    Example: A thief on an unfinished road stays through later turns
      Given the board:
        | x | y  | tile   | rotation | figures  |
        | 1 | 0  | BASE-U | 0        | red on E |
        | 1 | -1 | BASE-B | 0        |          |
      And red is to place BASE-V
      And the draw pile is BASE-B, BASE-V
      When red places the tile at 0,1 rotated 0
      And red places no follower
      And blue places the tile at 1,1 rotated 0
      And blue places no follower
      Then the figures on the board are:
        | player | x | y | at |
        | red    | 1 | 0 | E  |
      And red has 6 followers in supply
