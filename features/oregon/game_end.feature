Feature: The end of the game
  The end is triggered by a player's last farmer, or by as many empty building
  stacks as there are players. The round is then finished, so that everyone
  has had the same number of turns; nobody draws any more. Coal and gold tiles
  are revealed and added; the most points wins, then the most farmers on the
  board; players still tied share the victory.

  Rule: The last farmer ends the game after the round

    @id:ore-end-01 @rule:OR-R-END-1 @rule:OR-R-END-3 @requires:custom_boards
    Example: Red places the last farmer; blue still plays, then the game ends
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And red has 1 farmer in supply
      And red holds eagle, eagle, buffalo and church
      And blue holds buffalo, buffalo, eagle and church
      And red's extra turn token is inactive
      And blue's extra turn token is inactive
      And the landscape deck is wagon, wagon
      And the building deck is store
      When red places a farmer on 0,0 with eagle as row and eagle as column
      Then the end of the game is triggered by red's last farmer
      And red now holds buffalo and church
      And it is blue's turn to play cards
      When blue places a farmer on 5,3 with buffalo as row and buffalo as column
      Then the game is over
      And blue now holds eagle and church
      And the landscape deck is now wagon, wagon

  Rule: Empty building stacks end the game: as many as there are players

    # The four gold mines and three churches built from their stacks stand on the board, and
    # red's farmer at 5,1 is where red used the joker (reachable by play, issue 13).
    @id:ore-end-02 @rule:OR-R-END-2 @requires:custom_boards
    Example: With 2 players the second empty stack triggers the end
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle    | eagle | eagle    | buffalo     | buffalo     | buffalo     |
        | eagle   | G church | G     | G church | G           | G           | G           |
        | eagle   | G church | G     | G        | G           | G           | G red       |
        | buffalo | G        | G     | G        | M gold mine | M gold mine | M gold mine |
        | buffalo | G        | G     | G        | M gold mine | G           | G           |
      And the gold mine stack is empty
      And the church stack holds 1 tile
      And red holds eagle, church, wagon and campfire
      And blue holds buffalo, wagon, settlers and gold mine
      And red's joker is inactive
      When red builds a church on 1,1 with eagle
      Then the church stack is empty
      And the end of the game is triggered by red's empty stacks

    # The four gold mines and three churches built from their stacks stand on the board, and
    # red's farmer at 5,1 is where red used the joker (reachable by play, issue 13).
    @id:ore-end-03 @rule:OR-R-END-2 @requires:custom_boards
    Example: With 3 players two empty stacks are not yet the end
      Given an oregon game between red, blue and green
      And the Oregon board:
        |         | eagle    | eagle | eagle    | buffalo     | buffalo     | buffalo     |
        | eagle   | G church | G     | G church | G           | G           | G           |
        | eagle   | G church | G     | G        | G           | G           | G red       |
        | buffalo | G        | G     | G        | M gold mine | M gold mine | M gold mine |
        | buffalo | G        | G     | G        | M gold mine | G           | G           |
      And the gold mine stack is empty
      And the church stack holds 1 tile
      And red holds eagle, church, wagon and campfire
      And blue holds buffalo, wagon, settlers and gold mine
      And green holds wagon, settlers, campfire and store
      And red's joker is inactive
      When red builds a church on 1,1 with eagle
      Then the church stack is empty
      And the end of the game is not triggered

    @id:ore-end-09 @rule:OR-R-END-2 @requires:custom_boards
    Example: With 4 players the fourth empty stack triggers the end
      Given an oregon game between red, blue, green and yellow
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And the gold mine stack is empty
      And the coal mine stack is empty
      And the harbour stack is empty
      And the church stack holds 1 tile
      And red holds eagle, church, wagon and campfire
      And red's joker is inactive
      When red builds a church on 1,1 with eagle
      Then the church stack is empty
      And the end of the game is triggered by red's empty stacks

  Rule: The round is finished, the extra turn included

    @id:ore-end-04 @rule:OR-R-END-3 @rule:OR-R-EXTRA-2 @requires:custom_boards
    Example: Blue triggers the end in the middle of the round; green plays last, red not again
      Given an oregon game between red, blue and green
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And it is blue's turn to play cards
      And blue has 1 farmer in supply
      And blue holds buffalo, buffalo, eagle and church
      And blue's joker is inactive
      And green holds eagle, eagle, wagon and store
      And green's extra turn token is inactive
      And the landscape deck is wagon, wagon, wagon
      And the building deck is store, store
      When blue places a farmer on 5,3 with buffalo as row and buffalo as column
      Then the end of the game is triggered by blue's last farmer
      And blue is offered an extra turn
      When blue builds a church on 1,1 with eagle
      Then blue now holds no cards
      And it is green's turn to play cards
      When green places a farmer on 0,0 with eagle as row and eagle as column
      Then the game is over

  Rule: Coal and gold are revealed; most points wins, then most farmers

    @id:ore-end-05 @rule:OR-R-END-4
    Example: Coal and gold tiles are added at the end
      Given an oregon game between red and blue
      And the scores are red 10, blue 12
      And red has coal tiles 1, 3
      And red has gold tiles 5
      When the game ends
      Then red scores 4 points for coal
      And red scores 5 points for gold
      And blue scores nothing
      And the scores are red 19, blue 12
      And the winner is red

    @id:ore-end-06 @rule:OR-R-END-5
    Example: The most points wins
      Given an oregon game between red and blue
      And the scores are red 10, blue 17
      When the game ends
      Then the game is over
      And the winner is blue

    @id:ore-end-07 @rule:OR-R-END-6
    Example: Tied players: the one with more farmers on the board wins
      Given an oregon game between red and blue
      And the scores are red 20, blue 20
      And these pieces on the board:
        | col | row | piece |
        | 0   | 0   | red   |
        | 1   | 0   | red   |
        | 2   | 0   | red   |
        | 5   | 5   | blue  |
        | 6   | 5   | blue  |
      When the game ends
      Then the winner is red

    @id:ore-end-08 @rule:OR-R-END-6
    Example: Tied on points and farmers, the players share the victory
      Given an oregon game between red, blue and green
      And the scores are red 20, blue 20, green 19
      And these pieces on the board:
        | col | row | piece |
        | 0   | 0   | red   |
        | 5   | 5   | blue  |
        | 6   | 5   | green |
        | 6   | 6   | green |
      When the game ends
      Then the winners are red and blue

  Rule: The end reports each player's farmers on the board (edge cases of OR-R-END-6)

    # As ore-end-07: the game_ended event names the farmers on the board per player, the
    # numbers that break the tie.
    @id:ore-end-10 @rule:OR-R-END-6 @rule:OR-R-END-5
    Example: The end names each player's farmers on the board
      Given an oregon game between red and blue
      And the scores are red 20, blue 20
      And these pieces on the board:
        | col | row | piece |
        | 0   | 0   | red   |
        | 1   | 0   | red   |
        | 2   | 0   | red   |
        | 5   | 5   | blue  |
        | 6   | 5   | blue  |
      When the game ends
      Then the answer's events are exactly:
        """
        [{"type": "game_ended", "scores": {"red": 20, "blue": 20}, "winners": ["red"], "farmers_on_board": {"red": 3, "blue": 2}}]
        """
