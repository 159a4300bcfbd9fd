Feature: Removing followers and scoring their areas
  Instead of deploying, a player may take one of their followers off the board,
  from any area, complete or not, shared or not, and score that area's value at
  once. Every follower scores on its own: there are no majorities.

  Background:
    Given a discovery game between red and blue
    And the discovery fixture tiles
    And the draw pile is DFX-G, DFX-G, DFX-G

  Rule: A removal scores the area and returns the follower to the supply

    # (0,0) is DFX-S2G2 with its meadow on N and E, not the all-meadow DFX-G, so the filler tiles
    # touch its sea, not the meadow this scenario scores.
    # DIS-19 at 0,1 and DIS-19 at -1,0 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:dis-remove-01 @rule:DI-R-SCORE-1
    Example: Red scores the meadow, then the follower is back in the supply
      Given the board:
        | x  | y | tile     | rotation | figures  |
        | 0  | 0 | DFX-S2G2 | 180      | red on N |
        | 1  | 0 | DFX-G    | 0        |          |
        | 0  | 1 | DIS-19   | 0        |          |
        | -1 | 0 | DIS-19   | 0        |          |
      And red has just placed the tile at 1,0
      When red removes the follower at 0,0 N
      Then the events are, in order:
        | type            | player | points | reason | final | x | y | at |
        | points_scored   | red    | 2      | meadow | false |   |   |    |
        | figure_returned | red    |        |        |       | 0 | 0 | N  |
        | tile_drawn      | blue   |        |        |       |   |   |    |
      And red has 4 followers in supply
      And the scores are red 2, blue 0

    # DIS-15 at -1,0 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:dis-remove-02 @rule:DI-R-SCORE-1
    Example: Removing blue's follower is refused
      Given the board:
        | x  | y | tile   | rotation | figures   |
        | 0  | 0 | DFX-G  | 0        | blue on N |
        | 1  | 0 | DFX-G  | 0        |           |
        | -1 | 0 | DIS-15 | 0        |           |
      And red has just placed the tile at 1,0
      Then red may remove no follower
      When red tries to remove the follower at 0,0 N
      Then the move is rejected under DI-R-SCORE-1

    # DIS-15 at -1,0 and DIS-15 at -2,0 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:dis-remove-03 @rule:DI-R-SCORE-1
    Example: Removing a follower that is not there is refused
      Given the board:
        | x  | y | tile   | rotation | figures  |
        | 0  | 0 | DFX-G  | 0        | red on N |
        | 1  | 0 | DFX-G  | 0        |          |
        | -1 | 0 | DIS-15 | 0        |          |
        | -2 | 0 | DIS-15 | 0        |          |
      And red has just placed the tile at 1,0
      When red tries to remove the follower at 1,0 N
      Then the move is rejected under DI-R-SCORE-1

    # Edge case of DI-R-SCORE-1 (spec/discovery.md, Protocol): a remove_figure move names the place
    # the follower stands on, S here, not its meadow's smallest place N; the follower returns from
    # S. DIS-15 at -1,0 and DIS-15 at -2,0 hold no figures and are here so that a route reaches
    # this position by play (features/README.md, "Routes").
    @id:dis-remove-07 @rule:DI-R-SCORE-1 @rule:PC-R-PLACE-1
    Example: The removal red may make names the place the follower stands on
      Given the board:
        | x  | y | tile   | rotation | figures  |
        | 0  | 0 | DFX-G  | 0        | red on S |
        | 1  | 0 | DFX-G  | 0        |          |
        | -1 | 0 | DIS-15 | 0        |          |
        | -2 | 0 | DIS-15 | 0        |          |
      And red has just placed the tile at 1,0
      Then red may remove the follower at 0,0 S
      When red removes the follower at 0,0 S
      Then the events include, in order:
        | type            | player | x | y | at |
        | figure_returned | red    | 0 | 0 | S  |

    # Edge case of DI-R-SCORE-1: the refusal holds whichever way round the seats are — here
    # the later player (blue) tries to remove the earlier player's (red's) follower.
    # DIS-15 at -1,0 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:dis-remove-06 @rule:DI-R-SCORE-1
    Example: Blue may not remove red's follower either
      Given the board:
        | x  | y | tile   | rotation | figures  |
        | 0  | 0 | DFX-G  | 0        | red on N |
        | 1  | 0 | DFX-G  | 0        |          |
        | -1 | 0 | DIS-15 | 0        |          |
      And blue has just placed the tile at 1,0
      Then blue may remove no follower
      When blue tries to remove the follower at 0,0 N
      Then the move is rejected under DI-R-SCORE-1

  Rule: Any area may be scored, complete or not, shared or not

    # DIS-19 at 1,1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:dis-remove-04 @rule:DI-R-SCORE-2
    Example: A follower is removed from a completed meadow for its full value
      Given the board:
        | x | y | tile      | rotation | figures  |
        | 0 | 0 | DFX-G1M3  | 90       |          |
        | 1 | 0 | DFX-GBAND | 0        | red on E |
        | 2 | 0 | DFX-G1M3  | 270      |          |
        | 1 | 1 | DIS-19    | 0        |          |
      And red has just placed the tile at 2,0
      When red removes the follower at 1,0 E
      Then red scores 6 points for the meadow

    # Rewritten so that play reaches it (features/README.md, "Routes"): the two explorers stood in
    # one meadow of directly joined tiles, which no play reaches (DI-R-DEPLOY-6). Now red's
    # explorer (0,0, DFX-S1G3 turned 270, bay on W) and blue's (-1,-1, DFX-S1G3 turned 180, bay
    # on S) were deployed into two separate meadows, both touching only the sea of the
    # figure-free DFX-S at -1,0; red's tile at 0,-1 (DFX-G) has just joined them (DI-R-MULTI-1).
    # Meadow 0,0 + 0,-1 + -1,-1, open (0,0 E and S, 0,-1 N and E, -1,-1 W and N): incomplete,
    # 1 point per tile (DI-R-GRASS-1) = 3 tiles x 1 = 3, to red in full (DI-R-MULTI-2).
    @id:dis-remove-05 @rule:DI-R-SCORE-2 @rule:DI-R-MULTI-2
    Example: Red scores a meadow shared with blue in full, and blue's explorer stays
      Given the board:
        | x  | y  | tile     | rotation | figures   |
        | -1 | 0  | DFX-S    | 0        |           |
        | 0  | 0  | DFX-S1G3 | 270      | red on N  |
        | -1 | -1 | DFX-S1G3 | 180      | blue on N |
        | 0  | -1 | DFX-G    | 0        |           |
      And red has just placed the tile at 0,-1
      Then red may remove the follower at 0,0 N
      When red removes the follower at 0,0 N
      Then red scores 3 points for the meadow
      And blue's follower at -1,-1 N stays
      And blue scores nothing

  Rule: Several followers in one area each score it on its own

    # The picture: a sea not yet joined to the sea of Yellow's navigator. Here
    # yellow's bay with two cities faces east; red's new tile, two cells further
    # east, opens its own bay with two cities to the west, and the cell between
    # them is still empty.
    @id:dis-multi-01 @rule:DI-R-DEPLOY-6 @rule:DI-R-MULTI-1 @source:DI-EX-19
    Example: Red deploys a navigator in a sea not yet joined to yellow's
      Given a discovery game between yellow and red
      And the discovery fixture tiles
      And the board:
        | x | y | tile       | rotation | figures     |
        | 0 | 0 | DFX-S1G3C2 | 90       | yellow on E |
        | 0 | 1 | DFX-G      | 0        |             |
        | 1 | 1 | DFX-G      | 0        |             |
        | 2 | 1 | DFX-G      | 0        |             |
      And red is to place DFX-S1G3C2
      And the draw pile is DFX-S3G1, DFX-G
      When red places the tile at 2,0 rotated 270
      Then red may place a follower on N and W
      When red places a follower on W
      Then the events include, in order:
        | type          | player | role      | x | y | at |
        | figure_placed | red    | navigator | 2 | 0 | W  |

    # The picture: a later tile joins the two seas; it is still open, so it is
    # worth its four cities, to each navigator on its own.
    @id:dis-multi-02 @rule:DI-R-MULTI-1 @rule:DI-R-MULTI-2 @rule:DI-R-SEA-1 @source:DI-EX-20
    Example: Once the seas are joined, yellow and red each score the four cities
      Given a discovery game between yellow and red
      And the discovery fixture tiles
      And the board:
        | x | y | tile       | rotation | figures     |
        | 0 | 0 | DFX-S1G3C2 | 90       | yellow on E |
        | 0 | 1 | DFX-G      | 0        |             |
        | 1 | 1 | DFX-G      | 0        |             |
        | 2 | 1 | DFX-G      | 0        |             |
        | 2 | 0 | DFX-S1G3C2 | 270      | red on W    |
      And yellow is to place DFX-S3G1
      And the draw pile is DFX-G, DFX-G
      When yellow places the tile at 1,0 rotated 0
      And yellow removes the follower at 0,0 E
      Then yellow scores 4 points for the sea
      And red's follower at 2,0 W stays
      When red places the tile at 0,2 rotated 0
      And red removes the follower at 2,0 W
      Then red scores 4 points for the sea

    # Two red explorers in one open meadow: the first scores three tiles; by
    # red's next turn the meadow has grown to five, and the second scores that.
    # Rewritten so that play reaches it (features/README.md, "Routes"): red's two explorers stood
    # in one meadow of directly joined tiles, which no play reaches (DI-R-DEPLOY-6). Now they were
    # deployed on two of red's turns into separate meadows (0,0, DFX-S1G3 turned 270, bay on W;
    # -1,-1, DFX-S1G3 turned 180, bay on S), both touching only the sea of the figure-free DFX-S
    # at -1,0 (DFX-S at -2,0 and -3,0 are blue's figure-free tiles of the turns between); red's
    # tile at 0,-1 (DFX-G) has just joined them (DI-R-MULTI-1).
    # First removal: meadow 0,0 + 0,-1 + -1,-1, open: 3 tiles x 1 = 3 (DI-R-GRASS-1).
    # Blue's DFX-G at 1,0 (against 0,0's meadow E) and red's at 0,1 (against 0,0's meadow S)
    # extend it: 5 tiles, still open: 5 x 1 = 5 for the second removal (DI-R-MULTI-3).
    # Scores: red 3 + 5 = 8, blue 0.
    @id:dis-multi-03 @rule:DI-R-MULTI-3 @rule:DI-R-GRASS-1
    Example: Red's two explorers leave one meadow on two turns, each for its value then
      Given the board:
        | x  | y  | tile     | rotation | figures  |
        | -3 | 0  | DFX-S    | 0        |          |
        | -2 | 0  | DFX-S    | 0        |          |
        | -1 | 0  | DFX-S    | 0        |          |
        | 0  | 0  | DFX-S1G3 | 270      | red on N |
        | -1 | -1 | DFX-S1G3 | 180      | red on N |
        | 0  | -1 | DFX-G    | 0        |          |
      And red has just placed the tile at 0,-1
      Then red may remove the followers at 0,0 N and -1,-1 N
      When red removes the follower at 0,0 N
      Then blue must place DFX-G next
      When blue places the tile at 1,0 rotated 0
      And blue places no follower
      And red places the tile at 0,1 rotated 0
      And red removes the follower at -1,-1 N
      Then the events include, in order:
        | type            | player | points | reason | at |
        | points_scored   | red    | 3      | meadow |    |
        | figure_returned | red    |        |        | N  |
        | points_scored   | red    | 5      | meadow |    |
        | figure_returned | red    |        |        | N  |
      And the scores are red 8, blue 0

  Rule: An area emptied by a removal takes a follower again

    # DIS-15 at -1,0 and DIS-15 at -2,0 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:dis-after-01 @rule:DI-R-AFTER-1
    Example: After red empties a meadow, blue extends it and deploys there
      Given the board:
        | x  | y | tile   | rotation | figures  |
        | 0  | 0 | DFX-G  | 0        | red on N |
        | 1  | 0 | DFX-G  | 0        |          |
        | -1 | 0 | DIS-15 | 0        |          |
        | -2 | 0 | DIS-15 | 0        |          |
      And red has just placed the tile at 1,0
      When red removes the follower at 0,0 N
      And blue places the tile at 2,0 rotated 0
      Then blue may place a follower on N

    # DIS-15 at 0,-1 and DIS-15 at 0,-2 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:dis-after-02 @rule:DI-R-AFTER-2 @rule:DI-R-SCORE-1 @interp:redeploy.same_player=allowed
    Example: Red may deploy again in the meadow red emptied
      Given the board:
        | x | y  | tile   | rotation | figures  |
        | 0 | 0  | DFX-G  | 0        | red on N |
        | 1 | 0  | DFX-G  | 0        |          |
        | 0 | -1 | DIS-15 | 0        |          |
        | 0 | -2 | DIS-15 | 0        |          |
      And red has just placed the tile at 1,0
      When red removes the follower at 0,0 N
      And blue places the tile at 2,0 rotated 0
      And blue places no follower
      And red places the tile at -1,0 rotated 0
      Then red may place a follower on N
      When red places a follower on N
      Then red has 3 followers in supply
      And the figures on the board are:
        | player | x  | y | at |
        | red    | -1 | 0 | N  |
