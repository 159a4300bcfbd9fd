Feature: Mountains
  A brigand's mountain range is worth one point for each port city on the
  range itself or on any meadow bordering it, two per city once meadows and
  seas enclose it — but a completed range of only two tiles gives one per
  city. Cities in the bordering meadows count however far away they lie.

  Background:
    Given a discovery game between red and blue
    And the discovery fixture tiles
    And the draw pile is DFX-G

  Rule: An incomplete range is worth one point per counting city

    # The picture: an open range with one city on its own coast and three in
    # the meadows beside it. Here the range runs over two tiles, open at both
    # ends, with a bay and a city on the first; one meadow runs along its
    # south side on both tiles (it counts once) down to three coastal cities.
    @id:dis-mountain-01 @rule:DI-R-MTN-1 @source:DI-EX-13
    Example: An open range with one city of its own and three beside it gives 4
      Given the board:
        | x | y | tile       | rotation | figures  |
        | 0 | 0 | DFX-MSG    | 0        | red on E |
        | 1 | 0 | DFX-MSG0   | 0        |          |
        | 0 | 1 | DFX-S1G3C2 | 180      |          |
        | 1 | 1 | DFX-S1G3C1 | 180      |          |
      And red has just placed the tile at 1,1
      When red removes the follower at 0,0 E
      Then red scores 4 points for the mountain

  Rule: A complete range is worth two per counting city, one for two tiles

    # The picture: five cities, of which four count. Here a range of three
    # tiles enclosed by meadows and a bay: one city on its own coast, one in
    # the meadow south of it, two in the meadow east of it. The fifth city
    # stands across the bay on a meadow that does not border the range.
    @id:dis-mountain-02 @rule:DI-R-MTN-1 @rule:DI-R-MTN-2 @source:DI-EX-14
    Example: A completed range with five cities around, four of them counting, gives 8
      Given the board:
        | x | y  | tile       | rotation | figures  |
        | 0 | 0  | DFX-M1G3   | 90       |          |
        | 1 | 0  | DFX-MSG    | 0        | red on E |
        | 2 | 0  | DFX-M1G3   | 270      |          |
        | 3 | 0  | DFX-S1G3C2 | 90       |          |
        | 1 | 1  | DFX-S1G3C1 | 180      |          |
        | 1 | -1 | DFX-S1G3C1 | 180      |          |
      And red has just placed the tile at 1,-1
      When red removes the follower at 1,0 E
      Then red scores 8 points for the mountain

    # The picture: a two-tile range and four cities, one of them far off in an
    # open meadow. Here two cities lie in the meadow south-west of the range
    # and two in the meadow east of it, two tiles away.
    @id:dis-mountain-03 @rule:DI-R-MTN-2 @rule:DI-R-MTN-3 @rule:DI-R-MTN-4 @source:DI-EX-15
    Example: A completed two-tile range with four counting cities gives only 4
      Given the board:
        | x | y | tile       | rotation | figures  |
        | 0 | 0 | DFX-M1G3   | 90       | red on E |
        | 1 | 0 | DFX-M1G3   | 270      |          |
        | 0 | 1 | DFX-S1G3C2 | 180      |          |
        | 2 | 0 | DFX-G      | 0        |          |
        | 3 | 0 | DFX-S1G3C2 | 90       |          |
      And red has just placed the tile at 3,0
      When red removes the follower at 0,0 E
      Then red scores 4 points for the mountain

    @id:dis-mountain-04 @rule:DI-R-MTN-2 @rule:DI-R-MTN-4
    Example: A completed range gains value when a bordering meadow gains cities
      Given the board:
        | x | y | tile     | rotation | figures  |
        | 0 | 0 | DFX-M1G3 | 90       | red on E |
        | 1 | 0 | DFX-MSG0 | 0        |          |
        | 2 | 0 | DFX-M1G3 | 270      |          |
      And red is to place DFX-S1G3C2
      When red places the tile at 2,1 rotated 180
      And red removes the follower at 0,0 E
      Then red scores 4 points for the mountain

    # DIS-15 at 0,1, DIS-15 at -1,0 and DIS-15 at 1,0 hold no figures and are here so that a route
    # reaches this position by play (features/README.md, "Routes").
    # Red has just placed the filler at 1,0 (no play leaves a follower on the tile just placed
    # before that turn's follower step).
    @id:dis-mountain-05 @rule:DI-R-MTN-1
    Example: A range with no city on it or beside it scores nothing
      Given the board:
        | x  | y | tile     | rotation | figures  |
        | 0  | 0 | DFX-M1G3 | 0        | red on N |
        | 0  | 1 | DIS-15   | 0        |          |
        | -1 | 0 | DIS-15   | 0        |          |
        | 1  | 0 | DIS-15   | 0        |          |
      And red has just placed the tile at 1,0
      When red removes the follower at 0,0 N
      Then red scores nothing
      And red has 4 followers in supply

  Rule: A range complete on one tile is worth what an incomplete one is (areas.one_tile)

    # DIS-63: a peak (C) inside a meadow that joins the start tile's meadow,
    # on which the start tile's port city stands: 1 counting city.
    # DIS-15 at -1,0 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:dis-mountain-07 @rule:DI-R-MTN-3 @interp:areas.one_tile=reduced
    Example: A peak of one tile is worth 1 per counting city
      Given the board:
        | x  | y  | tile   | rotation | figures  |
        | 1  | 0  | DIS-63 | 0        | red on C |
        | 0  | -1 | DIS-65 | 0        |          |
        | -1 | 0  | DIS-15 | 0        |          |
      And red has just placed the tile at 0,-1
      When red removes the follower at 1,0 C
      Then red scores 1 point for the mountain

    # The same peak under the other reading: a complete range of one tile is not one of two
    # tiles (DI-R-MTN-3), so it is worth 2 per counting city (DI-R-MTN-2).
    # DIS-15 at -1,0 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:dis-mountain-08 @rule:DI-R-MTN-2 @rule:DI-R-MTN-3 @interp:areas.one_tile=complete
    Example: Under the other reading a peak of one tile is worth 2 per counting city
      Given the board:
        | x  | y  | tile   | rotation | figures  |
        | 1  | 0  | DIS-63 | 0        | red on C |
        | 0  | -1 | DIS-65 | 0        |          |
        | -1 | 0  | DIS-15 | 0        |          |
      And red has just placed the tile at 0,-1
      When red removes the follower at 1,0 C
      Then red scores 2 points for the mountain
