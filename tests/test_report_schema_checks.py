"""The report reader's schema check: a compiled yes/no check per line, jsonschema only to word
the problems (rulebook/report.py ``schema_errors``); both must agree."""
from __future__ import annotations

import copy
import json
import subprocess
import sys

from rulebook.report import _checks, schema_errors


def test_the_compiled_check_and_jsonschema_agree_on_real_and_broken_lines(tmp_path):
    out = tmp_path / "r.jsonl"
    done = subprocess.run([sys.executable, "-m", "rulebook", "check", "--id", "car-road-01", "--id", "car-city-01",
                           "--report", str(out), "--no-progress"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = [json.loads(line) for line in out.read_text().splitlines() if line.strip()]
    assert {line["type"] for line in lines} == {"header", "scenario", "footer"}
    for line in lines:
        fast, explain = _checks(line["type"])
        assert fast.is_valid(line) and explain.is_valid(line)
        assert schema_errors(line) == []
        broken = copy.deepcopy(line)
        broken["unexpected_field"] = {"no": "such field"} if line["type"] != "scenario" else None
        broken.pop(next(k for k in line if k != "type"))
        assert not fast.is_valid(broken) and not explain.is_valid(broken)
        assert schema_errors(broken), broken
