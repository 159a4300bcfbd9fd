Feature: Meadows
  An explorer's meadow is worth one point per tile while it is open, two per
  tile once mountains and seas enclose it — but a completed meadow of only two
  tiles is worth two. Port cities never count for a meadow.

  Background:
    Given a discovery game between red and blue
    And the discovery fixture tiles
    And the draw pile is DFX-G

  Rule: An incomplete meadow is worth one point per tile, whatever its cities

    # The picture: an open meadow over four tiles. Here two of them are coastal
    # with three port cities between them, which change nothing.
    @id:dis-meadow-01 @rule:DI-R-GRASS-1 @rule:DI-R-GRASS-3 @rule:DI-R-SCORE-1 @source:DI-EX-10
    Example: Red's explorer leaves a four-tile open meadow and scores 4
      Given the board:
        | x | y | tile       | rotation | figures  |
        | 0 | 0 | DFX-G      | 0        | red on N |
        | 1 | 0 | DFX-S1G3C2 | 0        |          |
        | 2 | 0 | DFX-S1G3C1 | 0        |          |
        | 3 | 0 | DFX-G      | 0        |          |
      And red has just placed the tile at 3,0
      When red removes the follower at 0,0 N
      Then red scores 4 points for the meadow
      And red has 4 followers in supply

  Rule: A complete meadow is worth two per tile, but only two for two tiles

    # The picture: two tiles whose meadows face each other, each walled in by
    # mountains.
    # filler tiles (not in the book's picture) so play can reach this board
    @id:dis-meadow-02 @rule:DI-R-GRASS-2 @rule:DI-R-GRASS-4 @source:DI-EX-11
    Example: A completed two-tile meadow gives red only 2
      Given the board:
        | x  | y | tile     | rotation | figures  |
        | 0  | 0 | DFX-G1M3 | 90       | red on E |
        | 1  | 0 | DFX-G1M3 | 270      |          |
        | -1 | 0 | DIS-59   | 0        |          |
        | -2 | 0 | DIS-59   | 0        |          |
      And red has just placed the tile at 1,0
      When red removes the follower at 0,0 E
      Then red scores 2 points for the meadow

    # The picture: a meadow of five tiles enclosed by mountains and sea: two
    # ends and three middle tiles with mountains to the north and sea to the
    # south.
    @id:dis-meadow-03 @rule:DI-R-GRASS-2 @source:DI-EX-12
    Example: A completed five-tile meadow gives red 10
      Given the board:
        | x | y | tile      | rotation | figures  |
        | 0 | 0 | DFX-G1M3  | 90       |          |
        | 1 | 0 | DFX-GBAND | 0        |          |
        | 2 | 0 | DFX-GBAND | 0        | red on E |
        | 3 | 0 | DFX-GBAND | 0        |          |
        | 4 | 0 | DFX-G1M3  | 270      |          |
      And red has just placed the tile at 4,0
      When red removes the follower at 2,0 E
      Then red scores 10 points for the meadow

    @id:dis-meadow-04 @rule:DI-R-GRASS-2 @rule:DI-R-GRASS-1
    Example: The tile that closes a three-tile meadow doubles its value
      Given the board:
        | x | y | tile      | rotation | figures  |
        | 0 | 0 | DFX-G1M3  | 90       | red on E |
        | 1 | 0 | DFX-GBAND | 0        |          |
      And blue is to place DFX-G1M3
      And the draw pile is DFX-M, DFX-M
      When blue places the tile at 2,0 rotated 270
      And blue places no follower
      And red places the tile at 0,-1 rotated 0
      And red removes the follower at 0,0 E
      Then red scores 6 points for the meadow

  Rule: A meadow complete on one tile is worth what an incomplete one is (areas.one_tile)

    # DIS-65: an island meadow (C) in a sea on all four edges, north of the
    # start tile's bay; DIS-63 east of the start tile is the tile just placed.
    # DIS-15 at -1,0 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:dis-meadow-07 @rule:DI-R-GRASS-4 @interp:areas.one_tile=reduced
    Example: An island meadow of one tile is worth 1
      Given the board:
        | x  | y  | tile   | rotation | figures  |
        | 0  | -1 | DIS-65 | 0        | red on C |
        | 1  | 0  | DIS-63 | 0        |          |
        | -1 | 0  | DIS-15 | 0        |          |
      And red has just placed the tile at 1,0
      When red removes the follower at 0,-1 C
      Then red scores 1 point for the meadow

    # DIS-15 at -1,0 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:dis-meadow-08 @rule:DI-R-GRASS-2 @interp:areas.one_tile=complete
    Example: Under the other reading the island meadow is worth 2
      Given the board:
        | x  | y  | tile   | rotation | figures  |
        | 0  | -1 | DIS-65 | 0        | red on C |
        | 1  | 0  | DIS-63 | 0        |          |
        | -1 | 0  | DIS-15 | 0        |          |
      And red has just placed the tile at 1,0
      When red removes the follower at 0,-1 C
      Then red scores 2 points for the meadow
