Feature: Scoring a new farmer
  A new farmer earns its owner something for every building on its 8 adjacent
  spaces: a post office 3, a harbour 4, a church 1 per farmer around it, a coal
  or gold tile, a store 1 and the joker, a train station 1 and the extra turn.
  Only the owner scores.

  Background:
    Given an oregon game between red, blue and green

  Rule: Each adjacent building pays the new farmer's owner

    # The picture showed RED's new farmer touching a gold mine, a post office and
    # a church, with two more farmers beside the church.
    # Not in the example, added so that play from a new game reaches the position (issue 13):
    # the gold mine is a start tile, and blue and green placed their building and farmer in
    # the turn that used their extra turns (blue with the joker).
    @id:ore-fscore-01 @source:OR-EX-03 @rule:OR-R-FSCORE-1 @rule:OR-R-FSCORE-2 @rule:OR-R-FSCORE-3 @rule:OR-R-FSCORE-5 @rule:OR-R-FSCORE-7 @rule:OR-R-FSCORE-10 @requires:custom_boards
    Example: Farmer next to a gold mine, a post office and a church
      Given the Oregon board:
        |         | eagle | eagle             | eagle | buffalo       | buffalo | buffalo |
        | eagle   | G     | M start gold mine | G     | G post office | G       | G       |
        | eagle   | G     | G                 | G     | G             | G blue  | G       |
        | buffalo | G     | G                 | G     | G church      | G       | G       |
        | buffalo | G     | G                 | G     | G             | G green | G       |
      And red holds eagle, eagle, wagon and store
      And blue holds eagle, buffalo, wagon and post office
      And green holds buffalo, buffalo, buffalo and church
      And blue's joker is inactive
      And blue's extra turn token is inactive
      And green's extra turn token is inactive
      And the gold tiles to take are 4, 5
      When red places a farmer on 2,1 with eagle as row and eagle as column
      Then red scores 3 points for the post office
      And red takes 1 gold tile worth 4
      And red scores 3 points for the church
      And red scores 6 points in all
      And red scores nothing for the group
      And red's gold tiles are 4
      And the gold tiles to take are now 5
      And the scores are red 6, blue 0, green 0

    @id:ore-fscore-11 @rule:OR-R-FSCORE-7 @rule:OR-R-FSCORE-10 @requires:custom_boards
    Example: The gold tile taken is the top one; the rest stay in their order
      Given the Oregon board:
        |         | eagle | eagle       | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | M gold mine | G     | G       | G       | G       |
        | eagle   | G     | G           | G     | G       | G       | G       |
        | buffalo | G     | G           | G     | G       | G       | G       |
        | buffalo | G     | G           | G     | G       | G       | G       |
      And red holds eagle, eagle, wagon and store
      And blue holds wagon, settlers, campfire and harbour
      And green holds eagle, wagon, settlers and gold mine
      And the gold tiles to take are 3, 4, 5
      When red places a farmer on 2,1 with eagle as row and eagle as column
      Then red takes 1 gold tile worth 3
      And red's gold tiles are 3
      And the gold tiles to take are now 4, 5

    # The picture showed RED's new farmer touching a harbour, a train station and
    # a store, with the extra-turn token active and the joker inactive before.
    # Not in the example, added so that play from a new game reaches the position (issue 13):
    # the harbour is a start tile, red built the store with the joker, blue the station.
    @id:ore-fscore-02 @source:OR-EX-04 @rule:OR-R-FSCORE-4 @rule:OR-R-FSCORE-8 @rule:OR-R-FSCORE-9 @rule:OR-R-FSCORE-12 @requires:custom_boards
    Example: Farmer next to a harbour, a train station and a store
      Given the Oregon board:
        |         | eagle | eagle           | eagle   | buffalo   | buffalo | buffalo |
        | eagle   | W     | G start harbour | G       | G         | G       | G       |
        | eagle   | G     | G               | G       | R station | G       | G       |
        | buffalo | G     | G               | F store | G         | G       | G       |
        | buffalo | G     | G               | G       | G         | G       | G       |
      And red holds eagle, eagle, wagon and store
      And blue holds eagle, wagon, settlers and station
      And green holds wagon, settlers, campfire and gold mine
      And red's joker is inactive
      When red places a farmer on 2,1 with eagle as row and eagle as column
      Then red scores 4 points for the harbour
      And red scores 1 point for the store
      And red scores 1 point for the train station
      And red scores 6 points in all
      And red's joker is active
      And red's extra turn token is active
      And red's extra turn token is not activated
      And the events include, in order:
        | type            | player | reason  | points | token |
        | farmer_placed   | red    |         |        |       |
        | points_scored   | red    | harbour | 4      |       |
        | points_scored   | red    | store   | 1      |       |
        | token_activated | red    |         |        | joker |
        | points_scored   | red    | station | 1      |       |

    @id:ore-fscore-03 @rule:OR-R-FSCORE-1 @rule:OR-R-FSCORE-2 @rule:OR-R-FSCORE-3 @requires:custom_boards
    Example: Diagonal buildings count, a building two spaces away does not
      Given the Oregon board:
        |         | eagle               | eagle | eagle         | buffalo  | buffalo | buffalo |
        | eagle   | G start post office | G     | G             | G church | G       | G       |
        | eagle   | G                   | G     | G             | G        | G       | G       |
        | buffalo | G                   | G     | G post office | G        | G       | G       |
        | buffalo | G                   | G     | G             | G        | G       | G       |
      And red holds eagle, eagle, wagon and store
      And blue holds buffalo, wagon, settlers and post office
      And green holds eagle, wagon, settlers and church
      When red places a farmer on 1,1 with eagle as row and eagle as column
      Then red scores 6 points for the post office
      And red scores nothing for the church

    @id:ore-fscore-04 @rule:OR-R-FSCORE-2 @requires:custom_boards
    Example: A farmer in the corner has three adjacent spaces
      Given the Oregon board:
        |         | eagle | eagle               | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G start post office | G     | G       | G       | G       |
        | eagle   | G     | G                   | G     | G       | G       | G       |
        | buffalo | G     | G                   | G     | G       | G       | G       |
        | buffalo | G     | G                   | G     | G       | G       | G       |
      And red holds eagle, eagle, wagon and store
      And blue holds wagon, settlers, campfire and harbour
      And green holds wagon, settlers, campfire and harbour
      When red places a farmer on 0,0 with eagle as row and eagle as column
      Then red scores 3 points for the post office

  Rule: A church pays one point per farmer around it, from 1 to 8

    @id:ore-fscore-05 @rule:OR-R-FSCORE-5 @requires:custom_boards
    Example: A lone farmer next to a church scores the minimum of 1
      Given the Oregon board:
        |         | eagle | eagle          | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G start church | G     | G       | G       | G       |
        | eagle   | G     | G              | G     | G       | G blue  | G       |
        | buffalo | G     | G              | G     | G       | G       | G       |
        | buffalo | G     | G              | G     | G       | G       | G       |
      And red holds eagle, eagle, wagon and store
      And blue holds eagle, buffalo, wagon and harbour
      And green holds wagon, settlers, campfire and harbour
      When red places a farmer on 2,1 with eagle as row and eagle as column
      Then red scores 1 point for the church

    # Seven farmers of any colour around the church, two of them red's away from 2,2's
    # sides (no group), so that the turns of play from a new game reach the position (issue 13).
    @id:ore-fscore-06 @rule:OR-R-FSCORE-5 @requires:custom_boards
    Example: The eighth farmer around a church scores the maximum of 8
      Given the Oregon board:
        |         | eagle  | eagle          | eagle   | buffalo | buffalo | buffalo |
        | eagle   | G blue | G blue         | G red   | G       | G       | G       |
        | eagle   | G blue | G start church | G green | G       | G       | G       |
        | buffalo | G red  | G green        | G       | G       | G       | G       |
        | buffalo | G      | G              | G       | G       | G       | G       |
      And red holds buffalo, eagle, wagon and store
      And red's joker is inactive
      And blue holds eagle, eagle, eagle and post office
      And blue's joker is inactive
      And blue's extra turn token is inactive
      And green holds eagle, eagle, buffalo and post office
      When red places a farmer on 2,2 with buffalo as row and eagle as column
      Then red scores 8 points for the church
      And red scores 8 points in all

  Rule: Mines give coal and gold tiles, worth points only at the end

    @id:ore-fscore-07 @rule:OR-R-FSCORE-6 @rule:OR-R-FSCORE-10 @requires:custom_boards
    Example: A farmer next to a coal mine takes the top coal tile and no points
      Given the Oregon board:
        |         | eagle | eagle             | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | M start coal mine | G     | G       | G       | G       |
        | eagle   | G     | G                 | G     | G       | G       | G       |
        | buffalo | G     | G                 | G     | G       | G       | G       |
        | buffalo | G     | G                 | G     | G       | G       | G       |
      And red holds eagle, eagle, wagon and store
      And the coal tiles to take are 2, 3
      And blue holds wagon, settlers, campfire and harbour
      And green holds wagon, settlers, campfire and harbour
      When red places a farmer on 2,1 with eagle as row and eagle as column
      Then red takes 1 coal tile worth 2
      And red's coal tiles are 2
      And the coal tiles to take are now 3
      And the scores are red 0

    @id:ore-fscore-08 @rule:OR-R-FSCORE-10 @requires:custom_boards @interp:mine.empty_supply=nothing
    Example: When the gold tiles have run out, a gold mine gives nothing
      Given the Oregon board:
        |         | eagle | eagle             | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | M start gold mine | G     | G       | G       | G       |
        | eagle   | G     | G                 | G     | G       | G       | G       |
        | buffalo | G     | G                 | G     | G       | G       | G       |
        | buffalo | G     | G                 | G     | G       | G       | G       |
      And red holds eagle, eagle, wagon and store
      And the gold tiles to take are none
      And blue holds wagon, settlers, campfire and harbour
      And green holds wagon, settlers, campfire and harbour
      When red places a farmer on 2,1 with eagle as row and eagle as column
      Then red takes no gold tiles
      And red's gold tiles are none

    @id:ore-fscore-09 @rule:OR-R-FSCORE-11 @rule:OR-R-END-4 @requires:custom_boards
    Example: A coal tile taken during the game counts at the end
      Given the Oregon board:
        |         | eagle | eagle             | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | M start coal mine | G     | G       | G       | G       |
        | eagle   | G     | G                 | G     | G       | G       | G       |
        | buffalo | G     | G                 | G     | G       | G       | G       |
        | buffalo | G     | G                 | G     | G       | G       | G       |
      And red holds eagle, eagle, wagon and store
      And the coal tiles to take are 3
      And blue holds wagon, settlers, campfire and harbour
      And green holds wagon, settlers, campfire and harbour
      When red places a farmer on 2,1 with eagle as row and eagle as column
      Then the scores are red 0
      When the game ends
      Then red scores 3 points for coal
      And the scores are red 3

  Rule: Only the new farmer's owner scores

    @id:ore-fscore-10 @rule:OR-R-SCORE-1 @requires:custom_boards
    Example: Other farmers next to the same building score nothing when a farmer is placed
      Given the Oregon board:
        |         | eagle  | eagle               | eagle | buffalo | buffalo | buffalo |
        | eagle   | G      | G start post office | G     | G       | G       | G       |
        | eagle   | G blue | G                   | G     | G       | G       | G       |
        | buffalo | G      | G                   | G     | G       | G       | G       |
        | buffalo | G      | G                   | G     | G       | G       | G       |
      And red holds eagle, eagle, wagon and store
      And blue holds eagle, eagle, wagon and harbour
      And green holds wagon, settlers, campfire and harbour
      When red places a farmer on 2,1 with eagle as row and eagle as column
      Then red scores 3 points for the post office
      And blue scores nothing

  Rule: A placement's events come in the canonical order (edge cases)

    # Edge case of OR-R-FSCORE-1/2 and OR-R-GROUP-1 with the event order of spec/oregon.md
    # "Events" (token_used for the extra turn, farmer_placed, token_used for the joker, then
    # each adjacent building in (col, row) order, then the group). Red built a church at 5,3
    # with buffalo first; in the extra turn red's farmer at 1,1 (eagle row, the joker as
    # column) touches four buildings. In (col, row) order — not the board's reading order,
    # which would put the coal mine at 2,0 before the post office at 0,2:
    #   0,0 store:       1 point (farmers 1), then the joker, just used, is active again
    #   0,2 post office: 3 points
    #   2,0 coal mine:   the top coal tile, 2
    #   2,2 harbour:     4 points (water at 3,3 is adjacent to it)
    # and with red's farmers at 1,0 and 1,2 (north and south) a new group of 3: 5 points.
    # Red scores 1 + 3 + 4 + 5 = 13. The draw step then waits for red's choice (no events).
    # The store, the coal mine and the post office are the first round's start tiles.
    @id:ore-fscore-250 @rule:OR-R-FSCORE-1 @rule:OR-R-FSCORE-2 @rule:OR-R-FSCORE-8 @rule:OR-R-FSCORE-12 @rule:OR-R-GROUP-1 @rule:OR-R-EXTRA-2 @requires:custom_boards
    Example: A farmer in the extra turn with the joker: every event in order
      Given the Oregon board:
        |         | eagle               | eagle | eagle             | buffalo | buffalo | buffalo |
        | eagle   | F start store       | G red | M start coal mine | G       | G       | G       |
        | eagle   | G                   | G     | G                 | G       | G       | G       |
        | buffalo | G start post office | G red | G harbour         | G       | G       | G       |
        | buffalo | G                   | G     | G                 | W       | G       | G       |
      And red holds buffalo, eagle, wagon and church
      And blue holds wagon, settlers, campfire and station
      And green holds wagon, settlers, campfire and station
      And the coal tiles to take are 2, 3
      And the landscape deck is campfire, settlers
      And the building deck is store, church
      When red builds a church on 5,3 with buffalo
      Then red is offered an extra turn
      When red places a farmer on 1,1 with eagle as row and the joker as column
      Then the answer's events are exactly:
        """
        [{"type": "token_used", "player": "red", "token": "extra_turn"},
         {"type": "farmer_placed", "player": "red", "col": 1, "row": 1, "row_card": "eagle", "column_card": "joker"},
         {"type": "token_used", "player": "red", "token": "joker"},
         {"type": "points_scored", "player": "red", "points": 1, "reason": "store", "final": false, "col": 0, "row": 0, "farmers": 1},
         {"type": "token_activated", "player": "red", "token": "joker"},
         {"type": "points_scored", "player": "red", "points": 3, "reason": "post_office", "final": false, "col": 0, "row": 2, "farmers": 1},
         {"type": "coal_taken", "player": "red", "value": 2, "col": 2, "row": 0},
         {"type": "points_scored", "player": "red", "points": 4, "reason": "harbour", "final": false, "col": 2, "row": 2, "farmers": 1},
         {"type": "points_scored", "player": "red", "points": 5, "reason": "group", "final": false, "col": 1, "row": 1, "farmers": 3}]
        """
      And red's joker is active
      And the scores are red 13, blue 0, green 0
      And red is to draw 3 cards

  Rule: Adjacent spaces end at the board's edges (edge cases of OR-R-FSCORE-1)

    # Edge case of OR-R-FSCORE-1/3: the 8 adjacent spaces of 0,0 are 1,0, 0,1 and 1,1; the
    # space north of row 0 is off the board, not the bottom row. The post office at 0,3 (south
    # edge, same column) is not adjacent to red's new farmer at 0,0: red scores nothing.
    @id:ore-fscore-210 @rule:OR-R-FSCORE-1 @rule:OR-R-FSCORE-3 @requires:custom_boards
    Example: A post office on the south edge does not pay a farmer on the north edge
      Given the Oregon board:
        |         | eagle         | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G             | G     | G     | G       | G       | G       |
        | eagle   | G             | G     | G     | G       | G       | G       |
        | buffalo | G             | G     | G     | G       | G       | G       |
        | buffalo | G post office | G     | G     | G       | G       | G       |
      And red holds eagle, eagle, wagon and store
      And blue holds buffalo, wagon, settlers and post office
      And green holds wagon, settlers, campfire and harbour
      When red places a farmer on 0,0 with eagle as row and eagle as column
      Then red scores nothing

    # Edge case of OR-R-FSCORE-1/3 at the east edge: the spaces east of column 5 are off the
    # board, not the west end of the next rows. The post office at 0,1 is not adjacent to red's
    # new farmer at 5,0 (its neighbours are 4,0, 4,1 and 5,1): red scores nothing.
    @id:ore-fscore-211 @rule:OR-R-FSCORE-1 @rule:OR-R-FSCORE-3 @requires:custom_boards
    Example: A post office at the west end of the next row does not pay a farmer on the east edge
      Given the Oregon board:
        |         | eagle         | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G             | G     | G     | G       | G       | G       |
        | eagle   | G post office | G     | G     | G       | G       | G       |
        | buffalo | G             | G     | G     | G       | G       | G       |
        | buffalo | G             | G     | G     | G       | G       | G       |
      And red holds eagle, eagle, buffalo and store
      And blue holds eagle, wagon, settlers and post office
      And green holds wagon, settlers, campfire and harbour
      When red places a farmer on 5,0 with eagle as row and buffalo as column
      Then red scores nothing

    # Edge case of OR-R-FSCORE-1/3 at the west edge: the spaces west of column 0 are off the
    # board, not the east end of the rows above. The post office at 5,0 is not adjacent to red's
    # new farmer at 0,1 (its neighbours are 0,0, 1,0, 1,1, 0,2 and 1,2): red scores nothing.
    @id:ore-fscore-212 @rule:OR-R-FSCORE-1 @rule:OR-R-FSCORE-3 @requires:custom_boards
    Example: A post office at the east end of the row above does not pay a farmer on the west edge
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo       |
        | eagle   | G     | G     | G     | G       | G       | G post office |
        | eagle   | G     | G     | G     | G       | G       | G             |
        | buffalo | G     | G     | G     | G       | G       | G             |
        | buffalo | G     | G     | G     | G       | G       | G             |
      And red holds eagle, eagle, buffalo and store
      And blue holds buffalo, wagon, settlers and post office
      And green holds wagon, settlers, campfire and harbour
      When red places a farmer on 0,1 with eagle as row and eagle as column
      Then red scores nothing
