Feature: Groups connect in all four directions
  OR-R-GROUP-1 counts orthogonal neighbours: north, east, south and west. The worked
  examples only join farmers side by side in a row; these examples join them through
  each other neighbour, so an engine that forgets one direction is caught.

  Background:
    Given an oregon game between yellow and blue
    And yellow's joker is inactive
    And yellow holds eagle, eagle, buffalo and harbour
    And blue holds wagon, settlers, campfire and harbour

  Rule: A new orthogonal group of three or more scores 5, whichever side it joins on

    @id:ore-groupdir-01 @rule:OR-R-GROUP-1 @requires:custom_boards
    Example: The new farmer joins a column below it (its south neighbour)
      Given the Oregon board:
        |         | eagle    | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G        | G     | G     | G       | G       | G       |
        | eagle   | G yellow | G     | G     | G       | G       | G       |
        | buffalo | G yellow | G     | G     | G       | G       | G       |
        | buffalo | G        | G     | G     | G       | G       | G       |
      When yellow places a farmer on 0,0 with eagle as row and eagle as column
      Then yellow scores 5 points for the group
      And the events include, in order:
        | type          | player | reason | points | farmers |
        | farmer_placed | yellow |        |        |         |
        | points_scored | yellow | group  | 5      | 3       |

    @id:ore-groupdir-02 @rule:OR-R-GROUP-1 @requires:custom_boards
    Example: The new farmer joins a column above it (its north neighbour)
      Given the Oregon board:
        |         | eagle    | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G yellow | G     | G     | G       | G       | G       |
        | eagle   | G yellow | G     | G     | G       | G       | G       |
        | buffalo | G        | G     | G     | G       | G       | G       |
        | buffalo | G        | G     | G     | G       | G       | G       |
      When yellow places a farmer on 0,2 with buffalo as row and eagle as column
      Then yellow scores 5 points for the group

    @id:ore-groupdir-03 @rule:OR-R-GROUP-1 @requires:custom_boards
    Example: The new farmer joins a row to its right (its east neighbour)
      Given the Oregon board:
        |         | eagle | eagle    | eagle    | buffalo | buffalo | buffalo |
        | eagle   | G     | G yellow | G yellow | G       | G       | G       |
        | eagle   | G     | G        | G        | G       | G       | G       |
        | buffalo | G     | G        | G        | G       | G       | G       |
        | buffalo | G     | G        | G        | G       | G       | G       |
      When yellow places a farmer on 0,0 with eagle as row and eagle as column
      Then yellow scores 5 points for the group

    @id:ore-groupdir-04 @rule:OR-R-GROUP-1 @requires:custom_boards
    Example: A farmer between one above and one below makes a group of 3
      Given the Oregon board:
        |         | eagle    | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G yellow | G     | G     | G       | G       | G       |
        | eagle   | G        | G     | G     | G       | G       | G       |
        | buffalo | G yellow | G     | G     | G       | G       | G       |
        | buffalo | G        | G     | G     | G       | G       | G       |
      When yellow places a farmer on 0,1 with eagle as row and eagle as column
      Then yellow scores 5 points for the group

    # Edge case: the south neighbour is the group's only link, and the farmer two rows down
    # is missing — an engine that looks too far south (or not at all) finds no group.
    @id:ore-groupdir-05 @rule:OR-R-GROUP-1 @requires:custom_boards
    Example: The new farmer joins a row through its south neighbour alone
      Given the Oregon board:
        |         | eagle    | eagle    | eagle | buffalo | buffalo | buffalo |
        | eagle   | G        | G        | G     | G       | G       | G       |
        | eagle   | G yellow | G yellow | G     | G       | G       | G       |
        | buffalo | G        | G        | G     | G       | G       | G       |
        | buffalo | G        | G        | G     | G       | G       | G       |
      When yellow places a farmer on 0,0 with eagle as row and eagle as column
      Then yellow scores 5 points for the group

    # The mirror image: the north neighbour is the only link, nothing two rows up.
    @id:ore-groupdir-06 @rule:OR-R-GROUP-1 @requires:custom_boards
    Example: The new farmer joins a row through its north neighbour alone
      Given the Oregon board:
        |         | eagle | eagle    | eagle    | buffalo | buffalo | buffalo |
        | eagle   | G     | G        | G        | G       | G       | G       |
        | eagle   | G     | G        | G        | G       | G       | G       |
        | buffalo | G     | G yellow | G yellow | G       | G       | G       |
        | buffalo | G     | G        | G        | G       | G       | G       |
      When yellow places a farmer on 1,3 with buffalo as row and eagle as column
      Then yellow scores 5 points for the group

  Rule: The board's edges do not wrap

    # Edge case of OR-R-GROUP-1: the space west of column 0 is off the board; it is not the
    # last space of the row above. Yellow's pair at the east end of row 1 and the new
    # farmer at 0,2 are not neighbours.
    @id:ore-groupdir-07 @rule:OR-R-GROUP-1 @requires:custom_boards
    Example: A farmer on the west edge is not joined to the east end of the row above
      Given the Oregon board:
        |         | eagle | eagle | eagle | buffalo  | buffalo  | buffalo  |
        | eagle   | G     | G     | G     | G        | G        | G        |
        | eagle   | G     | G     | G     | G        | G yellow | G yellow |
        | buffalo | G     | G     | G     | G        | G        | G        |
        | buffalo | G     | G     | G     | G        | G        | G        |
      When yellow places a farmer on 0,2 with buffalo as row and eagle as column
      Then yellow scores nothing

    # Edge case of OR-R-GROUP-1: the space north of row 0 is off the board; it is not the
    # bottom row's space of the same column. The new farmer at 0,0 joins yellow's farmer at 1,0
    # (east): a group of 2. Yellow's farmer at 0,3 (south edge, same column) is no neighbour
    # (0,1 and 0,2 are empty), so no group of 3 is made and nothing is scored.
    @id:ore-groupdir-210 @rule:OR-R-GROUP-1 @requires:custom_boards
    Example: A farmer on the north edge is not joined to the bottom row of its column
      Given the Oregon board:
        |         | eagle    | eagle    | eagle | buffalo | buffalo | buffalo |
        | eagle   | G        | G yellow | G     | G       | G       | G       |
        | eagle   | G        | G        | G     | G       | G       | G       |
        | buffalo | G        | G        | G     | G       | G       | G       |
        | buffalo | G yellow | G        | G     | G       | G       | G       |
      When yellow places a farmer on 0,0 with eagle as row and eagle as column
      Then yellow scores nothing

    # The mirror image: the space south of the bottom row is off the board, not row 0 of the
    # same column. Yellow's pair at 0,0 and 0,1 and the new farmer at 0,3 are not neighbours
    # (0,2 is empty): group of 1, nothing scored.
    @id:ore-groupdir-211 @rule:OR-R-GROUP-1 @requires:custom_boards
    Example: A farmer on the south edge is not joined to the top row of its column
      Given the Oregon board:
        |         | eagle    | eagle | eagle | buffalo | buffalo | buffalo |
        | eagle   | G yellow | G     | G     | G       | G       | G       |
        | eagle   | G yellow | G     | G     | G       | G       | G       |
        | buffalo | G        | G     | G     | G       | G       | G       |
        | buffalo | G        | G     | G     | G       | G       | G       |
      When yellow places a farmer on 0,3 with buffalo as row and eagle as column
      Then yellow scores nothing

    # The east edge: the space east of column 5 is off the board, not the first space of the
    # row below. Yellow's pair at 0,1 and 1,1 and the new farmer at 5,0 are not neighbours.
    @id:ore-groupdir-212 @rule:OR-R-GROUP-1 @requires:custom_boards
    Example: A farmer on the east edge is not joined to the west end of the row below
      Given the Oregon board:
        |         | eagle    | eagle    | eagle | buffalo | buffalo | buffalo |
        | eagle   | G        | G        | G     | G       | G       | G       |
        | eagle   | G yellow | G yellow | G     | G       | G       | G       |
        | buffalo | G        | G        | G     | G       | G       | G       |
        | buffalo | G        | G        | G     | G       | G       | G       |
      When yellow places a farmer on 5,0 with eagle as row and buffalo as column
      Then yellow scores nothing
