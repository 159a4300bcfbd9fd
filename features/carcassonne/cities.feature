Feature: Cities
  A city is complete when its walls close with no gap. It scores two points per
  tile and two per pennant; at the end of the game an unfinished city scores
  one per tile and one per pennant.

  Background:
    Given a carcassonne game between red and blue
    And the draw pile is BASE-V

  Rule: A completed city scores two per tile and two per pennant

    @id:car-city-01 @rule:CAR-R-CITY-1 @rule:CAR-R-CITY-2 @rule:CAR-R-CITY-3 @interp:city.two_tile_points=4
    Example: Two caps facing each other make a 4-point city
      Given red is to place BASE-E
      When red places the tile at 0,-1 rotated 180
      And red places a follower on S
      Then a city of 2 tiles is completed
      And red scores 4 points for the city
      And red has 7 followers in supply

    # The picture: the start tile's cap, a corner piece with a pennant turned to
    # open south and east, and a cap closing the east side.
    @id:car-city-02 @rule:CAR-R-CITY-2
    Example: A three-tile city with a pennant scores 8
      Given the board:
        | x | y  | tile   | rotation | figures   |
        | 0 | -1 | BASE-M | 180      | blue on E |
      And red is to place BASE-E
      When red places the tile at 1,-1 rotated 270
      And red places no follower
      Then a city of 3 tiles is completed
      And blue scores 8 points for the city
      And red scores nothing

    @id:car-city-03 @rule:CAR-R-CITY-1
    Example: A city with an open edge is not complete
      Given the board:
        | x | y  | tile   | rotation | figures   |
        | 0 | -1 | BASE-M | 180      | blue on E |
      And red is to place BASE-U
      When red places the tile at 1,0 rotated 0
      And red places no follower
      Then no feature is completed

  Rule: The first-edition small city is a named interpretation

    @id:car-city-04 @rule:CAR-R-CITY-3 @interp:city.two_tile_points=2
    Example: Under the small-city reading a two-tile city scores 2
      Given red is to place BASE-E
      When red places the tile at 0,-1 rotated 180
      And red places a follower on S
      Then red scores 2 points for the city

    @id:car-city-05 @rule:CAR-R-CITY-3
    Example: The small-city reading leaves three-tile cities alone
      Given the board:
        | x | y  | tile   | rotation | figures   |
        | 0 | -1 | BASE-M | 180      | blue on E |
      And red is to place BASE-E
      When red places the tile at 1,-1 rotated 270
      And red places no follower
      Then blue scores 8 points for the city

  Rule: Knights share a tie

    # Reached by play (features/README.md, "Routes"): red's knight on the cap at -1,-1 and blue's
    # on the cap at 1,-1 each stood alone when placed (the roads at -1,0 and 1,0 hold them up);
    # red's three-sided city at 0,-1 merges them with the start tile's city and closes it: 4 tiles,
    # no pennant, 2 x 4 = 8 (CAR-R-CITY-2), one knight each, so both score 8 (CAR-R-SCORE-2).
    @id:car-city-06 @rule:CAR-R-SCORE-2
    Example: One knight each in a merged city: both score in full
      Given the board:
        | x  | y  | tile   | rotation | figures   |
        | -1 | 0  | BASE-U | 0        |           |
        | -1 | -1 | BASE-E | 90       | red on E  |
        | 1  | 0  | BASE-U | 0        |           |
        | 1  | -1 | BASE-E | 270      | blue on W |
      And red is to place BASE-R
      When red places the tile at 0,-1 rotated 180
      And red places no follower
      Then blue scores 8 points for the city
      And red scores 8 points for the city
