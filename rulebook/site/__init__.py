"""The rulebook site: every rule of ``spec/`` with its text, its sources, its scenarios (with
boards and events from a run of the reference engine) and its registered readings, as a static,
multi-page HTML site (``rulebook site -o DIR``).

Built with the project's Jinja templates (``rulebook/site/templates``), no network and no
JavaScript except the deep-link redirect of ``index.html#<id>``.  Layout (the stable deep links,
also in the README):

- ``index.html#<id>``: any rule, rule group, scenario, worked example, reading (``game:key``)
  or game id redirects to its page (``ids.json`` lists every id and its address);
- ``rules/<group>.html#<rule id>`` (a rule's group is its id without the number);
- ``rules/<group of its first rule>.html#<scenario id>``;
- ``examples.html#<example id>``; ``readings/<game>/<key>.html``; ``games/<game>.html``;
- ``src/features/<game>/<file>.feature.html#L<line>``: the ``.feature`` files, line by line;
- ``boards/<scenario id>[.before|.after].svg``: the boards, standalone SVG (viewBox; the page
  scales them to the screen).

API: :func:`build_site` → :class:`SiteStats`; :data:`MAX_FILE_BYTES` (3 MiB per file).
"""
from __future__ import annotations

from ._build import MAX_FILE_BYTES, SiteStats, build_site, file_slug
from ._spec import rule_group

__all__ = ["MAX_FILE_BYTES", "SiteStats", "build_site", "file_slug", "rule_group"]
