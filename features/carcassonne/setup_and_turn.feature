Feature: Setting up a game and the shape of a turn
  The start tile lies at (0, 0), every player has seven followers, the runner
  supplies the draw order, and a turn is: place the drawn tile, then decide
  about a follower, then score.

  Rule: The start tile, the supply and the draw order come first

    @id:car-setup-01 @rule:CAR-R-SETUP-1 @rule:CAR-R-SETUP-2 @rule:CAR-R-SETUP-3
    Example: A new game hands the first player the top tile
      Given a new carcassonne game between red and blue drawing BASE-U, BASE-V, BASE-E
      Then red must place BASE-U next
      And the draw pile is now BASE-V, BASE-E
      And red has 7 followers in supply
      And blue has 7 followers in supply
      And the scores are red 0, blue 0

    @id:car-setup-02 @rule:CAR-R-SETUP-1
    Example: Only the cells around the start tile are open at first
      Given a new carcassonne game between red and blue drawing BASE-U
      Then there are 6 legal placements
      And placing at 1,0 rotated 0 is legal
      And placing at 0,-1 rotated 0 is illegal

  Rule: Turns pass in seating order

    @id:car-turn-01 @rule:CAR-R-TURN-1 @rule:CAR-R-SETUP-3
    Example: After red places a tile and passes, blue draws
      Given a new carcassonne game between red, blue and green drawing BASE-U, BASE-V, BASE-E
      When red places the tile at 1,0 rotated 0
      And red places no follower
      Then blue must place BASE-V next
      And the events include, in order:
        | type        | player | tile   |
        | tile_placed | red    | BASE-U |
        | tile_drawn  | blue   | BASE-V |

    # Red's seven followers stand on the board, each on its own feature (monks on the cloisters
    # and a knight on the open cap of the row y=1), with blue's figure-free straight roads in the
    # row y=2, so the empty supply is reached by play (features/README.md, "Routes"); none of
    # these tiles touches the road the scenario plays on.
    @id:car-turn-02 @rule:CAR-R-TURN-1 @rule:CAR-R-FOLLOWER-5
    Example: The follower decision comes even when no follower can be placed
      Given a carcassonne game between red and blue
      And the board:
        | x  | y | tile   | rotation | figures  |
        | 0  | 1 | BASE-B | 0        | red on C |
        | -1 | 1 | BASE-B | 0        | red on C |
        | -2 | 1 | BASE-A | 180      | red on C |
        | -3 | 1 | BASE-B | 0        | red on C |
        | -4 | 1 | BASE-A | 180      | red on C |
        | -5 | 1 | BASE-B | 0        | red on C |
        | -6 | 1 | BASE-E | 0        | red on N |
        | 0  | 2 | BASE-U | 0        |          |
        | -1 | 2 | BASE-U | 0        |          |
        | -2 | 2 | BASE-U | 0        |          |
        | -3 | 2 | BASE-U | 0        |          |
        | -4 | 2 | BASE-U | 0        |          |
        | -5 | 2 | BASE-U | 0        |          |
        | -6 | 2 | BASE-U | 0        |          |
      And red has no followers in supply
      And red is to place BASE-U
      And the draw pile is BASE-V
      When red places the tile at 1,0 rotated 0
      Then red may place no follower

  Rule: A game has two to five players

    @id:car-setup-03 @rule:CAR-R-SETUP-4
    Example: A game for one player is refused
      When a new carcassonne game is requested between red drawing BASE-U
      Then the request is rejected with bad_request

    @id:car-setup-04 @rule:CAR-R-SETUP-4
    Example: A game for six players is refused
      When a new carcassonne game is requested between red, blue, green, yellow, black and grey drawing BASE-U
      Then the request is rejected with bad_request

    @id:car-setup-05 @rule:CAR-R-SETUP-4 @rule:CAR-R-SETUP-2
    Example: Five players each start with seven followers and no points
      Given a new carcassonne game between red, blue, green, yellow and black drawing BASE-U
      Then the scores are red 0, blue 0, green 0, yellow 0, black 0
      And black has 7 followers in supply
