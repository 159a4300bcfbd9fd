Feature: Cloisters
  A cloister is complete when all eight cells around it hold tiles; it then
  scores nine points for its monk's owner.

  Rule: A surrounded cloister scores nine

    # The cloister lies below the start tile; straight roads flank the start
    # tile, cloisters and a road-end cloister fill the ring but one cell.
    @id:car-cloister-01 @rule:CAR-R-CLOISTER-1 @rule:CAR-R-SCORE-1 @rule:PC-R-COMPLETE-1
    Example: Blue's tile completes red's cloister and red scores 9
      Given a carcassonne game between red and blue
      And the board:
        | x  | y | tile   | rotation | figures  |
        | -1 | 0 | BASE-U | 0        |          |
        | 1  | 0 | BASE-U | 0        |          |
        | 0  | 1 | BASE-B | 0        | red on C |
        | -1 | 1 | BASE-B | 0        |          |
        | 1  | 1 | BASE-B | 0        |          |
        | -1 | 2 | BASE-B | 0        |          |
        | 1  | 2 | BASE-A | 0        |          |
      And blue is to place BASE-A
      And the draw pile is BASE-V
      When blue places the tile at 0,2 rotated 0
      And blue places no follower
      Then a cloister of 1 tile is completed
      And red scores 9 points for the cloister
      And red's follower at 0,1 C returns
      And blue scores nothing

    @id:car-cloister-02 @rule:CAR-R-CLOISTER-1 @rule:CAR-R-END-2
    Example: An unfinished cloister scores one plus its neighbours at the end
      Given a carcassonne game between red and blue
      And the board:
        | x  | y | tile   | rotation | figures  |
        | -1 | 0 | BASE-U | 0        |          |
        | 1  | 0 | BASE-U | 0        |          |
        | 0  | 1 | BASE-B | 0        | red on C |
        | -1 | 1 | BASE-B | 0        |          |
        | 1  | 1 | BASE-B | 0        |          |
      And red is to place BASE-V
      When the game ends
      Then red scores 6 points for the cloister

    # As car-cloister-01, but red's monk is on a cloister with a road (BASE-A, road to the
    # south) below the start tile. Blue's BASE-A turned 180 fills the last cell of the ring
    # and joins the two road ends, which both stop at a cloister: the 2-tile road (nobody on
    # it) and red's cloister are completed by the same tile, road first by its reference.
    @id:car-cloister-03 @rule:CAR-R-CLOISTER-1 @rule:CAR-R-SCORE-1 @rule:CAR-R-ROAD-1
    Example: A cloister with a road scores nine when its ring is filled
      Given a carcassonne game between red and blue
      And the board:
        | x  | y | tile   | rotation | figures  |
        | -1 | 0 | BASE-U | 0        |          |
        | 1  | 0 | BASE-U | 0        |          |
        | 0  | 1 | BASE-A | 0        | red on C |
        | -1 | 1 | BASE-B | 0        |          |
        | 1  | 1 | BASE-B | 0        |          |
        | -1 | 2 | BASE-B | 0        |          |
        | 1  | 2 | BASE-A | 0        |          |
      And blue is to place BASE-A
      And the draw pile is BASE-V
      When blue places the tile at 0,2 rotated 180
      And blue places no follower
      Then a road of 2 tiles is completed
      And a cloister of 1 tile is completed
      And red scores 9 points for the cloister
      And red's follower at 0,1 C returns
      And blue scores nothing
