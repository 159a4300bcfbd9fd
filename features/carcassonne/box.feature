Feature: The engine's standard box
  An engine may declare what its standard box of carcassonne holds (capability `box`,
  spec/protocol.md `box`). A box with the wrong tile counts plays every scenario right and
  still deals games no one can buy; this compares the declared box with the spec's data.

  Rule: The declared box is the box the spec describes

    @id:car-box-01 @rule:CAR-R-SETUP-1 @requires:box
    Example: The standard box of carcassonne
      Given the engine has said hello
      Then the engine's standard box of carcassonne is the one the spec describes

    @id:car-box-02 @rule:CAR-R-SETUP-1 @rule:TB-R-COMP-1 @rule:GM-R-COMP-1 @requires:box @requires:traders_and_builders @requires:gold_mines
    Example: The box with Traders & Builders and Gold Mines adds their tiles
      Given the engine has said hello
      Then the engine's standard box of carcassonne with traders_and_builders and gold_mines is the one the spec describes

  Rule: A box with an expansion the engine does not have is unsupported

    # spec/protocol.md `box`: an unknown expansion is `unsupported` (no engine declares
    # inns_and_cathedrals: the suite has no rules for it).
    @id:car-box-03 @rule:CAR-R-SETUP-1 @requires:box
    Example: The box of carcassonne with an expansion no engine has is unsupported
      Given the engine has said hello
      When the engine is sent {"id": 90, "cmd": "box", "game": "carcassonne", "expansions": ["inns_and_cathedrals"]}
      Then the answer is the error unsupported
