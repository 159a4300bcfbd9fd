Feature: Placing a farmer
  Two landscape cards name a row band and a column band; the player chooses
  which card is the row. The farmer goes on an empty space of the area where
  they cross, never on water. Spaces are written col,row (col 0 west, row 0
  north); the small boards below show each column's and each row's symbol.

  Background:
    Given an oregon game between red and blue

  Rule: Two landscape cards pick two areas, either card being the row

    # The picture showed RED's two cards and 11 spaces outlined in red: the two
    # areas the cards can name (row eagle x column buffalo, row buffalo x column
    # eagle), 12 spaces, less one water space.
    # Not in the example, added so that play from a new game reaches the position (issue 13):
    # the start tiles at 3,3 and 5,2, red's farmer at 0,0 (where red used the joker), red's
    # wagon card and blue's hand.
    @id:ore-farmer-01 @source:OR-EX-01 @rule:OR-R-FARMER-1 @rule:OR-R-FARMER-2 @rule:OR-R-FARMER-3 @rule:OR-R-FARMER-4 @requires:custom_boards
    Example: Two landscape cards give 11 possible spaces
      Given the Oregon board:
        |         | eagle | eagle  | eagle | buffalo        | buffalo | buffalo             |
        | eagle   | G red | G      | G     | G              | F       | M                   |
        | eagle   | F     | G blue | G     | G              | W       | G                   |
        | buffalo | G     | M      | G     | F              | G blue  | G start post office |
        | buffalo | G     | F      | G     | G start church | M       | R                   |
      And red holds eagle, buffalo, wagon and church
      And red's joker is inactive
      And blue holds eagle, eagle, buffalo and station
      And blue's joker is inactive
      Then red may place a farmer on exactly 11 spaces, marked x:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | .     | .     | .     | x       | x       | x       |
        | eagle   | .     | .     | .     | x       | .       | x       |
        | buffalo | x     | x     | x     | .       | .       | .       |
        | buffalo | x     | x     | x     | .       | .       | .       |

    # Red's farmer is where red used the joker; blue's farmer at 4,2 and the start tiles at 3,3
    # and 5,2 make the position reachable by play (issue 13).
    @id:ore-farmer-02 @rule:OR-R-FARMER-2 @requires:custom_boards
    Example: Two cards of the same symbol reach only one area
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo        | buffalo | buffalo             |
        | eagle   | G     | G     | G     | G              | F       | M                   |
        | eagle   | F     | G     | G red | G              | W       | G                   |
        | buffalo | G     | M     | G     | F              | G blue  | G start post office |
        | buffalo | G     | F     | G     | G start church | M       | R                   |
      And red holds eagle, eagle, wagon and church
      And red's joker is inactive
      And blue holds buffalo, buffalo, wagon and church
      Then red may place a farmer on exactly 5 spaces, marked x:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | x     | x     | x     | .       | .       | .       |
        | eagle   | x     | x     | .     | .       | .       | .       |
        | buffalo | .     | .     | .     | .       | .       | .       |
        | buffalo | .     | .     | .     | .       | .       | .       |

    # The start tiles at 3,3 and 5,2 are the first round's (reachable by play, issue 13).
    @id:ore-farmer-03 @rule:OR-R-FARMER-2 @requires:custom_boards
    Example: The cards must name the space's own row and column bands
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo        | buffalo | buffalo             |
        | eagle   | G     | G     | G     | G              | F       | M                   |
        | eagle   | F     | G     | G     | G              | W       | G                   |
        | buffalo | G     | M     | G     | F              | G       | G start post office |
        | buffalo | G     | F     | G     | G start church | M       | R                   |
      And red holds eagle, buffalo, wagon and church
      And blue holds wagon, settlers, campfire and harbour
      When red tries to place a farmer on 1,0 with eagle as row and buffalo as column
      Then the move is rejected under OR-R-FARMER-2

    # The start tiles at 3,3 and 5,2 are the first round's (reachable by play, issue 13).
    @id:ore-farmer-04 @rule:OR-R-FARMER-2 @requires:custom_boards
    Example: Choosing the other card as the row reaches the other area
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo        | buffalo | buffalo             |
        | eagle   | G     | G     | G     | G              | F       | M                   |
        | eagle   | F     | G     | G     | G              | W       | G                   |
        | buffalo | G     | M     | G     | F              | G       | G start post office |
        | buffalo | G     | F     | G     | G start church | M       | R                   |
      And red holds eagle, buffalo, wagon and church
      And blue holds wagon, settlers, campfire and harbour
      When red places a farmer on 1,3 with buffalo as row and eagle as column
      Then there is a red farmer on 1,3
      And red has 13 farmers in supply

  Rule: Only an empty space that is not water takes a farmer

    # The start tiles at 3,3 and 5,2 are the first round's (reachable by play, issue 13).
    @id:ore-farmer-05 @rule:OR-R-FARMER-3 @requires:custom_boards
    Example: A space with another player's farmer is taken
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo        | buffalo | buffalo             |
        | eagle   | G     | G     | G     | G blue         | F       | M                   |
        | eagle   | F     | G     | G     | G              | W       | G                   |
        | buffalo | G     | M     | G     | F              | G       | G start post office |
        | buffalo | G     | F     | G     | G start church | M       | R                   |
      And red holds eagle, buffalo, wagon and church
      And blue holds eagle, buffalo, wagon and harbour
      When red tries to place a farmer on 3,0 with eagle as row and buffalo as column
      Then the move is rejected under OR-R-FARMER-3

    # The start tiles at 3,3 and 5,2 are the first round's (reachable by play, issue 13).
    @id:ore-farmer-06 @rule:OR-R-FARMER-3 @requires:custom_boards
    Example: A space with a building is taken
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo        | buffalo | buffalo             |
        | eagle   | G     | G     | G     | G church       | F       | M                   |
        | eagle   | F     | G     | G     | G              | W       | G                   |
        | buffalo | G     | M     | G     | F              | G       | G start post office |
        | buffalo | G     | F     | G     | G start church | M       | R                   |
      And red holds eagle, buffalo, wagon and church
      And blue holds eagle, wagon, settlers and church
      When red tries to place a farmer on 3,0 with eagle as row and buffalo as column
      Then the move is rejected under OR-R-FARMER-3

    # The start tiles at 3,3 and 5,2 are the first round's (reachable by play, issue 13).
    @id:ore-farmer-07 @rule:OR-R-FARMER-4 @requires:custom_boards
    Example: No farmer on water
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo        | buffalo | buffalo             |
        | eagle   | G     | G     | G     | G              | F       | M                   |
        | eagle   | F     | G     | G     | G              | W       | G                   |
        | buffalo | G     | M     | G     | F              | G       | G start post office |
        | buffalo | G     | F     | G     | G start church | M       | R                   |
      And red holds eagle, buffalo, wagon and church
      And blue holds wagon, settlers, campfire and harbour
      When red tries to place a farmer on 4,1 with eagle as row and buffalo as column
      Then the move is rejected under OR-R-FARMER-4

    # Red's farmer at 0,3 is where red used the joker; blue's farmer at 3,3 and the start tiles
    # at 2,2 and 5,2 make the position reachable by play (issue 13).
    @id:ore-farmer-08 @rule:OR-R-FARMER-4 @requires:custom_boards
    Example: Farmers stand on mountain, forest and railway alike
      Given the Oregon board:
        |         | eagle | eagle | eagle          | buffalo | buffalo | buffalo             |
        | eagle   | M     | F     | R              | G       | F       | M                   |
        | eagle   | W     | W     | W              | G       | W       | G                   |
        | buffalo | G     | M     | G start church | F       | G       | G start post office |
        | buffalo | G red | F     | G              | G blue  | M       | R                   |
      And red holds eagle, eagle, wagon and church
      And red's joker is inactive
      And blue holds buffalo, buffalo, wagon and church
      Then red may place a farmer on exactly 3 spaces, marked x:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | x     | x     | x     | .       | .       | .       |
        | eagle   | .     | .     | .     | .       | .       | .       |
        | buffalo | .     | .     | .     | .       | .       | .       |
        | buffalo | .     | .     | .     | .       | .       | .       |

  Rule: The cards come from the hand, the farmer from the supply

    # The start tiles at 3,3 and 5,2 are the first round's (reachable by play, issue 13).
    @id:ore-farmer-09 @rule:OR-R-PLAY-1 @requires:custom_boards
    Example: A card not in the hand cannot be played
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo        | buffalo | buffalo             |
        | eagle   | G     | G     | G     | G              | F       | M                   |
        | eagle   | F     | G     | G     | G              | W       | G                   |
        | buffalo | G     | M     | G     | F              | G       | G start post office |
        | buffalo | G     | F     | G     | G start church | M       | R                   |
      And red holds eagle, buffalo, wagon and church
      And blue holds wagon, settlers, campfire and harbour
      When red tries to place a farmer on 0,0 with eagle as row and eagle as column
      Then the move is rejected under OR-R-PLAY-1

    @id:ore-farmer-10 @rule:OR-R-FARMER-1 @rule:OR-R-SETUP-7 @requires:custom_boards
    Example: A player with no farmer left cannot place one
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | F       | M       |
        | eagle   | F     | G     | G     | G       | W       | G       |
        | buffalo | G     | M     | G     | F       | G       | G       |
        | buffalo | G     | F     | G     | G       | M       | R       |
      And red holds eagle, buffalo and church
      And red's joker is inactive
      And red has 0 farmers in supply
      When red tries to place a farmer on 3,0 with eagle as row and buffalo as column
      Then the move is rejected under OR-R-SETUP-7
      And red may build only

    # Edge case of OR-R-SETUP-7: the last farmer in the supply may still be placed.
    @id:ore-farmer-12 @rule:OR-R-FARMER-1 @rule:OR-R-SETUP-7 @requires:custom_boards
    Example: A player with one farmer left may place it
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | F       | M       |
        | eagle   | F     | G     | G     | G       | W       | G       |
        | buffalo | G     | M     | G     | F       | G       | G       |
        | buffalo | G     | F     | G     | G       | M       | R       |
      And red holds eagle, buffalo and church
      And red's joker is inactive
      And red has 1 farmer in supply
      Then red may place a farmer

    # Edge case of OR-R-COMP-2 in a loaded position: 14 farmers in the supply plus one on the
    # board are more than a player has.
    @id:ore-farmer-13 @rule:OR-R-COMP-2 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Fourteen farmers in the supply and one on the board is an invalid position
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G red | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And red holds eagle, buffalo and church
      And red's joker is inactive
      And red has 14 farmers in supply
      When the position is loaded
      Then the answer is the error invalid_position under OR-R-COMP-2

    # Reachable by play (issue 13): a hand holds 4 cards at the start of a turn, so red also
    # holds campfire (reaching nothing on this board) and keeps it with the church card. The
    # start tiles at 3,3 and 5,2 are the first round's; red, dealt eagle, buffalo, buffalo and
    # the church card, placed the farmer at 0,3 with buffalo and the joker and drew campfire;
    # blue, dealt wagon, settlers, campfire and a harbour card, built the harbour at 5,1 with the
    # joker and drew the post office card. So the card already discarded is that buffalo (the
    # draft had wagon there), and the two new ones go on it: buffalo, eagle, buffalo.
    @id:ore-farmer-11 @rule:OR-R-FARMER-5 @requires:custom_boards
    Example: The two landscape cards go to the landscape discards, row card first
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo        | buffalo   | buffalo             |
        | eagle   | G     | G     | G     | G              | F         | M                   |
        | eagle   | F     | G     | G     | G              | W         | G harbour           |
        | buffalo | G     | M     | G     | F              | G         | G start post office |
        | buffalo | G red | F     | G     | G start church | M         | R                   |
      And red holds eagle, buffalo, campfire and church
      And blue holds wagon, settlers, campfire and post office
      And red's joker is inactive
      And blue's joker is inactive
      And the landscape discards are buffalo
      And the building discards are harbour
      And the landscape deck is campfire, settlers
      And the building deck is store
      When red places a farmer on 3,1 with eagle as row and buffalo as column
      Then the landscape discards are now buffalo, eagle and buffalo
      And red now holds campfire and church

  Rule: Edge cases of the farmer's cards: symbols on either side of the joker, three of a kind

    # Edge case of OR-R-FARMER-5: the two cards played go to the discards whatever their
    # symbol (here wagon and settlers).
    @id:ore-farmer-14 @rule:OR-R-FARMER-5 @requires:custom_boards
    Example: A farmer placed with wagon and settlers discards both cards
      Given the Oregon board:
        |          | wagon | wagon | wagon | settlers | settlers | settlers |
        | wagon    | G     | G     | G     | G        | G        | G        |
        | wagon    | G     | G     | G     | G        | G        | G        |
        | settlers | G     | G     | G     | G        | G        | G        |
        | settlers | G     | G     | G     | G        | G        | G        |
      And red holds wagon, settlers, eagle and church
      And blue holds buffalo, buffalo, campfire and store
      And red's joker is active
      And the landscape deck is campfire, buffalo
      And the building deck is store
      When red places a farmer on 3,0 with wagon as row and settlers as column
      Then the landscape discards are now wagon and settlers

    # Edge case of OR-R-FARMER-1/2: with three eagle cards two of them still name the eagle
    # row and the eagle column: the eagle x eagle area, 6 spaces (red's joker is inactive, as in
    # the Background: with it, the joker would reach the same spaces).
    @id:ore-farmer-15 @rule:OR-R-FARMER-1 @rule:OR-R-FARMER-2 @requires:custom_boards
    Example: Three cards of one symbol reach that symbol's own area
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | W       | W       | W       |
        | eagle   | G     | G     | G     | W       | W       | W       |
        | buffalo | W     | W     | W     | W       | W       | W       |
        | buffalo | W     | W     | W     | W       | W       | W       |
      And red holds eagle, eagle, eagle and church
      And blue holds buffalo, buffalo, campfire and store
      Then red may place a farmer on exactly 6 spaces

    # Edge case of OR-R-FARMER-2: the row card must be the row's own symbol, also for a card
    # whose name sorts after "joker" (wagon, in an eagle row).
    @id:ore-farmer-16 @rule:OR-R-FARMER-2 @requires:custom_boards
    Example: A wagon card as the row card does not reach an eagle row
      Given the Oregon board:
        |       | eagle | eagle | eagle | wagon | wagon | wagon |
        | wagon | G     | G     | G     | G     | G     | G     |
        | wagon | G     | G     | G     | G     | G     | G     |
        | eagle | G     | G     | G     | G     | G     | G     |
        | eagle | G     | G     | G     | G     | G     | G     |
      And red holds wagon, eagle, campfire and church
      And blue holds buffalo, buffalo, campfire and store
      And red's joker is active
      When red tries to place a farmer on 0,2 with wagon as row and eagle as column
      Then the move is rejected under OR-R-FARMER-2

  Rule: Every player's farmers stand on the board (edge cases)

    # Edge case of OR-R-FARMER-1: the farmer placed is the player's own colour and stays on the
    # board; after red's turn blue, the second player, places one, and the state names both
    # (spec/oregon.md, "Canonical state": farmers of every player).
    @id:ore-farmer-17 @rule:OR-R-FARMER-1 @rule:OR-R-FARMER-2 @requires:custom_boards @interp:extra_turn.use=optional
    Example: Red's farmer and then blue's farmer both stand on the board
      Given an oregon game between red and blue
      And the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And red holds eagle, eagle, buffalo and church
      And blue holds buffalo, buffalo, eagle and church
      And the landscape deck is wagon, wagon, eagle, eagle
      And the building deck is store
      When red places a farmer on 0,0 with eagle as row and eagle as column
      And red declines the extra turn
      And red draws a landscape card
      And red draws a landscape card
      Then it is blue's turn to play cards
      When blue places a farmer on 5,3 with buffalo as row and buffalo as column
      Then there is a red farmer on 0,0
      And there is a blue farmer on 5,3
      And red has 1 farmer on the board
      And blue has 1 farmer on the board

  Rule: Each card is held against its own band, whatever symbol it names (edge cases)

    # Edge case of OR-R-FARMER-2: the row card must name the row's own band also for a card
    # whose name sorts before "joker" (eagle, in a wagon row); the column card (wagon, column 3
    # is a wagon column) is right, so only the row card is wrong.
    @id:ore-farmer-250 @rule:OR-R-FARMER-2 @requires:custom_boards
    Example: An eagle card as the row card does not reach a wagon row
      Given the Oregon board:
        |       | eagle | eagle | eagle | wagon | wagon | wagon |
        | wagon | G     | G     | G     | G     | G     | G     |
        | wagon | G     | G     | G     | G     | G     | G     |
        | eagle | G     | G     | G     | G     | G     | G     |
        | eagle | G     | G     | G     | G     | G     | G     |
      And red holds eagle, wagon, campfire and church
      And blue holds buffalo, buffalo, campfire and store
      And red's joker is active
      When red tries to place a farmer on 3,0 with eagle as row and wagon as column
      Then the move is rejected under OR-R-FARMER-2

    # Edge case of OR-R-FARMER-2 with the joker (OR-R-JOKER-2): the joker as column card
    # reaches every column, but the row card still names the row band: an eagle card does not
    # reach row 1, a wagon row.
    @id:ore-farmer-251 @rule:OR-R-FARMER-2 @rule:OR-R-JOKER-2 @requires:custom_boards
    Example: An eagle row card with the joker as column does not reach a wagon row
      Given the Oregon board:
        |       | eagle | eagle | eagle | wagon | wagon | wagon |
        | wagon | G     | G     | G     | G     | G     | G     |
        | wagon | G     | G     | G     | G     | G     | G     |
        | eagle | G     | G     | G     | G     | G     | G     |
        | eagle | G     | G     | G     | G     | G     | G     |
      And red holds eagle, wagon, campfire and church
      And blue holds buffalo, buffalo, campfire and store
      And red's joker is active
      When red tries to place a farmer on 1,1 with eagle as row and the joker as column
      Then the move is rejected under OR-R-FARMER-2
      And red's joker is active

    # Edge case of OR-R-FARMER-2: the column card must name the column's own band also for a
    # card whose name sorts after the column's symbol and after "joker" (wagon, in an eagle
    # column); the row card (eagle, row 2 is an eagle row) is right.
    @id:ore-farmer-252 @rule:OR-R-FARMER-2 @requires:custom_boards
    Example: A wagon card as the column card does not reach an eagle column
      Given the Oregon board:
        |       | eagle | eagle | eagle | wagon | wagon | wagon |
        | wagon | G     | G     | G     | G     | G     | G     |
        | wagon | G     | G     | G     | G     | G     | G     |
        | eagle | G     | G     | G     | G     | G     | G     |
        | eagle | G     | G     | G     | G     | G     | G     |
      And red holds eagle, wagon, campfire and church
      And blue holds buffalo, buffalo, campfire and store
      And red's joker is active
      When red tries to place a farmer on 0,2 with eagle as row and wagon as column
      Then the move is rejected under OR-R-FARMER-2

    # Edge case of OR-R-FARMER-2 with the joker as row card: it reaches every row, but a
    # wagon column card still does not reach column 2, an eagle column.
    @id:ore-farmer-253 @rule:OR-R-FARMER-2 @rule:OR-R-JOKER-2 @requires:custom_boards
    Example: The joker as row with a wagon column card does not reach an eagle column
      Given the Oregon board:
        |       | eagle | eagle | eagle | wagon | wagon | wagon |
        | wagon | G     | G     | G     | G     | G     | G     |
        | wagon | G     | G     | G     | G     | G     | G     |
        | eagle | G     | G     | G     | G     | G     | G     |
        | eagle | G     | G     | G     | G     | G     | G     |
      And red holds eagle, wagon, campfire and church
      And blue holds buffalo, buffalo, campfire and store
      And red's joker is active
      When red tries to place a farmer on 2,3 with the joker as row and wagon as column
      Then the move is rejected under OR-R-FARMER-2
      And red's joker is active

    # Edge case of OR-R-FARMER-2: an eagle column card (a name sorting before the column's
    # symbol, wagon) does not reach a wagon column; the wagon row card is right for row 1.
    @id:ore-farmer-254 @rule:OR-R-FARMER-2 @requires:custom_boards
    Example: An eagle card as the column card does not reach a wagon column
      Given the Oregon board:
        |       | eagle | eagle | eagle | wagon | wagon | wagon |
        | wagon | G     | G     | G     | G     | G     | G     |
        | wagon | G     | G     | G     | G     | G     | G     |
        | eagle | G     | G     | G     | G     | G     | G     |
        | eagle | G     | G     | G     | G     | G     | G     |
      And red holds eagle, wagon, campfire and church
      And blue holds buffalo, buffalo, campfire and store
      And red's joker is active
      When red tries to place a farmer on 5,1 with wagon as row and eagle as column
      Then the move is rejected under OR-R-FARMER-2

    # Edge case of OR-R-FARMER-1/2, the accepted counterpart of the four refusals above: each
    # card on its own band, the eagle row card on row 3 (eagle) and the wagon column card on
    # column 4 (wagon).
    @id:ore-farmer-255 @rule:OR-R-FARMER-1 @rule:OR-R-FARMER-2 @requires:custom_boards
    Example: An eagle row card and a wagon column card reach the eagle x wagon area
      Given the Oregon board:
        |       | eagle | eagle | eagle | wagon | wagon | wagon |
        | wagon | G     | G     | G     | G     | G     | G     |
        | wagon | G     | G     | G     | G     | G     | G     |
        | eagle | G     | G     | G     | G     | G     | G     |
        | eagle | G     | G     | G     | G     | G     | G     |
      And red holds eagle, wagon, campfire and church
      And blue holds buffalo, buffalo, campfire and store
      And red's joker is active
      When red places a farmer on 4,3 with eagle as row and wagon as column
      Then there is a red farmer on 4,3
      And red's joker is active

  Rule: Every card choice is its own legal move, in canonical order (edge cases)

    # Edge case of OR-R-FARMER-1/2 with the joker (OR-R-JOKER-1/2) and spec/oregon.md
    # "Decisions and moves": legal_moves lists every card choice, the joker as row card and as
    # column card being different moves, sorted by (col, row, row_card, column_card). Red holds
    # one eagle, one buffalo (so no eagle x eagle or buffalo x buffalo pair) and a wagon, which
    # has no band here; the joker is active. The four meadow spaces, one per area:
    #   0,0 (eagle row, eagle column):     eagle+joker, joker+eagle
    #   0,2 (buffalo row, eagle column):   buffalo+eagle, buffalo+joker, joker+eagle
    #   3,0 (eagle row, buffalo column):   eagle+buffalo, eagle+joker, joker+buffalo
    #   3,2 (buffalo row, buffalo column): buffalo+joker, joker+buffalo
    # 10 moves; within a space "buffalo" < "eagle" < "joker".
    @id:ore-farmer-256 @rule:OR-R-FARMER-1 @rule:OR-R-FARMER-2 @rule:OR-R-JOKER-2 @requires:custom_boards
    Example: Every card choice with and without the joker is listed, by space, then row card, then column card
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | W     | W     | G       | W       | W       |
        | eagle   | W     | W     | W     | W       | W       | W       |
        | buffalo | G     | W     | W     | G       | W       | W       |
        | buffalo | W     | W     | W     | W       | W       | W       |
      And red holds eagle, buffalo, wagon and church
      And blue holds wagon, settlers, campfire and store
      And red's joker is active
      Then the legal place_farmer moves are, in order:
        """
        [{"type": "place_farmer", "row_card": "eagle", "column_card": "joker", "col": 0, "row": 0},
         {"type": "place_farmer", "row_card": "joker", "column_card": "eagle", "col": 0, "row": 0},
         {"type": "place_farmer", "row_card": "buffalo", "column_card": "eagle", "col": 0, "row": 2},
         {"type": "place_farmer", "row_card": "buffalo", "column_card": "joker", "col": 0, "row": 2},
         {"type": "place_farmer", "row_card": "joker", "column_card": "eagle", "col": 0, "row": 2},
         {"type": "place_farmer", "row_card": "eagle", "column_card": "buffalo", "col": 3, "row": 0},
         {"type": "place_farmer", "row_card": "eagle", "column_card": "joker", "col": 3, "row": 0},
         {"type": "place_farmer", "row_card": "joker", "column_card": "buffalo", "col": 3, "row": 0},
         {"type": "place_farmer", "row_card": "buffalo", "column_card": "joker", "col": 3, "row": 2},
         {"type": "place_farmer", "row_card": "joker", "column_card": "buffalo", "col": 3, "row": 2}]
        """

    # Edge case of OR-R-FARMER-1/2 with two cards of one symbol and the joker inactive: two
    # wagon cards (a name sorting after "joker") name the wagon x wagon area only, and a card
    # held once (eagle) pairs with the wagon both ways. Meadow at 0,0 (eagle row, eagle column:
    # no pair reaches it), 3,0 (eagle row, wagon column: eagle+wagon), 0,2 (wagon row, eagle
    # column: wagon+eagle) and 3,2 (wagon row, wagon column: wagon+wagon). Red's farmer at 5,1
    # is where red used the joker (so play reaches the inactive joker); that space is taken.
    @id:ore-farmer-257 @rule:OR-R-FARMER-1 @rule:OR-R-FARMER-2 @requires:custom_boards
    Example: Two wagon cards and an eagle card without the joker: one move per area they name
      Given the Oregon board:
        |       | eagle | eagle | eagle | wagon | wagon | wagon |
        | eagle | G     | W     | W     | G     | W     | W     |
        | eagle | W     | W     | W     | W     | W     | G red |
        | wagon | G     | W     | W     | G     | W     | W     |
        | wagon | W     | W     | W     | W     | W     | W     |
      And red holds eagle, wagon, wagon and church
      And blue holds buffalo, settlers, campfire and store
      And red's joker is inactive
      Then the legal place_farmer moves are, in order:
        """
        [{"type": "place_farmer", "row_card": "wagon", "column_card": "eagle", "col": 0, "row": 2},
         {"type": "place_farmer", "row_card": "eagle", "column_card": "wagon", "col": 3, "row": 0},
         {"type": "place_farmer", "row_card": "wagon", "column_card": "wagon", "col": 3, "row": 2}]
        """

    # Edge case of OR-R-COMP-2 in a loaded position: the count is supply plus board, 12 + 4 = 16
    # farmers, more than the 14 a player has.
    @id:ore-farmer-210 @rule:OR-R-COMP-2 @rule:PRO-R-ERROR-6 @requires:custom_boards @requires:load_position
    Example: Twelve farmers in the supply and four on the board is an invalid position
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G red | G red | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G red | G red | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And red holds eagle, buffalo and church
      And red's joker is inactive
      And red has 12 farmers in supply
      When the position is loaded
      Then the answer is the error invalid_position under OR-R-COMP-2

    # The boundary of OR-R-COMP-2: 10 in the supply and 4 on the board are exactly the 14
    # farmers of a player; the position is loaded and red may place a farmer. Loaded, not
    # played: the route planner finds no play giving blue idle turns beside red's four farmers.
    @id:ore-farmer-211 @rule:OR-R-COMP-2 @requires:custom_boards @requires:load_position
    Example: Ten farmers in the supply and four on the board is a valid position
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G red | G red | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G red | G red | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And red holds eagle, buffalo and church
      And red's joker is inactive
      And red has 10 farmers in supply
      Then red may place a farmer
      And red has 4 farmers on the board

    # Edge case of OR-R-FARMER-1/2: two cards of one symbol make the pair for the row and the
    # column; a third card of that symbol still leaves a pair (hand: eagle, eagle, eagle). The
    # only meadow space is 0,0, in the eagle row band and the eagle column band. With the joker
    # active the legal farmer moves there are eagle x eagle, eagle x joker and joker x eagle, in
    # that order (row card, then column card: eagle sorts before joker).
    @id:ore-farmer-290 @rule:OR-R-FARMER-1 @rule:OR-R-FARMER-2 @requires:custom_boards
    Example: Three cards of one symbol still give the pair for a farmer
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | W     | W     | W       | W       | W       |
        | eagle   | W     | W     | W     | W       | W       | W       |
        | buffalo | W     | W     | W     | W       | W       | W       |
        | buffalo | W     | W     | W     | W       | W       | W       |
      And red holds eagle, eagle, eagle and church
      And blue holds wagon, settlers, campfire and store
      And red's joker is active
      Then the legal place_farmer moves are, in order:
        """
        [{"type": "place_farmer", "row_card": "eagle", "column_card": "eagle", "col": 0, "row": 0},
         {"type": "place_farmer", "row_card": "eagle", "column_card": "joker", "col": 0, "row": 0},
         {"type": "place_farmer", "row_card": "joker", "column_card": "eagle", "col": 0, "row": 0}]
        """
