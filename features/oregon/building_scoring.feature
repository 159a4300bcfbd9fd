Feature: Scoring a new building
  When a building is placed, every player with farmers on its 8 adjacent spaces
  scores, the placer first and then in seating order: per own adjacent farmer,
  a post office 3, a harbour 4, a church the number of farmers around it, a coal
  or gold tile, a store 1 and the joker, a train station 1 and the extra turn.

  Background:
    Given an oregon game between red, green and blue

  Rule: Every player scores for each own farmer next to the new building

    # The picture showed BLUE's new church with one RED, one GREEN and two BLUE
    # farmers around it. Red's and green's hands are not in the example: cards
    # added so that play from a new game reaches the position (issue 13).
    @id:ore-bscore-01 @source:OR-EX-08 @rule:OR-R-BSCORE-1 @rule:OR-R-BSCORE-4 @rule:OR-R-BUILD-1 @requires:custom_boards
    Example: A church built among four farmers pays each owner per farmer
      Given the Oregon board:
        |         | eagle | eagle  | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G red  | G     | G green | G       | G       |
        | eagle   | G     | G      | G     | G       | G       | G       |
        | buffalo | G     | G blue | G     | G blue  | G       | G       |
        | buffalo | G     | G      | G     | G       | G       | G       |
      And it is blue's turn to play cards
      And blue holds eagle, church, buffalo and buffalo
      And red holds eagle, eagle, wagon and station
      And green holds eagle, buffalo, wagon and station
      And blue's joker is inactive
      And blue's extra turn token is inactive
      When blue builds a church on 2,1 with eagle
      Then red scores 4 points for the church
      And green scores 4 points for the church
      And blue scores 8 points for the church
      And the events include, in order:
        | type            | player | building | reason | points | farmers |
        | building_placed | blue   | church   |        |        |         |
        | points_scored   | blue   |          | church | 8      | 2       |
        | points_scored   | red    |          | church | 4      | 1       |
        | points_scored   | green  |          | church | 4      | 1       |

    # The picture showed BLUE's new train station with one BLUE and two GREEN
    # farmers around it; both extra-turn tokens were inactive. Not in the example,
    # added so that play from a new game reaches the position (issue 13): the
    # hands, and BLUE's farmer at 5,3 (away from the station) placed with the one
    # at 1,1 in the turn that used BLUE's extra turn.
    @id:ore-bscore-02 @source:OR-EX-09 @rule:OR-R-BSCORE-1 @rule:OR-R-BSCORE-8 @rule:OR-R-FSCORE-12 @requires:custom_boards
    Example: A train station built next to farmers reactivates their extra turns
      Given the Oregon board:
        |         | eagle | eagle  | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G      | G     | G green | G       | G       |
        | eagle   | G     | G blue | R     | G       | G       | G       |
        | buffalo | G     | G      | G     | G green | G       | G       |
        | buffalo | G     | G      | G     | G       | G       | G blue  |
      And it is blue's turn to play cards
      And blue holds eagle, station, eagle and buffalo
      And red holds wagon, settlers, campfire and gold mine
      And green holds eagle, buffalo, buffalo and gold mine
      And blue's joker is inactive
      And green's joker is inactive
      And blue's extra turn token is inactive
      And green's extra turn token is inactive
      When blue builds a train station on 2,1 with eagle
      Then blue scores 1 point for the train station
      And green scores 2 points for the train station
      And blue's extra turn token is active
      And green's extra turn token is active
      And red scores nothing

    # Green's farmer at 5,0 is where green used the joker (reachable by play, issue 13).
    @id:ore-bscore-03 @rule:OR-R-BSCORE-1 @rule:OR-R-BSCORE-2 @requires:custom_boards
    Example: A post office pays 3 per farmer, the placer first, then in seating order
      Given the Oregon board:
        |         | eagle | eagle | eagle  | buffalo | buffalo | buffalo |
        | eagle   | G red | G     | G blue | G       | G       | G green |
        | eagle   | G     | G     | G red  | G       | G       | G       |
        | buffalo | G     | G     | G      | G       | G       | G       |
        | buffalo | G     | G     | G      | G       | G       | G       |
      And it is green's turn to play cards
      And green holds eagle, post office, wagon and campfire
      And red holds eagle, eagle, wagon and gold mine
      And blue holds eagle, eagle, wagon and gold mine
      And green's joker is inactive
      When green builds a post office on 1,1 with eagle
      Then red scores 6 points for the post office
      And blue scores 3 points for the post office
      And green scores nothing
      And the events include, in order:
        | type          | player | reason      | points | farmers |
        | points_scored | blue   | post_office | 3      | 1       |
        | points_scored | red    | post_office | 6      | 2       |

    # Green's farmer at 5,0 is where green used the joker (reachable by play, issue 13).
    @id:ore-bscore-11 @rule:OR-R-BSCORE-1 @rule:OR-R-BSCORE-2 @rule:OR-R-END-4 @requires:custom_boards
    Example: Points scored for a building during play are not final
      Given the Oregon board:
        |         | eagle | eagle | eagle  | buffalo | buffalo | buffalo |
        | eagle   | G red | G     | G blue | G       | G       | G green |
        | eagle   | G     | G     | G      | G       | G       | G       |
        | buffalo | G     | G     | G      | G       | G       | G       |
        | buffalo | G     | G     | G      | G       | G       | G       |
      And it is green's turn to play cards
      And green holds eagle, post office, wagon and campfire
      And red holds eagle, eagle, wagon and gold mine
      And blue holds eagle, eagle, wagon and gold mine
      And green's joker is inactive
      When green builds a post office on 1,1 with eagle
      Then the events include, in order:
        | type          | player | reason      | points | farmers | final |
        | points_scored | blue   | post_office | 3      | 1       | false |
        | points_scored | red    | post_office | 3      | 1       | false |

    @id:ore-bscore-04 @rule:OR-R-BSCORE-3 @requires:custom_boards
    Example: A harbour pays 4 per farmer
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | W     | G red | G     | G       | G       | G       |
        | eagle   | G     | G     | G red | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And red holds eagle, eagle, harbour and wagon
      And green holds wagon, settlers, campfire and gold mine
      And blue holds wagon, settlers, campfire and gold mine
      And red's joker is inactive
      When red builds a harbour on 1,1 with eagle
      Then red scores 8 points for the harbour

  Rule: A church pays its count of farmers once per own farmer

    # Blue's farmer at 1,3, away from the church, and red's used extra turn make the position
    # reachable by play (issue 13).
    @id:ore-bscore-05 @rule:OR-R-BSCORE-4 @interp:church.cap=count @requires:custom_boards
    Example: A church built among eight farmers pays 8 per own farmer
      Given the Oregon board:
        |         | eagle  | eagle  | eagle  | buffalo | buffalo | buffalo |
        | eagle   | G red  | G red  | G red  | G       | G       | G       |
        | eagle   | G blue | G      | G blue | G       | G       | G       |
        | buffalo | G red  | G blue | G red  | G       | G       | G       |
        | buffalo | G      | G blue | G      | G       | G       | G       |
      And red holds eagle, eagle, buffalo and church
      And green holds wagon, settlers, campfire and gold mine
      And blue holds eagle, eagle, buffalo and gold mine
      And red's joker is inactive
      And red's extra turn token is inactive
      When red builds a church on 1,1 with eagle
      Then red scores 40 points for the church
      And blue scores 24 points for the church

    # Blue's farmer at 1,3, away from the church, and red's used extra turn make the position
    # reachable by play (issue 13).
    @id:ore-bscore-06 @rule:OR-R-BSCORE-4 @interp:church.cap=total @requires:custom_boards
    Example: Under the total reading a church pays a player at most 8
      Given the Oregon board:
        |         | eagle  | eagle  | eagle  | buffalo | buffalo | buffalo |
        | eagle   | G red  | G red  | G red  | G       | G       | G       |
        | eagle   | G blue | G      | G blue | G       | G       | G       |
        | buffalo | G red  | G blue | G red  | G       | G       | G       |
        | buffalo | G      | G blue | G      | G       | G       | G       |
      And red holds eagle, eagle, buffalo and church
      And green holds wagon, settlers, campfire and gold mine
      And blue holds eagle, eagle, buffalo and gold mine
      And red's joker is inactive
      And red's extra turn token is inactive
      When red builds a church on 1,1 with eagle
      Then red scores 8 points for the church
      And blue scores 8 points for the church

    @id:ore-bscore-07 @rule:OR-R-BSCORE-4 @requires:custom_boards
    Example: A church built with no farmer around pays nobody
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G     | G       | G       | G red   |
        | eagle   | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
        | buffalo | G     | G     | G     | G       | G       | G       |
      And red holds eagle, church, wagon and campfire
      And red's joker is inactive
      And green holds wagon, settlers, campfire and harbour
      And blue holds wagon, settlers, campfire and harbour
      When red builds a church on 1,1 with eagle
      Then no points are scored

  Rule: Mines give one tile per own farmer; store and station activate tokens

    # Red placed both farmers in the turn that used the extra turn (reachable by play, issue 13).
    @id:ore-bscore-08 @rule:OR-R-BSCORE-5 @requires:custom_boards
    Example: A coal mine gives one coal tile per own farmer
      Given the Oregon board:
        |         | eagle | eagle | eagle  | buffalo | buffalo | buffalo |
        | eagle   | G red | G     | G blue | G       | G       | G       |
        | eagle   | G     | M     | G red  | G       | G       | G       |
        | buffalo | G     | G     | G      | G       | G       | G       |
        | buffalo | G     | G     | G      | G       | G       | G       |
      And red holds eagle, eagle, eagle and coal mine
      And green holds wagon, settlers, campfire and station
      And blue holds eagle, eagle, wagon and station
      And red's joker is inactive
      And red's extra turn token is inactive
      And the coal tiles to take are 1, 3, 2
      When red builds a coal mine on 1,1 with eagle
      Then red takes 2 coal tiles worth 1 and 3
      And blue takes 1 coal tile worth 2
      And no points are scored

    # Red's farmer at 5,0, away from the mine, is where red used the joker (reachable by play, issue 13).
    @id:ore-bscore-09 @rule:OR-R-BSCORE-6 @requires:custom_boards
    Example: A gold mine gives one gold tile per own farmer
      Given the Oregon board:
        |         | eagle | eagle | eagle   | buffalo | buffalo | buffalo |
        | eagle   | G     | G     | G green | G       | G       | G red   |
        | eagle   | G     | M     | G       | G       | G       | G       |
        | buffalo | G     | G     | G       | G       | G       | G       |
        | buffalo | G     | G     | G       | G       | G       | G       |
      And red holds eagle, gold mine, wagon and campfire
      And green holds eagle, eagle, wagon and station
      And blue holds wagon, settlers, campfire and station
      And red's joker is inactive
      And the gold tiles to take are 5, 3
      When red builds a gold mine on 1,1 with eagle
      Then green takes 1 gold tile worth 5
      And red takes no gold tiles
      And green's gold tiles are 5

    # Red's farmer at 5,0, away from the store, is where red used the joker; blue placed both
    # farmers in the turn that used the extra turn (reachable by play, issue 13).
    @id:ore-bscore-10 @rule:OR-R-BSCORE-7 @requires:custom_boards
    Example: A store pays 1 per farmer and activates each scoring player's joker
      Given the Oregon board:
        |         | eagle | eagle  | eagle   | buffalo | buffalo | buffalo |
        | eagle   | G     | G blue | G green | G       | G       | G red   |
        | eagle   | G     | F      | G blue  | G       | G       | G       |
        | buffalo | G     | G      | G       | G       | G       | G       |
        | buffalo | G     | G      | G       | G       | G       | G       |
      And red holds eagle, store, wagon and campfire
      And green holds eagle, wagon, settlers and station
      And blue holds eagle, eagle, eagle and station
      And red's joker is inactive
      And blue's joker is inactive
      And blue's extra turn token is inactive
      And green's joker is inactive
      When red builds a store on 1,1 with eagle
      Then blue scores 2 points for the store
      And green scores 1 point for the store
      And blue's joker is active
      And green's joker is active
      And red's joker is inactive
