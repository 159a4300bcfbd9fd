Feature: Edge cases of turn order, scoring order and event flags
  The spec fixes the order of a turn's events and of final scoring (spec/protocol.md §8,
  CAR-R-TURN-1) and the `final` flag of every points_scored event. Each example here
  checks one of them exactly, where an engine could get everything else right and still
  differ: two features with references that sort differently by (x, y) and by (y, x),
  figures returned in (x, y) order, a cloister completed by its own tile, a discard after
  its draw, expansion final scoring with `final: true`.

  Rule: A tile scores every feature it completes, in order of canonical reference

    # Red's BASE-L at 1,0 closes the road from the junction at -2,0 (red's thief on its east
    # end, blue's on the start tile) and blue's two-tile city with the cap at 1,-1. The road's
    # reference -2,0 comes before the city's 1,-1 by (x, y), though not by (y, x); the road's
    # tie scores red then blue (seating order), and the thieves return by (x, y).
    # Reached by play (features/README.md, "Routes"): red's thief at -2,0 and blue's on the
    # start tile stood on road pieces apart when placed (the cloisters at -2,-1 and -1,-1 hold
    # up the junction); the straight road at -1,0, placed later, joins them. Road -2,0 .. 1,0:
    # 4 tiles, 4 points each (CAR-R-ROAD-2, tie CAR-R-SCORE-2); city 1,-1 + 1,0: 2 tiles, 4.
    @id:car-edge-01 @rule:CAR-R-TURN-1 @rule:CAR-R-SCORE-2 @rule:CAR-R-SCORE-3 @interp:city.two_tile_points=4
    Example: Road and city completed together score by (x, y) of their references
      Given a carcassonne game between red and blue
      And the board:
        | x  | y  | tile   | rotation | figures   |
        | -2 | 0  | BASE-W | 0        | red on E  |
        | -2 | -1 | BASE-B | 0        |           |
        | -1 | -1 | BASE-B | 0        |           |
        | -1 | 0  | BASE-U | 0        |           |
        | 0  | 0  | BASE-D | 0        | blue on W |
        | 0  | -1 | BASE-H | 0        |           |
        | 1  | -1 | BASE-E | 180      | blue on S |
      And red is to place BASE-L
      And the draw pile is BASE-U
      When red places the tile at 1,0 rotated 0
      And red places no follower
      Then the answer's events are exactly:
        """
        [{"type": "feature_completed", "feature": {"kind": "road", "x": -2, "y": 0, "at": "E"}, "tiles": 4},
         {"type": "points_scored", "player": "red", "points": 4, "reason": "road", "feature": {"kind": "road", "x": -2, "y": 0, "at": "E"}, "final": false},
         {"type": "points_scored", "player": "blue", "points": 4, "reason": "road", "feature": {"kind": "road", "x": -2, "y": 0, "at": "E"}, "final": false},
         {"type": "figure_returned", "player": "red", "figure": "follower", "x": -2, "y": 0, "at": "E"},
         {"type": "figure_returned", "player": "blue", "figure": "follower", "x": 0, "y": 0, "at": "W"},
         {"type": "feature_completed", "feature": {"kind": "city", "x": 1, "y": -1, "at": "S"}, "tiles": 2},
         {"type": "points_scored", "player": "blue", "points": 4, "reason": "city", "feature": {"kind": "city", "x": 1, "y": -1, "at": "S"}, "final": false},
         {"type": "figure_returned", "player": "blue", "figure": "follower", "x": 1, "y": -1, "at": "S"},
         {"type": "tile_drawn", "player": "blue", "tile": "BASE-U"}]
        """

  Rule: A cloister can be completed by its own tile

    # The eight cells around 0,2 are filled; red's cloister closes the ring.
    @id:car-edge-02 @rule:CAR-R-CLOISTER-1 @rule:CAR-R-SCORE-3
    Example: A cloister placed into a full ring is completed at once and its monk returns
      Given a carcassonne game between red and blue
      And the board:
        | x  | y | tile   | rotation |
        | -1 | 1 | BASE-B | 0        |
        | 0  | 1 | BASE-B | 0        |
        | 1  | 1 | BASE-B | 0        |
        | -1 | 2 | BASE-B | 0        |
        | 1  | 2 | BASE-B | 0        |
        | -1 | 3 | BASE-B | 0        |
        | 0  | 3 | BASE-B | 0        |
        | 1  | 3 | BASE-B | 0        |
      And red is to place BASE-B
      And the draw pile is BASE-U
      When red places the tile at 0,2 rotated 0
      And red places a follower on C
      Then red scores 9 points for the cloister
      And red's follower at 0,2 C returns
      And red has 7 followers in supply

    # Edge case of CAR-R-SCORE-3 in a loaded position: blue's monk stands in a cloister whose
    # ring red's tile at 1,3 (diagonal to it) has just closed. Until red's figure step is over
    # the cloister is not scored yet, so the monk is still there: the position is valid, and
    # the cloister scores when red's turn goes on.
    @id:car-edge-09 @rule:CAR-R-CLOISTER-1 @rule:CAR-R-SCORE-3
    Example: A cloister just closed by a diagonal tile is scored after the figure step
      Given a carcassonne game between red and blue
      And the board:
        | x  | y | tile   | rotation | figures   |
        | -1 | 1 | BASE-B | 0        |           |
        | 0  | 1 | BASE-B | 0        |           |
        | 1  | 1 | BASE-B | 0        |           |
        | -1 | 2 | BASE-B | 0        |           |
        | 0  | 2 | BASE-B | 0        | blue on C |
        | 1  | 2 | BASE-B | 0        |           |
        | -1 | 3 | BASE-B | 0        |           |
        | 0  | 3 | BASE-B | 0        |           |
        | 1  | 3 | BASE-B | 0        |           |
      And red has just placed the tile at 1,3
      When red places no follower
      Then blue scores 9 points for the cloister
      And blue's follower at 0,2 C returns
      And blue has 7 followers in supply

    # The same with red's tile at 1,2, east of the cloister in its own row.
    @id:car-edge-10 @rule:CAR-R-CLOISTER-1 @rule:CAR-R-SCORE-3
    Example: A cloister just closed by the tile beside it in its row is scored after the figure step
      Given a carcassonne game between red and blue
      And the board:
        | x  | y | tile   | rotation | figures   |
        | -1 | 1 | BASE-B | 0        |           |
        | 0  | 1 | BASE-B | 0        |           |
        | 1  | 1 | BASE-B | 0        |           |
        | -1 | 2 | BASE-B | 0        |           |
        | 0  | 2 | BASE-B | 0        | blue on C |
        | 1  | 2 | BASE-B | 0        |           |
        | -1 | 3 | BASE-B | 0        |           |
        | 0  | 3 | BASE-B | 0        |           |
        | 1  | 3 | BASE-B | 0        |           |
      And red has just placed the tile at 1,2
      When red places no follower
      Then blue scores 9 points for the cloister
      And blue's follower at 0,2 C returns

  Rule: An unplaceable tile is drawn, then discarded, then another is drawn

    @id:car-edge-03 @rule:CAR-R-TILE-5 @rule:CAR-R-TURN-1 @interp:tiles.unplaceable=discard
    Example: The discard of an unplaceable tile follows its draw
      Given a carcassonne game between red and blue
      And the board:
        | x | y | tile   | rotation |
        | 0 | 1 | BASE-W | 0        |
      And red is to place BASE-X
      And the draw pile is BASE-B, BASE-U
      When red places the tile at 1,0 rotated 0
      And red places no follower
      Then the answer's events are exactly:
        """
        [{"type": "tile_drawn", "player": "blue", "tile": "BASE-B"},
         {"type": "tile_discarded", "player": "blue", "tile": "BASE-B", "rule": "CAR-R-TILE-5"},
         {"type": "tile_drawn", "player": "blue", "tile": "BASE-U"}]
        """

  Rule: Final scoring goes roads, cities, cloisters, then fields, each by canonical reference

    # Two incomplete roads: blue's from the curve at -1,1 and red's over the start tile. By
    # (x, y) blue's (-1,1) comes first; by (y, x) it would be red's (0,0).
    # Reached by play (features/README.md, "Routes"): blue's knight stands on the city band at
    # 0,-1 (one figure per tile), not on the start tile. Final values by hand (CAR-R-END-2):
    # blue's road 1 tile = 1; red's road 1 tile = 1; blue's city 0,-1 + 0,0, 2 tiles, no pennant
    # = 2, reference 0,-1 N; red's cloister 1 + 2 tiles around = 3; red 1 + 3 = 4, blue 1 + 2 = 3.
    # BASE-B at 1,-1 and 2,-1 hold no figures and touch none of the scored features: the route
    # starts there and they give the turns their order.
    @id:car-edge-04 @rule:CAR-R-END-2 @rule:CAR-R-END-4
    Example: Final scoring order of roads, a city and a cloister, all final
      Given a carcassonne game between red and blue
      And the board:
        | x  | y  | tile   | rotation | figures   |
        | 0  | 0  | BASE-D | 0        | red on E  |
        | 0  | -1 | BASE-G | 90       | blue on N |
        | -1 | 1  | BASE-V | 0        | blue on S |
        | 0  | 1  | BASE-B | 0        | red on C  |
        | 1  | -1 | BASE-B | 0        |           |
        | 2  | -1 | BASE-B | 0        |           |
      And red is to place BASE-U
      And the draw pile is BASE-U
      When the game ends
      Then the answer's events are exactly:
        """
        [{"type": "points_scored", "player": "blue", "points": 1, "reason": "road", "feature": {"kind": "road", "x": -1, "y": 1, "at": "S"}, "final": true},
         {"type": "points_scored", "player": "red", "points": 1, "reason": "road", "feature": {"kind": "road", "x": 0, "y": 0, "at": "E"}, "final": true},
         {"type": "points_scored", "player": "blue", "points": 2, "reason": "city", "feature": {"kind": "city", "x": 0, "y": -1, "at": "N"}, "final": true},
         {"type": "points_scored", "player": "red", "points": 3, "reason": "cloister", "feature": {"kind": "cloister", "x": 0, "y": 1, "at": "C"}, "final": true},
         {"type": "game_ended", "scores": {"red": 4, "blue": 3}, "winners": ["red"]}]
        """

  Rule: Goods and gold score at the end, as final points

    # Red holds more wine, both hold one cloth (a tie: both score), nobody holds wheat.
    # BASE-E at 0,1, TB-03 at 1,1, TB-03 at 2,1, TB-06 at 3,1, BASE-E at 4,1, BASE-E at 5,1, TB-03
    # at 6,1, TB-06 at 7,1, BASE-E at 8,1 and BASE-B at 0,2 hold no figures and are here so that a
    # route reaches this position by play (features/README.md, "Routes"): the goods each player
    # holds are those of the two cities they close (red the one from 0,1 to 4,1, blue the one from
    # 5,1 to 8,1); no figure stands in them, so they score nothing.
    @id:car-edge-05 @rule:TB-R-GOODS-7 @rule:CAR-R-END-4 @interp:goods.nobody_holds=nobody_scores
    Example: Goods majorities score in the final scoring with final set
      Given a carcassonne game between red and blue
      And the expansions traders_and_builders is in play
      And red holds goods wine 2, wheat 0, cloth 1
      And blue holds goods wine 1, wheat 0, cloth 1
      And the board:
        | x | y | tile   | rotation |
        | 0 | 1 | BASE-E | 90       |
        | 1 | 1 | TB-03  | 0        |
        | 2 | 1 | TB-03  | 0        |
        | 3 | 1 | TB-06  | 0        |
        | 4 | 1 | BASE-E | 270      |
        | 5 | 1 | BASE-E | 90       |
        | 6 | 1 | TB-03  | 0        |
        | 7 | 1 | TB-06  | 0        |
        | 8 | 1 | BASE-E | 270      |
        | 0 | 2 | BASE-B | 0        |
      And red is to place BASE-U
      When the game ends
      Then the answer's events are exactly:
        """
        [{"type": "points_scored", "player": "red", "points": 10, "reason": "goods", "goods": "wine", "final": true},
         {"type": "points_scored", "player": "red", "points": 10, "reason": "goods", "goods": "cloth", "final": true},
         {"type": "points_scored", "player": "blue", "points": 10, "reason": "goods", "goods": "cloth", "final": true},
         {"type": "game_ended", "scores": {"red": 20, "blue": 10}, "winners": ["red"]}]
        """

    # Play gives gold only from completed features (GM-R-SCORE-2) and brings it with gold tiles
    # (GM-R-PLACE-1, two pieces each): red closed the city of GM-02 (0,1) and GM-07 (1,1) with
    # caps at 0,2 and 2,1, holding GM-02's piece, GM-07's and GM-07's second (on 0,1): 3 pieces,
    # and 4 tiles x 2 = 8 points. Blue closed the road of GM-01 (-1,1) between two cloister
    # roads (-2,1, -1,2): GM-01's piece, 1, and 3 points. GM-02's and GM-01's second pieces lie
    # on the start tile, whose city and road stay open. 6 pieces out: supply 10.
    # So the scores before the end are red 8, blue 3; at the end red 8 + 3 = 11, blue 3 + 1 = 4.
    # Blue is to move after 7 tiles, so play seats red first, as the draft does (final scoring
    # goes in seating order).
    @id:car-edge-06 @rule:GM-R-FINAL-2 @rule:GM-R-FINAL-1
    Example: Gold held scores in the final scoring with final set, after gold left on tiles is removed
      Given a carcassonne game between red and blue
      And the expansions gold_mines is in play
      And the board:
        | x  | y | tile   | rotation |
        | -2 | 1 | BASE-A | 270      |
        | -1 | 1 | GM-01  | 90       |
        | -1 | 2 | BASE-A | 180      |
        | 0  | 1 | GM-02  | 180      |
        | 1  | 1 | GM-07  | 0        |
        | 0  | 2 | BASE-E | 0        |
        | 2  | 1 | BASE-E | 270      |
      And the scores are red 8, blue 3
      And red has 3 gold pieces
      And blue has 1 gold piece
      And 2 gold pieces lie on the tile at 0,0
      And the gold supply is 10
      And blue is to place BASE-U
      When the game ends
      Then the answer's events are exactly:
        """
        [{"type": "gold_removed", "x": 0, "y": 0, "count": 2},
         {"type": "points_scored", "player": "red", "points": 3, "reason": "gold", "pieces": 3, "final": true},
         {"type": "points_scored", "player": "blue", "points": 1, "reason": "gold", "pieces": 1, "final": true},
         {"type": "game_ended", "scores": {"red": 11, "blue": 4}, "winners": ["red"]}]
        """

  Rule: The set-up answer reports the start tile on 0,0 and the first draw

    @id:car-edge-07 @rule:CAR-R-SETUP-1 @rule:CAR-R-TILE-1
    Example: new_game reports the start tile placed at 0,0 by nobody, then red's draw
      When a new carcassonne game is requested between red and blue drawing BASE-U, BASE-V
      Then the answer's events are exactly:
        """
        [{"type": "tile_placed", "player": null, "tile": "BASE-D", "x": 0, "y": 0, "rotation": 0},
         {"type": "tile_drawn", "player": "red", "tile": "BASE-U"}]
        """
      And in the state, /board is [{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}]

  Rule: A player owns three castles

    @id:car-edge-08 @rule:BCB-R-CASTLE-1 @rule:PRO-R-ERROR-6 @requires:castles @requires:load_position
    Example: A castle built plus three castles in supply is an invalid position
      Given a carcassonne game between red and blue
      And the expansion castles is in play
      And the board:
        | x | y  | tile   | rotation | figures  |
        | 0 | -1 | BASE-E | 180      | red on S |
      And red's castle stands at 0,-1 S, built on turn 1
      And red has 3 castles in supply
      And red is to place BASE-U
      When the position is loaded
      Then the answer is the error invalid_position under BCB-R-CASTLE-1

  Rule: Castle offers go clockwise from the active player

    # Three players. Green's BASE-H at 0,-1 (two opposite caps) closes two small cities: the
    # start tile's cap, with red's knight, and the cap at 0,-2, with blue's. Clockwise from
    # green come red, then blue: red is asked first and declines (its city is scored), then
    # blue, who builds.
    @id:car-edge-11 @rule:BCB-R-CASTLE-3 @requires:castles @interp:city.two_tile_points=4
    Example: Two small cities closed by one tile are offered clockwise from the active player
      Given a carcassonne game between red, blue and green
      And the expansion castles is in play
      And the board:
        | x | y  | tile   | rotation | figures   |
        | 0 | -2 | BASE-E | 180      | blue on S |
        | 0 | 0  | BASE-D | 0        | red on N  |
        | 1 | -2 | BASE-B | 0        |           |
        | 1 | -1 | BASE-B | 0        |           |
        | 1 | 0  | BASE-U | 0        |           |
      And green is to place BASE-H
      And the draw pile is BASE-V
      When green places the tile at 0,-1 rotated 0
      And green places no follower
      Then red is offered a castle
      When red declines the castle
      Then blue is offered a castle
      When blue builds a castle
      Then blue's castle stands at 0,-2
      And red scores 4 points for the city
      And red's follower at 0,0 N returns
      And blue's follower at 0,-2 S stays
      And red must place BASE-V next

  Rule: A cloister closed by the tile north of it is scored after the figure step

    # As car-edge-09 and car-edge-10, with the cloister away from x = 0 and red's tile north of
    # it: blue's cloister at 2,2, red's tile at 2,1 (same column, one row up). The cloister's
    # nine cells (x 1…3, y 1…3) are all filled, so it is complete (CAR-R-CLOISTER-1), worth
    # 1 + 8 = 9; a position in the figure step keeps blue's monk until the step ends, because
    # the tile just placed touches the cloister (CAR-R-SCORE-3), then blue scores 9 and the monk
    # returns. The road at 1,0 continues the start tile's road east and joins the block to it.
    @id:car-edge-12 @rule:CAR-R-CLOISTER-1 @rule:CAR-R-SCORE-3
    Example: A cloister just closed by the tile north of it is scored after the figure step
      Given a carcassonne game between red and blue
      And the board:
        | x | y | tile   | rotation | figures   |
        | 1 | 0 | BASE-U | 0        |           |
        | 1 | 1 | BASE-B | 0        |           |
        | 2 | 1 | BASE-B | 0        |           |
        | 3 | 1 | BASE-B | 0        |           |
        | 1 | 2 | BASE-B | 0        |           |
        | 2 | 2 | BASE-B | 0        | blue on C |
        | 3 | 2 | BASE-B | 0        |           |
        | 1 | 3 | BASE-B | 0        |           |
        | 2 | 3 | BASE-B | 0        |           |
        | 3 | 3 | BASE-B | 0        |           |
      And red has just placed the tile at 2,1
      When red places no follower
      Then blue scores 9 points for the cloister
      And blue's follower at 2,2 C returns

  Rule: Castle offers go clockwise from the active player, who need not sit first

    # As car-edge-11 with two players and blue, the second seat, active: blue's BASE-H at 0,-1
    # closes the start tile's small city (red's knight) and the one with the cap at 0,-2 (blue's
    # knight). Clockwise from blue, blue itself is asked first (BCB-R-CASTLE-3), declines, and its
    # city of 2 tiles scores 4 under city.two_tile_points=4; then red is asked and builds.
    @id:car-edge-13 @rule:BCB-R-CASTLE-3 @requires:castles @interp:city.two_tile_points=4
    Example: With the second seat active, its own small city is offered before the first seat's
      Given a carcassonne game between red and blue
      And the expansion castles is in play
      And the board:
        | x | y  | tile   | rotation | figures   |
        | 0 | -2 | BASE-E | 180      | blue on S |
        | 0 | 0  | BASE-D | 0        | red on N  |
        | 1 | -2 | BASE-B | 0        |           |
        | 1 | -1 | BASE-B | 0        |           |
        | 1 | 0  | BASE-U | 0        |           |
      And blue is to place BASE-H
      And the draw pile is BASE-V
      When blue places the tile at 0,-1 rotated 0
      And blue places no follower
      Then blue is offered a castle
      When blue declines the castle
      Then red is offered a castle
      When red builds a castle
      Then red's castle stands at 0,-1
      And blue scores 4 points for the city
      And blue's follower at 0,-2 S returns
      And red's follower at 0,0 N stays
      And red must place BASE-V next

  Rule: In a loaded figure step, the tile just placed completes what it closes, wherever it lies

    # Edge case of CAR-R-ROAD-1 and CAR-R-SCORE-1 in a loaded position: the tile just placed is
    # not the last one a position's board lays (tiles are laid outward from 0,0: N, E, S, W), so
    # an engine cannot take "what the last joins closed" as "what the placed tile completed".
    # Red's BASE-W at 1,0 (three roads ending at a village; its road W is its third segment)
    # closes the road from blue's village at -1,0 through the start tile: 3 tiles, both ends at
    # villages, so complete; 1 per tile = 3 for blue's thief (CAR-R-ROAD-2), which returns
    # (CAR-R-SCORE-3). Red's roads E and S of 1,0 stay open: not completed, no event. The city
    # 0,-1 + 0,0 was closed earlier (no figure) and is not scored again. Then blue draws BASE-B.
    # The figure-free cloisters at -1,-1 and 1,-1 close nothing; they are laid last, after both
    # road ends, and they give the turns the parity that lets a route reach this board by play.
    @id:car-edge-100 @rule:CAR-R-ROAD-1 @rule:CAR-R-SCORE-1 @rule:CAR-R-SCORE-3
    Example: A road closed by the tile just placed, which is not the last tile of the board, is scored after the figure step
      Given a carcassonne game between red and blue
      And the board:
        | x  | y  | tile   | rotation | figures   |
        | -1 | 0  | BASE-W | 0        | blue on E |
        | 0  | -1 | BASE-E | 180      |           |
        | 1  | 0  | BASE-W | 0        |           |
        | -1 | -1 | BASE-B | 0        |           |
        | 1  | -1 | BASE-B | 0        |           |
      And red has just placed the tile at 1,0
      And the draw pile is BASE-B
      When red places no follower
      Then blue scores 3 points for the road
      And blue's follower at -1,0 E returns
      And the answer's events are exactly:
        """
        [{"type": "feature_completed", "feature": {"kind": "road", "x": -1, "y": 0, "at": "E"}, "tiles": 3},
         {"type": "points_scored", "player": "blue", "points": 3, "reason": "road", "feature": {"kind": "road", "x": -1, "y": 0, "at": "E"}, "final": false},
         {"type": "figure_returned", "player": "blue", "figure": "follower", "x": -1, "y": 0, "at": "E"},
         {"type": "tile_drawn", "player": "blue", "tile": "BASE-B"}]
        """

  Rule: At the end every unfinished city scores before every unfinished cloister, wherever they lie

    # Edge case of CAR-R-END-2 (the order of spec/protocol.md: roads, then cities, then
    # cloisters, each group by canonical reference): blue's cloister at -1,-1 has a reference
    # that sorts before that of red's city (0,-1 N) by (x, y), yet the city comes first.
    # By hand: red's city 0,-1 + 0,0, 2 tiles, open to the north, no pennant = 2; blue's cloister
    # at -1,-1 has 2 tiles around it (0,-1 and 0,0) = 1 + 2 = 3; red 2, blue 3, blue wins.
    @id:car-edge-101 @rule:CAR-R-END-2 @rule:CAR-R-END-4
    Example: An unfinished city scores before an unfinished cloister that lies west of it
      Given a carcassonne game between red and blue
      And the board:
        | x  | y  | tile   | rotation | figures   |
        | 0  | -1 | BASE-G | 90       | red on N  |
        | -1 | -1 | BASE-B | 0        | blue on C |
      And red is to place BASE-U
      When the game ends
      Then the answer's events are exactly:
        """
        [{"type": "points_scored", "player": "red", "points": 2, "reason": "city", "feature": {"kind": "city", "x": 0, "y": -1, "at": "N"}, "final": true},
         {"type": "points_scored", "player": "blue", "points": 3, "reason": "cloister", "feature": {"kind": "cloister", "x": -1, "y": -1, "at": "C"}, "final": true},
         {"type": "game_ended", "scores": {"red": 2, "blue": 3}, "winners": ["blue"]}]
        """

    # As car-edge-100, mirrored, with the last tile a position lays east of the tile just placed:
    # blue's BASE-W at -1,0 (rotated 180: roads N, E and W) closes the road from red's village at
    # 1,0 through the start tile: 3 tiles, both ends at villages, complete; 1 per tile = 3 for
    # red's thief (CAR-R-ROAD-2), which returns (CAR-R-SCORE-3). Blue's roads N and W stay open.
    # The figure-free cloister at 1,-1 and straight road at 2,0 close nothing; a position lays
    # 2,0 last (after -1,0), and they give the turns the parity that lets a route reach this
    # board. Then red draws BASE-B.
    @id:car-edge-102 @rule:CAR-R-ROAD-1 @rule:CAR-R-SCORE-1 @rule:CAR-R-SCORE-3
    Example: A road closed by the tile just placed west of the last tile of the board is scored after the figure step
      Given a carcassonne game between red and blue
      And the board:
        | x  | y  | tile   | rotation | figures  |
        | -1 | 0  | BASE-W | 180      |          |
        | 1  | -1 | BASE-B | 0        |          |
        | 1  | 0  | BASE-W | 0        | red on W |
        | 2  | 0  | BASE-U | 0        |          |
      And blue has just placed the tile at -1,0
      And the draw pile is BASE-B
      When blue places no follower
      Then red scores 3 points for the road
      And red's follower at 1,0 W returns
      And the answer's events are exactly:
        """
        [{"type": "feature_completed", "feature": {"kind": "road", "x": -1, "y": 0, "at": "E"}, "tiles": 3},
         {"type": "points_scored", "player": "red", "points": 3, "reason": "road", "feature": {"kind": "road", "x": -1, "y": 0, "at": "E"}, "final": false},
         {"type": "figure_returned", "player": "red", "figure": "follower", "x": 1, "y": 0, "at": "W"},
         {"type": "tile_drawn", "player": "red", "tile": "BASE-B"}]
        """

  Rule: A city with no edge is complete as soon as its tile is placed

    # Edge case of CAR-R-CITY-1 with a tile of the scenario's own: XCAR-INNER's city lies in
    # the middle of the tile and has no city edge, so no edge of it is open: the city is complete
    # when the tile is placed, like a cloister placed into a full ring (CAR-R-SCORE-1). Red's
    # knight on it scores 2 × 1 tile = 2 (CAR-R-CITY-2; CAR-R-CITY-3's 2 points per tile apply to
    # a city of 2 tiles only, so city.two_tile_points=2 changes nothing here) and returns
    # (CAR-R-SCORE-3). The same position loaded in the figure step scores the same.
    @id:car-edge-103 @rule:CAR-R-CITY-1 @rule:CAR-R-CITY-2 @rule:CAR-R-SCORE-1 @requires:custom_tiles
    Example: A city in the middle of a tile, with no edge, is completed and scored by its own tile
      Given a carcassonne game between red and blue
      And the scenario's own tiles:
        """
        [{"id": "XCAR-INNER", "count": 1, "edges": "FFFF", "features": [
          {"id": "c1", "kind": "city", "places": ["C"]},
          {"id": "f1", "kind": "field", "places": ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"], "borders": ["c1"]}]}]
        """
      And red is to place XCAR-INNER
      And the draw pile is BASE-B
      When red places the tile at 0,1 rotated 0
      And red places a follower on C
      Then a city of 1 tile is completed
      And red scores 2 points for the city
      And red's follower at 0,1 C returns

  Rule: A road closed by the tile just placed keeps its thief until the figure step ends, however long it is

    # The start tile's road runs west to the junction of BASE-L at -1,0 and east over BASE-U at
    # 1,0 and 2,0 to the junction of BASE-L at 3,0, which red has just placed: the road is
    # completed by that tile, 5 tiles long (CAR-R-ROAD-1: 1 point per tile, 5). Blue's thief
    # stands on its west end, at -1,0 E, four cells from the tile just placed. A position in the
    # figure step keeps the thief (CAR-R-SCORE-3: scored when the turn ends; §9.2: the road is one
    # the tile just placed completed, as the tile is on it); red passes, blue scores 5 and the
    # thief returns.
    @id:car-edge-141 @rule:CAR-R-SCORE-3 @rule:CAR-R-ROAD-1
    Example: A long road just closed at its far end keeps its thief until the figure step ends
      Given a carcassonne game between red and blue
      And the board:
        | x  | y | tile   | rotation | figures   |
        | -1 | 0 | BASE-L | 0        | blue on E |
        | 1  | 0 | BASE-U | 0        |           |
        | 2  | 0 | BASE-U | 0        |           |
        | 3  | 0 | BASE-L | 0        |           |
      And red has just placed the tile at 3,0
      When red places no follower
      Then blue scores 5 points for the road
      And blue's follower at -1,0 E returns

  Rule: A cloister closed by the tile west of it is scored after the figure step

    # As car-edge-12, with red's tile west of the cloister, across the column boundary x = 1 | 2
    # (the columns differ by 1, but not only in their lowest bit): blue's cloister at 2,2, red's
    # tile at 1,2. The cloister's nine cells (x 1…3, y 1…3) are all filled, so it is complete
    # (CAR-R-CLOISTER-1), worth 1 + 8 = 9; a position in the figure step keeps blue's monk until
    # the step ends, because the tile just placed touches the cloister (CAR-R-SCORE-3), then blue
    # scores 9 and the monk returns. The road at 1,0 continues the start tile's road east.
    @id:car-edge-154 @rule:CAR-R-CLOISTER-1 @rule:CAR-R-SCORE-3
    Example: A cloister just closed by the tile west of it is scored after the figure step
      Given a carcassonne game between red and blue
      And the board:
        | x | y | tile   | rotation | figures   |
        | 1 | 0 | BASE-U | 0        |           |
        | 1 | 1 | BASE-B | 0        |           |
        | 2 | 1 | BASE-B | 0        |           |
        | 3 | 1 | BASE-B | 0        |           |
        | 1 | 2 | BASE-B | 0        |           |
        | 2 | 2 | BASE-B | 0        | blue on C |
        | 3 | 2 | BASE-B | 0        |           |
        | 1 | 3 | BASE-B | 0        |           |
        | 2 | 3 | BASE-B | 0        |           |
        | 3 | 3 | BASE-B | 0        |           |
      And red has just placed the tile at 1,2
      When red places no follower
      Then blue scores 9 points for the cloister
      And blue's follower at 2,2 C returns

  Rule: A city closed by the tile just placed keeps its knight until the figure step ends, however long it is

    # Red's knight stands in the start tile's city (0,0 N). BASE-F at 0,-1 and 0,-2, both rotated
    # 90 (city north–south, one pennant each), carry the city north, and red has just placed
    # BASE-E at 0,-3 (rotated 180, city south) closing it: a completed city of 4 tiles and 2
    # pennants (CAR-R-CITY-2: 2 × (4 + 2) = 12), completed by that tile, which lies three
    # cells from the knight. A position in the figure step keeps the knight (CAR-R-SCORE-3; §9.2:
    # the tile just placed is on the city); red passes, scores 12, and the knight returns.
    @id:car-edge-160 @rule:CAR-R-SCORE-3 @rule:CAR-R-CITY-2
    Example: A long city just closed at its far end keeps its knight until the figure step ends
      Given a carcassonne game between red and blue
      And the board:
        | x | y  | tile   | rotation | figures  |
        | 0 | 0  | BASE-D | 0        | red on N |
        | 0 | -1 | BASE-F | 90       |          |
        | 0 | -2 | BASE-F | 90       |          |
        | 0 | -3 | BASE-E | 180      |          |
      And red has just placed the tile at 0,-3
      When red places no follower
      Then red scores 12 points for the city
      And red's follower at 0,0 N returns

  Rule: A field borders the cities as they are after every merge (reached by play)

    # Bug of a real open-source engine: a field keeps links to the cities it bordered when the
    # farmer stood, and counts a city twice once those cities have merged. From the start tile
    # (BASE-D, city north, road west–east): red's BASE-I at 0,1 (rotated 180: caps on E and S,
    # field on N and W, joined to the start tile's southern field) takes red's farmer; the field
    # then borders two separate caps. Blue's BASE-N at 1,1 (rotated 270: city W and S) extends the
    # east cap, red's BASE-N at 0,2 (rotated 90: city N and E) the south cap, and blue's BASE-N at
    # 1,2 (rotated 0: city N and W) joins them into one completed city of 4 tiles (no knight: no
    # points). Final scoring: the farmer's field borders that one city: 3 (CAR-R-FIELD-2, a city
    # bordered in several places counts once), not 6; the start tile's city is unfinished.
    @id:car-field-148 @rule:CAR-R-FIELD-2 @rule:CAR-R-FEATURE-2 @rule:CAR-R-END-3
    Example: Two cities a farmer's field bordered merge into one, which the field counts once
      Given a new carcassonne game between red and blue drawing BASE-I, BASE-N, BASE-N, BASE-N
      When red places the tile at 0,1 rotated 180
      And red places a follower on Wn
      And blue places the tile at 1,1 rotated 270
      And blue places no follower
      And red places the tile at 0,2 rotated 90
      And red places no follower
      And blue places the tile at 1,2 rotated 0
      And blue places no follower
      Then the game is over
      And the events include, in order:
        | type              | feature | tiles |
        | feature_completed | city    | 4     |
      And the events include, in order:
        | type          | player | points | reason | final |
        | points_scored | red    | 3      | field  | true  |
        | game_ended    |        |        |        |       |
      And the scores are red 3, blue 0

    # Bug of a real open-source engine: whether a new farmer may stand is decided before the new
    # tile has joined the fields it touches, so a tile that touches an occupied field and a free
    # one takes a farmer. Red's BASE-E at 0,-1 (rotated 180) closes the start tile's city (no
    # knight). Blue's BASE-E at 0,1 (rotated 180) takes blue's farmer in the field south of the
    # start tile's road. Red's BASE-A at 1,0 (rotated 90, road west to the cloister) touches the
    # start tile's east edge on both sides of the road: its one field joins the field north of
    # the road (free) and the field south of it (blue's farmer) — one field, occupied, so red's
    # farmer is refused (CAR-R-FOLLOWER-2); the road and the cloister are free. Red takes the
    # cloister. Final scoring: the unfinished road holds nobody; red's cloister with 3 neighbours
    # (0,-1, 0,0, 0,1): 4 (CAR-R-END-2); blue's field now borders the completed city: 3.
    @id:car-field-149 @rule:CAR-R-FOLLOWER-2 @rule:CAR-R-FEATURE-2 @rule:CAR-R-FIELD-2
    Example: A tile joining a free field to one with a farmer takes no new farmer (farmer south)
      Given a new carcassonne game between red and blue drawing BASE-E, BASE-E, BASE-A
      When red places the tile at 0,-1 rotated 180
      And red places no follower
      And blue places the tile at 0,1 rotated 180
      And blue places a follower on Nw
      And red places the tile at 1,0 rotated 90
      Then red may place a follower on W and C
      When red tries to place a follower on Ne
      Then the move is rejected under CAR-R-FOLLOWER-2
      When red places a follower on C
      Then the game is over
      And the events include, in order:
        | type          | player | points | reason   | final |
        | points_scored | red    | 4      | cloister | true  |
        | points_scored | blue   | 3      | field    | true  |
        | game_ended    |        |        |          |       |
      And the scores are red 4, blue 3

    # The same with the farmer on the other side of the road: blue's BASE-U at -1,0 (road
    # west–east) takes blue's farmer in the field north of the road, which borders the start
    # tile's city, closed by red's BASE-E at 0,-1. Red's BASE-A at 1,0 touches that field
    # through its north-west half-edge and the free southern field through its south-west one:
    # red's farmer is refused. Final scoring: red's cloister with 2 neighbours (0,-1, 0,0): 3;
    # blue's field borders the completed city: 3.
    @id:car-field-150 @rule:CAR-R-FOLLOWER-2 @rule:CAR-R-FEATURE-2 @rule:CAR-R-FIELD-2
    Example: A tile joining a free field to one with a farmer takes no new farmer (farmer north)
      Given a new carcassonne game between red and blue drawing BASE-E, BASE-U, BASE-A
      When red places the tile at 0,-1 rotated 180
      And red places no follower
      And blue places the tile at -1,0 rotated 0
      And blue places a follower on Nw
      And red places the tile at 1,0 rotated 90
      Then red may place a follower on W and C
      When red tries to place a follower on Sw
      Then the move is rejected under CAR-R-FOLLOWER-2
      When red places a follower on C
      Then the game is over
      And the events include, in order:
        | type          | player | points | reason   | final |
        | points_scored | red    | 3      | cloister | true  |
        | points_scored | blue   | 3      | field    | true  |
        | game_ended    |        |        |          |       |
      And the scores are red 3, blue 3
