"""`fltc report` for a reader: summary first, honest labels, no empty plots, no "?" versions.

Shown here: the per-kernel summary's counts equal the statuses in the artifacts and result
files (counted here from the files, not from fltc.evidence); a verdict the checker took from
its cache is labelled "from cache" and one re-derived now "re-checked now"; the toolchain table
has no "?" and says "not installed" for an absent package; a zero-error test gets a sentence
instead of a plot; a status the report does not know is drawn as a failure with its name;
identical reasons are listed once; a passed pass/fail check is not coloured as a failure.
"""

from __future__ import annotations

import json
import re
from html import unescape
from html.parser import HTMLParser
from importlib import metadata
from pathlib import Path
from types import SimpleNamespace

import pytest

from fltc import evidence as evidence_mod
from fltc import report as report_mod
from fltc.evidence import OBLIGATIONS, PROVABLE_IDS, Recheck, Status, gather
from tests.report.tree import Tree, build_tree


class _Tables(HTMLParser):
    """Collects every <table> as rows of (cell text, cell class) with the table's id/class."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: list[dict] = []
        self._stack: list[dict] = []
        self._cell: list | None = None

    def handle_starttag(self, tag: str, attrs: list) -> None:
        a = dict(attrs)
        if tag == "table":
            self._stack.append({"id": a.get("id", ""), "class": a.get("class", ""), "rows": []})
        elif tag == "tr" and self._stack:
            self._stack[-1]["rows"].append([])
        elif tag in ("td", "th") and self._stack:
            self._cell = ["", a.get("class", "") or "", []]
        elif tag == "span" and self._cell is not None:
            self._cell[2].append(a.get("class", "") or "")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._cell is not None and self._stack:
            self._stack[-1]["rows"][-1].append((" ".join(self._cell[0].split()), self._cell[1], self._cell[2]))
            self._cell = None
        elif tag == "table" and self._stack:
            self.tables.append(self._stack.pop())

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell[0] += " " + data


def _tables(html: str) -> list[dict]:
    p = _Tables()
    p.feed(html)
    return p.tables


def _table(html: str, *, id: str = "", cls: str = "", header: str = "") -> list[list[tuple]]:
    for t in _tables(html):
        if (id and t["id"] == id) or (cls and t["class"] == cls) or (
                header and t["rows"] and t["rows"][0] and t["rows"][0][0][0] == header):
            return t["rows"]
    raise AssertionError(f"no table {id or cls or header!r} in the report")


@pytest.fixture
def tree(tmp_path: Path) -> Tree:
    t = build_tree(tmp_path / "repo")
    t.add_kernel("gemv", {f"m1_n{n}": n for n in (256, 512, 768, 1024)})
    for c in t.configs[3:]:
        t.prove(c)
    t.prove(t.configs[0], statuses={2: "failed", 4: "unsupported"}, witness={2: {"address": 64}})
    t.prove(t.configs[4], statuses={5: "unknown"})
    return t


def _write(t: Tree, out: Path, checker=None) -> tuple[str, dict]:
    ev = gather(t.root, checker=checker or t.fake_verifier, registry=t.registry)
    html_path, _, json_path = report_mod.write_report(ev, out)
    return html_path.read_text(), json.loads(json_path.read_text())


def _expected_counts(t: Tree) -> dict[str, dict[int, dict[str, int]]]:
    """Per kernel, per obligation: status counts read straight from the artifact and result files."""
    results: dict[tuple[str, str], list[dict]] = {}
    for f in sorted(t.results.glob("*.json")):
        for e in json.loads(f.read_text())["results"]:
            results.setdefault((e["kernel"], e["label"]), []).append(e)
    out: dict[str, dict[int, dict[str, int]]] = {}
    for c in t.configs:
        per = out.setdefault(c.kernel, {i: {} for i, _ in OBLIGATIONS})
        art = t.artifact_path(c)
        claims = {o["id"]: o["status"] for o in json.loads(art.read_text())["obligations"]} if art.is_file() else {}
        for i in PROVABLE_IDS:
            st = claims.get(i, "not attempted")
            per[i][st] = per[i].get(st, 0) + 1
        es = results.get((c.kernel, c.label), [])
        st8 = ("tested" if all(e["passed"] and e["max_err_over_bound"] <= 1 for e in es) else "failed") if es \
            else "not attempted"
        per[8][st8] = per[8].get(st8, 0) + 1
    return out


def _chips(text: str) -> dict[str, int]:
    return {m.group(2): int(m.group(1)) for m in re.finditer(r"(\d+) ([a-z_][a-z_ ]*?)(?= \d|$)", text)}


def test_summary_comes_first_and_counts_equal_the_artifacts(tree: Tree, tmp_path: Path) -> None:
    html, data = _write(tree, tmp_path / "out")
    # the summary is the first table, before the per-configuration matrix
    assert html.index('id="summary"') < html.index('class="matrix"')
    assert html.index('id="summary"') < html.index('id="missing"') < html.index('id="matrix"')
    rows = _table(html, id="summary")
    head = [c[0] for c in rows[0]]
    assert head[:3] == ["kernel", "configs", "fully proved"]
    assert head[3:] == [f"{i} {n}" for i, n in OBLIGATIONS]
    body = {r[0][0]: r for r in rows[1:]}
    expected = _expected_counts(tree)
    assert set(body) == set(expected) | {"all 3 kernels"}
    for kernel, per in expected.items():
        r = body[kernel]
        assert int(r[1][0]) == sum(per[1].values()) == sum(c.kernel == kernel for c in tree.configs)
        for i, _ in OBLIGATIONS:
            assert _chips(r[2 + i][0]) == per[i], (kernel, i, r[2 + i][0])
            # every chip is coloured by its own status
            assert sorted(r[2 + i][2]) == sorted(f"chip {report_mod.status_class(s)}" for s in per[i])
    totals = body["all 3 kernels"]
    for i, _ in OBLIGATIONS:
        want: dict[str, int] = {}
        for per in expected.values():
            for s, n in per[i].items():
                want[s] = want.get(s, 0) + n
        assert _chips(totals[2 + i][0]) == want
    # the JSON summary agrees with the rendered one
    assert {k["kernel"]: {int(i): c for i, c in k["per_obligation"].items()} for k in data["kernels"]} == expected
    first_screen = unescape(html[:html.index('id="missing"')])
    assert f"{sum(r['fully_proved'] for r in data['rows'])} of 7 fully proved" in first_screen
    assert "1 of 7 tested" not in first_screen and "3 of 7 tested" in first_screen


def test_matrix_is_collapsible_per_kernel(tree: Tree, tmp_path: Path) -> None:
    html, data = _write(tree, tmp_path / "out")
    blocks = re.findall(r'<details id="k-([^"]+)">', html)
    assert blocks == sorted({c.kernel for c in tree.configs})
    # one matrix row per configuration, inside its kernel's block
    for k in blocks:
        part = html[html.index(f'<details id="k-{k}">'):]
        part = part[:part.index("</details>")]
        assert part.count("<tr>") == 1 + sum(c.kernel == k for c in tree.configs)


def test_cached_verdict_is_labelled_from_cache(tree: Tree, tmp_path: Path) -> None:
    def checker(path: Path) -> Recheck:
        r = tree.fake_verifier(path)
        return Recheck(r.ok, r.message, 0.01, cached="gemv" in Path(path).parts)

    html, data = _write(tree, tmp_path / "out", checker)
    for r in data["rows"]:
        label = r["artifact"]["recheck"]["label"]
        assert label == ("from cache" if r["kernel"] == "gemv" else "re-checked now")
        for o in r["obligations"]:
            if o["status"] == "proved":
                assert ("from the re-check cache" in o["reason"]) == (r["kernel"] == "gemv")
                assert ("re-checked in this run" in o["reason"]) == (r["kernel"] != "gemv")
    n_cached = sum(c.kernel == "gemv" for c in tree.configs)
    assert data["recheck"] == {"now": len(tree.configs) - n_cached, "cached": n_cached, "rejected": 0,
                               "not_checked": 0}
    text = unescape(html)
    assert f"{len(tree.configs) - n_cached} re-checked now, {n_cached} from cache" in text
    gemv = html[html.index('<details id="k-gemv">'):]
    gemv = gemv[:gemv.index("</details>")]
    assert gemv.count("from cache") == n_cached and "re-checked now" not in gemv


def test_verifier_checker_passes_the_cache_flag_through(monkeypatch: pytest.MonkeyPatch) -> None:
    import verifier.check

    calls = []

    def fake(path, *, use_cache=False, **kw):
        calls.append(use_cache)
        return SimpleNamespace(ok=True, messages=[], cached=use_cache)

    monkeypatch.setattr(verifier.check, "check_artifact", fake)
    for flag in (False, True):
        chk, note = evidence_mod.verifier_checker(use_cache=flag)
        assert chk is not None
        r = chk(Path("x.json"))
        assert r.ok and r.cached is flag and calls[-1] is flag
        assert ("cached" in note) is flag


def test_toolchain_table_has_no_question_marks(tree: Tree, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    art = tree.artifact_path(tree.configs[1])
    d = json.loads(art.read_text())
    d["toolchain"]["ptxas"] = "?"  # an artifact that recorded nothing useful
    art.write_text(json.dumps(d, indent=1))
    tree.seals[str(art.resolve())] = tree._digest(art)
    real = evidence_mod.package_version
    monkeypatch.setattr(evidence_mod, "package_version",
                        lambda dist: evidence_mod.NOT_INSTALLED if dist == "matplotlib" else real(dist))
    html, data = _write(tree, tmp_path / "out")
    rows = _table(html, header="where")
    assert len(rows) > 5
    for r in rows:
        assert all("?" not in c[0] and c[0] for c in r), r
    env = {r[1][0]: r[2][0] for r in rows[1:] if r[0][0] == "this run"}
    assert env["gguf"] == metadata.version("gguf")
    assert env["matplotlib"] == "not installed"
    assert env["python"] and env["z3-solver"] == metadata.version("z3-solver")
    assert any(r[2][0] == "not recorded in the artifact" for r in rows[1:])
    assert data["toolchain"]["environment"]["gguf"] == metadata.version("gguf")


def test_zero_error_gets_a_sentence_not_a_plot(tree: Tree, tmp_path: Path) -> None:
    tree.numerics_ok(ratio=0.0)  # residual_add: bit-exact everywhere (max_err 0)
    html, data = _write(tree, tmp_path / "out")
    op = data["numerics"]["residual_add"]
    assert op["all_zero_error"] and op["zero_error_tests"] == len(tree.configs)
    block = html[html.index(">residual_add</h3>"):]
    block = block[:block.find("<h3") if "<h3" in block else block.index("</details>")]
    assert "The observed error is exactly zero in all" in block and "nothing to plot" in block
    assert "<img" not in block
    assert 'alt="worst observed error over bound per test"' not in html
    assert "No test observed a non-zero error" in html
    # one non-zero ratio brings the overview plot back, with that test only
    tree.write_results("later.json", [{"kernel": "gemv", "label": "m1_n256", "operator": "linear",
                                      "inputs": "seed 3", "max_err_over_bound": 0.5, "passed": True,
                                      "max_err": 5e-4, "bound": 1e-3}], created="2025-03-01T00:00:00Z")
    html, data = _write(tree, tmp_path / "out2")
    assert 'alt="worst observed error over bound per test"' in html
    lin = html[html.index(">linear</h3>"):]
    assert "<img" in lin[:lin.index("</table>") + 400]


def test_pass_fail_check_is_not_coloured_as_failure(tree: Tree, tmp_path: Path) -> None:
    tree.write_results("run.json", [{"kernel": "fltc_run", "label": "chat", "operator": "fltc run --device gpu",
                                    "inputs": "chat", "passed": True}], kind="gpu_fltc_run")
    html, data = _write(tree, tmp_path / "out")
    op = data["numerics"]["fltc run --device gpu"]
    assert op["verdict_class"] != "failed" and "NOT" not in op["verdict"] and "passed" in op["verdict"]
    assert op["results"][0]["verdict_class"] != "failed"
    block = html[html.index(">fltc run --device gpu</h3>"):]
    block = block[:block.index("</table>")]
    assert 'class="failed"' not in block and "NOT all within the bound" not in html


@pytest.mark.parametrize("status", ["vacuous", "some_new_status"])
def test_unknown_status_renders_as_failure(tree: Tree, tmp_path: Path, status: str) -> None:
    # (1) from an artifact: evidence never reads an unknown claim as proved
    cfg = tree.configs[2]
    tree.prove(cfg, statuses={3: status})
    ev = gather(tree.root, checker=tree.fake_verifier, registry=tree.registry)
    row = next(r for r in ev.rows if r.kernel == cfg.kernel and r.label == cfg.label)
    assert row.cell(3).status in (Status.FAILED, Status.VACUOUS) and not row.fully_proved
    assert status in (row.cell(3).status.value + row.cell(3).reason)
    html0 = report_mod.render_html(report_mod.report_data(ev, tmp_path, environment=False), {})
    cell3 = re.findall(r'<td class="c ([a-z]+)" title="[^"]*">\s*([^<\s][^<]*?)\s*<br><span class="small">claims '
                       r'&ldquo;([^&]+)&rdquo;', html0)
    if status == "vacuous":
        assert ("failed", "vacuous") in re.findall(r'<td class="c ([a-z]+)" title="[^"]*">\s*([^<\s][^<]*?)\s*<', html0)
    else:
        assert cell3 == [("failed", "failed", status)]
    # (2) in the renderer: a status string it has never seen is a failure-coloured cell with its name
    data = report_mod.report_data(ev, tmp_path, environment=False)
    jrow = next(r for r in data["rows"] if r["kernel"] == cfg.kernel and r["label"] == cfg.label)
    jrow["obligations"][0]["status"] = "brand_new"
    data["kernels"] = report_mod.kernel_summary(data["rows"])
    data["obligation_totals"] = report_mod.obligation_totals(data["rows"])
    data["missing"] = report_mod.missing_groups(data["rows"])
    html = report_mod.render_html(data, {})
    cells = re.findall(r'<td class="c ([a-z]+)" title="[^"]*">\s*([^<\s][^<]*?)\s*<', html)
    assert ("failed", "brand_new") in cells
    assert all(c != "proved" for c, text in cells if text == "brand_new")
    summary = _table(html, id="summary")
    scale = next(r for r in summary[1:] if r[0][0] == cfg.kernel)
    assert "1 brand_new" in scale[3][0] and "chip failed" in scale[3][2]
    assert report_mod.status_class("brand_new") == "failed" and report_mod.status_class("vacuous") == "failed"
    assert any(g["status"] == "brand_new" for g in data["missing"])


def test_identical_reasons_are_grouped_once(tree: Tree, tmp_path: Path) -> None:
    (tree.results / "kernel_tests.json").unlink()  # no device results: every obligation 8 not attempted
    html, data = _write(tree, tmp_path / "out")
    reason = "no committed device result for this configuration"
    groups = [g for g in data["missing"] if g["reason"] == reason]
    assert len(groups) == 1 and groups[0]["count"] == len(tree.configs) and groups[0]["obligations"] == [8]
    missing = html[html.index('id="missing"'):html.index('id="matrix"')]
    assert missing.count(reason) == 1
    assert f"{len(tree.configs)} configurations</span>" in missing
    listed = re.findall(r"<li><b>([^<]+)</b>: ([^<]+)</li>", missing[missing.index(reason):])
    assert {k for k, _ in listed} == {c.kernel for c in tree.configs}
    assert sum(len(v.split(", ")) for _, v in listed[:len({c.kernel for c in tree.configs})]) == len(tree.configs)
    # worst first: the failures come before the not-attempted group
    order = [g["status"] for g in data["missing"]]
    assert order.index("failed") < order.index("not attempted")


def test_markdown_opens_with_the_summary(tree: Tree, tmp_path: Path) -> None:
    ev = gather(tree.root, checker=tree.fake_verifier, registry=tree.registry)
    md = report_mod.write_report(ev, tmp_path / "out")[1].read_text()
    assert md.index("## Summary per kernel") < md.index("## What is missing") < md.index("## Obligation matrix")
    assert "| gemv | 4 | 3 | 4 proved | 4 proved | 4 proved | 4 proved | 3 proved, 1 unknown |" in md
    assert "?" not in md[md.index("## Toolchain versions"):]


def test_gather_refuses_without_the_verifier(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """No verifier (z3 not installed): gather with the default checker raises one error naming what is missing and
    the install command, instead of evidence where every artifact reads "unknown" (fltc checklist / report would
    render a checklist with nothing proved and the gate failing)."""
    from fltc.errors import ArtifactCheckError

    monkeypatch.setattr(evidence_mod, "verifier_checker",
                        lambda use_cache=False: (None, "verifier.check is not available (No module named 'z3')"))
    with pytest.raises(ArtifactCheckError, match=r"No module named 'z3'.*pip install"):
        evidence_mod.gather(tmp_path)
