Feature: Variants — two tiles in hand, an equal number of turns
  With the two-tiles variant every player holds two tiles, places one of them
  and draws a replacement. With the equal-turns variant a few tiles are set
  aside at the start so that every player gets the same number of turns.

  Background:
    Given a discovery game between red and blue
    And the discovery fixture tiles
    And the board:
      | x | y | tile  | rotation |
      | 0 | 0 | DFX-G | 0        |

  Rule: Two tiles: each player holds two, places one and draws another

    @id:dis-var-01 @rule:DI-R-VAR-1 @requires:two_tiles
    Example: At the start each player takes two tiles, in seating order
      Given the two_tiles variant is in play
      When the game is set up drawing DFX-G1M3, DFX-M1G3, DFX-S1G3, DFX-G, DFX-S
      Then red's hand is DFX-G1M3 and DFX-M1G3
      And blue's hand is DFX-S1G3 and DFX-G
      And red must choose between DFX-G1M3 and DFX-M1G3
      And the draw pile is now DFX-S

    # Edge case of DI-R-VAR-1: the legal placements cover both tiles of the hand. Beside the
    # all-meadow start tile, DFX-G fits on each of the 4 open cells in all 4 rotations (every
    # rotation is a move, spec/protocol.md §7) and DFX-G1M3 in the one rotation that turns its
    # meadow edge to the start tile: 16 + 4.
    @id:dis-var-18 @rule:DI-R-VAR-1 @requires:two_tiles
    Example: Under two tiles the legal placements are those of both tiles in hand
      Given the two_tiles variant is in play
      When the game is set up drawing DFX-G1M3, DFX-G, DFX-S1G3, DFX-G, DFX-S
      Then red must choose between DFX-G1M3 and DFX-G
      And there are 20 legal placements

    @id:dis-var-02 @rule:DI-R-VAR-1 @requires:two_tiles
    Example: Red places one tile of the hand and draws a replacement at once
      Given the two_tiles variant is in play
      When the game is set up drawing DFX-G1M3, DFX-M1G3, DFX-S1G3, DFX-G, DFX-G, DFX-S
      And red places DFX-M1G3 at 1,0 rotated 0
      Then red's hand is DFX-G1M3 and DFX-G
      And the events include, in order:
        | type        | player | tile     |
        | tile_placed | red    | DFX-M1G3 |
        | tile_drawn  | red    | DFX-G    |
      When red places no follower
      Then blue must choose between DFX-S1G3 and DFX-G

    @id:dis-var-03 @rule:DI-R-VAR-1 @requires:two_tiles
    Example: A tile that is not in the hand is refused
      Given the two_tiles variant is in play
      When the game is set up drawing DFX-G1M3, DFX-M1G3, DFX-S1G3, DFX-G, DFX-S
      And red tries to place DFX-G at 1,0 rotated 0
      Then the move is rejected under DI-R-VAR-1

    @id:dis-var-04 @rule:DI-R-VAR-1 @requires:two_tiles
    Example: With two different tiles in hand the move must name one
      Given the two_tiles variant is in play
      When the game is set up drawing DFX-G1M3, DFX-M1G3, DFX-S1G3, DFX-G, DFX-S
      And red tries to place the tile at 1,0 rotated 0
      Then the move is rejected under DI-R-VAR-1

    @id:dis-var-05 @rule:DI-R-VAR-1 @rule:DI-R-PLACE-4 @requires:two_tiles @interp:two_tiles.unplaceable=replace_each
    Example: A tile of the hand that fits nowhere is replaced when red's turn begins
      Given the two_tiles variant is in play
      And red's hand is DFX-G and DFX-S
      And blue's hand is DFX-G and DFX-G
      And the draw pile is DFX-M1G3, DFX-G
      Then DFX-S is discarded as unplaceable
      And red's hand is DFX-G and DFX-M1G3
      And red must choose between DFX-G and DFX-M1G3

    @id:dis-var-06 @rule:DI-R-VAR-1 @requires:two_tiles @interp:two_tiles.unplaceable=replace_when_stuck
    Example: Under replace-when-stuck the tile that fits nowhere stays while the other fits
      Given the two_tiles variant is in play
      And red's hand is DFX-G and DFX-S
      And blue's hand is DFX-G and DFX-G
      And the draw pile is DFX-M1G3, DFX-G
      Then red must choose between DFX-G and DFX-S
      And the draw pile is now DFX-M1G3, DFX-G
      When red tries to place DFX-S at 1,0 rotated 0
      Then the move is rejected under DI-R-PLACE-3

    @id:dis-var-07 @rule:DI-R-VAR-1 @rule:DI-R-PLACE-4 @requires:two_tiles
    Example: Under replace-when-stuck a hand where nothing fits is replaced
      Given the two_tiles variant is in play
      And red's hand is DFX-S and DFX-S
      And blue's hand is DFX-G and DFX-G
      And the draw pile is DFX-G1M3, DFX-M1G3, DFX-G
      Then the events are, in order:
        | type           | player | tile     |
        | tile_discarded | red    | DFX-S    |
        | tile_drawn     | red    | DFX-G1M3 |
        | tile_discarded | red    | DFX-S    |
        | tile_drawn     | red    | DFX-M1G3 |
      And red's hand is DFX-G1M3 and DFX-M1G3

    # Edge case of DI-R-VAR-1 (two_tiles.unplaceable=replace_each): both seas in red's hand fit
    # nowhere beside the all-meadow start tile, and so does the first replacement, the
    # all-mountain DFX-M. The hand is checked in rounds: each tile of it that fits nowhere is put
    # in the box and replaced, in hand order, and only then are the replacements checked — so the
    # second sea goes before DFX-M, not after it.
    @id:dis-var-19 @rule:DI-R-VAR-1 @rule:DI-R-PLACE-4 @requires:two_tiles @interp:two_tiles.unplaceable=replace_each
    Example: Under replace-each both tiles of the hand are replaced before a replacement is checked
      Given the two_tiles variant is in play
      And red's hand is DFX-S and DFX-S
      And blue's hand is DFX-G and DFX-G
      And the draw pile is DFX-M, DFX-G1M3, DFX-M1G3, DFX-G
      Then the events are, in order:
        | type           | player | tile     |
        | tile_discarded | red    | DFX-S    |
        | tile_drawn     | red    | DFX-M    |
        | tile_discarded | red    | DFX-S    |
        | tile_drawn     | red    | DFX-G1M3 |
        | tile_discarded | red    | DFX-M    |
        | tile_drawn     | red    | DFX-M1G3 |
      And red's hand is DFX-G1M3 and DFX-M1G3

    @id:dis-var-08 @rule:DI-R-VAR-1 @rule:DI-R-END-1 @requires:two_tiles @interp:two_tiles.end=all_placed
    Example: With the pile empty the hands are played out, skipping an empty hand
      Given the two_tiles variant is in play
      And red's hand is DFX-G
      And blue's hand is DFX-G and DFX-G
      And the draw pile is empty
      When red places the tile at 1,0 rotated 0
      Then red's hand is empty
      When red places no follower
      Then blue must choose between DFX-G and DFX-G
      When blue places the tile at 2,0 rotated 0
      And blue places no follower
      Then blue must choose between DFX-G
      When blue places the tile at 3,0 rotated 0
      And blue places no follower
      Then the game is over

    @id:dis-var-09 @rule:DI-R-VAR-1 @rule:DI-R-END-1 @requires:two_tiles @interp:two_tiles.end=pile_empty
    Example: Under the pile-empty reading the game ends with tiles still in hand
      Given the two_tiles variant is in play
      And red's hand is DFX-G
      And blue's hand is DFX-G and DFX-G
      And the draw pile is empty
      When red places the tile at 1,0 rotated 0
      And red places no follower
      Then the game is over
      And blue's hand is DFX-G and DFX-G

  Rule: Equal turns: some tiles are set aside at the start

    @id:dis-var-10 @rule:DI-R-VAR-2 @requires:equal_turns
    Example: With two players one tile is set aside
      Given the equal_turns variant is in play
      When the game is set up drawing DFX-S, DFX-G, DFX-M1G3
      Then the tiles set aside are DFX-S
      And red must place DFX-G next

    @id:dis-var-11 @rule:DI-R-VAR-2 @requires:equal_turns
    Example: With three players two tiles are set aside
      Given a discovery game between red, blue and green
      And the discovery fixture tiles
      And the board:
        | x | y | tile  | rotation |
        | 0 | 0 | DFX-G | 0        |
      And the equal_turns variant is in play
      When the game is set up drawing DFX-S, DFX-M, DFX-G, DFX-M1G3
      Then the tiles set aside are DFX-S and DFX-M
      And red must place DFX-G next

    @id:dis-var-12 @rule:DI-R-VAR-2 @requires:equal_turns
    Example: With four players three tiles are set aside
      Given a discovery game between red, blue, green and yellow
      And the discovery fixture tiles
      And the board:
        | x | y | tile  | rotation |
        | 0 | 0 | DFX-G | 0        |
      And the equal_turns variant is in play
      When the game is set up drawing DFX-S, DFX-M, DFX-S1M3, DFX-G, DFX-M1G3
      Then the tiles set aside are DFX-S, DFX-M and DFX-S1M3
      And red must place DFX-G next

    @id:dis-var-13 @rule:DI-R-VAR-2 @requires:equal_turns @interp:equal_turns.five_players=3
    Example: With five players three tiles are set aside, for 16 turns each
      Given a discovery game between red, blue, green, yellow and black
      And the discovery fixture tiles
      And the board:
        | x | y | tile  | rotation |
        | 0 | 0 | DFX-G | 0        |
      And the equal_turns variant is in play
      When the game is set up drawing DFX-S, DFX-M, DFX-S1M3, DFX-G, DFX-M1G3
      Then the tiles set aside are DFX-S, DFX-M and DFX-S1M3
      And red must place DFX-G next

    @id:dis-var-14 @rule:DI-R-VAR-2 @requires:equal_turns @interp:equal_turns.five_players=1
    Example: Under the printed table five players set aside one tile
      Given a discovery game between red, blue, green, yellow and black
      And the discovery fixture tiles
      And the board:
        | x | y | tile  | rotation |
        | 0 | 0 | DFX-G | 0        |
      And the equal_turns variant is in play
      When the game is set up drawing DFX-S, DFX-G, DFX-M1G3
      Then the tiles set aside are DFX-S
      And red must place DFX-G next

    @id:dis-var-15 @rule:DI-R-VAR-2 @rule:DI-R-VAR-1 @requires:two_tiles @requires:equal_turns
    Example: With both variants the tiles are set aside before the hands are dealt
      Given the two_tiles and equal_turns variants are in play
      When the game is set up drawing DFX-S, DFX-G, DFX-G1M3, DFX-M1G3, DFX-G, DFX-S1G3
      Then the tiles set aside are DFX-S
      And red's hand is DFX-G and DFX-G1M3
      And blue's hand is DFX-M1G3 and DFX-G
      And the draw pile is now DFX-S1G3

  Rule: Two tiles: a game played from its set-up to the end of its pile

    # Reached by play from new_game (variant two_tiles). The deal: red DFX-G, DFX-S1G3; blue
    # DFX-G1M3, DFX-M1G3; the pile keeps DFX-G, which red draws on turn 1. From turn 2 the pile
    # is empty: nobody draws, blue's hand empties on turn 4, and red places the last tile on
    # turn 5; the game ends after it (two_tiles.end=all_placed), turn.number 6 (PC-R-TURN-1).
    # Red's explorer (1,0 N) stands in the meadow of every tile but the sea's bay: 0,0, 1,0, -1,0
    # (meadow E), 0,1 (meadow N, E, W), 2,0 (meadow E, S, W), 1,1: 6 tiles, open, 6 points.
    # Blue's brigand on the one-tile mountain cap of 2,0 has no counting city: it scores 0 at
    # the end, with no points_scored event (DI-R-SCORE-1).
    @id:dis-var-21 @rule:DI-R-VAR-1 @rule:DI-R-END-1 @rule:DI-R-FINAL-1 @requires:two_tiles @interp:two_tiles.end=all_placed
    Example: A two-tiles game is played to its last tile, the hands emptying after the pile
      Given the two_tiles variant is in play
      When the game is set up drawing DFX-G, DFX-S1G3, DFX-G1M3, DFX-M1G3, DFX-G
      And red places DFX-G at 1,0 rotated 0
      Then red's hand is DFX-S1G3 and DFX-G
      And the draw pile holds 0 tiles
      When red places a follower on N
      And blue places DFX-G1M3 at -1,0 rotated 90
      Then blue's hand is DFX-M1G3
      When blue places no follower
      And red places DFX-S1G3 at 0,1 rotated 180
      Then red's hand is DFX-G
      When red places no follower
      And blue places DFX-M1G3 at 2,0 rotated 0
      Then blue's hand is empty
      When blue places a follower on N
      Then red must choose between DFX-G
      When red places DFX-G at 1,1 rotated 0
      And red removes the follower at 1,0 N
      Then red scores 6 points for the meadow
      And the game is over
      And the events include, in order:
        | type            | player | points | reason | final |
        | points_scored   | red    | 6      | meadow | false |
        | figure_returned | red    |        |        |       |
        | game_ended      |        |        |        |       |
      And the state's /turn/number is 6
      And the scores are red 6, blue 0
      And the winners are red

    # The same deal under the pile-empty ending: red's draw on turn 1 empties the pile, so the
    # game ends after that turn (turn.number 2), the other tiles still in hand. Final scoring:
    # red's explorer in the meadow of 0,0 and 1,0, open: 2 points.
    @id:dis-var-22 @rule:DI-R-VAR-1 @rule:DI-R-END-1 @requires:two_tiles @interp:two_tiles.end=pile_empty
    Example: Under the pile-empty reading a two-tiles game ends on the turn that empties the pile
      Given the two_tiles variant is in play
      When the game is set up drawing DFX-G, DFX-S1G3, DFX-G1M3, DFX-M1G3, DFX-G
      And red places DFX-G at 1,0 rotated 0
      Then red's hand is DFX-S1G3 and DFX-G
      When red places a follower on N
      Then the game is over
      And the events include, in order:
        | type          | player | points | reason | final |
        | points_scored | red    | 2      | meadow | true  |
        | game_ended    |        |        |        |       |
      And the state's /turn/number is 2
      And red's hand is DFX-S1G3 and DFX-G
      And blue's hand is DFX-G1M3 and DFX-M1G3
      And the scores are red 2, blue 0
