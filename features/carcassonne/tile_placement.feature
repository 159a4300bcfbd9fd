Feature: Drawing and placing tiles
  A tile goes into an empty cell, touching a placed tile along an edge, with
  every shared edge matching. A tile that fits nowhere leaves the game.

  Background:
    Given a carcassonne game between red and blue
    And the draw pile is BASE-V

  Rule: Edges must match their neighbours

    @id:car-tile-01 @rule:CAR-R-TILE-4
    Example: A field edge against the start tile's city is rejected
      Given red is to place BASE-E
      When red tries to place the tile at 0,-1 rotated 0
      Then the move is rejected under CAR-R-TILE-4

    @id:car-tile-02 @rule:CAR-R-TILE-4
    Example: The same tile turned so its city meets the city fits
      Given red is to place BASE-E
      When red places the tile at 0,-1 rotated 180
      Then red may place a follower on S and Nw

    @id:car-tile-03 @rule:CAR-R-TILE-4 @rule:CAR-R-TILE-6
    Example: A full city tile fits above the start tile in all four rotations
      Given red is to place BASE-C
      Then there are 4 legal placements
      And placing at 0,-1 rotated 270 is legal

  Rule: The tile must touch a placed tile along an edge

    @id:car-tile-04 @rule:CAR-R-TILE-3
    Example: Touching only at a corner is not enough
      Given red is to place BASE-B
      When red tries to place the tile at 1,1 rotated 0
      Then the move is rejected under CAR-R-TILE-3

    @id:car-tile-05 @rule:CAR-R-TILE-3
    Example: A cell far from every tile is rejected
      Given red is to place BASE-B
      When red tries to place the tile at 5,5 rotated 0
      Then the move is rejected under CAR-R-TILE-3

  Rule: The cell must be empty

    @id:car-tile-06 @rule:CAR-R-TILE-2
    Example: Placing on the start tile's cell is rejected
      Given red is to place BASE-B
      When red tries to place the tile at 0,0 rotated 0
      Then the move is rejected under CAR-R-TILE-2

  Rule: A tile that fits nowhere is removed and another is drawn

    # The start tile and a three-road junction below it leave only cells that
    # need a city or a road edge: the all-field cloister fits nowhere.
    @id:car-tile-07 @rule:CAR-R-TILE-5 @interp:tiles.unplaceable=discard
    Example: An unplaceable cloister is discarded and red draws again
      Given the board:
        | x | y | tile   | rotation |
        | 0 | 1 | BASE-W | 0        |
      And red is to place BASE-B
      And the draw pile is BASE-U
      Then BASE-B is discarded as unplaceable
      And red must place BASE-U next

    # Older printings: the tile goes back into the pile, which is shuffled; the
    # runner gives the order (spec/protocol.md §7a).
    @id:car-tile-chance-01 @rule:CAR-R-TILE-5 @requires:chance @interp:tiles.unplaceable=reshuffle
    Example: Under the older rule an unplaceable tile is shuffled back and red draws again
      Given the board:
        | x | y | tile   | rotation |
        | 0 | 1 | BASE-W | 0        |
      And red is to place BASE-B
      And the draw pile is BASE-U, BASE-V
      Then the events are, in order:
        | type         | player | tile   | rule         |
        | tile_returned | red   | BASE-B | CAR-R-TILE-5 |
      And chance must shuffle the draw pile: BASE-B, BASE-U, BASE-V
      When chance tries to shuffle the draw pile into BASE-U, BASE-V
      Then the move is rejected under CAR-R-TILE-5
      When chance tries to shuffle the draw pile into BASE-B, BASE-U, BASE-V, BASE-V
      Then the move is rejected under CAR-R-TILE-5
      When a player tries to pass before chance has shuffled
      Then the move is rejected under CAR-R-TILE-5
      When chance shuffles the draw pile into BASE-V, BASE-B, BASE-U
      Then red must place BASE-V next
      And the draw pile is now BASE-B, BASE-U

    @id:car-tile-chance-02 @rule:CAR-R-TILE-5 @requires:chance @interp:tiles.unplaceable=reshuffle
    Example: Drawn again, the unplaceable tile goes back again
      Given the board:
        | x | y | tile   | rotation |
        | 0 | 1 | BASE-W | 0        |
      And red is to place BASE-B
      And the draw pile is BASE-U
      When chance shuffles the draw pile into BASE-B, BASE-U
      Then chance must shuffle the draw pile: BASE-B, BASE-U
      When chance shuffles the draw pile into BASE-U, BASE-B
      Then red must place BASE-U next
      And the draw pile is now BASE-B

    # Nothing left in the pile fits anywhere: shuffling could not help, so the
    # tile is removed as under the current rule, and the game ends (CAR-R-END-1).
    @id:car-tile-chance-03 @rule:CAR-R-TILE-5 @rule:CAR-R-END-1 @requires:chance
    Example: Under the older rule a tile is still removed when no tile left could be placed
      Given the board:
        | x | y | tile   | rotation |
        | 0 | 1 | BASE-W | 0        |
      And red is to place BASE-X
      And the draw pile is BASE-B
      When red places the tile at 1,0 rotated 0
      And red places no follower
      Then BASE-B is discarded as unplaceable
      And no chance decision is pending
      And the game is over

    @id:car-tile-08 @rule:CAR-R-TILE-5 @rule:CAR-R-TILE-1 @interp:tiles.unplaceable=discard
    Example: A tile the next player cannot place is skipped during play
      Given the board:
        | x | y | tile   | rotation |
        | 0 | 1 | BASE-W | 0        |
      And red is to place BASE-X
      And the draw pile is BASE-B, BASE-V
      When red places the tile at 1,0 rotated 0
      And red places no follower
      Then BASE-B is discarded as unplaceable
      And blue must place BASE-V next

  Rule: While chance shuffles the pile, the state shows chance's decision and no player

    # spec/carcassonne.md CAR-R-TILE-5, "State while the shuffle is pending" (the example there).
    # Start tile BASE-D (city N, road W–E). Red's BASE-W at 0,1 leaves no open city edge and
    # every free cell beside a road edge: blue's BASE-B, all field, fits nowhere and goes back.
    @id:car-tile-chance-04 @rule:CAR-R-TILE-5 @rule:PC-R-STATE-1 @requires:chance @interp:tiles.unplaceable=reshuffle
    Example: While chance shuffles the pile in a new game, no player is to play and no tile is in hand
      Given a new carcassonne game between red and blue drawing BASE-W, BASE-B, BASE-U
      When red places the tile at 0,1 rotated 0
      And red places no follower
      Then the events include, in order:
        | type          | player | tile   | rule         |
        | tile_drawn    | blue   | BASE-B |              |
        | tile_returned | blue   | BASE-B | CAR-R-TILE-5 |
      And chance must shuffle the draw pile: BASE-B, BASE-U
      And the state at /turn is {"number": 2, "player": null, "part": 1, "phase": "place_tile", "tile": null, "placed": null}
      And the state at /draw_pile is ["BASE-U"]
      And the state at /discarded is []
      And the state at /chance is {"player": null, "decision": "shuffle", "pile": "draw_pile", "items": ["BASE-B", "BASE-U"]}
      When chance shuffles the draw pile into BASE-U, BASE-B
      Then the state at /turn is {"number": 2, "player": "blue", "part": 1, "phase": "place_tile", "tile": "BASE-U", "placed": null}
      And the state at /draw_pile is ["BASE-B"]
      And no chance decision is pending

    # The board of car-tb-builder-08: red's BASE-U at 2,0 extends the road of red's builder, so
    # red draws a second tile in part 2 of turn 5 (TB-R-DOUBLE-1). BASE-C, all city, fits nowhere
    # (the start tile's city is closed by BASE-E at 0,-1): it goes back and chance shuffles, in
    # part 2 of the same turn.
    # BASE-B at 1,-1, BASE-B at 1,-2 and BASE-E at 0,-1 hold no figures and are here so that a
    # route reaches this position by play (features/README.md, "Routes").
    @id:car-tile-chance-05 @rule:CAR-R-TILE-5 @rule:TB-R-DOUBLE-1 @requires:chance @requires:traders_and_builders
    @interp:tiles.unplaceable=reshuffle
    Example: While chance shuffles the pile for a builder's second tile, the state shows part 2
      Given the expansions traders_and_builders is in play
      And the board:
        | x | y  | tile   | rotation | figures          |
        | 0 | 0  | BASE-D | 0        | red on E         |
        | 1 | 0  | BASE-U | 0        | red builder on E |
        | 1 | -1 | BASE-B | 0        |                  |
        | 1 | -2 | BASE-B | 0        |                  |
        | 0 | -1 | BASE-E | 180      |                  |
      And red is to place BASE-U
      And the draw pile is BASE-C, BASE-V
      And it is turn 5
      When red places the tile at 2,0 rotated 0
      And red places no follower
      Then chance must shuffle the draw pile: BASE-C, BASE-V
      And the state at /turn is {"number": 5, "player": null, "part": 2, "phase": "place_tile", "tile": null, "placed": null}
      And the state at /draw_pile is ["BASE-V"]
      When chance shuffles the draw pile into BASE-V, BASE-C
      Then red is in part 2 of turn 5
      And red must place BASE-V next

    # spec/carcassonne.md CAR-R-TILE-5, "State while the shuffle is pending": end_game while chance
    # is pending ends the game without the shuffle; the returned BASE-B is neither in the pile
    # nor discarded, and the interrupted turn 2 is not counted.
    @id:car-tile-chance-06 @rule:CAR-R-TILE-5 @rule:PC-R-TURN-1 @requires:chance @interp:tiles.unplaceable=reshuffle
    Example: The game ended while chance shuffles the pile leaves no chance decision in the state
      Given a new carcassonne game between red and blue drawing BASE-W, BASE-B, BASE-U
      When red places the tile at 0,1 rotated 0
      And red places no follower
      Then chance must shuffle the draw pile: BASE-B, BASE-U
      When the game ends
      Then the game is over
      And no chance decision is pending
      And the state has nothing at /chance
      And the state at /turn is {"number": 2, "player": null, "part": 1, "phase": "over", "tile": null, "placed": null}
      And the state at /draw_pile is ["BASE-U"]
      And the state at /discarded is []
      And the winners are red and blue
