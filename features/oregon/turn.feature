Feature: The turn, the joker and the extra turn
  A turn: play two cards and place a farmer or a building, score it, maybe take
  the extra turn, then draw back to four cards. The joker stands in for one
  landscape card of any symbol. The small board is meadow with two railway
  spaces and has eagle and buffalo bands only, so wagon and campfire cards
  reach nothing on it. Blue holds cards that place nothing on it either.

  Background:
    Given an oregon game between red and blue
    And the Oregon board:
      |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
      | eagle   | G     | G     | G     | G       | G       | G       |
      | eagle   | G     | R     | G     | G       | G       | G       |
      | buffalo | G     | G     | G     | G       | G       | G       |
      | buffalo | G     | G     | G     | G       | R       | G       |
    And the landscape deck is wagon, campfire, eagle
    And the building deck is store, church
    And blue holds wagon, wagon, campfire and harbour

  Rule: A turn plays cards, scores, offers the extra turn, then draws

    @id:ore-turn-01 @rule:OR-R-TURN-1 @rule:OR-R-DRAW-6 @requires:custom_boards @interp:extra_turn.use=optional @interp:turn.no_placement=discard_two
    Example: Place, decline the extra turn, draw back to four, and the turn passes
      Given red holds eagle, eagle, buffalo and church
      When red places a farmer on 0,0 with eagle as row and eagle as column
      Then red is offered an extra turn
      When red declines the extra turn
      Then red is to draw 2 cards
      When red draws a landscape card
      And red draws a building card
      Then red now holds buffalo, church, wagon and store
      And it is blue's turn to play cards
      And the events include, in order:
        | type          | player | deck      | card  |
        | farmer_placed | red    |           |       |
        | card_drawn    | red    | landscape | wagon |
        | card_drawn    | red    | building  | store |

    @id:ore-turn-02 @rule:OR-R-TURN-1 @requires:custom_boards
    Example: Drawing before playing cards is out of turn
      Given red holds eagle, eagle, buffalo and church
      When red tries to draw a landscape card
      Then the move is rejected under OR-R-TURN-1

    @id:ore-turn-07 @rule:OR-R-TURN-1 @rule:PC-R-TURN-1 @requires:custom_boards
    Example: While red plays cards, the state's turn is red's play_cards phase
      Given red holds eagle, eagle, buffalo and church
      Then the state's /turn/player is "red"
      And the state's /turn/phase is "play_cards"

    # spec/protocol.md §7a: a shuffle move while no chance decision is pending is
    # illegal_move under the game's turn rule.
    @id:ore-turn-08 @rule:OR-R-TURN-1 @requires:custom_boards
    Example: A shuffle move while nothing is being shuffled is out of turn
      Given red holds eagle, eagle, buffalo and church
      When the move {"type": "shuffle", "order": ["eagle"]} is tried
      Then the answer is the error illegal_move under OR-R-TURN-1

    # Red's farmer at 5,0 is where red used the joker (reachable by play, issue 13).
    @id:ore-turn-09 @rule:OR-R-PLAY-1 @rule:OR-R-FARMER-1 @interp:turn.no_placement=discard_two @requires:custom_boards
    Example: A single eagle card cannot be both the row and the column card: red must discard
      Given red holds eagle, wagon, campfire and store
      And red's joker is inactive
      And these pieces on the board:
        | col | row | piece |
        | 5   | 0   | red   |
      And the landscape deck is empty
      And the building deck is empty
      Then red may discard cards only
      When red discards eagle and store
      Then the landscape discards are now eagle
      And the building discards are now store
      And red is to draw 2 cards

    # The four churches that emptied the stack and red's farmer at 5,0, where red used the joker (issue 13).
    @id:ore-turn-10 @rule:OR-R-PLAY-1 @rule:OR-R-BUILD-4 @interp:turn.no_placement=discard_two @requires:custom_boards
    Example: A building card whose stack is empty places nothing: red must discard
      Given red holds eagle, wagon, church and store
      And red's joker is inactive
      And these pieces on the board:
        | col | row | piece  |
        | 0   | 0   | church |
        | 2   | 0   | church |
        | 0   | 2   | church |
        | 2   | 2   | church |
        | 5   | 0   | red    |
      And the church stack is empty
      Then red may discard cards only
      When red discards wagon and church
      Then the landscape discards are now wagon
      And the building discards are now church
      And red is to draw 2 cards

  Rule: Exactly two cards are played, and a player who can place must place

    @id:ore-turn-03 @rule:OR-R-PLAY-1 @requires:custom_boards
    Example: A player with a legal placement cannot discard instead
      Given red holds eagle, eagle, buffalo and church
      When red tries to discard eagle and church
      Then the move is rejected under OR-R-PLAY-1

    # The four churches that emptied the stack and red's farmer at 5,0, where red used the joker (issue 13).
    @id:ore-turn-04 @rule:OR-R-PLAY-1 @interp:turn.no_placement=discard_two @requires:custom_boards
    Example: A player who cannot place anything discards two cards of their choice
      Given red holds wagon, campfire, church and store
      And red's joker is inactive
      And these pieces on the board:
        | col | row | piece  |
        | 0   | 0   | church |
        | 2   | 0   | church |
        | 0   | 2   | church |
        | 2   | 2   | church |
        | 5   | 0   | red    |
      And the church stack is empty
      Then red may discard cards only
      When red discards wagon and store
      Then the landscape discards are now wagon
      And the building discards are now store
      And red is to draw 2 cards

    # Edge case of OR-R-PLAY-1 (discard_two): the two cards discarded are two cards of the
    # hand; a card held once cannot be discarded twice.
    # The four churches that emptied the stack and red's farmer at 5,0, where red used the joker (issue 13).
    @id:ore-turn-06 @rule:OR-R-PLAY-1 @interp:turn.no_placement=discard_two @requires:custom_boards
    Example: A card held once cannot be discarded twice
      Given red holds wagon, campfire, church and store
      And red's joker is inactive
      And these pieces on the board:
        | col | row | piece  |
        | 0   | 0   | church |
        | 2   | 0   | church |
        | 0   | 2   | church |
        | 2   | 2   | church |
        | 5   | 0   | red    |
      And the church stack is empty
      When red tries to discard church and church
      Then the move is rejected under OR-R-PLAY-1

    # The four churches that emptied the stack and red's farmer at 5,0, where red used the joker (issue 13).
    # The turns that reach it from a new game (red first): red dealt eagle, eagle, wagon and a
    # church card, blue eagle, wagon, wagon and a church card; red and blue each build churches
    # with eagle (red 0,0 then 2,0, drawing church, campfire then eagle, church; blue 0,2 then
    # 2,2, drawing church, eagle then campfire, harbour); red places the farmer at 5,0 with eagle
    # and the joker, drawing store, the last card of both decks. Blue's hand (wagon, wagon,
    # campfire, harbour) places nothing, so blue discards it (discard_hand) and draws 4 from the
    # two discard piles shuffled back (OR-R-DRAW-5): wagon, wagon, campfire and harbour. Both
    # discard piles are then empty; the decks hold the rest: 5 eagle cards, 4 church cards.
    @id:ore-turn-05 @rule:OR-R-PLAY-1 @interp:turn.no_placement=discard_hand @requires:custom_boards
    Example: Under the discard-hand reading the whole hand goes at once
      Given red holds wagon, campfire, church and store
      And red's joker is inactive
      And these pieces on the board:
        | col | row | piece  |
        | 0   | 0   | church |
        | 2   | 0   | church |
        | 0   | 2   | church |
        | 2   | 2   | church |
        | 5   | 0   | red    |
      And the church stack is empty
      And the landscape deck is eagle, eagle, eagle, eagle, eagle
      And the building deck is church, church, church, church
      Then red is to draw 4 cards
      And the events include, in order:
        | type            | player | rule        |
        | cards_discarded | red    | OR-R-PLAY-1 |
      And the landscape discards are now campfire and wagon
      And the building discards are now church and store

  Rule: The joker replaces one landscape card of any symbol

    @id:ore-joker-01 @rule:OR-R-JOKER-1 @rule:OR-R-JOKER-3 @requires:custom_boards
    Example: The joker as the row card, then turned inactive
      Given red holds eagle, wagon, campfire and church
      When red places a farmer on 1,3 with the joker as row and eagle as column
      Then there is a red farmer on 1,3
      And red's joker is inactive
      And red now holds wagon, campfire and church
      And the landscape discards are now eagle
      And the events include, in order:
        | type          | player | row_card | token |
        | farmer_placed | red    | joker    |       |
        | token_used    | red    |          | joker |

    # Red's farmer at 5,0 is where red used the joker (reachable by play, issue 13).
    @id:ore-joker-02 @rule:OR-R-JOKER-1 @requires:custom_boards
    Example: An inactive joker cannot be used
      Given red holds eagle, wagon, campfire and church
      And red's joker is inactive
      And these pieces on the board:
        | col | row | piece |
        | 5   | 0   | red   |
      And the landscape deck is empty
      And the building deck is empty
      When red tries to place a farmer on 1,3 with the joker as row and eagle as column
      Then the move is rejected under OR-R-JOKER-1

    @id:ore-joker-03 @rule:OR-R-JOKER-2 @requires:custom_boards
    Example: The joker replaces one card, never both
      Given red holds eagle, wagon, campfire and church
      When red tries to place a farmer on 4,3 with the joker as row and the joker as column
      Then the move is rejected under OR-R-JOKER-2

    @id:ore-joker-04 @rule:OR-R-JOKER-2 @requires:custom_boards
    Example: A building with the joker may go on any band of the board
      Given these pieces on the board:
        | col | row | piece |
        | 4   | 2   | blue  |
      And blue holds buffalo, buffalo, wagon and harbour
      And red holds church, wagon, campfire and wagon
      And the landscape deck is empty
      And the building deck is empty
      Then red may build the church on exactly 21 spaces

    @id:ore-joker-05 @rule:OR-R-JOKER-2 @requires:custom_boards
    Example: The joker never replaces a building card
      Given red holds eagle, buffalo, wagon and campfire
      Then red may place a farmer
      And red may not build

    # Edge case of OR-R-JOKER-1: the joker may be the row card with any real column card —
    # eagle here — as well as the column card. Eagle rows (12 spaces) and eagle columns
    # (12 spaces) overlap on 6: 18 spaces.
    @id:ore-joker-06 @rule:OR-R-JOKER-1 @rule:OR-R-JOKER-2 @requires:custom_boards
    Example: With the joker and one eagle card a farmer reaches every eagle row and every eagle column
      Given red holds eagle, wagon, campfire and church
      Then red may place a farmer on exactly 18 spaces

  Rule: An active extra-turn token allows a second placement before drawing

    # Reachable by play (issue 13): a hand always holds a building card (OR-R-DRAW-3), so the
    # first placement is a church built with eagle and the extra turn places the farmer with
    # the two buffalo cards: 4 cards played, 4 to draw. Red's joker went on red's first turn
    # (a farmer at 5,0 with eagle and the joker, red dealt eagle, buffalo, buffalo and the church
    # card, drawing eagle); blue's hand places nothing on this board, so blue's turn discarded
    # campfire and wagon and drew them back.
    @id:ore-extra-01 @rule:OR-R-EXTRA-1 @requires:custom_boards
    Example: The extra turn: the token turns inactive and a farmer is placed as the second piece
      Given red holds eagle, buffalo, buffalo and church
      And red's joker is inactive
      And these pieces on the board:
        | col | row | piece |
        | 5   | 0   | red   |
      And the landscape discards are eagle, campfire, wagon
      When red builds a church on 0,0 with eagle
      And red places a farmer on 3,2 with buffalo as row and buffalo as column
      Then red's extra turn token is inactive
      And red is to draw 4 cards
      And the events include, in order:
        | type            | player | col | row | token      |
        | building_placed | red    | 0   | 0   |            |
        | token_used      | red    |     |     | extra_turn |
        | farmer_placed   | red    | 3   | 2   |            |

    # Reachable by play (issue 13): a hand always holds a building card (OR-R-DRAW-3), so the
    # placement is a church built with eagle (2 cards played, 2 to draw) and red keeps the two
    # buffalo cards the refused farmer names. Red used both tokens on red's first turn: a farmer
    # at 5,0 with eagle and buffalo, then in the extra turn a church at 5,1 with the joker (red
    # dealt eagle, buffalo, buffalo and a church card, drawing eagle, buffalo and church); blue's
    # hand places nothing on this board, so blue's turn discarded campfire and wagon and drew
    # them back.
    @id:ore-extra-02 @rule:OR-R-EXTRA-1 @requires:custom_boards
    Example: Without an active token there is no extra turn
      Given red holds eagle, buffalo, buffalo and church
      And red's joker is inactive
      And red's extra turn token is inactive
      And these pieces on the board:
        | col | row | piece  |
        | 5   | 0   | red    |
        | 5   | 1   | church |
      And the landscape discards are eagle, buffalo, campfire, wagon
      And the building discards are church
      When red builds a church on 0,0 with eagle
      Then red is to draw 2 cards
      When red tries to place a farmer on 3,2 with buffalo as row and buffalo as column
      Then the move is rejected under OR-R-EXTRA-1

    @id:ore-extra-03 @rule:OR-R-EXTRA-1 @interp:extra_turn.use=optional @requires:custom_boards
    Example: The extra turn may be declined and the token stays active
      Given red holds eagle, eagle, buffalo and harbour
      When red places a farmer on 0,0 with eagle as row and eagle as column
      And red declines the extra turn
      Then red is to draw 2 cards
      And red's extra turn token is active

    @id:ore-extra-04 @rule:OR-R-EXTRA-1 @interp:extra_turn.use=mandatory @requires:custom_boards
    Example: Under the mandatory reading the extra turn cannot be declined
      Given red holds eagle, eagle, buffalo and harbour
      When red places a farmer on 0,0 with eagle as row and eagle as column
      And red tries to decline the extra turn
      Then the move is rejected under OR-R-EXTRA-1

    # Edge case of OR-R-EXTRA-1: the legal moves of the extra turn follow the reading; under
    # the optional reading declining (`pass`) is among them.
    @id:ore-extra-09 @rule:OR-R-EXTRA-1 @interp:extra_turn.use=optional @requires:custom_boards
    Example: Under the optional reading declining the extra turn is a legal move
      Given red holds eagle, eagle, buffalo and harbour
      When red places a farmer on 0,0 with eagle as row and eagle as column
      Then red is offered an extra turn
      And red may decline the extra turn
      And red may place a farmer

    # Edge case of OR-R-EXTRA-1: under the mandatory reading the extra turn's legal moves
    # are placements only, never `pass`.
    @id:ore-extra-10 @rule:OR-R-EXTRA-1 @interp:extra_turn.use=mandatory @requires:custom_boards
    Example: Under the mandatory reading declining the extra turn is not a legal move
      Given red holds eagle, eagle, buffalo and harbour
      When red places a farmer on 0,0 with eagle as row and eagle as column
      Then red is offered an extra turn
      And red may not decline the extra turn
      And red may place a farmer

    @id:ore-extra-05 @rule:OR-R-EXTRA-1 @requires:custom_boards
    Example: No extra turn is offered when the cards left can place nothing
      Given red holds eagle, eagle, wagon and harbour
      When red places a farmer on 0,0 with eagle as row and eagle as column
      Then red is to draw 2 cards
      And red's extra turn token is active

    # OR-EX-09 leaves open whether its station was built in the extra turn. When
    # it is the first placement, step 3 finds the token active again.
    # Red built the station and, in the extra turn, the farmer at 5,3 with the joker (reachable by
    # play, issue 13); the station card left after the first placement builds on the railway at 4,3.
    @id:ore-extra-06 @rule:OR-R-EXTRA-1 @rule:OR-R-FSCORE-9 @requires:custom_boards
    Example: A station scored in the first placement lets its player take the extra turn at once
      Given these pieces on the board:
        | col | row | piece   |
        | 1   | 1   | station |
        | 5   | 3   | red     |
      And red holds eagle, eagle, buffalo and station
      And the landscape deck is empty
      And the building deck is empty
      And red's joker is inactive
      And red's extra turn token is inactive
      When red places a farmer on 0,0 with eagle as row and eagle as column
      Then red's extra turn token is active
      And red is offered an extra turn

    @id:ore-extra-07 @rule:OR-R-EXTRA-2 @requires:custom_boards
    Example: The extra placement scores as usual, and the joker serves in the same turn
      Given these pieces on the board:
        | col | row | piece             |
        | 4   | 2   | start post office |
      And red holds eagle, buffalo, buffalo and harbour
      When red places a farmer on 0,0 with eagle as row and the joker as column
      And red places a farmer on 3,3 with buffalo as row and buffalo as column
      Then red scores 3 points for the post office
      And red's joker is inactive
      And red's extra turn token is inactive

    # Reachable by play (issue 13): a hand always holds a building card (OR-R-DRAW-3), so the
    # first placement is a church built with eagle and the extra turn places the farmer beside
    # the station with the two buffalo cards (4 cards played, 4 to draw). Red built the station
    # on red's first turn with the joker (red dealt eagle, buffalo, buffalo and the station card,
    # drawing the church card); blue's hand places nothing on this board, so blue's turn
    # discarded campfire and wagon and drew them back.
    @id:ore-extra-08 @rule:OR-R-EXTRA-3 @requires:custom_boards
    Example: A token reactivated in the extra turn waits for a later turn
      Given these pieces on the board:
        | col | row | piece   |
        | 4   | 3   | station |
      And red holds eagle, buffalo, buffalo and church
      And red's joker is inactive
      And the landscape discards are campfire, wagon
      And the building discards are station
      When red builds a church on 0,0 with eagle
      And red places a farmer on 3,3 with buffalo as row and buffalo as column
      Then red's extra turn token is active
      And red is to draw 4 cards
      When red tries to place a farmer on 5,3 with buffalo as row and buffalo as column
      Then the move is rejected under OR-R-EXTRA-3

  Rule: Each completed turn counts one on the turn number (edge cases)

    # Edge case of OR-R-DRAW-6 and PC-R-TURN-1: turn.number is 1 + the turns completed, so
    # red's turn 3 (after the two start tiles), once red has drawn back to four, makes blue's
    # turn number 4: one more, not two.
    @id:ore-turn-250 @rule:OR-R-DRAW-6 @rule:PC-R-TURN-1 @requires:custom_boards @interp:extra_turn.use=optional @interp:turn.no_placement=discard_two
    Example: After red's turn 3, blue's turn is turn 4
      Given red holds eagle, eagle, buffalo and church
      And the position's /turn/number is 3
      When red places a farmer on 0,0 with eagle as row and eagle as column
      And red declines the extra turn
      Then the state's /turn/number is 3
      When red draws a landscape card
      And red draws a building card
      Then it is blue's turn to play cards
      And the state's /turn/number is 4

    # Edge case of OR-R-DRAW-6 and PC-R-TURN-1 across the end of a round: blue, the last seat,
    # completes turn 4 and the turn passes to red, the first seat, as turn 5 (one more).
    @id:ore-turn-251 @rule:OR-R-DRAW-6 @rule:PC-R-TURN-1 @requires:custom_boards @interp:extra_turn.use=optional
    Example: After blue's turn 4, red's turn is turn 5
      Given it is blue's turn to play cards
      And blue holds eagle, eagle, buffalo and church
      And red holds buffalo, buffalo, eagle and store
      And the position's /turn/number is 4
      When blue places a farmer on 0,0 with eagle as row and eagle as column
      And blue declines the extra turn
      And blue draws a landscape card
      And blue draws a building card
      Then it is red's turn to play cards
      And the state's /turn/number is 5

  Rule: Only the joker played turns the joker inactive (edge cases)

    # Edge case of OR-R-JOKER-1/3 with a building: the church is built with the joker as its
    # landscape card (4,0: any band will do), so the joker turns inactive (token_used) and only
    # the church card goes to the discards.
    @id:ore-joker-250 @rule:OR-R-JOKER-1 @rule:OR-R-JOKER-3 @requires:custom_boards @interp:turn.no_placement=discard_two
    Example: A church built with the joker turns the joker inactive
      Given red holds eagle, wagon, campfire and church
      When red builds a church on 4,0 with the joker
      Then there is a church on 4,0
      And red's joker is inactive
      And the building discards are now church
      And the events include, in order:
        | type            | player | building | landscape_card | token |
        | building_placed | red    | church   | joker          |       |
        | token_used      | red    |          |                | joker |

    # Edge case of OR-R-JOKER-3: building with a real card (eagle, a name sorting before
    # "joker") leaves the active joker active.
    @id:ore-joker-251 @rule:OR-R-JOKER-3 @rule:OR-R-BUILD-1 @requires:custom_boards
    Example: A church built with an eagle card leaves the joker active
      Given red holds eagle, wagon, campfire and church
      When red builds a church on 4,0 with eagle
      Then there is a church on 4,0
      And red's joker is active
      And the landscape discards are now eagle
      And the events include, in order:
        | type            | player | building | landscape_card |
        | building_placed | red    | church   | eagle          |

    # Edge case of OR-R-JOKER-3: building with a wagon card (a name sorting after "joker")
    # leaves the joker active too. This board has wagon bands.
    @id:ore-joker-252 @rule:OR-R-JOKER-3 @rule:OR-R-BUILD-1 @requires:custom_boards
    Example: A church built with a wagon card leaves the joker active
      Given the Oregon board:
        |       | eagle | eagle | eagle | wagon | wagon | wagon |
        | eagle | G     | G     | G     | G     | G     | G     |
        | eagle | G     | G     | G     | G     | G     | G     |
        | wagon | G     | G     | G     | G     | G     | G     |
        | wagon | G     | G     | G     | G     | G     | G     |
      And red holds eagle, wagon, campfire and church
      When red builds a church on 4,3 with wagon
      Then there is a church on 4,3
      And red's joker is active
      And the landscape discards are now wagon

  Rule: An inactive joker is refused wherever it stands (edge cases)

    # Edge case of OR-R-JOKER-1 with a building: an inactive joker cannot stand in for the
    # landscape card of a building either. Red's farmer at 5,0 is where red used the joker.
    @id:ore-joker-253 @rule:OR-R-JOKER-1 @requires:custom_boards
    Example: An inactive joker cannot be the landscape card of a building
      Given red holds eagle, wagon, campfire and church
      And red's joker is inactive
      And these pieces on the board:
        | col | row | piece |
        | 5   | 0   | red   |
      When red tries to build a church on 4,3 with the joker
      Then the move is rejected under OR-R-JOKER-1

    # Edge case of OR-R-JOKER-1: an inactive joker as the column card is refused too
    # (ore-joker-02 has it as the row card). Red's farmer at 5,0 is where red used the joker.
    @id:ore-joker-254 @rule:OR-R-JOKER-1 @requires:custom_boards
    Example: An inactive joker cannot be the column card
      Given red holds eagle, wagon, campfire and church
      And red's joker is inactive
      And these pieces on the board:
        | col | row | piece |
        | 5   | 0   | red   |
      When red tries to place a farmer on 4,0 with eagle as row and the joker as column
      Then the move is rejected under OR-R-JOKER-1

  Rule: The extra turn is once per turn, not once per round (edge cases)

    # Edge case of OR-R-EXTRA-3: "once per turn" is per player turn. Red takes the extra turn
    # (the farmer at 0,0, then the church at 3,0 with buffalo: token_used) and draws back to
    # four; in blue's next turn nothing of red's extra turn is left: blue, whose token is
    # active, is offered the extra turn after blue's first placement, and the state's turn
    # says extra_turn_used false.
    @id:ore-extra-250 @rule:OR-R-EXTRA-3 @rule:OR-R-EXTRA-1 @requires:custom_boards
    Example: After red used the extra turn, blue is still offered one in the next turn
      Given red holds eagle, eagle, buffalo and church
      And blue holds eagle, eagle, buffalo and church
      When red places a farmer on 0,0 with eagle as row and eagle as column
      And red builds a church on 3,0 with buffalo
      Then red's extra turn token is inactive
      And red is to draw 4 cards
      When red draws a landscape card
      And red draws a building card
      And red draws a landscape card
      And red draws a landscape card
      Then it is blue's turn to play cards
      And the state's /turn/extra_turn_used is false
      When blue places a farmer on 1,0 with eagle as row and eagle as column
      Then blue is offered an extra turn
      When blue builds a church on 4,2 with buffalo
      Then blue's extra turn token is inactive
