"""``bench --ui`` measures every registered game's table that declares a bench (its spec's
BenchSpec), through the functions the spec names, and the app's start-up and idle CPU; shared
code names no game to do it. (The real figures: ``python main.py bench --ui``.)"""

import json
import types

from game import games
from game.tools.bench import TABLE_BENCHES, BenchSpec
from game.ui import uibench

FIGURES = {}
CLICKS = {"per_click": 4.0, "max": 6, "worst": {}}     # a stand-in table's rules calls a click


def frames(quick):
    FIGURES[quick] = {"p95_ms": 3.5 if quick else 20.0}
    return FIGURES[quick]


def report(fig):
    return [f"stand-in table p95 {fig['p95_ms']:.1f} ms"], fig["p95_ms"] <= uibench.TARGETS["frame_p95_ms"]


def test_bench_ui_runs_the_bench_each_game_declares(monkeypatch, capsys):
    benched = games.all_specs()[-1]
    stand_in = BenchSpec(frames=f"{__name__}:frames", report=f"{__name__}:report", idle_table=f"{__name__}:frames")
    monkeypatch.setattr(TABLE_BENCHES, "_entries", {benched.id: stand_in})
    asked = []

    def app_figures(quick, idle_games):
        asked.append((quick, idle_games))
        return {"start_s": 0.8, "idle_cpu_pct": {"menu": 0.4, **{g: 0.6 for g in idle_games}}}
    monkeypatch.setattr(uibench, "app_figures", app_figures)
    monkeypatch.setattr(uibench, "rules_calls_per_click", lambda game_id, clicks=8: dict(CLICKS, clicks=clicks))
    assert uibench.run_ui_bench(types.SimpleNamespace(quick=True)) == 0
    out = capsys.readouterr().out
    assert "stand-in table p95 3.5 ms" in out and asked == [(True, [benched.id])]
    assert f"idle CPU             menu 0.40 %   {benched.id} 0.60 %" in out
    assert uibench.run_ui_bench(types.SimpleNamespace(quick=False)) == 1          # a missed target
    assert "stand-in table p95 20.0 ms" in capsys.readouterr().out
    assert uibench.run_ui_bench(types.SimpleNamespace(quick=True, json=True)) == 0
    report = json.loads(capsys.readouterr().out)
    clicks = dict(CLICKS, clicks=4)
    assert report["tables"] == {benched.id: {"p95_ms": 3.5, "rules_calls_per_click": 4.0, "rules_calls": clicks}}
    assert report["met"] == {benched.id: True, f"{benched.id}_rules_calls_per_click": True, "start_s": True,
                             "idle_cpu_pct": True}
    assert f"{benched.id}: rules calls a click 4.0 on average, at most 6 (4 clicks; target ≤ 10)" in \
        (uibench.run_ui_bench(types.SimpleNamespace(quick=True)), capsys.readouterr().out)[1]


def test_every_real_game_declares_a_table_bench():
    for g in games.all_specs():
        bench = TABLE_BENCHES.of(g.id)
        for dotted in (bench.frames, bench.report) + ((bench.idle_table,) if bench.idle_table else ()):
            assert callable(games.load_object(dotted)), dotted
