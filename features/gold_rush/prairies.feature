Feature: Prairies and farmers
  Prairies are bounded by railroads, mountains and the edge of the landscape.
  A farmer stays on its prairie to the end of the game; then each prairie is
  worth 2 points per tipi camp and 4 per herd of wild horses to the player or
  players with the most farmers in it.

  Rule: Farmers lie down and stay

    # The picture: a farmer laid flat. Red's farmer in the strip between the
    # mountain and the railroad stays when the railroad beside it is scored, and
    # after the final scoring.
    @id:gr-farm-01 @source:GR-EX-12 @rule:GR-R-FARM-3 @rule:GR-R-FARM-2 @rule:GR-R-COWBOY-6
    Example: A farmer stays through the scoring of the railroad beside it
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x  | y | tile  | rotation | figures          |
        | -1 | 0 | GR-27 | 0        |                  |
        | 0  | 0 | GR-33 | 0        | red cowboy on En |
      And blue is to place GR-27
      When blue places the tile at 1,0 rotated 0
      And blue places a cowboy on W
      Then blue scores 3 points for the railroad
      And red scores nothing
      And red's cowboy at 0,0 En stays
      When the game ends
      Then the figures on the board are:
        | player | figure | x | y | at |
        | red    | cowboy | 0 | 0 | En |
      And red has 3 cowboys in supply

  Rule: Railroads and mountains bound prairies

    # The picture: two farmers, each on their own prairie; mountains separate
    # the prairies. Each prairie is a mountain cap's, with one tipi camp.
    @id:gr-farm-02 @source:GR-EX-30 @rule:GR-R-FARM-4 @rule:GR-R-FINAL-7
    Example: Two farmers on two prairies separated by mountains
      Given a gold_rush game between red, blue and green
      And the draw pile is GR-26B
      And the board:
        | x  | y  | tile   | rotation | figures           |
        | -1 | 0  | GR-33  | 0        |                   |
        | 1  | 0  | GR-33  | 0        |                   |
        | -1 | -1 | GR-47A | 180      | red cowboy on Nw  |
        | 1  | -1 | GR-47A | 180      | blue cowboy on Nw |
      And green is to place GR-56
      When the game ends
      Then red scores 2 points for the prairie
      And blue scores 2 points for the prairie

    # Continues GR-EX-30: green's tile fills the gap between the two prairies
    # and joins them; the joined prairie holds two farmers.
    @id:gr-farm-03 @source:GR-EX-31 @rule:GR-R-COWBOY-8 @rule:GR-R-FARM-4 @rule:GR-R-MAJ-1
    Example: Joining the prairies; green may not place a farmer in the joined prairie
      Given a gold_rush game between red, blue and green
      And the board:
        | x  | y  | tile   | rotation | figures           |
        | -1 | 0  | GR-33  | 0        |                   |
        | 1  | 0  | GR-33  | 0        |                   |
        | -1 | -1 | GR-47A | 180      | red cowboy on Nw  |
        | 1  | -1 | GR-47A | 180      | blue cowboy on Nw |
      And green is to place GR-56
      And the draw pile is empty
      When green places the tile at 0,-1 rotated 0
      Then green may place a cowboy on N and S
      When green tries to place a cowboy on En
      Then the move is rejected under GR-R-COWBOY-8
      When green takes no action
      Then red scores 4 points for the prairie
      And blue scores 4 points for the prairie

    # GR-26A at 0,1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:gr-farm-04 @rule:GR-R-FARM-4
    Example: A railroad through a tile splits the prairies beside it
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y | tile   | rotation | figures          |
        | 0 | 0 | GR-33  | 0        | red cowboy on Es |
        | 0 | 1 | GR-26A | 0        |                  |
      And blue is to place GR-01A
      When blue places the tile at 1,0 rotated 90
      Then blue may place a cowboy on E and Nw

  Rule: At the end a prairie scores 2 per tipi camp and 4 per herd of wild horses

    # The picture: the field to the left; one tipi camp and one herd, one green
    # and one yellow farmer.
    @id:gr-farm-05 @source:GR-EX-36 @rule:GR-R-FINAL-6 @rule:GR-R-FINAL-7
    Example: Green and yellow tie and each score 6
      Given a gold_rush game between green and yellow
      And the draw pile is GR-26B
      And the board:
        | x | y | tile   | rotation | figures             |
        | 0 | 0 | GR-33  | 0        | green cowboy on Es  |
        | 0 | 1 | GR-26C | 0        | yellow cowboy on Nw |
      And green is to place GR-26A
      When the game ends
      Then green scores 6 points for the prairie
      And yellow scores 6 points for the prairie

    # GR-EX-36's breakdown, part by part: the tipi camp alone is 2, the herd
    # of wild horses alone 4.
    # filler tiles (not in the book's picture) so play can reach this board
    @id:gr-farm-05a @source:GR-EX-36 @rule:GR-R-FINAL-6 @rule:GR-R-FINAL-7
    Example: A prairie with only the one tipi camp scores 2
      Given a gold_rush game between green and yellow
      And the draw pile is GR-26B
      And the board:
        | x | y | tile   | rotation | figures            |
        | 0 | 1 | GR-26A | 0        | green cowboy on Nw |
        | 1 | 0 | GR-01A | 90       |                    |
      And green is to place GR-26A
      When the game ends
      Then green scores 2 points for the prairie

    # filler tiles (not in the book's picture) so play can reach this board
    @id:gr-farm-05b @source:GR-EX-36 @rule:GR-R-FINAL-6 @rule:GR-R-FINAL-7
    Example: A prairie with only the one herd of wild horses scores 4
      Given a gold_rush game between green and yellow
      And the draw pile is GR-26B
      And the board:
        | x | y | tile   | rotation | figures            |
        | 0 | 1 | GR-26B | 0        | green cowboy on Nw |
        | 1 | 0 | GR-01A | 90       |                    |
      And green is to place GR-26A
      When the game ends
      Then green scores 4 points for the prairie

    @id:gr-farm-06 @source:GR-EX-37 @rule:GR-R-FINAL-6 @rule:GR-R-FINAL-7
    Example: Red scores 4 points for a small prairie with two tipi camps
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y | tile   | rotation | figures          |
        | 0 | 1 | GR-26A | 0        | red cowboy on Nw |
        | 0 | 2 | GR-26A | 0        |                  |
      And red is to place GR-26B
      When the game ends
      Then red scores 4 points for the prairie

    # The picture: the large central prairie; 2 tipi camps and 3 herds, two
    # blue farmers and one yellow.
    @id:gr-farm-07 @source:GR-EX-38 @rule:GR-R-FINAL-6 @rule:GR-R-FINAL-7 @rule:GR-R-COMP-2
    Example: Blue alone scores 16 for the large central prairie; yellow's farmer scores nothing
      Given a gold_rush game between blue and yellow
      And the draw pile is GR-26B
      And the board:
        | x | y | tile   | rotation | figures             |
        | 0 | 1 | GR-26A | 0        | blue cowboy on Nw   |
        | 0 | 2 | GR-26A | 0        |                     |
        | 0 | 3 | GR-26B | 0        | blue cowboy on Nw   |
        | 0 | 4 | GR-26B | 0        |                     |
        | 0 | 5 | GR-26B | 0        | yellow cowboy on Nw |
      And blue is to place GR-26C
      When the game ends
      Then blue scores 16 points for the prairie
      And yellow scores nothing

    # GR-EX-38's breakdown 4 + 12: its 2 tipi camps alone are gr-farm-06's
    # 4 points; its 3 herds alone are 12.
    @id:gr-farm-07a @source:GR-EX-38 @rule:GR-R-FINAL-6 @rule:GR-R-FINAL-7
    Example: The three herds of the central prairie alone score 12
      Given a gold_rush game between blue and yellow
      And the draw pile is GR-26B
      And the board:
        | x | y | tile   | rotation | figures           |
        | 0 | 1 | GR-26B | 0        | blue cowboy on Nw |
        | 0 | 2 | GR-26B | 0        |                   |
        | 0 | 3 | GR-26B | 0        |                   |
      And blue is to place GR-26A
      When the game ends
      Then blue scores 12 points for the prairie

  Rule: The first game may be played without farmers

    @id:gr-farm-08 @rule:GR-R-FARM-1 @rule:GR-R-COWBOY-7 @requires:no_farmers
    Example: Under the variant no_farmers no cowboy goes on a prairie
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the variant no_farmers is on
      And red is to place GR-26A
      When red places the tile at 0,1 rotated 0
      Then red may place no cowboy
      When red tries to place a cowboy on Nw
      Then the move is rejected under GR-R-COWBOY-7

    # Edge case of GR-R-COWBOY-7: without farmers the other roles are still open.
    # The start tile's mountain holds the token it drew at set-up (GR-R-TOKEN-1), as in play.
    @id:gr-farm-10 @rule:GR-R-COWBOY-7 @rule:GR-R-COWBOY-5 @requires:no_farmers
    Example: Under the variant no_farmers a cowboy still goes on a mountain
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the variant no_farmers is on
      And the stack on the mountain at 0,0 N is 1, top first
      And the mining tokens to draw are 5
      And red is to place GR-54
      When red places the tile at 0,-1 rotated 0
      And red places a cowboy on N
      Then the figures on the board are:
        | player | figure | x | y  | at |
        | red    | cowboy | 0 | -1 | N  |

    @id:gr-farm-09 @requires:load_position @rule:GR-R-COWBOY-7 @rule:GR-R-FINAL-7 @requires:no_farmers
    Example: A position with a farmer under the variant no_farmers is refused
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the variant no_farmers is on
      And the board:
        | x | y | tile  | rotation | figures          |
        | 0 | 0 | GR-33 | 0        | red cowboy on Es |
      And red is to place GR-26A
      When the position is loaded
      Then the request is rejected with invalid_position
