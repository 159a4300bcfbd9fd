@requires:traders_and_builders
Feature: Traders & Builders: set-up and goods
  Each player adds a builder and a pig to their supply; the new land tiles are
  shuffled in with the base tiles. Whoever places the last tile of a city with
  goods symbols takes one goods token per symbol, whoever holds the city. At the
  end of the game the most tokens of each type score 10 points, ties all score.

  Rule: Set-up: the new tiles go into the pile, a builder and a pig join each supply

    @id:car-tb-setup-01 @rule:TB-R-SETUP-2 @rule:TB-R-SETUP-3 @rule:TB-R-BUILDER-1 @rule:TB-R-PIG-1
    @rule:TB-R-COMP-2 @rule:TB-R-COMP-4
    Example: Every player starts with a builder, a pig and no goods
      Given a new carcassonne game with traders_and_builders between red and blue drawing TB-23, BASE-U
      Then red has 1 builder in supply
      And red has 1 pig in supply
      And red has 7 followers in supply
      And blue has 1 builder in supply
      And blue has 1 pig in supply
      And red holds goods wine 0, wheat 0, cloth 0
      And blue holds goods wine 0, wheat 0, cloth 0

    @id:car-tb-setup-02 @rule:TB-R-SETUP-1 @rule:TB-R-BUILDER-2
    Example: The new land tiles are drawn and placed like base tiles
      Given a new carcassonne game with traders_and_builders between red and blue drawing TB-23, BASE-U
      Then red must place TB-23 next
      When red places the tile at 1,0 rotated 0
      And red places no follower
      Then blue must place BASE-U next

    @id:car-tb-setup-03 @rule:TB-R-SETUP-1
    Example: Without the expansion its tiles are not in the game
      When a new carcassonne game is requested between red and blue drawing TB-23, BASE-U
      Then the request is rejected with unknown_tile

    @id:car-tb-setup-04 @rule:TB-R-COMP-1 @rule:TB-R-SETUP-1
    Example: The expansion brings the 24 land tiles TB-01 to TB-24
      Given a new carcassonne game with traders_and_builders between red and blue drawing TB-01, TB-02, TB-03, TB-04, TB-05, TB-06, TB-07, TB-08, TB-09, TB-10, TB-11, TB-12, TB-13, TB-14, TB-15, TB-16, TB-17, TB-18, TB-19, TB-20, TB-21, TB-22, TB-23, TB-24
      Then red must place TB-01 next
      And the draw pile is now TB-02, TB-03, TB-04, TB-05, TB-06, TB-07, TB-08, TB-09, TB-10, TB-11, TB-12, TB-13, TB-14, TB-15, TB-16, TB-17, TB-18, TB-19, TB-20, TB-21, TB-22, TB-23, TB-24

  Rule: The player who completes a city with goods symbols takes its goods

    # The picture is missing. A ring of four corner pieces below the start
    # tile closes on itself: four tiles and one pennant make 10 points. The
    # corners show 1 wine and 2 wheat; blue's knight holds the city and red
    # places the last corner.
    @id:car-tb-goods-01 @source:TB-EX-01 @rule:TB-R-GOODS-2 @rule:TB-R-GOODS-3 @rule:TB-R-GOODS-4
    @rule:TB-R-GOODS-5
    Example: Red completes blue's city: blue scores 10, red takes 1 wine and 2 wheat
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And the board:
        | x | y | tile   | rotation | figures   |
        | 0 | 1 | TB-01  | 180      | blue on S |
        | 1 | 1 | TB-02  | 270      |           |
        | 0 | 2 | BASE-M | 90       |           |
      And red is to place TB-16
      And the draw pile is BASE-U
      When red places the tile at 1,2 rotated 0
      And red places no follower
      Then a city of 4 tiles is completed
      And blue scores 10 points for the city
      And red scores nothing
      And red receives goods wine 1, wheat 2
      And blue receives no goods
      And red holds goods wine 1, wheat 2, cloth 0

    # The start tile's cap, a wine city band standing north–south and a cap:
    # a three-tile city with one wine symbol and nobody in it.
    @id:car-tb-goods-02 @rule:TB-R-GOODS-4 @rule:TB-R-GOODS-3
    Example: The goods of an empty city go to the player who completes it
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And the board:
        | x | y  | tile  | rotation | figures |
        | 0 | -1 | TB-03 | 90       |         |
      And red is to place BASE-E
      And the draw pile is BASE-U
      When red places the tile at 0,-2 rotated 180
      And red places no follower
      Then a city of 3 tiles is completed
      And no points are scored
      And red receives goods wine 1
      And blue receives no goods

    @id:car-tb-goods-03 @rule:TB-R-GOODS-4 @rule:TB-R-GOODS-3
    Example: Blue completes red's city: red scores, blue takes the wine
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And the board:
        | x | y  | tile  | rotation | figures  |
        | 0 | -1 | TB-03 | 90       | red on N |
      And blue is to place BASE-E
      And the draw pile is BASE-U
      When blue places the tile at 0,-2 rotated 180
      And blue places no follower
      Then red scores 6 points for the city
      And blue scores nothing
      And blue receives goods wine 1
      And red receives no goods

    # BASE-B at 0,1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:car-tb-goods-04 @rule:TB-R-GOODS-1 @rule:TB-R-GOODS-2
    Example: A city with goods scores like any other city, then the goods are handed out
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And the board:
        | x | y  | tile   | rotation | figures  |
        | 0 | -1 | TB-03  | 90       | red on N |
        | 0 | 1  | BASE-B | 0        |          |
      And red is to place BASE-E
      And the draw pile is BASE-U
      When red places the tile at 0,-2 rotated 180
      And red places no follower
      Then red scores 6 points for the city
      And the events include, in order:
        | type              | player |
        | feature_completed |        |
        | points_scored     | red    |
        | goods_awarded     | red    |
        | figure_returned   | red    |

    # BASE-E at 0,1, TB-03 at 1,1, TB-03 at 2,1, TB-06 at 3,1 and BASE-E at 4,1 hold no figures and
    # are here so that a route reaches this position by play (features/README.md, "Routes"): red's
    # goods are those of the city they make, which red closes; no figure stands in it.
    @id:car-tb-goods-05 @rule:TB-R-GOODS-5
    Example: Goods already collected stay in front of the player and new ones add up
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And red holds goods wine 2, cloth 1
      And the board:
        | x | y  | tile   | rotation | figures |
        | 0 | -1 | TB-03  | 90       |         |
        | 0 | 1  | BASE-E | 90       |         |
        | 1 | 1  | TB-03  | 0        |         |
        | 2 | 1  | TB-03  | 0        |         |
        | 3 | 1  | TB-06  | 0        |         |
        | 4 | 1  | BASE-E | 270      |         |
      And red is to place BASE-E
      And the draw pile is BASE-U
      When red places the tile at 0,-2 rotated 180
      And red places no follower
      Then red receives goods wine 1
      And red holds goods wine 3, wheat 0, cloth 1

    @id:car-tb-goods-06 @rule:TB-R-GOODS-2 @interp:city.two_tile_points=4
    Example: A city without goods symbols gives no goods
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And red is to place BASE-E
      And the draw pile is BASE-U
      When red places the tile at 0,-1 rotated 180
      And red places a follower on S
      Then red scores 4 points for the city
      And red receives no goods

    # BASE-B at -1,-1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:car-tb-goods-07 @rule:TB-R-GOODS-3
    Example: An unfinished city with goods gives no goods at the end of the game
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And the board:
        | x  | y  | tile   | rotation | figures  |
        | 0  | -1 | TB-03  | 90       | red on N |
        | -1 | -1 | BASE-B | 0        |          |
      And red is to place BASE-V
      When the game ends
      Then red scores 2 points for the city
      And red receives no goods
      And red holds goods wine 0, wheat 0, cloth 0

  Rule: At the end the most tokens of each goods type score 10, ties all score

    # The token counts are not given; these are the smallest that give the
    # stated totals: red and blue tie in wine and wheat, blue alone has cloth.
    # filler tiles (not in the book's picture) so play can reach this board
    # BASE-E at 0,1, TB-03 at 1,1, TB-03 at 2,1, TB-03 at 3,1, TB-18 at 4,1, TB-18 at 5,1, BASE-E
    # at 6,1, BASE-E at 7,1, TB-03 at 8,1, TB-03 at 9,1, TB-03 at 10,1, TB-18 at 11,1, TB-18 at
    # 12,1, TB-06 at 13,1, BASE-E at 14,1 and BASE-B at 0,2 hold no figures and are here so that a
    # route reaches this position by play (features/README.md, "Routes"): the goods each player
    # holds are those of the city they close (red the one from 0,1 to 6,1, blue the one from 7,1
    # to 14,1); no figure stands in them, so they score nothing.
    @id:car-tb-goods-08 @source:TB-EX-02 @rule:TB-R-GOODS-7
    Example: Red scores 20 and blue 30 for goods
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And red holds goods wine 3, wheat 2
      And blue holds goods wine 3, wheat 2, cloth 1
      And the board:
        | x  | y | tile   | rotation |
        | 0  | 1 | BASE-E | 90       |
        | 1  | 1 | TB-03  | 0        |
        | 2  | 1 | TB-03  | 0        |
        | 3  | 1 | TB-03  | 0        |
        | 4  | 1 | TB-18  | 0        |
        | 5  | 1 | TB-18  | 0        |
        | 6  | 1 | BASE-E | 270      |
        | 7  | 1 | BASE-E | 90       |
        | 8  | 1 | TB-03  | 0        |
        | 9  | 1 | TB-03  | 0        |
        | 10 | 1 | TB-03  | 0        |
        | 11 | 1 | TB-18  | 0        |
        | 12 | 1 | TB-18  | 0        |
        | 13 | 1 | TB-06  | 0        |
        | 14 | 1 | BASE-E | 270      |
        | 0  | 2 | BASE-B | 0        |
      And red is to place BASE-V
      When the game ends
      Then red scores 20 points for the goods
      And blue scores 30 points for the goods
      And the events include, in order:
        | type          | player | points | reason | goods |
        | points_scored | red    | 10     | goods  | wine  |
        | points_scored | blue   | 10     | goods  | wine  |
        | points_scored | red    | 10     | goods  | wheat |
        | points_scored | blue   | 10     | goods  | wheat |
        | points_scored | blue   | 10     | goods  | cloth |

    # BASE-E at 0,1, TB-03 at 1,1, TB-03 at 2,1, BASE-E at 3,1, BASE-E at 4,1, TB-03 at 5,1, TB-03
    # at 6,1, BASE-E at 7,1, BASE-E at 8,1, TB-03 at 9,1, TB-18 at 10,1, TB-06 at 11,1, BASE-E at
    # 12,1, BASE-B at 0,2 and BASE-B at 1,2 hold no figures and are here so that a route reaches
    # this position by play (features/README.md, "Routes"): the goods each player holds are those
    # of the city they close (red the one from 0,1 to 3,1, blue the one from 4,1 to 7,1, green the
    # one from 8,1 to 12,1); no figure stands in them, so they score nothing.
    @id:car-tb-goods-09 @rule:TB-R-GOODS-7
    Example: Every player tied for the most of a type scores 10
      Given a carcassonne game between red, blue and green
      And the expansions traders_and_builders is in play
      And red holds goods wine 2
      And blue holds goods wine 2
      And green holds goods wine 1, wheat 1, cloth 1
      And the board:
        | x  | y | tile   | rotation |
        | 0  | 1 | BASE-E | 90       |
        | 1  | 1 | TB-03  | 0        |
        | 2  | 1 | TB-03  | 0        |
        | 3  | 1 | BASE-E | 270      |
        | 4  | 1 | BASE-E | 90       |
        | 5  | 1 | TB-03  | 0        |
        | 6  | 1 | TB-03  | 0        |
        | 7  | 1 | BASE-E | 270      |
        | 8  | 1 | BASE-E | 90       |
        | 9  | 1 | TB-03  | 0        |
        | 10 | 1 | TB-18  | 0        |
        | 11 | 1 | TB-06  | 0        |
        | 12 | 1 | BASE-E | 270      |
        | 0  | 2 | BASE-B | 0        |
        | 1  | 2 | BASE-B | 0        |
      And red is to place BASE-V
      When the game ends
      Then red scores 10 points for the goods
      And blue scores 10 points for the goods
      And green scores 20 points for the goods
      And the events include, in order:
        | type          | player | points | reason | goods |
        | points_scored | red    | 10     | goods  | wine  |
        | points_scored | blue   | 10     | goods  | wine  |
        | points_scored | green  | 10     | goods  | wheat |
        | points_scored | green  | 10     | goods  | cloth |

    # TB-03 at 0,-1, BASE-E at 0,-2 and BASE-B at 0,1 hold no figures and are here so that a route
    # reaches this position by play (features/README.md, "Routes"): red's wine is the goods of the
    # city they close with the start tile, which holds no figure and scores nothing.
    @id:car-tb-goods-10 @rule:TB-R-GOODS-7 @interp:goods.nobody_holds=nobody_scores
    Example: A goods type nobody holds scores for nobody
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And red holds goods wine 1
      And the board:
        | x | y  | tile   | rotation |
        | 0 | -1 | TB-03  | 90       |
        | 0 | -2 | BASE-E | 180      |
        | 0 | 1  | BASE-B | 0        |
      And red is to place BASE-V
      When the game ends
      Then red scores 10 points for the goods
      And blue scores nothing
      And the scores are red 10, blue 0

    # TB-03 at 0,-1, BASE-E at 0,-2 and BASE-B at 0,1 hold no figures and are here so that a route
    # reaches this position by play (features/README.md, "Routes"): red's wine is the goods of the
    # city they close with the start tile, which holds no figure and scores nothing.
    @id:car-tb-goods-11 @rule:TB-R-GOODS-7 @interp:goods.nobody_holds=all_score
    Example: Under the all-score reading a type nobody holds scores 10 for everyone
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And red holds goods wine 1
      And the board:
        | x | y  | tile   | rotation |
        | 0 | -1 | TB-03  | 90       |
        | 0 | -2 | BASE-E | 180      |
        | 0 | 1  | BASE-B | 0        |
      And red is to place BASE-V
      When the game ends
      Then red scores 30 points for the goods
      And blue scores 20 points for the goods

  Rule: Builders and pigs never occupy a feature (spec/traders-and-builders.md, "Conventions")

    # Edge case of CAR-R-FOLLOWER-2 with figures that are not followers (TB-R-BUILDER-1,
    # TB-R-PIG-1): the road of 1,0 holds only blue's builder, its north field only blue's pig.
    # Red's straight road at 2,0 continues both, and a follower may still go on a feature that
    # holds only builders or pigs: red may place a follower on the road (E) and on both fields
    # (Nw, Es). Play never leaves a builder or a pig without a follower or farmer of its owner
    # beside it (they come only with one, and go only with the last), so only a loaded position
    # can isolate the rule: @requires:load_position.
    @id:car-tb-100 @rule:CAR-R-FOLLOWER-2 @rule:TB-R-BUILDER-1 @rule:TB-R-PIG-1 @requires:load_position
    Example: A road holding only a builder and a field holding only a pig take a follower
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And the board:
        | x | y | tile   | rotation | figures                           |
        | 1 | 0 | BASE-U | 0        | blue builder on E, blue pig on Nw |
        | 2 | 0 | BASE-U | 0        |                                   |
      And red has just placed the tile at 2,0
      Then red may place a follower on E, Nw and Es
