Feature: The engine's standard box
  An engine may declare what its standard box of oregon holds (capability `box`,
  spec/protocol.md `box`). A box with the wrong tile counts plays every scenario right and
  still deals games no one can buy; this compares the declared box with the spec's data.

  Rule: The declared box is the box the spec describes

    @id:ore-box-01 @rule:OR-R-COMP-3 @requires:box
    Example: The standard box of oregon
      Given the engine has said hello
      Then the engine's standard box of oregon is the one the spec describes
