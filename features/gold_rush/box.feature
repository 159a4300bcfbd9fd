Feature: The engine's standard box
  An engine may declare what its standard box of gold_rush holds (capability `box`,
  spec/protocol.md `box`). A box with the wrong tile counts plays every scenario right and
  still deals games no one can buy; this compares the declared box with the spec's data.

  Rule: The declared box is the box the spec describes

    @id:gr-box-01 @rule:GR-R-TILES-1 @requires:box
    Example: The standard box of gold_rush
      Given the engine has said hello
      Then the engine's standard box of gold_rush is the one the spec describes
