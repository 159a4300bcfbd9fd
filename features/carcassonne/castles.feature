@requires:castles
Feature: Castles
  A small city just completed (two tiles, each a single-edge cap, exactly one knight) may
  become a castle instead of being scored: the knight's owner is asked, the city scores
  nothing and the knight stays. In a later turn, the first time features are scored with a
  tile in the castle's vicinity (its two tiles and the four beside their long sides), the
  castle scores as much as the most valuable of them and the knight returns. A castle counts
  4 for farmers; a castle never scored is worth nothing at the end.

  In these positions the small city is the start tile's cap (north) and a cap at 0,-1, so a
  castle there has the vicinity of the six cells with x from -1 to 1 and y from -1 to 0.

  Background:
    Given a carcassonne game between red and blue
    And the expansion castles is in play
    And the draw pile is BASE-V

  Rule: A small city with one knight may become a castle instead of being scored

    @id:car-castle-01 @rule:BCB-R-CASTLE-1 @rule:BCB-R-CASTLE-2 @rule:BCB-R-CASTLE-3
    Example: Red closes a two-cap city with its knight and builds a castle
      Given red is to place BASE-E
      When red places the tile at 0,-1 rotated 180
      And red places a follower on S
      Then red is offered a castle
      When red builds a castle
      Then red's castle stands at 0,-1
      And no points are scored
      And red's follower at 0,-1 S stays
      And red has 2 castles in supply
      And red has 6 followers in supply
      And the events include, in order:
        | type         | player |
        | castle_built | red    |
      And blue must place BASE-V next

    # Edge cases of BCB-R-CASTLE-1: the number of tokens changes between 4 and 5 players.
    @id:car-castle-18 @rule:BCB-R-CASTLE-1 @rule:CAR-R-SETUP-4
    Example: In a game of four players each player has three castles
      Given a new carcassonne game with castles between red, blue, green and yellow drawing BASE-V
      Then red has 3 castles in supply
      And yellow has 3 castles in supply

    @id:car-castle-19 @rule:BCB-R-CASTLE-1 @rule:CAR-R-SETUP-4
    Example: In a game of five players each player has two castles
      Given a new carcassonne game with castles between red, blue, green, yellow and black drawing BASE-V
      Then red has 2 castles in supply
      And black has 2 castles in supply

    # Edge case of BCB-R-CASTLE-7: only a castle is worth 4 to farmers; with the expansion in
    # play an ordinary completed city still pays 3.
    # BASE-B at -1,-1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:car-castle-20 @rule:BCB-R-CASTLE-7 @rule:CAR-R-FIELD-2
    Example: With castles in play a farmer still scores 3 for an ordinary completed city
      Given the board:
        | x  | y  | tile   | rotation | figures   |
        | 0  | -1 | BASE-E | 180      |           |
        | 0  | 0  | BASE-D | 0        | red on En |
        | -1 | -1 | BASE-B | 0        |           |
      And red is to place BASE-V
      When the game ends
      Then red scores 3 points for the field

    @id:car-castle-02 @rule:BCB-R-CASTLE-3 @interp:city.two_tile_points=4
    Example: Red declines the castle and the city is scored as usual
      Given red is to place BASE-E
      When red places the tile at 0,-1 rotated 180
      And red places a follower on S
      And red declines the castle
      Then a city of 2 tiles is completed
      And red scores 4 points for the city
      And red's follower at 0,-1 S returns
      And red has 3 castles in supply
      And blue must place BASE-V next

    # BASE-B at 0,1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:car-castle-03 @rule:BCB-R-CASTLE-3
    Example: The knight's owner is offered the castle when another player closes the city
      Given the board:
        | x | y | tile   | rotation | figures   |
        | 0 | 0 | BASE-D | 0        | blue on N |
        | 0 | 1 | BASE-B | 0        |           |
      And red is to place BASE-E
      When red places the tile at 0,-1 rotated 180
      And red places no follower
      Then blue is offered a castle
      When blue builds a castle
      Then blue's castle stands at 0,-1
      And no points are scored
      And blue's follower at 0,0 N stays
      And blue must place BASE-V next

    # In play a knight cannot join an occupied city, so two knights in a two-cap city need
    # other expansions; the position is loaded at red's figure decision, just after the cap
    # at 0,-1 joined the two knights' caps. No play reaches it (a small city is two tiles, and
    # whichever comes second would put its knight into an occupied city), hence
    # @requires:load_position.
    @id:car-castle-04 @rule:BCB-R-CASTLE-2 @interp:city.two_tile_points=4 @requires:load_position
    Example: A small city with two knights cannot become a castle
      Given the board:
        | x | y  | tile   | rotation | figures   |
        | 0 | -1 | BASE-E | 180      | red on S  |
        | 0 | 0  | BASE-D | 0        | blue on N |
      And red has just placed the tile at 0,-1
      When red places no follower
      Then red scores 4 points for the city
      And blue scores 4 points for the city
      And blue must place BASE-V next

    # Reached by play (features/README.md, "Routes"): red's three castles stand on the board, each
    # a pair of caps in the row y=1 east of 1,1 (red's knight on the west cap), so the empty
    # castle supply is reached by play. None of their vicinities holds a tile of the start
    # tile's city, so none is set off when red's tile closes it: 2 tiles = 4 (CAR-R-CITY-3).
    @id:car-castle-05 @rule:BCB-R-CASTLE-1 @rule:BCB-R-CASTLE-2 @interp:city.two_tile_points=4
    Example: A player with no castle left is not offered one
      Given the board:
        | x | y | tile   | rotation | figures  |
        | 0 | 1 | BASE-B | 0        |          |
        | 1 | 1 | BASE-B | 0        |          |
        | 2 | 1 | BASE-E | 90       | red on E |
        | 3 | 1 | BASE-I | 270      |          |
        | 4 | 1 | BASE-E | 90       | red on E |
        | 5 | 1 | BASE-I | 270      |          |
        | 6 | 1 | BASE-E | 90       | red on E |
        | 7 | 1 | BASE-H | 90       |          |
      And red's castle stands at 2,1 E, built on turn 1
      And red's castle stands at 4,1 E, built on turn 3
      And red's castle stands at 6,1 E, built on turn 5
      And it is turn 9
      And red has no castles in supply
      And red is to place BASE-E
      When red places the tile at 0,-1 rotated 180
      And red places a follower on S
      Then red scores 4 points for the city
      And blue must place BASE-V next

    # BASE-B at 0,1 and BASE-B at -1,1 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:car-castle-06 @rule:BCB-R-CASTLE-3 @requires:traders_and_builders @interp:builder.on_completing_tile=allowed
    @interp:castles.builder_in_converted_city=returns
    Example: A builder in a city that becomes a castle returns; the knight stays
      Given the expansion traders_and_builders is in play
      And the board:
        | x  | y | tile   | rotation | figures  |
        | 0  | 0 | BASE-D | 0        | red on N |
        | 0  | 1 | BASE-B | 0        |          |
        | -1 | 1 | BASE-B | 0        |          |
      And red is to place BASE-E
      When red places the tile at 0,-1 rotated 180
      And red places a builder on S
      And red builds a castle
      Then red's builder at 0,-1 S returns
      And red's follower at 0,0 N stays
      And red has 1 builder in supply
      And no points are scored
      And blue must place BASE-V next

    # Red's cap at 0,-1 (two opposite caps) closes two small cities at once, each with a
    # knight of red's: the start tile's and the one with the cap at 0,-2. Red has one castle
    # left. The city referenced at 0,-2 is offered first; once it is a castle, red has no
    # token for the other, which is scored.
    # Reached by play (features/README.md, "Routes"): red's two other castles stand on the board,
    # pairs of caps in the row y=1 east of 1,1 (red's knight on the west cap), so a supply of one
    # castle is reached by play. Neither vicinity holds a tile of the two cities red closes, so
    # neither is set off.
    @id:car-castle-16 @rule:BCB-R-CASTLE-3 @rule:BCB-R-CASTLE-2 @rule:BCB-R-CASTLE-1
    @interp:city.two_tile_points=4
    Example: With one castle left, the second small city closed in the same turn is scored
      Given the board:
        | x | y  | tile   | rotation | figures  |
        | 0 | -2 | BASE-E | 180      | red on S |
        | 0 | 0  | BASE-D | 0        | red on N |
        | 1 | -2 | BASE-B | 0        |          |
        | 1 | -1 | BASE-B | 0        |          |
        | 1 | 0  | BASE-U | 0        |          |
        | 1 | 1  | BASE-B | 0        |          |
        | 2 | 1  | BASE-E | 90       | red on E |
        | 3 | 1  | BASE-I | 270      |          |
        | 4 | 1  | BASE-E | 90       | red on E |
        | 5 | 1  | BASE-H | 90       |          |
      And red's castle stands at 2,1 E, built on turn 1
      And red's castle stands at 4,1 E, built on turn 3
      And it is turn 9
      And red has 1 castle in supply
      And red is to place BASE-H
      When red places the tile at 0,-1 rotated 0
      And red places no follower
      And red builds a castle
      Then red's castle stands at 0,-2
      And red scores 4 points for the city
      And red's follower at 0,-2 S stays
      And red's follower at 0,0 N returns
      And red has no castles in supply
      And blue must place BASE-V next

  Rule: A castle scores in a later turn as much as the best feature scored in its vicinity

    # Blue's tile at 1,0 closes two features in the vicinity at once: blue's road from the
    # junction at -1,0 over the start tile (3 tiles, 3 points) and an empty two-cap city with
    # the cap at 1,-1 (4 points).
    @id:car-castle-07 @rule:BCB-R-CASTLE-5 @interp:city.two_tile_points=4
    Example: The castle takes the value of the best feature scored, occupied or not
      Given the board:
        | x  | y  | tile   | rotation | figures   |
        | -1 | 0  | BASE-W | 0        | blue on E |
        | 0  | -1 | BASE-E | 180      | red on S  |
        | 1  | -1 | BASE-E | 180      |           |
      And red's castle stands at 0,-1 S, built on turn 1
      And it is turn 4
      And blue is to place BASE-L
      When blue places the tile at 1,0 rotated 0
      And blue places no follower
      Then blue scores 3 points for the road
      And red scores 4 points for the castle
      And red's follower at 0,-1 S returns
      And red's castle stands at 0,-1, scored

    # Red's tile (a junction with the small city's cap) closes the small city and a road of two
    # tiles that ends at the cloister at 1,-1, with blue's thief on it; 1,0 joins 1,-1 to the
    # start tile.
    @id:car-castle-08 @rule:BCB-R-CASTLE-5
    Example: A castle is not scored in the turn it is built
      Given the board:
        | x | y  | tile   | rotation | figures   |
        | 1 | -1 | BASE-A | 90       | blue on W |
        | 1 | 0  | BASE-U | 0        |           |
      And red is to place BASE-L
      When red places the tile at 0,-1 rotated 180
      And red places a follower on S
      And red builds a castle
      Then blue scores 2 points for the road
      And red scores nothing
      And red's castle stands at 0,-1
      And red's follower at 0,-1 S stays

    # Reached by play (features/README.md, "Routes"): red's knight closed the small city at 0,-1
    # and it became red's castle; the empty two-cap city at -1,-1 and -1,-2, closed on a later turn,
    # lies in the castle's vicinity and scored it (red's knight went home). Red's road now scores
    # no castle a second time (BCB-R-CASTLE-5).
    @id:car-castle-09 @rule:BCB-R-CASTLE-5
    Example: A castle already scored does not score again
      Given the board:
        | x  | y  | tile   | rotation |
        | -1 | 0  | BASE-W | 0        |
        | 0  | -1 | BASE-E | 180      |
        | -1 | -1 | BASE-E | 0        |
        | -1 | -2 | BASE-E | 180      |
      And red's castle stands at 0,-1 S, built on turn 1, already scored
      And it is turn 6
      And red is to place BASE-A
      When red places the tile at 1,0 rotated 90
      And red places no follower
      Then a road of 3 tiles is completed
      And no points are scored

  Rule: The vicinity is the castle's two tiles and the four beside their long sides

    # A two-cap city south of the start tile, beyond the castle's short end.
    @id:car-castle-10 @rule:BCB-R-CASTLE-4
    Example: A feature completed beyond the castle's short end does not set it off
      Given the board:
        | x | y  | tile   | rotation | figures  |
        | 0 | -1 | BASE-E | 180      | red on S |
        | 0 | 1  | BASE-E | 180      |          |
      And red's castle stands at 0,-1 S, built on turn 1
      And it is turn 4
      And red is to place BASE-E
      When red places the tile at 0,2 rotated 0
      And red places no follower
      Then a city of 2 tiles is completed
      And no points are scored
      And red's castle stands at 0,-1
      And red's follower at 0,-1 S stays

    # Blue's castle is the pair of caps at 1,-2 and 1,-1, whose vicinity holds red's castle
    # tile 0,-1 but none of the road's tiles. Red closes the road from the junction at -1,0
    # over the start tile to the cloister at 1,0: red's castle scores 3, and then blue's.
    @id:car-castle-11 @rule:BCB-R-CASTLE-6 @rule:BCB-R-CASTLE-4
    Example: A castle scored sets off a castle whose vicinity holds one of its tiles
      Given the board:
        | x  | y  | tile   | rotation | figures   |
        | -1 | 0  | BASE-W | 0        |           |
        | 0  | -1 | BASE-E | 180      | red on S  |
        | 1  | -2 | BASE-E | 180      | blue on S |
        | 1  | -1 | BASE-E | 0        |           |
      And red's castle stands at 0,-1 S, built on turn 1
      And blue's castle stands at 1,-2 S, built on turn 2
      And it is turn 5
      And red is to place BASE-A
      When red places the tile at 1,0 rotated 90
      And red places no follower
      Then a road of 3 tiles is completed
      And red scores 3 points for the castle
      And blue scores 3 points for the castle
      And red's castle stands at 0,-1, scored
      And blue's castle stands at 1,-2, scored
      And blue's follower at 1,-2 S returns

    # The same two castles. Red's tile at 2,0 closes a road (junction at -1,0 to 2,0, 4 points)
    # that lies in red's vicinity only, and an empty city (2,0 to 2,-2, 6 points) that lies in
    # blue's vicinity only. Red's castle comes first by reference: when it is checked, only
    # the road is there to trigger it; blue's castle then has the city and red's castle.
    @id:car-castle-15 @rule:BCB-R-CASTLE-6 @rule:BCB-R-CASTLE-5 @interp:castles.chain_value=in_order
    Example: Castles are checked in turn, each with the best trigger present when it is reached
      Given the board:
        | x  | y  | tile   | rotation | figures   |
        | -1 | 0  | BASE-W | 0        |           |
        | 0  | -1 | BASE-E | 180      | red on S  |
        | 1  | -2 | BASE-E | 180      | blue on S |
        | 1  | -1 | BASE-E | 0        |           |
        | 1  | 0  | BASE-U | 0        |           |
        | 2  | -2 | BASE-E | 180      |           |
        | 2  | -1 | BASE-G | 90       |           |
      And red's castle stands at 0,-1 S, built on turn 1
      And blue's castle stands at 1,-2 S, built on turn 2
      And it is turn 7
      And red is to place BASE-L
      When red places the tile at 2,0 rotated 0
      And red places no follower
      Then a road of 4 tiles is completed
      And a city of 3 tiles is completed
      And red scores 4 points for the castle
      And blue scores 6 points for the castle

    # The same position under the default reading: blue's castle scores 6 for the city, and a
    # castle that scores counts for its neighbour with that value, so red's castle takes the
    # higher of the road (4) and blue's castle (6), whatever order the castles are looked at.
    @id:car-castle-17 @rule:BCB-R-CASTLE-6 @rule:BCB-R-CASTLE-5 @interp:castles.chain_value=highest
    Example: A castle takes the value of a neighbouring castle that scores more
      Given the board:
        | x  | y  | tile   | rotation | figures   |
        | -1 | 0  | BASE-W | 0        |           |
        | 0  | -1 | BASE-E | 180      | red on S  |
        | 1  | -2 | BASE-E | 180      | blue on S |
        | 1  | -1 | BASE-E | 0        |           |
        | 1  | 0  | BASE-U | 0        |           |
        | 2  | -2 | BASE-E | 180      |           |
        | 2  | -1 | BASE-G | 90       |           |
      And red's castle stands at 0,-1 S, built on turn 1
      And blue's castle stands at 1,-2 S, built on turn 2
      And it is turn 7
      And red is to place BASE-L
      When red places the tile at 2,0 rotated 0
      And red places no follower
      Then a road of 4 tiles is completed
      And a city of 3 tiles is completed
      And red scores 6 points for the castle
      And blue scores 6 points for the castle

    # Edge case of BCB-R-CASTLE-6: blue's castle (the caps at 0,1 and 0,2) lies south of the
    # start tile; its vicinity (x from -1 to 1, y from 1 to 2) holds neither a tile of the
    # road red closes nor a tile of red's castle. Red's castle scores 3; blue's waits.
    @id:car-castle-21 @rule:BCB-R-CASTLE-6 @rule:BCB-R-CASTLE-4 @rule:BCB-R-CASTLE-5
    Example: A castle scored does not set off a castle whose vicinity holds none of its tiles
      Given the board:
        | x  | y  | tile   | rotation | figures   |
        | -1 | 0  | BASE-W | 0        |           |
        | 0  | -1 | BASE-E | 180      | red on S  |
        | 0  | 1  | BASE-E | 180      | blue on S |
        | 0  | 2  | BASE-E | 0        |           |
      And red's castle stands at 0,-1 S, built on turn 1
      And blue's castle stands at 0,1 S, built on turn 2
      And it is turn 5
      And red is to place BASE-A
      When red places the tile at 1,0 rotated 90
      And red places no follower
      Then a road of 3 tiles is completed
      And red scores 3 points for the castle
      And blue scores nothing
      And red's castle stands at 0,-1, scored
      And blue's castle stands at 0,1
      And blue's follower at 0,1 S stays

  Rule: Castles at the end of the game

    # BASE-B at -1,-1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes"). It is turn 4: the castle standing while red is to place was
    # built on an earlier turn, as a route builds it.
    @id:car-castle-12 @rule:BCB-R-CASTLE-7
    Example: A farmer scores 4 for a castle bordering its field
      Given the board:
        | x  | y  | tile   | rotation | figures    |
        | 0  | -1 | BASE-E | 180      | red on S   |
        | 0  | 0  | BASE-D | 0        | blue on En |
        | -1 | -1 | BASE-B | 0        |            |
      And red's castle stands at 0,-1 S, built on turn 1
      And it is turn 4
      And red is to place BASE-V
      When the game ends
      Then blue scores 4 points for the field

    # BASE-B at 0,1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes"). It is turn 4: the castle standing while red is to place was
    # built on an earlier turn, as a route builds it.
    @id:car-castle-13 @rule:BCB-R-CASTLE-7 @requires:traders_and_builders @interp:castles.pig_value=5
    Example: With a pig in the field a castle is worth 5 to the farmer
      Given the expansion traders_and_builders is in play
      And the board:
        | x | y  | tile   | rotation | figures        |
        | 0 | -1 | BASE-E | 180      | red on S       |
        | 0 | 0  | BASE-D | 0        | blue on En     |
        | 1 | 0  | BASE-U | 0        | blue pig on Nw |
        | 0 | 1  | BASE-B | 0        |                |
      And red's castle stands at 0,-1 S, built on turn 1
      And it is turn 4
      And red is to place BASE-V
      When the game ends
      Then blue scores 5 points for the field

    # The same board under the other reading of the pig's bonus (spec/interpretations.md,
    # castles.pig_value): the pig adds 1 per completed city only, so the castle is worth 4.
    @id:car-castle-192 @rule:BCB-R-CASTLE-7 @requires:traders_and_builders @interp:castles.pig_value=4
    Example: Under castles.pig_value=4 the pig adds nothing for a castle
      Given the expansion traders_and_builders is in play
      And the board:
        | x | y  | tile   | rotation | figures        |
        | 0 | -1 | BASE-E | 180      | red on S       |
        | 0 | 0  | BASE-D | 0        | blue on En     |
        | 1 | 0  | BASE-U | 0        | blue pig on Nw |
        | 0 | 1  | BASE-B | 0        |                |
      And red's castle stands at 0,-1 S, built on turn 1
      And it is turn 4
      And red is to place BASE-V
      When the game ends
      Then blue scores 4 points for the field

    # Two fields border red's castle (0,-1 S): the strip between it and the start tile's road
    # (blue's farmer, blue's pig at 1,0) and the field around the cap at 0,-1, joined to the
    # cloister tile at -1,-1 (red's farmer, no pig). Under castles.pig_value=4 the pig adds nothing
    # for a castle, and a farmer without a pig is not touched by that: each field is worth 4
    # (BCB-R-CASTLE-7). Mutation seed 101 found an engine giving red's pig-less field 3.
    # BASE-B at 0,1 holds no figure and is here so that a route reaches this position by play.
    @id:car-castle-193 @rule:BCB-R-CASTLE-7 @requires:traders_and_builders @interp:castles.pig_value=4
    Example: Under castles.pig_value=4 a castle is still worth 4 to a farmer with no pig
      Given the expansion traders_and_builders is in play
      And the board:
        | x  | y  | tile   | rotation | figures        |
        | 0  | -1 | BASE-E | 180      | red on S       |
        | 0  | 0  | BASE-D | 0        | blue on En     |
        | 1  | 0  | BASE-U | 0        | blue pig on Nw |
        | -1 | -1 | BASE-B | 0        | red on Nw      |
        | 0  | 1  | BASE-B | 0        |                |
      And red's castle stands at 0,-1 S, built on turn 1
      And it is turn 5
      And blue is to place BASE-V
      When the game ends
      Then blue scores 4 points for the field
      And red scores 4 points for the field

    # One field borders red's castle (0,-1 S): the strip north of the road through the start
    # tile and 1,0, joined by the road tile at -1,0 to the field around the cap at 0,-1 and the
    # cloister tile at -1,-1. Red's farmer (-1,-1) and blue's farmer (0,0) tie for it, so both are
    # majority holders; the pig in it is blue's. Under castles.pig_value=4 a majority holder's
    # own pig adds nothing for a castle, and another player's pig takes nothing away: the
    # castle is worth 4 to each (BCB-R-CASTLE-7). Mutation seed 2026 found an engine that
    # counted blue's pig as red's own and gave red 3.
    @id:car-castle-194 @rule:BCB-R-CASTLE-7 @rule:TB-R-PIG-9 @requires:traders_and_builders @interp:castles.pig_value=4 @interp:goods.nobody_holds=nobody_scores
    Example: Under castles.pig_value=4 another player's pig does not cut a castle to 3
      Given the expansion traders_and_builders is in play
      And the board:
        | x  | y  | tile   | rotation | figures        |
        | 0  | -1 | BASE-E | 180      | red on S       |
        | 0  | 0  | BASE-D | 0        | blue on En     |
        | 1  | 0  | BASE-U | 0        | blue pig on Nw |
        | -1 | -1 | BASE-B | 0        | red on Nw      |
        | -1 | 0  | BASE-U | 0        |                |
        | 0  | 1  | BASE-B | 0        |                |
      And red's castle stands at 0,-1 S, built on turn 1
      And it is turn 6
      And red is to place BASE-V
      When the game ends
      Then red scores 4 points for the field
      And blue scores 4 points for the field
      And the scores are red 4, blue 4

    # The same field with the farmers' owners swapped: red's farmer (0,0) and red's pig (1,0)
    # stand in the strip, blue's farmer on the cloister tile (-1,-1), so blue shares the field
    # with another player's pig. The castle is still worth 4 to each (BCB-R-CASTLE-7).
    # Mutation seed 2026 found an engine that gave blue 3 here. In both scenarios BASE-B at 0,1
    # and the road tile at -1,0 hold no figure: a route starts from the first and joins the
    # two fields with the second, after each farmer (and the pig) is down. Here BASE-B at 0,2,
    # also without figures, gives blue a tile to place on turn 2 so that a route's turns fit.
    @id:car-castle-195 @rule:BCB-R-CASTLE-7 @rule:TB-R-PIG-9 @requires:traders_and_builders @interp:castles.pig_value=4 @interp:goods.nobody_holds=nobody_scores
    Example: Under castles.pig_value=4 the castle is worth 4 to a farmer beside another player's pig
      Given the expansion traders_and_builders is in play
      And the board:
        | x  | y  | tile   | rotation | figures       |
        | 0  | -1 | BASE-E | 180      | red on S      |
        | 0  | 0  | BASE-D | 0        | red on En     |
        | 1  | 0  | BASE-U | 0        | red pig on Nw |
        | -1 | -1 | BASE-B | 0        | blue on Nw    |
        | -1 | 0  | BASE-U | 0        |               |
        | 0  | 1  | BASE-B | 0        |               |
        | 0  | 2  | BASE-B | 0        |               |
      And red's castle stands at 0,-1 S, built on turn 1
      And it is turn 7
      And red is to place BASE-V
      When the game ends
      Then red scores 4 points for the field
      And blue scores 4 points for the field
      And the scores are red 4, blue 4

    # BASE-B at -1,-1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes"). It is turn 4: the castle standing while red is to place was
    # built on an earlier turn, as a route builds it.
    @id:car-castle-14 @rule:BCB-R-CASTLE-8
    Example: A castle never scored is worth nothing at the end
      Given the board:
        | x  | y  | tile   | rotation | figures  |
        | 0  | -1 | BASE-E | 180      | red on S |
        | -1 | -1 | BASE-B | 0        |          |
      And red's castle stands at 0,-1 S, built on turn 1
      And it is turn 4
      And red is to place BASE-V
      When the game ends
      Then red scores nothing
      And red's follower at 0,-1 S stays
      And the game is over

  Rule: A castle scores as any other when its city is the second cap of a two-cap tile

    # Two tiles with opposite caps (BASE-H) stand north of the start tile: the one at 0,-1
    # closes the start tile's city (empty) and, with its north cap, blue's small city with the
    # south cap of 0,-2, which blue turned into a castle on turn 2. The castle's reference is
    # 0,-2 S, on a tile that holds a second, open city to the north. Blue's cap at 1,-1 closes
    # the empty two-cap city with 1,-2 (4 points), both in the castle's vicinity.
    @id:car-castle-22 @rule:BCB-R-CASTLE-5 @rule:BCB-R-CASTLE-2 @interp:city.two_tile_points=4
    Example: A castle on the south cap of a two-cap tile scores the best feature in its vicinity
      Given the board:
        | x | y  | tile   | rotation | figures   |
        | 0 | -1 | BASE-H | 0        |           |
        | 0 | -2 | BASE-H | 0        | blue on S |
        | 1 | -2 | BASE-E | 180      |           |
      And blue's castle stands at 0,-2 S, built on turn 2
      And it is turn 4
      And blue is to place BASE-E
      When blue places the tile at 1,-1 rotated 0
      And blue places no follower
      Then a city of 2 tiles is completed
      And blue scores 4 points for the castle
      And blue's follower at 0,-2 S returns
      And blue's castle stands at 0,-2, scored
      And red scores nothing

  Rule: A castle whose tiles are surrounded on every side is still a castle, not a cloister

    # Red's west–east castle is the caps at 0,1 (facing east) and 1,1 (facing west), built on
    # turn 3. Both castle tiles have all eight neighbours: row y = 0 (a BASE-W junction at -1,0,
    # the start tile, two straight roads), BASE-B at -1,1 and 2,1, four straight roads in row
    # y = 2. A completed cloister would hold no figure (CAR-R-SCORE-3), but a castle's knight
    # stays until the castle scores (BCB-R-CASTLE-3), so the position is valid.
    # Turn 12 (eleven tiles besides the start tile are down): blue's junction at 3,0 closes the
    # road of row y = 0, from the junction at -1,0 to the one at 3,0: 5 tiles × 1 = 5 points
    # (CAR-R-ROAD-2), held by nobody. Its tiles 0,0 and 1,0 are the
    # castle's north flank cells (BCB-R-CASTLE-4), so red's castle scores 5 (BCB-R-CASTLE-5) and
    # red's knight returns.
    @id:car-castle-23 @rule:BCB-R-CASTLE-3 @rule:BCB-R-CASTLE-5 @rule:CAR-R-SCORE-3 @rule:CAR-R-ROAD-2
    Example: A castle with all eight neighbours keeps its knight until a road beside it scores
      Given the board:
        | x  | y | tile   | rotation | figures  |
        | 0  | 1 | BASE-E | 90       | red on E |
        | 1  | 1 | BASE-E | 270      |          |
        | -1 | 0 | BASE-W | 180      |          |
        | 1  | 0 | BASE-U | 0        |          |
        | 2  | 0 | BASE-U | 0        |          |
        | -1 | 1 | BASE-B | 0        |          |
        | 2  | 1 | BASE-B | 0        |          |
        | -1 | 2 | BASE-U | 0        |          |
        | 0  | 2 | BASE-U | 0        |          |
        | 1  | 2 | BASE-U | 0        |          |
        | 2  | 2 | BASE-U | 0        |          |
      And red's castle stands at 0,1 E, built on turn 3
      And it is turn 12
      And blue is to place BASE-W
      When blue places the tile at 3,0 rotated 180
      And blue places no follower
      Then a road of 5 tiles is completed
      And red scores 5 points for the castle
      And red's follower at 0,1 E returns
      And red's castle stands at 0,1, scored
      And blue scores nothing

  Rule: A castle cannot have been built after the position's turn (spec/protocol.md §9.2)

    # A castle is built in the turn its city is completed (BCB-R-CASTLE-3), so its built_turn is
    # at most the turn of the position: car-castle-23's board with the castle built on turn 13
    # while it is turn 12 is refused. (Once such positions are refused, "built on an earlier
    # turn" reads the same as built_turn < turn or built_turn != turn.)
    @id:car-castle-24 @rule:BCB-R-CASTLE-3 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A castle built on a later turn than the position's is refused
      Given the board:
        | x  | y | tile   | rotation | figures  |
        | 0  | 1 | BASE-E | 90       | red on E |
        | 1  | 1 | BASE-E | 270      |          |
        | -1 | 0 | BASE-W | 180      |          |
        | 1  | 0 | BASE-U | 0        |          |
        | 2  | 0 | BASE-U | 0        |          |
        | -1 | 1 | BASE-B | 0        |          |
        | 2  | 1 | BASE-B | 0        |          |
        | -1 | 2 | BASE-U | 0        |          |
        | 0  | 2 | BASE-U | 0        |          |
        | 1  | 2 | BASE-U | 0        |          |
        | 2  | 2 | BASE-U | 0        |          |
      And red's castle stands at 0,1 E, built on turn 13
      And it is turn 12
      And blue is to place BASE-W
      And red has 6 followers in supply
      And red has 2 castles in supply
      When the draft is loaded
      Then the answer is the error invalid_position under BCB-R-CASTLE-3

  Rule: One city is at most one castle (spec/protocol.md §9.2)

    # The small city of the caps at 0,-1 (facing south) and 0,0 (the start tile's north cap) is
    # red's castle, listed twice: once by its canonical reference 0,-1 S, once from the start
    # tile's side, 0,0 N. A castle is no longer a city (BCB-R-CASTLE-2), so it cannot become a
    # second castle; play never makes such a position, and it would score the castle twice.
    # Red's kit is respected (2 castles listed + 1 in supply = 3, BCB-R-CASTLE-1), so only the
    # duplicate is wrong.
    @id:car-castle-180 @rule:BCB-R-CASTLE-2 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: A position naming one city as two castles is refused
      Given the board:
        | x | y  | tile   | rotation | figures  |
        | 0 | -1 | BASE-E | 180      | red on S |
      And red's castle stands at 0,-1 S, built on turn 1
      And red's castle stands at 0,0 N, built on turn 1
      And it is turn 4
      And blue is to place BASE-V
      And red has 6 followers in supply
      And red has 1 castle in supply
      When the draft is loaded
      Then the answer is the error invalid_position under BCB-R-CASTLE-2

  Rule: A castle built in a turn's first part does not score in its second part

    # Red's builder stands on the road from the junction at -1,0 over the start tile (red's
    # follower on 0,0 E) to 1,0. Red's BASE-D at 2,0 lengthens that road (a second tile,
    # TB-R-BUILDER-7) and closes the small city with red's knight at 2,-1 (BCB-R-CASTLE-2):
    # red builds a castle on turn 5. In part 2 of the same turn red's BASE-A at 3,0 closes the
    # road: -1,0, 0,0, 1,0, 2,0, 3,0 = 5 tiles × 1 = 5 points for red's follower (CAR-R-ROAD-2).
    # Three of its tiles (1,0, 2,0, 3,0) lie in the castle's vicinity (x 1 to 3, y -1 to 0,
    # BCB-R-CASTLE-4), but the castle was built in this turn, not an earlier one
    # (BCB-R-CASTLE-5): it does not score, and its knight stays.
    # BASE-B at 1,-1 holds no figure; it joins the cap at 2,-1 to the board. BASE-B at -1,-1 and
    # -2,-1 hold no figures and are here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:car-castle-181 @rule:BCB-R-CASTLE-5 @rule:TB-R-BUILDER-7 @rule:CAR-R-ROAD-2 @interp:builder.double_turns=one
    @requires:traders_and_builders
    Example: A castle built in the first part of a turn is not set off in its second part
      Given the expansion traders_and_builders is in play
      And the board:
        | x  | y  | tile   | rotation | figures          |
        | -1 | 0  | BASE-W | 0        |                  |
        | 0  | 0  | BASE-D | 0        | red on E         |
        | 1  | 0  | BASE-U | 0        | red builder on E |
        | 1  | -1 | BASE-B | 0        |                  |
        | 2  | -1 | BASE-E | 180      | red on S         |
        | -1 | -1 | BASE-B | 0        |                  |
        | -2 | -1 | BASE-B | 0        |                  |
      And it is turn 5
      And red is to place BASE-D
      And the draw pile is BASE-A, BASE-V
      When red places the tile at 2,0 rotated 0
      And red places no follower
      Then red is offered a castle
      When red builds a castle
      Then red's castle stands at 2,-1
      And red gets an extra turn
      And red is in part 2 of turn 5
      And red must place BASE-A next
      When red places the tile at 3,0 rotated 90
      And red places no follower
      Then a road of 5 tiles is completed
      And red scores 5 points for the road
      And red's castle stands at 2,-1
      And red's follower at 2,-1 S stays
      And red's follower at 0,0 E returns
      And red's builder at 1,0 E returns
      And blue must place BASE-V next

    # car-castle-181's position after its first part, loaded: red's castle at 2,-1 S was built
    # on turn 5, the position's own turn (part 2), which play reaches (car-castle-181), so it
    # is valid: a castle's built_turn may equal turn.number (spec/protocol.md §9.2 refuses
    # only a later one). Red's BASE-A at 3,0 closes the road of 5 tiles: 5 points for red's
    # follower at 0,0 (CAR-R-ROAD-2); the castle, built this turn, does not score
    # (BCB-R-CASTLE-5). The scenario is about loading that position, hence
    # @requires:load_position (no route plays a castle and a second part in one turn).
    @id:car-castle-182 @rule:BCB-R-CASTLE-5 @rule:BCB-R-CASTLE-3 @rule:CAR-R-ROAD-2 @interp:builder.double_turns=one
    @requires:traders_and_builders @requires:load_position
    Example: A position whose castle was built in the position's own turn loads, and the castle waits
      Given the expansion traders_and_builders is in play
      And the board:
        | x  | y  | tile   | rotation | figures          |
        | -1 | 0  | BASE-W | 0        |                  |
        | 0  | 0  | BASE-D | 0        | red on E         |
        | 1  | 0  | BASE-U | 0        | red builder on E |
        | 1  | -1 | BASE-B | 0        |                  |
        | 2  | -1 | BASE-E | 180      | red on S         |
        | 2  | 0  | BASE-D | 0        |                  |
      And red's castle stands at 2,-1 S, built on turn 5
      And it is turn 5
      And red is to place BASE-A
      And the position's /turn/part is 2
      And red has 2 castles in supply
      When red places the tile at 3,0 rotated 90
      And red places no follower
      Then a road of 5 tiles is completed
      And red scores 5 points for the road
      And red's castle stands at 2,-1
      And red's follower at 2,-1 S stays
      And blue must place BASE-V next

  Rule: Each castle offer is judged again when it is made, with three small cities closed at once

    # A tile of the scenario's own with three single-edge caps (north, east, south; a field on
    # the west) closes three small cities at once at 0,-1: with the cap at 0,-2 (red's knight),
    # with the cap at 1,-1 (blue's knight) and with the start tile's cap (red's knight).
    # Offers go clockwise from the active player, red, then by canonical reference
    # (BCB-R-CASTLE-3): red's 0,-2 S, red's 0,-1 S, then blue's 0,-1 E. Red has one castle left
    # and builds it on the first; its second city is then not offered, since red has no token
    # left (BCB-R-CASTLE-2, judged again at each offer), and is scored as usual: 2 tiles = 4
    # points (CAR-R-CITY-3, city.two_tile_points=4). Blue is offered its city next and builds
    # a castle. BASE-B at 1,-2 and BASE-U at 1,0 hold no figures; they join the caps to the board.
    # Reached by play (features/README.md, "Routes"): red's two other castles stand in the row
    # y=1 east of 1,1 (as in car-castle-16), so red's supply of one castle is reached by play;
    # neither vicinity holds a tile of the cities closed here, so neither is set off.
    @id:car-castle-183 @rule:BCB-R-CASTLE-3 @rule:BCB-R-CASTLE-2 @rule:CAR-R-CITY-3
    @requires:custom_tiles @interp:city.two_tile_points=4
    Example: With three small cities closed by one tile, red's last castle goes to the first and blue is still offered its own
      Given the scenario's own tiles:
        """
        [{"id": "XCAR-TRICAP", "count": 1, "edges": "CCCF", "features": [
          {"id": "c1", "kind": "city", "places": ["N"]},
          {"id": "c2", "kind": "city", "places": ["E"]},
          {"id": "c3", "kind": "city", "places": ["S"]},
          {"id": "f1", "kind": "field", "places": ["Wn", "Ws"], "borders": ["c1", "c2", "c3"]}]}]
        """
      And the board:
        | x | y  | tile   | rotation | figures   |
        | 0 | 0  | BASE-D | 0        | red on N  |
        | 1 | 0  | BASE-U | 0        |           |
        | 1 | -1 | BASE-E | 270      | blue on W |
        | 1 | -2 | BASE-B | 0        |           |
        | 0 | -2 | BASE-E | 180      | red on S  |
        | 1 | 1  | BASE-B | 0        |           |
        | 2 | 1  | BASE-E | 90       | red on E  |
        | 3 | 1  | BASE-I | 270      |           |
        | 4 | 1  | BASE-E | 90       | red on E  |
        | 5 | 1  | BASE-H | 90       |           |
      And red's castle stands at 2,1 E, built on turn 1
      And red's castle stands at 4,1 E, built on turn 3
      And it is turn 9
      And red has 1 castle in supply
      And red is to place XCAR-TRICAP
      When red places the tile at 0,-1 rotated 0
      And red places no follower
      Then red is offered a castle
      When red builds a castle
      Then blue is offered a castle
      When blue builds a castle
      Then red's castle stands at 0,-2
      And blue's castle stands at 0,-1
      And red scores 4 points for the city
      And red's follower at 0,0 N returns
      And red's follower at 0,-2 S stays
      And blue's follower at 1,-1 W stays
      And red has no castles in supply
      And blue has 2 castles in supply
      And blue must place BASE-V next

  Rule: A castle's points come after the part's features, not final, and then its knight returns

    # car-castle-07's position: blue's BASE-L at 1,0 closes blue's road from the junction at -1,0
    # (3 tiles, 3 points, CAR-R-ROAD-2; reference -1,0 E) and the empty two-cap city with the cap
    # at 1,-1 (reference 1,-1 S, no one to score it). The road comes first by reference
    # (x = -1 before 1). Both lie in the vicinity of red's castle (built on turn 1), which scores
    # the best of them, 4 (CAR-R-CITY-3, city.two_tile_points=4), after all the features, with
    # final false, then its knight returns (BCB-R-CASTLE-5, spec/protocol.md §8 step 6); then red
    # draws.
    @id:car-castle-184 @rule:BCB-R-CASTLE-5 @rule:CAR-R-TURN-1 @interp:city.two_tile_points=4
    Example: A castle's points are reported after the features it follows, not final, then its knight returns
      Given the board:
        | x  | y  | tile   | rotation | figures   |
        | -1 | 0  | BASE-W | 0        | blue on E |
        | 0  | -1 | BASE-E | 180      | red on S  |
        | 1  | -1 | BASE-E | 180      |           |
      And red's castle stands at 0,-1 S, built on turn 1
      And it is turn 4
      And blue is to place BASE-L
      When blue places the tile at 1,0 rotated 0
      And blue places no follower
      Then the answer's events are exactly:
        """
        [{"type": "feature_completed", "feature": {"kind": "road", "x": -1, "y": 0, "at": "E"}, "tiles": 3},
         {"type": "points_scored", "player": "blue", "points": 3, "reason": "road", "feature": {"kind": "road", "x": -1, "y": 0, "at": "E"}, "final": false},
         {"type": "figure_returned", "player": "blue", "figure": "follower", "x": -1, "y": 0, "at": "E"},
         {"type": "feature_completed", "feature": {"kind": "city", "x": 1, "y": -1, "at": "S"}, "tiles": 2},
         {"type": "points_scored", "player": "red", "points": 4, "reason": "castle", "feature": {"kind": "castle", "x": 0, "y": -1, "at": "S"}, "final": false},
         {"type": "figure_returned", "player": "red", "figure": "follower", "x": 0, "y": -1, "at": "S"},
         {"type": "tile_drawn", "player": "red", "tile": "BASE-V"}]
        """

  Rule: Under castles.chain_value=in_order a castle passed over in one round is checked again in the next

    # Three west–east castles (BCB-R-CASTLE-4: the two cells and the cells north and south of
    # them): red's A on 0,1 + 1,1 (vicinity x 0..1, y 0..2), blue's C on 2,2 + 3,2 (x 2..3,
    # y 1..3), red's D on 3,1 + 4,1 (x 3..4, y 0..2). Red's BASE-A at 4,0 closes the empty road
    # of row 0 from the junction at -1,0: 6 tiles, 6 points, nobody's (CAR-R-ROAD-2). Its tiles
    # 0,0 and 1,0 are in A's vicinity, 3,0 and 4,0 in D's, none in C's; C's vicinity holds D's
    # tile 3,1, and no tile of A. In order of reference (A 0,1, C 2,2, D 3,1), round one: A
    # takes the road, 6; C finds nothing (D has no value yet); D takes the road, 6. Round two:
    # A and D are done, C takes D's 6 (BCB-R-CASTLE-6). Castles score in order of reference,
    # each points_scored (final false) followed by its knight's return (BCB-R-CASTLE-5).
    @id:car-castle-185 @rule:BCB-R-CASTLE-6 @rule:BCB-R-CASTLE-5 @rule:BCB-R-CASTLE-4
    Example: A castle that finds nothing in the first round takes a later castle's value in the second
      Given the board:
        | x  | y | tile   | rotation | figures   |
        | -1 | 0 | BASE-W | 0        |           |
        | 1  | 0 | BASE-U | 0        |           |
        | 2  | 0 | BASE-U | 0        |           |
        | 3  | 0 | BASE-U | 0        |           |
        | 0  | 1 | BASE-E | 90       | red on E  |
        | 1  | 1 | BASE-E | 270      |           |
        | 3  | 1 | BASE-E | 90       | red on E  |
        | 4  | 1 | BASE-E | 270      |           |
        | 2  | 2 | BASE-E | 90       | blue on E |
        | 3  | 2 | BASE-E | 270      |           |
      And red's castle stands at 0,1 E, built on turn 1
      And blue's castle stands at 2,2 E, built on turn 2
      And red's castle stands at 3,1 E, built on turn 3
      And red has 1 castle in supply
      And it is turn 9
      And red is to place BASE-A
      When red places the tile at 4,0 rotated 90
      And red places no follower
      Then the answer's events are exactly:
        """
        [{"type": "feature_completed", "feature": {"kind": "road", "x": -1, "y": 0, "at": "E"}, "tiles": 6},
         {"type": "points_scored", "player": "red", "points": 6, "reason": "castle", "feature": {"kind": "castle", "x": 0, "y": 1, "at": "E"}, "final": false},
         {"type": "figure_returned", "player": "red", "figure": "follower", "x": 0, "y": 1, "at": "E"},
         {"type": "points_scored", "player": "blue", "points": 6, "reason": "castle", "feature": {"kind": "castle", "x": 2, "y": 2, "at": "E"}, "final": false},
         {"type": "figure_returned", "player": "blue", "figure": "follower", "x": 2, "y": 2, "at": "E"},
         {"type": "points_scored", "player": "red", "points": 6, "reason": "castle", "feature": {"kind": "castle", "x": 3, "y": 1, "at": "E"}, "final": false},
         {"type": "figure_returned", "player": "red", "figure": "follower", "x": 3, "y": 1, "at": "E"},
         {"type": "tile_drawn", "player": "blue", "tile": "BASE-V"}]
        """

  Rule: The castle kit is an upper limit (PC-R-POS-4)

    # Red has one castle token in the supply and none on the board: fewer than the 3 of the kit
    # (BCB-R-CASTLE-1), which is an upper limit only (PC-R-POS-4), so the position loads. Red's
    # cap at 0,-1 with red's knight closes the small city with the start tile's cap: red is
    # offered it (BCB-R-CASTLE-2, -3), builds it and has none left. No play leaves a player with
    # fewer castles on the board and in the supply than the kit, hence @requires:load_position.
    @id:car-castle-190 @rule:PC-R-POS-4 @rule:BCB-R-CASTLE-1 @rule:BCB-R-CASTLE-3 @requires:load_position
    Example: A player with one castle token and none built may still build it
      Given red has 1 castle in supply
      And red is to place BASE-E
      When red places the tile at 0,-1 rotated 180
      And red places a follower on S
      Then red is offered a castle
      When red builds a castle
      Then red's castle stands at 0,-1
      And red has no castles in supply
      And blue must place BASE-V next

  Rule: Under castles.chain_value=in_order castles are checked in order of reference, not in the order they were built

    # car-castle-15's board, but red's castle is built in this scenario, after blue's: on turn
    # 7 red's cap at 0,-1 closes the small city with the start tile's cap and red builds a
    # castle; blue's castle (1,-2 + 1,-1) was built on turn 2. On turn 9 red's BASE-L at 2,0
    # closes the road from the junction at -1,0 (4 tiles, 4 points, in red's vicinity only:
    # x -1..1, y -1..0) and the empty city 2,0 .. 2,-2 (3 tiles, 6 points, in blue's vicinity
    # only: x 0..2, y -2..-1). In order of reference red's castle (0,-1) comes first, though it
    # was built last: it takes the road, 4; blue's then takes the higher of the city (6) and
    # red's castle (4), 6 (BCB-R-CASTLE-6, castles.chain_value=in_order). Checked in the order
    # built, red's would have taken blue's 6. BASE-B at 0,1 is blue's turn in between.
    @id:car-castle-191 @rule:BCB-R-CASTLE-6 @rule:BCB-R-CASTLE-5 @rule:BCB-R-CASTLE-3 @interp:castles.chain_value=in_order
    Example: A castle built later but first by reference is checked first
      Given the board:
        | x  | y  | tile   | rotation | figures   |
        | -1 | 0  | BASE-W | 0        |           |
        | 1  | -2 | BASE-E | 180      | blue on S |
        | 1  | -1 | BASE-E | 0        |           |
        | 1  | 0  | BASE-U | 0        |           |
        | 2  | -2 | BASE-E | 180      |           |
        | 2  | -1 | BASE-G | 90       |           |
      And blue's castle stands at 1,-2 S, built on turn 2
      And it is turn 7
      And red is to place BASE-E
      And the draw pile is BASE-B, BASE-L, BASE-V
      When red places the tile at 0,-1 rotated 180
      And red places a follower on S
      And red builds a castle
      Then red's castle stands at 0,-1
      And blue must place BASE-B next
      When blue places the tile at 0,1 rotated 0
      And blue places no follower
      Then red must place BASE-L next
      When red places the tile at 2,0 rotated 0
      And red places no follower
      Then a road of 4 tiles is completed
      And a city of 3 tiles is completed
      And red scores 4 points for the castle
      And blue scores 6 points for the castle
      And red's castle stands at 0,-1, scored
      And blue's castle stands at 1,-2, scored
