"""``board_svg`` in a real browser: the drawing of a mid-game position of
each game, written alone as a ``.svg`` file and opened in headless Chromium
(the set-up of ``test_casebook_browser``), shows its tiles.  The test looks
at the screenshot's pixels inside the board: several distinct colours, the
colours of the game's terrain and feature kinds among them, and no large
black area (the symptom of tiles drawn without their styles).

Without Chromium the test is skipped (the reason says what is missing and
how to install it), except under ``CI=true``."""
from __future__ import annotations

import io
import random
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from test_casebook_browser import _console_errors, _keep, browser  # noqa: F401  (the fixture)

import reference_engine as engine
import rulebook
from rulebook.chance import is_chance, resolve
from rulebook.reports.boards import KIND_STYLE

pytestmark = pytest.mark.slow  # a browser: CI runs it after the rest

GAMES = ("carcassonne", "discovery", "gold_rush", "oregon")


def _mid_game(game_id: str, moves: int = 40, seed: int = 7) -> dict[str, Any]:
    game, _ = engine.new_game(game_id, ["red", "blue"], seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if engine.is_over(game):
            break
        pending = game.pending()  # a chance decision lists no move: shuffle from the seed
        game.apply(resolve(pending, rng) if is_chance(pending) else rng.choice(game.legal_moves()))
    assert not engine.is_over(game)
    return engine.state(game)


def _rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def _near(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 10) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_standalone_board_svg_shows_its_tiles(browser: Any, game_id: str, tmp_path: Path) -> None:  # noqa: F811
    from PIL import Image
    from selenium.webdriver.common.by import By

    position = _mid_game(game_id)
    path = tmp_path / f"{game_id}.svg"
    path.write_text(rulebook.board_svg(position, label=f"{game_id} mid-game"), encoding="utf-8")
    browser.get(path.as_uri())
    # Opened as an SVG document of its own, not as text or HTML.
    assert browser.execute_script("return document.documentElement.namespaceURI") == "http://www.w3.org/2000/svg"
    assert browser.execute_script("return document.documentElement.tagName") == "svg"
    assert _console_errors(browser) == []
    # The browser lays out one element per tile / building (it parsed them all).
    part = "g.tile" if isinstance(position.get("board"), list) else "g.building"
    expected = len(position["board"]) if part == "g.tile" else len(position["buildings"])
    assert len(browser.find_elements(By.CSS_SELECTOR, part)) == expected > 0

    png = tmp_path / f"{game_id}.png"
    assert browser.save_screenshot(str(png))
    _keep(png)
    box = browser.execute_script(
        "const r = document.documentElement.getBoundingClientRect();"
        "return [r.left, r.top, r.right, r.bottom, window.devicePixelRatio];")
    left, top, right, bottom, ratio = box
    image = Image.open(io.BytesIO(png.read_bytes())).convert("RGB")
    crop = image.crop((int(left * ratio), int(top * ratio), int(right * ratio), int(bottom * ratio)))
    pixels = list(getattr(crop, "get_flattened_data", crop.getdata)())
    assert len(pixels) > 10_000
    counts = Counter(pixels)
    # Not all one colour, and not a handful either: tiles, features and figures show.
    assert len(counts) > 20
    assert counts.most_common(1)[0][1] < 0.9 * len(pixels)
    # The terrain and feature colours are there, each over a visible area.
    shown = [kind for kind, (fill, _) in KIND_STYLE.items()
             if sum(n for p, n in counts.items() if _near(p, _rgb(fill))) > 0.01 * len(pixels)]
    assert len(shown) >= 2, shown
    # No black blocks (tiles drawn without their styles come out black).
    dark = sum(n for p, n in counts.items() if max(p) < 40)
    assert dark < 0.05 * len(pixels)
