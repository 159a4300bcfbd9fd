@requires:traders_and_builders
Feature: Traders & Builders: the pig
  Instead of a follower a player may put their pig in a field of the tile just
  placed, if one of their own farmers is already in that field. The pig stays
  to the end. A player whose farmers hold the field, alone or tied, scores 4
  instead of 3 per completed city if their pig is in it; the pig itself never
  counts for the majority.

  Rule: The pig joins a field that holds one of its owner's farmers

    # The picture is missing: red's farmer lies in the field south of the start
    # tile's road; red adds a cloister tile whose field joins it.
    # filler tiles (not in the book's picture) so play can reach this board
    # BASE-V at -1,0 and BASE-B at -2,0 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:car-tb-pig-01 @source:TB-EX-06 @rule:TB-R-PIG-3
    Example: Red may put the pig in the field of red's farmer
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And the board:
        | x  | y | tile   | rotation | figures   |
        | 0  | 0 | BASE-D | 0        | red on Se |
        | -1 | 0 | BASE-V | 180      |           |
        | -2 | 0 | BASE-B | 0        |           |
      And red is to place BASE-B
      And the draw pile is BASE-V
      When red places the tile at 0,1 rotated 0
      Then red may place a pig on Nw
      When red places a pig on Nw
      Then the figures on the board are:
        | player | figure   | x | y | at |
        | red    | follower | 0 | 0 | Se |
        | red    | pig      | 0 | 1 | Nw |
      And red has no pig in supply

    # BASE-V at -1,0 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:car-tb-pig-02 @rule:TB-R-PIG-3
    Example: Without a farmer of their own in the field red may not place the pig
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And the board:
        | x  | y | tile   | rotation | figures    |
        | 0  | 0 | BASE-D | 0        | blue on Se |
        | -1 | 0 | BASE-V | 180      |            |
      And red is to place BASE-B
      When red places the tile at 0,1 rotated 0
      Then red may place no pig
      When red tries to place a pig on Nw
      Then the move is rejected under TB-R-PIG-3

    # Red's farmer is in the strip north of the start tile's road; the cloister
    # tile joins the field south of it.
    # BASE-E at 0,-1 and BASE-B at -1,-1 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:car-tb-pig-03 @rule:TB-R-PIG-3
    Example: A farmer in another field does not let the pig in
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And the board:
        | x  | y  | tile   | rotation | figures   |
        | 0  | 0  | BASE-D | 0        | red on En |
        | 0  | -1 | BASE-E | 180      |           |
        | -1 | -1 | BASE-B | 0        |           |
      And red is to place BASE-B
      When red places the tile at 0,1 rotated 0
      Then red may place no pig
      When red tries to place a pig on Nw
      Then the move is rejected under TB-R-PIG-3

    # Edge case of CAR-R-FOLLOWER-1 for the pig: the field of red's farmer reaches the start
    # tile too, but the pig goes only on the tile just placed.
    # BASE-V at -1,0 and BASE-B at -2,0 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:car-tb-pig-12 @rule:TB-R-PIG-3 @rule:CAR-R-FOLLOWER-1
    Example: The pig may not go on an earlier tile of the farmer's field
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And the board:
        | x  | y | tile   | rotation | figures   |
        | 0  | 0 | BASE-D | 0        | red on Se |
        | -1 | 0 | BASE-V | 180      |           |
        | -2 | 0 | BASE-B | 0        |           |
      And red is to place BASE-B
      And the draw pile is BASE-V
      When red places the tile at 0,1 rotated 0
      And red tries to place a pig on Sw of the tile at 0,0
      Then the move is rejected under CAR-R-FOLLOWER-1

    # Reached by play (features/README.md, "Routes"): red's thief (west of the start tile) and
    # red's farmer (on the cloister at -1,-1, in the field north of the road) stand on tiles of
    # their own, one figure per turn.
    # BASE-B at -1,1 and BASE-B at -2,1 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:car-tb-pig-04 @rule:TB-R-PIG-3
    Example: The pig goes only into a field
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And the board:
        | x  | y  | tile   | rotation | figures   |
        | -1 | 0  | BASE-U | 0        | red on W  |
        | -1 | -1 | BASE-B | 0        | red on Nw |
        | -1 | 1  | BASE-B | 0        |           |
        | -2 | 1  | BASE-B | 0        |           |
      And red is to place BASE-U
      When red places the tile at 1,0 rotated 0
      Then red may place a pig on Nw
      When red tries to place a pig on E
      Then the move is rejected under TB-R-PIG-3

    # Blue's pig and farmer and red's farmer share a field; red's new tile
    # joins it, and the pile is then empty, so the game ends.
    # Reached by play (features/README.md, "Routes"): blue's farmer between the caps at 0,-1 and
    # red's north of the road at 1,0 (with the start tile's field) each stood alone when placed;
    # blue's pig joined blue's field on a later turn at -1,-1, and the cloister at 1,-1, placed
    # later, joins the two fields. The field borders two completed cities (the start tile's with
    # the cap 0,-1 S, and the cap 0,-1 N with 0,-2 S); one farmer each is a tie, and each has a
    # pig: 2 x 4 = 8 each (TB-R-PIG-9, TB-R-PIG-10).
    @id:car-tb-pig-05 @rule:TB-R-PIG-4 @rule:TB-R-PIG-10 @rule:TB-R-PIG-7
    Example: A second pig may join a field that already has another player's pig
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And the board:
        | x  | y  | tile   | rotation | figures        |
        | 0  | -1 | BASE-H | 0        | blue on En     |
        | 0  | -2 | BASE-E | 180      |                |
        | -1 | -1 | BASE-B | 0        | blue pig on Nw |
        | 1  | 0  | BASE-U | 0        | red on Nw      |
        | 1  | -1 | BASE-B | 0        |                |
      And red is to place BASE-B
      When red places the tile at 2,-1 rotated 0
      Then red may place a pig on Nw
      When red places a pig on Nw
      Then the game is over
      And red scores 8 points for the field
      And blue scores 8 points for the field
      And the figures on the board are:
        | player | figure   | x  | y  | at |
        | blue   | pig      | -1 | -1 | Nw |
        | blue   | follower | 0  | -1 | En |
        | red    | follower | 1  | 0  | Nw |
        | red    | pig      | 2  | -1 | Nw |

  Rule: With the majority the pig raises each completed city to 4 points

    # The picture is missing. A tile with two caps sits between two finished
    # two-tile cities; its field runs east and west over cloister tiles. Red has
    # two farmers and the pig in it, blue one farmer.
    @id:car-tb-pig-06 @source:TB-EX-07 @rule:TB-R-PIG-7 @rule:TB-R-PIG-8 @rule:TB-R-PIG-9
    Example: Red holds the field with the pig and scores 8 for two cities, blue nothing
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And the board:
        | x  | y  | tile   | rotation | figures       |
        | 0  | -1 | BASE-H | 0        | red pig on En |
        | 0  | -2 | BASE-E | 180      |               |
        | -1 | -1 | BASE-B | 0        | red on Nw     |
        | 1  | -1 | BASE-B | 0        | red on Nw     |
        | 2  | -1 | BASE-B | 0        | blue on Nw    |
      And red is to place BASE-V
      When the game ends
      Then red scores 8 points for the field
      And blue scores nothing for the field

    # The same field with one farmer each for red, blue and green; red's and
    # blue's pigs are in it.
    @id:car-tb-pig-07 @source:TB-EX-08 @rule:TB-R-PIG-8 @rule:TB-R-PIG-9 @rule:TB-R-PIG-10
    Example: Three players tie for the field: red and blue with pigs score 8, green 6
      Given a carcassonne game between red, blue and green
      And the expansions traders_and_builders is in play
      And the board:
        | x  | y  | tile   | rotation | figures        |
        | 0  | -1 | BASE-H | 0        | red on En      |
        | 0  | -2 | BASE-E | 180      |                |
        | -1 | -1 | BASE-B | 0        | blue on Nw     |
        | 1  | -1 | BASE-B | 0        | green on Nw    |
        | 2  | -1 | BASE-B | 0        | red pig on Nw  |
        | -2 | -1 | BASE-B | 0        | blue pig on Nw |
      And red is to place BASE-V
      When the game ends
      Then red scores 8 points for the field
      And blue scores 8 points for the field
      And green scores 6 points for the field

    # Reached by play (features/README.md, "Routes"): red's farmer between the caps at 0,-1,
    # blue's beside the cap at 0,-2 and blue's north of the road at 1,0 (with the start tile's
    # field) each stood alone when placed; red's pig at 1,-1 joins red's field with blue's at 1,0,
    # and the cloister at 1,-2, placed later, brings in the field at 0,-2. The field borders two
    # completed cities (the start tile's with the cap 0,-1 S, and the cap 0,-1 N with 0,-2 S):
    # blue's 2 farmers beat red's 1 (the pig does not count), 2 x 3 = 6 for blue, nothing for red.
    @id:car-tb-pig-08 @rule:TB-R-PIG-8
    Example: The pig does not count for the majority
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And the board:
        | x | y  | tile   | rotation | figures       |
        | 0 | -1 | BASE-H | 0        | red on En     |
        | 0 | -2 | BASE-E | 180      | blue on Nw    |
        | 1 | 0  | BASE-U | 0        | blue on Nw    |
        | 1 | -1 | BASE-B | 0        | red pig on Nw |
        | 1 | -2 | BASE-B | 0        |               |
      And red is to place BASE-V
      When the game ends
      Then blue scores 6 points for the field
      And red scores nothing for the field

    # Reached by play (features/README.md, "Routes"): red's farmers between the caps at 0,-1 and
    # beside the cap at 0,-2, and blue's north of the road at 1,0 (with the start tile's field),
    # each stood alone when placed; blue's pig at 1,-1 joins blue's field with red's at 0,-1, and
    # the cloister at 1,-2, placed later, brings in the field at 0,-2. The field borders two
    # completed cities (the start tile's with the cap 0,-1 S, and the cap 0,-1 N with 0,-2 S):
    # red's 2 farmers beat blue's 1, 2 x 3 = 6 for red; blue's pig gives nothing to anyone.
    @id:car-tb-pig-09 @rule:TB-R-PIG-8 @rule:TB-R-PIG-9
    Example: The pig of a player without the majority gives nothing, to anyone
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And the board:
        | x | y  | tile   | rotation | figures        |
        | 0 | -1 | BASE-H | 0        | red on En      |
        | 0 | -2 | BASE-E | 180      | red on Nw      |
        | 1 | 0  | BASE-U | 0        | blue on Nw     |
        | 1 | -1 | BASE-B | 0        | blue pig on Nw |
        | 1 | -2 | BASE-B | 0        |                |
      And red is to place BASE-V
      When the game ends
      Then red scores 6 points for the field
      And blue scores nothing for the field

    # The field of the two-cap tile borders the finished city of the start
    # tile and an unfinished one to the north.
    # BASE-B at -1,-1 and BASE-B at -2,-1 hold no figures and are here so that a route reaches
    # this position by play (features/README.md, "Routes").
    @id:car-tb-pig-10 @rule:TB-R-PIG-9
    Example: The pig adds its point only to completed cities
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And the board:
        | x  | y  | tile   | rotation | figures       |
        | 0  | -1 | BASE-H | 0        | red on En     |
        | 1  | -1 | BASE-B | 0        | red pig on Nw |
        | -1 | -1 | BASE-B | 0        |               |
        | -2 | -1 | BASE-B | 0        |               |
      And red is to place BASE-V
      When the game ends
      Then red scores 4 points for the field

    # BASE-B at 0,1 and BASE-B at -1,1 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:car-tb-pig-11 @rule:TB-R-PIG-7
    Example: The pig stays in its field when a city beside it is completed
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And the board:
        | x  | y  | tile   | rotation | figures       |
        | 0  | -1 | BASE-H | 0        | red on En     |
        | 1  | -1 | BASE-B | 0        | red pig on Nw |
        | 0  | 1  | BASE-B | 0        |               |
        | -1 | 1  | BASE-B | 0        |               |
      And red is to place BASE-E
      And the draw pile is BASE-V
      When red places the tile at 0,-2 rotated 180
      And red places no follower
      Then a city of 2 tiles is completed
      And the figures on the board are:
        | player | figure   | x | y  | at |
        | red    | follower | 0 | -1 | En |
        | red    | pig      | 1 | -1 | Nw |
      And red has no pig in supply

  Rule: One pig each: a pig on the board is not offered again (edge case of TB-R-PIG-1)

    # Red's farmer (0,0 Se) and red's pig (0,1 Nw) lie in the field south of the start tile's
    # road. Red's BASE-B at 1,1 joins that field through its west edge, so TB-R-PIG-3 alone would
    # allow the pig; but red's one pig (TB-R-PIG-1) is on the board and the supply has none: no
    # pig move is offered, and one tried is refused under CAR-R-FOLLOWER-3.
    # BASE-V at -1,0, BASE-B at -2,0 and BASE-B at -3,0 hold no figures and are here so that a
    # route reaches this position by play (features/README.md, "Routes").
    @id:car-tb-pig-13 @rule:TB-R-PIG-1 @rule:TB-R-PIG-3 @rule:CAR-R-FOLLOWER-3
    Example: A pig already on the board is not offered in the same field again
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And the board:
        | x  | y | tile   | rotation | figures       |
        | 0  | 0 | BASE-D | 0        | red on Se     |
        | 0  | 1 | BASE-B | 0        | red pig on Nw |
        | -1 | 0 | BASE-V | 180      |               |
        | -2 | 0 | BASE-B | 0        |               |
        | -3 | 0 | BASE-B | 0        |               |
      And red is to place BASE-B
      And the draw pile is BASE-V
      When red places the tile at 1,1 rotated 0
      Then red may place no pig
      When red tries to place a pig on Nw
      Then the move is rejected under CAR-R-FOLLOWER-3

  Rule: The pig's events name it (spec/traders-and-builders.md, "Protocol")

    # As car-tb-pig-01: the pig's figure_placed event has figure pig and role pig (not the
    # farmer's role of a follower in a field). BASE-V at -1,0 and BASE-B at -2,0 hold no figures
    # and are here so that a route reaches this position by play (features/README.md, "Routes").
    @id:car-tb-pig-100 @rule:TB-R-PIG-3
    Example: Placing the pig reports the figure pig in the role pig
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And the board:
        | x  | y | tile   | rotation | figures   |
        | 0  | 0 | BASE-D | 0        | red on Se |
        | -1 | 0 | BASE-V | 180      |           |
        | -2 | 0 | BASE-B | 0        |           |
      And red is to place BASE-B
      And the draw pile is BASE-V
      When red places the tile at 0,1 rotated 0
      And red places a pig on Nw
      Then the events include, in order:
        | type          | player | figure | role | x | y | at | feature |
        | figure_placed | red    | pig    | pig  | 0 | 1 | Nw | field   |
