@requires:gold_mines @requires:castles
Feature: Gold Mines with castles: building a castle, and a cloister in a castle's vicinity
  Building a castle replaces the scoring of the small city, so no gold is handed out then.
  When a cloister inside a castle's vicinity is completed, the cloister's owner may take gold
  on the cloister tile and the eight around it, and the castle's owner only gold inside the
  castle's vicinity.

  The pictures of the examples are missing; the positions below are the smallest that give
  the numbers the text states.

  Rule: A castle built instead of scoring hands out no gold; scored later, it takes its vicinity's

    # Example 5 in four steps, one turn each (seating yellow, red, blue).
    # Before 5.1: red's knight is in the start tile's cap; blue's city starts at 1,-1 and runs
    # over 2,-1, where its two pieces lie; a road tile at 1,0 joins 1,-1 to the start tile and
    # a road tile lies south of the start tile.
    # 5.1 yellow's gold cloister goes west of the start tile; its second piece goes on the
    #     start tile, inside the vicinity of the castle to come.
    # 5.2 red closes the start tile's cap: a small city of two caps with one knight.
    # 5.3 red builds a castle instead: nothing is scored and no gold moves.
    # 5.4 blue closes its city at 3,-1 (1,-1 lies in the castle's vicinity), which sets off
    #     red's castle: blue takes its two pieces, red the two in the vicinity, in turn.
    # filler tiles (not in the book's picture) so play can reach this board: blue's two pieces
    # come from gold tiles at 1,-2 and 2,-2, outside the castle's vicinity, the cloister's
    # tiles and blue's city, each keeping its own piece (GM-R-PLACE-1).
    @id:car-gm-bcb-09 @source:GM-EX-12 @source:GM-EX-13 @source:GM-EX-14 @source:GM-EX-15
    @rule:GM-R-PLACE-1 @rule:GM-R-PLACE-2 @rule:GM-R-FOLLOWER-1 @rule:GM-R-ORDER-1 @rule:GM-R-SCORE-2
    @rule:GM-R-SHARE-1 @rule:GM-R-BCB-1 @rule:GM-R-BCB-5 @rule:GM-R-BCB-6 @rule:BCB-R-CASTLE-3 @rule:BCB-R-CASTLE-5
    @interp:gold.distribution=one_at_a_time
    Example: Example 5: yellow's gold cloister, red's castle, and blue's city that sets the castle off
      Given a carcassonne game between yellow, red and blue
      And the expansions gold_mines and castles are in play
      And the board:
        | x | y  | tile   | rotation | figures   |
        | 0 | 0  | BASE-D | 0        | red on N  |
        | 0 | 1  | BASE-U | 0        |           |
        | 1 | -1 | BASE-E | 90       |           |
        | 1 | 0  | BASE-U | 0        |           |
        | 2 | -1 | BASE-G | 0        | blue on W |
        | 1 | -2 | GM-02  | 0        |           |
        | 2 | -2 | GM-01  | 270      |           |
      And 1 gold piece lies on the tile at 1,-2
      And 1 gold piece lies on the tile at 2,-2
      And 2 gold pieces lie on the tile at 2,-1
      And yellow is to place GM-04
      And the draw pile is BASE-E, BASE-E, BASE-V
      # 5.1
      When yellow places the tile at -1,0 rotated 0
      Then yellow must put the second gold piece on one of 2 tiles
      When yellow puts the second gold piece on the tile at 0,0
      And yellow places a follower on C
      Then the tile at -1,0 holds 1 gold piece
      And the tile at 0,0 holds 1 gold piece
      And the events include, in order:
        | type          | player | x  | y |
        | tile_placed   | yellow | -1 | 0 |
        | gold_placed   | yellow | -1 | 0 |
        | gold_placed   | yellow | 0  | 0 |
        | figure_placed | yellow | -1 | 0 |
      # 5.2
      When red places the tile at 0,-1 rotated 180
      And red places no follower
      Then red is offered a castle
      # 5.3
      When red builds a castle
      Then red's castle stands at 0,-1
      And no points are scored
      And red's follower at 0,0 N stays
      And red has no gold pieces
      And the tile at 0,0 holds 1 gold piece
      # 5.4
      When blue places the tile at 3,-1 rotated 270
      And blue places no follower
      Then blue scores 6 points for the city
      And red scores 6 points for the castle
      And red must take a gold piece from one of the tiles at -1,0 and 0,0
      When red takes a gold piece from the tile at -1,0
      Then the gold pieces are taken by blue, red, blue and red in that order
      And blue has 2 gold pieces
      And red has 2 gold pieces
      And yellow has no gold pieces
      And red's follower at 0,0 N returns

  Rule: A cloister in a castle's vicinity: each takes the gold in its own area

    # Red's castle is the start tile's cap and the cap at 0,-1. Yellow's monk is in the
    # cloister at 1,0, inside the vicinity; seven of its eight neighbours are down, all caps
    # turned away from it. The two pieces lie on 0,0 and 1,-1, which are both around the
    # cloister and in the castle's vicinity. The last tile goes at 2,1.
    # filler tiles (not in the book's picture) so play can reach this board: the two pieces
    # come from gold tiles at 0,-2 and -1,1, outside the castle's vicinity and the cloister's
    # tiles, each keeping its own piece (GM-R-PLACE-1).
    @id:car-gm-bcb-10 @source:GM-EX-16 @rule:GM-R-SCORE-3 @rule:GM-R-SCORE-4 @rule:GM-R-BCB-5 @rule:GM-R-BCB-7 @rule:GM-R-SHARE-1
    @rule:BCB-R-CASTLE-5 @interp:gold.distribution=one_at_a_time
    Example: Example 6-1: red completes yellow's cloister and both take one piece
      Given a carcassonne game between red and yellow
      And the expansions gold_mines and castles are in play
      And the board:
        | x  | y  | tile   | rotation | figures     |
        | 0  | -1 | BASE-E | 180      | red on S    |
        | 1  | -1 | BASE-E | 0        |             |
        | 2  | -1 | BASE-E | 0        |             |
        | 1  | 0  | BASE-A | 90       | yellow on C |
        | 2  | 0  | BASE-E | 90       |             |
        | 0  | 1  | BASE-E | 180      |             |
        | 1  | 1  | BASE-E | 180      |             |
        | 0  | -2 | GM-01  | 180      |             |
        | -1 | 1  | GM-02  | 0        |             |
      And 1 gold piece lies on the tile at 0,-2
      And 1 gold piece lies on the tile at -1,1
      And red's castle stands at 0,-1 S, built on turn 1
      And 1 gold piece lies on the tile at 0,0
      And 1 gold piece lies on the tile at 1,-1
      And it is turn 8
      And red is to place BASE-E
      And the draw pile is BASE-V
      When red places the tile at 2,1 rotated 180
      And red places no follower
      Then yellow scores 9 points for the cloister
      And red scores 9 points for the castle
      And red must take a gold piece from one of the tiles at 0,0 and 1,-1
      When red takes a gold piece from the tile at 1,-1
      Then the gold pieces are taken by red and yellow in that order
      And red has 1 gold piece
      And yellow has 1 gold piece

    # filler tiles (not in the book's picture) so play can reach this board: the two pieces
    # come from gold tiles at 0,-2 and -1,1, outside the castle's vicinity and the cloister's
    # tiles, each keeping its own piece (GM-R-PLACE-1).
    @id:car-gm-bcb-11 @source:GM-EX-17 @rule:GM-R-SCORE-3 @rule:GM-R-BCB-7 @rule:GM-R-SHARE-1

    Example: Example 6-2: yellow completes its own cloister and both take one piece
      Given a carcassonne game between red and yellow
      And the expansions gold_mines and castles are in play
      And the board:
        | x  | y  | tile   | rotation | figures     |
        | 0  | -1 | BASE-E | 180      | red on S    |
        | 1  | -1 | BASE-E | 0        |             |
        | 2  | -1 | BASE-E | 0        |             |
        | 1  | 0  | BASE-A | 90       | yellow on C |
        | 2  | 0  | BASE-E | 90       |             |
        | 0  | 1  | BASE-E | 180      |             |
        | 1  | 1  | BASE-E | 180      |             |
        | 0  | -2 | GM-01  | 180      |             |
        | -1 | 1  | GM-02  | 0        |             |
      And 1 gold piece lies on the tile at 0,-2
      And 1 gold piece lies on the tile at -1,1
      And red's castle stands at 0,-1 S, built on turn 1
      And 1 gold piece lies on the tile at 0,0
      And 1 gold piece lies on the tile at 1,-1
      And it is turn 8
      And yellow is to place BASE-E
      And the draw pile is BASE-V
      When yellow places the tile at 2,1 rotated 180
      And yellow places no follower
      Then yellow scores 9 points for the cloister
      And red scores 9 points for the castle
      And yellow must take a gold piece from one of the tiles at 0,0 and 1,-1
      When yellow takes a gold piece from the tile at 0,0
      Then the gold pieces are taken by yellow and red in that order
      And red has 1 gold piece
      And yellow has 1 gold piece
