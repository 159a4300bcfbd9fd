Feature: Deploying followers
  After placing the tile, a player may deploy one follower from the supply on
  that tile: in a meadow it is an explorer, in the mountains a brigand, at sea a
  navigator. Nobody may deploy into an area that already holds a follower,
  however far away it stands.

  Background:
    Given a discovery game between red and blue
    And the discovery fixture tiles
    And the draw pile is DFX-G

  Rule: The area a follower stands in gives its role

    # Examples 05-07 show one tile three times: a bay to the north, a mountain
    # range across the middle and a meadow to the south.
    @id:dis-deploy-01 @rule:DI-R-DEPLOY-4 @rule:DI-R-DEPLOY-5 @rule:DI-R-DEPLOY-1 @source:DI-EX-05
    Example: A follower in the meadow is an explorer
      Given the board:
        | x | y | tile    | rotation |
        | 0 | 0 | DFX-MSG | 0        |
      And red is to place DFX-MSG
      When red places the tile at 1,0 rotated 0
      And red places a follower on S
      Then the events include, in order:
        | type          | player | figure   | role     | x | y | at | feature |
        | figure_placed | red    | follower | explorer | 1 | 0 | S  | meadow  |

    @id:dis-deploy-02 @rule:DI-R-DEPLOY-5 @source:DI-EX-06
    Example: A follower in the mountains is a brigand
      Given the board:
        | x | y | tile    | rotation |
        | 0 | 0 | DFX-MSG | 0        |
      And red is to place DFX-MSG
      When red places the tile at 1,0 rotated 0
      And red places a follower on E
      Then the events include, in order:
        | type          | player | role    | x | y | at | feature  |
        | figure_placed | red    | brigand | 1 | 0 | E  | mountain |

    @id:dis-deploy-03 @rule:DI-R-DEPLOY-5 @source:DI-EX-07
    Example: A follower at sea is a navigator
      Given the board:
        | x | y | tile    | rotation |
        | 0 | 0 | DFX-MSG | 0        |
      And red is to place DFX-MSG
      When red places the tile at 1,0 rotated 0
      And red places a follower on N
      Then the events include, in order:
        | type          | player | role      | x | y | at | feature |
        | figure_placed | red    | navigator | 1 | 0 | N  | sea     |

    # Port cities are not areas: the tile's city offers no place of its own.
    @id:dis-deploy-04 @rule:DI-R-DEPLOY-5 @rule:DI-R-COMP-2
    Example: A tile with a meadow, a mountain range and a sea offers three areas
      Given the board:
        | x | y | tile    | rotation |
        | 0 | 0 | DFX-MSG | 0        |
      And red is to place DFX-MSG
      When red places the tile at 1,0 rotated 0
      Then red may place a follower on N, E and S

    @id:dis-deploy-05 @rule:DI-R-DEPLOY-5
    Example: A place where the tile has no area is refused
      Given the board:
        | x | y | tile  | rotation |
        | 0 | 0 | DFX-G | 0        |
      And red is to place DFX-G
      When red places the tile at 1,0 rotated 0
      And red tries to place a follower on C
      Then the move is rejected under DI-R-DEPLOY-5

    # Edge case of DI-R-DEPLOY-5 in a loaded position: The Discovery has followers only.
    @id:dis-deploy-16 @rule:DI-R-DEPLOY-5 @rule:PRO-R-ERROR-6 @requires:load_position @requires:custom_tiles
    Example: A position with a figure other than a follower is invalid
      Given the board:
        | x | y | tile  | rotation | figures  |
        | 0 | 0 | DFX-G | 0        | red on N |
      And red is to place DFX-G
      And in the draft, /figures/0/figure is "builder"
      When the position is loaded
      Then the answer is the error invalid_position under DI-R-DEPLOY-5

  Rule: Only into an area that holds no follower

    # The picture: red's new tile has mountains and sea only; its mountains join
    # the range where blue's brigand stands.
    # filler tiles (not in the book's picture) so play can reach this board
    @id:dis-deploy-06 @rule:DI-R-DEPLOY-6 @source:DI-EX-08
    Example: Blue's brigand holds the mountains, so red can only be a navigator
      Given the board:
        | x  | y | tile   | rotation | figures   |
        | 0  | 0 | DFX-M  | 0        | blue on N |
        | -1 | 0 | DIS-59 | 0        |           |
      And red is to place DFX-S1M3
      When red places the tile at 1,0 rotated 0
      Then red may place a follower on N

    # DIS-59 at -1,0 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:dis-deploy-07 @rule:DI-R-DEPLOY-6
    Example: A brigand in blue's mountain range is refused
      Given the board:
        | x  | y | tile   | rotation | figures   |
        | 0  | 0 | DFX-M  | 0        | blue on N |
        | -1 | 0 | DIS-59 | 0        |           |
      And red is to place DFX-S1M3
      When red places the tile at 1,0 rotated 0
      And red tries to place a follower on E
      Then the move is rejected under DI-R-DEPLOY-6

    # The picture: red's new tile has a meadow, mountains and a sea; its sea
    # joins the sea where blue's navigator stands.
    # filler tiles (not in the book's picture) so play can reach this board
    @id:dis-deploy-08 @rule:DI-R-DEPLOY-6 @source:DI-EX-09
    Example: Blue's navigator holds the sea, so red may be a brigand or an explorer
      Given the board:
        | x | y | tile   | rotation | figures   |
        | 0 | 0 | DFX-S  | 0        | blue on N |
        | 0 | 1 | DIS-19 | 0        |           |
      And red is to place DFX-MSG
      When red places the tile at 0,-1 rotated 180
      Then red may place a follower on N and E

    # DIS-19 at 0,1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:dis-deploy-09 @rule:DI-R-DEPLOY-6
    Example: A navigator in blue's sea is refused
      Given the board:
        | x | y | tile   | rotation | figures   |
        | 0 | 0 | DFX-S  | 0        | blue on N |
        | 0 | 1 | DIS-19 | 0        |           |
      And red is to place DFX-MSG
      When red places the tile at 0,-1 rotated 180
      And red tries to place a follower on S
      Then the move is rejected under DI-R-DEPLOY-6

    @id:dis-deploy-10 @rule:DI-R-DEPLOY-6
    Example: Red's own explorer three tiles away also keeps the meadow closed to red
      Given the board:
        | x | y | tile  | rotation | figures  |
        | 0 | 0 | DFX-G | 0        | red on N |
        | 1 | 0 | DFX-G | 0        |          |
        | 2 | 0 | DFX-G | 0        |          |
      And red is to place DFX-G
      When red places the tile at 3,0 rotated 0
      Then red may place no follower

    @id:dis-deploy-11 @rule:DI-R-DEPLOY-6 @interp:deploy.completed_area=allowed
    Example: The tile that completes an empty meadow may take an explorer
      Given the board:
        | x | y | tile     | rotation |
        | 0 | 0 | DFX-G1M3 | 90       |
      And red is to place DFX-G1M3
      When red places the tile at 1,0 rotated 270
      Then red may place a follower on N and W
      When red places a follower on W
      Then the figures on the board are:
        | player | x | y | at |
        | red    | 1 | 0 | W  |

    @id:dis-deploy-12 @rule:DI-R-DEPLOY-6 @interp:deploy.completed_area=forbidden
    Example: Under the forbidden reading a completed meadow takes no explorer
      Given the board:
        | x | y | tile     | rotation |
        | 0 | 0 | DFX-G1M3 | 90       |
      And red is to place DFX-G1M3
      When red places the tile at 1,0 rotated 270
      Then red may place a follower on N
      When red tries to place a follower on W
      Then the move is rejected under DI-R-DEPLOY-6

  Rule: Only on the new tile, only from the supply

    @id:dis-deploy-13 @rule:DI-R-DEPLOY-4
    Example: A follower on another tile than the new one is refused
      Given the board:
        | x | y | tile  | rotation |
        | 0 | 0 | DFX-G | 0        |
      And red is to place DFX-G
      When red places the tile at 1,0 rotated 0
      And red tries to place a follower on N of the tile at 0,0
      Then the move is rejected under DI-R-DEPLOY-4

    # Edge case of PC-R-REFUSE-1 (the figure kind, then the tile just placed): a pig, a figure
    # The Discovery does not have, named on another tile than the new one breaks DI-R-DEPLOY-5
    # and DI-R-DEPLOY-4; the kind is checked first.
    @id:dis-deploy-19 @rule:DI-R-DEPLOY-5 @rule:DI-R-DEPLOY-4 @rule:PC-R-REFUSE-1
    Example: A pig on another tile than the new one is refused for the kind of figure
      Given the board:
        | x | y | tile  | rotation |
        | 0 | 0 | DFX-G | 0        |
      And red is to place DFX-G
      When red places the tile at 1,0 rotated 0
      And the move {"type": "place_figure", "figure": "pig", "x": 0, "y": 0, "at": "N"} is tried
      Then the move is rejected under DI-R-DEPLOY-5

    # Edge case of PC-R-REFUSE-1 (the tile just placed, then the place): a follower on C of the
    # all-meadow start tile, which has no area at C, is on another tile than the new one and on
    # a place with no area; the tile is checked first, so it is refused under DI-R-DEPLOY-4.
    @id:dis-deploy-20 @rule:DI-R-DEPLOY-4 @rule:DI-R-DEPLOY-5 @rule:PC-R-REFUSE-1
    Example: A follower on a place with no area of another tile is refused for the tile
      Given the board:
        | x | y | tile  | rotation |
        | 0 | 0 | DFX-G | 0        |
      And red is to place DFX-G
      When red places the tile at 1,0 rotated 0
      And red tries to place a follower on C of the tile at 0,0
      Then the move is rejected under DI-R-DEPLOY-4

    # Red's four followers stand on the board (each on its own meadow cap, the supply is empty because
    # they are deployed); the tiles east of 0,0 are here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:dis-deploy-14 @rule:DI-R-DEPLOY-3
    Example: With no follower in the supply red cannot deploy
      Given the board:
        | x | y | tile     | rotation | figures  |
        | 0 | 0 | DFX-G    | 0        |          |
        | 1 | 0 | DFX-M1G3 | 90       |          |
        | 2 | 0 | DFX-G1M3 | 0        | red on N |
        | 3 | 0 | DFX-G1M3 | 0        | red on N |
        | 4 | 0 | DFX-G1M3 | 0        | red on N |
        | 5 | 0 | DFX-G1M3 | 0        | red on N |
        | 2 | 1 | DIS-59   | 0        |          |
        | 3 | 1 | DIS-59   | 0        |          |
        | 4 | 1 | DIS-59   | 0        |          |
        | 5 | 1 | DIS-59   | 0        |          |
        | 6 | 0 | DIS-59   | 0        |          |
      And red has no followers in supply
      And red is to place DFX-S1G3
      When red places the tile at 0,-1 rotated 0
      Then red may place no follower
      When red tries to place a follower on N
      Then the move is rejected under DI-R-DEPLOY-3

    @id:dis-deploy-15 @rule:DI-R-DEPLOY-3 @rule:DI-R-DEPLOY-2 @rule:DI-R-SETUP-2
    Example: Deploying takes one follower from the supply
      Given the board:
        | x | y | tile  | rotation |
        | 0 | 0 | DFX-G | 0        |
      And red is to place DFX-G
      When red places the tile at 1,0 rotated 0
      And red places a follower on N
      Then red has 3 followers in supply
      And blue must place DFX-G next
      And the figures on the board are:
        | player | x | y | at |
        | red    | 1 | 0 | N  |

    # Edge case of DI-R-DEPLOY-3: the supply's last follower is still in the supply; red may
    # deploy it, and the supply is then empty.
    @id:dis-deploy-17 @rule:DI-R-DEPLOY-3
    Example: Red's last follower in the supply may still be deployed
      Given the board:
        | x | y | tile  | rotation |
        | 0 | 0 | DFX-G | 0        |
      And red has 1 follower in supply
      And red is to place DFX-G
      When red places the tile at 1,0 rotated 0
      Then red may place a follower on N
      When red places a follower on N
      Then red has no followers in supply
      And the figures on the board are:
        | player | x | y | at |
        | red    | 1 | 0 | N  |
