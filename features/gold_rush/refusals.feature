Feature: Refusals: the error contract of a Gold Rush engine
  The exact error code (spec/protocol.md §3), the rule id an illegal move breaks, and the
  game left exactly as it was. These cases were the project's own tests
  (tests/test_gold_rush_engine.py, tests/test_protocol_errors.py); here every engine gets them.

  Rule: Requests outside the protocol
    @id:gr-refuse-01 @rule:PRO-R-ERROR-1
    Example: An unknown command is unknown_command, not bad_request
      Given a gold_rush game is started between red and blue drawing the tiles GR-26A, GR-26B and the tokens 2, 1
      When the engine is sent {"cmd": "frobnicate"}
      Then the answer is the error unknown_command

    @id:gr-refuse-02 @rule:PRO-R-ERROR-2
    Example: A well-formed gold_rush move before any game is no_game
      Given the engine has just started
      When the engine is sent {"cmd": "apply_move", "move": {"type": "mine"}}
      Then the answer is the error no_game

    @id:gr-refuse-03 @rule:PRO-R-ERROR-3
    Example: A move with a field the move schema does not define is bad_request
      Given a gold_rush game is started between red and blue drawing the tiles GR-26A, GR-26B and the tokens 2, 1
      When the move {"type": "place_tile", "x": 0, "y": 1, "rotation": 0, "gold": 3} is tried
      Then the answer is the error bad_request

  Rule: Illegal moves are refused under the rule they break

    @id:gr-refuse-04 @rule:GR-R-TURN-3 @rule:PRO-R-ERROR-4
    Example: Refused: action before the tile
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      When the move {"type": "pass"} is tried
      Then the answer is the error illegal_move under GR-R-TURN-3

    @id:gr-refuse-05 @rule:GR-R-TURN-3 @rule:PRO-R-ERROR-4
    Example: Refused: cowboy before the tile
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      When the move {"type": "place_figure", "figure": "cowboy", "x": 0, "y": 0, "at": "E"} is tried
      Then the answer is the error illegal_move under GR-R-TURN-3

    @id:gr-refuse-06 @rule:GR-R-TURN-3 @rule:PRO-R-ERROR-4
    Example: Refused: mining before the tile
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      When the move {"type": "mine"} is tried
      Then the answer is the error illegal_move under GR-R-TURN-3

    @id:gr-refuse-07 @rule:GR-R-PLACE-1 @rule:PRO-R-ERROR-4
    Example: Refused: wrong tile named
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      When the move {"type": "place_tile", "x": 0, "y": 1, "rotation": 0, "tile": "GR-26B"} is tried
      Then the answer is the error illegal_move under GR-R-PLACE-1

    @id:gr-refuse-08 @rule:GR-R-PLACE-2 @rule:PRO-R-ERROR-4
    Example: Refused: occupied cell
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      When the move {"type": "place_tile", "x": 0, "y": 0, "rotation": 0} is tried
      Then the answer is the error illegal_move under GR-R-PLACE-2

    @id:gr-refuse-09 @rule:GR-R-PLACE-2 @rule:PRO-R-ERROR-4
    Example: Refused: corner only
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      When the move {"type": "place_tile", "x": 1, "y": 1, "rotation": 0} is tried
      Then the answer is the error illegal_move under GR-R-PLACE-2

    @id:gr-refuse-10 @rule:GR-R-PLACE-2 @rule:PRO-R-ERROR-4
    Example: Refused: far away
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      When the move {"type": "place_tile", "x": 5, "y": 5, "rotation": 0} is tried
      Then the answer is the error illegal_move under GR-R-PLACE-2

    @id:gr-refuse-11 @rule:GR-R-PLACE-3 @rule:PRO-R-ERROR-4
    Example: Refused: prairie against mountain
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      When the move {"type": "place_tile", "x": 0, "y": -1, "rotation": 0} is tried
      Then the answer is the error illegal_move under GR-R-PLACE-3

    @id:gr-refuse-12 @rule:GR-R-PLACE-3 @rule:PRO-R-ERROR-4
    Example: Refused: prairie against railroad
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      When the move {"type": "place_tile", "x": 1, "y": 0, "rotation": 0} is tried
      Then the answer is the error illegal_move under GR-R-PLACE-3

    # GR-01A at -1,0 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:gr-refuse-13 @rule:GR-R-TURN-2 @rule:PRO-R-ERROR-4
    Example: Refused: second tile
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": -1, "y": 0, "tile": "GR-01A", "rotation": 90}, {"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": 0}}}
      """
      When the move {"type": "place_tile", "x": 0, "y": 1, "rotation": 0} is tried
      Then the answer is the error illegal_move under GR-R-TURN-2

    @id:gr-refuse-14 @rule:GR-R-COWBOY-4 @rule:PRO-R-ERROR-4
    Example: Refused: cowboy on another tile
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": -1, "tile": "GR-54", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}}
      """
      When the move {"type": "place_figure", "figure": "cowboy", "x": 0, "y": 0, "at": "E"} is tried
      Then the answer is the error illegal_move under GR-R-COWBOY-4

    @id:gr-refuse-15 @rule:GR-R-COWBOY-5 @rule:PRO-R-ERROR-4
    Example: Refused: no feature there
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": -1, "tile": "GR-54", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}}
      """
      When the move {"type": "place_figure", "figure": "cowboy", "x": 0, "y": -1, "at": "C"} is tried
      Then the answer is the error illegal_move under GR-R-COWBOY-5

    @id:gr-refuse-16 @rule:GR-R-COWBOY-5 @rule:PRO-R-ERROR-4
    Example: Refused: a tent is not placed as a figure
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": -1, "tile": "GR-54", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}}
      """
      When the move {"type": "place_figure", "figure": "tent", "x": 0, "y": -1, "at": "N"} is tried
      Then the answer is the error illegal_move under GR-R-COWBOY-5

    # Red's four cowboys stand on the board (each on its own railroad stub), so the empty supply is
    # reached by play; the tiles east of 0,0 are here for that (features/README.md, "Routes").
    @id:gr-refuse-17 @rule:GR-R-COWBOY-3 @rule:PRO-R-ERROR-4
    Example: Refused: no cowboy left
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 0, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": -1, "tile": "GR-54", "rotation": 0}, {"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 1, "y": 0, "tile": "GR-31", "rotation": 0}, {"x": 1, "y": 1, "tile": "GR-01A", "rotation": 0}, {"x": 2, "y": 0, "tile": "GR-31", "rotation": 0}, {"x": 2, "y": 1, "tile": "GR-01A", "rotation": 0}, {"x": 3, "y": 0, "tile": "GR-31", "rotation": 0}, {"x": 3, "y": 1, "tile": "GR-01A", "rotation": 0}, {"x": 4, "y": 0, "tile": "GR-31", "rotation": 0}, {"x": 4, "y": 1, "tile": "GR-01A", "rotation": 0}], "figures": [{"player": "red", "figure": "cowboy", "x": 1, "y": 0, "at": "N"}, {"player": "red", "figure": "cowboy", "x": 2, "y": 0, "at": "N"}, {"player": "red", "figure": "cowboy", "x": 3, "y": 0, "at": "N"}, {"player": "red", "figure": "cowboy", "x": 4, "y": 0, "at": "N"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}}
      """
      When the move {"type": "place_figure", "figure": "cowboy", "x": 0, "y": -1, "at": "En"} is tried
      Then the answer is the error illegal_move under GR-R-COWBOY-3

    # GR-26A at 0,1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:gr-refuse-18 @rule:GR-R-COWBOY-8 @rule:PRO-R-ERROR-4
    Example: Refused: occupied railroad
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 3, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": 1, "tile": "GR-26A", "rotation": 0}, {"x": 1, "y": 0, "tile": "GR-01A", "rotation": 90}], "figures": [{"player": "blue", "figure": "cowboy", "x": 0, "y": 0, "at": "E"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 1, "y": 0}}}
      """
      When the move {"type": "place_figure", "figure": "cowboy", "x": 1, "y": 0, "at": "W"} is tried
      Then the answer is the error illegal_move under GR-R-COWBOY-8

    # GR-26A at 0,1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:gr-refuse-19 @rule:GR-R-COWBOY-8 @rule:PRO-R-ERROR-4
    Example: Refused: occupied mountain
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 3, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": -1, "tile": "GR-54", "rotation": 0}, {"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": 1, "tile": "GR-26A", "rotation": 0}], "figures": [{"player": "blue", "figure": "cowboy", "x": 0, "y": 0, "at": "N"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}}
      """
      When the move {"type": "place_figure", "figure": "cowboy", "x": 0, "y": -1, "at": "S"} is tried
      Then the answer is the error illegal_move under GR-R-COWBOY-8

    # GR-01A at -1,0 and GR-26A at -1,-1 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:gr-refuse-20 @rule:GR-R-COWBOY-8 @rule:PRO-R-ERROR-4
    Example: Refused: occupied prairie
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 3, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": -1, "y": -1, "tile": "GR-26A", "rotation": 0}, {"x": -1, "y": 0, "tile": "GR-01A", "rotation": 90}, {"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": 1, "tile": "GR-26A", "rotation": 0}], "figures": [{"player": "red", "figure": "cowboy", "x": 0, "y": 0, "at": "Es"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": 1}}}
      """
      When the move {"type": "place_figure", "figure": "cowboy", "x": 0, "y": 1, "at": "Sw"} is tried
      Then the answer is the error illegal_move under GR-R-COWBOY-8

    # Needs load_position: the point is a position no play reaches (a Gold Rush city covers one
    # tile, so in play a new city is always empty; only a loaded position has a merchant on the
    # tile just placed, spec/gold-rush.md GR-R-COWBOY-8 city.occupancy).
    @id:gr-refuse-21 @rule:GR-R-COWBOY-8 @rule:PRO-R-ERROR-4 @requires:load_position @interp:city.occupancy=exclusive
    Example: Refused: occupied city
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 3, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 1, "y": 0, "tile": "GR-39", "rotation": 0}], "figures": [{"player": "blue", "figure": "cowboy", "x": 1, "y": 0, "at": "C"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 1, "y": 0}}}
      """
      When the move {"type": "place_figure", "figure": "cowboy", "x": 1, "y": 0, "at": "C"} is tried
      Then the answer is the error illegal_move under GR-R-COWBOY-8

    @id:gr-refuse-22 @rule:GR-R-COWBOY-7 @rule:PRO-R-ERROR-4
    Example: Refused: farmer without farmers
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": ["no_farmers"], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": -1, "tile": "GR-54", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}}
      """
      When the move {"type": "place_figure", "figure": "cowboy", "x": 0, "y": -1, "at": "En"} is tried
      Then the answer is the error illegal_move under GR-R-COWBOY-7

    # GR-26A at 0,1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:gr-refuse-23 @rule:GR-R-COWBOY-9 @rule:PRO-R-ERROR-4
    Example: Refused: tent blocks under its reading
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {"mountain.tent_blocks_cowboy": "yes"}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 0}, "tokens": []}], "board": [{"x": 0, "y": -1, "tile": "GR-54", "rotation": 0}, {"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": 1, "tile": "GR-26A", "rotation": 0}], "figures": [{"player": "blue", "figure": "tent", "x": 0, "y": 0, "at": "N"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}}
      """
      When the move {"type": "place_figure", "figure": "cowboy", "x": 0, "y": -1, "at": "N"} is tried
      Then the answer is the error illegal_move under GR-R-COWBOY-9

    @id:gr-refuse-24 @rule:GR-R-TENT-1 @rule:PRO-R-ERROR-4
    Example: Refused: tent on a prairie
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": -1, "tile": "GR-54", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}}
      """
      When the move {"type": "place_tent", "x": 0, "y": -1, "at": "En"} is tried
      Then the answer is the error illegal_move under GR-R-TENT-1

    @id:gr-refuse-25 @rule:GR-R-TENT-1 @rule:PRO-R-ERROR-4
    Example: Refused: tent on an empty cell
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": -1, "tile": "GR-54", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}}
      """
      When the move {"type": "place_tent", "x": 4, "y": 4, "at": "N"} is tried
      Then the answer is the error illegal_move under GR-R-TENT-1

    @id:gr-refuse-26 @rule:GR-R-TENT-2 @rule:PRO-R-ERROR-4
    Example: Refused: tent on a completed mountain
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": -1, "tile": "GR-47A", "rotation": 180}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}}
      """
      When the move {"type": "place_tent", "x": 0, "y": 0, "at": "N"} is tried
      Then the answer is the error illegal_move under GR-R-TENT-2

    # GR-26A at 0,1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:gr-refuse-27 @rule:GR-R-TENT-3 @rule:PRO-R-ERROR-4
    Example: Refused: tent on a cowboy's segment
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 3, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": -1, "tile": "GR-54", "rotation": 0}, {"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": 1, "tile": "GR-26A", "rotation": 0}], "figures": [{"player": "blue", "figure": "cowboy", "x": 0, "y": 0, "at": "N"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}}
      """
      When the move {"type": "place_tent", "x": 0, "y": 0, "at": "N"} is tried
      Then the answer is the error illegal_move under GR-R-TENT-3

    # GR-26A at 0,1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:gr-refuse-28 @rule:GR-R-TENT-3 @rule:PRO-R-ERROR-4
    Example: Refused: tent on another tent
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 0}, "tokens": []}], "board": [{"x": 0, "y": -1, "tile": "GR-54", "rotation": 0}, {"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": 1, "tile": "GR-26A", "rotation": 0}], "figures": [{"player": "blue", "figure": "tent", "x": 0, "y": 0, "at": "N"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}}
      """
      When the move {"type": "place_tent", "x": 0, "y": 0, "at": "N"} is tried
      Then the answer is the error illegal_move under GR-R-TENT-3

    # Red pitched the tent on an earlier turn and has just placed the filler at -1,0 (no play puts the
    # tent on the tile just placed before that turn's step 2); GR-01A at 1,0 and -1,0 hold no figures
    # and are here so that a route reaches this position by play (features/README.md, "Routes").
    @id:gr-refuse-29 @rule:GR-R-TENT-3 @rule:PRO-R-ERROR-4
    Example: Refused: tent onto itself
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 0}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": -1, "y": 0, "tile": "GR-01A", "rotation": 90}, {"x": 0, "y": -1, "tile": "GR-54", "rotation": 0}, {"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 1, "y": 0, "tile": "GR-01A", "rotation": 90}], "figures": [{"player": "red", "figure": "tent", "x": 0, "y": -1, "at": "S"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": -1, "y": 0}}}
      """
      When the move {"type": "place_tent", "x": 0, "y": -1, "at": "N"} is tried
      Then the answer is the error illegal_move under GR-R-TENT-3

    @id:gr-refuse-30 @rule:GR-R-DIG-1 @rule:PRO-R-ERROR-4
    Example: Refused: mining without a tent
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": -1, "tile": "GR-54", "rotation": 0}], "figures": [], "mountains": [{"x": 0, "y": 0, "at": "N", "tokens": ["2"]}], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}}
      """
      When the move {"type": "mine"} is tried
      Then the answer is the error illegal_move under GR-R-DIG-1

    # GR-26A at 0,1 and GR-26A at -1,1 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:gr-refuse-31 @rule:GR-R-DIG-1 @rule:PRO-R-ERROR-4
    Example: Refused: mining an empty mountain
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 0}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": -1, "y": 1, "tile": "GR-26A", "rotation": 0}, {"x": 0, "y": -1, "tile": "GR-54", "rotation": 0}, {"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": 1, "tile": "GR-26A", "rotation": 0}], "figures": [{"player": "red", "figure": "tent", "x": 0, "y": 0, "at": "N"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}}
      """
      When the move {"type": "mine"} is tried
      Then the answer is the error illegal_move under GR-R-DIG-1

    # GR-26A at 0,1 and GR-26A at -1,1 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:gr-refuse-32 @rule:GR-R-MTN-5 @rule:PRO-R-ERROR-4
    Example: Refused: mining a mountain completed this turn under its reading
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {"mountain.mine_before_scoring": "no"}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 0}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": -1, "y": 1, "tile": "GR-26A", "rotation": 0}, {"x": 0, "y": -1, "tile": "GR-47A", "rotation": 180}, {"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": 1, "tile": "GR-26A", "rotation": 0}], "figures": [{"player": "red", "figure": "tent", "x": 0, "y": 0, "at": "N"}], "mountains": [{"x": 0, "y": 0, "at": "N", "tokens": ["2"]}], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}}
      """
      When the move {"type": "mine"} is tried
      Then the answer is the error illegal_move under GR-R-MTN-5

    # GR-26A at 0,1 and GR-26A at 0,2 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:gr-refuse-33 @rule:GR-R-HOUSE-1 @rule:PRO-R-ERROR-4
    Example: Refused: taking back without the variant
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 3, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": -1, "tile": "GR-54", "rotation": 0}, {"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": 1, "tile": "GR-26A", "rotation": 0}, {"x": 0, "y": 2, "tile": "GR-26A", "rotation": 0}], "figures": [{"player": "red", "figure": "cowboy", "x": 0, "y": 0, "at": "E"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}}
      """
      When the move {"type": "remove_figure", "x": 0, "y": 0, "at": "E"} is tried
      Then the answer is the error illegal_move under GR-R-HOUSE-1

    # GR-26A at 0,1 holds no figure and is here so that a route reaches this position by play
    # (features/README.md, "Routes").
    @id:gr-refuse-34 @rule:GR-R-HOUSE-1 @rule:PRO-R-ERROR-4
    Example: Refused: taking back another's cowboy
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": ["remove_cowboy"], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 3, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": -1, "tile": "GR-54", "rotation": 0}, {"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": 1, "tile": "GR-26A", "rotation": 0}], "figures": [{"player": "blue", "figure": "cowboy", "x": 0, "y": 0, "at": "E"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}}
      """
      When the move {"type": "remove_figure", "x": 0, "y": 0, "at": "E"} is tried
      Then the answer is the error illegal_move under GR-R-HOUSE-1

    # GR-26A at 0,1 and GR-26A at 0,2 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:gr-refuse-35 @rule:GR-R-HOUSE-1 @rule:PRO-R-ERROR-4
    Example: Refused: taking back a tent
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": ["remove_cowboy"], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 0}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": -1, "tile": "GR-54", "rotation": 0}, {"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": 1, "tile": "GR-26A", "rotation": 0}, {"x": 0, "y": 2, "tile": "GR-26A", "rotation": 0}], "figures": [{"player": "red", "figure": "tent", "x": 0, "y": 0, "at": "N"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}}
      """
      When the move {"type": "remove_figure", "x": 0, "y": 0, "at": "N"} is tried
      Then the answer is the error illegal_move under GR-R-HOUSE-1

  Rule: After the end of the game

    # Edge case of GR-R-END-1 for positions: a finished game (phase over, no player) loads.
    @id:gr-refuse-67 @rule:GR-R-END-1 @rule:PRO-R-ERROR-5 @requires:load_position
    Example: A finished game loads, and a move is then game_over
      Given a gold_rush game between red and blue
      And red is to place GR-26A
      And in the draft, /turn is {"number": 5, "player": null, "phase": "over", "tile": null, "placed": null}
      And in the draft, /draw_pile is []
      When the position is loaded
      Then the answer is accepted
      When the move {"type": "pass"} is tried
      Then the answer is the error game_over

    @id:gr-refuse-36 @rule:GR-R-END-1 @rule:PRO-R-ERROR-5 @requires:load_position
    Example: Moves and end_game after the last tile are game_over
      Given the engine has loaded the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": [], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      When the move {"type": "place_tile", "x": 0, "y": 1, "rotation": 0} is tried
      Then the answer is accepted
      When the move {"type": "pass"} is tried
      Then the answer is accepted
      And the game is over
      When the move {"type": "pass"} is tried
      Then the answer is the error game_over
      When the move {"type": "mine"} is tried
      Then the answer is the error game_over
      When the engine is sent {"cmd": "end_game"}
      Then the answer is the error game_over

  Rule: Positions that cannot arise are invalid_position, and the game goes on

    @id:gr-refuse-37 @rule:GR-R-SETUP-1 @rule:GR-R-TENT-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused position: tent on a prairie
      Given a standard gold_rush game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 0}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [{"player": "red", "figure": "tent", "x": 0, "y": 0, "at": "Es"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error invalid_position under GR-R-TENT-1

    @id:gr-refuse-38 @rule:GR-R-SETUP-1 @rule:GR-R-TENT-3 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused position: two figures on one segment
      Given a standard gold_rush game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 3, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 0}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [{"player": "red", "figure": "cowboy", "x": 0, "y": 0, "at": "N"}, {"player": "blue", "figure": "tent", "x": 0, "y": 0, "at": "N"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error invalid_position under GR-R-TENT-3
      # The same pair listed the other way round (blue's tent first, then red's cowboy): still the
      # tent shares its segment with a cowboy, GR-R-TENT-3 (a tent does not occupy a feature for
      # cowboys, GR-R-COWBOY-8/9, so no cowboy rule is broken).
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 3, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 0}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [{"player": "blue", "figure": "tent", "x": 0, "y": 0, "at": "N"}, {"player": "red", "figure": "cowboy", "x": 0, "y": 0, "at": "N"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error invalid_position under GR-R-TENT-3

    @id:gr-refuse-39 @rule:GR-R-SETUP-1 @rule:GR-R-COMP-4 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused position: a tent both in the supply and on the board
      Given a standard gold_rush game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [{"player": "red", "figure": "tent", "x": 0, "y": 0, "at": "N"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error invalid_position under GR-R-COMP-4

    @id:gr-refuse-40 @rule:GR-R-SETUP-1 @rule:GR-R-COMP-4 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused position: a tent nowhere
      Given a standard gold_rush game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 0}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error invalid_position under GR-R-COMP-4

    @id:gr-refuse-41 @rule:GR-R-SETUP-1 @rule:GR-R-COMP-3 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused position: five cowboys
      Given a standard gold_rush game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [{"player": "red", "figure": "cowboy", "x": 0, "y": 0, "at": "E"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error invalid_position under GR-R-COMP-3
      # Five cowboys as 3 in the supply and 2 on the board (red's railwayman and gold miner on the
      # start tile): 3 + 2 = 5, one more than the 4 of the kit (GR-R-COMP-3).
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 3, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [{"player": "red", "figure": "cowboy", "x": 0, "y": 0, "at": "N"}, {"player": "red", "figure": "cowboy", "x": 0, "y": 0, "at": "E"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error invalid_position under GR-R-COMP-3

    @id:gr-refuse-42 @rule:GR-R-SETUP-1 @rule:GR-R-RETURN-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused position: a cowboy on a completed railroad
      Given a standard gold_rush game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 3, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": -1, "y": 0, "tile": "GR-27", "rotation": 0}, {"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 1, "y": 0, "tile": "GR-27", "rotation": 0}], "figures": [{"player": "red", "figure": "cowboy", "x": 0, "y": 0, "at": "E"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error invalid_position under GR-R-RETURN-1

    @id:gr-refuse-43 @rule:GR-R-SETUP-1 @rule:GR-R-MTN-6 @rule:PRO-R-ERROR-6 @requires:load_position @interp:mountain.unclaimed_tokens=supply @requires:chance
    Example: Refused position: tokens on a completed mountain
      Given a standard gold_rush game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": -1, "tile": "GR-47A", "rotation": 180}], "figures": [], "mountains": [{"x": 0, "y": 0, "at": "N", "tokens": ["2"]}], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error invalid_position under GR-R-MTN-6

    @id:gr-refuse-44 @rule:GR-R-SETUP-1 @rule:GR-R-TOKEN-2 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused position: one mountain listed twice
      Given a standard gold_rush game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": -1, "tile": "GR-54", "rotation": 0}], "figures": [], "mountains": [{"x": 0, "y": 0, "at": "N", "tokens": ["2"]}, {"x": 0, "y": -1, "at": "S", "tokens": ["1"]}], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error invalid_position under GR-R-TOKEN-2

    @id:gr-refuse-45 @rule:GR-R-SETUP-1 @rule:GR-R-TOKEN-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused position: tokens on a prairie
      Given a standard gold_rush game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [], "mountains": [{"x": 0, "y": 0, "at": "Es", "tokens": ["2"]}], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error invalid_position under GR-R-TOKEN-1

    @id:gr-refuse-46 @rule:GR-R-SETUP-1 @rule:GR-R-COWBOY-7 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused position: a farmer under no_farmers
      Given a standard gold_rush game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": ["no_farmers"], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 3, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [{"player": "red", "figure": "cowboy", "x": 0, "y": 0, "at": "Es"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error invalid_position under GR-R-COWBOY-7

    @id:gr-refuse-47 @rule:GR-R-SETUP-1 @rule:PRO-R-ERROR-3 @requires:load_position
    Example: Refused position: a token face the box lacks
      Given a standard gold_rush game between red and blue shuffled with seed 1
      When the engine is sent:
      """
      {"cmd": "load_position", "game": "gold_rush", "position": {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": ["7"], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}}
      """
      Then the answer is the error bad_request

    @id:gr-refuse-48 @rule:GR-R-SETUP-1 @rule:GR-R-PLACE-3 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused position: a tile that does not fit
      Given a standard gold_rush game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": -1, "tile": "GR-26A", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error invalid_position under GR-R-PLACE-3

    @id:gr-refuse-49 @rule:GR-R-PLACE-2 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused position: two tiles in one cell
      Given a standard gold_rush game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": 0, "tile": "GR-26A", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error invalid_position under GR-R-PLACE-2

    @id:gr-refuse-50 @rule:GR-R-SETUP-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused position: no tile on the start cell
      Given a standard gold_rush game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 1, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error invalid_position under GR-R-SETUP-1

    @id:gr-refuse-51 @rule:GR-R-TURN-2 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused position: a turn.player who is not a player
      Given a standard gold_rush game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "green", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error invalid_position

    @id:gr-refuse-52 @rule:GR-R-TURN-2 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused position: a finished game with a player to move
      Given a standard gold_rush game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "over", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error invalid_position

    @id:gr-refuse-53 @rule:GR-R-TURN-2 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused position: a figure of a player who is not in the game
      Given a standard gold_rush game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [{"player": "green", "figure": "cowboy", "x": 0, "y": 0, "at": "E"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error invalid_position

  Rule: Set-ups the engine does not offer, or the rules cannot start

    @id:gr-refuse-54 @rule:GR-R-SETUP-5 @rule:PRO-R-ERROR-7
    Example: Refused set-up: one player
      Given a gold_rush game is started between red and blue drawing the tiles GR-26A, GR-26B and the tokens 2, 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "gold_rush", "players": ["red"], "draw": {"tiles": ["GR-01A", "GR-27"], "tokens": ["2", "1"]}}
      """
      Then the answer is the error bad_request

    @id:gr-refuse-55 @rule:GR-R-SETUP-5 @rule:PRO-R-ERROR-7
    Example: Refused set-up: six players
      Given a gold_rush game is started between red and blue drawing the tiles GR-26A, GR-26B and the tokens 2, 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "gold_rush", "players": ["a", "b", "c", "d", "e", "f"], "draw": {"tiles": ["GR-01A", "GR-27"], "tokens": ["2", "1"]}}
      """
      Then the answer is the error bad_request

    @id:gr-refuse-56 @rule:GR-R-SETUP-5 @rule:PRO-R-ERROR-7
    Example: Refused set-up: same name twice
      Given a gold_rush game is started between red and blue drawing the tiles GR-26A, GR-26B and the tokens 2, 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "gold_rush", "players": ["red", "red"], "draw": {"tiles": ["GR-01A", "GR-27"], "tokens": ["2", "1"]}}
      """
      Then the answer is the error bad_request

    @id:gr-refuse-57 @rule:GR-R-SETUP-3 @rule:PRO-R-ERROR-7
    Example: Refused set-up: unknown token
      Given a gold_rush game is started between red and blue drawing the tiles GR-26A, GR-26B and the tokens 2, 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "gold_rush", "players": ["red", "blue"], "draw": {"tiles": ["GR-01A"], "tokens": ["4"]}}
      """
      Then the answer is the error bad_request

    @id:gr-refuse-58 @rule:GR-R-SETUP-3 @rule:PRO-R-ERROR-7
    Example: Refused set-up: another draw kind
      Given a gold_rush game is started between red and blue drawing the tiles GR-26A, GR-26B and the tokens 2, 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "gold_rush", "players": ["red", "blue"], "draw": {"tiles": ["GR-01A"], "cards": ["x"]}}
      """
      Then the answer is the error bad_request

    @id:gr-refuse-59 @rule:GR-R-SETUP-3 @rule:PRO-R-ERROR-7
    Example: Refused set-up: unknown tile
      Given a gold_rush game is started between red and blue drawing the tiles GR-26A, GR-26B and the tokens 2, 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "gold_rush", "players": ["red", "blue"], "draw": {"tiles": ["GR-99"]}}
      """
      Then the answer is the error unknown_tile

    @id:gr-refuse-60 @rule:GR-R-SETUP-3 @rule:PRO-R-ERROR-7
    Example: Refused set-up: unknown variant
      Given a gold_rush game is started between red and blue drawing the tiles GR-26A, GR-26B and the tokens 2, 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "gold_rush", "players": ["red", "blue"], "draw": {"tiles": ["GR-01A", "GR-27"], "tokens": ["2", "1"]}, "variants": ["sheriff"]}
      """
      Then the answer is the error unsupported

    @id:gr-refuse-61 @rule:GR-R-SETUP-3 @rule:PRO-R-ERROR-7
    Example: Refused set-up: an expansion
      Given a gold_rush game is started between red and blue drawing the tiles GR-26A, GR-26B and the tokens 2, 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "gold_rush", "players": ["red", "blue"], "draw": {"tiles": ["GR-01A", "GR-27"], "tokens": ["2", "1"]}, "expansions": ["the_sheriff"]}
      """
      Then the answer is the error unsupported

    @id:gr-refuse-62 @rule:GR-R-SETUP-3 @rule:PRO-R-ERROR-7
    Example: Refused set-up: an option
      Given a gold_rush game is started between red and blue drawing the tiles GR-26A, GR-26B and the tokens 2, 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "gold_rush", "players": ["red", "blue"], "draw": {"tiles": ["GR-01A", "GR-27"], "tokens": ["2", "1"]}, "options": {"fast": true}}
      """
      Then the answer is the error unsupported

    @id:gr-refuse-63 @rule:GR-R-SETUP-3 @rule:PRO-R-ERROR-7
    Example: Refused set-up: unknown interpretation
      Given a gold_rush game is started between red and blue drawing the tiles GR-26A, GR-26B and the tokens 2, 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "gold_rush", "players": ["red", "blue"], "draw": {"tiles": ["GR-01A", "GR-27"], "tokens": ["2", "1"]}, "interpretations": {"mountain.sheriff": "yes"}}
      """
      Then the answer is the error unsupported

    @id:gr-refuse-64 @rule:GR-R-SETUP-3 @rule:PRO-R-ERROR-7
    Example: Refused set-up: unknown interpretation value
      Given a gold_rush game is started between red and blue drawing the tiles GR-26A, GR-26B and the tokens 2, 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "gold_rush", "players": ["red", "blue"], "draw": {"tiles": ["GR-01A", "GR-27"], "tokens": ["2", "1"]}, "interpretations": {"mountain.tie_first": "youngest"}}
      """
      Then the answer is the error unsupported

    @id:gr-refuse-65 @rule:GR-R-SETUP-3 @rule:PRO-R-ERROR-7 @requires:custom_tiles
    Example: Refused set-up: a city naming a prairie as its railroad
      Given a gold_rush game is started between red and blue drawing the tiles GR-26A, GR-26B and the tokens 2, 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "gold_rush", "players": ["red", "blue"], "draw": {"tiles": ["GR-01A", "GR-27"], "tokens": ["2", "1"]}, "tiles": [{"id": "GRX-1", "count": 1, "edges": "PPPP", "features": [{"id": "p1", "kind": "prairie", "places": ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"]}, {"id": "c1", "kind": "city", "places": ["C"], "railroads": ["r1"]}]}]}
      """
      Then the answer is the error bad_request


  Rule: Taking back a cowboy is a step-2 action, after the tile

    # GR-26A at 0,1 and GR-26A at 0,2 hold no figures and are here so that a route reaches this
    # position by play (features/README.md, "Routes").
    @id:gr-refuse-66 @rule:GR-R-TURN-3 @rule:GR-R-HOUSE-1 @rule:PRO-R-ERROR-4 @requires:remove_cowboy
    Example: Refused: taking back a cowboy before the tile (remove_cowboy)
      Given the engine has loaded the position:
        """
        {"game": "gold_rush", "variants": ["remove_cowboy"], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 3, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": 1, "tile": "GR-26A", "rotation": 0}, {"x": 0, "y": 2, "tile": "GR-26A", "rotation": 0}], "figures": [{"player": "red", "figure": "cowboy", "x": 0, "y": 0, "at": "E"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
        """
      When the move {"type": "remove_figure", "x": 0, "y": 0, "at": "E"} is tried
      Then the answer is the error illegal_move under GR-R-TURN-3

  Rule: A figure Gold Rush does not have is refused

    # Edge case of GR-R-COWBOY-5: `place_figure` places cowboys only; a figure name from another
    # game (Carcassonne's builder) is refused under the same rule as the tent (gr-refuse-16).
    @id:gr-refuse-68 @rule:GR-R-COWBOY-5 @rule:PRO-R-ERROR-4
    Example: Refused: a builder is not a Gold Rush figure
      Given the engine has loaded the position:
        """
        {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": -1, "tile": "GR-54", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 0, "y": -1}}}
        """
      When the move {"type": "place_figure", "figure": "builder", "x": 0, "y": -1, "at": "N"} is tried
      Then the answer is the error illegal_move under GR-R-COWBOY-5

  Rule: A shuffle move answers only a pending chance decision

    # spec/protocol.md §7a with GR-R-TURN-3: a `shuffle` move while no chance decision is pending
    # is illegal_move under the game's turn rule, in the tile step and in step 2 alike, and the
    # turn goes on (red still places the tile, then still has its step-2 choice).
    @id:gr-refuse-69 @rule:GR-R-TURN-3 @rule:PRO-R-ERROR-4
    Example: Refused: a shuffle move while nothing is being shuffled
      Given a gold_rush game between red and blue
      And the draw pile is GR-26B
      And red is to place GR-26A
      When the move {"type": "shuffle", "order": ["1"]} is tried
      Then the answer is the error illegal_move under GR-R-TURN-3
      When red places the tile at 0,1 rotated 0
      And the move {"type": "shuffle", "order": ["1"]} is tried
      Then the answer is the error illegal_move under GR-R-TURN-3
      When red takes no action
      Then the state's /turn/player is "blue"

  Rule: A position's turn fits its phase, and its figures stand on tiles (edge cases of §9.2)

    # spec/protocol.md §9.2 ("turn consistent with its phase"): in phase place_tile the turn
    # names the tile in hand and no placed cell; in phase place_figure it names the placed cell,
    # which holds a tile, and no tile in hand. Each break is invalid_position (GR-R-TURN-2: the
    # tile step, then step 2 on the tile just placed). About load_position itself.
    @id:gr-refuse-70 @rule:GR-R-TURN-2 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused positions: turn.tile and turn.placed that do not fit the phase
      Given a standard gold_rush game between red and blue shuffled with seed 1
      # place_tile without turn.tile
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": null, "placed": null}}
      """
      Then the answer is the error invalid_position
      # place_figure with turn.tile
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": 1, "tile": "GR-26A", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": "GR-26B", "placed": {"x": 0, "y": 1}}}
      """
      Then the answer is the error invalid_position
      # place_figure without turn.placed
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": 1, "tile": "GR-26A", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": null}}
      """
      Then the answer is the error invalid_position
      # place_figure with turn.placed on an empty cell
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": 1, "tile": "GR-26A", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_figure", "tile": null, "placed": {"x": 1, "y": 1}}}
      """
      Then the answer is the error invalid_position
      # place_tile with turn.placed
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": {"x": 0, "y": 0}}}
      """
      Then the answer is the error invalid_position

    # spec/protocol.md §9.2 ("every figure on a tile") and spec/gold-rush.md ("at most one
    # tent" per player, GR-R-COMP-4): a cowboy on an empty cell, and two tents of red on two
    # segments of one mountain, are invalid_position. About load_position itself.
    @id:gr-refuse-71 @rule:GR-R-COMP-4 @rule:GR-R-COMP-3 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused positions: a cowboy on an empty cell, a player with two tents
      Given a standard gold_rush game between red and blue shuffled with seed 1
      # a cowboy on an empty cell
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 3, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [{"player": "red", "figure": "cowboy", "x": 0, "y": 1, "at": "N"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error invalid_position
      # two tents of one player
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 0}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": -1, "tile": "GR-54", "rotation": 0}], "figures": [{"player": "red", "figure": "tent", "x": 0, "y": 0, "at": "N"}, {"player": "red", "figure": "tent", "x": 0, "y": -1, "at": "N"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error invalid_position

  Rule: A variant is named once

    # spec/protocol.md PC-R-SETUP-1: a variant listed twice in new_game is a malformed request,
    # bad_request (as the position schema's uniqueItems makes it for positions), not a game
    # with the variant "twice on"; the game before the request goes on.
    @id:gr-refuse-72 @rule:PC-R-SETUP-1 @rule:PRO-R-ERROR-3
    Example: Refused set-up: a variant listed twice
      Given a gold_rush game is started between red and blue drawing the tiles GR-26A, GR-26B and the tokens 2, 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "gold_rush", "players": ["red", "blue"], "draw": {"tiles": ["GR-01A", "GR-27"], "tokens": ["2", "1"]}, "variants": ["no_farmers", "no_farmers"]}
      """
      Then the answer is the error bad_request

  Rule: Custom tile definitions must be consistent (PC-R-TILEDEF-1)

    # GR-01A (a straight railroad N-S between two prairies) with the prairie half-edge Wn given to
    # a second railroad: the half-edges of a prairie edge (P) belong to prairies, so the
    # definition is inconsistent and the request is bad_request; the game before goes on.
    @id:gr-refuse-73 @rule:PC-R-TILEDEF-1 @rule:PRO-R-ERROR-3 @requires:custom_tiles
    Example: Inconsistent tile definitions are bad_request: a railroad on half of a prairie edge
      Given a gold_rush game is started between red and blue drawing the tiles GR-26A, GR-26B and the tokens 2, 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "gold_rush", "players": ["red", "blue"], "draw": {"tiles": ["TEST-1", "GR-27"], "tokens": ["2", "1"]}, "tiles": [{"id": "TEST-1", "count": 1, "edges": "RPRP", "features": [{"id": "r1", "kind": "railroad", "places": ["N", "S"]}, {"id": "p1", "kind": "prairie", "places": ["Nw", "Sw", "Ws"]}, {"id": "r2", "kind": "railroad", "places": ["Wn"]}, {"id": "p2", "kind": "prairie", "places": ["Ne", "En", "Es", "Se"]}]}]}
      """
      Then the answer is the error bad_request

    # A tile of The Discovery (meadow and sea, edges GGGS) in a gold_rush game: not Gold Rush's
    # edge letters (R, M, P): bad_request.
    @id:gr-refuse-74 @rule:PC-R-TILEDEF-1 @rule:PRO-R-ERROR-3 @requires:custom_tiles
    Example: Inconsistent tile definitions are bad_request: another game's edge letters
      Given a gold_rush game is started between red and blue drawing the tiles GR-26A, GR-26B and the tokens 2, 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "gold_rush", "players": ["red", "blue"], "draw": {"tiles": ["TEST-1", "GR-27"], "tokens": ["2", "1"]}, "tiles": [{"id": "TEST-1", "count": 1, "edges": "GGGS", "features": [{"id": "g1", "kind": "meadow", "places": ["N", "E", "S"]}, {"id": "s1", "kind": "sea", "places": ["W"]}]}]}
      """
      Then the answer is the error bad_request

  Rule: A position's completed cities and discarded tiles are checked too

    # GR-R-CITY-1 / GR-R-RETURN-1: GR-39 at (0, 1) is a city whose three railroads leave it E, S
    # and W; each ends at once in a one-edge railroad of a GR-27 (at (1, 1) its W stub, at
    # (-1, 1) its E stub, at (0, 2) turned 180 its N stub), so all three railroads are complete
    # and the city is complete. Its cowboy would have been scored and returned when it was
    # completed, and the turn is a tile step (no tile just placed): invalid_position under
    # GR-R-RETURN-1. (Only a position can hold this: play scores and returns the cowboy.)
    @id:gr-refuse-140 @rule:GR-R-CITY-1 @rule:GR-R-RETURN-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused position: a cowboy on a completed city
      Given a standard gold_rush game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 3, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": -1, "y": 1, "tile": "GR-27", "rotation": 0}, {"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": 1, "tile": "GR-39", "rotation": 0}, {"x": 0, "y": 2, "tile": "GR-27", "rotation": 180}, {"x": 1, "y": 1, "tile": "GR-27", "rotation": 0}], "figures": [{"player": "red", "figure": "cowboy", "x": 0, "y": 1, "at": "C"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 5, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error invalid_position under GR-R-RETURN-1

    # PC-R-TILEID-1 (spec/protocol.md §9.2): every tile id of a position is one a tile set
    # defines, the discarded tiles too; GR-99 is none, so the answer is unknown_tile.
    @id:gr-refuse-141 @rule:PC-R-TILEID-1 @rule:GR-R-PLACE-4 @requires:load_position
    Example: Refused position: an unknown tile among the discarded tiles
      Given a standard gold_rush game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": ["GR-99"], "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error unknown_tile

    # PC-R-TILEDEF-1: in gold_rush a mountain edge (M) is held by a mountain. TEST-1 has an M edge
    # on the north held by a city: laid against a mountain it would join the city and the
    # mountain (and its token stack) into one feature of two kinds, so the definition is
    # inconsistent and the request is bad_request; the game before goes on.
    @id:gr-refuse-142 @rule:PC-R-TILEDEF-1 @rule:PRO-R-ERROR-3 @requires:custom_tiles
    Example: Inconsistent tile definitions are bad_request: a city on a mountain edge
      Given a gold_rush game is started between red and blue drawing the tiles GR-26A, GR-26B and the tokens 2, 1
      When the engine is sent:
      """
      {"cmd": "new_game", "game": "gold_rush", "players": ["red", "blue"], "draw": {"tiles": ["TEST-1", "GR-26A"], "tokens": ["2", "1"]}, "tiles": [{"id": "TEST-1", "count": 1, "edges": "MPPP", "features": [{"id": "c1", "kind": "city", "places": ["N"]}, {"id": "p1", "kind": "prairie", "places": ["En", "Es", "Se", "Sw", "Ws", "Wn"]}]}]}
      """
      Then the answer is the error bad_request

    # GR-R-TENT-1: a tent stands only on a mountain. GR-39 at 1,0 (its west railroad on the start
    # tile's east one) is a city; red's tent on it (C) is invalid_position under GR-R-TENT-1, as
    # a tent on a prairie is (gr-refuse-37). A city sorts below "mountain", a railroad and a
    # prairie above it.
    @id:gr-refuse-143 @rule:GR-R-TENT-1 @rule:PRO-R-ERROR-6 @requires:load_position
    Example: Refused position: a tent on a city
      Given a standard gold_rush game between red and blue shuffled with seed 1
      When the engine is asked to load the position:
      """
      {"game": "gold_rush", "variants": [], "interpretations": {}, "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 0}, "tokens": []}, {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}], "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 1, "y": 0, "tile": "GR-39", "rotation": 0}], "figures": [{"player": "red", "figure": "tent", "x": 1, "y": 0, "at": "C"}], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [], "turn": {"number": 2, "player": "blue", "phase": "place_tile", "tile": "GR-26A", "placed": null}}
      """
      Then the answer is the error invalid_position under GR-R-TENT-1
