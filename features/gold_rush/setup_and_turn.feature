Feature: Setting up a game of Gold Rush and the shape of a turn
  The start tile lies at (0, 0) with one mining token on its mountain, every
  player has four cowboys and a tent, the runner gives the order of the land
  tiles and of the mining tokens, and a turn is: place a tile (and put its
  tokens on its mountain), then at most one action, then scoring.

  Rule: The start tile, the kit and the two draw orders come first

    @id:gr-setup-01 @rule:GR-R-SETUP-1 @rule:GR-R-SETUP-2 @rule:GR-R-SETUP-3 @rule:GR-R-TILES-2
    Example: The first token goes on the start tile's mountain and red draws the top tile
      Given a gold_rush game is started between red and blue drawing the tiles GR-01A, GR-27 and the tokens 2, gravel and 5
      Then red must place GR-01A next
      And the draw pile is now GR-27
      And the stack on the mountain at 0,0 N is now 2, top first
      And the mining tokens left to draw are gravel and 5
      And the events are, in order:
        | type          | player | tile   | x | y | at |
        | tile_placed   | -      | GR-33  | 0 | 0 |    |
        | tokens_placed | -      |        | 0 | 0 | N  |
        | tile_drawn    | red    | GR-01A |   |   |    |

    @id:gr-setup-02 @rule:GR-R-SETUP-5 @rule:GR-R-COMP-3 @rule:GR-R-COMP-4
    Example: Every player starts with four cowboys, a tent, no tokens and no points
      Given a gold_rush game is started between red, blue and green drawing the tiles GR-01A
      Then red has 4 cowboys in supply
      And green has 4 cowboys in supply
      And blue has 1 tent in supply
      And green has no mining tokens
      And the scores are red 0, blue 0, green 0

    @id:gr-setup-03 @rule:GR-R-SETUP-5
    Example: A game for one player is refused
      When a gold_rush game is requested between red drawing the tiles GR-01A
      Then the request is rejected with bad_request

    @id:gr-setup-04 @rule:GR-R-SETUP-5
    Example: A game for six players is refused
      When a gold_rush game is requested between red, blue, green, yellow, black and grey drawing the tiles GR-01A
      Then the request is rejected with bad_request

    @id:gr-setup-05 @rule:GR-R-SETUP-6 @rule:GR-R-SETUP-7 @rule:GR-R-TURN-1
    Example: The player named first takes the first turn, whoever chose them
      Given a gold_rush game is started between blue and red drawing the tiles GR-01A, GR-26A
      Then blue must place GR-01A next

    @id:gr-setup-06 @rule:GR-R-COMP-7 @rule:GR-R-SETUP-3
    Example: A token that no face of the box shows is refused
      When a gold_rush game is requested between red and blue drawing the tiles GR-01A and the tokens 2 and 4
      Then the request is rejected with bad_request

    # The box of rulebook/boxes.py: the start tile is laid, one tile is in red's
    # hand and one token lies on the start tile's mountain.
    @id:gr-setup-07 @rule:GR-R-COMP-1 @rule:GR-R-TILES-1 @rule:GR-R-TILES-3 @rule:GR-R-COMP-7
    Example: The standard box holds 72 land tiles and 63 mining tokens
      Given a gold_rush game is started between red and blue from the standard box shuffled with seed 7
      Then 70 land tiles are left to draw
      And 62 mining tokens are left to draw

  Rule: A turn is a tile, then at most one action, then scoring

    @id:gr-turn-01 @rule:GR-R-TURN-2 @rule:GR-R-TURN-5 @rule:GR-R-SETUP-4 @rule:GR-R-TOKEN-3
    Example: The tile's tokens are placed at once, and after red's action blue draws
      Given a gold_rush game is started between red, blue and green drawing the tiles GR-54, GR-26A, GR-26B and the tokens 1, 3, 2 and 5
      When red places the tile at 0,-1 rotated 0
      Then 3 mining tokens are placed on the mountain at 0,-1 N
      And red may place a cowboy on N, En and Ws
      When red takes no action
      Then blue must place GR-26A next

    # GR-26A at -1,-1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:gr-turn-02 @rule:GR-R-TURN-3 @rule:GR-R-COWBOY-2
    Example: A second action in the same turn is refused
      Given a gold_rush game between red and blue
      And the board:
        | x  | y  | tile   | rotation | figures       |
        | 0  | -1 | GR-54  | 0        | red tent on N |
        | -1 | -1 | GR-26A | 0        |               |
      And the stack on the mountain at 0,0 N is 2 and 1, top first
      And red is to place GR-26A
      And the draw pile is GR-26B
      When red places the tile at 0,1 rotated 0
      And red places a cowboy on Nw
      And red tries to mine as well
      Then the move is rejected under GR-R-TURN-3
      And blue must place GR-26B next

    # GR-26A at -1,-1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:gr-turn-03 @rule:GR-R-TURN-3 @rule:GR-R-TURN-2
    Example: An action before the tile is refused
      Given a gold_rush game between red and blue
      And the board:
        | x  | y  | tile   | rotation | figures       |
        | 0  | -1 | GR-54  | 0        | red tent on N |
        | -1 | -1 | GR-26A | 0        |               |
      And the stack on the mountain at 0,0 N is 2, top first
      And red is to place GR-26A
      When red tries to mine before placing the tile
      Then the move is rejected under GR-R-TURN-3

    @id:gr-turn-04 @rule:GR-R-TURN-2
    Example: A second tile in the same turn is refused
      Given a gold_rush game between red and blue
      And red is to place GR-26A
      And the draw pile is GR-01A
      When red places the tile at 0,1 rotated 0
      And red tries to place a second tile at 1,0 rotated 90
      Then the move is rejected under GR-R-TURN-2

    # Red's four cowboys stand on the board (each on its own railroad stub), so the empty supply is
    # reached by play; the tiles east of 0,0 are here for that (features/README.md, "Routes").
    @id:gr-turn-05 @rule:GR-R-COWBOY-10 @rule:GR-R-COWBOY-3
    Example: Without cowboys red still places a tile and may pitch the tent
      Given a gold_rush game between red and blue
      And the board:
        | x | y | tile   | rotation | figures         |
        | 0 | 0 | GR-33  | 0        |                 |
        | 1 | 0 | GR-31  | 0        | red cowboy on N |
        | 2 | 0 | GR-31  | 0        | red cowboy on N |
        | 3 | 0 | GR-31  | 0        | red cowboy on N |
        | 4 | 0 | GR-31  | 0        | red cowboy on N |
        | 1 | 1 | GR-01A | 0        |                 |
        | 2 | 1 | GR-01A | 0        |                 |
        | 3 | 1 | GR-01A | 0        |                 |
        | 4 | 1 | GR-01A | 0        |                 |
      And red has no cowboys in supply
      And red is to place GR-54
      And the draw pile is GR-26A
      When red places the tile at 0,-1 rotated 0
      Then red may place no cowboy
      And red may pitch the tent on exactly 0,0 N and 0,-1 N
      When red tries to place a cowboy on En
      Then the move is rejected under GR-R-COWBOY-3

  Rule: Two to five players (edge cases of GR-R-SETUP-5)

    @id:gr-setup-08 @rule:GR-R-SETUP-5
    Example: Five players may start a game
      Given a gold_rush game is started between red, blue, green, yellow and black from the standard box shuffled with seed 7
      Then 70 land tiles are left to draw
      And the state at /turn/player is "red"

  Rule: With three players the turn goes round in seating order (edge case of GR-R-TURN-1)

    # GR-R-TURN-1: seating order is the order of `players`, red, blue, green; after the last the
    # first plays again. Each tile is all prairie (or a railroad stub) and takes no figure:
    # red (GR-01A east of the start tile), then blue (GR-26A south of it), then green (GR-26B
    # south of that), then red again (GR-26C next).
    @id:gr-turn-100 @rule:GR-R-TURN-1
    Example: With three players the second player hands the turn to the third
      Given a gold_rush game is started between red, blue and green drawing the tiles GR-01A, GR-26A, GR-26B, GR-26C
      When red places the tile at 1,0 rotated 90
      And red takes no action
      Then blue must place GR-26A next
      When blue places the tile at 0,1 rotated 0
      And blue takes no action
      Then green must place GR-26B next
      When green places the tile at 0,2 rotated 0
      And green takes no action
      Then red must place GR-26C next
