"""Outputs derived from a JSON Lines run report (:mod:`rulebook.report`).

* :mod:`rulebook.reports.markdown` — a Markdown summary for a pull-request comment;
* :mod:`rulebook.reports.badges` — shields.io endpoint JSON, one badge per game;
* :mod:`rulebook.reports.diff` — what changed between two reports, keyed by scenario id;
* :mod:`rulebook.reports.casebook` — the single-file HTML casebook (game → rule →
  scenario, rule text, source example, boards drawn from the transcript, one
  column per engine), with :mod:`~rulebook.reports.boards` (board
  reconstruction and :func:`~rulebook.reports.boards.board_svg`, one module
  per game) and :mod:`~rulebook.reports.sources` (spec, rulebook inventories,
  ``.feature`` texts and perft cases).

The CLI front end is ``rulebook report markdown|badges|diff|casebook``.
"""
