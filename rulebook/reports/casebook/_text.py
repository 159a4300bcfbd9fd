"""Text helpers of the casebook: anchors, time stamps, pretty JSON, and
Markdown / Gherkin rendered to HTML (no network, no scripts)."""
from __future__ import annotations

import html
import json
import re
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from rulebook.reports.sources import GherkinText

if TYPE_CHECKING:
    from markdown_it import MarkdownIt

# --------------------------------------------------------------------------- small helpers


def slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.:-]+", "-", text).strip("-") or "x"


def github_anchor(heading: str) -> str:
    """The anchor GitHub gives a Markdown heading."""
    text = heading.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def when(timestamp: Any) -> str:
    """An ISO 8601 timestamp as ``2026-09-01 12:00 UTC`` (the text itself if it does not parse)."""
    try:
        moment = datetime.fromisoformat(str(timestamp))
    except ValueError:
        return str(timestamp)
    if moment.tzinfo is not None:
        moment = moment.astimezone(UTC)
        return moment.strftime("%Y-%m-%d %H:%M UTC")
    return moment.strftime("%Y-%m-%d %H:%M")


def pretty_json(value: Any, *, width: int = 92, indent: int = 2) -> str:
    """JSON with short arrays and objects kept on one line."""

    def fmt(v: Any, level: int, lead: int) -> str:
        compact = json.dumps(v, ensure_ascii=False, default=repr)
        if not isinstance(v, (dict, list)) or not v or lead + len(compact) <= width:
            return compact
        pad = " " * (indent * (level + 1))
        end = " " * (indent * level)
        if isinstance(v, dict):
            items = []
            for k, x in v.items():
                key = json.dumps(str(k), ensure_ascii=False) + ": "
                items.append(pad + key + fmt(x, level + 1, len(pad) + len(key)))
            return "{\n" + ",\n".join(items) + "\n" + end + "}"
        items = [pad + fmt(x, level + 1, len(pad)) for x in v]
        return "[\n" + ",\n".join(items) + "\n" + end + "]"

    return fmt(value, 0, 0)


def _markdown_renderer() -> MarkdownIt | None:
    try:
        from markdown_it import MarkdownIt
    except ImportError:  # pragma: no cover - markdown-it-py comes with rich
        return None
    return MarkdownIt("commonmark", {"html": False}).enable("table")


_MD = _markdown_renderer()


def render_markdown(text: str, *, link_base: str | None = None, base_path: str = "") -> str:
    """Markdown → HTML (raw HTML escaped).  Links become plain text unless
    ``link_base`` is given and they point to a file next to ``base_path``."""
    if _MD is None:  # pragma: no cover
        return "<p>" + html.escape(text).replace("\n\n", "</p><p>") + "</p>"
    tokens = _MD.parse(text)
    for token in tokens:
        if not token.children:
            continue
        children = []
        drop_close = False
        for child in token.children:
            if child.type == "link_open":
                href = str(child.attrGet("href") or "")
                target = _rewrite_link(href, link_base, base_path)
                if target is None:
                    drop_close = True
                    continue
                child.attrSet("href", target)
            elif child.type == "link_close" and drop_close:
                drop_close = False
                continue
            children.append(child)
        token.children = children
    rendered: str = _MD.renderer.render(tokens, _MD.options, {})  # its default renderer, RendererHTML: text
    return rendered


def _rewrite_link(href: str, link_base: str | None, base_path: str) -> str | None:
    if not link_base or not href or href.startswith("#") or re.match(r"^[a-z][a-z0-9+.-]*:", href, re.I):
        return None
    folder = base_path.rsplit("/", 1)[0] + "/" if "/" in base_path else ""
    return link_base.rstrip("/") + "/" + folder + href


_GK_BLOCK = re.compile(r"^(\s*)(Feature|Rule|Background|Scenario Outline|Scenario Template|Scenario|Examples|Example)"
                       r"(:)(.*)$")
_GK_STEP = re.compile(r"^(\s*)(Given|When|Then|And|But|\*)(\s.*)?$")


def _gk_inline(text: str) -> str:
    out = html.escape(text, quote=False)
    out = re.sub(r"&lt;([A-Za-z0-9_ -]+)&gt;", r'<span class="ph">&lt;\1&gt;</span>', out)
    out = re.sub(r'"([^"]*)"', r'<span class="str">"\1"</span>', out)
    return out


def render_gherkin(text: GherkinText) -> str:
    """Gherkin lines as highlighted HTML (inside ``<pre>``), with line numbers."""
    out = []
    for number, line in text.lines:
        if number is None:
            out.append('<span class="gap" aria-hidden="true">⋮</span>')
            continue
        stripped = line.strip()
        if stripped.startswith("#"):
            body = f'<span class="cm">{html.escape(line, quote=False)}</span>'
        elif stripped.startswith("@"):
            lead = line[: len(line) - len(line.lstrip())]
            tags = " ".join(f'<span class="tag">{html.escape(t, quote=False)}</span>' for t in stripped.split())
            body = lead + tags
        elif stripped.startswith("|"):
            cells = html.escape(line, quote=False).replace("|", '<span class="pipe">|</span>')
            body = f'<span class="tbl">{cells}</span>'
        elif (m := _GK_BLOCK.match(line)) is not None:
            body = (f'{m.group(1)}<span class="kw">{m.group(2)}{m.group(3)}</span>'
                    f'<span class="ttl">{_gk_inline(m.group(4))}</span>')
        elif (m := _GK_STEP.match(line)) is not None:
            body = f'{m.group(1)}<span class="kw step">{m.group(2)}</span>{_gk_inline(m.group(3) or "")}'
        else:
            body = _gk_inline(line)
        current = " current" if text.example_row == number else ""
        if stripped.startswith("|"):
            current += " tr"
        out.append(f'<span class="line{current}"><span class="ln">{number}</span>{body}</span>')
    return "".join(out)

