"""The casebook in a real browser: headless Chromium (Debian packages
``chromium`` and ``chromium-driver``, driven by Selenium) opens the casebook
of two real reports, shows every game, reacts to its filters, draws the
boards of a failing scenario and logs no console error.  Screenshots (PNG)
are saved in the test's temporary folder, and copied to
``$RULEBOOK_SCREENSHOT_DIR`` when that is set.

Without Chromium the test is skipped (the reason names what is missing and how
to install it), except under ``CI=true`` (``.ci/run`` installs the packages),
where it fails instead."""
from __future__ import annotations

import importlib.util
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_reports import GAMES, run_reports

from rulebook.report import read_report
from rulebook.reports.casebook import write_casebook

# a browser, and the casebook of two whole-suite runs (tests/test_reports.py): CI runs it after the rest
pytestmark = pytest.mark.slow

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
FLAGS = ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--window-size=1400,1600")

#: Recorded before any script of the page runs: uncaught errors and rejections.
ERROR_HOOK = """
window.__rbErrors = [];
window.addEventListener('error', function (e) { window.__rbErrors.push(String(e.message || e)); });
window.addEventListener('unhandledrejection', function (e) { window.__rbErrors.push(String(e.reason)); });
"""


def _missing() -> str | None:
    """What the browser tests lack and how to install it (``None``: nothing)."""
    problems = []
    if importlib.util.find_spec("selenium") is None:
        problems.append("the Python package selenium is not installed (pip install -c constraints.txt "
                        "-e '.[test]')")
    absent = [path for path in (CHROMIUM, CHROMEDRIVER) if not (os.path.isfile(path) and os.access(path, os.X_OK))]
    if absent:
        problems.append(f"{' and '.join(absent)} {'is' if len(absent) == 1 else 'are'} missing (Chromium and its "
                        "chromedriver; on Debian or Ubuntu: apt-get install chromium chromium-driver)")
    return "; ".join(problems) or None


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    problem = _missing()
    if problem is not None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"the browser test must run in CI: {problem}")
        pytest.skip(f"no headless Chromium: {problem}")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="rulebook-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in (*FLAGS, f"--user-data-dir={profile}"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(60)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": ERROR_HOOK})
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture(scope="module")
def casebook(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("casebook")
    ref, planted = run_reports(folder)
    return write_casebook([read_report(ref), read_report(planted)], folder / "casebook.html",
                          labels=["reference", "planted bug"])


def _keep(path: Path) -> None:
    target = os.environ.get("RULEBOOK_SCREENSHOT_DIR")
    if target:
        Path(target).mkdir(parents=True, exist_ok=True)
        shutil.copy(path, Path(target) / path.name)


def _screenshot(driver: Any, path: Path) -> None:
    assert driver.save_screenshot(str(path))
    data = path.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) > 10_000
    _keep(path)


def _console_errors(driver: Any) -> list[str]:
    logged = [entry["message"] for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]
    return logged + list(driver.execute_script("return window.__rbErrors || []"))


def test_the_casebook_shows_every_game_without_console_errors(browser: Any, casebook: Path, tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By

    browser.get(casebook.as_uri())
    assert browser.title == "Rulebook casebook"
    _screenshot(browser, tmp_path / "casebook-top.png")
    for game in GAMES:
        section = browser.find_element(By.ID, f"g-{game}")
        assert section.is_displayed(), game
        assert section.find_element(By.TAG_NAME, "h2").text == game
        assert browser.find_element(By.CSS_SELECTOR, f'table.overview tr[data-game="{game}"]').is_displayed()
    assert "all " in browser.find_element(By.ID, "shown").text
    assert _console_errors(browser) == []


def test_filters_and_a_failing_scenario_with_its_boards(browser: Any, casebook: Path, tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By

    browser.get(casebook.as_uri())
    total = len(browser.find_elements(By.CSS_SELECTOR, "li.scenario"))
    # Switch a game off: its section disappears, the others stay.
    browser.find_element(By.CSS_SELECTOR, 'button.chip[data-filter="game"][data-value="oregon"]').click()
    assert not browser.find_element(By.ID, "g-oregon").is_displayed()
    assert browser.find_element(By.ID, "g-carcassonne").is_displayed()
    # Only problems: every visible scenario failed for some engine.
    browser.find_element(By.ID, "only-problems").click()
    visible = [li for li in browser.find_elements(By.CSS_SELECTOR, "li.scenario") if li.is_displayed()]
    assert visible and len(visible) < total
    assert all("failed" in li.get_attribute("data-outcomes") for li in visible)
    # Text filter.
    search = browser.find_element(By.ID, "q")
    search.send_keys("car-road-04")
    visible = [li for li in browser.find_elements(By.CSS_SELECTOR, "li.scenario") if li.is_displayed()]
    assert [li.get_attribute("data-id") for li in visible] == ["car-road-04"]
    browser.find_element(By.ID, "reset").click()
    assert len([li for li in browser.find_elements(By.CSS_SELECTOR, "li.scenario")
                if li.get_attribute("hidden") is None]) == total

    # A link to a scenario opens it, with the board before and after the move.
    browser.get(casebook.as_uri() + "#s-car-road-04")
    scenario = browser.find_element(By.ID, "s-car-road-04")
    assert scenario.get_attribute("open") is not None
    # Both engines' results have boards (the passed one from the board's exchanges the report keeps).
    assert len([svg for svg in scenario.find_elements(By.CSS_SELECTOR, "svg.board") if svg.is_displayed()]) == 4
    planted = scenario.find_element(By.CSS_SELECTOR, '.result[data-engine="B"]')
    boards = [svg for svg in planted.find_elements(By.CSS_SELECTOR, "svg.board") if svg.is_displayed()]
    assert len(boards) == 2
    tiles = boards[1].find_elements(By.CSS_SELECTOR, "g.tile")
    assert {t.get_attribute("data-tile") for t in tiles} >= {"BASE-U", "BASE-W"}
    size = boards[0].size
    assert size["width"] > 100 and size["height"] > 50
    message = scenario.find_element(By.CSS_SELECTOR, '.result[data-engine="B"] .message')
    assert "should score 7" in message.text  # car-road-04: red's road of 7 tiles
    browser.execute_script("arguments[0].scrollIntoView({block: 'start'}); window.scrollBy(0, -120);", scenario)
    _screenshot(browser, tmp_path / "casebook-scenario.png")
    # Oregon's grid board draws too.
    browser.get(casebook.as_uri() + "#s-ore-group-04")
    grid = browser.find_element(By.CSS_SELECTOR, "#s-ore-group-04 svg.board-grid")
    assert grid.is_displayed()
    assert _console_errors(browser) == []
