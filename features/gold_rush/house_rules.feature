Feature: House rules
  Two house rules from the source are variants a game may switch on: taking a
  cowboy back instead of placing one, and a fifth cowboy for each player.

  Rule: With remove_cowboy, a player may take one of their cowboys back

    # GR-01A at -1,0 and GR-26A at -1,-1 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:gr-house-01 @rule:GR-R-HOUSE-1 @requires:remove_cowboy
    Example: Red takes a stuck railwayman back without scoring it
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the variant remove_cowboy is on
      And the board:
        | x  | y  | tile   | rotation | figures         |
        | 0  | 0  | GR-33  | 0        | red cowboy on E |
        | -1 | 0  | GR-01A | 90       |                 |
        | -1 | -1 | GR-26A | 0        |                 |
      And red is to place GR-26A
      When red places the tile at 0,1 rotated 0
      And red takes back the cowboy at 0,0 E
      Then red has 4 cowboys in supply
      And no points are scored
      And the events include, in order:
        | type            | player | figure | x | y | at |
        | figure_returned | red    | cowboy | 0 | 0 | E  |
        | tile_drawn      | blue   |        |   |   |    |

    # GR-01A at -1,0 and GR-26A at -1,-1 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:gr-house-02 @rule:GR-R-HOUSE-1
    Example: Without the variant a cowboy cannot be taken back
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the board:
        | x  | y  | tile   | rotation | figures         |
        | 0  | 0  | GR-33  | 0        | red cowboy on E |
        | -1 | 0  | GR-01A | 90       |                 |
        | -1 | -1 | GR-26A | 0        |                 |
      And red is to place GR-26A
      When red places the tile at 0,1 rotated 0
      And red tries to take back the cowboy at 0,0 E
      Then the move is rejected under GR-R-HOUSE-1

    # GR-01A at -1,0 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:gr-house-03 @rule:GR-R-HOUSE-1 @requires:remove_cowboy
    Example: A player may not take back another player's cowboy
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the variant remove_cowboy is on
      And the board:
        | x  | y | tile   | rotation | figures          |
        | 0  | 0 | GR-33  | 0        | blue cowboy on E |
        | -1 | 0 | GR-01A | 90       |                  |
      And red is to place GR-26A
      When red places the tile at 0,1 rotated 0
      And red tries to take back the cowboy at 0,0 E
      Then the move is rejected under GR-R-HOUSE-1

    # Edge cases of GR-R-HOUSE-1: the cowboys offered back are exactly the active player's
    # own (on any tile, not only the one just placed), and a player later in seating order
    # may not take back an earlier player's cowboy either.
    # Rewritten so that play reaches it (features/README.md, "Routes"): red's and blue's cowboys
    # stood on the start tile, which nobody places, and a turn places one cowboy on its own tile.
    # Now red's railwayman stands on the railroad of GR-01A at 1,0 and blue's farmer on the north
    # prairie of GR-01A at -1,0, each placed on its owner's turn; the start tile holds none.
    # The take-back moves (GR-R-HOUSE-1) offer red's one cowboy (1,0 E), not blue's.
    @id:gr-house-05 @rule:GR-R-HOUSE-1 @requires:remove_cowboy
    Example: The moves offer back exactly the active player's own cowboys
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the variant remove_cowboy is on
      And the board:
        | x  | y | tile   | rotation | figures            |
        | -1 | 0 | GR-01A | 90       | blue cowboy on Nw  |
        | 1  | 0 | GR-01A | 90       | red cowboy on E    |
      And red is to place GR-26A
      When red places the tile at 0,1 rotated 0
      Then red may take back exactly the cowboy at 1,0 E

    # GR-01A at -1,0 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:gr-house-06 @rule:GR-R-HOUSE-1 @requires:remove_cowboy
    Example: Blue may not take back red's cowboy
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the variant remove_cowboy is on
      And the board:
        | x  | y | tile   | rotation | figures         |
        | 0  | 0 | GR-33  | 0        | red cowboy on E |
        | -1 | 0 | GR-01A | 90       |                 |
      And blue is to place GR-26A
      When blue places the tile at 0,1 rotated 0
      Then blue may take back no cowboy
      When blue tries to take back the cowboy at 0,0 E
      Then the move is rejected under GR-R-HOUSE-1

  Rule: With fifth_cowboy, every player has five cowboys

    @id:gr-house-04 @rule:GR-R-HOUSE-2 @requires:fifth_cowboy
    Example: Each player starts with five cowboys
      Given a gold_rush game is started between red and blue with the variant fifth_cowboy drawing the tiles GR-26A
      Then red has 5 cowboys in supply
      And blue has 5 cowboys in supply

  Rule: With remove_cowboy, the tent is not a cowboy to take back (edge case of GR-R-HOUSE-1)

    # GR-R-HOUSE-1 offers the player's own cowboys only: red's tent on the start tile's mountain
    # (0,0 N) is red's figure on the board but no cowboy, so exactly red's railwayman (1,0 E) is
    # offered, and a remove_figure naming the tent's place is illegal under this rule. GR-01A at -1,0 and GR-26A at 0,1 and 0,2 hold no figure and are here so that a
    # route reaches this position by play (features/README.md, "Routes"): red's tent went up in a
    # turn whose tile took no cowboy.
    @id:gr-house-100 @rule:GR-R-HOUSE-1 @requires:remove_cowboy
    Example: The player's tent is not taken back like a cowboy
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And the variant remove_cowboy is on
      And the board:
        | x  | y | tile   | rotation | figures         |
        | 0  | 0 | GR-33  | 0        | red tent on N   |
        | 1  | 0 | GR-01A | 90       | red cowboy on E |
        | -1 | 0 | GR-01A | 90       |                 |
        | 0  | 1 | GR-26A | 0        |                 |
        | 0  | 2 | GR-26A | 0        |                 |
      And red is to place GR-26A
      When red places the tile at 0,3 rotated 0
      Then red may take back exactly the cowboy at 1,0 E
      When red tries to take back the cowboy at 0,0 N
      Then the move is rejected under GR-R-HOUSE-1
