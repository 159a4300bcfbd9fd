Feature: The end of the game and final scoring
  The game ends after the turn in which the last tile is placed. Unfinished
  roads, cities and cloisters then score for their majorities, then fields.

  Rule: The game ends when the draw pile is used up

    @id:car-end-01 @rule:CAR-R-END-1
    Example: Placing the last tile ends the game
      Given a carcassonne game between red and blue
      And red is to place BASE-U
      And the draw pile is empty
      When red places the tile at 1,0 rotated 0
      And red places no follower
      Then the game is over
      And the winners are red and blue

    @id:car-end-02 @rule:CAR-R-END-1 @rule:CAR-R-TILE-5 @interp:tiles.unplaceable=discard
    Example: The game ends when only unplaceable tiles remain
      Given a carcassonne game between red and blue
      And the board:
        | x | y | tile   | rotation |
        | 0 | 1 | BASE-W | 0        |
      And red is to place BASE-X
      And the draw pile is BASE-B
      When red places the tile at 1,0 rotated 0
      And red places no follower
      Then BASE-B is discarded as unplaceable
      And the game is over

    @id:car-end-03 @rule:CAR-R-END-1
    Example: No move is accepted after the end
      Given a carcassonne game between red and blue
      And red is to place BASE-U
      And the draw pile is empty
      When red places the tile at 1,0 rotated 0
      And red places no follower
      Then the game is over
      And there are no legal placements

  Rule: Unfinished features score at the end

    # BASE-B at 0,1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:car-end-04 @rule:CAR-R-END-2
    Example: An unfinished road scores one per tile
      Given a carcassonne game between red and blue
      And the board:
        | x | y | tile   | rotation | figures  |
        | 1 | 0 | BASE-U | 0        | red on E |
        | 0 | 1 | BASE-B | 0        |          |
      And red is to place BASE-V
      When the game ends
      Then red scores 2 points for the road

    @id:car-end-05 @rule:CAR-R-END-2
    Example: An unfinished city with a pennant scores one per tile and pennant
      Given a carcassonne game between red and blue
      And the board:
        | x | y  | tile   | rotation | figures   |
        | 0 | -1 | BASE-M | 180      | blue on E |
      And red is to place BASE-V
      When the game ends
      Then blue scores 3 points for the city

    # BASE-B at -1,-2 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:car-end-06 @rule:CAR-R-END-2 @rule:CAR-R-END-3
    Example: Final scoring lists unfinished features before fields
      Given a carcassonne game between red and blue
      And the board:
        | x  | y  | tile   | rotation | figures   |
        | 0  | -1 | BASE-H | 0        | red on En |
        | 0  | -2 | BASE-E | 180      |           |
        | 1  | 0  | BASE-U | 0        | red on E  |
        | -1 | -2 | BASE-B | 0        |           |
      And red is to place BASE-V
      When the game ends
      Then the events are, in order:
        | type          | player | reason | points | final |
        | points_scored | red    | road   | 2      | true  |
        | points_scored | red    | field  | 6      | true  |
        | game_ended    |        |        |        |       |

  Rule: The most points wins; equal points share the win

    # Reached by play (features/README.md, "Routes"): the scores the winner depends on come from
    # the final scoring, not from a draft's given scores (red 10, blue 12), which no route's own
    # turns reach. By hand (CAR-R-END-2): red's city 0,-1 + 0,0, 2 tiles, open, no pennant = 2;
    # blue's road 0,0 .. 2,0, 3 tiles, open = 3; blue 3 > red 2, so blue wins (CAR-R-END-4).
    @id:car-end-07 @rule:CAR-R-END-4
    Example: The higher score wins
      Given a carcassonne game between red and blue
      And the board:
        | x | y  | tile   | rotation | figures   |
        | 0 | -1 | BASE-G | 90       | red on N  |
        | 1 | 0  | BASE-U | 0        | blue on E |
        | 2 | 0  | BASE-U | 0        |           |
      And red is to place BASE-V
      When the game ends
      Then the winner is blue

    # Reached by play (features/README.md, "Routes"): the equal totals come from the final
    # scoring, not from a draft's given scores (red 12, blue 10), which no route's own turns reach.
    # By hand (CAR-R-END-2): red's city 0,-1 + 0,0, 2 tiles, open, no pennant = 2; blue's road
    # 0,0 .. 1,0, 2 tiles, open = 2; red 2 = blue 2, so both win (CAR-R-END-4).
    @id:car-end-08 @rule:CAR-R-END-4
    Example: Equal scores share the victory
      Given a carcassonne game between red and blue
      And the board:
        | x | y  | tile   | rotation | figures   |
        | 0 | -1 | BASE-G | 90       | red on N  |
        | 1 | 0  | BASE-U | 0        | blue on E |
      And red is to place BASE-V
      When the game ends
      Then the winners are red and blue

  Rule: Unfinished cities score a point per tile and per pennant (edge cases)

    # The start tile's cap, the pennant corner at 0,-1 and the three-sided city at 1,-1 make
    # one city of three tiles and one pennant, open to the north and east of 1,-1.
    @id:car-end-09 @rule:CAR-R-END-2
    Example: An unfinished city of three tiles and one pennant scores 4
      Given a carcassonne game between red and blue
      And the board:
        | x | y  | tile   | rotation | figures  |
        | 0 | 0  | BASE-D | 0        | red on N |
        | 0 | -1 | BASE-M | 180      |          |
        | 1 | -1 | BASE-R | 0        |          |
      And red is to place BASE-V
      When the game ends
      Then red scores 4 points for the city
      And the scores are red 4, blue 0
