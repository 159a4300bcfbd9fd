Feature: The end of the game and final scoring
  The game ends after the turn in which the last land tile is placed. Then
  incomplete railroads, mountains and cities score, then farmers, then the
  mining tokens each player collected. The most points win; ties share the win.

  Rule: Incomplete features score for their majorities

    # The picture (shared by GR-EX-32 to 35): a large incomplete mountain of
    # 10 nugget symbols (start tile 1, three ridges 3 each); green has two gold
    # miners there, black one.
    @id:gr-final-01 @source:GR-EX-32 @rule:GR-R-FINAL-1 @rule:GR-R-FINAL-2 @rule:GR-R-FINAL-5
    Example: Green scores 10 for the larger incomplete mountain; black scores nothing
      Given a gold_rush game between green and black
      And the draw pile is GR-26B
      And the board:
        | x | y  | tile  | rotation | figures           |
        | 0 | 0  | GR-33 | 0        | green cowboy on N |
        | 0 | -1 | GR-54 | 0        | green cowboy on N |
        | 0 | -2 | GR-54 | 0        | black cowboy on N |
        | 0 | -3 | GR-54 | 0        |                   |
      And green is to place GR-26A
      When the game ends
      Then green scores 10 points for the mountain
      And black scores nothing
      And green has 4 cowboys in supply
      And black has 4 cowboys in supply

    # One locomotive, but an incomplete railroad is never doubled.
    # filler tiles (not in the book's picture) so play can reach this board
    @id:gr-final-02 @source:GR-EX-33 @rule:GR-R-FINAL-3
    Example: Red scores 2 for an incomplete railroad of two tiles
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y | tile   | rotation | figures         |
        | 0 | 0 | GR-33  | 0        | red cowboy on E |
        | 1 | 0 | GR-17  | 90       |                 |
        | 0 | 1 | GR-26A | 0        |                 |
      And red is to place GR-26A
      When the game ends
      Then red scores 2 points for the railroad

    # The western railroad (junction, start tile, city) is complete; the
    # eastern and southern ones are still open.
    @id:gr-final-03 @source:GR-EX-34 @rule:GR-R-FINAL-4
    Example: Yellow scores 3 for an incomplete city with one completed railroad
      Given a gold_rush game between red and yellow
      And the draw pile is GR-26B
      And the board:
        | x  | y | tile  | rotation | figures            |
        | -1 | 0 | GR-27 | 0        |                    |
        | 1  | 0 | GR-39 | 0        | yellow cowboy on C |
      And red is to place GR-26A
      When the game ends
      Then yellow scores 3 points for the city

    # The picture is not described tile by tile: the start tile (1 nugget)
    # and design 70 (2 nuggets) make an open mountain of 3 symbols.
    @id:gr-final-04 @source:GR-EX-35 @rule:GR-R-FINAL-2
    Example: Blue scores 3 for the smaller incomplete mountain of three nugget symbols
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y  | tile  | rotation | figures          |
        | 0 | 0  | GR-33 | 0        | blue cowboy on N |
        | 0 | -1 | GR-70 | 180      |                  |
      And red is to place GR-26A
      When the game ends
      Then blue scores 3 points for the mountain

    # Everything at once, to show the order: railroad, then mountain (its
    # tokens and red's tent leave first), then prairie, then gold.
    @id:gr-final-05 @rule:GR-R-FINAL-1 @rule:GR-R-FINAL-2 @rule:GR-R-FINAL-5 @rule:GR-R-FINAL-8
    Example: Final scoring goes railroads, mountains, cities, prairies, gold
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y  | tile   | rotation | figures                        |
        | 0 | 0  | GR-33  | 0        | red cowboy on E, red tent on N |
        | 0 | -1 | GR-54  | 0        | blue cowboy on N               |
        | 0 | 1  | GR-26C | 0        | red cowboy on Nw               |
      And the stack on the mountain at 0,0 N is 2 and 1, top first
      And red has collected the mining tokens 3
      And red is to place GR-26A
      When the game ends
      Then the events are, in order:
        | type            | player | reason   | points | figure |
        | points_scored   | red    | railroad | 1      |        |
        | figure_returned | red    |          |        | cowboy |
        | tokens_removed  |        |          |        |        |
        | figure_returned | red    |          |        | tent   |
        | points_scored   | blue   | mountain | 4      |        |
        | figure_returned | blue   |          |        | cowboy |
        | points_scored   | red    | prairie  | 6      |        |
        | points_scored   | red    | gold     | 3      |        |
        | game_ended      |        |          |        |        |
      And the tokens removed from the game are 2 and 1
      And red's mining tokens are 3
      And the game is over

  Rule: Only incomplete features score at the end

    # Edge case of GR-R-FINAL-2: the game is ended in the middle of red's turn, after red's
    # tile at 1,0 completed blue's mountain but before the completion was scored (that
    # happens in step 2). The mountain still loses its tokens and its cowboy returns, but it
    # is no longer incomplete, so it scores nothing.
    # Rewritten so that play reaches it (features/README.md, "Routes"): the GR-47A at 0,-1 closed the
    # start tile's mountain with nobody on it (its tokens would have gone back to the supply,
    # GR-R-MTN-6), and the 2-tile mountain 1,-1 + 1,0 held 1 token for its 2 symbols. Now 0,-1 is
    # GR-45 turned 180 (mountain S and W, left open): the start tile's mountain holds the 1 + 3
    # tokens its symbols drew (1, 3, 5, 1, top first, reference 0,-1 S: the smallest cell), and
    # blue's mountain the 2 drawn by GR-47A and red's GR-66 (2 on top of gravel).
    # Final scoring (GR-R-FINAL-1, GR-R-FINAL-2), mountains by reference: 0,-1 S (no miner, open)
    # loses 1, 3, 5, 1 and scores nothing; 1,-1 S (complete, not yet scored) loses 2, gravel and
    # scores nothing, blue's cowboy returns. Scores 0 and 0: both win. GR-26A at 0,1 holds no
    # figure (five tiles, so that red, seated first, places the last: winners in seating order).
    @id:gr-final-11 @rule:GR-R-FINAL-2 @rule:GR-R-FINAL-1
    Example: A mountain completed by the tile just placed loses its tokens at the end but scores nothing
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x  | y  | tile   | rotation | figures          |
        | -1 | 0  | GR-27  | 0        |                  |
        | 0  | -1 | GR-45  | 180      |                  |
        | 0  | 1  | GR-26A | 0        |                  |
        | 1  | -1 | GR-47A | 180      | blue cowboy on S |
        | 1  | 0  | GR-66  | 0        |                  |
      And the stack on the mountain at 0,0 N is 1, 3, 5 and 1, top first
      And the stack on the mountain at 1,-1 S is 2 and gravel, top first
      And red has just placed the tile at 1,0
      When the game ends
      Then blue scores nothing
      And the answer's events are exactly:
        """
        [{"type": "tokens_removed", "feature": {"kind": "mountain", "x": 0, "y": -1, "at": "S"}, "tokens": ["1", "3", "5", "1"], "rule": "GR-R-FINAL-2", "final": true},
         {"type": "tokens_removed", "feature": {"kind": "mountain", "x": 1, "y": -1, "at": "S"}, "tokens": ["2", "gravel"], "rule": "GR-R-FINAL-2", "final": true},
         {"type": "figure_returned", "player": "blue", "figure": "cowboy", "x": 1, "y": -1, "at": "S"},
         {"type": "game_ended", "scores": {"red": 0, "blue": 0}, "winners": ["red", "blue"]}]
        """

    # Edge case of GR-R-FINAL-4: blue's tile at 1,1 completed the four-exit city (gr-city-02)
    # but the game ends before step 2 scored it: a complete city is not an incomplete one.
    @id:gr-final-12 @rule:GR-R-FINAL-4 @rule:GR-R-FINAL-1
    Example: A city completed by the tile just placed scores nothing at the end
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x  | y  | tile  | rotation | figures          |
        | -1 | 0  | GR-27 | 0        |                  |
        | 1  | 0  | GR-38 | 0        | blue cowboy on C |
        | 1  | -1 | GR-27 | 0        |                  |
        | 2  | 0  | GR-27 | 0        |                  |
        | 1  | 1  | GR-27 | 180      |                  |
      And blue has just placed the tile at 1,1
      When the game ends
      Then no points are scored
      And the game is over

    # The same for a railroad: red's tile at 1,0 has just completed red's railroad from the
    # junction at -1,0; it is complete, so it does not score at the end.
    # GR-26A at -1,-1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:gr-final-13 @rule:GR-R-FINAL-3 @rule:GR-R-FINAL-1
    Example: A railroad completed by the tile just placed scores nothing at the end
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x  | y  | tile   | rotation | figures         |
        | -1 | 0  | GR-27  | 0        | red cowboy on E |
        | 1  | 0  | GR-66  | 0        |                 |
        | -1 | -1 | GR-26A | 0        |                 |
      And red has just placed the tile at 1,0
      When the game ends
      Then red scores nothing

  Rule: Collected mining tokens score their nuggets

    # filler tiles (not in the book's picture) so play can reach this board: blue's tokens came
    # off the mountain they complete (its stack had as many tokens as were left to draw).
    @id:gr-final-06 @source:GR-EX-39 @rule:GR-R-FINAL-8 @rule:GR-R-TILES-4
    Example: Blue's nine tokens score 16 points
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y  | tile   | rotation |
        | 0 | 0  | GR-33  | 0        |
        | 0 | -1 | GR-54  | 0        |
        | 0 | -2 | GR-54  | 0        |
        | 0 | -3 | GR-54  | 0        |
        | 0 | -4 | GR-47A | 180      |
      And blue has collected the mining tokens 1, 1, 1, 2, 2, 2, 2, 5 and gravel
      And red is to place GR-26A
      When the game ends
      Then blue scores 16 points for gold
      And red scores nothing

    # GR-EX-39's breakdown, each part on its own: three 1-nugget tokens 3,
    # four 2-nugget tokens 8, one 5-nugget token 5, one gravel token 0.
    # filler tiles (not in the book's picture) so play can reach this board: blue's tokens came
    # off the mountain they complete (its stack had as many tokens as were left to draw).
    @id:gr-final-06a @source:GR-EX-39 @rule:GR-R-FINAL-8 @rule:GR-R-TILES-4
    Scenario Outline: Each part of blue's 16 points
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y  | tile   | rotation |
        | 0 | 0  | GR-33  | 0        |
        | 0 | -1 | GR-54  | 0        |
        | 0 | -2 | GR-47A | 180      |
      And blue has collected the mining tokens <tokens>
      And red is to place GR-26A
      When the game ends
      Then blue scores <points> points for gold

      Examples:
        | tokens        | points |
        | 1, 1 and 1    | 3      |
        | 2, 2, 2 and 2 | 8      |
        | 5             | 5      |

    # filler tiles (not in the book's picture) so play can reach this board: blue's tokens came
    # off the mountain they complete (its stack had as many tokens as were left to draw).
    @id:gr-final-06b @source:GR-EX-39 @rule:GR-R-FINAL-8 @rule:GR-R-TILES-4
    Example: Blue's gravel token scores nothing
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y  | tile   | rotation |
        | 0 | 0  | GR-33  | 0        |
        | 0 | -1 | GR-54  | 0        |
        | 0 | -2 | GR-47A | 180      |
      And blue has collected the mining tokens gravel
      And red is to place GR-26A
      When the game ends
      Then blue scores nothing for gold
      And blue's mining tokens are gravel

  Rule: The game ends with the last tile

    @id:gr-final-07 @rule:GR-R-END-1
    Example: Placing the last tile ends the game
      Given a gold_rush game between red and blue
      And red is to place GR-26A
      And the draw pile is empty
      When red places the tile at 0,1 rotated 0
      And red takes no action
      Then the game is over

    @id:gr-final-08 @rule:GR-R-END-1 @rule:GR-R-PLACE-4
    Example: The game ends when only tiles that fit nowhere are left
      Given a gold_rush game between red and blue
      And the board:
        | x | y  | tile   | rotation |
        | 0 | -1 | GR-47A | 180      |
      And red is to place GR-26A
      And the draw pile is GR-69
      When red places the tile at 0,1 rotated 0
      And red takes no action
      Then GR-69 is discarded as unplaceable
      And the game is over

  Rule: The most points win; equal points share the win

    @id:gr-final-09 @rule:GR-R-FINAL-9
    Example: The player with the most points wins
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the scores are red 20, blue 12
      And blue has collected the mining tokens 5 and 2
      And red is to place GR-26A
      When the game ends
      Then the scores are red 20, blue 19
      And the winner is red

    @id:gr-final-10 @rule:GR-R-FINAL-10 @rule:GR-R-FINAL-9
    Example: Tied players all win: no staring contest in software
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the scores are red 20, blue 15
      And blue has collected the mining tokens 5
      And red is to place GR-26A
      When the game ends
      Then the winners are red and blue

  Rule: Every final city score is final (edge cases)

    # As gr-final-03: the western railroad (junction, start tile, city) is complete, the
    # other two are open, so yellow's merchant scores 3 in final scoring, flagged final.
    @id:gr-final-14 @rule:GR-R-FINAL-4 @rule:GR-R-FINAL-1
    Example: The points of an incomplete city in final scoring are final
      Given a gold_rush game between red and yellow
      And the draw pile is GR-26B
      And the board:
        | x  | y | tile  | rotation | figures            |
        | -1 | 0 | GR-27 | 0        |                    |
        | 1  | 0 | GR-39 | 0        | yellow cowboy on C |
      And red is to place GR-26A
      When the game ends
      Then the events include, in order:
        | type            | player | points | reason | final |
        | points_scored   | yellow | 3      | city   | true  |
        | figure_returned | yellow |        |        |       |

  Rule: Every final prairie score is final (edge cases)

    # Edge case of GR-R-FINAL-6 with GR-R-FINAL-1: blue's farmer on design 26C at 0,1, whose
    # prairie joins the start tile's southern prairie (no symbols). Value: 1 tipi camp × 2 +
    # 1 herd of wild horses × 4 = 6, all to blue (the only farmer, GR-R-FINAL-7), flagged final
    # like every final score; the farmer stays (GR-R-FINAL-5), so no figure_returned follows.
    @id:gr-final-15 @rule:GR-R-FINAL-6 @rule:GR-R-FINAL-7 @rule:GR-R-FINAL-1
    Example: The points of a prairie in final scoring are final
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y | tile   | rotation | figures           |
        | 0 | 0 | GR-33  | 0        |                   |
        | 0 | 1 | GR-26C | 0        | blue cowboy on Nw |
      And red is to place GR-26A
      When the game ends
      Then the events are, in order:
        | type          | player | points | reason  | final |
        | points_scored | blue   | 6      | prairie | true  |
        | game_ended    |        |        |         |       |

  Rule: A feature of a kind Gold Rush does not score is passed over at the end (edge cases)

    # Edge case of GR-R-FINAL-1 with GR-R-FINAL-3: a tile of the scenario's own with a lake in
    # its middle (a kind no Gold Rush rule scores, as in gr-cowboy-17) lies between the start
    # tile and blue's railwayman. Final scoring passes the lake over and goes on: blue's open
    # railroad covers 1 tile, 1 point (locomotives play no part in an incomplete railroad);
    # blue's cowboy returns. Nobody stands on the prairies, so nothing else scores.
    @id:gr-final-16 @rule:GR-R-FINAL-1 @rule:GR-R-FINAL-3 @requires:custom_tiles
    Example: A lake on the board is passed over and the railroad beyond it still scores at the end
      Given a gold_rush game between red and blue
      And the scenario's own tiles:
        """
        [{"id": "GRX-LAKE", "count": 1, "edges": "PPPP", "features": [
          {"id": "p1", "kind": "prairie", "places": ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"]},
          {"id": "l1", "kind": "lake", "places": ["C"]}]}]
        """
      And the draw pile is GR-26B
      And the board:
        | x | y | tile     | rotation | figures           |
        | 0 | 0 | GR-33    | 0        |                   |
        | 0 | 1 | GRX-LAKE | 0        |                   |
        | 0 | 2 | GR-01A   | 90       | blue cowboy on E  |
      And red is to place GR-26A
      When the game ends
      Then the events are, in order:
        | type            | player | points | reason   | final |
        | points_scored   | blue   | 1      | railroad | true  |
        | figure_returned | blue   |        |          |       |
        | game_ended      |        |        |          |       |

  Rule: A railroad open at one end only is still incomplete at the end

    # Edge case of GR-R-FINAL-3: GR-27 at 1,0 ends the start tile's railroad in its west stub,
    # so the railroad 0,0 E-W .. 1,0 W has one open edge left (0,0 W). It is incomplete and
    # scores for red's railwayman at the end: 2 tiles x 1 = 2 (GR-R-RAIL-2; no locomotive, and
    # locomotives do nothing at the end). Then the start tile's mountain (incomplete, nobody on
    # it) loses its token 2 (GR-R-FINAL-2). GR-27's two other stubs hold nobody; nobody holds
    # tokens. Red 2, blue 0.
    @id:gr-final-140 @rule:GR-R-FINAL-3 @rule:GR-R-FINAL-2
    Example: A railroad closed at one end and open at the other scores 1 per tile at the end
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x | y | tile  | rotation | figures         |
        | 1 | 0 | GR-27 | 0        | red cowboy on W |
      And the stack on the mountain at 0,0 N is 2, top first
      And blue is to place GR-26A
      When the game ends
      Then the answer's events are exactly:
        """
        [{"type": "points_scored", "player": "red", "points": 2, "reason": "railroad", "feature": {"kind": "railroad", "x": 0, "y": 0, "at": "E"}, "final": true},
         {"type": "figure_returned", "player": "red", "figure": "cowboy", "x": 1, "y": 0, "at": "W"},
         {"type": "tokens_removed", "feature": {"kind": "mountain", "x": 0, "y": 0, "at": "N"}, "tokens": ["2"], "rule": "GR-R-FINAL-2", "final": true},
         {"type": "game_ended", "scores": {"red": 2, "blue": 0}, "winners": ["red"]}]
        """
