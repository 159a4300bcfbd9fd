"""The scenario corpus keeps its promises (features/README.md, spec/carcassonne.md CAR-R-META-1).

- every scenario has exactly one ``@id:``, unique across the suite, recorded in
  ``features/ids.lock`` with its title (an id is never reused for another
  scenario; a rename updates the lock on purpose);
- titles are unique within a file (pytest-bdd silently drops duplicates);
- every ``@rule:`` names a rule id defined in ``spec/``; every rule of a
  game's spec has at least one scenario (withdrawn and META rules aside, and
  rules whose section gives a ``**No scenario:** <reason>`` line);
- every ``@interp:key=value`` names a registered key and value;
- every ``@source:`` names an example id of the rulebook inventories;
- a scenario judged on the engine's raw answer to a request that needs a
  capability (``When the position is loaded``, ``When a new ... game is
  requested``) carries ``@requires:`` for each capability its steps use, so an
  engine without it gets "not applicable", never "failed" (the runner turns
  ``unsupported`` into not applicable only where it expects success).
"""
from __future__ import annotations

import re

import pytest
from _support import REPO
from gherkin.parser import Parser

FEATURES = REPO / "features"
SPEC = REPO / "spec"
INVENTORIES = REPO / "spec" / "rulebooks"  # copies of ../shared/rulebooks, shipped with the package
LOCK = FEATURES / "ids.lock"
RULE_HEADING = re.compile(r"^#{2,4} ((?:[A-Z]{2,4})-R-[A-Z]+-\d+)\b(.*)$", re.M)
ID = re.compile(r"^[a-z]+(?:-[a-z0-9]+)+$")

# Spec files whose every rule needs a scenario, by features/ folder.
COVERED_SPECS = {"carcassonne": ["carcassonne.md", "traders-and-builders.md", "gold-mines.md", "castles.md"]}
COVERED_SPECS["discovery"] = ["discovery.md"]
COVERED_SPECS["gold_rush"] = ["gold-rush.md"]
COVERED_SPECS["oregon"] = ["oregon.md"]


def _scenarios() -> list[dict]:
    found = []
    for path in sorted(FEATURES.rglob("*.feature")):
        doc = Parser().parse(path.read_text(encoding="utf-8"))
        feature = doc["feature"]
        inherited = [t["name"] for t in feature["tags"]]

        def walk(children, tags, path=path):
            for child in children:
                if "rule" in child:
                    walk(child["rule"]["children"], tags + [t["name"] for t in child["rule"].get("tags", [])])
                elif "scenario" in child:
                    sc = child["scenario"]
                    found.append({"file": path.relative_to(FEATURES).as_posix(), "title": sc["name"],
                                  "own": [t["name"] for t in sc["tags"]],
                                  "steps": [st["text"]
                                            + ("\n" + st["docString"]["content"] if "docString" in st else "")
                                            for st in sc.get("steps", [])],
                                  "tags": tags + [t["name"] for t in sc["tags"]],
                                  "line": sc["location"]["line"]})

        walk(feature["children"], inherited)
    return found


SCENARIOS = _scenarios()


def _values(scenario: dict, name: str) -> list[str]:
    return [t.split(":", 1)[1] for t in scenario["tags"] if t.startswith(f"@{name}:")]


NO_SCENARIO = re.compile(r"^\*\*No scenario:\*\* \S", re.M)


def _exempt(text: str) -> set[str]:
    """Rule ids whose section says, on a ``**No scenario:** <reason>`` line,
    why no scenario can check it (a note, the box, another expansion)."""
    ids = set()
    headings = list(RULE_HEADING.finditer(text))
    for i, m in enumerate(headings):
        end = headings[i + 1].start() if i + 1 < len(headings) else len(text)
        if NO_SCENARIO.search(text, m.end(), end):
            ids.add(m.group(1))
    return ids


def _spec_rules() -> dict[str, str]:
    rules = {}
    for md in SPEC.glob("*.md"):
        for rule_id, rest in RULE_HEADING.findall(md.read_text(encoding="utf-8")):
            rules[rule_id] = rest
    return rules


def test_there_are_scenarios():
    assert len(SCENARIOS) > 0


def test_every_scenario_has_one_well_formed_id():
    bad = [(s["file"], s["line"], _values(s, "id")) for s in SCENARIOS
           if len([t for t in s["own"] if t.startswith("@id:")]) != 1 or not ID.match(_values(s, "id")[0])]
    assert not bad, f"scenarios need exactly one @id:<lowercase-words> tag of their own: {bad}"


def test_ids_are_unique_across_the_suite():
    seen: dict[str, str] = {}
    dupes = []
    for s in SCENARIOS:
        for i in _values(s, "id"):
            if i in seen:
                dupes.append((i, seen[i], s["file"]))
            seen[i] = s["file"]
    assert not dupes


def _lock() -> dict[str, str]:
    entries = {}
    for line in LOCK.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            scenario_id, title = line.split("\t", 1)
            assert scenario_id not in entries, f"{scenario_id} twice in ids.lock"
            entries[scenario_id] = title
    return entries


def test_every_id_is_locked_with_its_title():
    """An id, once issued, names one scenario for ever (tombstones stay in the lock)."""
    lock = _lock()
    missing = [(s["file"], _values(s, "id")[0], s["title"]) for s in SCENARIOS if _values(s, "id")[0] not in lock]
    assert not missing, ("new scenario ids must be added to features/ids.lock as '<id>\\t<title>': "
                         + "; ".join(f"{i}\t{t}" for _, i, t in missing))
    changed = [(i, lock[i], s["title"]) for s in SCENARIOS for i in _values(s, "id") if lock[i] != s["title"]]
    assert not changed, \
        f"these ids now name another scenario (never reuse an id; update the lock on a rename): {changed}"


def test_titles_are_unique_per_file():
    by_file: dict[str, list[str]] = {}
    for s in SCENARIOS:
        by_file.setdefault(s["file"], []).append(s["title"])
    dupes = {f: sorted({t for t in titles if titles.count(t) > 1}) for f, titles in by_file.items()}
    assert not {f: d for f, d in dupes.items() if d}


def test_rule_tags_name_spec_rules():
    rules = _spec_rules()
    unknown = sorted({(r, s["file"]) for s in SCENARIOS for r in _values(s, "rule") if r not in rules})
    assert not unknown, f"@rule ids with no heading in spec/: {unknown}"
    untagged = [(s["file"], s["title"]) for s in SCENARIOS if not _values(s, "rule")]
    assert not untagged, f"scenarios without a @rule tag: {untagged}"


@pytest.mark.parametrize("folder", sorted(COVERED_SPECS))
def test_every_rule_has_a_scenario(folder):
    rules = {}
    exempt: set[str] = set()
    for name in COVERED_SPECS[folder]:
        text = (SPEC / name).read_text(encoding="utf-8")
        rules.update({r: rest for r, rest in RULE_HEADING.findall(text)})
        exempt |= _exempt(text)
    tagged = {r for s in SCENARIOS if s["file"].startswith(folder + "/") for r in _values(s, "rule")}
    needed = {r for r, rest in rules.items()
              if "-META-" not in r and "withdrawn" not in rest.lower() and r not in exempt}
    assert sorted(needed - tagged) == []


def test_interpretation_tags_are_registered():
    text = (SPEC / "interpretations.md").read_text(encoding="utf-8")
    registry: dict[str, set[str]] = {}
    for key, body in re.findall(r"^### `([\w.]+)`\n(.*?)(?=^### |^## |\Z)", text, re.M | re.S):
        values = re.search(r"\*\*Values:\*\*(.*)", body)
        registry[key] = set(re.findall(r'`"([^"]+)"`', values.group(1))) if values else set()
    bad = []
    for s in SCENARIOS:
        for tag in _values(s, "interp"):
            key, _, value = tag.partition("=")
            if value not in registry.get(key, set()):
                bad.append((s["file"], tag))
    assert not bad, f"@interp tags not in spec/interpretations.md: {bad}"


def test_source_tags_name_inventory_examples():
    known = set()
    for md in INVENTORIES.glob("*.md"):
        known.update(re.findall(r"^###\s+((?:GR|DI|OR|TB|GM)-EX-\d+)\b", md.read_text(encoding="utf-8"), re.M))
    bad = sorted({(src, s["file"]) for s in SCENARIOS for src in _values(s, "source") if src not in known})
    assert not bad


def test_chance_values_need_the_chance_capability():
    """A scenario tagged with an interpretation value marked *(chance)* in
    spec/interpretations.md also carries ``@requires:chance`` (spec/protocol.md
    §7a), so an engine without chance decisions reports it not applicable."""
    text = (SPEC / "interpretations.md").read_text(encoding="utf-8")
    chance: set[str] = set()
    for key, body in re.findall(r"^### `([\w.]+)`\n(.*?)(?=^### |^## |\Z)", text, re.M | re.S):
        values = re.search(r"\*\*Values:\*\*(.*)", body)
        if values:
            chance |= {f"{key}={v}" for v in re.findall(r'`"([^"]+)"` \*\(chance\)\*', values.group(1))}
    assert {"cards.reshuffle=shuffle", "mountain.unclaimed_tokens=supply"} <= chance
    bad = [(s["file"], s["title"]) for s in SCENARIOS
           if set(_values(s, "interp")) & chance and "chance" not in _values(s, "requires")]
    assert not bad, f"scenarios under a chance value without @requires:chance: {bad}"


#: Steps that make the scenario use a capability (spec/protocol.md, ``hello``).
CAPABILITY_STEPS = [
    (re.compile(r"^the position is loaded$"), "load_position"),
    (re.compile(r"^the draft is loaded$"), "load_position"),
    (re.compile(r"^the engine (?:has loaded|is asked to load) the position:"), "load_position"),
    (re.compile(r'^the engine is sent[\s\S]*"cmd":\s*"load_position"'), "load_position"),
    (re.compile(r"^the scenario's own tiles"), "custom_tiles"),
    (re.compile(r"^the Oregon board:"), "custom_boards"),
]
#: Steps whose answer a Then step judges as it is (a refusal may be the expected outcome).
RAW_ANSWER_STEPS = re.compile(r"^(?:the position is loaded$|the draft is loaded$|the engine is sent\b|"
                              r"the engine is asked to load the position:|"
                              r"a new [a-z_]+ game is requested )")


def test_scenarios_judging_raw_answers_require_their_capabilities():
    missing = []
    for s in SCENARIOS:
        if not any(RAW_ANSWER_STEPS.search(step) for step in s["steps"]):
            continue
        needed = {cap for step in s["steps"] for pattern, cap in CAPABILITY_STEPS if pattern.search(step)}
        lacking = sorted(needed - set(_values(s, "requires")))
        if lacking:
            missing.append(f"{_values(s, 'id')[0]} ({s['file']}:{s['line']}): @requires:{', @requires:'.join(lacking)}")
    assert not missing, \
        "add these tags (an engine without the capability must get not applicable): " + "; ".join(missing)
