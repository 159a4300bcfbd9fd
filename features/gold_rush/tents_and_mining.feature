Feature: Step 2b — the tent, and step 2c — mining
  Instead of placing a cowboy, a player may pitch or move their tent onto a free
  mountain segment of any tile of an incomplete mountain; or, with their tent
  on a mountain, take the top mining token of that mountain's stack.

  Background:
    Given a gold_rush game between red, blue and yellow
    And the draw pile is GR-26B

  Rule: The tent goes on a free segment of an incomplete mountain

    # The picture: a mountain over two tiles; blue's gold miner on one, yellow
    # pitches its tent on the other.
    @id:gr-tent-01 @source:GR-EX-15 @rule:GR-R-TENT-1 @rule:GR-R-TENT-2 @rule:GR-R-TENT-3 @rule:GR-R-TENT-4
    Example: Yellow pitches its tent on a mountain where blue has a gold miner
      Given the board:
        | x | y  | tile  | rotation | figures          |
        | 0 | 0  | GR-33 | 0        | blue cowboy on N |
        | 0 | -1 | GR-54 | 0        |                  |
      And yellow is to place GR-26A
      When yellow places the tile at 0,1 rotated 0
      And yellow pitches the tent on N of the tile at 0,-1
      Then the figures on the board are:
        | player | figure | x | y  | at |
        | blue   | cowboy | 0 | 0  | N  |
        | yellow | tent   | 0 | -1 | N  |
      And yellow has 0 tents in supply
      And yellow's tent came from the supply

    # The picture: blue and red gold miners and a blue tent on the mountain; a
    # red railwayman on the tile yellow chooses, whose mountain segment is free.
    @id:gr-tent-02 @source:GR-EX-16 @rule:GR-R-TENT-3 @rule:GR-R-TENT-4 @rule:GR-R-TENT-5
    Example: A red railwayman on the same tile does not keep yellow's tent off its free mountain
      Given the board:
        | x | y  | tile   | rotation | figures          |
        | 0 | 0  | GR-33  | 0        | blue cowboy on N |
        | 0 | -1 | GR-52  | 0        | red cowboy on N  |
        | 1 | -1 | GR-47A | 270      | blue tent on W   |
        | 0 | -2 | GR-64  | 90       | red cowboy on N  |
      And yellow is to place GR-26A
      When yellow places the tile at 0,1 rotated 0
      Then yellow may pitch the tent on exactly 0,-2 E
      When yellow pitches the tent on S of the tile at 0,-2
      Then the figures on the board are:
        | player | figure | x | y  | at |
        | blue   | cowboy | 0 | 0  | N  |
        | red    | cowboy | 0 | -1 | N  |
        | blue   | tent   | 1 | -1 | W  |
        | red    | cowboy | 0 | -2 | N  |
        | yellow | tent   | 0 | -2 | S  |

    # GR-26A at 0,1, GR-26A at 0,2 and GR-26A at -1,2 hold no figures and are here so that a route
    # reaches this position by play (features/README.md, "Routes").
    @id:gr-tent-03 @rule:GR-R-TENT-5 @rule:GR-R-TENT-6
    Example: Red moves its tent onto the tile it has just placed
      Given the board:
        | x  | y | tile   | rotation | figures       |
        | 0  | 0 | GR-33  | 0        | red tent on N |
        | 0  | 1 | GR-26A | 0        |               |
        | 0  | 2 | GR-26A | 0        |               |
        | -1 | 2 | GR-26A | 0        |               |
      And red is to place GR-54
      When red places the tile at 0,-1 rotated 0
      And red pitches the tent on S of the tile at 0,-1
      Then red's tent moved from 0,0 N
      And red has 0 tents in supply
      And the figures on the board are:
        | player | figure | x | y  | at |
        | red    | tent   | 0 | -1 | S  |

    @id:gr-tent-04 @rule:GR-R-TENT-2
    Example: A tent on a completed mountain is refused
      Given red is to place GR-47A
      When red places the tile at 0,-1 rotated 180
      Then red may not pitch the tent anywhere
      When red tries to pitch the tent on S of the tile at 0,-1
      Then the move is rejected under GR-R-TENT-2

    # GR-01A at 1,0 and GR-01A at -1,0 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:gr-tent-05 @rule:GR-R-TENT-3
    Example: A tent on a mountain segment that holds a cowboy is refused
      Given the board:
        | x  | y | tile   | rotation | figures          |
        | 0  | 0 | GR-33  | 0        | blue cowboy on N |
        | 1  | 0 | GR-01A | 90       |                  |
        | -1 | 0 | GR-01A | 90       |                  |
      And red is to place GR-26A
      When red places the tile at 0,1 rotated 0
      And red tries to pitch the tent on N of the tile at 0,0
      Then the move is rejected under GR-R-TENT-3

    # GR-01A at 1,0, GR-01A at 2,0 and GR-01A at -1,0 hold no figures and are here so that a route
    # reaches this position by play (features/README.md, "Routes").
    @id:gr-tent-06 @rule:GR-R-TENT-3
    Example: Moving the tent to where it stands is refused
      Given the board:
        | x  | y | tile   | rotation | figures       |
        | 0  | 0 | GR-33  | 0        | red tent on N |
        | 1  | 0 | GR-01A | 90       |               |
        | 2  | 0 | GR-01A | 90       |               |
        | -1 | 0 | GR-01A | 90       |               |
      And red is to place GR-26A
      When red places the tile at 0,1 rotated 0
      And red tries to pitch the tent on N of the tile at 0,0
      Then the move is rejected under GR-R-TENT-3

    @id:gr-tent-07 @rule:GR-R-TENT-1
    Example: A tent on a prairie is refused
      Given red is to place GR-26A
      When red places the tile at 0,1 rotated 0
      And red tries to pitch the tent on Nw of the tile at 0,1
      Then the move is rejected under GR-R-TENT-1

  Rule: Mining takes the top token where the tent stands

    # Continues GR-EX-15: yellow's tent is on the mountain, blue's gold miner too.
    # filler tiles (not in the book's picture) so play can reach this board
    @id:gr-dig-01 @source:GR-EX-17 @rule:GR-R-DIG-1 @rule:GR-R-DIG-2 @rule:GR-R-DIG-3 @rule:GR-R-TURN-3
    Example: On a later turn yellow takes the top token; blue's gold miner makes no difference
      Given the board:
        | x  | y  | tile   | rotation | figures          |
        | 0  | 0  | GR-33  | 0        | blue cowboy on N |
        | 0  | -1 | GR-54  | 0        | yellow tent on N |
        | -1 | -1 | GR-26A | 0        |                  |
        | -2 | -1 | GR-26A | 0        |                  |
      And the stack on the mountain at 0,-1 N is 2 and gravel, top first
      And yellow is to place GR-26A
      When yellow places the tile at 0,1 rotated 0
      Then yellow may mine
      When yellow mines
      Then yellow's mining tokens are 2
      And the stack on the mountain at 0,-1 N is now gravel, top first
      And the scores are red 0, blue 0, yellow 0
      And the events include, in order:
        | type        | player | token | reason |
        | token_taken | yellow | 2     | mining |

    @id:gr-dig-02 @rule:GR-R-DIG-1
    Example: Mining without a tent on the board is refused
      Given the stack on the mountain at 0,0 N is 2, top first
      And red is to place GR-26A
      When red places the tile at 0,1 rotated 0
      Then red may not mine
      When red tries to mine
      Then the move is rejected under GR-R-DIG-1

    # GR-01A at -1,0, GR-26A at -1,-1 and GR-26A at -2,-1 hold no figures and are here so that a
    # route reaches this position by play (features/README.md, "Routes").
    @id:gr-dig-03 @rule:GR-R-DIG-1
    Example: Mining a mountain with no token left is refused
      Given the board:
        | x  | y  | tile   | rotation | figures       |
        | 0  | 0  | GR-33  | 0        | red tent on N |
        | -1 | 0  | GR-01A | 90       |               |
        | -1 | -1 | GR-26A | 0        |               |
        | -2 | -1 | GR-26A | 0        |               |
      And red is to place GR-26A
      When red places the tile at 0,1 rotated 0
      Then red may not mine
      When red tries to mine
      Then the move is rejected under GR-R-DIG-1

  Rule: A returning cowboy leaves its owner's tent where it stands (edge cases)

    # Red's tent is on the start tile's mountain and red's railwayman on its railroad, which
    # a junction ends at -1,0; red's junction at 1,0 closes the railroad, the railwayman
    # comes back, and the tent stays on the board: none in the supply.
    # The prairie tiles south of the start tile hold no figures and are here so that a route
    # reaches this position by play (features/README.md, "Routes").
    @id:gr-tent-08 @rule:GR-R-COWBOY-11 @rule:GR-R-TENT-1
    Example: When red's railwayman comes back, red's tent stays on its mountain
      Given the board:
        | x  | y | tile   | rotation | figures         |
        | 0  | 0 | GR-33  | 0        | red tent on N   |
        | -1 | 0 | GR-27  | 0        | red cowboy on E |
        | 0  | 1 | GR-26A | 0        |                 |
        | 0  | 2 | GR-26A | 0        |                 |
        | 0  | 3 | GR-26C | 0        |                 |
        | 0  | 4 | GR-26C | 0        |                 |
        | 0  | 5 | GR-47A | 180      |                 |
      And red is to place GR-27
      When red places the tile at 1,0 rotated 0
      And red takes no action
      Then a railroad of 3 tiles is completed
      And red's cowboy at -1,0 E returns
      And red has 4 cowboys in supply
      And red has 0 tents in supply
      And the figures on the board are:
        | player | figure | x | y | at |
        | red    | tent   | 0 | 0 | N  |

  Rule: A tent goes on a mountain only (edge cases)

    # GR-R-TENT-1: the tent is pitched on a mountain segment. A city (place C of GR-39, the
    # tile just placed east of the start tile) is no mountain, whatever a kind's name sorts
    # before: the refusal is under GR-R-TENT-1, not GR-R-TENT-2 (a city has no open edge).
    @id:gr-tent-100 @rule:GR-R-TENT-1
    Example: A tent in a city is refused
      Given red is to place GR-39
      When red places the tile at 1,0 rotated 0
      And red tries to pitch the tent on C of the tile at 1,0
      Then the move is rejected under GR-R-TENT-1
