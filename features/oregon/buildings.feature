Feature: Placing a building
  A landscape card and a building card place a building tile from its stack on
  an empty space of the right terrain, anywhere in the row band or the column
  band of the card's symbol. A harbour needs water next to it.

  Background:
    Given an oregon game between red and blue
    And red's joker is inactive

  Rule: The landscape card picks its row band or its column band

    # The picture showed RED's gold-mine card and campfire card, and the legal
    # spaces marked in red: the empty mountain spaces of the campfire row band
    # and the campfire column band. Not in the example, added so that play from a new game
    # reaches the position (issue 13): blue's farmer at 3,3 and the start tiles at 5,2 and 4,3.
    @id:ore-build-01 @source:OR-EX-02 @rule:OR-R-BUILD-1 @rule:OR-R-BUILD-2 @rule:OR-R-BUILD-3 @rule:OR-R-BUILD-4 @rule:OR-R-BUILD-5 @requires:custom_boards
    Example: A gold mine goes on a mountain space in the campfire row or column
      Given the Oregon board:
        |          | campfire | campfire | campfire | eagle  | eagle         | eagle          |
        | campfire | M        | G        | M red    | M      | F             | G              |
        | campfire | G        | M        | R        | G      | M             | M              |
        | eagle    | M        | F        | G        | M      | M             | G start church |
        | eagle    | G        | M        | W        | G blue | F start store | M              |
      And red holds campfire, gold mine, wagon and church
      And blue holds eagle, eagle, wagon and church
      And the landscape deck is campfire
      Then red may build the gold mine on exactly 7 spaces, marked x:
        |          | campfire | campfire | campfire | eagle | eagle | eagle |
        | campfire | x        | .        | .        | x     | .     | .     |
        | campfire | .        | x        | .        | .     | x     | x     |
        | eagle    | x        | .        | .        | .     | .     | .     |
        | eagle    | .        | x        | .        | .     | .     | .     |
      When red builds a gold mine on 5,1 with campfire
      Then there is a gold mine on 5,1
      And the gold mine stack holds 3 tiles
      And the landscape discards are now campfire
      And the building discards are now gold mine
      And red now holds wagon and church

    # Red's farmer is where red used the joker; blue's farmer at 3,3 and the start tiles at
    # 5,2 and 4,3 make the position reachable by play (issue 13).
    @id:ore-build-02 @rule:OR-R-BUILD-2 @requires:custom_boards
    Example: A space outside both bands of the card is refused
      Given the Oregon board:
        |          | campfire | campfire | campfire | eagle  | eagle         | eagle          |
        | campfire | M        | G        | M red    | M      | F             | G              |
        | campfire | G        | M        | R        | G      | M             | M              |
        | eagle    | M        | F        | G        | M      | M             | G start church |
        | eagle    | G        | M        | W        | G blue | F start store | M              |
      And red holds campfire, gold mine, wagon and settlers
      And blue holds eagle, eagle, wagon and church
      When red tries to build a gold mine on 4,2 with campfire
      Then the move is rejected under OR-R-BUILD-2

    # Red's farmer is where red used the joker; blue's farmer at 3,3 and the start tiles at
    # 5,2 and 4,3 make the position reachable by play (issue 13).
    @id:ore-build-09 @rule:OR-R-BUILD-2 @requires:custom_boards
    Example: A wagon card does not reach a space outside both wagon bands
      Given the Oregon board:
        |       | wagon | wagon | wagon | eagle  | eagle         | eagle          |
        | wagon | M     | G     | M red | M      | F             | G              |
        | wagon | G     | M     | R     | G      | M             | M              |
        | eagle | M     | F     | G     | M      | M             | G start church |
        | eagle | G     | M     | W     | G blue | F start store | M              |
      And red holds wagon, gold mine, campfire and settlers
      And blue holds eagle, eagle, campfire and church
      When red tries to build a gold mine on 4,2 with wagon
      Then the move is rejected under OR-R-BUILD-2

  Rule: The tile goes on an empty space whose terrain takes it

    # Red's farmer is where red used the joker; blue's farmer at 3,3 and the start tiles at
    # 5,2 and 4,3 make the position reachable by play (issue 13).
    @id:ore-build-03 @rule:OR-R-BUILD-3 @requires:custom_boards
    Example: A space with a farmer is not empty
      Given the Oregon board:
        |          | campfire | campfire | campfire | eagle  | eagle         | eagle          |
        | campfire | M        | G        | M red    | M      | F             | G              |
        | campfire | G        | M        | R        | G      | M             | M              |
        | eagle    | M        | F        | G        | M      | M             | G start church |
        | eagle    | G        | M        | W        | G blue | F start store | M              |
      And red holds campfire, gold mine, wagon and settlers
      And blue holds eagle, eagle, wagon and church
      When red tries to build a gold mine on 2,0 with campfire
      Then the move is rejected under OR-R-BUILD-3

    # Red's farmer is where red used the joker; blue's farmer at 3,3 and the start tiles at
    # 5,2 and 4,3 make the position reachable by play (issue 13).
    @id:ore-build-04 @rule:OR-R-BUILD-5 @requires:custom_boards
    Example: A gold mine does not go on meadow
      Given the Oregon board:
        |          | campfire | campfire | campfire | eagle  | eagle         | eagle          |
        | campfire | M        | G        | M red    | M      | F             | G              |
        | campfire | G        | M        | R        | G      | M             | M              |
        | eagle    | M        | F        | G        | M      | M             | G start church |
        | eagle    | G        | M        | W        | G blue | F start store | M              |
      And red holds campfire, gold mine, wagon and settlers
      And blue holds eagle, eagle, wagon and church
      When red tries to build a gold mine on 1,0 with campfire
      Then the move is rejected under OR-R-BUILD-5

    # The start tiles, red's farmer at 0,5 (where red used the joker) and blue's at 14,9 make
    # the position reachable by play (issue 13).
    @id:ore-build-05 @rule:OR-R-BUILD-5
    Example: On the default board a train station goes only on the railway
      Given red holds wagon, wagon, wagon and train station
      And blue holds campfire, campfire, settlers and church
      And these pieces on the board:
        | col | row | piece             |
        | 10  | 0   | start church      |
        | 14  | 6   | start post office |
        | 0   | 5   | red               |
        | 14  | 9   | blue              |
      Then red may build the train station on exactly 14 spaces
      When red tries to build a train station on 0,4 with wagon
      Then the move is rejected under OR-R-BUILD-5

  Rule: Only a building whose stack still has tiles can be built

    # The four gold mines that emptied the stack, the farmers and the start tiles at 5,2 and 4,3
    # make the position reachable by play (issue 13). The farmers stand away from the mines (no
    # gold tile taken). Turns (red first): red the gold mine at 3,0 with campfire (drawing a gold
    # mine card, campfire); blue at 5,1 with eagle (drawing a gold mine card, eagle); red at 4,1
    # with eagle (drawing eagle, church); blue at 4,2 with eagle (drawing wagon, church); red a
    # farmer at 0,3 with eagle and the joker (drawing a gold mine card); blue a farmer at 1,2
    # with eagle, campfire (drawing eagle, eagle). Red was dealt campfire, eagle, wagon and a gold
    # mine card, blue eagle, eagle, campfire and a gold mine card.
    @id:ore-build-06 @rule:OR-R-BUILD-4 @requires:custom_boards
    Example: A used-up building cannot be built
      Given the Oregon board:
        |          | campfire | campfire | campfire | eagle       | eagle         | eagle          |
        | campfire | M        | G        | M        | M gold mine | F             | G              |
        | campfire | G        | M        | R        | G           | M gold mine   | M gold mine    |
        | eagle    | M        | F blue   | G        | M           | M gold mine   | G start church |
        | eagle    | G red    | M        | W        | G           | F start store | M              |
      And red holds campfire, gold mine, wagon and church
      And blue holds eagle, eagle, wagon and church
      And the landscape deck is campfire
      And the landscape discards are campfire, eagle, eagle, eagle, eagle, eagle, campfire
      And the building discards are gold mine, gold mine, gold mine, gold mine
      And the gold mine stack is empty
      Then red may build the gold mine on exactly 0 spaces
      When red tries to build a gold mine on 0,0 with campfire
      Then the move is rejected under OR-R-BUILD-4

  Rule: A harbour needs water on one of its 8 adjacent spaces

    # Red's farmer at 5,0 (where red used the joker) and blue's at 5,3 make the position
    # reachable by play (issue 13).
    @id:ore-build-07 @rule:OR-R-BUILD-6 @requires:custom_boards
    Example: Harbours go next to the water, diagonally too
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G red   |
        | eagle   | G     | W     | F     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G blue  |
      And red holds eagle, harbour, wagon and settlers
      And blue holds buffalo, buffalo, wagon and church
      Then red may build the harbour on exactly 7 spaces, marked x:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | x     | x     | x     | .       | .       | .       |
        | eagle   | x     | .     | .     | .       | .       | .       |
        | buffalo | x     | x     | x     | .       | .       | .       |
        | buffalo | .     | .     | .     | .       | .       | .       |

    # Red's farmer at 5,0 (where red used the joker) and blue's at 5,3 make the position
    # reachable by play (issue 13).
    @id:ore-build-08 @rule:OR-R-BUILD-6 @requires:custom_boards
    Example: A harbour away from the water is refused
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G red   |
        | eagle   | G     | W     | F     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G blue  |
      And red holds eagle, harbour, wagon and settlers
      And blue holds buffalo, buffalo, wagon and church
      When red tries to build a harbour on 3,0 with eagle
      Then the move is rejected under OR-R-BUILD-6
      And the harbour stack holds 4 tiles

  Rule: The landscape card of a building must be in the hand (edge cases)

    # Edge case of OR-R-PLAY-1: red names an eagle card (a name sorting before "joker") that
    # red does not hold, for a church in the eagle bands.
    @id:ore-build-10 @rule:OR-R-PLAY-1 @rule:OR-R-BUILD-2 @requires:custom_boards
    Example: A church built with an eagle card red does not hold is refused
      Given the Oregon board:
        |       | eagle | eagle | eagle | wagon | wagon | wagon |
        | eagle | G     | G     | G     | G     | G     | G     |
        | eagle | G     | G     | G     | G     | G     | G     |
        | wagon | G     | G     | G     | G     | G     | G     |
        | wagon | G     | G     | G     | G     | G     | G     |
      And red holds wagon, wagon, campfire and church
      And blue holds buffalo, buffalo, campfire and store
      And red's joker is active
      When red tries to build a church on 0,0 with eagle
      Then the move is rejected under OR-R-PLAY-1

  Rule: Every landscape card choice is its own legal move, in canonical order (edge cases)

    # Edge case of OR-R-BUILD-2 with the joker (OR-R-JOKER-2) and spec/oregon.md "Decisions and
    # moves": place_building moves are sorted by (building, col, row, landscape_card), one per
    # card that reaches the space. A card reaches its row band and its column band; the joker
    # every space. Red holds eagle, buffalo, wagon (no band here) and the church card; the four
    # meadow spaces:
    #   0,0 (eagle row, eagle column):     eagle, joker
    #   0,2 (buffalo row, eagle column):   buffalo, eagle, joker
    #   3,0 (eagle row, buffalo column):   buffalo, eagle, joker
    #   3,2 (buffalo row, buffalo column): buffalo, joker
    @id:ore-build-250 @rule:OR-R-BUILD-2 @rule:OR-R-JOKER-2 @requires:custom_boards
    Example: Every landscape card and the joker are listed per space, in canonical order
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | W     | W     | G       | W       | W       |
        | eagle   | W     | W     | W     | W       | W       | W       |
        | buffalo | G     | W     | W     | G       | W       | W       |
        | buffalo | W     | W     | W     | W       | W       | W       |
      And red holds eagle, buffalo, wagon and church
      And blue holds wagon, settlers, campfire and store
      And red's joker is active
      Then the legal place_building moves are, in order:
        """
        [{"type": "place_building", "building": "church", "landscape_card": "eagle", "col": 0, "row": 0},
         {"type": "place_building", "building": "church", "landscape_card": "joker", "col": 0, "row": 0},
         {"type": "place_building", "building": "church", "landscape_card": "buffalo", "col": 0, "row": 2},
         {"type": "place_building", "building": "church", "landscape_card": "eagle", "col": 0, "row": 2},
         {"type": "place_building", "building": "church", "landscape_card": "joker", "col": 0, "row": 2},
         {"type": "place_building", "building": "church", "landscape_card": "buffalo", "col": 3, "row": 0},
         {"type": "place_building", "building": "church", "landscape_card": "eagle", "col": 3, "row": 0},
         {"type": "place_building", "building": "church", "landscape_card": "joker", "col": 3, "row": 0},
         {"type": "place_building", "building": "church", "landscape_card": "buffalo", "col": 3, "row": 2},
         {"type": "place_building", "building": "church", "landscape_card": "joker", "col": 3, "row": 2}]
        """
