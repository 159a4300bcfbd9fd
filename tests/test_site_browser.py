"""The rulebook site in a real browser: headless Chromium (``/usr/bin/chromium``, Debian package
``chromium``) driven by Playwright, the whole site (``rulebook site``) served by a localhost
``http.server``.  It opens the index, follows a rule link, a scenario link, a reading link and
a deep link typed by hand, checks that each lands on the right heading, and that every board
image of those pages shows tiles (a screenshot of the image has many colours, not one).

Without Chromium or Playwright the test is skipped, the reason saying what is missing and how
to install it; under ``CI=true`` (``.ci/run`` installs Chromium) it fails instead."""
from __future__ import annotations

import functools
import importlib.util
import io
import os
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from rulebook.site import build_site

# the whole site (a run of the reference engine over every game) and a browser: CI runs it after the rest
pytestmark = pytest.mark.slow

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]


#: Uncaught errors of the pages' scripts.
ERRORS: list[str] = []


def _missing() -> str | None:
    problems = []
    if importlib.util.find_spec("playwright") is None:
        problems.append("the Python package playwright is not installed (pip install -c constraints.txt -e '.[test]')")
    if not (os.path.isfile(CHROMIUM) and os.access(CHROMIUM, os.X_OK)):
        problems.append(f"{CHROMIUM} is missing (on Debian or Ubuntu: apt-get install chromium)")
    return "; ".join(problems) or None


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    out = tmp_path_factory.mktemp("site") / "site"
    build_site(out)
    handler = functools.partial(_Quiet, directory=str(out))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def page(served: str) -> Iterator[Any]:
    problem = _missing()
    if problem is not None:
        if os.environ.get("CI") == "true":
            pytest.fail(f"the browser test cannot run under CI: {problem}")
        pytest.skip(problem)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        context = browser.new_context(viewport={"width": 1100, "height": 900})
        tab = context.new_page()
        tab.on("pageerror", lambda exc: ERRORS.append(str(exc)))
        yield tab
        browser.close()


def _colours(png: bytes) -> int:
    from PIL import Image

    with Image.open(io.BytesIO(png)) as image:
        colours = image.convert("RGB").getcolors(maxcolors=1 << 24)
        return len(colours) if colours is not None else 1 << 24


def _target_heading(page: Any) -> str:
    """The text of the heading of the element the URL's fragment names."""
    fragment = page.evaluate("decodeURIComponent(location.hash.slice(1))")
    assert fragment, page.url
    heading = page.locator(f'[id="{fragment}"]').locator("h1, h2, h3").first
    text: str = heading.inner_text()
    return text


def _boards_show_tiles(page: Any, screenshots: Path, name: str) -> int:
    images = page.locator("img.board")
    count: int = images.count()
    for i in range(count):
        image = images.nth(i)
        image.scroll_into_view_if_needed()
        page.wait_for_function("(img) => img.complete && img.naturalWidth > 0", arg=image.element_handle())
        png = image.screenshot()
        (screenshots / f"{name}-{i}.png").write_bytes(png)
        box = image.bounding_box()
        assert box is not None and box["width"] > 40 and box["height"] > 40, (name, i, box)
        colours = _colours(png)
        assert colours > 8, f"{name}: board {i} ({image.get_attribute('src')}) shows {colours} colours"
    return count


def test_site_in_a_browser(page: Any, served: str, tmp_path: Path) -> None:
    shots = Path(os.environ.get("RULEBOOK_SCREENSHOT_DIR") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    page.goto(served + "index.html")
    assert page.locator("h1").first.inner_text() == "The rulebook site"

    # a rule link: the index → the game page → a rule of a group page
    page.click('a[href="games/carcassonne.html"] >> nth=0')
    page.wait_for_load_state()
    page.click('a[href$="#CAR-R-CITY-3"]')
    page.wait_for_load_state()
    assert page.url.endswith("rules/CAR-R-CITY.html#CAR-R-CITY-3")
    assert _target_heading(page).startswith("CAR-R-CITY-3 — Two-tile city")
    assert _boards_show_tiles(page, shots, "rule") > 0
    page.screenshot(path=str(shots / "rule-page.png"))

    # a scenario link: the scenarios index → the scenario under its first rule
    page.goto(served + "scenarios.html")
    page.click('a[href$="#ore-bscore-01"] >> nth=0')
    page.wait_for_load_state()
    assert page.url.endswith("#ore-bscore-01")
    assert _target_heading(page).startswith("ore-bscore-01 ")
    assert page.locator('[id="ore-bscore-01"] img.board').count() >= 1
    _boards_show_tiles(page, shots, "scenario")

    # a reading link: from a scenario's reading chip to the reading's page
    page.goto(served + "index.html#car-city-04")
    page.wait_for_url("**/rules/CAR-R-CITY.html#car-city-04")
    page.click('[id="car-city-04"] a[href$="readings/carcassonne/city.two_tile_points.html"]')
    page.wait_for_load_state()
    assert page.locator("h1").first.inner_text().startswith("city.two_tile_points")
    assert page.locator('a[href$="#car-city-04"]').count() >= 1  # the scenarios whose outcome changes
    _boards_show_tiles(page, shots, "reading")

    # deep links typed by hand: a rule id, a scenario id and an example id after index.html#
    for typed, lands, heading in [("CAR-R-CITY-3", "rules/CAR-R-CITY.html#CAR-R-CITY-3", "CAR-R-CITY-3 — "),
                                  ("ore-bscore-01", "#ore-bscore-01", "ore-bscore-01 "),
                                  ("GR-EX-07", "examples.html#GR-EX-07", "GR-EX-07 — ")]:
        page.goto(served + "index.html#" + typed)
        page.wait_for_url("**/*" + lands)
        assert _target_heading(page).startswith(heading), (typed, page.url)
    # a rule page at phone width: the boards fit the screen
    page.set_viewport_size({"width": 390, "height": 800})
    page.goto(served + "rules/DI-R-SEA.html")
    widths = page.eval_on_selector_all("img.board", "els => els.map(e => e.getBoundingClientRect().right)")
    assert widths and max(widths) <= 390, widths
    assert not ERRORS, ERRORS
