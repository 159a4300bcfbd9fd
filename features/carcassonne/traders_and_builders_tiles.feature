@requires:traders_and_builders
Feature: Traders & Builders: the new tiles
  Four of the new tiles need a word: the bridge carries one road over the other,
  the monastery ends three roads, one tile's roads end at a city and at a small
  house, and one tile holds three separate city segments round one field.

  Background:
    Given a carcassonne game between red and blue
    And the expansions traders_and_builders is in play

  Rule: The bridge neither ends nor joins its roads, and leaves four fields

    # The picture is missing. A junction ends the road west of the start tile;
    # red's thief is on it. The bridge goes east of the start tile, its west–east
    # road lengthening red's road.
    # BASE-B at -1,-1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:car-tb-tile-01 @source:TB-EX-09 @rule:TB-R-TILE-1
    Example: Over the bridge red's road goes on, the crossing road is free, and four fields remain
      Given the board:
        | x  | y  | tile   | rotation | figures  |
        | -1 | 0  | BASE-W | 0        | red on E |
        | -1 | -1 | BASE-B | 0        |          |
      And red is to place TB-23
      And the draw pile is BASE-V
      When red places the tile at 1,0 rotated 0
      Then red may place a follower on N, Nw, Ne, Es and Sw
      When red places no follower
      Then no feature is completed

    # Blue's farmers lie north and south of the start tile's road; the bridge's
    # two western fields join those fields, the two eastern ones stay free.
    # Reached by play (features/README.md, "Routes"): blue's farmers stand on tiles of their own,
    # north of the road at -1,0 (with the start tile's field north of the road) and on the cloister
    # at 0,1 (with the field south of it), one figure per tile.
    # BASE-B at -1,-1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:car-tb-tile-02 @rule:TB-R-TILE-1
    Example: The bridge's western fields join the fields beside the road, its eastern ones stay apart
      Given the board:
        | x  | y  | tile   | rotation | figures    |
        | -1 | 0  | BASE-U | 0        | blue on Nw |
        | 0  | 1  | BASE-B | 0        | blue on Ne |
        | -1 | -1 | BASE-B | 0        |            |
      And red is to place TB-23
      When red places the tile at 1,0 rotated 0
      Then red may place a follower on N, E, Ne and Es

  Rule: The monastery ends three separate roads and leaves three fields

    # The picture is missing. The monastery tile goes east of the start tile,
    # its west road ending red's road from the junction.
    # BASE-B at -1,-1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:car-tb-tile-03 @source:TB-EX-10 @rule:TB-R-TILE-2
    Example: The monastery ends red's road and starts two more, between three fields
      Given the board:
        | x  | y  | tile   | rotation | figures  |
        | -1 | 0  | BASE-W | 0        | red on E |
        | -1 | -1 | BASE-B | 0        |          |
      And red is to place TB-24
      And the draw pile is BASE-V
      When red places the tile at 1,0 rotated 0
      Then red may place a follower on E, S, C, Nw, Es and Sw
      When red places no follower
      Then a road of 3 tiles is completed
      And red scores 3 points for the road
      And red's follower at -1,0 E returns

  Rule: One road ends at the city, the other at a small house; three fields remain

    # The picture is missing. The tile goes east of the start tile: its west
    # road (ending at the house) closes red's road from the junction; its south
    # road (ending at the city) closes blue's road from the crossroads below.
    @id:car-tb-tile-04 @source:TB-EX-11 @rule:TB-R-TILE-3
    Example: Both roads end on the tile, as two separate roads, between three fields
      Given the board:
        | x  | y | tile   | rotation | figures   |
        | -1 | 0 | BASE-W | 0        | red on E  |
        | 0  | 1 | BASE-V | 270      |           |
        | 1  | 1 | BASE-X | 0        | blue on N |
      And red is to place TB-22
      And the draw pile is BASE-U
      When red places the tile at 1,0 rotated 0
      Then red may place a follower on N, En, Sw and Wn
      When red places no follower
      Then a road of 3 tiles is completed
      And a road of 2 tiles is completed
      And red scores 3 points for the road
      And blue scores 2 points for the road

  Rule: The three-city tile has three separate city segments round one field

    # The picture is missing. The tile goes north of the start tile; caps and a
    # corner already wait on its three city sides (the tiles west and east of
    # the start tile only connect them). One tile closes three cities.
    @id:car-tb-tile-05 @source:TB-EX-12 @rule:TB-R-TILE-4
    Example: Three cities close on three separate segments, and the field in the middle borders all three
      Given the board:
        | x  | y  | tile   | rotation | figures |
        | -1 | 0  | BASE-V | 270      |         |
        | 1  | 0  | BASE-V | 0        |         |
        | -1 | -1 | BASE-E | 90       |         |
        | 1  | -1 | BASE-E | 270      |         |
        | -1 | -2 | BASE-B | 0        |         |
        | 0  | -2 | BASE-E | 180      |         |
      And red is to place TB-08
      When red places the tile at 0,-1 rotated 0
      Then red may place a follower on N, E, S and C
      When red places a follower on C
      Then the events include, in order:
        | type              | tiles |
        | feature_completed | 3     |
        | feature_completed | 2     |
        | feature_completed | 2     |
      And red receives goods cloth 1
      And the game is over
      And red scores 9 points for the field
