"""The mutation-testing machinery (``python -m mutation``, mutation/README.md) works: a
2-mutant sample is enumerated, run through ``rulebook check`` and reported; equivalents are
read from the checked-in file; hand-written examples are judged.  The real runs take minutes
per game and are run on demand, not here."""
from __future__ import annotations

import json
import subprocess
import sys
import tomllib

import pytest
from _support import REPO

pytest.importorskip("cosmic_ray")

from mutation.report import Mutant, changed_lines, load_equivalents, summary
from mutation.targets import TARGETS, target


def test_targets_cover_every_game_and_the_kernel():
    assert set(TARGETS) == {"carcassonne", "gold_rush", "discovery", "oregon", "kernel"}
    kernel = target("kernel", REPO)
    assert "reference_engine/kernel/placement.py" in kernel.modules and kernel.games == ()
    assert all(m.startswith("reference_engine/games/gold_rush/") for m in target("gold_rush", REPO).modules)
    with pytest.raises(ValueError):
        target("chess", REPO)


@pytest.mark.slow  # copies the tree and runs `rulebook check` per mutant
def test_a_two_mutant_sample_runs_and_is_reported(tmp_path):
    done = subprocess.run([sys.executable, "-m", "mutation", "run", "kernel",
                           "--only", "reference_engine/kernel/placement.py",
                           "--sample", "2", "--seed", "1", "-k", "car-road or road", "--workdir", str(tmp_path)],
                          cwd=REPO, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads((tmp_path / "kernel.json").read_text())
    assert len(report["mutants"]) == 2
    assert {m["outcome"] for m in report["mutants"]} <= {"killed", "survived", "equivalent"}
    assert all(m["module"] == "reference_engine/kernel/placement.py" and m["before"] != m["after"]
               for m in report["mutants"])
    assert report["summary"]["killed"] + report["summary"]["survived"] + report["summary"]["equivalent"] == 2
    assert "## kernel" in (tmp_path / "kernel.md").read_text()


def test_equivalents_are_matched_by_module_and_changed_line(tmp_path):
    path = tmp_path / "eq.toml"
    path.write_text('[[equivalent]]\nmodule = "m.py"\nfunction = "f"\nbefore = "a = 1"\nafter = "a = 1.0"\n'
                    'reason = "same int"\n')
    assert load_equivalents(path) == {("m.py", "f", "a = 1", "a = 1.0"): "same int"}
    assert changed_lines("--- a/m.py\n+++ b/m.py\n@@ -1 +1 @@\n-a = 1\n+a = 1.0\n") == ("a = 1", "a = 1.0")


def test_every_checked_in_equivalent_has_a_reason():
    for key, reason in load_equivalents().items():
        assert reason.strip(), key


def test_score_leaves_out_equivalents():
    def m(outcome):
        return Mutant("m.py", "f", "op", 0, 1, "a", "b", outcome)
    s = summary([m("killed"), m("killed"), m("killed"), m("survived"), m("equivalent")])
    assert s["score"] == 75.0 and s["equivalent"] == 1


def test_examples_name_their_game_and_apply_once():
    examples = tomllib.loads((REPO / "mutation" / "examples.toml").read_text())["example"]
    assert len(examples) >= 15
    for e in examples:
        assert e["game"] in TARGETS
        assert (REPO / e["module"]).read_text().count(e["before"]) == 1, e["name"]


def test_count_enumerates_without_running(tmp_path):
    from mutation.runner import count_mutants
    from mutation.targets import Target

    geometry = Target("kernel", ("reference_engine/kernel/placement.py",), ())
    every, eligible = count_mutants(geometry, REPO, tmp_path)
    assert every > eligible > 0
    assert not list(tmp_path.glob("*.sqlite"))  # the throw-away session is removed


def test_a_mutant_wholly_inside_a_postponed_annotation_is_recognised():
    from mutation.report import annotation_spans, in_annotation

    source = ("from __future__ import annotations\n"
              "x: dict[str, int | None] = {}\n"
              "def f(a: int | None, b=1 | 2) -> list[int] | None:\n"
              "    return [a | b]\n")
    spans = annotation_spans(source)
    assert in_annotation(spans, (2, 13), (2, 23))        # `int | None` of the variable
    assert in_annotation(spans, (3, 9), (3, 19))         # the argument's annotation
    assert in_annotation(spans, (3, 33), (3, 49))        # the return annotation
    assert not in_annotation(spans, (3, 23), (3, 28))    # `1 | 2`, a default value: evaluated
    assert not in_annotation(spans, (4, 12), (4, 17))    # the body
    assert not in_annotation(spans, (2, 0), (2, 30))     # wider than the annotation
    # Without the future import annotations are evaluated: nothing is recognised.
    assert annotation_spans(source.split("\n", 1)[1]) == []


@pytest.mark.slow  # copies the tree and runs `rulebook check` per mutant
def test_a_holdout_judges_only_mutants_the_earlier_run_never_executed(tmp_path):
    """`holdout` after a sampled run: the new report holds other mutants than the earlier one,
    judged with the working tree's suite on the earlier run's engine copy."""
    first = tmp_path / "first"
    base = [sys.executable, "-m", "mutation"]
    only = ["--only", "reference_engine/kernel/placement.py"]
    done = subprocess.run(base + ["run", "kernel", *only, "--sample", "2", "--seed", "1", "-k", "car-road-01",
                                  "--workdir", str(first)], cwd=REPO, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    done = subprocess.run(base + ["holdout", "kernel", "--from", str(first), "--sample", "2", "--seed", "3",
                                  "-k", "car-road-01", "--workdir", str(tmp_path / "held")],
                          cwd=REPO, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "judging 2" in done.stdout
    earlier = json.loads((first / "kernel.json").read_text())["mutants"]
    held = json.loads((tmp_path / "held" / "kernel.json").read_text())["mutants"]
    assert len(held) == 2
    key = lambda m: (m["module"], m["operator"], m["occurrence"])  # noqa: E731
    assert not {key(m) for m in held} & {key(m) for m in earlier}
    assert (tmp_path / "held" / "kernel" / "src" / "features").is_dir()


def test_holdout_without_an_earlier_run_is_a_clear_error(tmp_path):
    (tmp_path / "kernel").mkdir()
    done = subprocess.run([sys.executable, "-m", "mutation", "holdout", "kernel", "--from", str(tmp_path),
                           "--workdir", str(tmp_path / "held")], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert done.returncode == 3
    assert "no earlier run of kernel" in done.stderr


def test_a_judge_that_never_ends_counts_the_change_as_killed_by_a_timeout(tmp_path, monkeypatch):
    """`rejudge` and `examples` stop a `check` that runs past --timeout (a change that makes the
    engine loop for ever) and count it killed, as a run does."""
    from mutation import runner

    def endless(*args, **kwargs):
        raise subprocess.TimeoutExpired(args[0], kwargs.get("timeout"))

    monkeypatch.setattr(runner.subprocess, "run", endless)
    monkeypatch.setattr(runner, "check_supports_exitfirst", lambda: True)
    monkeypatch.setattr(runner, "copy_tree", lambda root, dest, rev=None: None)  # the copy is made below
    (tmp_path / "src" / "m").mkdir(parents=True)
    (tmp_path / "src" / "m" / "x.py").write_text("a = 1\n")
    example = {"name": "loop", "game": "carcassonne", "module": "m/x.py", "before": "a = 1", "after": "a = 2"}
    assert runner.run_example(example, REPO, tmp_path, timeout=5) == ("killed", "timeout after 5 s")
