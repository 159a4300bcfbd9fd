Feature: Cities
  A city lies on one tile where 3 or 4 railroads end. It is complete when every
  railroad leaving it is complete, and scores 3 points per completed railroad
  for its merchant; a railroad that leaves the city and comes back counts once.

  Background:
    Given a gold_rush game between red and blue
    And the draw pile is GR-26B

  Rule: A completed city scores 3 per completed railroad, a loop once

    # The picture: blue's merchant in a city with three exits. The western
    # railroad runs to a junction; the eastern and southern exits are the two
    # ends of one loop, which blue's tile closes at 1,1.
    @id:gr-city-01 @source:GR-EX-27 @rule:GR-R-CITY-1 @rule:GR-R-CITY-2 @rule:GR-R-CITY-3 @rule:GR-R-SCORE-1 @rule:GR-R-RETURN-1 @rule:GR-R-COWBOY-11
    Example: Blue's merchant is connected to two completed railroads and scores 6
      Given the board:
        | x  | y | tile   | rotation | figures          |
        | -1 | 0 | GR-27  | 0        |                  |
        | 1  | 0 | GR-39  | 0        | blue cowboy on C |
        | 2  | 0 | GR-12A | 0        |                  |
        | 2  | 1 | GR-12A | 90       |                  |
      And blue is to place GR-12A
      When blue places the tile at 1,1 rotated 180
      And blue takes no action
      Then a railroad of 4 tiles is completed
      And a city of 1 tile is completed
      And blue scores 6 points for the city
      And blue's cowboy at 1,0 C returns
      And blue has 4 cowboys in supply

    # A four-exit city; each exit ends at a junction one tile away.
    @id:gr-city-02 @rule:GR-R-CITY-1 @rule:GR-R-CITY-2
    Example: Four distinct completed railroads make 12 points
      Given the board:
        | x  | y  | tile  | rotation | figures          |
        | -1 | 0  | GR-27 | 0        |                  |
        | 1  | 0  | GR-38 | 0        | blue cowboy on C |
        | 1  | -1 | GR-27 | 0        |                  |
        | 2  | 0  | GR-27 | 0        |                  |
      And blue is to place GR-27
      When blue places the tile at 1,1 rotated 180
      And blue takes no action
      Then a city of 1 tile is completed
      And blue scores 12 points for the city

    @id:gr-city-03 @rule:GR-R-CITY-1
    Example: A city with an incomplete railroad is not complete
      Given the board:
        | x  | y  | tile  | rotation | figures          |
        | -1 | 0  | GR-27 | 0        |                  |
        | 1  | 0  | GR-38 | 0        | blue cowboy on C |
        | 1  | -1 | GR-27 | 0        |                  |
      And blue is to place GR-27
      When blue places the tile at 1,1 rotated 180
      And blue takes no action
      Then a railroad of 2 tiles is completed
      And blue scores nothing
      And blue's cowboy at 1,0 C stays
