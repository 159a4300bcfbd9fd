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

    # Reachable by play (issue 13): the board has mountains for the eight mines and water for the
    # harbours; the buildings that emptied the stacks stand on it (four gold mines, four coal
    # mines, four harbours, three churches), all in eagle rows or columns. All 16 cards of the
    # game are in the hands (decks and discards empty): every draw shuffles back the two cards
    # just played, so each player builds with the same two cards every turn: blue the gold mines,
    # green the coal mines, yellow the harbours (4 turns each), red the churches (3 turns, the
    # last with the joker, drawing the church card back). Store and station have no space here
    # (their start tiles go back to the box); the start post office and start church are at
    # 5,3 and 4,3.
    @id:ore-end-09 @rule:OR-R-END-2 @requires:custom_boards
    Example: With 4 players the fourth empty stack triggers the end
      Given an oregon game between red, blue, green and yellow
      And the Oregon board:
        |         | eagle       | eagle       | eagle       | buffalo     | buffalo        | buffalo             |
        | eagle   | M gold mine | M gold mine | M gold mine | M gold mine | M coal mine    | M coal mine         |
        | eagle   | G church    | G           | G church    | M coal mine | M coal mine    | G                   |
        | buffalo | G harbour   | W           | G harbour   | G           | G              | G                   |
        | buffalo | G harbour   | G church    | G harbour   | G           | G start church | G start post office |
      And the gold mine stack is empty
      And the coal mine stack is empty
      And the harbour stack is empty
      And the church stack holds 1 tile
      And red holds eagle, church, wagon and campfire
      And blue holds eagle, gold mine, wagon and settlers
      And green holds eagle, coal mine, wagon and campfire
      And yellow holds eagle, harbour, settlers and campfire
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

    # Reachable by play (issue 13), the scores those turns give: the start tiles are a coal mine
    # at 6,0 and a gold mine at 7,0; red's farmers at 6,1 (beside both mines: a coal tile and a
    # gold tile, OR-R-FSCORE-6/7) and 5,1 (beside the coal mine: a coal tile) score no points;
    # blue's farmer at 6,8 and then blue's post office at 5,8 beside it score 3 (OR-R-BSCORE-2).
    # Turns (red first): red 5,1 with buffalo, eagle (drawing wagon, settlers); blue 6,8 with
    # campfire, wagon (drawing settlers, buffalo); red 6,1 with buffalo, wagon (drawing wagon,
    # eagle); blue the post office with campfire (drawing eagle and store).
    # At the end red adds 1 + 3 = 4 for coal and 5 for gold: red 0 + 9 = 9, blue 3: red wins,
    # though blue led before the coal and gold were revealed. Both are final points, coal before
    # gold (spec/oregon.md "Events" and OR-R-END-4: `final: true`, in seating order, coal then gold).
    @id:ore-end-05 @rule:OR-R-END-4
    Example: Coal and gold tiles are added at the end
      Given an oregon game between red and blue
      And these pieces on the board:
        | col | row | piece           |
        | 6   | 0   | start coal mine |
        | 7   | 0   | start gold mine |
        | 5   | 1   | red             |
        | 6   | 1   | red             |
        | 6   | 8   | blue            |
        | 5   | 8   | post office     |
      And red holds church, settlers, wagon and eagle
      And blue holds settlers, buffalo, store and eagle
      And the landscape deck is wagon
      And the landscape discards are buffalo, eagle, campfire, wagon, buffalo, wagon, campfire
      And the building deck is harbour
      And the building discards are post office
      And the scores are red 0, blue 3
      And red has coal tiles 1, 3
      And red has gold tiles 5
      When the game ends
      Then red scores 4 points for coal
      And red scores 5 points for gold
      And blue scores nothing
      And the scores are red 9, blue 3
      And the winner is red
      And the events include, in order:
        | type          | player | reason | points | final |
        | points_scored | red    | coal   | 4      | true  |
        | points_scored | red    | gold   | 5      | true  |

    # Reachable by play (issue 13), the scores those turns give: red's farmer at 9,1 beside the
    # start church at 10,0 scores 1 (1 farmer around it, OR-R-FSCORE-5), blue's farmer at 13,6
    # beside the start post office at 14,6 scores 3 (OR-R-FSCORE-3). Red was dealt buffalo,
    # settlers, eagle and a church card and drew wagon, campfire; blue was dealt settlers,
    # campfire, buffalo and a store card and drew eagle, eagle.
    @id:ore-end-06 @rule:OR-R-END-5
    Example: The most points wins
      Given an oregon game between red and blue
      And these pieces on the board:
        | col | row | piece             |
        | 10  | 0   | start church      |
        | 14  | 6   | start post office |
        | 9   | 1   | red               |
        | 13  | 6   | blue              |
      And red holds eagle, church, wagon and campfire
      And blue holds buffalo, store, eagle and eagle
      And the landscape deck is wagon
      And the landscape discards are buffalo, settlers, settlers, campfire
      And the building deck is harbour
      And the scores are red 1, blue 3
      When the game ends
      Then the game is over
      And the winner is blue

    # Reachable by play (issue 13), the scores those turns give: red's farmer at 13,7 and blue's
    # at 13,6 each score 3 beside the start post office at 14,6 (OR-R-FSCORE-3); the other
    # farmers (red 0,0 and 4,2, blue 6,9) touch no building and no farmer of their colour: red 3,
    # blue 3. Turns (red first, blue to play now): red 0,0 with buffalo, buffalo (drawing eagle,
    # settlers); blue 6,9 with campfire, wagon (drawing campfire, eagle); red 4,2 with eagle,
    # eagle (drawing campfire, wagon); blue 13,6 with settlers, campfire (drawing buffalo,
    # settlers); red 13,7 with settlers, campfire (drawing buffalo, eagle).
    @id:ore-end-07 @rule:OR-R-END-6
    Example: Tied players: the one with more farmers on the board wins
      Given an oregon game between red and blue
      And the scores are red 3, blue 3
      And these pieces on the board:
        | col | row | piece             |
        | 10  | 0   | start church      |
        | 14  | 6   | start post office |
        | 0   | 0   | red               |
        | 4   | 2   | red               |
        | 13  | 7   | red               |
        | 13  | 6   | blue              |
        | 6   | 9   | blue              |
      And red holds church, wagon, buffalo and eagle
      And blue holds eagle, store, buffalo and settlers
      And the landscape deck is wagon, campfire
      And the landscape discards are buffalo, buffalo, campfire, wagon, eagle, eagle, settlers, campfire, settlers, campfire
      And the building deck is harbour, post office
      And it is blue's turn to play cards
      When the game ends
      Then the winner is red

    # Reachable by play (issue 13), the scores those turns give: red's farmer at 13,5 and blue's
    # at 13,7 each score 3 beside the start post office at 14,6 (OR-R-FSCORE-3); green's two at
    # 0,9 and 3,9 touch nothing: red 3, blue 3, green 0, and red and blue have 1 farmer each.
    # Turns (green first): green 0,9 with campfire, buffalo (drawing campfire, wagon); red 13,5
    # with wagon, campfire (drawing buffalo, settlers); blue 13,7 with settlers, campfire
    # (drawing eagle, wagon); green 3,9 with campfire, eagle (drawing settlers, eagle).
    @id:ore-end-08 @rule:OR-R-END-6
    Example: Tied on points and farmers, the players share the victory
      Given an oregon game between red, blue and green
      And the scores are red 3, blue 3, green 0
      And these pieces on the board:
        | col | row | piece             |
        | 4   | 0   | start store       |
        | 10  | 0   | start church      |
        | 14  | 6   | start post office |
        | 13  | 5   | red               |
        | 13  | 7   | blue              |
        | 0   | 9   | green             |
        | 3   | 9   | green             |
      And red holds eagle, store, buffalo and settlers
      And blue holds buffalo, harbour, eagle and wagon
      And green holds wagon, church, settlers and eagle
      And the landscape deck is buffalo, campfire
      And the landscape discards are campfire, buffalo, wagon, campfire, settlers, campfire, campfire, eagle
      And the building deck is post office, church
      When the game ends
      Then the winners are red and blue

  Rule: The end reports each player's farmers on the board (edge cases of OR-R-END-6)

    # As ore-end-07: the game_ended event names the farmers on the board per player, the
    # numbers that break the tie.
    # Reachable by play (issue 13), the scores those turns give: red's farmer at 13,7 and blue's
    # at 13,6 each score 3 beside the start post office at 14,6 (OR-R-FSCORE-3); the other
    # farmers (red 0,0 and 4,2, blue 6,9) touch no building and no farmer of their colour: red 3,
    # blue 3. Turns (red first, blue to play now): red 0,0 with buffalo, buffalo (drawing eagle,
    # settlers); blue 6,9 with campfire, wagon (drawing campfire, eagle); red 4,2 with eagle,
    # eagle (drawing campfire, wagon); blue 13,6 with settlers, campfire (drawing buffalo,
    # settlers); red 13,7 with settlers, campfire (drawing buffalo, eagle).
    @id:ore-end-10 @rule:OR-R-END-6 @rule:OR-R-END-5
    Example: The end names each player's farmers on the board
      Given an oregon game between red and blue
      And the scores are red 3, blue 3
      And these pieces on the board:
        | col | row | piece             |
        | 10  | 0   | start church      |
        | 14  | 6   | start post office |
        | 0   | 0   | red               |
        | 4   | 2   | red               |
        | 13  | 7   | red               |
        | 13  | 6   | blue              |
        | 6   | 9   | blue              |
      And red holds church, wagon, buffalo and eagle
      And blue holds eagle, store, buffalo and settlers
      And the landscape deck is wagon, campfire
      And the landscape discards are buffalo, buffalo, campfire, wagon, eagle, eagle, settlers, campfire, settlers, campfire
      And the building deck is harbour, post office
      And it is blue's turn to play cards
      When the game ends
      Then the answer's events are exactly:
        """
        [{"type": "game_ended", "scores": {"red": 3, "blue": 3}, "winners": ["red"], "farmers_on_board": {"red": 3, "blue": 2}}]
        """

    # Edge case of OR-R-END-2 with 2 players: the end needs 2 empty stacks. Building the last
    # church (3 on the board + 1 in the stack) empties the church stack; the gold mine stack
    # still holds 1 tile (3 built) and no other building stands on the board: 1 empty stack
    # < 2, no end. Reachable by play (the board of ore-end-02 less one gold mine): blue's
    # fourth turn placed the farmer at 5,3 with buffalo and the joker.
    @id:ore-end-200 @rule:OR-R-END-2 @requires:custom_boards
    Example: With 2 players one empty stack is not yet the end
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle    | eagle | eagle    | buffalo     | buffalo     | buffalo     |
        | eagle   | G church | G     | G church | G           | G           | G           |
        | eagle   | G church | G     | G        | G           | G           | G red       |
        | buffalo | G        | G     | G        | M gold mine | M gold mine | M gold mine |
        | buffalo | G        | G     | G        | M           | G           | G blue      |
      And the gold mine stack holds 1 tile
      And the church stack holds 1 tile
      And red holds eagle, church, wagon and campfire
      And blue holds buffalo, wagon, settlers and gold mine
      And red's joker is inactive
      And blue's joker is inactive
      When red builds a church on 1,1 with eagle
      Then the church stack is empty
      And the end of the game is not triggered

  Rule: The end is triggered once (edge cases)

    # Edge case of OR-R-END-1/2: the end is triggered once. Red's church empties the church
    # stack, the second empty one with 2 players (OR-R-END-2); in the extra turn red places
    # the last farmer (supply 1 -> 0), which would trigger the end too (OR-R-END-1), but the
    # end is already triggered: no second end_triggered. The farmer at 4,0 touches no building
    # and no other red farmer orthogonally, so it scores nothing. Red does not draw (the end
    # is triggered) and blue, the last seat, plays the last turn.
    # Board of ore-end-02.
    # load_position: red's last farmer needs 13 red farmers on the board in play, more than this
    # small board's routes place (as ore-end-01).
    @id:ore-end-250 @rule:OR-R-END-1 @rule:OR-R-END-2 @rule:OR-R-END-3 @requires:custom_boards @requires:load_position
    Example: Empty stacks trigger the end, then the last farmer in the extra turn triggers nothing more
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle    | eagle | eagle    | buffalo     | buffalo     | buffalo     |
        | eagle   | G church | G     | G church | G           | G           | G           |
        | eagle   | G church | G     | G        | G           | G           | G red       |
        | buffalo | G        | G     | G        | M gold mine | M gold mine | M gold mine |
        | buffalo | G        | G     | G        | M gold mine | G           | G           |
      And the gold mine stack is empty
      And the church stack holds 1 tile
      And red has 1 farmer in supply
      And red holds eagle, eagle, buffalo and church
      And blue holds buffalo, wagon, settlers and gold mine
      And red's joker is inactive
      When red builds a church on 1,1 with eagle
      Then the end of the game is triggered by red's empty stacks
      And red is offered an extra turn
      When red places a farmer on 4,0 with eagle as row and buffalo as column
      Then red has 0 farmers in supply
      And the end of the game is triggered by red's empty stacks
      And the events include, in order:
        | type          | player | reason          | rule       |
        | end_triggered | red    | building_stacks | OR-R-END-2 |
        | farmer_placed | red    |                 |            |
      And it is blue's turn to play cards
      And red now holds no cards

    # Edge case of OR-R-END-1/2, the other order: red's last farmer triggers the end
    # (OR-R-END-1); in the extra turn red's church empties the second stack, which triggers
    # nothing more. Board of ore-end-02.
    # load_position: red's last farmer needs 13 red farmers on the board in play, more than this
    # small board's routes place (as ore-end-01).
    @id:ore-end-251 @rule:OR-R-END-1 @rule:OR-R-END-2 @rule:OR-R-END-3 @requires:custom_boards @requires:load_position
    Example: The last farmer triggers the end, then emptying a second stack in the extra turn triggers nothing more
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle    | eagle | eagle    | buffalo     | buffalo     | buffalo     |
        | eagle   | G church | G     | G church | G           | G           | G           |
        | eagle   | G church | G     | G        | G           | G           | G red       |
        | buffalo | G        | G     | G        | M gold mine | M gold mine | M gold mine |
        | buffalo | G        | G     | G        | M gold mine | G           | G           |
      And the gold mine stack is empty
      And the church stack holds 1 tile
      And red has 1 farmer in supply
      And red holds eagle, eagle, buffalo and church
      And blue holds buffalo, wagon, settlers and gold mine
      And red's joker is inactive
      When red places a farmer on 4,0 with eagle as row and buffalo as column
      Then the end of the game is triggered by red's last farmer
      And red is offered an extra turn
      When red builds a church on 1,1 with eagle
      Then the church stack is empty
      And the end of the game is triggered by red's last farmer
      And the events include, in order:
        | type            | player | reason      | rule       |
        | end_triggered   | red    | last_farmer | OR-R-END-1 |
        | building_placed | red    |             |            |
      And it is blue's turn to play cards

  Rule: The end is triggered after the placement has scored (edge cases)

    # Edge case of OR-R-END-2 with the event order of spec/oregon.md "Events": red builds the
    # last store (3 stand on the board, so the stack held 1) with the joker at 1,2; with the
    # gold mine stack empty that makes 2 empty stacks, 2 players: the end. First the building
    # scores, the placer first, then in seating order (OR-R-BSCORE-1/7): red 1 point for one
    # farmer (1,1), then red's joker, just used, is active again; blue 2 points for two
    # farmers (2,1 and 2,2), and blue's inactive joker turns active. Only then end_triggered.
    # Red's wagon, campfire and settlers place nothing, so no extra turn, and red does not draw
    # (the end is triggered): blue plays the last turn.
    # load_position: which hands and draws lead here by play is more than the route planner
    # finds (seven buildings and three farmers on a small board).
    @id:ore-end-252 @rule:OR-R-END-2 @rule:OR-R-BSCORE-1 @rule:OR-R-BSCORE-7 @rule:OR-R-JOKER-3 @requires:custom_boards @requires:load_position
    Example: The last store with the joker: building, joker, each player's points, then the end
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle       | eagle       | eagle       | buffalo     | buffalo | buffalo |
        | eagle   | M gold mine | M gold mine | M gold mine | M gold mine | F store | F store |
        | eagle   | F store     | G red       | G blue      | G           | G       | G       |
        | buffalo | G           | F           | G blue      | G           | G       | G       |
        | buffalo | G           | G           | G           | G           | G       | G       |
      And the gold mine stack is empty
      And the store stack holds 1 tile
      And red holds wagon, campfire, settlers and store
      And blue holds buffalo, buffalo, eagle and church
      And blue's joker is inactive
      When red builds a store on 1,2 with the joker
      Then the answer's events are exactly:
        """
        [{"type": "building_placed", "player": "red", "building": "store", "col": 1, "row": 2, "landscape_card": "joker"},
         {"type": "token_used", "player": "red", "token": "joker"},
         {"type": "points_scored", "player": "red", "points": 1, "reason": "store", "final": false, "col": 1, "row": 2, "farmers": 1},
         {"type": "token_activated", "player": "red", "token": "joker"},
         {"type": "points_scored", "player": "blue", "points": 2, "reason": "store", "final": false, "col": 1, "row": 2, "farmers": 2},
         {"type": "token_activated", "player": "blue", "token": "joker"},
         {"type": "end_triggered", "player": "red", "reason": "building_stacks", "rule": "OR-R-END-2"}]
        """
      And it is blue's turn to play cards

  Rule: Empty stacks with three players (edge cases)

    # Edge case of OR-R-END-2 with 3 players: the end needs 3 empty stacks (ore-end-03 has 2,
    # not yet the end). The gold mine and coal mine stacks are empty (their eight mines stand
    # on the board); red's church is the fourth (3 on the board, 1 in the stack): the third
    # empty stack, so red triggers the end.
    @id:ore-end-253 @rule:OR-R-END-2 @requires:custom_boards
    Example: With 3 players the third empty stack triggers the end
      Given an oregon game between red, blue and green
      And the Oregon board:
        |         | eagle       | eagle       | eagle       | buffalo     | buffalo        | buffalo             |
        | eagle   | M gold mine | M gold mine | M gold mine | M gold mine | M coal mine    | M coal mine         |
        | eagle   | G church    | G           | G church    | M coal mine | M coal mine    | G                   |
        | buffalo | G           | W           | G           | G           | G              | G                   |
        | buffalo | G           | G church    | G           | G           | G start church | G start post office |
      And the gold mine stack is empty
      And the coal mine stack is empty
      And the church stack holds 1 tile
      And red holds eagle, church, wagon and campfire
      And blue holds eagle, gold mine, wagon and settlers
      And green holds eagle, coal mine, wagon and campfire
      And red's joker is inactive
      When red builds a church on 1,1 with eagle
      Then the church stack is empty
      And the end of the game is triggered by red's empty stacks

    # Edge case of OR-R-END-2 with 3 players: the end needs 3 empty stacks. The four gold mines
    # and four harbours stand on the board (both stacks empty, 0 + 4 built = 4 each); red builds
    # the last church (3 on the board + 1 in the stack): gold mine, harbour and church stacks
    # empty = 3 >= 3 players, so the end is triggered. The coal mine stack still holds 4 tiles
    # and the start church and start post office do not count.
    # Reachable by play: the board of ore-end-09 without its coal mines; blue builds the gold
    # mines, green the harbours, red the churches (the last with the joker).
    @id:ore-end-210 @rule:OR-R-END-2 @requires:custom_boards
    Example: With 3 players the church stack, the third to empty, triggers the end
      Given an oregon game between red, blue and green
      And the Oregon board:
        |         | eagle       | eagle       | eagle       | buffalo     | buffalo        | buffalo             |
        | eagle   | M gold mine | M gold mine | M gold mine | M gold mine | M              | M                   |
        | eagle   | G church    | G           | G church    | M           | M              | G                   |
        | buffalo | G harbour   | W           | G harbour   | G           | G              | G                   |
        | buffalo | G harbour   | G church    | G harbour   | G           | G start church | G start post office |
      And the gold mine stack is empty
      And the harbour stack is empty
      And the church stack holds 1 tile
      And red holds eagle, church, wagon and campfire
      And blue holds eagle, gold mine, wagon and settlers
      And green holds eagle, harbour, settlers and campfire
      And red's joker is inactive
      When red builds a church on 1,1 with eagle
      Then the church stack is empty
      And the end of the game is triggered by red's empty stacks

    # Edge case of OR-R-END-2 with 4 players: 3 empty stacks are not yet the end. The board of
    # ore-end-09 with one coal mine fewer (3 built, the coal mine stack holds 1): after red's
    # last church the gold mine, harbour and church stacks are empty = 3 < 4 players.
    # Reachable by play: green placed a farmer at 4,1 (eagle row, joker as column) in the turn
    # it did not build a coal mine.
    @id:ore-end-211 @rule:OR-R-END-2 @requires:custom_boards
    Example: With 4 players three empty stacks are not yet the end
      Given an oregon game between red, blue, green and yellow
      And the Oregon board:
        |         | eagle       | eagle       | eagle       | buffalo     | buffalo        | buffalo             |
        | eagle   | M gold mine | M gold mine | M gold mine | M gold mine | M coal mine    | M coal mine         |
        | eagle   | G church    | G           | G church    | M coal mine | M green        | G                   |
        | buffalo | G harbour   | W           | G harbour   | G           | G              | G                   |
        | buffalo | G harbour   | G church    | G harbour   | G           | G start church | G start post office |
      And the gold mine stack is empty
      And the coal mine stack holds 1 tile
      And the harbour stack is empty
      And the church stack holds 1 tile
      And red holds eagle, church, wagon and campfire
      And blue holds eagle, gold mine, wagon and settlers
      And green holds eagle, coal mine, wagon and campfire
      And yellow holds eagle, harbour, settlers and campfire
      And red's joker is inactive
      And green's joker is inactive
      When red builds a church on 1,1 with eagle
      Then the church stack is empty
      And the end of the game is not triggered

    # Edge case of OR-R-END-3 with OR-R-PLAY-1: in the last round a turn ends without drawing,
    # and the next player's turn still begins as usual. The end is triggered; red (first of 2 seats)
    # places a farmer on the only meadow space, 0,0, with two eagles (no extra turn: the token
    # is inactive). Red does not draw, so blue's turn begins: blue's wagon, settlers, campfire
    # and store place nothing (0,0 is taken, the rest is water, no forest for the store), so
    # blue's hand is discarded (turn.no_placement=discard_hand), blue does not draw either, and
    # blue is the last seat: the game ends.
    @id:ore-end-290 @rule:OR-R-END-3 @rule:OR-R-PLAY-1 @interp:turn.no_placement=discard_hand @requires:custom_boards @requires:load_position
    Example: In the last round the next player's hand with no placement is discarded, then the game ends
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | W     | W     | W       | W       | W       |
        | eagle   | W     | W     | W     | W       | W       | W       |
        | buffalo | W     | W     | W     | W       | W       | W       |
        | buffalo | W     | W     | W     | W       | W       | W       |
      And the end of the game has been triggered
      And red holds eagle, eagle, buffalo and church
      And blue holds wagon, settlers, campfire and store
      And red's joker is inactive
      And red's extra turn token is inactive
      When red places a farmer on 0,0 with eagle as row and eagle as column
      Then the game is over
      And the events include, in order:
        | type            | player |
        | farmer_placed   | red    |
        | cards_discarded | blue   |
        | game_ended      |        |
