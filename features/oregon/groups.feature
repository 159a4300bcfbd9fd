Feature: Group scoring
  A player scores 5 points when their new farmer creates a new group of 3 or
  more farmers connected orthogonally. A group that has scored earns nothing
  when it grows, and joining it to another group earns nothing. Farmers never
  leave the board, so a group of 3 or more has always scored already.

  Background:
    Given an oregon game between yellow and blue
    And yellow's joker is inactive
    And yellow holds eagle, eagle, buffalo and harbour
    And blue holds wagon, settlers, campfire and harbour

  Rule: A new orthogonal group of three or more scores 5

    # The picture showed two YELLOW farmers side by side and the new one making
    # a line of three.
    @id:ore-group-01 @source:OR-EX-05 @rule:OR-R-GROUP-1 @requires:custom_boards
    Example: A third farmer makes a new group of 3
      Given the Oregon board:
        |         | eagle    | eagle    | eagle | buffalo | buffalo | buffalo |
        | eagle   | G yellow | G yellow | G     | G       | G       | G       |
        | eagle   | G        | G        | G     | G       | G       | G       |
        | buffalo | G        | G        | G     | G       | G       | G       |
        | buffalo | G        | G        | G     | G       | G       | G       |
      When yellow places a farmer on 2,0 with eagle as row and eagle as column
      Then yellow scores 5 points for the group
      And the events include, in order:
        | type          | player | reason | points | farmers |
        | farmer_placed | yellow |        |        |         |
        | points_scored | yellow | group  | 5      | 3       |

    @id:ore-group-02 @rule:OR-R-GROUP-1 @requires:custom_boards
    Example: Diagonal contact does not connect a group
      Given the Oregon board:
        |         | eagle    | eagle    | eagle | buffalo | buffalo | buffalo |
        | eagle   | G yellow | G        | G     | G       | G       | G       |
        | eagle   | G        | G yellow | G     | G       | G       | G       |
        | buffalo | G        | G        | G     | G       | G       | G       |
        | buffalo | G        | G        | G     | G       | G       | G       |
      When yellow places a farmer on 2,0 with eagle as row and eagle as column
      Then yellow scores nothing for the group

    @id:ore-group-03 @rule:OR-R-GROUP-1 @interp:group.colour=own @requires:custom_boards
    Example: Another player's farmers do not complete a group
      Given the Oregon board:
        |         | eagle    | eagle  | eagle | buffalo | buffalo | buffalo |
        | eagle   | G yellow | G blue | G     | G       | G       | G       |
        | eagle   | G        | G      | G     | G       | G       | G       |
        | buffalo | G        | G      | G     | G       | G       | G       |
        | buffalo | G        | G      | G     | G       | G       | G       |
      And blue holds eagle, eagle, wagon and harbour
      When yellow places a farmer on 2,0 with eagle as row and eagle as column
      Then yellow scores nothing for the group

    @id:ore-group-04 @rule:OR-R-GROUP-1 @interp:group.colour=any @requires:custom_boards
    Example: Under the any-colour reading mixed farmers make a group
      Given the Oregon board:
        |         | eagle    | eagle  | eagle | buffalo | buffalo | buffalo |
        | eagle   | G yellow | G blue | G     | G       | G       | G       |
        | eagle   | G        | G      | G     | G       | G       | G       |
        | buffalo | G        | G      | G     | G       | G       | G       |
        | buffalo | G        | G      | G     | G       | G       | G       |
      And blue holds eagle, eagle, wagon and harbour
      When yellow places a farmer on 2,0 with eagle as row and eagle as column
      Then yellow scores 5 points for the group
      And blue scores nothing

  Rule: Growing or joining a group that has scored earns nothing

    # The picture showed two YELLOW pairs with one space between them.
    @id:ore-group-05 @source:OR-EX-06 @rule:OR-R-GROUP-1 @rule:OR-R-GROUP-3 @requires:custom_boards
    Example: Two groups of 2 joined into a group of 5 score 5
      Given the Oregon board:
        |         | eagle    | eagle    | eagle | buffalo  | buffalo  | buffalo |
        | eagle   | G        | G        | G     | G        | G        | G       |
        | eagle   | G yellow | G yellow | G     | G yellow | G yellow | G       |
        | buffalo | G        | G        | G     | G        | G        | G       |
        | buffalo | G        | G        | G     | G        | G        | G       |
      When yellow places a farmer on 2,1 with eagle as row and eagle as column
      Then yellow scores 5 points for the group
      And the events include, in order:
        | type          | reason | farmers |
        | points_scored | group  | 5       |

    # The picture showed a YELLOW line of three that had scored, and the new
    # farmer at its end.
    @id:ore-group-06 @source:OR-EX-07 @rule:OR-R-GROUP-2 @rule:OR-R-GROUP-3 @requires:custom_boards
    Example: Extending a group that has already scored earns nothing
      Given the Oregon board:
        |         | eagle    | eagle    | eagle    | buffalo | buffalo | buffalo |
        | eagle   | G yellow | G yellow | G yellow | G       | G       | G       |
        | eagle   | G        | G        | G        | G       | G       | G       |
        | buffalo | G        | G        | G        | G       | G       | G       |
        | buffalo | G        | G        | G        | G       | G       | G       |
      When yellow places a farmer on 3,0 with eagle as row and buffalo as column
      Then yellow scores nothing for the group
      And yellow has 4 farmers on the board

    @id:ore-group-07 @rule:OR-R-GROUP-3 @requires:custom_boards
    Example: Joining a scored group to a pair earns nothing
      Given the Oregon board:
        |         | eagle    | eagle    | eagle    | buffalo  | buffalo  | buffalo |
        | eagle   | G yellow | G yellow | G yellow | G        | G yellow | G yellow |
        | eagle   | G        | G        | G        | G        | G        | G       |
        | buffalo | G        | G        | G        | G        | G        | G       |
        | buffalo | G        | G        | G        | G        | G        | G       |
      When yellow places a farmer on 3,0 with eagle as row and buffalo as column
      Then yellow scores nothing for the group

  Rule: A group of more than three has scored too (edge cases)

    # Edge case of OR-R-GROUP-2/3: a line of four yellow farmers scored when its third farmer
    # came (farmers never leave the board, so a group of 3 or more has always scored); the new
    # farmer at 4,0 extends the four to five: no new group, nothing scored.
    @id:ore-group-250 @rule:OR-R-GROUP-2 @rule:OR-R-GROUP-3 @requires:custom_boards
    Example: Extending a group of four earns nothing
      Given the Oregon board:
        |         | eagle    | eagle    | eagle    | buffalo  | buffalo | buffalo |
        | eagle   | G yellow | G yellow | G yellow | G yellow | G       | G       |
        | eagle   | G        | G        | G        | G        | G       | G       |
        | buffalo | G        | G        | G        | G        | G       | G       |
        | buffalo | G        | G        | G        | G        | G       | G       |
      When yellow places a farmer on 4,0 with eagle as row and buffalo as column
      Then yellow scores nothing for the group
      And yellow has 5 farmers on the board

    # Edge case of OR-R-GROUP-3: the new farmer at 3,1 joins a scored group of four (0,1, 1,1,
    # 2,1 and 2,0) and a pair below it (3,2 and 3,3): one group of 7, which contains a group
    # that has scored: nothing.
    @id:ore-group-251 @rule:OR-R-GROUP-3 @requires:custom_boards
    Example: Joining a scored group of four to a pair earns nothing
      Given the Oregon board:
        |         | eagle    | eagle    | eagle    | buffalo  | buffalo | buffalo |
        | eagle   | G        | G        | G yellow | G        | G       | G       |
        | eagle   | G yellow | G yellow | G yellow | G        | G       | G       |
        | buffalo | G        | G        | G        | G yellow | G       | G       |
        | buffalo | G        | G        | G        | G yellow | G       | G       |
      When yellow places a farmer on 3,1 with eagle as row and buffalo as column
      Then yellow scores nothing for the group
      And yellow has 7 farmers on the board

    # Edge case of OR-R-GROUP-3 under the any-colour reading: yellow, blue and yellow in a
    # line on row 0 are a group of 3 of any colour, which scored when it was made; yellow's
    # new farmer at 3,0 extends it to 4: nothing, for yellow or for blue.
    @id:ore-group-252 @rule:OR-R-GROUP-1 @rule:OR-R-GROUP-3 @requires:custom_boards
    Example: Under the any-colour reading extending a mixed group of three earns nothing
      Given the Oregon board:
        |         | eagle    | eagle  | eagle    | buffalo | buffalo | buffalo |
        | eagle   | G yellow | G blue | G yellow | G       | G       | G       |
        | eagle   | G        | G      | G        | G       | G       | G       |
        | buffalo | G        | G      | G        | G       | G       | G       |
        | buffalo | G        | G      | G        | G       | G       | G       |
      And blue holds eagle, eagle, wagon and harbour
      When yellow places a farmer on 3,0 with eagle as row and buffalo as column
      Then yellow scores nothing for the group
      And blue scores nothing
