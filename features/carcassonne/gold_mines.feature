@requires:gold_mines
Feature: Gold Mines
  A gold tile brings two gold pieces: one on the tile itself and one on any of the eight
  tiles around it. When a road, city or cloister is completed, the player with the majority
  in it takes the gold on its tiles; tied players and players of several features completed
  together take the pieces one at a time, clockwise from the active player. At the end each
  piece a player holds scores 1 to 4 points depending on how many they hold, and gold left
  on the board is removed.

  Background:
    Given a carcassonne game between red and blue
    And the expansion gold_mines is in play

  Rule: A gold tile brings one gold piece for itself and one for a neighbouring tile

    # The picture is missing. The start tile's city is closed by a cap at 0,-1; blue's gold
    # tile (two curved roads) goes east of the start tile, so its neighbours are the start
    # tile and, diagonally, the cap.
    @id:car-gm-01 @source:GM-EX-01 @rule:GM-R-PLACE-1 @rule:GM-R-PLACE-2 @rule:GM-R-ORDER-1 @rule:GM-R-FOLLOWER-1
    Example: Blue places a gold tile and puts one piece on it and one on a neighbouring tile
      Given the board:
        | x | y  | tile   | rotation |
        | 0 | -1 | BASE-E | 180      |
      And blue is to place GM-05
      And the draw pile is BASE-V
      When blue places the tile at 1,0 rotated 0
      Then blue must put the second gold piece on one of 2 tiles
      When blue puts the second gold piece on the tile at 0,0
      And blue places a follower on N
      Then the tile at 1,0 holds 1 gold piece
      And the tile at 0,0 holds 1 gold piece
      And the events include, in order:
        | type          | player | x | y |
        | tile_placed   | blue   | 1 | 0 |
        | gold_placed   | blue   | 1 | 0 |
        | gold_placed   | blue   | 0 | 0 |
        | figure_placed | blue   | 1 | 0 |

    @id:car-gm-20 @rule:GM-R-SETUP-1 @rule:GM-R-COMP-2 @rule:GM-R-PLACE-2
    Example: A gold tile drawn as the first tile puts its second piece on the start tile
      Given a new carcassonne game with gold_mines between red and blue drawing GM-05, BASE-V
      Then red must place GM-05 next
      When red places the tile at 1,0 rotated 0
      Then the tile at 1,0 holds 1 gold piece
      And the tile at 0,0 holds 1 gold piece
      And red may place a follower on N, E, Nw, Ne and Es

    # No play reaches a supply of 1: gold leaves the supply two pieces per gold tile
    # (GM-R-PLACE-2) from 16, so the supply stays even; the position needs load_position.
    @id:car-gm-21 @requires:load_position @rule:GM-R-PLACE-2
    Example: With a single piece left in the supply only the gold tile gets one
      Given the board:
        | x | y  | tile   | rotation |
        | 0 | -1 | BASE-E | 180      |
      And the gold supply is 1
      And blue is to place GM-05
      When blue places the tile at 1,0 rotated 0
      Then the tile at 1,0 holds 1 gold piece
      And the tile at 0,0 holds no gold pieces
      And the tile at 0,-1 holds no gold pieces
      And blue may place a follower on N, E, Nw, Ne and Es

    # Edge case of GM-R-PLACE-2: an empty supply. A loaded position may have used up all 16
    # pieces; the gold tile then gets none and there is no second piece to place.
    # No play reaches it: the 16 pieces are the 8 gold tiles' two each (GM-R-COMP-2), so with
    # a gold tile still in hand at most 14 are out; the position needs load_position.
    @id:car-gm-24 @requires:load_position @rule:GM-R-PLACE-2 @rule:GM-R-PLACE-1
    Example: With the gold supply empty a gold tile gets no piece
      Given the board:
        | x | y  | tile   | rotation |
        | 0 | -1 | BASE-E | 180      |
      And the gold supply is 0
      And blue is to place GM-05
      When blue places the tile at 1,0 rotated 0
      Then the tile at 1,0 holds no gold pieces
      And the tile at 0,0 holds no gold pieces
      And the tile at 0,-1 holds no gold pieces
      And blue may place a follower on N, E, Nw, Ne and Es

    @id:car-gm-23 @rule:GM-R-COMP-2 @rule:GM-R-COMP-4 @rule:GM-R-SETUP-1
    Example: The eight gold tiles are shuffled in with the land tiles
      Given a new carcassonne game with gold_mines between red and blue drawing GM-01, BASE-V, GM-02, GM-03, GM-04, GM-05, GM-06, GM-07, GM-08
      Then red must place GM-01 next
      And the draw pile is now BASE-V, GM-02, GM-03, GM-04, GM-05, GM-06, GM-07, GM-08

    @id:car-gm-02 @rule:GM-R-PLACE-1
    Example: The second piece may go on a diagonal neighbour
      Given the board:
        | x | y  | tile   | rotation |
        | 0 | -1 | BASE-E | 180      |
      And blue is to place GM-05
      When blue places the tile at 1,0 rotated 0
      And blue puts the second gold piece on the tile at 0,-1
      Then the tile at 1,0 holds 1 gold piece
      And the tile at 0,-1 holds 1 gold piece
      And the tile at 0,0 holds no gold pieces

    # The two pieces on the start tile came from two gold tiles south of it (GM-R-PLACE-1),
    # which keep their own piece each (supply 16 - 4 = 12).
    @id:car-gm-03 @rule:GM-R-PLACE-3
    Example: The second piece may join gold already lying on a tile
      Given the board:
        | x | y  | tile   | rotation |
        | 0 | -1 | BASE-E | 180      |
        | 0 | 1  | GM-01  | 0        |
        | 1 | 1  | GM-08  | 0        |
      And 1 gold piece lies on the tile at 0,1
      And 1 gold piece lies on the tile at 1,1
      And 2 gold pieces lie on the tile at 0,0
      And blue is to place GM-05
      When blue places the tile at 1,0 rotated 0
      And blue puts the second gold piece on the tile at 0,0
      Then the tile at 0,0 holds 3 gold pieces
      And the tile at 1,0 holds 1 gold piece

    # The gold tile goes west of the start tile; a road tile lies east of it, two cells away.
    @id:car-gm-04 @rule:GM-R-PLACE-1
    Example: The second piece may not go on a tile that is no neighbour of the gold tile
      Given the board:
        | x | y  | tile   | rotation |
        | 0 | -1 | BASE-E | 180      |
        | 1 | 0  | BASE-U | 0        |
      And blue is to place GM-05
      When blue places the tile at -1,0 rotated 0
      Then blue must put the second gold piece on one of 2 tiles
      When blue tries to put the second gold piece on the tile at 1,0
      Then the move is rejected under GM-R-PLACE-1

    @id:car-gm-05 @rule:GM-R-PLACE-1
    Example: The second piece may not go on an empty cell
      Given the board:
        | x | y  | tile   | rotation |
        | 0 | -1 | BASE-E | 180      |
        | 1 | 0  | BASE-U | 0        |
      And blue is to place GM-05
      When blue places the tile at -1,0 rotated 0
      And blue tries to put the second gold piece on the empty cell at -1,-1
      Then the move is rejected under GM-R-PLACE-1

    @id:car-gm-06 @rule:GM-R-PLACE-1 @rule:GM-R-PLACE-2
    Example: The second piece may not go on the gold tile itself
      Given the board:
        | x | y  | tile   | rotation |
        | 0 | -1 | BASE-E | 180      |
        | 1 | 0  | BASE-U | 0        |
      And blue is to place GM-05
      When blue places the tile at -1,0 rotated 0
      And blue tries to put the second gold piece on the tile at -1,0
      Then the move is rejected under GM-R-PLACE-1

  Rule: The majority in a completed feature takes the gold on its tiles

    # The picture is missing. Red's city: the start tile's cap, a corner with a pennant at
    # 0,-1 holding the three pieces, closed by red's cap at 1,-1.
    # filler tiles (not in the book's picture) so play can reach this board: the three pieces
    # came from three gold tiles around 0,-1 outside the city (GM-R-PLACE-1), each keeping its
    # own piece (supply 16 - 6 = 10).
    @id:car-gm-07 @source:GM-EX-02 @rule:GM-R-SCORE-2 @rule:GM-R-SCORE-3 @rule:GM-R-PLACE-4
    @interp:gold.distribution=one_at_a_time
    Example: Red completes his city and takes the three gold pieces on its tiles
      Given the board:
        | x  | y  | tile   | rotation | figures  |
        | 0  | -1 | BASE-M | 180      | red on E |
        | -1 | -1 | GM-01  | 90       |          |
        | -1 | 0  | GM-08  | 0        |          |
        | 0  | -2 | GM-02  | 0        |          |
      And 1 gold piece lies on the tile at -1,-1
      And 1 gold piece lies on the tile at -1,0
      And 1 gold piece lies on the tile at 0,-2
      And 3 gold pieces lie on the tile at 0,-1
      And red is to place BASE-E
      And the draw pile is BASE-V
      When red places the tile at 1,-1 rotated 270
      And red places no follower
      Then a city of 3 tiles is completed
      And red scores 8 points for the city
      And red has 3 gold pieces
      And the tile at 0,-1 holds no gold pieces
      And the events include, in order:
        | type              | player | x | y  |
        | feature_completed |        |   |    |
        | points_scored     | red    |   |    |
        | gold_taken        | red    | 0 | -1 |
        | gold_taken        | red    | 0 | -1 |
        | gold_taken        | red    | 0 | -1 |

    # The picture is missing. A road from a junction at -1,0 over the start tile, closed by
    # red's cloister tile at 1,0; one blue and one red thief; the three pieces on the start tile.
    @id:car-gm-08 @source:GM-EX-03 @rule:GM-R-SHARE-1 @rule:GM-R-SHARE-2
    @interp:gold.distribution=one_at_a_time
    Example: Tied thieves take the gold in turn, the active player first
      Given the board:
        | x  | y | tile   | rotation | figures   |
        | -1 | 0 | BASE-W | 0        | blue on E |
        | 0  | 0 | BASE-D | 0        | red on W  |
      And 3 gold pieces lie on the tile at 0,0
      And red is to place BASE-A
      And the draw pile is BASE-V
      When red places the tile at 1,0 rotated 90
      And red places no follower
      Then red scores 3 points for the road
      And blue scores 3 points for the road
      And the gold pieces are taken by red, blue and red in that order
      And red has 2 gold pieces
      And blue has 1 gold piece

    # Two thieves on one road come from tiles the road joins only later (CAR-R-FOLLOWER-2):
    # blue's junction at -2,0, red's start tile, joined by the gold tile GM-08 at -1,0 (its own
    # piece; its second on the start tile); GM-02 at 0,1, off the road, gave the start tile its
    # other piece and keeps its own. Fillers -2,-1, -1,-1 (ending GM-08's other road) and the
    # cap 0,-1 (closing the start tile's empty city) let play reach both thieves' tiles before
    # GM-08. Supply 16 - 4 = 12. The road has 4 tiles.
    @id:car-gm-09 @rule:GM-R-SHARE-2 @interp:gold.distribution=one_at_a_time
    Example: After the active player's pick the next pick is the other tied player's
      Given the board:
        | x  | y  | tile   | rotation | figures   |
        | -2 | -1 | BASE-B | 0        |           |
        | -1 | -1 | BASE-A | 0        |           |
        | 0  | -1 | BASE-E | 180      |           |
        | -2 | 0  | BASE-W | 0        | blue on E |
        | -1 | 0  | GM-08  | 0        |           |
        | 0  | 0  | BASE-D | 0        | red on W  |
        | 0  | 1  | GM-02  | 180      |           |
      And 1 gold piece lies on the tile at 0,1
      And 1 gold piece lies on the tile at -1,0
      And 2 gold pieces lie on the tile at 0,0
      And red is to place BASE-A
      And the draw pile is BASE-V
      When red places the tile at 1,0 rotated 90
      And red places no follower
      Then red must take a gold piece from one of the tiles at -1,0 and 0,0
      When red takes a gold piece from the tile at 0,0
      Then blue must take a gold piece from one of the tiles at -1,0 and 0,0
      When blue takes a gold piece from the tile at -1,0
      Then the gold pieces are taken by red, blue and red in that order
      And red has 2 gold pieces
      And blue has 1 gold piece
      And the tile at 0,0 holds no gold pieces

    # Red's cap at 1,-1 and a road tile at 1,0 are already down; red's gold tile (a corner
    # city with a curved road) at 0,-1 closes the city of the start tile, 0,-1 and 1,-1.
    @id:car-gm-10 @rule:GM-R-SCORE-1 @rule:GM-R-ORDER-1 @rule:GM-R-SCORE-2
    Example: A gold tile that completes a feature has its gold handed out the same turn
      Given the board:
        | x | y  | tile   | rotation | figures  |
        | 0 | 0  | BASE-D | 0        | red on N |
        | 1 | -1 | BASE-E | 270      |          |
        | 1 | 0  | BASE-U | 0        |          |
      And red is to place GM-06
      And the draw pile is BASE-V
      When red places the tile at 0,-1 rotated 180
      Then red must put the second gold piece on one of 3 tiles
      When red puts the second gold piece on the tile at 1,0
      And red places no follower
      Then red scores 6 points for the city
      And red has 1 gold piece
      And the tile at 0,-1 holds no gold pieces
      And the tile at 1,0 holds 1 gold piece
      And the events include, in order:
        | type              | player | x | y  |
        | tile_placed       | red    | 0 | -1 |
        | gold_placed       | red    | 0 | -1 |
        | gold_placed       | red    | 1 | 0  |
        | feature_completed |        |   |    |
        | points_scored     | red    |   |    |
        | gold_taken        | red    | 0 | -1 |

    # Red's city (start tile, the pennant corner at 0,-1, red's junction at 1,-1) and blue's
    # road (junction at -1,0, start tile, curve at 1,0, red's junction) both run over the
    # start tile, where the two pieces lie; red's tile closes both.
    # The two pieces on the start tile came from two gold tiles beside it (GM-R-PLACE-1), at
    # -1,-1 and 0,1, which touch neither the city nor the road and keep their own piece each
    # (supply 16 - 4 = 12).
    @id:car-gm-11 @rule:GM-R-PLACE-4 @rule:GM-R-SHARE-1 @interp:gold.distribution=one_at_a_time
    Example: Gold on a tile shared by two completed features is shared out between them
      Given the board:
        | x  | y  | tile   | rotation | figures   |
        | -1 | -1 | GM-02  | 0        |           |
        | -1 | 0  | BASE-W | 0        |           |
        | 0  | -1 | BASE-M | 180      | red on E  |
        | 0  | 1  | GM-01  | 0        |           |
        | 1  | 0  | BASE-V | 90       | blue on W |
      And 1 gold piece lies on the tile at -1,-1
      And 1 gold piece lies on the tile at 0,1
      And 2 gold pieces lie on the tile at 0,0
      And red is to place BASE-L
      And the draw pile is BASE-V
      When red places the tile at 1,-1 rotated 270
      And red places no follower
      Then red scores 8 points for the city
      And blue scores 4 points for the road
      And the gold pieces are taken by red and blue in that order
      And red has 1 gold piece
      And blue has 1 gold piece

    # Play puts gold on the start tile only from gold tiles beside it (GM-R-PLACE-1): two gold
    # tiles south of the start tile, away from its city, each hold their own piece and gave
    # their second to the start tile; supply 16 - 4 = 12.
    @id:car-gm-12 @rule:GM-R-SCORE-5 @interp:gold.unoccupied_feature=stays
    Example: A completed feature with nobody in it leaves its gold on the board
      Given the board:
        | x | y | tile  | rotation |
        | 0 | 1 | GM-01 | 0        |
        | 1 | 1 | GM-05 | 0        |
      And 1 gold piece lies on the tile at 0,1
      And 1 gold piece lies on the tile at 1,1
      And 2 gold pieces lie on the tile at 0,0
      And red is to place BASE-E
      And the draw pile is BASE-V
      When red places the tile at 0,-1 rotated 180
      And red places no follower
      Then a city of 2 tiles is completed
      And no points are scored
      And the tile at 0,0 holds 2 gold pieces
      And red has no gold pieces
      And blue has no gold pieces

    # The piece on the start tile came from a gold tile south of it (GM-R-PLACE-1), which keeps
    # its own piece (supply 14) and touches only the start tile's southern field, not the
    # farmer's. The farmer's field supplies the completed city: 3 points.
    @id:car-gm-13 @rule:GM-R-FARM-1 @rule:GM-R-FINAL-1
    Example: A farmer takes no gold, not even from the tile it lies on
      Given the board:
        | x | y  | tile   | rotation | figures   |
        | 0 | -1 | BASE-E | 180      |           |
        | 0 | 0  | BASE-D | 0        | red on En |
        | 0 | 1  | GM-01  | 0        |           |
      And 1 gold piece lies on the tile at 0,1
      And 1 gold piece lies on the tile at 0,0
      And red is to place BASE-V
      When the game ends
      Then red scores 3 points for the field
      And red scores nothing for gold
      And red has no gold pieces
      And the tile at 0,0 holds no gold pieces

    # Red closes a road on which yellow and blue tie; red claims nothing, so the first
    # claimant clockwise after red (seating red, yellow, blue) picks first.
    # Two thieves on one road come from tiles the road joins only later (CAR-R-FOLLOWER-2):
    # blue's junction at -3,0 and yellow's straight road at -1,0 beside the start tile, joined by
    # the straight road at -2,0; the road runs to the tile closing it at 1,0 (5 tiles). The
    # three pieces on the start tile came from three gold tiles around it off the road (0,-1,
    # 1,-1, 0,1; GM-R-PLACE-1), which keep their own piece each: supply 16 - 6 = 10. Fillers
    # -3,-1, -2,-1, -1,-1 let play reach blue's tile.
    @id:car-gm-22 @rule:GM-R-SHARE-2 @rule:GM-R-SHARE-1 @interp:gold.distribution=one_at_a_time
    @interp:gold.first_pick=first_entitled_clockwise
    Example: When the active player claims nothing, the next claimant clockwise picks first
      Given a carcassonne game between red, yellow and blue
      And the expansion gold_mines is in play
      And the board:
        | x  | y  | tile   | rotation | figures     |
        | -3 | -1 | BASE-B | 0        |             |
        | -2 | -1 | BASE-B | 0        |             |
        | -1 | -1 | BASE-A | 270      |             |
        | 0  | -1 | GM-07  | 90       |             |
        | 1  | -1 | GM-01  | 180      |             |
        | -3 | 0  | BASE-W | 0        | blue on E   |
        | -2 | 0  | BASE-U | 0        |             |
        | -1 | 0  | BASE-U | 0        | yellow on W |
        | 0  | 1  | GM-02  | 180      |             |
      And 1 gold piece lies on the tile at 0,-1
      And 1 gold piece lies on the tile at 1,-1
      And 1 gold piece lies on the tile at 0,1
      And 3 gold pieces lie on the tile at 0,0
      And red is to place BASE-A
      And the draw pile is BASE-V
      When red places the tile at 1,0 rotated 90
      And red places no follower
      Then the gold pieces are taken by yellow, blue and yellow in that order
      And red has no gold pieces

  Rule: The RGG reading gives one gold piece per feature scored

    # The three pieces came from three gold tiles around 0,-1 outside the city (GM-R-PLACE-1),
    # each keeping its own piece (supply 16 - 6 = 10).
    @id:car-gm-14 @rule:GM-R-SHARE-3 @interp:gold.distribution=one_per_feature
    Example: Under the one-per-feature reading a city with three pieces gives its holder one
      Given the board:
        | x  | y  | tile   | rotation | figures  |
        | 0  | -1 | BASE-M | 180      | red on E |
        | -1 | -1 | GM-01  | 90       |          |
        | -1 | 0  | GM-08  | 0        |          |
        | 0  | -2 | GM-02  | 0        |          |
      And 1 gold piece lies on the tile at -1,-1
      And 1 gold piece lies on the tile at -1,0
      And 1 gold piece lies on the tile at 0,-2
      And 3 gold pieces lie on the tile at 0,-1
      And red is to place BASE-E
      And the draw pile is BASE-V
      When red places the tile at 1,-1 rotated 270
      And red places no follower
      Then red scores 8 points for the city
      And red has 1 gold piece
      And the tile at 0,-1 holds 2 gold pieces

    # Two thieves on one road come from tiles the road joins only later (CAR-R-FOLLOWER-2):
    # blue's junction at -3,0 and red's straight road at -1,0 beside the start tile, joined by
    # the straight road at -2,0; the road runs to the tile closing it at 1,0 (5 tiles). The
    # three pieces on the start tile came from three gold tiles around it off the road (0,-1,
    # 1,-1, 0,1; GM-R-PLACE-1), which keep their own piece each: supply 16 - 6 = 10. Fillers
    # -3,-1, -2,-1, -1,-1 let play reach blue's tile.
    @id:car-gm-15 @rule:GM-R-SHARE-3 @interp:gold.distribution=one_per_feature
    Example: Under the one-per-feature reading tied thieves take one piece each
      Given the board:
        | x  | y  | tile   | rotation | figures     |
        | -3 | -1 | BASE-B | 0        |             |
        | -2 | -1 | BASE-B | 0        |             |
        | -1 | -1 | BASE-A | 270      |             |
        | 0  | -1 | GM-07  | 90       |             |
        | 1  | -1 | GM-01  | 180      |             |
        | -3 | 0  | BASE-W | 0        | blue on E   |
        | -2 | 0  | BASE-U | 0        |             |
        | -1 | 0  | BASE-U | 0        | red on W    |
        | 0  | 1  | GM-02  | 180      |             |
      And 1 gold piece lies on the tile at 0,-1
      And 1 gold piece lies on the tile at 1,-1
      And 1 gold piece lies on the tile at 0,1
      And 3 gold pieces lie on the tile at 0,0
      And red is to place BASE-A
      And the draw pile is BASE-V
      When red places the tile at 1,0 rotated 90
      And red places no follower
      Then the gold pieces are taken by red and blue in that order
      And the tile at 0,0 holds 1 gold piece

  Rule: At the end each piece scores at the rate for the holder's total

    # filler tiles (not in the book's picture) so play can reach this board: red's 7 pieces came
    # from gold tiles of features red closed (GM-R-SCORE-2), the board of car-gm-17's row for 7;
    # two pieces per gold tile (GM-R-PLACE-2) put 10 out: 3 lie on tiles of features nobody
    # holds (supply 16 - 10 = 6; the book gives no supply) and score nothing (GM-R-FINAL-1).
    # Blue is to move (the book does not say; it does not change the final scoring).
    @id:car-gm-16 @source:GM-EX-04 @rule:GM-R-FINAL-2 @rule:GM-R-FINAL-3 @rule:GM-R-KEEP-1
    Example: Red's 7 gold pieces are worth 3 each: 102 points become 123
      Given the board:
        | x  | y  | tile   | rotation |
        | -1 | -3 | BASE-E | 90       |
        | 0  | -3 | GM-03  | 270      |
        | 0  | -2 | BASE-H | 0        |
        | 0  | -1 | GM-07  | 90       |
        | -1 | 0  | BASE-A | 270      |
        | 0  | 1  | GM-02  | 180      |
        | 1  | 1  | BASE-E | 270      |
        | 2  | 1  | BASE-A | 0        |
        | 0  | 2  | BASE-H | 0        |
        | 1  | 2  | BASE-A | 270      |
        | 2  | 2  | GM-05  | 0        |
        | -1 | 3  | BASE-E | 90       |
        | 0  | 3  | GM-06  | 0        |
      And the scores are red 102, blue 0
      And red has 7 gold pieces
      And 1 gold piece lies on the tile at -1,0
      And 1 gold piece lies on the tile at 2,2
      And 1 gold piece lies on the tile at 2,1
      And the gold supply is 6
      And blue is to place BASE-V
      When the game ends
      Then red scores 21 points for gold
      And the scores are red 123, blue 0

    # Play gives a player gold only from completed features (GM-R-SCORE-2), and each gold tile
    # brings two pieces (GM-R-PLACE-2), so an odd count out of the supply (3, 7, 9 with the
    # supply 13, 9, 7 of the old rows) is reached by no play. The board holds the five gold
    # tiles red's pieces came from, each in a city or road red closed with a follower that came
    # back at once:
    #   start city + GM-07 0,-1 + cap of BASE-H 0,-2;   cap of BASE-H 0,-2 + GM-03 0,-3 + BASE-E -1,-3;
    #   GM-02 0,1 + BASE-E 1,1 + cap of BASE-H 0,2;      cap of BASE-H 0,2 + GM-06 0,3 + BASE-E -1,3;
    #   road BASE-A 2,1 + GM-05 2,2 + BASE-A 1,2;       BASE-A -1,0 ends the start tile's road.
    # All 10 pieces are out (supply 16 - 10 = 6); those red does not hold lie on the tiles of
    # features nobody holds (GM-R-SCORE-5): a gold tile's own piece and its second on the tile
    # placed before it (GM-03 -> 0,-2, GM-06 -> 0,2, GM-05 -> 2,1); GM-02, placed first of its
    # group, has only the start tile and -1,0 around it: its second piece lies on -1,0 unless
    # red holds all 10 (then on the start tile, taken with the start tile's city).
    # red + -1,0 + GM-02 + GM-03's + GM-06's + GM-05's = 10:
    # 3+1+0+2+2+2, 4+1+1+0+2+2, 6+1+1+0+0+2, 7+1+0+0+0+2, 9+1, 10. Blue is to move,
    # so red, who closed the features, placed the last tile (who moves next does not change the
    # final scoring).
    @id:car-gm-17 @rule:GM-R-FINAL-2
    Scenario Outline: Each band of the gold table
      Given the board:
        | x  | y  | tile   | rotation |
        | -1 | -3 | BASE-E | 90       |
        | 0  | -3 | GM-03  | 270      |
        | 0  | -2 | BASE-H | 0        |
        | 0  | -1 | GM-07  | 90       |
        | -1 | 0  | BASE-A | 270      |
        | 0  | 1  | GM-02  | 180      |
        | 1  | 1  | BASE-E | 270      |
        | 2  | 1  | BASE-A | 0        |
        | 0  | 2  | BASE-H | 0        |
        | 1  | 2  | BASE-A | 270      |
        | 2  | 2  | GM-05  | 0        |
        | -1 | 3  | BASE-E | 90       |
        | 0  | 3  | GM-06  | 0        |
      And red has <pieces> gold pieces
      And <x> gold pieces lie on the tile at -1,0
      And <u2> gold pieces lie on the tile at 0,1
      And <u3> gold pieces lie on the tile at 0,-3
      And <u3> gold pieces lie on the tile at 0,-2
      And <u4> gold pieces lie on the tile at 0,3
      And <u4> gold pieces lie on the tile at 0,2
      And <u5> gold pieces lie on the tile at 2,2
      And <u5> gold pieces lie on the tile at 2,1
      And the gold supply is <supply>
      And blue is to place BASE-V
      When the game ends
      Then red scores <points> points for gold
      And blue scores nothing for gold

      Examples:
        | pieces | supply | points | x | u2 | u3 | u4 | u5 |
        | 3      | 6      | 3      | 1 | 0  | 1  | 1  | 1  |
        | 4      | 6      | 8      | 1 | 1  | 0  | 1  | 1  |
        | 6      | 6      | 12     | 1 | 1  | 0  | 0  | 1  |
        | 7      | 6      | 21     | 1 | 0  | 0  | 0  | 1  |
        | 9      | 6      | 27     | 1 | 0  | 0  | 0  | 0  |
        | 10     | 6      | 40     | 0 | 0  | 0  | 0  | 0  |

    # The board of car-gm-17: red's 4 pieces are those of GM-03 (0,-3) and GM-06 (0,3), whose
    # cities red closed (GM-R-SCORE-2); the cities of GM-07 (0,-1) and GM-02 (0,1) were closed
    # by nobody, so their second pieces stay on the start tile (GM-R-SCORE-5), and GM-05's road
    # is open. Red's follower stands on a road of one tile (BASE-A at 1,-2, open to the south):
    # 1 point in the final scoring (the start tile holds no figure, so play can start there).
    # 10 pieces out (supply 6): red 4, 0,0 2, 0,-1 1, 0,1 1, 2,2 1, 2,1 1. Gold: 4 x 2 = 8.
    @id:car-gm-18 @rule:GM-R-FINAL-1 @rule:GM-R-FINAL-2
    Example: Gold left on the board at the end is removed and scores for nobody
      Given the board:
        | x  | y  | tile   | rotation | figures  |
        | -1 | -3 | BASE-E | 90       |          |
        | 0  | -3 | GM-03  | 270      |          |
        | 0  | -2 | BASE-H | 0        |          |
        | 1  | -2 | BASE-A | 0        | red on S |
        | 0  | -1 | GM-07  | 90       |          |
        | -1 | 0  | BASE-A | 270      |          |
        | 0  | 1  | GM-02  | 180      |          |
        | 1  | 1  | BASE-E | 270      |          |
        | 2  | 1  | BASE-A | 0        |          |
        | 0  | 2  | BASE-H | 0        |          |
        | 1  | 2  | BASE-A | 270      |          |
        | 2  | 2  | GM-05  | 0        |          |
        | -1 | 3  | BASE-E | 90       |          |
        | 0  | 3  | GM-06  | 0        |          |
      And 2 gold pieces lie on the tile at 0,0
      And 1 gold piece lies on the tile at 0,-1
      And 1 gold piece lies on the tile at 0,1
      And 1 gold piece lies on the tile at 2,2
      And 1 gold piece lies on the tile at 2,1
      And red has 4 gold pieces
      And the gold supply is 6
      And red is to place BASE-V
      When the game ends
      Then red scores 1 point for the road
      And red scores 8 points for gold
      And the tile at 0,0 holds no gold pieces
      And the events include, in order:
        | type          | reason | x | y | count |
        | gold_removed  |        | 0 | 0 | 2     |
        | points_scored | gold   |   |   |       |

  Rule: There are 16 gold pieces

    @id:car-gm-19 @requires:load_position @rule:GM-R-COMP-1
    Example: A position with more than 16 gold pieces is refused
      Given red has 10 gold pieces
      And blue has 7 gold pieces
      And the gold supply is 0
      And red is to place BASE-V
      When the position is loaded
      Then the request is rejected with invalid_position

  Rule: Gold of a feature goes to every claimant in turn, and a cloister's tiles are nine (edge cases)

    # Blue's cloister road at -4,-1, yellow's straight road at -3,0 and red's at -1,0 (beside
    # the start tile) make one road with one thief each, joined only later by the curve at -4,0
    # and the straight road at -2,0 (CAR-R-FOLLOWER-2); red's cloister tile closes it at 1,0:
    # 7 tiles, 7 points each. Three tie, so the three pieces on the start tile go round all three,
    # clockwise from red (seating red, yellow, blue). They came from three gold tiles around
    # the start tile off the road (0,-1, 1,-1, 0,1; GM-R-PLACE-1), which keep their own piece
    # each: supply 16 - 6 = 10. Fillers north of the road let play reach the thieves' tiles.
    @id:car-gm-25 @rule:GM-R-SHARE-1 @rule:GM-R-SHARE-2
    Example: Three tied thieves take one piece each, clockwise from the active player
      Given a carcassonne game between red, yellow and blue
      And the expansion gold_mines is in play
      And the board:
        | x  | y  | tile   | rotation | figures     |
        | -4 | -1 | BASE-A | 0        | blue on S   |
        | -3 | -1 | BASE-B | 0        |             |
        | -2 | -1 | BASE-B | 0        |             |
        | -1 | -1 | BASE-A | 270      |             |
        | 0  | -1 | GM-07  | 90       |             |
        | 1  | -1 | GM-01  | 180      |             |
        | -4 | 0  | BASE-V | 180      |             |
        | -3 | 0  | BASE-U | 0        | yellow on W |
        | -2 | 0  | BASE-U | 0        |             |
        | -1 | 0  | BASE-U | 0        | red on W    |
        | 0  | 1  | GM-02  | 180      |             |
      And 1 gold piece lies on the tile at 0,-1
      And 1 gold piece lies on the tile at 1,-1
      And 1 gold piece lies on the tile at 0,1
      And 3 gold pieces lie on the tile at 0,0
      And red is to place BASE-A
      And the draw pile is BASE-V
      When red places the tile at 1,0 rotated 90
      And red places no follower
      Then red scores 7 points for the road
      And yellow scores 7 points for the road
      And blue scores 7 points for the road
      And the gold pieces are taken by red, yellow and blue in that order
      And red has 1 gold piece
      And yellow has 1 gold piece
      And blue has 1 gold piece

    # Red's monk is in the cloister at 0,2, two rows south of the start tile; the eight
    # tiles around it have field edges towards each other (caps and roads turned outwards).
    # Red closes the ring at 0,3. One piece lies on the corner tile at -1,3 and one on the
    # side tile at 1,2: both are tiles of the cloister, and no other feature is scored.
    # They came from two gold tiles outside the ring (GM-R-PLACE-1): -2,3 and 2,2, which keep
    # their own piece each (supply 16 - 4 = 12) and are no tiles of the cloister.
    @id:car-gm-26 @rule:GM-R-SCORE-3 @rule:GM-R-SCORE-2 @rule:GM-R-SHARE-2 @interp:gold.distribution=one_at_a_time
    Example: A completed cloister's gold lies on its nine tiles, corners and sides alike
      Given the board:
        | x  | y | tile   | rotation | figures  |
        | -2 | 3 | GM-01  | 90       |          |
        | 2  | 2 | GM-07  | 0        |          |
        | -1 | 1 | BASE-E | 270      |          |
        | 0  | 1 | BASE-B | 0        |          |
        | 1  | 1 | BASE-E | 90       |          |
        | -1 | 2 | BASE-E | 270      |          |
        | 0  | 2 | BASE-B | 0        | red on C |
        | 1  | 2 | BASE-E | 90       |          |
        | -1 | 3 | BASE-A | 0        |          |
        | 1  | 3 | BASE-E | 90       |          |
      And 1 gold piece lies on the tile at -2,3
      And 1 gold piece lies on the tile at 2,2
      And 1 gold piece lies on the tile at -1,3
      And 1 gold piece lies on the tile at 1,2
      And red is to place BASE-A
      And the draw pile is BASE-V
      When red places the tile at 0,3 rotated 0
      And red places no follower
      Then red scores 9 points for the cloister
      And red must take a gold piece from one of the tiles at -1,3 and 1,2
      When red takes a gold piece from the tile at 1,2
      Then red has 2 gold pieces
      And the tile at -1,3 holds no gold pieces
      And the tile at 1,2 holds no gold pieces

  Rule: Every player starts with no gold

    @id:car-gm-27 @rule:GM-R-SETUP-1 @rule:GM-R-COMP-1
    Example: A new game with gold mines starts with no gold held and all 16 pieces in the supply
      Given a new carcassonne game with gold_mines between red and blue drawing GM-05, BASE-V
      Then red has no gold pieces
      And blue has no gold pieces
      And in the state, /gold_supply is 16

  Rule: The gold table stops at 4 points per piece (edge case of GM-R-FINAL-2)

    # "10 or more" pieces score 4 each: 13 pieces (13 of the 16, 3 left in the supply) score
    # 13 × 4 = 52, not 13 × 5 as a table continued past 10 would give.
    @id:car-gm-28 @rule:GM-R-FINAL-2
    Example: Thirteen gold pieces still score 4 each
      Given red has 13 gold pieces
      And the gold supply is 3
      And red is to place BASE-V
      When the game ends
      Then red scores 52 points for gold
      And blue scores nothing for gold

  Rule: The 16 pieces are counted in the supply, on tiles and held together (edge case of GM-R-COMP-1)

    # 15 in the supply + 2 held by red = 17 > 16: refused, though each part alone fits in the
    # box and neither part is zero (car-gm-19 has an empty supply).
    @id:car-gm-29 @requires:load_position @rule:GM-R-COMP-1
    Example: A position with 15 gold pieces in the supply and 2 held is refused
      Given red has 2 gold pieces
      And the gold supply is 15
      And red is to place BASE-V
      When the position is loaded
      Then the request is rejected with invalid_position

  Rule: A second piece joining a tile with one piece makes two

    # Edge case of GM-R-PLACE-3: one piece already lies on the start tile (the second piece of
    # the gold tile at 0,1, which keeps its own). Blue's gold tile at 1,0 gets one piece and
    # blue puts the second on the start tile: 1 + 1 = 2 there. The supply goes 16 - 2 = 14
    # before, 14 - 2 = 12 after (GM-R-PLACE-2).
    @id:car-gm-185 @rule:GM-R-PLACE-3 @rule:GM-R-PLACE-2
    Example: The second piece joins a single piece on a tile: the tile then holds two
      Given the board:
        | x | y  | tile   | rotation |
        | 0 | -1 | BASE-E | 180      |
        | 0 | 1  | GM-01  | 0        |
      And 1 gold piece lies on the tile at 0,1
      And 1 gold piece lies on the tile at 0,0
      And blue is to place GM-05
      When blue places the tile at 1,0 rotated 0
      And blue puts the second gold piece on the tile at 0,0
      Then the tile at 0,0 holds 2 gold pieces
      And the tile at 1,0 holds 1 gold piece
      And the tile at 0,1 holds 1 gold piece
      And the state's /gold_supply is 12

  Rule: With two pieces left in the supply a gold tile still places both

    # Edge case of GM-R-PLACE-2: the supply holds exactly the two pieces a gold tile needs. The
    # first goes on the gold tile at 1,0, the second (the last) on a neighbour of the player's
    # choice: the start tile and the cap at 0,-1 are the two tiles around 1,0. Blue puts it on
    # the cap; the supply is then empty. Play reaches a supply of 2 only after seven gold tiles
    # (16 - 7 × 2), so the position is loaded.
    @id:car-gm-186 @requires:load_position @rule:GM-R-PLACE-2 @rule:GM-R-PLACE-1
    Example: With two pieces left in the supply the gold tile gets one and a neighbour the last
      Given the board:
        | x | y  | tile   | rotation |
        | 0 | -1 | BASE-E | 180      |
      And the gold supply is 2
      And blue is to place GM-05
      When blue places the tile at 1,0 rotated 0
      Then blue must put the second gold piece on one of 2 tiles
      When blue puts the second gold piece on the tile at 0,-1
      Then the tile at 1,0 holds 1 gold piece
      And the tile at 0,-1 holds 1 gold piece
      And the tile at 0,0 holds no gold pieces
      And the state's /gold_supply is 0

  Rule: Gold lying on tiles counts towards the 16 pieces (edge case of GM-R-COMP-1)

    # 15 in the supply + 2 on the start tile = 17 > 16: refused. Here the surplus lies on the
    # board, not in a player's hand (car-gm-29) nor in the supply alone.
    @id:car-gm-187 @requires:load_position @rule:GM-R-COMP-1
    Example: A position with 15 gold pieces in the supply and 2 on a tile is refused
      Given 2 gold pieces lie on the tile at 0,0
      And the gold supply is 15
      And red is to place BASE-V
      When the position is loaded
      Then the request is rejected with invalid_position
