Feature: Seas
  A navigator's sea is worth one point for each port city on its shore while
  it is open; once land encloses it, one more point per sea tile — except a
  completed sea of only two tiles, which gives its cities alone.

  Background:
    Given a discovery game between red and blue
    And the discovery fixture tiles
    And the draw pile is DFX-G

  Rule: An incomplete sea is worth one point per city on its shore

    # Here a bay with two cities opening onto an all-sea tile: two tiles, still
    # open, so the tiles add nothing.
    # filler tiles (not in the book's picture) so play can reach this board
    @id:dis-sea-01 @rule:DI-R-SEA-1 @source:DI-EX-16
    Example: An open sea with two cities on its shore gives 2
      Given the board:
        | x  | y  | tile       | rotation | figures  |
        | 0  | 0  | DFX-S1G3C2 | 0        | red on N |
        | 0  | -1 | DFX-S      | 0        |          |
        | 1  | 0  | DFX-G      | 0        |          |
        | -1 | 0  | DIS-15     | 0        |          |
      And red has just placed the tile at 1,0
      When red removes the follower at 0,0 N
      Then red scores 2 points for the sea

    # DIS-15 at -1,0 and DIS-15 at -2,0 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:dis-sea-02 @rule:DI-R-SEA-1 @rule:DI-R-SCORE-1
    Example: A sea without cities scores nothing, and the navigator still returns
      Given the board:
        | x  | y | tile     | rotation | figures  |
        | 0  | 0 | DFX-S1G3 | 0        | red on N |
        | 1  | 0 | DFX-G    | 0        |          |
        | -1 | 0 | DIS-15   | 0        |          |
        | -2 | 0 | DIS-15   | 0        |          |
      And red has just placed the tile at 1,0
      When red removes the follower at 0,0 N
      Then no points are scored
      And red has 4 followers in supply
      And the events are, in order:
        | type            | player | x | y | at |
        | figure_returned | red    | 0 | 0 | N  |
        | tile_drawn      | blue   |   |   |    |

  Rule: A complete sea adds one point per tile, except with two tiles

    # The picture: a sea of four tiles enclosed by land with three cities. Here
    # four corner tiles turned inwards form the sea; three carry a city.
    @id:dis-sea-03 @rule:DI-R-SEA-2 @source:DI-EX-17
    Example: A completed four-tile sea with three cities gives 3 + 4 = 7
      Given the board:
        | x | y | tile       | rotation | figures  |
        | 0 | 0 | DFX-S2G2C1 | 90       | red on E |
        | 1 | 0 | DFX-S2G2C1 | 180      |          |
        | 0 | 1 | DFX-S2G2C1 | 0        |          |
        | 1 | 1 | DFX-S2G2   | 270      |          |
      And red has just placed the tile at 1,1
      When red removes the follower at 0,0 E
      Then red scores 7 points for the sea

    # DI-EX-17's breakdown 3 + 4: the same sea one tile short is incomplete
    # and scores its 3 shore cities only; the 4 of the complete sea is its
    # 4 tiles.
    # filler tiles (not in the book's picture) so play can reach this board
    @id:dis-sea-03a @rule:DI-R-SEA-1 @rule:DI-R-SEA-2 @source:DI-EX-17
    Example: The three cities of that sea are its 3 points before it is complete
      Given the board:
        | x | y | tile       | rotation | figures  |
        | 0 | 0 | DFX-S2G2C1 | 90       | red on E |
        | 1 | 0 | DFX-S2G2C1 | 180      |          |
        | 0 | 1 | DFX-S2G2C1 | 0        |          |
        | 2 | 0 | DIS-15     | 0        |          |
      And red has just placed the tile at 0,1
      When red removes the follower at 0,0 E
      Then red scores 3 points for the sea

    # The picture: two bays facing each other, one with a city.
    # filler tiles (not in the book's picture) so play can reach this board
    @id:dis-sea-04 @rule:DI-R-SEA-2 @rule:DI-R-SEA-3 @source:DI-EX-18
    Example: A completed two-tile sea with one city gives only 1
      Given the board:
        | x  | y | tile       | rotation | figures  |
        | 0  | 0 | DFX-S1G3C1 | 90       | red on E |
        | 1  | 0 | DFX-S1G3   | 270      |          |
        | -1 | 0 | DIS-15     | 0        |          |
        | -2 | 0 | DIS-15     | 0        |          |
      And red has just placed the tile at 1,0
      When red removes the follower at 0,0 E
      Then red scores 1 point for the sea

    # A lake inside one tile touches no edge: a complete sea of one tile. The
    # source never mentions such areas (spec/interpretations.md,
    # areas.one_tile): by default it is worth no more than a 2-tile sea.
    # DIS-15 at -1,0 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:dis-sea-05a @rule:DI-R-SEA-3 @rule:DI-R-COMP-2 @interp:areas.one_tile=reduced
    Example: A lake with one city is worth 1, like a two-tile sea
      Given the board:
        | x  | y | tile     | rotation | figures  |
        | 0  | 0 | DFX-G    | 0        |          |
        | 1  | 0 | DFX-LAKE | 0        | red on C |
        | 2  | 0 | DFX-G    | 0        |          |
        | -1 | 0 | DIS-15   | 0        |          |
      And red has just placed the tile at 2,0
      When red removes the follower at 1,0 C
      Then red scores 1 point for the sea

    # DIS-15 at -1,0 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:dis-sea-05 @rule:DI-R-SEA-2 @rule:DI-R-COMP-2 @interp:areas.one_tile=complete
    Example: A lake with one city is a completed one-tile sea worth 2
      Given the board:
        | x  | y | tile     | rotation | figures  |
        | 0  | 0 | DFX-G    | 0        |          |
        | 1  | 0 | DFX-LAKE | 0        | red on C |
        | 2  | 0 | DFX-G    | 0        |          |
        | -1 | 0 | DIS-15   | 0        |          |
      And red has just placed the tile at 2,0
      When red removes the follower at 1,0 C
      Then red scores 2 points for the sea

    # DIS-15 at -1,0 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:dis-sea-06 @rule:DI-R-DEPLOY-5 @rule:DI-R-COMP-2 @interp:deploy.completed_area=allowed
    Example: A navigator can go on the lake of the new tile
      Given the board:
        | x  | y | tile   | rotation | figures   |
        | 0  | 0 | DFX-G  | 0        | blue on N |
        | -1 | 0 | DIS-15 | 0        |           |
      And red is to place DFX-LAKE
      When red places the tile at 1,0 rotated 0
      Then red may place a follower on C
      When red places a follower on C
      Then the events include, in order:
        | type          | player | role      | at | feature |
        | figure_placed | red    | navigator | C  | sea     |
