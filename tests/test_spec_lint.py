"""Spec lint (issue 27): the spec describes every schema property, and cites only what the
repository holds.

1. **Every property is described.** Every property name of every schema under
   ``schemas/v1/`` (each ``properties`` member, at any depth, ``$defs`` included) must appear
   as a word of an inline code span (``\\`turn.placed\\``` holds ``turn`` and ``placed``) in
   the prose of a spec file that binds that schema — code blocks (examples) do not count:

   - ``schemas/v1/games/<game>/`` → the game's spec (``spec/<game>.md`` with ``_`` written
     ``-``; Carcassonne's expansions' files too) and ``spec/protocol.md`` (§7–§9 hold for
     every game);
   - ``board.schema.json`` → ``spec/oregon.md`` and ``spec/protocol.md``;
   - ``tileset.schema.json`` → ``spec/protocol.md`` and every game's spec (tile attributes
     belong to their game);
   - everything else (commands, ``common``, ``envelope``, the report and expectations
     files) → ``spec/protocol.md``.

2. **Every citation exists.** In ``spec/*.md``, every relative Markdown link target and every
   path in an inline code span (a span without spaces holding ``/`` that starts with a folder
   of the repository, ``../`` or ``./``, or ends with a file extension) must name a file or
   folder of the repository: links and ``../``/``./`` paths relative to the spec file, other
   paths relative to the repository root or to the spec file's folder. ``<name>`` and ``*`` are wildcards, ``{a,b}``
   alternatives (each must exist). Documents kept outside the repository are named without a
   path.

Each check is shown to catch a planted breach.
"""
from __future__ import annotations

import itertools
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from _support import REPO

FENCE = re.compile(r"^[ \t]*```.*?^[ \t]*```", re.S | re.M)
SPAN = re.compile(r"`([^`\n]+)`")
WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
LINK = re.compile(r"\[[^\]\n]*\]\(([^)\s]+)\)")
TOP_FOLDERS = ("spec/", "schemas/", "features/", "rulebook/", "reference_engine/", "rulebook_protocol/", "tests/",
               "bench/", "mutation/", ".ci/", "../", "./")
EXTENSION = re.compile(r"\.(md|json|jsonl|py|feature|toml|txt|lock|cfg|ya?ml|xml|svg|html|pdf)$")
CARCASSONNE = ("carcassonne.md", "traders-and-builders.md", "gold-mines.md", "castles.md")


# --------------------------------------------------------------------------- 1. properties


def code_words(markdown: str) -> set[str]:
    """The words of the inline code spans of ``markdown``'s prose (fenced blocks left out)."""
    prose = FENCE.sub("", markdown)
    return {word for span in SPAN.findall(prose) for word in WORD.findall(span)}


def properties(node: object, pointer: str = "") -> Iterator[tuple[str, str]]:
    """``(name, pointer)`` of every ``properties`` member of a schema, at any depth."""
    if isinstance(node, dict):
        for key, sub in node.items():
            if key == "properties" and isinstance(sub, dict):
                for name, prop in sub.items():
                    yield name, f"{pointer}/properties/{name}"
                    yield from properties(prop, f"{pointer}/properties/{name}")
            else:
                yield from properties(sub, f"{pointer}/{key}")
    elif isinstance(node, list):
        for i, sub in enumerate(node):
            yield from properties(sub, f"{pointer}/{i}")


def binding(schema: Path, schemas: Path, spec: Path) -> list[Path]:
    """The spec files that describe the schema file ``schema`` (module docstring)."""
    rel = schema.relative_to(schemas)
    games = sorted(p.name for p in (schemas / "games").iterdir() if p.is_dir()) if (schemas / "games").is_dir() else []

    def game_files(game: str) -> list[str]:
        return list(CARCASSONNE) if game == "carcassonne" else [f"{game.replace('_', '-')}.md"]

    if rel.parts[0] == "games":
        names = [*game_files(rel.parts[1]), "protocol.md"]
    elif rel.name == "board.schema.json":
        names = ["oregon.md", "protocol.md"]
    elif rel.name == "tileset.schema.json":
        names = ["protocol.md", *(name for game in games for name in game_files(game))]
    else:
        names = ["protocol.md"]
    return [spec / name for name in names]


def undescribed(schemas: Path, spec: Path) -> list[str]:
    """``"<schema file> <pointer>: <name>"`` for every property no binding spec file describes."""
    words: dict[Path, set[str]] = {}
    problems = []
    for path in sorted(schemas.rglob("*.json")):
        files = binding(path, schemas, spec)
        known: set[str] = set()
        for file in files:
            if file not in words:
                words[file] = code_words(file.read_text(encoding="utf-8")) if file.is_file() else set()
            known |= words[file]
        for name, pointer in properties(json.loads(path.read_text(encoding="utf-8"))):
            if name not in known:
                problems.append(f"{path.relative_to(schemas.parent.parent)} {pointer}: `{name}` is described in none "
                                f"of {', '.join(f.name for f in files)}")
    return problems


# --------------------------------------------------------------------------- 2. citations


def _alternatives(path: str) -> list[str]:
    """``a/{b,c}.json`` → ``["a/b.json", "a/c.json"]``."""
    parts = re.split(r"\{([^{}]*)\}", path)
    choices = [part.split(",") if i % 2 else [part] for i, part in enumerate(parts)]
    return ["".join(combo) for combo in itertools.product(*choices)]


def citations(markdown: str) -> Iterator[tuple[int, str, bool]]:
    """``(line, path, relative to the file)`` of every link target and code-span path."""
    for match in LINK.finditer(markdown):
        target = match.group(1)
        if re.match(r"^[a-zA-Z][a-zA-Z+.-]*:", target) or target.startswith("#"):
            continue
        yield markdown.count("\n", 0, match.start()) + 1, target.split("#")[0], True
    prose = FENCE.sub(lambda m: "\n" * m.group(0).count("\n"), markdown)
    for match in SPAN.finditer(prose):
        text = match.group(1).strip().split("#")[0].rstrip(".,;:")
        if " " in text or "/" not in text or text.startswith(("http://", "https://")):
            continue
        if text.startswith(TOP_FOLDERS) or EXTENSION.search(text):
            yield prose.count("\n", 0, match.start()) + 1, text, text.startswith(("../", "./"))


def _exists(base: Path, path: str) -> bool:
    pattern = re.sub(r"<[^<>]+>", "*", path)
    if "*" not in pattern:
        return (base / pattern).exists()
    return any(base.glob(pattern.lstrip("/")))


def missing_citations(spec: Path, repo: Path) -> list[str]:
    """``"<file>:<line>: <path>"`` for every citation in ``spec/*.md`` naming nothing."""
    problems = []
    for file in sorted(spec.glob("*.md")):
        for line, path, relative in citations(file.read_text(encoding="utf-8")):
            if not path:
                continue
            # a link, or a path starting ../ or ./, is relative to the file; any other path may
            # be written from the repository root (`spec/tiles/base.json`) or from the file's
            # folder (`rulebooks/oregon.md`, the text of a link to it)
            bases = [file.parent] if relative else [repo, file.parent]
            for one in _alternatives(path):
                if not any(_exists(base, one) for base in bases):
                    problems.append(f"{file.relative_to(repo)}:{line}: {one} is not in the repository")
    return problems


# --------------------------------------------------------------------------- the tests


def test_every_schema_property_is_described_in_the_spec() -> None:
    problems = undescribed(REPO / "schemas" / "v1", REPO / "spec")
    assert not problems, "\n".join(problems)


def test_spec_files_cite_only_what_the_repository_holds() -> None:
    problems = missing_citations(REPO / "spec", REPO)
    assert not problems, "\n".join(problems)


@pytest.fixture
def planted(tmp_path: Path) -> Path:
    """A copy of ``schemas/`` and ``spec/*.md`` to plant breaches in."""
    import shutil

    shutil.copytree(REPO / "schemas", tmp_path / "schemas")
    (tmp_path / "spec").mkdir()
    for file in (REPO / "spec").glob("*.md"):
        shutil.copy(file, tmp_path / "spec" / file.name)
    for folder in ("tiles", "boards", "rulebooks"):
        shutil.copytree(REPO / "spec" / folder, tmp_path / "spec" / folder)
    return tmp_path


def test_an_undescribed_property_is_caught(planted: Path) -> None:
    path = planted / "schemas" / "v1" / "games" / "gold_rush" / "state.schema.json"
    schema = json.loads(path.read_text(encoding="utf-8"))
    schema["properties"]["sheriff_badges"] = {"type": "integer"}
    path.write_text(json.dumps(schema), encoding="utf-8")
    problems = undescribed(planted / "schemas" / "v1", planted / "spec")
    assert problems == ["schemas/v1/games/gold_rush/state.schema.json /properties/sheriff_badges: `sheriff_badges` "
                        "is described in none of gold-rush.md, protocol.md"]


def test_a_property_named_only_in_an_example_or_another_game_is_not_described(planted: Path) -> None:
    """A name in a code block, or in another game's spec, does not count."""
    path = planted / "schemas" / "v1" / "games" / "discovery" / "state.schema.json"
    schema = json.loads(path.read_text(encoding="utf-8"))
    schema["properties"]["mountains_seen"] = {"type": "integer"}
    path.write_text(json.dumps(schema), encoding="utf-8")
    oregon = planted / "spec" / "oregon.md"
    oregon.write_text(oregon.read_text(encoding="utf-8") + "\n`mountains_seen`\n", encoding="utf-8")
    discovery = planted / "spec" / "discovery.md"
    discovery.write_text(discovery.read_text(encoding="utf-8") + '\n```json\n{"mountains_seen": 1}\n```\n',
                         encoding="utf-8")
    assert len(undescribed(planted / "schemas" / "v1", planted / "spec")) == 1
    discovery.write_text(discovery.read_text(encoding="utf-8") + "\n`state.mountains_seen`: how many.\n",
                         encoding="utf-8")
    assert undescribed(planted / "schemas" / "v1", planted / "spec") == []


def test_a_citation_of_a_missing_file_is_caught(planted: Path) -> None:
    oregon = planted / "spec" / "oregon.md"
    text = oregon.read_text(encoding="utf-8")
    before = missing_citations(planted / "spec", planted)  # the copy lacks the rest of the repository
    oregon.write_text(text + "\nSee `../shared/reference/oregon-facts.md`, [the board](boards/nowhere.json), "
                      "`spec/tiles/<set>.json`, `schemas/v1/games/oregon/{state,move}.schema.json` and "
                      "`schemas/v1/games/oregon/{state,frob}.schema.json`.\n", encoding="utf-8")
    line = text.count("\n") + 2
    assert [p for p in missing_citations(planted / "spec", planted) if p not in before] == [
        f"spec/oregon.md:{line}: boards/nowhere.json is not in the repository",
        f"spec/oregon.md:{line}: ../shared/reference/oregon-facts.md is not in the repository",
        f"spec/oregon.md:{line}: schemas/v1/games/oregon/frob.schema.json is not in the repository",
    ]
