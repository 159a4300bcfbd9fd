@requires:custom_boards
Feature: Protocol contract: Oregon
  Oregon's position checks that are lenient by contract, and how the last
  round ends (spec/protocol.md §13, PC-R-POS-5).

  Background:
    Given an oregon game between red and blue
    And the Oregon board:
      |         | eagle | eagle | eagle | buffalo | buffalo | buffalo |
      | eagle   | G     | G     | G     | G       | G       | G       |
      | eagle   | G     | G     | G     | G       | G       | G       |
      | buffalo | G     | G     | G     | G       | G       | G       |
      | buffalo | G     | G     | G     | G       | G       | G       |

  Rule: Positions: lenient by contract

    @id:ore-contract-pos-01 @rule:PC-R-POS-5 @requires:load_position
    Example: A position after the first round need not hold any start tile
      Given red holds eagle, eagle, buffalo and church
      And blue holds wagon, settlers, campfire and harbour
      When the position is loaded
      Then the request is accepted
      And the state's /buildings is []

    @id:ore-contract-pos-02 @rule:PC-R-POS-5
    Example: A hand of three cards is played as it is
      Given red holds eagle, eagle and church
      And red's extra turn token is inactive
      When red places a farmer on 0,0 with eagle as row and eagle as column
      Then red has 1 farmer on the board

    @id:ore-contract-pos-03 @rule:PC-R-POS-5 @rule:OR-R-END-2
    Example: Empty stacks without the end triggered: the next building triggers it
      Given the gold mine stack is empty
      And the store stack is empty
      And red holds eagle, church, wagon and campfire
      And red's joker is inactive
      When red builds a church on 1,1 with eagle
      Then the end of the game is triggered by red's empty stacks

  Rule: The last round ends with the last player in seating order

    @id:ore-contract-round-01 @rule:PC-R-POS-5 @rule:OR-R-END-3 @rule:PC-R-TURN-1
    Example: Once the end is triggered, the turn of the last seat ends the game whatever the turn number
      Given the end of the game has been triggered
      And it is blue's turn to play cards
      And blue holds buffalo, buffalo, eagle and church
      And blue's extra turn token is inactive
      And the position's /turn/number is 3
      When blue places a farmer on 5,3 with buffalo as row and buffalo as column
      Then the game is over
      And the state's /turn/number is 4

  Rule: Positions with more empty stacks than players (edge cases)

    # Edge case of PC-R-POS-5 and OR-R-END-2 ("at least as many building stacks are empty as
    # there are players"): three empty stacks with two players and end_triggered false; the
    # church red builds empties no stack, and 3 >= 2 empty stacks trigger the end.
    # load_position: in play the second empty stack of a two-player game triggers the end at
    # once, so three empty stacks with the end not triggered exist only in a loaded position.
    @id:ore-contract-pos-250 @rule:PC-R-POS-5 @rule:OR-R-END-2 @requires:load_position
    Example: Three empty stacks with two players and the end not triggered: the next building triggers it
      Given the gold mine stack is empty
      And the store stack is empty
      And the station stack is empty
      And red holds eagle, church, wagon and campfire
      And red's joker is inactive
      When red builds a church on 1,1 with eagle
      Then the end of the game is triggered by red's empty stacks
      And the church stack holds 3 tiles
