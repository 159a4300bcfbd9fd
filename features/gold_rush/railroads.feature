Feature: Railroads
  A railroad is complete when both its ends stop at junctions, cities or
  mountains, or when it closes into a loop. It scores 1 point per tile, doubled
  by exactly one locomotive, for the player or players with the most cowboys.

  Background:
    Given a gold_rush game between red and blue
    And the draw pile is GR-26B

  Rule: A completed railroad scores one point per tile

    # A straight line of tiles between the junction at -1,0 and the junction
    # blue places last; no locomotive.
    @id:gr-rail-01 @source:GR-EX-19 @rule:GR-R-RAIL-1 @rule:GR-R-RAIL-2
    Example: A five-tile railroad is worth 5 points
      Given the board:
        | x  | y | tile   | rotation | figures          |
        | -1 | 0 | GR-27  | 0        |                  |
        | 0  | 0 | GR-33  | 0        | blue cowboy on E |
        | 1  | 0 | GR-01A | 90       |                  |
        | 2  | 0 | GR-01A | 90       |                  |
      And blue is to place GR-27
      When blue places the tile at 3,0 rotated 0
      And blue takes no action
      Then a railroad of 5 tiles is completed
      And blue scores 5 points for the railroad

    @id:gr-rail-02 @source:GR-EX-20 @rule:GR-R-RAIL-1 @rule:GR-R-RAIL-2
    Example: Blue scores 4 points for a four-tile railroad
      Given the board:
        | x  | y | tile   | rotation | figures          |
        | -1 | 0 | GR-27  | 0        |                  |
        | 0  | 0 | GR-33  | 0        | blue cowboy on E |
        | 1  | 0 | GR-01A | 90       |                  |
      And blue is to place GR-27
      When blue places the tile at 2,0 rotated 0
      And blue takes no action
      Then blue scores 4 points for the railroad

    # filler tiles (not in the book's picture) so play can reach this board
    @id:gr-rail-03 @source:GR-EX-21 @rule:GR-R-RAIL-1 @rule:GR-R-RAIL-2
    Example: Blue scores 3 points for a three-tile railroad
      Given the board:
        | x  | y  | tile   | rotation | figures          |
        | -1 | 0  | GR-27  | 0        |                  |
        | 0  | 0  | GR-33  | 0        | blue cowboy on E |
        | -1 | -1 | GR-26A | 0        |                  |
      And blue is to place GR-27
      When blue places the tile at 1,0 rotated 0
      And blue takes no action
      Then blue scores 3 points for the railroad

    # Four tiles around a square close into a loop.
    @id:gr-rail-04 @rule:GR-R-RAIL-1
    Example: A railroad that closes into a loop is complete
      Given the board:
        | x | y | tile   | rotation | figures         |
        | 0 | 1 | GR-26A | 0        |                 |
        | 1 | 1 | GR-12A | 270      | red cowboy on E |
        | 2 | 1 | GR-12A | 0        |                 |
        | 2 | 2 | GR-12A | 90       |                 |
      And red is to place GR-12A
      When red places the tile at 1,2 rotated 180
      And red takes no action
      Then a railroad of 4 tiles is completed
      And red scores 4 points for the railroad
      And red's cowboy at 1,1 E returns

    # GR-26A at -1,-1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:gr-rail-05 @rule:GR-R-RAIL-1
    Example: A railroad with an open end is not complete
      Given the board:
        | x  | y  | tile   | rotation | figures          |
        | -1 | 0  | GR-27  | 0        |                  |
        | 0  | 0  | GR-33  | 0        | blue cowboy on E |
        | -1 | -1 | GR-26A | 0        |                  |
      And blue is to place GR-01A
      When blue places the tile at 1,0 rotated 90
      And blue takes no action
      Then no feature is completed
      And blue's cowboy at 0,0 E stays

    @id:gr-rail-06 @rule:GR-R-SCORE-1 @rule:GR-R-TURN-4
    Example: Blue's tile completes red's railroad, and red scores after blue's action
      Given the board:
        | x  | y | tile  | rotation | figures         |
        | -1 | 0 | GR-27 | 0        |                 |
        | 0  | 0 | GR-33 | 0        | red cowboy on E |
      And blue is to place GR-27
      When blue places the tile at 1,0 rotated 0
      And blue places a cowboy on S
      Then the events include, in order:
        | type              | player | reason   | points | figure |
        | figure_placed     | blue   |          |        | cowboy |
        | feature_completed |        |          |        |        |
        | points_scored     | red    | railroad | 3      |        |
        | figure_returned   | red    |          |        | cowboy |
        | tile_drawn        | red    |          |        |        |
      And blue scores nothing

  Rule: Exactly one locomotive doubles a completed railroad

    @id:gr-rail-07 @source:GR-EX-22 @rule:GR-R-RAIL-2 @rule:GR-R-RAIL-3 @rule:GR-R-COMP-2
    Example: One locomotive doubles four tiles to 8 points
      Given the board:
        | x  | y | tile  | rotation | figures          |
        | -1 | 0 | GR-27 | 0        |                  |
        | 0  | 0 | GR-33 | 0        | blue cowboy on E |
        | 1  | 0 | GR-17 | 90       |                  |
      And blue is to place GR-27
      When blue places the tile at 2,0 rotated 0
      And blue takes no action
      Then a railroad of 4 tiles is completed
      And blue scores 8 points for the railroad

    @id:gr-rail-08 @source:GR-EX-23 @rule:GR-R-RAIL-4
    Example: Two locomotives do not double: six tiles score 6 points
      Given the board:
        | x  | y | tile   | rotation | figures          |
        | -1 | 0 | GR-27  | 0        |                  |
        | 0  | 0 | GR-33  | 0        | blue cowboy on E |
        | 1  | 0 | GR-17  | 90       |                  |
        | 2  | 0 | GR-17  | 90       |                  |
        | 3  | 0 | GR-01A | 90       |                  |
      And blue is to place GR-27
      When blue places the tile at 4,0 rotated 0
      And blue takes no action
      Then blue scores 6 points for the railroad

  Rule: Tied majorities each score in full

    # The picture: the new tile joins two railroads into one completed railroad
    # of five tiles; blue and yellow have one railwayman each. The prairie tiles
    # below hold the eastern part to the landscape.
    @id:gr-rail-09 @source:GR-EX-24 @rule:GR-R-MAJ-1 @rule:GR-R-MAJ-2 @rule:GR-R-RAIL-2 @rule:GR-R-RAIL-4
    Example: Blue and yellow tie on the joined railroad and each score 5
      Given a gold_rush game between red, blue and yellow
      And the board:
        | x  | y | tile   | rotation | figures            |
        | -1 | 0 | GR-27  | 0        |                    |
        | 0  | 0 | GR-33  | 0        | blue cowboy on E   |
        | 2  | 0 | GR-01A | 90       | yellow cowboy on E |
        | 3  | 0 | GR-27  | 0        |                    |
        | 0  | 1 | GR-26A | 0        |                    |
        | 1  | 1 | GR-26B | 0        |                    |
        | 2  | 1 | GR-26C | 0        |                    |
      And red is to place GR-01A
      And the draw pile is GR-26B
      When red places the tile at 1,0 rotated 90
      And red takes no action
      Then a railroad of 5 tiles is completed
      And blue scores 5 points for the railroad
      And yellow scores 5 points for the railroad
      And red scores nothing

    @id:gr-rail-10 @rule:GR-R-MAJ-2
    Example: Two railwaymen beat one
      Given the board:
        | x  | y | tile   | rotation | figures          |
        | -1 | 0 | GR-27  | 0        | red cowboy on E  |
        | 0  | 0 | GR-33  | 0        | red cowboy on E  |
        | 1  | 0 | GR-01A | 90       | blue cowboy on E |
      And blue is to place GR-27
      When blue places the tile at 2,0 rotated 0
      And blue takes no action
      Then red scores 4 points for the railroad
      And blue scores nothing

  Rule: The score is a plain number, past 49 too

    # The picture: yellow's score cowboy goes from space 49 to space 1 and
    # lies down; the score is 51. Yellow's railwayman sits on the southern
    # railroad of the junction; yellow's tile ends it in a mountain.
    # filler tiles (not in the book's picture) so play can reach this board
    @id:gr-rail-11 @source:GR-EX-18 @rule:GR-R-TRACK-1 @rule:GR-R-TRACK-2 @rule:GR-R-COMP-5
    Example: Yellow at 49 scores 2 and has 51
      Given a gold_rush game between red and yellow
      And the board:
        | x | y  | tile   | rotation | figures            |
        | 1 | 0  | GR-27  | 0        | yellow cowboy on S |
        | 1 | -1 | GR-26A | 0        |                    |
      And the scores are red 3, yellow 49
      And yellow is to place GR-42
      And the draw pile is GR-26B
      When yellow places the tile at 1,1 rotated 180
      And yellow takes no action
      Then yellow scores 2 points for the railroad
      And the scores are red 3, yellow 51
