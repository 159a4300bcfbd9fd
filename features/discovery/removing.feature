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

  Rule: A follower in the minority of a shared area scores it as fully as the majority

    # No majorities (DI-R-MULTI-2): an engine that scores a shared area for its majority, as
    # Carcassonne does, gives the player with fewer followers nothing. In these boards three
    # tiles each show a single edge of the area, deployed on while it was theirs alone, and the
    # tile in the middle has just joined them: red has two followers there, blue one.
    # Meadow: DFX-G at 1,1 joins the meadow caps of 1,0 (red, S), 0,1 (red, E) and 2,1
    # (blue, W); the DFX-S tiles at 0,0 and 2,0 are sea. 4 tiles, open at 1,1 S: 4 x 1 = 4
    # (DI-R-GRASS-1). Red (two of three) removes one: 4. Then red and blue have one each (a tie):
    # blue removes: 4.
    @id:dis-multi-04 @rule:DI-R-MULTI-2 @rule:DI-R-SCORE-2 @rule:DI-R-GRASS-1
    Example: In a shared meadow the majority, then a tie, each score the meadow in full
      Given the draw pile is DFX-S, DFX-G
      And the board:
        | x | y | tile     | rotation | figures   |
        | 0 | 0 | DFX-S    | 0        |           |
        | 1 | 0 | DFX-G1S3 | 180      | red on S  |
        | 2 | 0 | DFX-S    | 0        |           |
        | 0 | 1 | DFX-G1S3 | 90       | red on E  |
        | 2 | 1 | DFX-G1S3 | 270      | blue on W |
        | 1 | 1 | DFX-G    | 0        |           |
      And red has just placed the tile at 1,1
      When red removes the follower at 1,0 S
      Then red scores 4 points for the meadow
      When blue places the tile at -1,0 rotated 0
      And blue removes the follower at 2,1 W
      Then blue scores 4 points for the meadow
      And red's follower at 0,1 E stays
      And the scores are red 4, blue 4

    # The same meadow, joined by blue's tile: blue, with one explorer of three, removes it and
    # scores 4 like anyone else. Then the game ends: red's two explorers each score the meadow
    # (DI-R-FINAL-1), in the order (x, y) of the followers (0,1; 1,0): 4 and 4.
    @id:dis-multi-05 @rule:DI-R-MULTI-2 @rule:DI-R-SCORE-2 @rule:DI-R-FINAL-1
    Example: Blue, in the minority of a shared meadow, removes its explorer for the full value
      Given the draw pile is DFX-S, DFX-G
      And the board:
        | x | y | tile     | rotation | figures   |
        | 0 | 0 | DFX-S    | 0        |           |
        | 1 | 0 | DFX-G1S3 | 180      | red on S  |
        | 2 | 0 | DFX-S    | 0        |           |
        | 0 | 1 | DFX-G1S3 | 90       | red on E  |
        | 2 | 1 | DFX-G1S3 | 270      | blue on W |
        | 1 | 1 | DFX-G    | 0        |           |
      And blue has just placed the tile at 1,1
      When blue removes the follower at 2,1 W
      Then blue scores 4 points for the meadow
      When the game ends
      Then the events include, in order:
        | type          | player | points | reason | final |
        | points_scored | blue   | 4      | meadow | false |
        | points_scored | red    | 4      | meadow | true  |
        | points_scored | red    | 4      | meadow | true  |
        | game_ended    |        |        |        |       |
      And the scores are red 8, blue 4

    # Mountains: DFX-S1M3C1 at 1,-1 (sea N; mountain E, S, W with 1 port city) joins the mountain
    # caps of 1,0 (red, N), 0,-1 (red, E) and 2,-1 (blue, W). The range is enclosed (4 tiles):
    # complete, 2 per counting city (DI-R-MTN-2). Counting cities: 1 on the range, and 1 + 2 on
    # the one meadow that borders it (DFX-S1G3C1 at 0,0, DFX-S1G3C2 at 2,0, their bays facing out),
    # 4 in all: 8. Red (two of three) removes one: 8; then the tie: blue removes: 8.
    @id:dis-multi-06 @rule:DI-R-MULTI-2 @rule:DI-R-SCORE-2 @rule:DI-R-MTN-2
    Example: In a shared mountain range the majority, then a tie, each score the range in full
      Given the draw pile is DFX-S, DFX-G
      And the board:
        | x | y  | tile       | rotation | figures   |
        | 0 | 0  | DFX-S1G3C1 | 270      |           |
        | 1 | 0  | DFX-M1G3   | 0        | red on N  |
        | 2 | 0  | DFX-S1G3C2 | 90       |           |
        | 0 | -1 | DFX-M1G3   | 90       | red on E  |
        | 2 | -1 | DFX-M1G3   | 270      | blue on W |
        | 1 | -1 | DFX-S1M3C1 | 0        |           |
      And red has just placed the tile at 1,-1
      When red removes the follower at 1,0 N
      Then red scores 8 points for the mountain
      When blue places the tile at -1,0 rotated 0
      And blue removes the follower at 2,-1 W
      Then blue scores 8 points for the mountain
      And red's follower at 0,-1 E stays
      And the scores are red 8, blue 8

    # The same range, closed by blue's tile: blue's one brigand of three scores 8. At the end
    # every area counts as incomplete (DI-R-FINAL-2): red's two brigands each score 1 per
    # counting city, 4, in the order (x, y) of the followers (0,-1; 1,0).
    @id:dis-multi-07 @rule:DI-R-MULTI-2 @rule:DI-R-SCORE-2 @rule:DI-R-FINAL-1
    Example: Blue, in the minority of a shared mountain range, removes its brigand for the full value
      Given the draw pile is DFX-S, DFX-G
      And the board:
        | x | y  | tile       | rotation | figures   |
        | 0 | 0  | DFX-S1G3C1 | 270      |           |
        | 1 | 0  | DFX-M1G3   | 0        | red on N  |
        | 2 | 0  | DFX-S1G3C2 | 90       |           |
        | 0 | -1 | DFX-M1G3   | 90       | red on E  |
        | 2 | -1 | DFX-M1G3   | 270      | blue on W |
        | 1 | -1 | DFX-S1M3C1 | 0        |           |
      And blue has just placed the tile at 1,-1
      When blue removes the follower at 2,-1 W
      Then blue scores 8 points for the mountain
      When the game ends
      Then the events include, in order:
        | type          | player | points | reason   | final |
        | points_scored | blue   | 8      | mountain | false |
        | points_scored | red    | 4      | mountain | true  |
        | points_scored | red    | 4      | mountain | true  |
        | game_ended    |        |        |          |       |
      And the scores are red 8, blue 8

    # Seas: DFX-S3G1 at 1,-1 turned 180 (meadow N; sea E, S, W) joins the bays of 1,0 (red, N;
    # 1 port city), 0,-1 (red, E; 2 port cities) and 2,-1 (blue, W; 1 port city). The sea is
    # enclosed (4 tiles): 1 per city on its shore plus 1 per tile (DI-R-SEA-2) = 4 + 4 = 8.
    # Red (two of three) removes one: 8; then the tie: blue removes: 8.
    @id:dis-multi-08 @rule:DI-R-MULTI-2 @rule:DI-R-SCORE-2 @rule:DI-R-SEA-2
    Example: In a shared sea the majority, then a tie, each score the sea in full
      Given the draw pile is DFX-G, DFX-G
      And the board:
        | x | y  | tile       | rotation | figures   |
        | 0 | 0  | DFX-G      | 0        |           |
        | 1 | 0  | DFX-S1G3C1 | 0        | red on N  |
        | 2 | 0  | DFX-G      | 0        |           |
        | 0 | -1 | DFX-S1G3C2 | 90       | red on E  |
        | 2 | -1 | DFX-S1G3C1 | 270      | blue on W |
        | 1 | -1 | DFX-S3G1   | 180      |           |
      And red has just placed the tile at 1,-1
      When red removes the follower at 1,0 N
      Then red scores 8 points for the sea
      When blue places the tile at -1,0 rotated 0
      And blue removes the follower at 2,-1 W
      Then blue scores 8 points for the sea
      And red's follower at 0,-1 E stays
      And the scores are red 8, blue 8

    # The same sea, closed by blue's tile: blue's one navigator of three scores 8. At the end
    # every area counts as incomplete (DI-R-FINAL-2): red's two navigators each score 1 per city
    # on the shore, 4, in the order (x, y) of the followers (0,-1; 1,0).
    @id:dis-multi-09 @rule:DI-R-MULTI-2 @rule:DI-R-SCORE-2 @rule:DI-R-FINAL-1
    Example: Blue, in the minority of a shared sea, removes its navigator for the full value
      Given the draw pile is DFX-G, DFX-G
      And the board:
        | x | y  | tile       | rotation | figures   |
        | 0 | 0  | DFX-G      | 0        |           |
        | 1 | 0  | DFX-S1G3C1 | 0        | red on N  |
        | 2 | 0  | DFX-G      | 0        |           |
        | 0 | -1 | DFX-S1G3C2 | 90       | red on E  |
        | 2 | -1 | DFX-S1G3C1 | 270      | blue on W |
        | 1 | -1 | DFX-S3G1   | 180      |           |
      And blue has just placed the tile at 1,-1
      When blue removes the follower at 2,-1 W
      Then blue scores 8 points for the sea
      When the game ends
      Then the events include, in order:
        | type          | player | points | reason | final |
        | points_scored | blue   | 8      | sea    | false |
        | points_scored | red    | 4      | sea    | true  |
        | points_scored | red    | 4      | sea    | true  |
        | game_ended    |        |        |        |       |
      And the scores are red 8, blue 8

    # Final scoring with all three still standing: each follower scores the open meadow of
    # dis-multi-04, 4, the minority's as well (DI-R-FINAL-1), in the order (x, y) of the
    # followers (0,1 red; 1,0 red; 2,1 blue).
    @id:dis-final-07 @rule:DI-R-FINAL-1 @rule:DI-R-MULTI-2
    Example: At the end blue's one explorer in a meadow where red has two scores it in full
      Given the draw pile is DFX-S, DFX-G
      And the board:
        | x | y | tile     | rotation | figures   |
        | 0 | 0 | DFX-S    | 0        |           |
        | 1 | 0 | DFX-G1S3 | 180      | red on S  |
        | 2 | 0 | DFX-S    | 0        |           |
        | 0 | 1 | DFX-G1S3 | 90       | red on E  |
        | 2 | 1 | DFX-G1S3 | 270      | blue on W |
        | 1 | 1 | DFX-G    | 0        |           |
      And blue is to place DFX-S
      When the game ends
      Then the events are, in order:
        | type          | player | points | reason | final |
        | points_scored | red    | 4      | meadow | true  |
        | points_scored | red    | 4      | meadow | true  |
        | points_scored | blue   | 4      | meadow | true  |
        | game_ended    |        |        |        |       |
      And the scores are red 8, blue 4
