Feature: Drawing cards
  At the end of the turn the player draws back to four cards, one at a time,
  from either deck, keeping at least one landscape card and one building card.
  A building card whose stack is empty may be exchanged. An exhausted deck is
  replaced by its discard pile.

  Background:
    Given an oregon game between red and blue
    And the landscape deck is wagon, eagle
    And the building deck is store, harbour
    And blue holds wagon, settlers, campfire and post office
    # The first round's start tiles (play from a new game reaches the position, issue 13).
    And these pieces on the board:
      | col | row | piece             |
      | 10  | 0   | start church      |
      | 14  | 6   | start post office |

  Rule: The player draws back to four from the deck of their choice

    # Red's farmer at 0,0 is this turn's placement, its buffalo cards discarded (issue 13).
    @id:ore-draw-01 @rule:OR-R-DRAW-1 @rule:OR-R-DRAW-2 @rule:OR-R-DRAW-6
    Example: Two cards, one from each deck, then the turn passes
      Given red holds eagle and church
      And red is drawing cards
      And these pieces on the board:
        | col | row | piece  |
        | 0   | 0   | red   |
      And the landscape discards are buffalo, buffalo
      Then red is to draw 2 cards
      And red may draw a landscape card
      And red may draw a building card
      When red draws a building card
      And red draws a landscape card
      Then red now holds church, eagle, store and wagon
      And the landscape deck is now eagle
      And the building deck is now harbour
      And it is blue's turn to play cards

    # Reachable by play (issue 13): the church stack was emptied by four churches built in
    # four turns (blue, red, blue, red: each a church card and a buffalo card, the churches on
    # buffalo rows), the last one this turn's placement by red, who kept eagle and a second
    # church card drawn in red's first turn. The four church cards lie in the building discards,
    # the four buffalo cards in the landscape discards (no deck ran out).
    @id:ore-draw-02 @rule:OR-R-DRAW-1 @rule:OR-R-DRAW-3
    Example: Keeping fewer than four cards is not allowed
      Given red holds eagle and church
      And these pieces on the board:
        | col | row | piece  |
        | 0   | 0   | church |
        | 1   | 0   | church |
        | 2   | 0   | church |
        | 0   | 1   | church |
      And the church stack is empty
      And the landscape discards are buffalo, buffalo, buffalo, buffalo
      And the building discards are church, church, church, church
      And red is drawing cards
      When red tries to keep the hand
      Then the move is rejected under OR-R-DRAW-1

    # Edge case of OR-R-DRAW-1 with a useless card: exchanging it is offered, but keeping
    # the hand is not while a card can still be drawn (pass only when no draw is possible).
    # Reachable by play (issue 13): the church stack was emptied by four churches built in
    # four turns (blue, red, blue, red: each a church card and a buffalo card, the churches on
    # buffalo rows), the last one this turn's placement by red, who kept eagle and a second
    # church card drawn in red's first turn. The four church cards lie in the building discards,
    # the four buffalo cards in the landscape discards (no deck ran out).
    @id:ore-draw-10 @rule:OR-R-DRAW-1 @rule:OR-R-DRAW-4
    Example: With a useless card and cards to draw, keeping the hand is not a legal move
      Given red holds eagle and church
      And these pieces on the board:
        | col | row | piece  |
        | 0   | 0   | church |
        | 1   | 0   | church |
        | 2   | 0   | church |
        | 0   | 1   | church |
      And the church stack is empty
      And the landscape discards are buffalo, buffalo, buffalo, buffalo
      And the building discards are church, church, church, church
      And red is drawing cards
      Then red may exchange a card
      And red may draw a landscape card
      And red may not keep the hand

    # The state while a player draws: the turn names the drawing player (the game is not
    # over), in phase draw_cards.
    # Red's farmer at 0,0 is this turn's placement, its buffalo cards discarded (issue 13).
    @id:ore-draw-11 @rule:OR-R-DRAW-1 @rule:PC-R-TURN-1
    Example: While red draws, the state's turn is red's draw_cards phase
      Given red holds eagle and church
      And red is drawing cards
      And these pieces on the board:
        | col | row | piece  |
        | 0   | 0   | red   |
      And the landscape discards are buffalo, buffalo
      Then the state's /turn/player is "red"
      And the state's /turn/phase is "draw_cards"

  Rule: The hand keeps at least one landscape card and one building card

    # Reachable by play (issue 13): red was dealt eagle, wagon, campfire and a church card and
    # this turn built the church at 0,0 with the joker (one card played), keeping the three
    # landscape cards.
    @id:ore-draw-03 @rule:OR-R-DRAW-3 @rule:OR-R-DRAW-2
    Example: Three landscape cards: the last card drawn is a building card, without asking
      Given red holds eagle, wagon and campfire
      And red's joker is inactive
      And these pieces on the board:
        | col | row | piece  |
        | 0   | 0   | church |
      And the building discards are church
      And red is drawing cards
      Then red now holds eagle, wagon, campfire and store
      And it is blue's turn to play cards
      And the events include, in order:
        | type       | player | deck     | card  |
        | card_drawn | red    | building | store |

    # Reachable by play (issue 13): four churches built in four turns (red, blue, red, blue; each
    # a church card and a buffalo card, on buffalo rows) emptied the stack; red drew church,
    # church after the first and harbour, store after the second, and this turn placed a farmer
    # at 8,2 with eagle as row and the joker as column, keeping church, harbour and store.
    # Landscape discards: 4 buffalo then eagle; building discards: the 4 church cards.
    @id:ore-draw-04 @rule:OR-R-DRAW-3
    Example: A draw that would leave no landscape card is refused
      Given red holds church, harbour and store
      And these pieces on the board:
        | col | row | piece  |
        | 0   | 0   | church |
        | 1   | 0   | church |
        | 2   | 0   | church |
        | 0   | 1   | church |
        | 8   | 2   | red    |
      And the church stack is empty
      And red's joker is inactive
      And the landscape discards are buffalo, buffalo, buffalo, buffalo, eagle
      And the building discards are church, church, church, church
      And red is drawing cards
      Then red may draw a landscape card
      And red may not draw a building card
      When red tries to draw a building card
      Then the move is rejected under OR-R-DRAW-3

  Rule: A useless building card may be exchanged

    # Reachable by play (issue 13): four churches built in four turns (red, blue, red, blue; each
    # a church card and a buffalo card) emptied the stack; blue's draw after the fourth found the
    # building deck empty after the post office, so the four church cards were shuffled back
    # (OR-R-DRAW-5) and blue drew one of them: the building deck holds the other three and the
    # building discards are empty. This turn red placed a farmer at 2,1 with buffalo, buffalo
    # (6 buffalo cards discarded in all), keeping eagle and church.
    @id:ore-draw-05 @rule:OR-R-DRAW-4 @interp:draw.exchange=useless
    Example: A building card whose stack is empty is exchanged for one more draw
      Given red holds eagle and church
      And these pieces on the board:
        | col | row | piece  |
        | 0   | 0   | church |
        | 1   | 0   | church |
        | 2   | 0   | church |
        | 0   | 1   | church |
        | 2   | 1   | red    |
      And the church stack is empty
      And blue holds wagon, settlers, church and post office
      And the building deck is church, church, church
      And the landscape discards are buffalo, buffalo, buffalo, buffalo, buffalo, buffalo
      And red is drawing cards
      Then red may exchange a card
      When red exchanges the useless church card
      Then the building discards are now church
      And red is to draw 3 cards

    # Reachable by play (issue 13): four churches built in four turns (red, blue, red, blue; each
    # a church card and a buffalo card) emptied the stack; red drew church, buffalo after the
    # first and church, harbour after the second, and this turn placed a farmer at 6,1 with
    # buffalo and the joker (one card played), keeping eagle, church and harbour.
    @id:ore-draw-06 @rule:OR-R-DRAW-4 @interp:draw.exchange=useless
    Example: A building card whose stack still has tiles cannot be exchanged
      Given red holds eagle, church and harbour
      And these pieces on the board:
        | col | row | piece  |
        | 0   | 0   | church |
        | 1   | 0   | church |
        | 2   | 0   | church |
        | 0   | 1   | church |
        | 6   | 1   | red    |
      And the church stack is empty
      And red's joker is inactive
      And the landscape discards are buffalo, buffalo, buffalo, buffalo, buffalo
      And the building discards are church, church, church, church
      And red is drawing cards
      When red tries to exchange the useless harbour card
      Then the move is rejected under OR-R-DRAW-4

    # Reachable by play (issue 13): four churches built in four turns (blue, red, blue, red; each
    # a church card and a buffalo card) emptied the stack, the last one this turn's placement by
    # red, who kept eagle and church and has drawn wagon and store: the hand is full and the
    # useless church card may be exchanged or the hand kept (OR-R-DRAW-4).
    @id:ore-draw-07 @rule:OR-R-DRAW-4 @rule:OR-R-DRAW-6 @interp:draw.exchange=useless
    Example: With four cards and a useless one the player may keep the hand
      Given red holds eagle, wagon, church and store
      And these pieces on the board:
        | col | row | piece  |
        | 0   | 0   | church |
        | 1   | 0   | church |
        | 2   | 0   | church |
        | 0   | 1   | church |
      And the church stack is empty
      And the landscape discards are buffalo, buffalo, buffalo, buffalo
      And the building discards are church, church, church, church
      And red is drawing cards
      Then red may keep the hand
      And red may not draw a landscape card
      When red tries to draw a landscape card
      Then the move is rejected under OR-R-DRAW-1
      When red keeps the hand
      Then it is blue's turn to play cards
      And red now holds eagle, wagon, church and store

  Rule: An exhausted deck is replaced by its discards

    # Reachable by play (issue 13): red was dealt eagle, wagon, buffalo and a church card and
    # first built the church at 0,2 with eagle, drawing church and store; blue was dealt wagon,
    # settlers, campfire and a store card and built the store at 4,0 with the joker, drawing
    # the post office card; this turn red placed a farmer at 0,4 with wagon as row and buffalo
    # as column, keeping church and store. The 6 landscape cards were all dealt (the deck was
    # empty from the start) and eagle, wagon, buffalo were discarded in that order.
    # The discards hold three cards (eagle, wagon, buffalo: all 6 landscape cards of a 2-player
    # game are dealt, and blue holds 3): turned over, eagle is on top and drawn, wagon and
    # buffalo stay in the deck in that order.
    @id:ore-draw-08 @rule:OR-R-DRAW-5 @interp:cards.reshuffle=turn_over
    Example: The landscape discards are turned over, first discarded on top
      Given the landscape deck is empty
      And the landscape discards are eagle, wagon, buffalo
      And red holds church and store
      And these pieces on the board:
        | col | row | piece  |
        | 0   | 2   | church |
        | 4   | 0   | store  |
        | 0   | 4   | red    |
      And blue's joker is inactive
      And the building discards are church, store
      And red is drawing cards
      When red draws a landscape card
      Then the events include, in order:
        | type            | player | deck      | cards | card  |
        | deck_reshuffled |        | landscape | 3     |       |
        | card_drawn      | red    | landscape |       | eagle |
      And the landscape deck is now wagon, buffalo
      And the landscape discards are now empty

    # Reachable by play (issue 13): red was dealt eagle, wagon, buffalo and a church card and
    # first built the church at 0,2 with eagle, drawing church and store; blue was dealt wagon,
    # settlers, campfire and a store card and built the store at 4,0 with the joker, drawing
    # the post office card; this turn red placed a farmer at 0,4 with wagon as row and buffalo
    # as column, keeping church and store. The 6 landscape cards were all dealt (the deck was
    # empty from the start) and eagle, wagon, buffalo were discarded in that order.
    @id:ore-draw-chance-01 @rule:OR-R-DRAW-5 @requires:chance @interp:cards.reshuffle=shuffle
    Example: The landscape discards are shuffled by chance, then red draws the top card
      # The source: «baraja los descartes». The runner gives the order (spec/protocol.md §7a).
      Given the landscape deck is empty
      And the landscape discards are eagle, wagon, buffalo
      And red holds church and store
      And these pieces on the board:
        | col | row | piece  |
        | 0   | 2   | church |
        | 4   | 0   | store  |
        | 0   | 4   | red    |
      And blue's joker is inactive
      And the building discards are church, store
      And red is drawing cards
      When red draws a landscape card
      Then chance must shuffle the landscape discards: buffalo, eagle, wagon
      And red now holds church and store
      When chance shuffles the landscape discards into wagon, buffalo, eagle
      Then the events include, in order:
        | type            | player | deck      | cards | card  |
        | deck_reshuffled |        | landscape | 3     |       |
        | card_drawn      | red    | landscape |       | wagon |
      And the landscape deck is now buffalo, eagle
      And the landscape discards are now empty
      And no chance decision is pending

    # Reachable by play (issue 13): red was dealt eagle, wagon, buffalo and a church card and
    # first built the church at 0,2 with eagle, drawing church and store; blue was dealt wagon,
    # settlers, campfire and a store card and built the store at 4,0 with the joker, drawing
    # the post office card; this turn red placed a farmer at 0,4 with wagon as row and buffalo
    # as column, keeping church and store. The 6 landscape cards were all dealt (the deck was
    # empty from the start) and eagle, wagon, buffalo were discarded in that order.
    @id:ore-draw-chance-02 @rule:OR-R-DRAW-5 @requires:chance @interp:cards.reshuffle=shuffle
    Example: An order that is not a permutation of the discards is refused and changes nothing
      Given the landscape deck is empty
      And the landscape discards are eagle, wagon, buffalo
      And red holds church and store
      And these pieces on the board:
        | col | row | piece  |
        | 0   | 2   | church |
        | 4   | 0   | store  |
        | 0   | 4   | red    |
      And blue's joker is inactive
      And the building discards are church, store
      And red is drawing cards
      When red draws a landscape card
      And chance tries to shuffle the landscape discards into eagle, wagon
      Then the move is rejected under OR-R-DRAW-5
      When chance tries to shuffle the landscape discards into eagle, wagon, wagon
      Then the move is rejected under OR-R-DRAW-5
      When chance tries to shuffle the landscape discards into eagle, wagon, buffalo, tree
      Then the move is rejected under OR-R-DRAW-5
      When chance shuffles the landscape discards into eagle, wagon, buffalo
      Then red now holds eagle, church and store

    # Reachable by play (issue 13): the 6 landscape cards of the game are all dealt (red wagon,
    # eagle, campfire and a church card; blue wagon, settlers, campfire and a post office card).
    # Red placed a farmer at 3,9 with campfire, eagle and drew the store card and, from those two
    # cards shuffled back, eagle; blue built a post office at 13,6 with campfire and drew the
    # campfire left in the deck and the post office card shuffled back; this turn red placed a
    # farmer at 4,2 with eagle and the joker, keeping church, store and wagon.
    @id:ore-draw-chance-03 @rule:OR-R-DRAW-5 @requires:chance @interp:cards.reshuffle=shuffle
    Example: A forced draw from an empty deck also waits for chance
      # Only landscape cards can be drawn (the building deck and discards are empty), so the
      # draw is a forced step; the discards must be shuffled before it.
      Given the landscape deck is empty
      And the landscape discards are campfire, eagle
      And the building deck is empty
      And red holds church, store and wagon
      And red's joker is inactive
      And these pieces on the board:
        | col | row | piece       |
        | 3   | 9   | red         |
        | 13  | 6   | post office |
        | 4   | 2   | red         |
      And red is drawing cards
      Then chance must shuffle the landscape discards: campfire, eagle
      # rulebook.chance with seed 3 orders them eagle, campfire (top first).
      When chance shuffles the landscape discards with seed 3
      Then red now holds eagle, church, store and wagon
      And the landscape deck is now campfire
      And no chance decision is pending

    @id:ore-draw-09 @rule:OR-R-DRAW-5 @rule:OR-R-DRAW-3
    Example: A deck with no cards and no discards cannot be drawn from
      Given the landscape deck is empty
      And red holds church and eagle
      And red is drawing cards
      Then red now holds church, eagle, store and harbour
      And it is blue's turn to play cards

  Rule: A full hand draws nothing (edge cases)

    # Edge case of OR-R-DRAW-1 with OR-R-DRAW-4: red holds four cards, one of them useless (the
    # church stack is empty), so the draw step waits for red (exchange it or keep the hand),
    # and the pending decision says 0 cards to draw (4 - 4), not 1.
    # Reachable by play as ore-draw-07: four churches built in four turns (blue, red, blue,
    # red), the last one this turn's placement by red, who kept eagle and church and has drawn
    # wagon and store.
    @id:ore-draw-250 @rule:OR-R-DRAW-1 @rule:OR-R-DRAW-4 @interp:draw.exchange=useless
    Example: With four cards and a useless one, red is to draw 0 cards
      Given red holds eagle, wagon, church and store
      And these pieces on the board:
        | col | row | piece  |
        | 0   | 0   | church |
        | 1   | 0   | church |
        | 2   | 0   | church |
        | 0   | 1   | church |
      And the church stack is empty
      And the landscape discards are buffalo, buffalo, buffalo, buffalo
      And the building discards are church, church, church, church
      And red is drawing cards
      Then red is to draw 0 cards
      And red may exchange a card
      When red exchanges the useless church card
      Then red is to draw 1 card

  Rule: A kind with no card left anywhere need not be held (edge cases of OR-R-DRAW-3)

    # Edge case of OR-R-DRAW-3 with OR-R-DRAW-5: red holds no building card, and no building
    # card is left to draw (deck and discards empty; blue holds the post office card). The hand
    # cannot take a building card, so red draws both cards from the landscape deck (the only
    # legal draw, made without asking): wagon, then eagle.
    # Red's farmer at 0,0 is this turn's placement, its buffalo cards discarded. Loaded, not
    # played: the route planner finds no play that empties the building deck and discards
    # while red holds none (the cards of a 2-player deal would have to be drawn back).
    @id:ore-draw-210 @rule:OR-R-DRAW-3 @rule:OR-R-DRAW-5 @requires:load_position
    Example: With no building card left to draw, red fills the hand from the landscape deck
      Given red holds eagle and wagon
      And the building deck is empty
      And these pieces on the board:
        | col | row | piece |
        | 0   | 0   | red   |
      And the landscape discards are buffalo, buffalo
      And red is drawing cards
      Then red now holds eagle, eagle, wagon and wagon
      And the landscape deck is now empty
      And it is blue's turn to play cards

    # Edge case of OR-R-DRAW-3 with two cards to draw: red holds two building cards and no
    # landscape card. A building card first is legal (one draw is left for a landscape card);
    # after it the last draw must be the landscape card (made without asking).
    # Red's farmer at 0,0 is this turn's placement, its buffalo cards discarded. Loaded, not
    # played: the route planner finds no hands from the deal that lead to two building cards
    # and no landscape card with these decks.
    @id:ore-draw-211 @rule:OR-R-DRAW-3 @rule:OR-R-DRAW-2 @requires:load_position
    Example: With two cards to draw and no landscape card, a building card may come first
      Given red holds church and harbour
      And these pieces on the board:
        | col | row | piece |
        | 0   | 0   | red   |
      And the landscape discards are buffalo, buffalo
      And red is drawing cards
      Then red is to draw 2 cards
      And red may draw a building card
      And red may draw a landscape card
      When red draws a building card
      Then red now holds church, harbour, store and wagon
      And the building deck is now harbour
      And the landscape deck is now eagle
      And it is blue's turn to play cards

  Rule: Only a useless card of the hand is exchanged (edge cases of OR-R-DRAW-4)

    # Edge case of OR-R-DRAW-4: the church stack is empty, so a church card would be useless,
    # but red holds none: there is nothing to exchange (red holds eagle, harbour and store, and
    # the harbour and store stacks still hold tiles).
    # Reachable by play as ore-draw-06: this turn red placed a farmer at 6,1 with buffalo and
    # the joker (one card played).
    @id:ore-draw-212 @rule:OR-R-DRAW-4 @interp:draw.exchange=useless
    Example: A useless card red does not hold cannot be exchanged
      Given red holds eagle, harbour and store
      And these pieces on the board:
        | col | row | piece  |
        | 0   | 0   | church |
        | 1   | 0   | church |
        | 2   | 0   | church |
        | 0   | 1   | church |
        | 6   | 1   | red    |
      And the church stack is empty
      And red's joker is inactive
      And the landscape discards are buffalo, buffalo, buffalo, buffalo, buffalo
      And the building discards are church, church, church, church
      And red is drawing cards
      Then red may not exchange a card
      When red tries to exchange the useless church card
      Then the move is rejected under OR-R-DRAW-4

    # Edge case of OR-R-DRAW-4: a church card is useless only when the church stack is empty.
    # Three churches stand on the board and the stack still holds its last tile (4 - 3 = 1), so
    # red's church card is not useless and cannot be exchanged.
    # Red placed a farmer at 6,1 with buffalo and the joker this turn (one card played).
    @id:ore-draw-213 @rule:OR-R-DRAW-4 @interp:draw.exchange=useless
    Example: A building card whose stack holds its last tile cannot be exchanged
      Given red holds eagle, church and harbour
      And these pieces on the board:
        | col | row | piece  |
        | 0   | 0   | church |
        | 1   | 0   | church |
        | 2   | 0   | church |
        | 6   | 1   | red    |
      And the church stack holds 1 tile
      And red's joker is inactive
      And the landscape discards are buffalo, buffalo, buffalo, buffalo
      And the building discards are church, church, church
      And red is drawing cards
      Then red may not exchange a card
      When red tries to exchange the useless church card
      Then the move is rejected under OR-R-DRAW-4
