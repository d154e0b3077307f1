"""The Patron lab scene: runs in the background, shows results, can be stopped."""

import time

import pytest
from ui_helpers import click, drawn_texts, run

from game.tools.lab import LABS
from game.ui.play.lab import LabScene


def wait(scene, app, limit=60):
    end = time.time() + limit
    while scene.running and time.time() < end:
        time.sleep(0.05)
        run(app)
    run(app, 2)


def test_lab_runs_in_the_background_and_shows_the_results(app):
    click(app, app.top.lab.rect.center)
    scene = app.top
    assert isinstance(scene, LabScene)
    for sid in ("tokyoites", "parisians", "londoners"):
        scene.chosen[sid] = False
    scene.games.value, scene.agent.value, scene.players.value = 3, "greedy", 2
    click(app, scene.run.rect.center)
    assert scene.running or scene.report
    wait(scene, app)
    assert scene.report and list(scene.report["results"]) == ["new_yorkers"]
    assert scene.tabs is not None and scene.tabs.value == "new_yorkers"
    assert scene.report["results"]["new_yorkers"]["patrons"]
    assert not app.errors


def test_lab_can_be_stopped_and_needs_a_set(app):
    scene = LabScene(app)
    app.push(scene)
    run(app)
    for sid in scene.chosen:
        scene.chosen[sid] = False
    click(app, scene.run.rect.center)
    assert scene.error == "Pick at least one patron set." and not scene.running
    scene.chosen["londoners"] = True
    scene.games.value, scene.agent.value = 200, "greedy"
    click(app, scene.run.rect.center)
    assert scene.running
    click(app, scene.run.rect.center)              # now labelled Stop
    wait(scene, app)
    played = scene.partial["avant-carde"][1]
    assert scene.error.startswith("Stopped after ") and scene.run.label == "Resume"
    assert scene.error.endswith(": the figures so far; Resume goes on from there.")
    if played:                                     # the games played so far are shown, not kept back until Resume
        assert scene.report["played"] == len(played) and list(scene.report["results"]) == ["londoners"]
    kept = list(played)
    click(app, scene.run.rect.center)              # Resume: the same list grows from where it stopped
    assert scene.running and scene.partial["avant-carde"][1] is played
    click(app, scene.run.rect.center)
    wait(scene, app)
    assert played[:len(kept)] == kept and len(played) >= len(kept)
    scene.games.value = 20                         # another run: the kept games do not belong to it
    run(app)
    assert scene.run.label == "Run"


def test_lab_runs_art_decko_configurations(app):
    scene = LabScene(app)
    app.push(scene)
    run(app)
    click(app, scene.game_tabs._segments()[1].center)
    assert scene.game_id == "art-decko" and set(scene.chosen) == {"standard", "no_gold_tiles", "2-2-2-3", "2-3-2-2",
                                                               "1-3-2-3", "3-2-2-2"}
    assert [sid for sid, on in scene.chosen.items() if on] == ["standard", "no_gold_tiles"]
    scene.chosen["no_gold_tiles"] = False
    scene.games.value, scene.agent.value, scene.players.value = 4, "greedy", 3
    click(app, scene.run.rect.center)
    wait(scene, app)
    r = scene.report["results"]["standard"]
    assert len(r["seat_win_rates"]) == 3 and abs(sum(r["seat_win_rates"]) - 1) < 1e-6
    assert sum(r["end_triggers"].values()) == 1
    assert scene.tabs is not None and not app.errors


def open_lab(app):
    click(app, app.top.lab.rect.center)
    return app.top


def test_after_stop_the_lab_shows_what_to_do_not_the_last_progress(app, monkeypatch):
    scene = open_lab(app)
    scene.games.value, scene.agent.value = 200, "greedy"
    click(app, scene.run.rect.center)
    assert any(text.startswith("Playing game") for text, _ in drawn_texts(app, monkeypatch))
    end = time.time() + 120
    while scene.running and scene.progress[0] < 1 and time.time() < end:
        time.sleep(0.05)                           # a game played: the pace is measured
        run(app)
    click(app, scene.run.rect.center)              # Stop
    wait(scene, app)
    texts = [text for text, _ in drawn_texts(app, monkeypatch)]
    assert not any(text.startswith("Playing game") for text in texts)
    assert any(text.startswith("Stopped after ") for text in texts)
    played = len(scene.partial["avant-carde"][1])
    assert played and scene.report["played"] == played        # the games so far are shown, with the lab's answer
    assert scene.report["answer"] == "Stopped before a second set was played: Resume to compare them."
    assert scene.report["answer"] in texts
    scene.reports.pop("avant-carde")               # without a report, the hint says what a run would take
    texts = [text for text, _ in drawn_texts(app, monkeypatch)]
    hint = next(text for text in texts if text.startswith("Pick sets and press Run:"))
    assert hint.startswith("Pick sets and press Run: 200 games per set, 800 in all, about ")
    assert hint.endswith(" going by the last run.")


def test_the_game_count_stops_at_its_ends_and_the_hint_follows_it(app, monkeypatch):
    scene = open_lab(app)
    games = scene.games
    left, right = (games.rect.left + 5, games.rect.centery), (games.rect.right - 5, games.rect.centery)
    seen = []
    for pos in [left, left, left] + [right] * 6:
        click(app, pos)
        seen.append(games.value)
    assert seen == [20, 20, 20, 50, 100, 200, 500, 1000, 1000]   # past 200: enough for a difference of a point
    texts = [text for text, _ in drawn_texts(app, monkeypatch)]
    assert "Pick sets and press Run: 1000 games per set, 4000 in all." in texts


def test_each_game_tab_keeps_its_choices_and_last_results(app):
    scene = open_lab(app)
    click(app, scene.toggles[2].rect.center)       # Parisians off
    click(app, scene.game_tabs._segments()[1].center)
    click(app, scene.toggles[1].rect.center)       # Without Gold tiles off
    scene.games.value, scene.agent.value, scene.players.value = 2, "greedy", 2
    click(app, scene.run.rect.center)
    wait(scene, app)
    report = scene.report
    assert report and list(report["results"]) == ["standard"]
    click(app, scene.game_tabs._segments()[0].center)
    assert scene.report is None and scene.chosen["parisians"] is False and scene.chosen["londoners"] is True
    click(app, scene.game_tabs._segments()[1].center)
    assert scene.report is report and scene.tabs is not None
    assert scene.chosen == {"standard": True, "no_gold_tiles": False, "2-2-2-3": False, "2-3-2-2": False,
                            "1-3-2-3": False, "3-2-2-2": False}
    assert (scene.games.value, scene.agent.value, scene.players.value) == (2, "greedy", 2)


def test_how_games_ended_wraps_inside_the_results_table(app, monkeypatch):
    scene = open_lab(app)
    click(app, scene.game_tabs._segments()[1].center)
    scene.games.value, scene.agent.value, scene.players.value = 2, "greedy", 2
    click(app, scene.run.rect.center)
    wait(scene, app)
    for r in scene.report["results"].values():      # every way a game can end, the longest cell
        r["end_triggers"] = {"museum": 0.4, "deck": 0.3, "rating": 0.2, "stalled": 0.1}
    texts = drawn_texts(app, monkeypatch)
    assert any("no one could act" in text or "nobody could act" in text for text, _ in texts)
    assert all(rect.right <= scene.main.right for _, rect in texts)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1280, 672)])
def test_the_title_subtitle_and_buttons_keep_apart(home, desktop, monkeypatch, size):
    from game.ui.app import App
    application = App(size=size, fullscreen=False)
    for game in (0, 1):
        scene = LabScene(application)
        application.push(scene)
        run(application)
        click(application, scene.game_tabs._segments()[game].center)
        texts = dict(drawn_texts(application, monkeypatch))
        title, blurb = texts[LABS.of(scene.game_id).title], texts[LABS.of(scene.game_id).blurb]
        assert blurb.left >= title.right + scene.s(16) and blurb.right <= application.size[0]
        assert scene.run.rect.bottom + scene.s(16) <= scene.back.rect.top
        application.pop(scene)
    application.close()


def test_a_custom_set_file_is_compared_with_a_built_in_set_and_exported(app, home, monkeypatch):
    import json
    import os
    londoners = os.path.join(os.path.dirname(__file__), "..", "..", "data", "avant_carde", "patrons", "londoners.yaml")
    folder = home / "patron_sets"
    folder.mkdir(parents=True, exist_ok=True)
    with open(londoners, encoding="utf-8") as f:
        (folder / "mine.yaml").write_text(f.read().replace("name: Londoners", "name: Mine"), encoding="utf-8")
    scene = open_lab(app)
    custom = str(folder / "mine.yaml")
    toggle = next(t for t in scene.toggles if t.label == "Custom: Mine")
    assert scene.chosen[custom] is False                      # found, off until chosen
    for sid in scene.chosen:
        scene.chosen[sid] = sid == "new_yorkers"
    click(app, toggle.rect.center)
    assert scene.chosen[custom] is True
    scene.games.value, scene.agent.value, scene.players.value = 2, "greedy", 2
    click(app, scene.run.rect.center)
    wait(scene, app)
    assert list(scene.report["results"]) == ["new_yorkers", custom]
    click(app, scene.tabs._segments()[1].center)
    texts = [text for text, _ in drawn_texts(app, monkeypatch)]
    assert "Custom: Mine" in texts and any(text.startswith(("not enough games", "needs ≈")) for text in texts)
    assert scene.report["answer"] == "Too few games to compare: 2 per set; at least 20 are needed."
    assert any(text.startswith("Verdict: ") for text in texts)
    assert any(text.startswith("2  ") for text in texts)      # a patron's number beside its name
    hint = scene.results_view.hints["col:lift"]
    assert hint.visible and "Newcombe" in hint.tip()
    click(app, scene.export.rect.center)
    assert scene.notice.startswith("Report saved: ") and scene.error is None
    page = scene.notice[len("Report saved: "):]
    with open(os.path.join(os.path.dirname(page), "lab.json"), encoding="utf-8") as f:
        assert list(json.load(f)["results"]) == ["new_yorkers", custom]
    assert "Custom: Mine" in open(page, encoding="utf-8").read() and not app.errors


def test_the_lab_plays_on_two_worker_processes_and_a_stopped_run_resumes(app):
    import multiprocessing

    from game.avant_carde.patronlab import patron_game
    scene = open_lab(app)
    scene.workers = 2
    for sid in scene.chosen:
        scene.chosen[sid] = sid == "new_yorkers"
    scene.games.value, scene.agent.value, scene.players.value = 50, "greedy", 2
    click(app, scene.run.rect.center)
    end, workers = time.time() + 120, 0
    while scene.running and scene.progress[0] < 3 and time.time() < end:
        time.sleep(0.05)
        run(app)
        workers = max(workers, len(multiprocessing.active_children()))
    assert workers == 2
    click(app, scene.run.rect.center)              # Stop, with games on both workers
    wait(scene, app)
    played = scene.partial["avant-carde"][1]
    kept = list(played)
    assert 3 <= len(kept) < 50
    assert scene.error.startswith(f"Stopped after {len(kept)} games") and scene.run.label == "Resume"
    assert scene.report["played"] == len(kept) and scene.report["results"]["new_yorkers"]["games"] == len(kept)
    click(app, scene.run.rect.center)              # Resume
    wait(scene, app, limit=300)
    assert scene.report["games"] == 50 and played[:len(kept)] == kept and len(played) == 50
    assert scene.tabs is not None and not app.errors
    # the workers played exactly what one process plays for the same games
    for g in (0, len(kept), 49):
        names = ("greedy", "greedy")
        assert played[g] == patron_game(("avant-carde", "new_yorkers", names, 1 + g))


def type_text(app, text):
    """Type ``text`` as the keyboard does (TEXTINPUT events) into the focused field."""
    import pygame
    from ui_helpers import post
    post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    run(app)


def _custom_file(folder, name, set_name):
    import os
    londoners = os.path.join(os.path.dirname(__file__), "..", "..", "data", "avant_carde", "patrons", "londoners.yaml")
    folder.mkdir(parents=True, exist_ok=True)
    with open(londoners, encoding="utf-8") as f:
        (folder / name).write_text(f.read().replace("name: Londoners", f"name: {set_name}"), encoding="utf-8")
    return str(folder / name)


def test_a_typed_custom_file_and_a_mix_are_added_and_compared_with_a_built_in_set(app, home, tmp_path, monkeypatch):
    import json
    import os

    import pygame
    from ui_helpers import press
    path = _custom_file(tmp_path / "elsewhere", "theirs.yaml", "Theirs of the Gallery Night")
    scene = open_lab(app)
    click(app, scene.add.rect.center)                       # "Add a set…"
    assert scene.adder.shown and scene.ui.focus is scene.adder.path
    type_text(app, path)
    press(app, pygame.K_RETURN)                             # Enter adds the file
    assert scene.notice == "Custom: Theirs of the Gallery Night added and ticked on the left." and scene.error is None
    assert not scene.adder.shown and scene.chosen[path] is True
    assert any(t.label == "Custom: Theirs of the Gallery Night" and t.value for t in scene.toggles)
    click(app, scene.add.rect.center)
    two = scene.adder.picks[0]
    click(app, (two.rect.right - 5, two.rect.centery))     # the 2 of the next set: Tokyoites
    click(app, scene.adder.add_mix.rect.center)
    mix = "mix:2=tokyoites,3=new_yorkers,4=new_yorkers,5=new_yorkers,6=new_yorkers,7=new_yorkers"
    assert scene.chosen[mix] is True and scene.notice == "Mix T·N·N·N·N·N added and ticked on the left."
    for sid in ("tokyoites", "parisians", "londoners"):
        click(app, next(t for t in scene.toggles if t.label == LABS.of("avant-carde").label(sid)).rect.center)
    scene.games.value, scene.agent.value, scene.players.value = 2, "greedy", 2
    click(app, scene.run.rect.center)                       # on two worker processes: they read the file too
    wait(scene, app)
    assert list(scene.report["results"]) == ["new_yorkers", path, mix] and not app.errors
    assert [label for _, label in scene.tabs.options] == ["New Yorkers", "Custom: Theirs of the Gallery Night",
                                                          "Mix T·N·N·N·N·N"]
    drawn = drawn_texts(app, monkeypatch)
    texts = [text for text, _ in drawn]
    assert "Mix T·N·N·N·N·N" in texts
    toggle = next(t for t in scene.toggles if t.label == "Custom: Theirs of the Gallery Night")
    shown = next((text, rect) for text, rect in drawn if text.startswith("Custom: Theirs") and text.endswith("…"))
    assert shown[1].right <= toggle._switch_rect().left and toggle.tip() == toggle.label   # cut beside its switch
    table_bottom = scene.main.top + scene.table_height()    # wrapped cells make their row taller
    in_table = [(text, rect) for text, rect in drawn
                if scene.main.top + scene.results_view.answer_height(scene.report) <= rect.top < table_bottom
                and rect.left >= scene.main.left]                  # under the lab's answer
    assert sum(text.startswith("Custom: Theirs") for text, _ in in_table) == 1     # its cell wraps
    assert all(rect.bottom <= table_bottom for _, rect in in_table)
    assert table_bottom < scene.tabs.rect.top
    click(app, scene.export.rect.center)
    page = scene.notice[len("Report saved: "):]
    html = open(page, encoding="utf-8").read()
    assert "Custom: Theirs of the Gallery Night" in html and "Mix T·N·N·N·N·N" in html
    with open(os.path.join(os.path.dirname(page), "lab.json"), encoding="utf-8") as f:
        assert json.load(f)["labels"][path] == "Custom: Theirs of the Gallery Night"


def test_a_name_typed_from_the_user_folder_ticks_its_set(app, home):
    import pygame
    from ui_helpers import press
    path = _custom_file(home / "patron_sets", "ours.yaml", "Ours")
    scene = open_lab(app)
    assert scene.chosen[path] is False                      # listed, off until chosen
    click(app, scene.add.rect.center)
    type_text(app, "ours")
    press(app, pygame.K_RETURN)
    assert scene.chosen[path] is True and scene.error is None
    assert [t.label for t in scene.toggles].count("Custom: Ours") == 1


@pytest.mark.parametrize("kind", ["missing", "folder", "fifo", "huge", "bad yaml", "nothing"])
def test_a_hostile_typed_path_gives_one_clear_sentence_and_adds_nothing(app, home, tmp_path, monkeypatch, kind):
    import os

    if kind == "fifo" and not hasattr(os, "mkfifo"):
        pytest.skip("FIFOs are POSIX")
    target = tmp_path / {"missing": "gone.yaml", "folder": "dir.yaml", "fifo": "pipe.yaml", "huge": "huge.yaml",
                         "bad yaml": "bad.yaml", "nothing": ""}[kind]
    if kind == "folder":
        target.mkdir()
    elif kind == "fifo":
        os.mkfifo(target)
    elif kind == "huge":
        target.write_bytes(b"#" * (3 * 1024 * 1024))
    elif kind == "bad yaml":
        target.write_text("name: [Ours\npatrons: {}\n", encoding="utf-8")
    scene = open_lab(app)
    before = dict(scene.chosen)
    click(app, scene.add.rect.center)
    if kind != "nothing":
        type_text(app, str(target))
    click(app, scene.adder.add_file.rect.center)
    sentence = scene.error
    assert sentence and sentence.endswith(".") and sentence.count(". ") == 0 and str(tmp_path) not in sentence
    assert scene.chosen == before and scene.adder.shown and not app.errors
    drawn = " ".join(text for text, _ in drawn_texts(app, monkeypatch))
    assert sentence in drawn or all(word in drawn for word in sentence.split())


def test_three_added_sets_fill_the_list_until_one_is_unticked(app):
    scene = open_lab(app)
    for i in range(4):
        click(app, scene.add.rect.center)
        pick = scene.adder.picks[i]
        click(app, (pick.rect.right - 5, pick.rect.centery))
        click(app, scene.adder.add_mix.rect.center)
    assert len(scene.added["avant-carde"]) == 3
    assert scene.error == "Untick one of the sets you added to make room for another."
    first = scene.added["avant-carde"][0]
    click(app, next(t for t in scene.toggles if t.label == first.label).rect.center)   # untick the first
    click(app, scene.adder.add_mix.rect.center)
    assert len(scene.added["avant-carde"]) == 3 and first not in scene.added["avant-carde"] and scene.error is None
    assert scene.run.rect.bottom + scene.s(16) <= scene.back.rect.top


# ---- issue 30, item 10 ----------------------------------------------------------------------------

@pytest.fixture(scope="module")
def two_set_report():
    from game.tools.lab import run_lab
    return run_lab("avant-carde", ["new_yorkers", "tokyoites"], 2, ["greedy"], 2, 1)


def shown_report(app, report):
    scene = open_lab(app)
    scene.reports["avant-carde"] = report
    run(app, 2)
    return scene


def test_the_time_left_never_reads_about_under_a_minute():
    from game.ui.play.lab import duration
    assert duration(20) == "under a minute" and duration(600) == "about 10 minutes" and duration(60) == "about 1 minute"


def test_the_time_left_says_under_a_minute_in_one_sentence(app, monkeypatch):
    scene = open_lab(app)
    scene.games.value, scene.agent.value = 200, "greedy"
    click(app, scene.run.rect.center)
    monkeypatch.setattr(type(scene), "running", property(lambda self: True))
    scene.progress, scene._first, scene._started = (799, 800), 0, time.perf_counter() - 10
    status = scene.status()
    assert status == "Playing game 800 of 800… Under a minute left."
    monkeypatch.undo()
    scene._cancel = True
    wait(scene, app)


def test_the_export_notice_stays_with_its_game(app, two_set_report, tmp_path):
    scene = shown_report(app, two_set_report)
    click(app, scene.export.rect.center)
    assert scene.notice.startswith("Report saved: ") and "avant-carde" in scene.notice
    click(app, scene.game_tabs._segments()[1].center)          # Art Decko
    assert scene.notice is None


def test_the_answer_is_on_top_and_the_app_shows_the_reports_figures(app, two_set_report, monkeypatch):
    from game.tools import lab_html
    scene = shown_report(app, two_set_report)
    drawn = drawn_texts(app, monkeypatch)
    texts = [text for text, _ in drawn]
    answer = two_set_report.get("answer", "")
    first = next(rect for text, rect in drawn if answer.startswith(text) and text)
    assert first.top == scene.main.top
    patrons = two_set_report["results"]["new_yorkers"]["patrons"].values()
    uses = [lab_html.cell(p["figures"]["uses"], compact=True) for p in patrons]
    assert all(u in texts for u in uses)                            # as the page words them, not a bare mean


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1000, 600)])
def test_the_table_headings_keep_apart(home, desktop, monkeypatch, two_set_report, size):
    from game.ui.app import App
    application = App(size=size, fullscreen=False)
    scene = LabScene(application)
    application.push(scene)
    scene.reports["avant-carde"] = two_set_report
    run(application, 2)
    drawn = dict(drawn_texts(application, monkeypatch))
    heads = [drawn[h] for h in ("Rounds", "Winner's margin", "First seat wins", "$ per round", "Uses per game",
                                "Win-rate lift") if h in drawn]
    heads += [r for t, r in drawn.items() if t in ("Winner's", "margin", "First seat", "wins", "$ per", "round")]
    heads.sort(key=lambda r: r.left)
    assert len(heads) >= 4
    for a, b in zip(heads, heads[1:]):
        assert a.top != b.top or a.right + scene.s(8) <= b.left, (a, b)
    application.close()
