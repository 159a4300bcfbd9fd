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

    @id:car-end-02 @rule:CAR-R-END-1 @rule:CAR-R-TILE-5
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

  Rule: A feature completed by the tile just placed is not unfinished (edge cases)

    # Edge case of CAR-R-END-2 with end_game in the figure step (spec/protocol.md PC-R-TURN-1:
    # end_game in the middle of a turn completes nothing, so that turn's scoring step never
    # comes): red's tile at 1,3 (diagonal to it) filled the ring of blue's cloister at 0,2, so
    # the cloister is complete (CAR-R-CLOISTER-1), not unfinished; final scoring scores only
    # unfinished features, so blue gets nothing for it (not 1 + 8 = 9). Red's thief on the
    # one-tile road at -2,2 (open at both ends: unfinished) scores 1 per tile = 1 (CAR-R-END-2),
    # so red wins 1 to 0 (CAR-R-END-4); a position lays that road's tile after the cloister's, so
    # final scoring must go on past the completed cloister to reach it. BASE-U at 1,0 holds no
    # figure and is here so that a route reaches this position by play (red places last).
    @id:car-end-100 @rule:CAR-R-END-2 @rule:CAR-R-CLOISTER-1
    Example: A cloister completed by the tile just placed scores nothing when the game ends in the figure step
      Given a carcassonne game between red and blue
      And the board:
        | x  | y | tile   | rotation | figures   |
        | -1 | 1 | BASE-B | 0        |           |
        | 0  | 1 | BASE-B | 0        |           |
        | 1  | 1 | BASE-B | 0        |           |
        | -1 | 2 | BASE-B | 0        |           |
        | 0  | 2 | BASE-B | 0        | blue on C |
        | 1  | 2 | BASE-B | 0        |           |
        | -1 | 3 | BASE-B | 0        |           |
        | 0  | 3 | BASE-B | 0        |           |
        | 1  | 3 | BASE-B | 0        |           |
        | -2 | 2 | BASE-U | 90       | red on N  |
        | 1  | 0 | BASE-U | 0        |           |
      And red has just placed the tile at 1,3
      When the game ends
      Then blue scores nothing
      And the answer's events are exactly:
        """
        [{"type": "points_scored", "player": "red", "points": 1, "reason": "road", "feature": {"kind": "road", "x": -2, "y": 2, "at": "N"}, "final": true},
         {"type": "game_ended", "scores": {"red": 1, "blue": 0}, "winners": ["red"]}]
        """

    # The same for a city (CAR-R-END-2, CAR-R-CITY-1): blue's cap at 0,-2 closed the city of the
    # start tile's cap, red's pennant band at 0,-1 (red's knight on N) and itself: 3 tiles and 1
    # pennant, complete. The game ends in blue's figure step, before the scoring step: the city
    # is not unfinished, so red gets nothing for it (not 3 + 1 = 4 as an unfinished city, nor
    # 2 × (3 + 1) = 8 as a completed one). Red's thief on the road 0,0 .. 2,0 (open at both
    # ends: unfinished) scores 1 per tile = 3 (CAR-R-END-2): red 3, blue 0, red wins. A position
    # lays the road's tiles after the city's band, so final scoring must go on past the city.
    @id:car-end-101 @rule:CAR-R-END-2 @rule:CAR-R-CITY-1
    Example: A city completed by the tile just placed scores nothing when the game ends in the figure step
      Given a carcassonne game between red and blue
      And the board:
        | x | y  | tile   | rotation | figures  |
        | 0 | -1 | BASE-F | 90       | red on N |
        | 0 | -2 | BASE-E | 180      |          |
        | 1 | 0  | BASE-U | 0        |          |
        | 2 | 0  | BASE-U | 0        | red on E |
      And blue has just placed the tile at 0,-2
      When the game ends
      Then red scores 3 points for the road
      And red scores nothing for the city
      And the answer's events are exactly:
        """
        [{"type": "points_scored", "player": "red", "points": 3, "reason": "road", "feature": {"kind": "road", "x": 0, "y": 0, "at": "E"}, "final": true},
         {"type": "game_ended", "scores": {"red": 3, "blue": 0}, "winners": ["red"]}]
        """

  Rule: An unfinished cloister scores its own tile and each tile around it (edge cases)

    # Edge case of CAR-R-END-2: blue's cloister at 0,2 lacks only the tile at 1,3 of its eight
    # neighbours, so it is unfinished: 1 for its own tile + 7 around = 8, final. Nobody else
    # holds a figure: blue 8, red 0, blue wins (CAR-R-END-4).
    @id:car-end-102 @rule:CAR-R-END-2 @rule:CAR-R-CLOISTER-1
    Example: A cloister with seven of its eight neighbours scores 8 at the end
      Given a carcassonne game between red and blue
      And the board:
        | x  | y | tile   | rotation | figures   |
        | -1 | 1 | BASE-B | 0        |           |
        | 0  | 1 | BASE-B | 0        |           |
        | 1  | 1 | BASE-B | 0        |           |
        | -1 | 2 | BASE-B | 0        |           |
        | 0  | 2 | BASE-B | 0        | blue on C |
        | 1  | 2 | BASE-B | 0        |           |
        | -1 | 3 | BASE-B | 0        |           |
        | 0  | 3 | BASE-B | 0        |           |
      And red is to place BASE-V
      When the game ends
      Then blue scores 8 points for the cloister
      And the answer's events are exactly:
        """
        [{"type": "points_scored", "player": "blue", "points": 8, "reason": "cloister", "feature": {"kind": "cloister", "x": 0, "y": 2, "at": "C"}, "final": true},
         {"type": "game_ended", "scores": {"red": 0, "blue": 8}, "winners": ["blue"]}]
        """
