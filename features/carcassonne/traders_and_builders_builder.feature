@requires:traders_and_builders
Feature: Traders & Builders: the builder
  Instead of a follower a player may put their builder on the road or city of
  the tile just placed, if one of their own followers is already in it. Every
  turn, the first tile that continues that road or city gives a second tile in
  the same turn. The builder never counts for the majority and goes home with
  the last follower of its owner in the feature.

  Background:
    Given a carcassonne game between red and blue
    And the expansions traders_and_builders is in play

  Rule: The builder joins a road or city that holds one of its owner's followers

    # The picture is missing: red's thief stands on the start tile's road; red
    # continues the road east with a straight piece.
    # BASE-B at 0,1 and BASE-B at -1,1 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:car-tb-builder-01 @source:TB-EX-03 @rule:TB-R-BUILDER-3 @rule:TB-R-BUILDER-20
    Example: Red may put the builder on the road just extended, because red's thief is on it
      Given the board:
        | x  | y | tile   | rotation | figures  |
        | 0  | 0 | BASE-D | 0        | red on E |
        | 0  | 1 | BASE-B | 0        |          |
        | -1 | 1 | BASE-B | 0        |          |
      And red is to place BASE-U
      And the draw pile is BASE-V
      When red places the tile at 1,0 rotated 0
      Then red may place a builder on E
      When red places a builder on E
      Then the figures on the board are:
        | player | figure   | x | y | at |
        | red    | follower | 0 | 0 | E  |
        | red    | builder  | 1 | 0 | E  |
      And red has no builder in supply

    # BASE-B at 0,1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:car-tb-builder-02 @rule:TB-R-BUILDER-3
    Example: Without a follower of their own in the road red may not place the builder
      Given the board:
        | x | y | tile   | rotation | figures   |
        | 0 | 0 | BASE-D | 0        | blue on E |
        | 0 | 1 | BASE-B | 0        |           |
      And red is to place BASE-U
      When red places the tile at 1,0 rotated 0
      Then red may place no builder
      When red tries to place a builder on E
      Then the move is rejected under TB-R-BUILDER-3

    # BASE-B at 0,1 and BASE-B at -1,1 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:car-tb-builder-03 @rule:TB-R-BUILDER-3
    Example: A knight in another feature does not let the builder onto the road
      Given the board:
        | x  | y | tile   | rotation | figures  |
        | 0  | 0 | BASE-D | 0        | red on N |
        | 0  | 1 | BASE-B | 0        |          |
        | -1 | 1 | BASE-B | 0        |          |
      And red is to place BASE-U
      When red places the tile at 1,0 rotated 0
      Then red may place no builder

    # A cloister with a road ends the start tile's road; red has a thief on the
    # road and a farmer in the field the cloister tile joins.
    # Reached by play (features/README.md, "Routes"): red's thief stands on the road at -1,0
    # (the start tile's road) and red's farmer on the cloister at 0,1 (the field south of that
    # road), one figure per tile.
    # BASE-B at -1,-1 and BASE-B at -2,-1 hold no figures and are here so that a route reaches
    # this position by play (features/README.md, "Routes").
    @id:car-tb-builder-04 @rule:TB-R-BUILDER-20
    Example: The builder never goes into a cloister
      Given the board:
        | x  | y  | tile   | rotation | figures   |
        | -1 | 0  | BASE-U | 0        | red on W  |
        | 0  | 1  | BASE-B | 0        | red on Ne |
        | -1 | -1 | BASE-B | 0        |           |
        | -2 | -1 | BASE-B | 0        |           |
      And red is to place BASE-A
      When red places the tile at 1,0 rotated 90
      Then red may place a builder on W
      When red tries to place a builder on C
      Then the move is rejected under TB-R-BUILDER-20

    # Reached by play (features/README.md, "Routes"): red's thief stands on the road at -1,0
    # (the start tile's road) and red's farmer on the cloister at 0,1 (the field south of that
    # road), one figure per tile.
    # BASE-B at -1,-1 and BASE-B at -2,-1 hold no figures and are here so that a route reaches
    # this position by play (features/README.md, "Routes").
    @id:car-tb-builder-05 @rule:TB-R-BUILDER-20
    Example: The builder never goes into a field, even one with its owner's farmer
      Given the board:
        | x  | y  | tile   | rotation | figures   |
        | -1 | 0  | BASE-U | 0        | red on W  |
        | 0  | 1  | BASE-B | 0        | red on Ne |
        | -1 | -1 | BASE-B | 0        |           |
        | -2 | -1 | BASE-B | 0        |           |
      And red is to place BASE-A
      When red places the tile at 1,0 rotated 90
      And red tries to place a builder on Sw
      Then the move is rejected under TB-R-BUILDER-20

    # Red's thief and blue's thief and builder are already in one road.
    # Reached by play (features/README.md, "Routes"): red's thief at 1,0 (the start tile's road)
    # and blue's thief at 3,0 stood on road pieces apart when placed (the cloisters at 1,1 .. 3,1
    # hold up 3,0); blue's builder came with the straight road at 2,0, on a later turn of blue's,
    # joining the two pieces.
    @id:car-tb-builder-06 @rule:TB-R-BUILDER-5 @rule:TB-R-BUILDER-18
    Example: Other players' followers and builders in the road do not stop red's builder
      Given the board:
        | x | y | tile   | rotation | figures           |
        | 1 | 0 | BASE-U | 0        | red on E          |
        | 2 | 0 | BASE-U | 0        | blue builder on E |
        | 3 | 0 | BASE-U | 0        | blue on E         |
        | 1 | 1 | BASE-B | 0        |                   |
        | 2 | 1 | BASE-B | 0        |                   |
        | 3 | 1 | BASE-B | 0        |                   |
      And red is to place BASE-U
      And the draw pile is BASE-V
      When red places the tile at -1,0 rotated 0
      Then red may place a builder on E
      When red places a builder on E
      Then the figures on the board are:
        | player | figure   | x  | y | at |
        | red    | builder  | -1 | 0 | E  |
        | red    | follower | 1  | 0 | E  |
        | blue   | builder  | 2  | 0 | E  |
        | blue   | follower | 3  | 0 | E  |

    @id:car-tb-builder-07 @rule:TB-R-BUILDER-19 @rule:TB-R-BUILDER-3
    Example: The builder may go on the road far from the thief
      Given the board:
        | x  | y | tile   | rotation | figures  |
        | -1 | 0 | BASE-U | 0        | red on E |
        | 1  | 0 | BASE-U | 0        |          |
        | 2  | 0 | BASE-U | 0        |          |
      And red is to place BASE-U
      When red places the tile at 3,0 rotated 0
      Then red may place a builder on E

  Rule: A tile that continues the builder's road or city gives a second tile

    # The picture is missing: red's thief and builder are on a road that the
    # first tile lengthens without finishing; the second tile goes elsewhere.
    # filler tiles (not in the book's picture) so play can reach this board
    # BASE-B at 1,-1, BASE-B at 1,-2 and BASE-E at 0,-1 hold no figures and are here so that a
    # route reaches this position by play (features/README.md, "Routes").
    @id:car-tb-builder-08 @source:TB-EX-04 @rule:TB-R-BUILDER-7 @rule:TB-R-BUILDER-11 @rule:TB-R-BUILDER-16 @interp:builder.second_tile=always
    @rule:TB-R-BUILDER-13 @rule:TB-R-DOUBLE-1 @rule:TB-R-DOUBLE-2
    Example: Red extends the builder's road without a follower, then places a second tile with one
      Given the board:
        | x | y  | tile   | rotation | figures          |
        | 0 | 0  | BASE-D | 0        | red on E         |
        | 1 | 0  | BASE-U | 0        | red builder on E |
        | 1 | -1 | BASE-B | 0        |                  |
        | 1 | -2 | BASE-B | 0        |                  |
        | 0 | -1 | BASE-E | 180      |                  |
      And red is to place BASE-U
      And the draw pile is BASE-V, BASE-E
      And it is turn 5
      When red places the tile at 2,0 rotated 0
      And red places no follower
      Then red gets an extra turn
      And red is in part 2 of turn 5
      And red must place BASE-V next
      When red places the tile at 0,1 rotated 0
      And red places a follower on S
      Then blue must place BASE-E next
      And blue is in part 1 of turn 6
      And the figures on the board are:
        | player | figure   | x | y | at |
        | red    | follower | 0 | 0 | E  |
        | red    | follower | 0 | 1 | S  |
        | red    | builder  | 1 | 0 | E  |

    # BASE-B at 0,1 and BASE-B at -1,1 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:car-tb-builder-09 @rule:TB-R-BUILDER-7
    Example: Putting the builder down gives no second tile
      Given the board:
        | x  | y | tile   | rotation | figures  |
        | 0  | 0 | BASE-D | 0        | red on E |
        | 0  | 1 | BASE-B | 0        |          |
        | -1 | 1 | BASE-B | 0        |          |
      And red is to place BASE-U
      And the draw pile is BASE-V
      When red places the tile at 1,0 rotated 0
      And red places a builder on E
      Then no extra turn is given
      And blue must place BASE-V next

    # A city of the start tile's cap and a wine band: red's builder on the cap,
    # red's knight on the band. The first tile (a wheat band) lengthens the
    # city, the second closes it.
    # BASE-B at -1,-1, BASE-B at -2,-1 and BASE-B at -3,-1 hold no figures and are here so that a
    # route reaches this position by play (features/README.md, "Routes").
    @id:car-tb-builder-10 @rule:TB-R-BUILDER-7 @rule:TB-R-BUILDER-21 @rule:TB-R-GOODS-3 @interp:builder.second_tile=always
    @interp:builder.double_turns=one
    Example: The second tile completes the builder's city and brings its goods
      Given the board:
        | x  | y  | tile   | rotation | figures          |
        | 0  | 0  | BASE-D | 0        | red builder on N |
        | 0  | -1 | TB-03  | 90       | red on N         |
        | -1 | -1 | BASE-B | 0        |                  |
        | -2 | -1 | BASE-B | 0        |                  |
        | -3 | -1 | BASE-B | 0        |                  |
      And red is to place TB-18
      And the draw pile is BASE-E, BASE-U
      When red places the tile at 0,-2 rotated 90
      And red places no follower
      Then no feature is completed
      And red gets an extra turn
      And red receives no goods
      When red places the tile at 0,-3 rotated 180
      And red places no follower
      Then a city of 4 tiles is completed
      And red scores 8 points for the city
      And red receives goods wine 1, wheat 1
      And red's builder at 0,0 N returns
      And red's follower at 0,-1 N returns
      And blue must place BASE-U next

    # BASE-B at 2,-1 and BASE-B at 1,1 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:car-tb-builder-11 @rule:TB-R-BUILDER-19 @rule:TB-R-BUILDER-7 @interp:builder.second_tile=always
    Example: Lengthening the road at the end far from the builder still gives a second tile
      Given the board:
        | x | y  | tile   | rotation | figures          |
        | 0 | 0  | BASE-D | 0        | red on E         |
        | 1 | 0  | BASE-U | 0        |                  |
        | 2 | 0  | BASE-U | 0        | red builder on E |
        | 2 | -1 | BASE-B | 0        |                  |
        | 1 | 1  | BASE-B | 0        |                  |
      And red is to place BASE-U
      And the draw pile is BASE-V, BASE-E
      When red places the tile at -1,0 rotated 0
      And red places no follower
      Then red gets an extra turn
      And red must place BASE-V next

    # BASE-B at 1,-1, BASE-E at 2,-1 and BASE-E at 0,-1 hold no figures and are here so that a
    # route reaches this position by play (features/README.md, "Routes").
    @id:car-tb-builder-12 @rule:TB-R-BUILDER-7
    Example: A tile beside the builder that does not continue its road gives no second tile
      Given the board:
        | x | y  | tile   | rotation | figures          |
        | 0 | 0  | BASE-D | 0        | red on E         |
        | 1 | 0  | BASE-U | 0        | red builder on E |
        | 1 | -1 | BASE-B | 0        |                  |
        | 2 | -1 | BASE-E | 0        |                  |
        | 0 | -1 | BASE-E | 180      |                  |
      And red is to place BASE-B
      And the draw pile is BASE-V
      When red places the tile at 1,1 rotated 0
      And red places no follower
      Then no extra turn is given
      And blue must place BASE-V next

    # BASE-B at 0,1, BASE-B at 1,1 and BASE-B at 2,1 hold no figures and are here so that a route
    # reaches this position by play (features/README.md, "Routes").
    @id:car-tb-builder-13 @rule:TB-R-BUILDER-7
    Example: Another player's builder gives red no second tile
      Given the board:
        | x | y | tile   | rotation | figures           |
        | 0 | 0 | BASE-D | 0        | red on E          |
        | 1 | 0 | BASE-U | 0        | blue builder on E |
        | 2 | 0 | BASE-U | 0        | blue on E         |
        | 0 | 1 | BASE-B | 0        |                   |
        | 1 | 1 | BASE-B | 0        |                   |
        | 2 | 1 | BASE-B | 0        |                   |
      And red is to place BASE-U
      And the draw pile is BASE-V
      When red places the tile at -1,0 rotated 0
      And red places no follower
      Then no extra turn is given
      And blue must place BASE-V next

    # BASE-B at 1,-1, BASE-B at 1,-2 and BASE-E at 0,-1 hold no figures and are here so that a
    # route reaches this position by play (features/README.md, "Routes").
    @id:car-tb-builder-14 @rule:TB-R-BUILDER-14 @rule:TB-R-BUILDER-15 @rule:TB-R-BUILDER-6
    @interp:builder.double_turns=one
    Example: The second tile earns no third, but the builder works again the next turn
      Given the board:
        | x | y  | tile   | rotation | figures          |
        | 0 | 0  | BASE-D | 0        | red on E         |
        | 1 | 0  | BASE-U | 0        | red builder on E |
        | 1 | -1 | BASE-B | 0        |                  |
        | 1 | -2 | BASE-B | 0        |                  |
        | 0 | -1 | BASE-E | 180      |                  |
      And red is to place BASE-U
      And the draw pile is BASE-U, BASE-B, BASE-U, BASE-V
      When red places the tile at 2,0 rotated 0
      And red places no follower
      And red places the tile at 3,0 rotated 0
      And red places no follower
      Then blue must place BASE-B next
      When blue places the tile at 0,1 rotated 0
      And blue places no follower
      And red places the tile at -1,0 rotated 0
      And red places no follower
      Then red is in part 2 of turn 3
      And red must place BASE-V next

    # BASE-B at 1,-1, BASE-B at 1,-2 and BASE-E at 0,-1 hold no figures and are here so that a
    # route reaches this position by play (features/README.md, "Routes").
    @id:car-tb-builder-15 @rule:TB-R-HOUSE-1 @interp:builder.double_turns=chain
    Example: Under the chained-turns house rule each continuing tile gives one more
      Given the board:
        | x | y  | tile   | rotation | figures          |
        | 0 | 0  | BASE-D | 0        | red on E         |
        | 1 | 0  | BASE-U | 0        | red builder on E |
        | 1 | -1 | BASE-B | 0        |                  |
        | 1 | -2 | BASE-B | 0        |                  |
        | 0 | -1 | BASE-E | 180      |                  |
      And red is to place BASE-U
      And the draw pile is BASE-U, BASE-V, BASE-B
      When red places the tile at 2,0 rotated 0
      And red places no follower
      And red places the tile at 3,0 rotated 0
      And red places no follower
      Then red is in part 3 of turn 1
      And red must place BASE-V next
      When red places the tile at 0,1 rotated 0
      And red places no follower
      Then blue must place BASE-B next

    # BASE-B at 0,1, BASE-B at -1,1 and BASE-B at -2,1 hold no figures and are here so that a
    # route reaches this position by play (features/README.md, "Routes").
    @id:car-tb-builder-16 @rule:TB-R-BUILDER-7
    Example: No second tile when the pile is empty: the game ends
      Given the board:
        | x  | y | tile   | rotation | figures          |
        | 0  | 0 | BASE-D | 0        | red on E         |
        | 1  | 0 | BASE-U | 0        | red builder on E |
        | 0  | 1 | BASE-B | 0        |                  |
        | -1 | 1 | BASE-B | 0        |                  |
        | -2 | 1 | BASE-B | 0        |                  |
      And red is to place BASE-U
      And the draw pile is empty
      When red places the tile at 2,0 rotated 0
      And red places no follower
      Then the game is over
      And red scores 3 points for the road
      And no extra turn is given

  Rule: Completing the builder's feature ends its stay but not the double turn

    # The picture is missing. Turn 1: red puts a thief on a road that starts at
    # a junction west of the start tile. Turn 2: red lengthens it and puts the
    # builder on it. Turn 3a: a city-cap tile ends the road; red's knight goes
    # on its city. Turn 3b: the second tile lengthens that city and the
    # builder, back in the supply, goes onto it.
    @id:car-tb-builder-17 @source:TB-EX-05 @rule:TB-R-BUILDER-6 @rule:TB-R-BUILDER-10 @rule:TB-R-BUILDER-12 @interp:builder.second_tile=always
    @rule:TB-R-BUILDER-21 @rule:TB-R-BUILDER-22 @rule:TB-R-BUILDER-16 @rule:TB-R-BUILDER-17
    Example: Red completes the builder's road, then re-places the builder on the second tile
      Given red is to place BASE-W
      And the draw pile is BASE-B, BASE-U, BASE-B, TB-21, BASE-N, BASE-E
      When red places the tile at -1,0 rotated 0
      And red places a follower on E
      And blue places the tile at 0,1 rotated 0
      And blue places no follower
      And red places the tile at 1,0 rotated 0
      And red places a builder on E
      And blue places the tile at 1,1 rotated 0
      And blue places no follower
      And red places the tile at 2,0 rotated 180
      And red places a follower on S
      Then a road of 4 tiles is completed
      And red scores 4 points for the road
      And red's follower at -1,0 E returns
      And red's builder at 1,0 E returns
      And red gets an extra turn
      And red must place BASE-N next
      When red places the tile at 2,1 rotated 90
      Then red may place a builder on N
      When red places a builder on N
      Then blue must place BASE-E next
      And the figures on the board are:
        | player | figure   | x | y | at |
        | red    | follower | 2 | 0 | S  |
        | red    | builder  | 2 | 1 | N  |

    # A junction ends the road west of the start tile; red's thief is on it.
    # The tile in hand ends it in the east.
    # BASE-B at -1,-1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:car-tb-builder-18 @rule:TB-R-BUILDER-3 @rule:TB-R-BUILDER-6 @interp:builder.on_completing_tile=allowed
    Example: The builder may go on the tile that completes its road, and comes straight back
      Given the board:
        | x  | y  | tile   | rotation | figures  |
        | -1 | 0  | BASE-W | 0        | red on E |
        | -1 | -1 | BASE-B | 0        |          |
      And red is to place BASE-W
      And the draw pile is BASE-V
      When red places the tile at 1,0 rotated 180
      Then red may place a builder on W
      When red places a builder on W
      Then a road of 3 tiles is completed
      And red scores 3 points for the road
      And red's builder at 1,0 W returns
      And red's follower at -1,0 E returns
      And no extra turn is given
      And blue must place BASE-V next

    # BASE-B at -1,-1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:car-tb-builder-19 @rule:TB-R-BUILDER-3 @interp:builder.on_completing_tile=forbidden
    Example: Under the forbidden reading the builder may not go on the completing tile
      Given the board:
        | x  | y  | tile   | rotation | figures  |
        | -1 | 0  | BASE-W | 0        | red on E |
        | -1 | -1 | BASE-B | 0        |          |
      And red is to place BASE-W
      And the draw pile is BASE-V
      When red places the tile at 1,0 rotated 180
      Then red may place no builder
      When red tries to place a builder on W
      Then the move is rejected under TB-R-BUILDER-3

  Rule: The builder neither scores nor counts for the majority

    # Red has a thief and the builder on the road, blue a thief; blue ends it.
    # Reached by play (features/README.md, "Routes"): red's thief on the junction at -2,0 (held
    # up by the cloisters at -2,-1 and -1,-1 and the cap at 0,-1) and blue's thief at 1,0 (the
    # start tile's road) stood on road pieces apart when placed; red's builder came with the
    # straight road at -1,0, on a later turn of red's, joining them. Blue's junction at 2,0 closes
    # the road -2,0 .. 2,0: 5 tiles, one thief each, a tie: 5 points each (CAR-R-ROAD-2,
    # CAR-R-SCORE-2; the builder is no follower, TB-R-BUILDER-22).
    @id:car-tb-builder-20 @rule:TB-R-BUILDER-22 @rule:TB-R-BUILDER-6
    Example: A thief and a builder against one thief is a tie, and the builder goes home
      Given the board:
        | x  | y  | tile   | rotation | figures          |
        | -2 | 0  | BASE-W | 0        | red on E         |
        | -2 | -1 | BASE-B | 0        |                  |
        | -1 | -1 | BASE-B | 0        |                  |
        | 0  | -1 | BASE-E | 180      |                  |
        | -1 | 0  | BASE-U | 0        | red builder on E |
        | 1  | 0  | BASE-U | 0        | blue on E        |
      And blue is to place BASE-W
      And the draw pile is BASE-V
      When blue places the tile at 2,0 rotated 180
      And blue places no follower
      Then a road of 5 tiles is completed
      And red scores 5 points for the road
      And blue scores 5 points for the road
      And red's builder at -1,0 E returns
      And red has 1 builder in supply
      And red has 7 followers in supply
      And blue has 7 followers in supply

  Rule: Builders and pigs do not change where tiles go

    # Reached by play (features/README.md, "Routes"): red's thief (-1,0), builder (1,0, joining
    # the thief's road), farmer (on the cloister at 0,1, the field south of the road) and pig (on
    # the cloister at -1,1, joining that field) stand on tiles of their own; blue's straight roads
    # in the row y=2 give the turns their order. Legal placements of BASE-U by hand (x, y and
    # rotation; 0 and 180 both count): road ends -2,0, 2,0, -3,2 and 2,2: 4 x 2 = 8; north of
    # -1,0 and 1,0 (fields) 2 x 2 = 4, north of 0,0 (city) none; south of the row y=2 (fields)
    # 4 x 2 = 8; -2,1 none (a road north-south would meet the field of -2,2), 1,1 none (its west
    # side meets a cloister's field, its north the road's field): 8 + 4 + 8 = 20.
    @id:car-tb-builder-21 @rule:TB-R-BUILDER-2 @rule:TB-R-PIG-2
    Example: A builder and a pig on the board leave the tile placements as they are
      Given the board:
        | x  | y | tile   | rotation | figures          |
        | -1 | 0 | BASE-U | 0        | red on E         |
        | 1  | 0 | BASE-U | 0        | red builder on E |
        | 0  | 1 | BASE-B | 0        | red on Nw        |
        | -1 | 1 | BASE-B | 0        | red pig on Nw    |
        | -2 | 2 | BASE-U | 0        |                  |
        | -1 | 2 | BASE-U | 0        |                  |
        | 0  | 2 | BASE-U | 0        |                  |
        | 1  | 2 | BASE-U | 0        |                  |
      And red is to place BASE-U
      Then there are 20 legal placements
      And placing at 2,0 rotated 0 is legal
      And placing at 1,1 rotated 90 is illegal

  Rule: The builder's events name it (spec/traders-and-builders.md, "Protocol")

    # As car-tb-builder-01. BASE-B at 0,1 and BASE-B at -1,1 hold no figures and are here so
    # that a route reaches this position by play (features/README.md, "Routes").
    @id:car-tb-builder-22 @rule:TB-R-BUILDER-3
    Example: Placing the builder reports the figure builder in the role builder
      Given the board:
        | x  | y | tile   | rotation | figures  |
        | 0  | 0 | BASE-D | 0        | red on E |
        | 0  | 1 | BASE-B | 0        |          |
        | -1 | 1 | BASE-B | 0        |          |
      And red is to place BASE-U
      And the draw pile is BASE-V
      When red places the tile at 1,0 rotated 0
      And red places a builder on E
      Then the events include, in order:
        | type          | player | figure  | role    | x | y | at | feature |
        | figure_placed | red    | builder | builder | 1 | 0 | E  | road    |

  Rule: Only the builder's own road or city gives the second tile (edge cases of TB-R-BUILDER-7)

    # Red's builder stands with red's thief on the road west of the start tile; red's knight
    # is in the city of the start tile and the corner at 0,-1. Red's tile at 1,-1 continues
    # that city, which holds red's knight but not the builder: no second tile.
    # BASE-B at -2,-1, BASE-B at -3,-1 and BASE-B at -1,-1 hold no figures and are here so that a
    # route reaches this position by play (features/README.md, "Routes").
    @id:car-tb-builder-23 @rule:TB-R-BUILDER-7
    Example: Continuing a city with only red's knight in it gives no second tile
      Given the board:
        | x  | y  | tile   | rotation | figures          |
        | -2 | 0  | BASE-U | 0        | red builder on E |
        | -1 | 0  | BASE-U | 0        | red on E         |
        | 0  | -1 | BASE-M | 180      | red on S         |
        | -2 | -1 | BASE-B | 0        |                  |
        | -3 | -1 | BASE-B | 0        |                  |
        | -1 | -1 | BASE-B | 0        |                  |
      And red is to place BASE-R
      And the draw pile is BASE-V, BASE-V
      When red places the tile at 1,-1 rotated 0
      And red places no follower
      Then no extra turn is given

  Rule: One builder each: a builder on the board is not offered again (edge case of TB-R-BUILDER-1)

    # Red's thief (0,0 E) and red's builder (1,0 E) stand on the road of the start tile. Red's
    # BASE-U at -1,0 continues that road, which holds red's thief, so TB-R-BUILDER-3 alone would
    # allow a builder on its E; but red's one builder (TB-R-BUILDER-1) is on the board and the
    # supply has none: no builder move is offered, and one tried is refused under CAR-R-FOLLOWER-3
    # (TB-R-BUILDER-3, notes).
    # BASE-B at 0,1, BASE-B at 0,2 and BASE-B at -1,2 hold no figures and are here so that a route
    # reaches this position by play (features/README.md, "Routes").
    @id:car-tb-builder-24 @rule:TB-R-BUILDER-1 @rule:TB-R-BUILDER-3 @rule:CAR-R-FOLLOWER-3
    Example: A builder already on the board is not offered on the next tile of its road
      Given the board:
        | x  | y | tile   | rotation | figures          |
        | 0  | 0 | BASE-D | 0        | red on E         |
        | 1  | 0 | BASE-U | 0        | red builder on E |
        | 0  | 1 | BASE-B | 0        |                  |
        | 0  | 2 | BASE-B | 0        |                  |
        | -1 | 2 | BASE-B | 0        |                  |
      And red is to place BASE-U
      And the draw pile is BASE-V, BASE-V
      When red places the tile at -1,0 rotated 0
      Then red may place no builder
      When red tries to place a builder on E
      Then the move is rejected under CAR-R-FOLLOWER-3

  Rule: Under the forbidden reading, the builder is refused on exactly the segment the tile completes

    # Edge case of TB-R-BUILDER-3 (builder.on_completing_tile=forbidden), as car-tb-builder-19
    # with the closing tile turned: red's BASE-W at 1,0 rotated 90 has roads S, W and N (its
    # second road segment is the one at W). Its road W closes red's road -1,0 .. 1,0 (both ends
    # at villages), so the builder may not go there; its roads N and S are open but hold none of
    # red's followers, so no builder may go there either (TB-R-BUILDER-3 needs one). No builder
    # move is offered, and one tried on W is refused under TB-R-BUILDER-3. The straight road at
    # -1,-1 holds no figure and is here so that a route reaches this position by play.
    @id:car-tb-builder-100 @rule:TB-R-BUILDER-3 @interp:builder.on_completing_tile=forbidden
    Example: Under the forbidden reading no builder goes on the turned tile that completes the road
      Given the board:
        | x  | y  | tile   | rotation | figures  |
        | -1 | 0  | BASE-W | 0        | red on E |
        | -1 | -1 | BASE-U | 0        |          |
      And red is to place BASE-W
      And the draw pile is BASE-V
      When red places the tile at 1,0 rotated 90
      Then red may place no builder
      When red tries to place a builder on W
      Then the move is rejected under TB-R-BUILDER-3

    # The other side of car-tb-builder-100: red's BASE-W at 1,0 rotated 90 (roads S, W and N;
    # the road at W is its second road segment) continues red's road from -1,0 through the start
    # tile without completing it (the road is open at the west edge of -1,0), so under
    # builder.on_completing_tile=forbidden the builder may still go on W (TB-R-BUILDER-3: red's
    # thief is in that road); roads S and N hold no follower of red's. The cloister at -1,-1
    # holds no figure and is here so that a route reaches this position by play.
    @id:car-tb-builder-101 @rule:TB-R-BUILDER-3
    Example: Under the forbidden reading the builder goes on the turned tile's road that stays open
      Given the board:
        | x  | y  | tile   | rotation | figures  |
        | -1 | 0  | BASE-U | 0        | red on E |
        | -1 | -1 | BASE-B | 0        |          |
      And red is to place BASE-W
      And the draw pile is BASE-V
      When red places the tile at 1,0 rotated 90
      Then red may place a builder on W
      When red places a builder on W
      Then the figures on the board are:
        | player | figure   | x  | y | at |
        | red    | follower | -1 | 0 | E  |
        | red    | builder  | 1  | 0 | W  |

  Rule: The builder needs a follower of its own player, whichever seat is active

    # Edge case of TB-R-BUILDER-3 with the second seat active: blue's straight road at 2,0
    # continues the road of red's thief (1,0 E), in which blue has no follower; red's follower
    # does not let blue's builder in. No builder move is offered to blue, and one tried is
    # refused under TB-R-BUILDER-3.
    @id:car-tb-builder-102 @rule:TB-R-BUILDER-3
    Example: Blue's builder may not join a road that holds only red's thief
      Given the board:
        | x | y | tile   | rotation | figures  |
        | 1 | 0 | BASE-U | 0        | red on E |
      And blue is to place BASE-U
      And the draw pile is BASE-V
      When blue places the tile at 2,0 rotated 0
      Then blue may place no builder
      When blue tries to place a builder on W
      Then the move is rejected under TB-R-BUILDER-3

  Rule: Under the forbidden reading a builder still goes on a feature the tile does not complete

    # Red's thief stands on the junction road of BASE-W at -1,0 (E), which runs east through the
    # start tile. Red's BASE-U at 1,0 continues that road and leaves it open to the east, so the
    # tile does not complete it: builder.on_completing_tile=forbidden forbids only a feature the
    # tile completes (TB-R-BUILDER-3), and red's builder may go on the road (E, the road's
    # smallest place on BASE-U). Placing it gives no second part now (TB-R-BUILDER-7: only a
    # later tile continuing the builder's road does), so blue draws next.
    # BASE-B at -1,-1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:car-tb-builder-155 @rule:TB-R-BUILDER-3
    Example: Under the forbidden reading the builder may go on a road the tile leaves open
      Given the board:
        | x  | y  | tile   | rotation | figures  |
        | -1 | 0  | BASE-W | 0        | red on E |
        | -1 | -1 | BASE-B | 0        |          |
      And red is to place BASE-U
      And the draw pile is BASE-V
      When red places the tile at 1,0 rotated 0
      Then red may place a builder on E
      When red places a builder on E
      Then red has no builder in supply
      And the figures on the board are:
        | player | figure   | x  | y | at |
        | red    | follower | -1 | 0 | E  |
        | red    | builder  | 1  | 0 | E  |
      And blue must place BASE-V next
