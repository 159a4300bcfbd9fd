Feature: The engine's standard box
  An engine may declare what its standard box of discovery holds (capability `box`,
  spec/protocol.md `box`). A box with the wrong tile counts plays every scenario right and
  still deals games no one can buy; this compares the declared box with the spec's data.

  Rule: The declared box is the box the spec describes

    @id:dis-box-01 @rule:DI-R-TILES-2 @requires:box
    Example: The standard box of discovery
      Given the engine has said hello
      Then the engine's standard box of discovery is the one the spec describes

  Rule: A box with an expansion the engine does not have is unsupported

    # spec/protocol.md `box`: an unknown expansion is `unsupported`; The Discovery has none.
    @id:dis-box-02 @rule:DI-R-TILES-2 @requires:box
    Example: The box of discovery with an expansion is unsupported
      Given the engine has said hello
      When the engine is sent {"id": 90, "cmd": "box", "game": "discovery", "expansions": ["traders_and_builders"]}
      Then the answer is the error unsupported
