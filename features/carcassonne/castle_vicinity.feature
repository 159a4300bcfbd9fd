@requires:castles
Feature: A castle's vicinity, cell by cell
  BCB-R-CASTLE-4: the vicinity is the castle's two cells and the four cells beside their long
  sides. The worked examples only use castles of the start tile's city; here castles lie
  away from the start tile, north–south and west–east, and each example sets a castle off
  through exactly one of its flank cells, so an engine that forgets one cell is caught. The
  city that sets it off has three tiles, so it cannot itself become a castle.

  Background:
    Given a carcassonne game between red and blue
    And the expansion castles is in play
    And the draw pile is BASE-V

  Rule: Every flank cell of a west–east castle sets it off

    # Red's castle is the pair of caps at 0,1 (facing east) and 1,1 (facing west); its flank
    # cells are 0,0 and 1,0 to the north, 0,2 and 1,2 to the south.
    @id:car-castlevic-01 @rule:BCB-R-CASTLE-4 @rule:BCB-R-CASTLE-5
    Example: A city through the start tile, the north-west flank cell of a west–east castle, sets it off
      Given the board:
        | x | y | tile | rotation | figures |
        | 0 | 1 | BASE-E | 90 | red on E |
        | 1 | 1 | BASE-E | 270 |  |
        | 0 | -1 | BASE-G | 90 | blue on N |
      And red's castle stands at 0,1 E, built on turn 1
      And it is turn 4
      And blue is to place BASE-E
      When blue places the tile at 0,-2 rotated 180
      And blue places no follower
      Then a city of 3 tiles is completed
      And blue scores 6 points for the city
      And red scores 6 points for the castle
      And red's follower at 0,1 E returns

    @id:car-castlevic-02 @rule:BCB-R-CASTLE-4 @rule:BCB-R-CASTLE-5
    Example: A city through the north-east flank cell of a west–east castle sets it off
      Given the board:
        | x | y | tile | rotation | figures |
        | 0 | 1 | BASE-E | 90 | red on E |
        | 1 | 1 | BASE-E | 270 |  |
        | 1 | 0 | BASE-D | 0 |  |
        | 1 | -1 | BASE-G | 90 | blue on N |
      And red's castle stands at 0,1 E, built on turn 1
      And it is turn 4
      And blue is to place BASE-E
      When blue places the tile at 1,-2 rotated 180
      And blue places no follower
      Then a city of 3 tiles is completed
      And blue scores 6 points for the city
      And red scores 6 points for the castle

    @id:car-castlevic-03 @rule:BCB-R-CASTLE-4 @rule:BCB-R-CASTLE-5
    Example: A city through the south-west flank cell of a west–east castle sets it off
      Given the board:
        | x | y | tile | rotation | figures |
        | 0 | 1 | BASE-E | 90 | red on E |
        | 1 | 1 | BASE-E | 270 |  |
        | 0 | 2 | BASE-E | 180 |  |
        | 0 | 3 | BASE-G | 90 | blue on N |
      And red's castle stands at 0,1 E, built on turn 1
      And it is turn 4
      And blue is to place BASE-E
      When blue places the tile at 0,4 rotated 0
      And blue places no follower
      Then a city of 3 tiles is completed
      And blue scores 6 points for the city
      And red scores 6 points for the castle

    @id:car-castlevic-04 @rule:BCB-R-CASTLE-4 @rule:BCB-R-CASTLE-5
    Example: A city through the south-east flank cell of a west–east castle sets it off
      Given the board:
        | x | y | tile | rotation | figures |
        | 0 | 1 | BASE-E | 90 | red on E |
        | 1 | 1 | BASE-E | 270 |  |
        | 1 | 2 | BASE-E | 180 |  |
        | 1 | 3 | BASE-G | 90 | blue on N |
      And red's castle stands at 0,1 E, built on turn 1
      And it is turn 4
      And blue is to place BASE-E
      When blue places the tile at 1,4 rotated 0
      And blue places no follower
      Then a city of 3 tiles is completed
      And blue scores 6 points for the city
      And red scores 6 points for the castle

  Rule: Every flank cell of a north–south castle sets it off, a corner cell does not

    # Red's castle is the pair of caps at 0,1 (facing south) and 0,2 (facing north); its flank
    # cells are -1,1 and -1,2 to the west, 1,1 and 1,2 to the east; -1,0 is a corner.
    @id:car-castlevic-05 @rule:BCB-R-CASTLE-4 @rule:BCB-R-CASTLE-5
    Example: A city through the north-west flank cell of a north–south castle sets it off
      Given the board:
        | x | y | tile | rotation | figures |
        | 0 | 1 | BASE-E | 180 | red on S |
        | 0 | 2 | BASE-E | 0 |  |
        | -1 | 1 | BASE-E | 270 |  |
        | -2 | 1 | BASE-G | 0 | blue on E |
      And red's castle stands at 0,1 S, built on turn 1
      And it is turn 4
      And blue is to place BASE-E
      When blue places the tile at -3,1 rotated 90
      And blue places no follower
      Then a city of 3 tiles is completed
      And blue scores 6 points for the city
      And red scores 6 points for the castle

    @id:car-castlevic-06 @rule:BCB-R-CASTLE-4 @rule:BCB-R-CASTLE-5
    Example: A city through the north-east flank cell of a north–south castle sets it off
      Given the board:
        | x | y | tile | rotation | figures |
        | 0 | 1 | BASE-E | 180 | red on S |
        | 0 | 2 | BASE-E | 0 |  |
        | 1 | 1 | BASE-E | 90 |  |
        | 2 | 1 | BASE-G | 0 | blue on E |
      And red's castle stands at 0,1 S, built on turn 1
      And it is turn 4
      And blue is to place BASE-E
      When blue places the tile at 3,1 rotated 270
      And blue places no follower
      Then a city of 3 tiles is completed
      And blue scores 6 points for the city
      And red scores 6 points for the castle

    @id:car-castlevic-07 @rule:BCB-R-CASTLE-4 @rule:BCB-R-CASTLE-5
    Example: A city through the south-west flank cell of a north–south castle sets it off
      Given the board:
        | x | y | tile | rotation | figures |
        | 0 | 1 | BASE-E | 180 | red on S |
        | 0 | 2 | BASE-E | 0 |  |
        | -1 | 2 | BASE-E | 270 |  |
        | -2 | 2 | BASE-G | 0 | blue on E |
      And red's castle stands at 0,1 S, built on turn 1
      And it is turn 4
      And blue is to place BASE-E
      When blue places the tile at -3,2 rotated 90
      And blue places no follower
      Then a city of 3 tiles is completed
      And blue scores 6 points for the city
      And red scores 6 points for the castle

    @id:car-castlevic-08 @rule:BCB-R-CASTLE-4 @rule:BCB-R-CASTLE-5
    Example: A city through the south-east flank cell of a north–south castle sets it off
      Given the board:
        | x | y | tile | rotation | figures |
        | 0 | 1 | BASE-E | 180 | red on S |
        | 0 | 2 | BASE-E | 0 |  |
        | 1 | 2 | BASE-E | 90 |  |
        | 2 | 2 | BASE-G | 0 | blue on E |
      And red's castle stands at 0,1 S, built on turn 1
      And it is turn 4
      And blue is to place BASE-E
      When blue places the tile at 3,2 rotated 270
      And blue places no follower
      Then a city of 3 tiles is completed
      And blue scores 6 points for the city
      And red scores 6 points for the castle

    @id:car-castlevic-09 @rule:BCB-R-CASTLE-4
    Example: A city through the corner cell of a north–south castle does not set it off
      Given the board:
        | x | y | tile | rotation | figures |
        | 0 | 1 | BASE-E | 180 | red on S |
        | 0 | 2 | BASE-E | 0 |  |
        | -1 | 0 | BASE-D | 0 |  |
        | -1 | -1 | BASE-G | 90 | blue on N |
      And red's castle stands at 0,1 S, built on turn 1
      And it is turn 4
      And blue is to place BASE-E
      When blue places the tile at -1,-2 rotated 180
      And blue places no follower
      Then a city of 3 tiles is completed
      And red scores nothing for the castle
      And red's castle stands at 0,1


  Rule: A flank cell sets a castle off through a feature that covers no cell beyond it

    # Red's west–east castle is the caps at -2,1 (facing east) and -1,1 (facing west), built on
    # turn 3; its vicinity is those two cells, -2,0 and -1,0 to the north, -2,2 and -1,2 to the
    # south (BCB-R-CASTLE-4). The city that blue's cap at -4,0 closes runs west from the
    # north-west flank cell: -2,0 (a cap facing west, its road bends north and east), -3,0, -4,0.
    # Of its cells only -2,0 is in the vicinity; -2,-1 north of it and -1,0 east of it are not
    # city cells. A city of 3 tiles scores 3 × 2 = 6 (CAR-R-CITY-2), held by nobody, and red's
    # castle scores those 6 (BCB-R-CASTLE-5); red's knight returns.
    @id:car-castlevic-10 @rule:BCB-R-CASTLE-4 @rule:BCB-R-CASTLE-5
    Example: A city reaching a west–east castle's north-west flank cell alone sets it off
      Given the board:
        | x  | y | tile   | rotation | figures  |
        | -1 | 0 | BASE-U | 0        |          |
        | -1 | 1 | BASE-E | 270      |          |
        | -2 | 1 | BASE-E | 90       | red on E |
        | -2 | 0 | BASE-J | 270      |          |
        | -3 | 0 | BASE-G | 0        |          |
      And red's castle stands at -2,1 E, built on turn 3
      And it is turn 6
      And blue is to place BASE-E
      When blue places the tile at -4,0 rotated 90
      And blue places no follower
      Then a city of 3 tiles is completed
      And red scores 6 points for the castle
      And red's follower at -2,1 E returns
      And red's castle stands at -2,1, scored
      And blue scores nothing

    # Mirrored east: red's castle is the caps at 1,1 (facing east) and 2,1 (facing west), built
    # on turn 4; its north flank cells are 1,0 and 2,0. The city that blue's cap at 4,0 closes
    # runs east from the north-east flank cell: 2,0 (a cap facing east, its road bends west and
    # north), 3,0, 4,0. Of its cells only 2,0 is in the vicinity; 2,-1 north of it is not a city
    # cell. 3 tiles × 2 = 6 (CAR-R-CITY-2), held by nobody; red's castle scores 6 (BCB-R-CASTLE-5).
    @id:car-castlevic-11 @rule:BCB-R-CASTLE-4 @rule:BCB-R-CASTLE-5
    Example: A city reaching a west–east castle's north-east flank cell alone sets it off
      Given the board:
        | x | y | tile   | rotation | figures  |
        | 1 | 0 | BASE-U | 0        |          |
        | 2 | 0 | BASE-K | 90       |          |
        | 1 | 1 | BASE-E | 90       | red on E |
        | 2 | 1 | BASE-E | 270      |          |
        | 3 | 0 | BASE-G | 0        |          |
      And red's castle stands at 1,1 E, built on turn 4
      And it is turn 6
      And blue is to place BASE-E
      When blue places the tile at 4,0 rotated 270
      And blue places no follower
      Then a city of 3 tiles is completed
      And red scores 6 points for the castle
      And red's follower at 1,1 E returns
      And red's castle stands at 1,1, scored
      And blue scores nothing

    # Mirrored south of car-castlevic-10: red's castle is the caps at -2,-1 (facing east) and
    # -1,-1 (facing west), built on turn 3; its south flank cells are -2,0 and -1,0. The city that
    # blue's cap at -4,0 closes runs west from the south-west flank cell: -2,0 (a cap facing west,
    # its road bends east and south), -3,0, -4,0. Only -2,0 is in the vicinity; -2,1 south of it
    # is not a city cell. 3 × 2 = 6 for red's castle.
    @id:car-castlevic-12 @rule:BCB-R-CASTLE-4 @rule:BCB-R-CASTLE-5
    Example: A city reaching a west–east castle's south-west flank cell alone sets it off
      Given the board:
        | x  | y  | tile   | rotation | figures  |
        | -1 | 0  | BASE-U | 0        |          |
        | -1 | -1 | BASE-E | 270      |          |
        | -2 | -1 | BASE-E | 90       | red on E |
        | -2 | 0  | BASE-K | 270      |          |
        | -3 | 0  | BASE-G | 0        |          |
      And red's castle stands at -2,-1 E, built on turn 3
      And it is turn 6
      And blue is to place BASE-E
      When blue places the tile at -4,0 rotated 90
      And blue places no follower
      Then a city of 3 tiles is completed
      And red scores 6 points for the castle
      And red's follower at -2,-1 E returns
      And red's castle stands at -2,-1, scored
      And blue scores nothing

    # Mirrored south of car-castlevic-11: red's castle is the caps at 1,-1 (facing east) and 2,-1
    # (facing west), built on turn 4; its south flank cells are 1,0 and 2,0. The city runs east
    # from the south-east flank cell 2,0 (its road bends west and south) to blue's cap at 4,0.
    # Only 2,0 is in the vicinity; 2,1 south of it is not a city cell. 3 × 2 = 6 for red's castle.
    @id:car-castlevic-13 @rule:BCB-R-CASTLE-4 @rule:BCB-R-CASTLE-5
    Example: A city reaching a west–east castle's south-east flank cell alone sets it off
      Given the board:
        | x | y  | tile   | rotation | figures  |
        | 1 | 0  | BASE-U | 0        |          |
        | 2 | 0  | BASE-J | 90       |          |
        | 1 | -1 | BASE-E | 90       | red on E |
        | 2 | -1 | BASE-E | 270      |          |
        | 3 | 0  | BASE-G | 0        |          |
      And red's castle stands at 1,-1 E, built on turn 4
      And it is turn 6
      And blue is to place BASE-E
      When blue places the tile at 4,0 rotated 270
      And blue places no follower
      Then a city of 3 tiles is completed
      And red scores 6 points for the castle
      And red's follower at 1,-1 E returns
      And red's castle stands at 1,-1, scored
      And blue scores nothing

    # A north–south castle: red's caps at 1,-2 (facing south) and 1,-1 (facing north), built on
    # turn 3; its west flank cells are 0,-2 and 0,-1, its east flank cells 2,-2 and 2,-1
    # (BCB-R-CASTLE-4). The city that blue's cap at 0,-4 closes runs north from the upper west
    # flank cell: 0,-2 (a cap facing north), 0,-3, 0,-4. Only 0,-2 is in the vicinity; -1,-2 west
    # of it and 0,-1 south of it hold no city cell. 3 × 2 = 6 (CAR-R-CITY-2), held by nobody;
    # red's castle scores 6 (BCB-R-CASTLE-5).
    @id:car-castlevic-14 @rule:BCB-R-CASTLE-4 @rule:BCB-R-CASTLE-5
    Example: A city reaching a north–south castle's upper west flank cell alone sets it off
      Given the board:
        | x | y  | tile   | rotation | figures  |
        | 1 | 0  | BASE-U | 0        |          |
        | 1 | -1 | BASE-E | 0        |          |
        | 1 | -2 | BASE-E | 180      | red on S |
        | 0 | -2 | BASE-E | 0        |          |
        | 0 | -3 | BASE-G | 90       |          |
      And red's castle stands at 1,-2 S, built on turn 3
      And it is turn 6
      And blue is to place BASE-E
      When blue places the tile at 0,-4 rotated 180
      And blue places no follower
      Then a city of 3 tiles is completed
      And red scores 6 points for the castle
      And red's follower at 1,-2 S returns
      And red's castle stands at 1,-2, scored
      And blue scores nothing

    # As car-castlevic-14 on the other side, with the castle in an odd column (x = 1): the city
    # that blue's cap at 2,-4 closes runs north from the upper east flank cell 2,-2 (a cap facing
    # north), through 2,-3 to 2,-4. Only 2,-2 is in the vicinity; 3,-2 east of it and 2,-1 south
    # of it hold no city cell. 3 × 2 = 6 (CAR-R-CITY-2), held by nobody; red's castle scores 6.
    @id:car-castlevic-15 @rule:BCB-R-CASTLE-4 @rule:BCB-R-CASTLE-5
    Example: A city reaching a north–south castle's upper east flank cell alone sets it off
      Given the board:
        | x | y  | tile   | rotation | figures  |
        | 1 | 0  | BASE-U | 0        |          |
        | 1 | -1 | BASE-E | 0        |          |
        | 1 | -2 | BASE-E | 180      | red on S |
        | 2 | -2 | BASE-E | 0        |          |
        | 2 | -3 | BASE-G | 90       |          |
      And red's castle stands at 1,-2 S, built on turn 3
      And it is turn 6
      And blue is to place BASE-E
      When blue places the tile at 2,-4 rotated 180
      And blue places no follower
      Then a city of 3 tiles is completed
      And red scores 6 points for the castle
      And red's follower at 1,-2 S returns
      And red's castle stands at 1,-2, scored
      And blue scores nothing

    # As car-castlevic-15 one cell lower, the castle again in an odd column (x = 1): red's caps
    # at 1,-2 (facing south) and 1,-1 (facing north), built on turn 3; its east flank cells are
    # 2,-2 and 2,-1 (BCB-R-CASTLE-4). The city that blue's cap at 4,-1 closes runs east from the
    # lower east flank cell 2,-1 (a cap facing east), through 3,-1 to 4,-1. Only 2,-1 is in the
    # vicinity; 2,-2 north of it holds no tile and 3,-1 lies beyond the flank. 3 tiles × 2 = 6
    # (CAR-R-CITY-2), held by nobody; red's castle scores 6 (BCB-R-CASTLE-5).
    @id:car-castlevic-188 @rule:BCB-R-CASTLE-4 @rule:BCB-R-CASTLE-5
    Example: A city reaching a north–south castle's lower east flank cell alone sets it off
      Given the board:
        | x | y  | tile   | rotation | figures  |
        | 1 | 0  | BASE-U | 0        |          |
        | 1 | -1 | BASE-E | 0        |          |
        | 1 | -2 | BASE-E | 180      | red on S |
        | 2 | -1 | BASE-E | 90       |          |
        | 3 | -1 | BASE-G | 0        |          |
      And red's castle stands at 1,-2 S, built on turn 3
      And it is turn 6
      And blue is to place BASE-E
      When blue places the tile at 4,-1 rotated 270
      And blue places no follower
      Then a city of 3 tiles is completed
      And red scores 6 points for the castle
      And red's follower at 1,-2 S returns
      And red's castle stands at 1,-2, scored
      And blue scores nothing

    # A west–east castle in an even row (y = -2): red's caps at -2,-2 (facing east) and -1,-2
    # (facing west), built on turn 3; its north flank cells are -2,-3 and -1,-3, its south flank
    # cells -2,-1 and -1,-1 (BCB-R-CASTLE-4). The city that blue's cap at -4,-3 closes runs west
    # from the north-west flank cell -2,-3 (a cap facing west), through -3,-3 to -4,-3. Only
    # -2,-3 is in the vicinity; -1,-3 east of it holds no tile. 3 tiles × 2 = 6 (CAR-R-CITY-2),
    # held by nobody; red's castle scores 6 (BCB-R-CASTLE-5). The cloister at -1,-1 (a south
    # flank cell, not completed) and the straight road at -1,0 join the castle to the start tile.
    @id:car-castlevic-189 @rule:BCB-R-CASTLE-4 @rule:BCB-R-CASTLE-5
    Example: A city reaching the north-west flank cell of a west–east castle in an even row sets it off
      Given the board:
        | x  | y  | tile   | rotation | figures  |
        | -1 | 0  | BASE-U | 0        |          |
        | -1 | -1 | BASE-B | 0        |          |
        | -1 | -2 | BASE-E | 270      |          |
        | -2 | -2 | BASE-E | 90       | red on E |
        | -2 | -3 | BASE-E | 270      |          |
        | -3 | -3 | BASE-G | 0        |          |
      And red's castle stands at -2,-2 E, built on turn 3
      And it is turn 6
      And blue is to place BASE-E
      When blue places the tile at -4,-3 rotated 90
      And blue places no follower
      Then a city of 3 tiles is completed
      And red scores 6 points for the castle
      And red's follower at -2,-2 E returns
      And red's castle stands at -2,-2, scored
      And blue scores nothing

    # As car-castlevic-189 on the east side: the same west–east castle in an even row (y = -2),
    # red's caps at -2,-2 (facing east) and -1,-2 (facing west), built on turn 3. The city that
    # blue's cap at 1,-3 closes runs east from the north-east flank cell -1,-3 (a cap facing
    # east), through 0,-3 to 1,-3. Only -1,-3 is in the vicinity; -2,-3 west of it holds no
    # tile. 3 tiles × 2 = 6 (CAR-R-CITY-2), held by nobody; red's castle scores 6
    # (BCB-R-CASTLE-5).
    @id:car-castlevic-192 @rule:BCB-R-CASTLE-4 @rule:BCB-R-CASTLE-5
    Example: A city reaching the north-east flank cell of a west–east castle in an even row sets it off
      Given the board:
        | x  | y  | tile   | rotation | figures  |
        | -1 | 0  | BASE-U | 0        |          |
        | -1 | -1 | BASE-B | 0        |          |
        | -1 | -2 | BASE-E | 270      |          |
        | -2 | -2 | BASE-E | 90       | red on E |
        | -1 | -3 | BASE-E | 90       |          |
        | 0  | -3 | BASE-G | 0        |          |
      And red's castle stands at -2,-2 E, built on turn 3
      And it is turn 6
      And blue is to place BASE-E
      When blue places the tile at 1,-3 rotated 270
      And blue places no follower
      Then a city of 3 tiles is completed
      And red scores 6 points for the castle
      And red's follower at -2,-2 E returns
      And red's castle stands at -2,-2, scored
      And blue scores nothing
