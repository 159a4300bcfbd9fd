Feature: Fields and farmers
  Fields score only at the end of the game: three points for every completed
  city a field borders, to the player or players with the most farmers in it.

  Background:
    Given a carcassonne game between red and blue
    And red is to place BASE-V
    And the draw pile is BASE-U

  Rule: A field scores three per completed city it borders

    # Two caps make a finished city; the field north of it borders it.
    # BASE-B at -1,-1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:car-field-01 @rule:CAR-R-FIELD-2 @rule:CAR-R-END-3
    Example: A farmer beside a finished city scores 3
      Given the board:
        | x  | y  | tile   | rotation | figures   |
        | 0  | -1 | BASE-E | 180      | red on Nw |
        | -1 | -1 | BASE-B | 0        |           |
      When the game ends
      Then red scores 3 points for the field

    # Two separate fields touch the same finished city: the strip between the
    # city and the start tile's road, and the field around the northern cap.
    # BASE-B at -1,-1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:car-field-02 @rule:CAR-R-FIELD-2
    Example: One city pays every field that borders it
      Given the board:
        | x  | y  | tile   | rotation | figures    |
        | 0  | -1 | BASE-E | 180      | red on Nw  |
        | 0  | 0  | BASE-D | 0        | blue on En |
        | -1 | -1 | BASE-B | 0        |            |
      When the game ends
      Then red scores 3 points for the field
      And blue scores 3 points for the field

    # A tile with two separate caps sits between two finished two-tile cities;
    # its field borders both.
    @id:car-field-03 @rule:CAR-R-FIELD-2
    Example: A field between two finished cities scores 6
      Given the board:
        | x | y  | tile   | rotation | figures   |
        | 0 | -1 | BASE-H | 0        | red on En |
        | 0 | -2 | BASE-E | 180      |           |
      When the game ends
      Then red scores 6 points for the field

    # A three-tile city (start cap, corner, cap) whose two outer tiles both
    # border one big field of cloister tiles above: the city counts once.
    @id:car-field-04 @rule:CAR-R-FIELD-2
    Example: A field touching the same city on two tiles counts it once
      Given the board:
        | x | y  | tile   | rotation | figures   |
        | 0 | -1 | BASE-N | 180      |           |
        | 1 | -1 | BASE-E | 270      |           |
        | 0 | -2 | BASE-B | 0        | red on Nw |
        | 1 | -2 | BASE-B | 0        |           |
      When the game ends
      Then red scores 3 points for the field

    # BASE-B at -1,-1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:car-field-05 @rule:CAR-R-FIELD-2 @rule:CAR-R-FIELD-1
    Example: An unfinished city pays its farmers nothing
      Given the board:
        | x  | y  | tile   | rotation | figures   |
        | 0  | -1 | BASE-N | 180      | red on Nw |
        | -1 | -1 | BASE-B | 0        |           |
      When the game ends
      Then red scores nothing for the field

  Rule: The majority of farmers takes the field's points

    # Reached by play (features/README.md, "Routes"): each farmer stood alone in its field when
    # placed (red's between the caps at 0,-1, blue's beside the cap at 0,-2, red's north of the road
    # at 1,0 with the start tile's field); the cloisters at 1,-1 and 1,-2, placed later, join the
    # three into one field. It borders two completed cities (the start tile's with the cap 0,-1 S,
    # and the cap 0,-1 N with 0,-2 S): 2 x 3 = 6 (CAR-R-FIELD-2); red's 2 farmers beat blue's 1
    # (CAR-R-SCORE-2), so red 6 and blue nothing.
    @id:car-field-06 @rule:CAR-R-FIELD-2 @rule:CAR-R-SCORE-2
    Example: Two red farmers beat one blue farmer
      Given the board:
        | x | y  | tile   | rotation | figures    |
        | 0 | -1 | BASE-H | 0        | red on En  |
        | 0 | -2 | BASE-E | 180      | blue on Nw |
        | 1 | 0  | BASE-U | 0        | red on Nw  |
        | 1 | -1 | BASE-B | 0        |            |
        | 1 | -2 | BASE-B | 0        |            |
      When the game ends
      Then red scores 6 points for the field
      And blue scores nothing for the field

    # Reached by play (features/README.md, "Routes"): red's farmer between the caps at 0,-1 and
    # blue's north of the road at 1,0 (with the start tile's field) each stood alone when placed;
    # the cloister at 1,-1, placed later, joins the two fields. The field borders two completed
    # cities (the start tile's with the cap 0,-1 S, and the cap 0,-1 N with 0,-2 S): 2 x 3 = 6
    # (CAR-R-FIELD-2); one farmer each is a tie, so both score 6 (CAR-R-SCORE-2).
    @id:car-field-07 @rule:CAR-R-FIELD-2 @rule:CAR-R-SCORE-2
    Example: Tied farmers both score the field in full
      Given the board:
        | x | y  | tile   | rotation | figures    |
        | 0 | -1 | BASE-H | 0        | red on En  |
        | 0 | -2 | BASE-E | 180      |            |
        | 1 | 0  | BASE-U | 0        | blue on Nw |
        | 1 | -1 | BASE-B | 0        |            |
      When the game ends
      Then red scores 6 points for the field
      And blue scores 6 points for the field

  Rule: Farmers stay on the board during the game

    # BASE-B at 0,1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:car-field-08 @rule:CAR-R-SCORE-3 @rule:CAR-R-FIELD-1
    Example: Completing the city beside a farmer does not return the farmer
      Given the board:
        | x | y  | tile   | rotation | figures   |
        | 0 | -1 | BASE-H | 0        | red on En |
        | 0 | 1  | BASE-B | 0        |           |
      And red is to place BASE-E
      When red places the tile at 0,-2 rotated 180
      And red places no follower
      Then a city of 2 tiles is completed
      And red's follower at 0,-1 En stays
      And the figures on the board are:
        | player | x | y  | at |
        | red    | 0 | -1 | En |

  Rule: A field is never complete, even where every cell around its tiles holds a tile

    # Tiles fill the 3 × 3 block x 0…2, y −1…1 (the start tile, BASE-E at 0,−1 capping its city,
    # BASE-U at 1,0 and 2,0 continuing its road east, BASE-B cloisters in the other cells), so
    # the BASE-U at 1,0 has all eight neighbours — what completes a cloister (CAR-R-CLOISTER-1).
    # Blue's farmer lies in the field south of the road (the start tile's Es…Ws, the south halves
    # of 1,0 and 2,0, the BASE-B at 0,1 … 2,1): a field is never complete (CAR-R-FIELD-1) and a
    # farmer never returns during the game (CAR-R-SCORE-3), so the position is valid and the
    # farmer stays when red's BASE-U at 3,0 extends the road.
    @id:car-field-147 @rule:CAR-R-FIELD-1 @rule:CAR-R-SCORE-3
    Example: A farmer in a field whose tile has all eight neighbours stays on the board
      Given the board:
        | x | y  | tile   | rotation | figures    |
        | 0 | 0  | BASE-D | 0        | blue on Es |
        | 0 | -1 | BASE-E | 180      |            |
        | 1 | -1 | BASE-B | 0        |            |
        | 2 | -1 | BASE-B | 0        |            |
        | 1 | 0  | BASE-U | 0        |            |
        | 2 | 0  | BASE-U | 0        |            |
        | 0 | 1  | BASE-B | 0        |            |
        | 1 | 1  | BASE-B | 0        |            |
        | 2 | 1  | BASE-B | 0        |            |
      And red is to place BASE-U
      When red places the tile at 3,0 rotated 0
      And red places no follower
      Then blue's follower at 0,0 Es stays
      And blue has 6 followers in supply
