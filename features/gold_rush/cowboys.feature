Feature: Step 2a — placing a cowboy
  After placing a tile, the player may put one cowboy from their supply on a
  railroad (railwayman), mountain (gold miner), city (merchant) or prairie
  (farmer) of that tile, if no cowboy is there yet.

  Background:
    Given a gold_rush game between red and blue
    And the draw pile is GR-26B

  Rule: A cowboy's role is the feature it stands on

    @id:gr-cowboy-01 @source:GR-EX-07 @rule:GR-R-COWBOY-1 @rule:GR-R-COWBOY-2 @rule:GR-R-COWBOY-4 @rule:GR-R-COWBOY-5
    Example: A cowboy on the railroad is a railwayman
      Given red is to place GR-01A
      When red places the tile at 1,0 rotated 90
      And red places a cowboy on E
      Then the events include, in order:
        | type          | player | figure | role       | x | y | at | feature  |
        | figure_placed | red    | cowboy | railwayman | 1 | 0 | E  | railroad |
      And red has 3 cowboys in supply
      And blue must place GR-26B next

    @id:gr-cowboy-02 @source:GR-EX-08 @rule:GR-R-COWBOY-5
    Example: A cowboy on the mountain is a gold miner
      Given red is to place GR-54
      When red places the tile at 0,-1 rotated 0
      And red places a cowboy on N
      Then the events include, in order:
        | type          | player | role       | at | feature  |
        | figure_placed | red    | gold_miner | N  | mountain |

    @id:gr-cowboy-03 @source:GR-EX-09 @rule:GR-R-COWBOY-5
    Example: A cowboy in the city is a merchant
      Given red is to place GR-39
      When red places the tile at 1,0 rotated 0
      And red places a cowboy on C
      Then the events include, in order:
        | type          | player | role     | at | feature |
        | figure_placed | red    | merchant | C  | city    |

    @id:gr-cowboy-04 @source:GR-EX-10 @rule:GR-R-COWBOY-5 @rule:GR-R-COWBOY-6
    Example: A cowboy on the prairie is a farmer
      Given red is to place GR-26A
      When red places the tile at 0,1 rotated 0
      And red places a cowboy on Nw
      Then the events include, in order:
        | type          | player | role   | at | feature |
        | figure_placed | red    | farmer | Nw | prairie |

    # The picture is missing; a ridge between two prairies offers a cowboy
    # here (west prairie) or there (east prairie), or on the mountain.
    @id:gr-cowboy-05 @source:GR-EX-11 @rule:GR-R-COWBOY-4 @rule:GR-R-COWBOY-5
    Example: Place here, or there
      Given red is to place GR-54
      When red places the tile at 0,-1 rotated 0
      Then red may place a cowboy on N, En and Ws
      When red places a cowboy on Ws
      Then the figures on the board are:
        | player | figure | x | y  | at |
        | red    | cowboy | 0 | -1 | Ws |

    @id:gr-cowboy-06 @rule:GR-R-COWBOY-4
    Example: A cowboy on another tile than the one just placed is refused
      Given red is to place GR-26A
      When red places the tile at 0,1 rotated 0
      And red tries to place a cowboy on N of the tile at 0,0
      Then the move is rejected under GR-R-COWBOY-4

    @id:gr-cowboy-07 @rule:GR-R-COWBOY-5
    Example: A cowboy where the tile has no feature is refused
      Given red is to place GR-54
      When red places the tile at 0,-1 rotated 0
      And red tries to place a cowboy on C
      Then the move is rejected under GR-R-COWBOY-5

    @id:gr-cowboy-08 @rule:GR-R-COWBOY-5
    Example: Gold Rush has cowboys, not followers
      Given red is to place GR-54
      When red places the tile at 0,-1 rotated 0
      And red tries to place a follower on N
      Then the move is rejected under GR-R-COWBOY-5

  Rule: No cowboy joins a feature that already holds one

    # The picture: blue's tile continues a railroad that holds a cowboy; its
    # mountain and its two prairies are free.
    # filler tiles (not in the book's picture) so play can reach this board
    @id:gr-cowboy-09 @source:GR-EX-13 @rule:GR-R-COWBOY-8 @rule:GR-R-COWBOY-5
    Example: Blue may not place a railwayman on an occupied railroad
      Given the board:
        | x | y | tile   | rotation | figures         |
        | 0 | 0 | GR-33  | 0        | red cowboy on E |
        | 0 | 1 | GR-26A | 0        |                 |
      And blue is to place GR-61
      When blue places the tile at 1,0 rotated 90
      Then blue may place a cowboy on E, Nw and Sw
      When blue tries to place a cowboy on S
      Then the move is rejected under GR-R-COWBOY-8

    # The picture: blue's tile continues a mountain that holds a gold miner;
    # the tile's one nugget symbol still brings a token.
    # The start tile's mountain holds the token it drew at set-up (GR-R-TOKEN-1), as in play.
    # filler tiles (not in the book's picture) so play can reach this board
    @id:gr-cowboy-10 @source:GR-EX-14 @rule:GR-R-COWBOY-8 @rule:GR-R-TOKEN-1
    Example: Blue may not place a gold miner on an occupied mountain, and a token is still added
      Given the board:
        | x | y | tile   | rotation | figures         |
        | 0 | 0 | GR-33  | 0        | red cowboy on N |
        | 1 | 0 | GR-01A | 90       |                 |
      And the stack on the mountain at 0,0 N is 1, top first
      And the mining tokens to draw are 2
      And blue is to place GR-61
      When blue places the tile at 0,-1 rotated 180
      Then 1 mining token is placed on the mountain at 0,-1 S
      And blue may place a cowboy on N, Nw and Ne
      When blue tries to place a cowboy on S
      Then the move is rejected under GR-R-COWBOY-8

    # GR-01A at -1,0 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:gr-cowboy-11 @rule:GR-R-COWBOY-8
    Example: Blue may not place a farmer on an occupied prairie
      Given the board:
        | x  | y | tile   | rotation | figures          |
        | 0  | 0 | GR-33  | 0        | red cowboy on Es |
        | -1 | 0 | GR-01A | 90       |                  |
      And blue is to place GR-26A
      When blue places the tile at 0,1 rotated 0
      Then blue may place no cowboy
      When blue tries to place a cowboy on Nw
      Then the move is rejected under GR-R-COWBOY-8

    # A city lies on one tile, so in play it is empty when a merchant can enter
    # it; this position, with red's merchant already in the city of the tile
    # blue has just placed, is where the two readings differ.
    # Needs load_position: the point is a position no play reaches (a Gold Rush city covers one
    # tile, so in play a new city is always empty; only a loaded position has a merchant on the
    # tile just placed, spec/gold-rush.md GR-R-COWBOY-8 city.occupancy).
    @id:gr-cowboy-12 @rule:GR-R-COWBOY-8 @interp:city.occupancy=exclusive @requires:load_position
    Example: A merchant may not join a city that holds a cowboy
      Given the board:
        | x | y | tile  | rotation | figures         |
        | 1 | 0 | GR-39 | 0        | red cowboy on C |
      And blue has just placed the tile at 1,0
      When blue tries to place a cowboy on C
      Then the move is rejected under GR-R-COWBOY-8

    # Needs load_position: the point is a position no play reaches (a Gold Rush city covers one
    # tile, so in play a new city is always empty; only a loaded position has a merchant on the
    # tile just placed, spec/gold-rush.md GR-R-COWBOY-8 city.occupancy).
    # The position the move leads to, two merchants in one city, is a valid position under this
    # reading too (spec/protocol.md §9.2: one figure per segment, except a shared city).
    @id:gr-cowboy-13 @rule:GR-R-COWBOY-8 @interp:city.occupancy=shared @requires:load_position
    Example: Under the literal reading a merchant may join a city that holds a cowboy
      Given the board:
        | x | y | tile  | rotation | figures         |
        | 1 | 0 | GR-39 | 0        | red cowboy on C |
      And blue has just placed the tile at 1,0
      When blue places a cowboy on C
      Then the figures on the board are:
        | player | figure | x | y | at |
        | red    | cowboy | 1 | 0 | C  |
        | blue   | cowboy | 1 | 0 | C  |
      Given its state is taken as the draft
      When the draft is loaded
      Then the answer is accepted

    # Edge case of GR-R-COWBOY-8 under the literal reading: only cities may be shared; a
    # position with two cowboys on one railroad is still invalid.
    @id:gr-cowboy-16 @rule:GR-R-COWBOY-8 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Under the literal reading a railroad still takes only one cowboy
      Given the board:
        | x | y | tile  | rotation | figures                           |
        | 0 | 0 | GR-33 | 0        | red cowboy on E, blue cowboy on E |
      And red is to place GR-26A
      When the position is loaded
      Then the answer is the error invalid_position under GR-R-COWBOY-8

    # Edge case of GR-R-COWBOY-5: a tile of the scenario's own with a lake in its middle, a
    # kind that has no role. A cowboy standing there makes the position invalid.
    @id:gr-cowboy-17 @rule:GR-R-COWBOY-5 @rule:PRO-R-ERROR-6 @requires:custom_tiles @requires:load_position
    Example: A cowboy on a segment of a kind with no role is an invalid position
      Given the scenario's own tiles:
        """
        [{"id": "GRX-LAKE", "count": 1, "edges": "PPPP", "features": [
          {"id": "p1", "kind": "prairie", "places": ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"]},
          {"id": "l1", "kind": "lake", "places": ["C"]}]}]
        """
      And the board:
        | x | y | tile     | rotation | figures         |
        | 0 | 1 | GRX-LAKE | 0        | red cowboy on C |
      And red is to place GR-26A
      When the position is loaded
      Then the answer is the error invalid_position under GR-R-COWBOY-5

    # The same two edge cases as moves and as positions: under the literal reading only a
    # city is shared; under the default reading a city is not.
    @id:gr-cowboy-18 @rule:GR-R-COWBOY-8
    Example: Under the literal reading a cowboy still may not join an occupied railroad
      Given the board:
        | x | y | tile  | rotation | figures         |
        | 1 | 0 | GR-27 | 0        | red cowboy on W |
      And blue is to place GR-27
      When blue places the tile at -1,0 rotated 0
      And blue tries to place a cowboy on E
      Then the move is rejected under GR-R-COWBOY-8

    @id:gr-cowboy-19 @rule:GR-R-COWBOY-8 @rule:PRO-R-ERROR-6 @interp:city.occupancy=exclusive @requires:load_position
    Example: Under the default reading two cowboys in one city is an invalid position
      Given the board:
        | x | y | tile  | rotation | figures                           |
        | 1 | 0 | GR-39 | 0        | red cowboy on C, blue cowboy on C |
      And red is to place GR-26A
      When the position is loaded
      Then the answer is the error invalid_position under GR-R-COWBOY-8

  Rule: Tents do not keep cowboys off a mountain

    # GR-26A at 0,1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:gr-cowboy-14 @rule:GR-R-COWBOY-9 @interp:mountain.tent_blocks_cowboy=no
    Example: A gold miner may join a mountain that holds only a tent
      Given the board:
        | x | y | tile   | rotation | figures        |
        | 0 | 0 | GR-33  | 0        | blue tent on N |
        | 0 | 1 | GR-26A | 0        |                |
      And red is to place GR-54
      When red places the tile at 0,-1 rotated 0
      Then red may place a cowboy on N, En and Ws

    # GR-26A at 0,1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:gr-cowboy-15 @rule:GR-R-COWBOY-9 @interp:mountain.tent_blocks_cowboy=yes
    Example: If a tent counted as an occupant, the gold miner would be refused
      Given the board:
        | x | y | tile   | rotation | figures        |
        | 0 | 0 | GR-33  | 0        | blue tent on N |
        | 0 | 1 | GR-26A | 0        |                |
      And red is to place GR-54
      When red places the tile at 0,-1 rotated 0
      Then red may place a cowboy on En and Ws
      When red tries to place a cowboy on N
      Then the move is rejected under GR-R-COWBOY-9

  Rule: The last cowboy in the supply may still be placed (edge case of GR-R-COWBOY-3)

    # GR-R-COWBOY-3: a cowboy comes from the supply, and only an empty supply stops it. Red's
    # three railwaymen stand on the railroad stubs east of 0,0 (as in gr-turn-05, one fewer), so
    # red has 1 cowboy left, so every free segment of GR-54 is offered (its mountain N, free: the
    # start tile's mountain holds no cowboy; its prairies En and Ws); red places it as a farmer on
    # En (GR-R-COWBOY-5) and then has none. The tiles east of 0,0 are here so that play reaches this position (features/README.md,
    # "Routes").
    @id:gr-cowboy-100 @rule:GR-R-COWBOY-3 @rule:GR-R-COWBOY-5
    Example: Red places its last cowboy
      Given the board:
        | x | y | tile   | rotation | figures         |
        | 0 | 0 | GR-33  | 0        |                 |
        | 1 | 0 | GR-31  | 0        | red cowboy on N |
        | 2 | 0 | GR-31  | 0        | red cowboy on N |
        | 3 | 0 | GR-31  | 0        | red cowboy on N |
        | 1 | 1 | GR-01A | 0        |                 |
        | 2 | 1 | GR-01A | 0        |                 |
        | 3 | 1 | GR-01A | 0        |                 |
      And red has 1 cowboy in supply
      And red is to place GR-54
      When red places the tile at 0,-1 rotated 0
      Then red may place a cowboy on N, En and Ws
      When red places a cowboy on En
      Then the events include, in order:
        | type          | player | role   | at | feature |
        | figure_placed | red    | farmer | En | prairie |
      And red has no cowboys in supply
