Feature: Roads
  A road is complete when both ends are closed or it forms a loop; it scores
  one point per tile to the player or players with the most thieves on it.

  Background:
    Given a carcassonne game between red and blue
    And the draw pile is BASE-V

  Rule: A completed road scores one point per tile

    # Start tile road runs west-east; a junction closes each end.
    # BASE-B at 1,-1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:car-road-01 @rule:CAR-R-ROAD-1 @rule:CAR-R-ROAD-2 @rule:CAR-R-SCORE-1
    Example: A three-tile road closed by two junctions
      Given the board:
        | x | y  | tile   | rotation | figures  |
        | 1 | 0  | BASE-W | 0        | red on W |
        | 1 | -1 | BASE-B | 0        |          |
      And red is to place BASE-W
      When red places the tile at -1,0 rotated 0
      And red places no follower
      Then a road of 3 tiles is completed
      And red scores 3 points for the road
      And red's follower at 1,0 W returns
      And red has 7 followers in supply

    @id:car-road-02 @rule:CAR-R-ROAD-1 @rule:CAR-R-ROAD-2
    Example: A road that loops back on itself is complete
      Given the board:
        | x | y | tile   | rotation | figures  |
        | 0 | 1 | BASE-V | 270      | red on E |
        | 1 | 1 | BASE-V | 0        |          |
        | 0 | 2 | BASE-V | 180      |          |
      And blue is to place BASE-V
      When blue places the tile at 1,2 rotated 90
      And blue places no follower
      Then a road of 4 tiles is completed
      And red scores 4 points for the road
      And blue scores nothing

    @id:car-road-03 @rule:CAR-R-ROAD-1
    Example: A road with one open end is not complete
      Given red is to place BASE-W
      When red places the tile at -1,0 rotated 0
      And red places no follower
      Then no feature is completed
      And no points are scored

  Rule: The majority of thieves takes the points

    # Reached by play (features/README.md, "Routes"): red's thieves at -1,0 (the start tile's road)
    # and 2,0 and blue's at the junction 4,0 stood on road pieces apart when placed (the cap at
    # 0,-1 and the cloisters at 1,-1 .. 4,-1 hold up 2,0 and 4,0); the straight roads at 1,0 and
    # 3,0, placed later, join them. Blue's junction at -2,0 closes the road -2,0 .. 4,0: 7 tiles,
    # 7 points (CAR-R-ROAD-2); red's 2 thieves beat blue's 1 (CAR-R-SCORE-2).
    @id:car-road-04 @rule:CAR-R-SCORE-2 @rule:CAR-R-SCORE-3
    Example: Two red thieves beat one blue thief
      Given the board:
        | x  | y  | tile   | rotation | figures   |
        | -1 | 0  | BASE-U | 0        | red on W  |
        | 0  | -1 | BASE-E | 180      |           |
        | 1  | -1 | BASE-B | 0        |           |
        | 2  | -1 | BASE-B | 0        |           |
        | 3  | -1 | BASE-B | 0        |           |
        | 4  | -1 | BASE-B | 0        |           |
        | 1  | 0  | BASE-U | 0        |           |
        | 2  | 0  | BASE-U | 0        | red on E  |
        | 3  | 0  | BASE-U | 0        |           |
        | 4  | 0  | BASE-W | 0        | blue on W |
      And blue is to place BASE-W
      When blue places the tile at -2,0 rotated 0
      And blue places no follower
      Then red scores 7 points for the road
      And blue scores nothing
      And blue's follower at 4,0 W returns
      And red has 7 followers in supply
      And blue has 7 followers in supply

    # BASE-B at -1,-1, BASE-B at 1,-1 and BASE-E at 0,-1 hold no figures and are here so that a
    # route reaches this position by play (features/README.md, "Routes").
    @id:car-road-05 @rule:CAR-R-SCORE-2
    Example: A tie in thieves gives both players the full points
      Given the board:
        | x  | y  | tile   | rotation | figures   |
        | 1  | 0  | BASE-W | 0        | blue on W |
        | -1 | 0  | BASE-U | 0        | red on W  |
        | -1 | -1 | BASE-B | 0        |           |
        | 1  | -1 | BASE-B | 0        |           |
        | 0  | -1 | BASE-E | 180      |           |
      And red is to place BASE-W
      When red places the tile at -2,0 rotated 0
      And red places no follower
      Then red scores 4 points for the road
      And blue scores 4 points for the road

    @id:car-road-06 @rule:CAR-R-SCORE-2
    Example: A completed road without thieves scores nothing
      Given the board:
        | x | y | tile   | rotation |
        | 1 | 0 | BASE-W | 0        |
      And red is to place BASE-W
      When red places the tile at -1,0 rotated 0
      And red places no follower
      Then a road of 3 tiles is completed
      And no points are scored

  Rule: A follower placed on the completing tile scores at once and returns

    @id:car-road-07 @rule:CAR-R-SCORE-3 @rule:CAR-R-SCORE-1
    Example: A thief placed on the tile that closes the road comes straight back
      Given the board:
        | x | y | tile   | rotation |
        | 1 | 0 | BASE-W | 0        |
      And red is to place BASE-W
      When red places the tile at -1,0 rotated 0
      And red places a follower on E
      Then red scores 3 points for the road
      And red's follower at -1,0 E returns
      And red has 7 followers in supply
      And the events include, in order:
        | type              | player | reason |
        | figure_placed     | red    |        |
        | feature_completed |        |        |
        | points_scored     | red    | road   |
        | figure_returned   | red    |        |
        | tile_drawn        | blue   |        |
