Feature: A player who cannot place: buildings count only in the card's bands
  OR-R-PLAY-1 asks whether the player can place at all before they may discard. A building
  needs a space of its terrain in the row or column band of the landscape card played with
  it (OR-R-BUILD-2); a space of the right terrain elsewhere does not count. Here the board
  has forest for the store, but only in the eagle and buffalo bands, and red's landscape
  cards are wagon and campfire, which reach nothing.

  Background:
    Given an oregon game between red and blue
    And the Oregon board:
      |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
      | eagle   | G     | F     | G     | G       | G       | G       |
      | eagle   | G     | G     | G     | G       | G       | G       |
      | buffalo | G     | G     | G     | G       | F       | G       |
      | buffalo | G     | G     | G     | G       | G       | G       |
    And the landscape deck is wagon, campfire, eagle
    And the building deck is store, church

  Rule: Terrain outside the card's bands does not make a placement possible

    # Red built the store at 4,2 with the joker, blue placed the farmer at 5,3; the forest at
    # 1,0 is left (reachable by play, issue 13).
    @id:ore-noplace-01 @rule:OR-R-PLAY-1 @rule:OR-R-BUILD-2 @interp:turn.no_placement=discard_two @requires:custom_boards
    Example: Forest on the board but not in the bands of the cards held: red must discard
      Given red holds wagon, campfire, settlers and store
      And red's joker is inactive
      And these pieces on the board:
        | col | row | piece |
        | 4   | 2   | store |
        | 5   | 3   | blue  |
      And blue holds buffalo, buffalo, wagon and harbour
      And the landscape deck is empty
      And the building deck is empty
      Then red may discard cards only

    # Red built the store at 4,2 with the joker, blue placed the farmer at 5,3; the forest at
    # 1,0 is left (reachable by play, issue 13).
    @id:ore-noplace-02 @rule:OR-R-PLAY-1 @rule:OR-R-BUILD-2 @interp:turn.no_placement=discard_hand @requires:custom_boards
    Example: Under the discard-hand reading the hand goes at once, forest elsewhere or not
      Given red holds wagon, campfire, settlers and store
      And red's joker is inactive
      And these pieces on the board:
        | col | row | piece |
        | 4   | 2   | store |
        | 5   | 3   | blue  |
      And blue holds buffalo, buffalo, wagon and harbour
      And the landscape deck is empty
      And the building deck is empty
      Then red is to draw 4 cards
      And the events include, in order:
        | type            | player | rule        |
        | cards_discarded | red    | OR-R-PLAY-1 |

  Rule: Any single legal space is a placement

    # Edge case of OR-R-PLAY-1: one grassland space in the whole board, at the north-west
    # corner, which red's two eagle cards reach. That single space is a placement, so the
    # hand is not discarded. Red's store card places nothing (no forest); red's wagon card
    # and the joker reach no other space (a hand and tokens play can reach, issue 13).
    @id:ore-noplace-03 @rule:OR-R-PLAY-1 @rule:OR-R-FARMER-1 @requires:custom_boards
    Example: A single reachable space in a corner keeps the hand
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | W     | W     | W       | W       | W       |
        | eagle   | W     | W     | W     | W       | W       | W       |
        | buffalo | W     | W     | W     | W       | W       | W       |
        | buffalo | W     | W     | W     | W       | W       | W       |
      And red holds eagle, eagle, wagon and store
      And blue holds wagon, settlers, campfire and store
      Then red may place a farmer on exactly 1 space
      And red may place a farmer only

  Rule: Whether a placement exists is judged on the spaces the cards really name (edge cases)

    # Edge case of OR-R-PLAY-1 with the joker: red's only placement is the joker as the row
    # card and the wagon as the column card (the wagon rows are all water), so red keeps the
    # hand and must place there.
    # Reachable by play (issue 13): red's building card is a store, which has no forest on this
    # board (the draft had a church card with the church stack empty, but no play empties that
    # stack where one meadow space is all the board has); red's first turn, the dealt hands.
    @id:ore-noplace-04 @rule:OR-R-PLAY-1 @rule:OR-R-JOKER-1 @requires:custom_boards
    Example: The joker as row card and a wagon as column card reach the only free space
      Given the Oregon board:
        |       | wagon | wagon | wagon | eagle | eagle | eagle |
        | wagon | W     | W     | W     | W     | W     | W     |
        | wagon | W     | W     | W     | W     | W     | W     |
        | eagle | G     | W     | W     | W     | W     | W     |
        | eagle | W     | W     | W     | W     | W     | W     |
      And red holds wagon, campfire, settlers and store
      And blue holds buffalo, buffalo, campfire and store
      And red's joker is active
      Then red may place a farmer on exactly 1 space

    # Edge case of OR-R-PLAY-1 and OR-R-FARMER-4: red's two eagle cards reach only water,
    # though the rest of the board is free grassland: no placement, the hand is discarded.
    # Reachable by play (issue 13): red's building card is a store, which has no forest on this
    # board (the draft had a church card with the church stack empty); red, dealt eagle, eagle,
    # buffalo and the store card, placed a farmer at 0,2 with buffalo and the joker and drew
    # campfire; blue placed a farmer at 3,2 with buffalo, buffalo and drew buffalo, buffalo.
    @id:ore-noplace-05 @rule:OR-R-PLAY-1 @rule:OR-R-FARMER-4 @interp:turn.no_placement=discard_hand @requires:custom_boards
    Example: Two eagle cards reaching only water: the hand is discarded
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | W     | W     | W     | G       | G       | G       |
        | eagle   | W     | W     | W     | G       | G       | G       |
        | buffalo | G red | G     | G     | G blue  | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And red holds eagle, eagle, campfire and store
      And blue holds buffalo, buffalo, campfire and store
      And red's joker is inactive
      And the landscape discards are buffalo, buffalo, buffalo
      Then red is to draw 4 cards
      And the events include, in order:
        | type            | player | rule        |
        | cards_discarded | red    | OR-R-PLAY-1 |

    # Edge case of OR-R-PLAY-1 under discard_two: a hand of three cards (the decks ran dry)
    # with no placement still discards two of them, not all three.
    @id:ore-noplace-06 @rule:OR-R-PLAY-1 @interp:turn.no_placement=discard_two @requires:custom_boards
    Example: With three cards and no placement red discards two of them
      Given red holds wagon, campfire and church
      And red's joker is inactive
      And the church stack is empty
      When red discards wagon and campfire
      Then the landscape discards are now campfire and wagon

    # Edge case of OR-R-PLAY-1 under discard_two: a hand of a single card (the decks and
    # discards ran dry) with no placement: "two cards, fewer only when the hand holds fewer",
    # so red discards that one card. Red reaches nothing: one card places no farmer (two are
    # needed, OR-R-FARMER-1), and red holds no building card.
    # load_position: a hand shorter than 4 at the start of a turn needs every card of the game
    # out of the decks and discards, which no route models (the planner deals 4-card hands).
    @id:ore-noplace-200 @rule:OR-R-PLAY-1 @interp:turn.no_placement=discard_two @requires:custom_boards @requires:load_position @interp:cards.reshuffle=shuffle @requires:chance
    Example: With one card and no placement red discards that card
      Given red holds campfire
      And red's joker is inactive
      And blue holds buffalo, buffalo, wagon and harbour
      And the landscape deck is empty
      And the building deck is empty
      Then red may discard cards only
      When red discards campfire
      Then the landscape discards are now campfire

    # Edge case of OR-R-PLAY-1 with the joker as the column card: red's only placement is an
    # eagle card (held once) as the row card and the joker as the column card, at 0,2, the one
    # meadow space (row 2 is an eagle row). The joker as row with the eagle as column reaches
    # only water (the eagle columns), campfire and settlers have no band on this board, one
    # eagle card is no pair, and the store finds no forest: still, that one space is a
    # placement, so the hand is kept (discard_hand would discard it at once otherwise).
    @id:ore-noplace-250 @rule:OR-R-PLAY-1 @rule:OR-R-JOKER-1 @requires:custom_boards
    Example: An eagle card as row and the joker as column reach the only free space
      Given the Oregon board:
        |       | wagon | wagon | wagon | eagle | eagle | eagle |
        | wagon | W     | W     | W     | W     | W     | W     |
        | wagon | W     | W     | W     | W     | W     | W     |
        | eagle | G     | W     | W     | W     | W     | W     |
        | eagle | W     | W     | W     | W     | W     | W     |
      And red holds eagle, campfire, settlers and store
      And blue holds buffalo, buffalo, campfire and store
      And red's joker is active
      Then red may place a farmer on exactly 1 space
      And red may place a farmer only

    # Edge case of OR-R-PLAY-1 with the joker as the row card and a column card whose name
    # sorts before "joker" (ore-noplace-04 has a wagon): the only meadow space, 0,0, lies in a
    # wagon row and an eagle column, so only the joker as row with the eagle as column reaches
    # it; the eagle as row card reaches rows 2 and 3, all water. The hand is kept.
    @id:ore-noplace-251 @rule:OR-R-PLAY-1 @rule:OR-R-JOKER-1 @requires:custom_boards
    Example: The joker as row and an eagle card as column reach the only free space
      Given the Oregon board:
        |       | eagle | eagle | eagle | wagon | wagon | wagon |
        | wagon | G     | W     | W     | W     | W     | W     |
        | wagon | W     | W     | W     | W     | W     | W     |
        | eagle | W     | W     | W     | W     | W     | W     |
        | eagle | W     | W     | W     | W     | W     | W     |
      And red holds eagle, campfire, settlers and store
      And blue holds buffalo, buffalo, campfire and store
      And red's joker is active
      Then red may place a farmer on exactly 1 space
      And red may place a farmer only

    # Edge case of OR-R-PLAY-1 under discard_two: red's only placement is the campfire card as
    # row card with the joker as column card (4,2: a campfire row; the campfire columns are all
    # water, so the joker as row reaches nothing; wagon and settlers have no band; the store
    # finds no forest). A placement exists, so discarding is refused.
    @id:ore-noplace-252 @rule:OR-R-PLAY-1 @requires:custom_boards
    Example: A campfire row card with the joker is a placement: red may not discard
      Given the Oregon board:
        |          | campfire | campfire | campfire | eagle | eagle | eagle |
        | eagle    | W        | W        | W        | W     | W     | W     |
        | eagle    | W        | W        | W        | W     | W     | W     |
        | campfire | W        | W        | W        | W     | G     | W     |
        | campfire | W        | W        | W        | W     | W     | W     |
      And red holds campfire, wagon, settlers and store
      And blue holds buffalo, buffalo, wagon and store
      And red's joker is active
      Then red may place a farmer on exactly 1 space
      When red tries to discard wagon and settlers
      Then the move is rejected under OR-R-PLAY-1

    # Edge case of OR-R-EXTRA-1 with OR-R-PLAY-1: the extra turn is offered only with a placement
    # left, and here the one left is the joker as row card with the buffalo card (held once) as
    # column card, at 3,0 (a buffalo column; its other spaces are water). Red's first farmer
    # goes to 0,0 with eagle, eagle; the buffalo rows are all water, so the buffalo as row card
    # reaches nothing, and the store finds no forest.
    @id:ore-noplace-253 @rule:OR-R-EXTRA-1 @rule:OR-R-PLAY-1 @requires:custom_boards
    Example: The joker as row and a buffalo card as column leave a placement for the extra turn
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | W     | W     | G       | W       | W       |
        | eagle   | W     | W     | W     | W       | W       | W       |
        | buffalo | W     | W     | W     | W       | W       | W       |
        | buffalo | W     | W     | W     | W       | W       | W       |
      And red holds eagle, eagle, buffalo and store
      And blue holds wagon, wagon, campfire and store
      And red's joker is active
      And red's extra turn token is active
      When red places a farmer on 0,0 with eagle as row and eagle as column
      Then red is offered an extra turn
      And red may place a farmer on exactly 1 space

    # Edge case of OR-R-PLAY-1 with OR-R-BUILD-4: red's only placement is the church, whose
    # stack holds its last tile (three churches stand on the board), built with red's eagle
    # card; one eagle card is no pair, wagon and campfire have no band here, and red's joker
    # is inactive (red used it for the farmer at 5,0), so no farmer. A stack of 1 is not
    # empty: the hand is kept. The eagle card reaches the eagle rows (12 spaces) and the eagle
    # columns (6 more): 18, less the 3 churches and red's farmer, all in those bands = 14.
    @id:ore-noplace-254 @rule:OR-R-PLAY-1 @rule:OR-R-BUILD-4 @requires:custom_boards
    Example: The last tile of a stack is still a placement
      Given the Oregon board:
        |         | eagle    | eagle | eagle    | buffalo | buffalo | buffalo |
        | eagle   | G church | G     | G church | G       | G       | G red   |
        | eagle   | G        | G     | G        | G       | G       | G       |
        | buffalo | G church | G     | G        | G       | G       | G       |
        | buffalo | G        | G     | G        | G       | G       | G       |
      And the church stack holds 1 tile
      And red holds eagle, wagon, campfire and church
      And blue holds buffalo, buffalo, campfire and store
      And red's joker is inactive
      Then red may build the church on exactly 14 spaces
      And red may build only

    # Edge case of OR-R-PLAY-1 with OR-R-SETUP-7: red's only placement is a farmer, and red has
    # one farmer left; that last farmer is still a placement (the store finds no forest, the
    # wagon card no band), so the hand is kept.
    # load_position: the last farmer in the supply needs 13 of red's farmers on the board in
    # play, more than this small board's routes place.
    @id:ore-noplace-255 @rule:OR-R-PLAY-1 @rule:OR-R-SETUP-7 @requires:custom_boards @requires:load_position
    Example: The last farmer in the supply is still a placement
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And red has 1 farmer in supply
      And red holds eagle, eagle, wagon and store
      And blue holds buffalo, buffalo, campfire and store
      And red's joker is inactive
      Then red may place a farmer on exactly 6 spaces
      And red may place a farmer only

    # Edge case of OR-R-PLAY-1 with the joker as the column card and a row card whose name
    # sorts after "joker" (settlers; ore-noplace-250 has an eagle): the only meadow space, 0,0,
    # lies in a settlers row and an eagle column; red holds no eagle card, so only the
    # settlers card as row with the joker as column reaches it (the joker as row with the
    # settlers card as column reaches the settlers columns, all water). The hand is kept.
    @id:ore-noplace-256 @rule:OR-R-PLAY-1 @rule:OR-R-JOKER-1 @requires:custom_boards
    Example: A settlers card as row and the joker as column reach the only free space
      Given the Oregon board:
        |          | eagle | eagle | eagle | settlers | settlers | settlers |
        | settlers | G     | W     | W     | W        | W        | W        |
        | settlers | W     | W     | W     | W        | W        | W        |
        | eagle    | W     | W     | W     | W        | W        | W        |
        | eagle    | W     | W     | W     | W        | W        | W        |
      And red holds settlers, campfire, wagon and store
      And blue holds buffalo, buffalo, campfire and store
      And red's joker is active
      Then red may place a farmer on exactly 1 space
      And red may place a farmer only

    # Edge case of OR-R-PLAY-1 and OR-R-FARMER-1 with two different cards held once each: the
    # only meadow space, 0,2, lies in a buffalo row and an eagle column, so only the buffalo
    # card as row with the eagle card as column reaches it (the row card's name sorts before
    # the column card's). Red's joker is inactive (used for the farmer at 5,3); the store finds
    # no forest. The hand is kept.
    @id:ore-noplace-257 @rule:OR-R-PLAY-1 @rule:OR-R-FARMER-1 @requires:custom_boards
    Example: A buffalo row card with an eagle column card reach the only free space
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | W     | W     | W     | W       | W       | W       |
        | eagle   | W     | W     | W     | W       | W       | W       |
        | buffalo | G     | W     | W     | W       | W       | W       |
        | buffalo | W     | W     | W     | W       | W       | G red   |
      And red holds buffalo, eagle, wagon and store
      And blue holds wagon, settlers, campfire and store
      And red's joker is inactive
      Then red may place a farmer on exactly 1 space
      And red may place a farmer only

    # Edge case of OR-R-PLAY-1 and OR-R-FARMER-1, the other way round: the only meadow space,
    # 3,0, lies in an eagle row and a buffalo column, so only the eagle card as row with the
    # buffalo card as column reaches it (the row card's name sorts after the column card's).
    @id:ore-noplace-258 @rule:OR-R-PLAY-1 @rule:OR-R-FARMER-1 @requires:custom_boards
    Example: An eagle row card with a buffalo column card reach the only free space
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | W     | W     | W     | G       | W       | W       |
        | eagle   | W     | W     | W     | W       | W       | W       |
        | buffalo | W     | W     | W     | W       | W       | W       |
        | buffalo | W     | W     | W     | W       | W       | G red   |
      And red holds buffalo, eagle, wagon and store
      And blue holds wagon, settlers, campfire and store
      And red's joker is inactive
      Then red may place a farmer on exactly 1 space
      And red may place a farmer only

    # Edge case of OR-R-PLAY-1 with OR-R-SETUP-7: red's two eagle cards would place a farmer
    # on the eagle x eagle area, but red has no farmer left, and the store finds no forest:
    # no placement, so under discard_hand the whole hand is discarded at once.
    # load_position: an empty farmer supply needs 14 of red's farmers on the board in play,
    # more than this small board's routes place.
    @id:ore-noplace-259 @rule:OR-R-PLAY-1 @rule:OR-R-SETUP-7 @interp:turn.no_placement=discard_hand @requires:custom_boards @requires:load_position
    Example: Cards for a farmer but no farmer left: the hand is discarded
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And red has 0 farmers in supply
      And red holds eagle, eagle, wagon and store
      And blue holds buffalo, buffalo, campfire and store
      And red's joker is inactive
      Then red is to draw 4 cards
      And the events include, in order:
        | type            | player | rule        |
        | cards_discarded | red    | OR-R-PLAY-1 |
      And the landscape discards are now eagle, eagle and wagon
      And the building discards are now store

  Rule: The discard choices are the distinct pairs of the hand (edge cases of OR-R-PLAY-1)

    # Edge case of OR-R-PLAY-1 under discard_two with two cards of one symbol: red holds wagon,
    # wagon, campfire and store and places nothing (no wagon or campfire band; the forests are
    # out of reach, as in ore-noplace-01). The hand sorted is campfire, store, wagon, wagon; of
    # its 6 pairs of cards, campfire+wagon and store+wagon come twice (once per wagon card), so
    # the distinct choices are campfire+store, campfire+wagon, store+wagon, wagon+wagon: 4, each
    # sorted, in sorted order (spec/oregon.md §Decisions and moves).
    # Red built the store at 4,2 with the joker, blue placed the farmer at 5,3 (as ore-noplace-01).
    @id:ore-noplace-210 @rule:OR-R-PLAY-1 @interp:turn.no_placement=discard_two @requires:custom_boards @interp:cards.reshuffle=shuffle @requires:chance
    Example: Two cards of one symbol: the discard choices are the four distinct pairs
      Given red holds wagon, wagon, campfire and store
      And red's joker is inactive
      And these pieces on the board:
        | col | row | piece |
        | 4   | 2   | store |
        | 5   | 3   | blue  |
      And blue holds buffalo, buffalo, wagon and harbour
      And the landscape deck is empty
      And the building deck is empty
      Then the legal discard_cards moves are, in order:
        """
        [{"type": "discard_cards", "cards": ["campfire", "store"]}, {"type": "discard_cards", "cards": ["campfire", "wagon"]}, {"type": "discard_cards", "cards": ["store", "wagon"]}, {"type": "discard_cards", "cards": ["wagon", "wagon"]}]
        """
      When red discards wagon and wagon
      Then the landscape discards are now wagon and wagon

    # Edge case of OR-R-PLAY-1 and OR-R-FARMER-1: three cards of one symbol still make a pair.
    # The only meadow space, 0,0, lies in an eagle row and an eagle column; red holds three
    # eagles, so eagle as row card with eagle as column card reaches it. Red's joker is
    # inactive; the store finds no forest. There is a placement, so the hand is kept.
    @id:ore-noplace-290 @rule:OR-R-PLAY-1 @rule:OR-R-FARMER-1 @requires:custom_boards
    Example: Three eagle cards reach the only free space, an eagle x eagle space
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | W     | W     | W       | W       | W       |
        | eagle   | W     | W     | W     | W       | W       | W       |
        | buffalo | W     | W     | W     | W       | W       | W       |
        | buffalo | W     | W     | W     | W       | W       | G red   |
      And red holds eagle, eagle, eagle and store
      And blue holds wagon, settlers, campfire and store
      And red's joker is inactive
      Then red may place a farmer on exactly 1 space
      And red may place a farmer only
