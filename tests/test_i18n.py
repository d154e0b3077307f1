"""The translation machinery (game/engine/i18n.py) and its checks (game/tools/translations.py)."""

import json
import os
import textwrap

import pytest

from game.engine import i18n
from game.engine.i18n import L, M, Mn, Mp, tr
from game.tools import translations

HEADER = '''msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=2; plural=(n > 1);\\n"

'''


@pytest.fixture
def catalog(tmp_path):
    """A test domain whose French catalog holds ``text`` (written by the returned function)."""
    folder = tmp_path / "locale"
    folder.mkdir()

    def write(text, language="fr"):
        (folder / f"{language}.po").write_text(HEADER + textwrap.dedent(text), encoding="utf-8")
        i18n.add_catalogs("test-domain", str(folder))
        i18n.set_language("en")
        i18n.set_language(language)
        return str(folder / f"{language}.po")

    yield write
    i18n.remove_catalogs("test-domain")
    i18n.set_language("en")


# ---- reading catalogs ----------------------------------------------------------------------------

def test_po_entries_contexts_plurals_and_continued_lines():
    cat = i18n.parse_po(HEADER + textwrap.dedent('''\
        # a translator's comment
        #: game/ui/app.py:12
        msgid "Load game"
        msgstr "Charger une partie"

        msgctxt "gallerist"
        msgid "Collector"
        msgstr "Collectionneur"

        msgid "{n} card"
        msgid_plural "{n} cards"
        msgstr[0] "{n} carte"
        msgstr[1] "{n} cartes"

        msgid ""
        "A long "
        "message"
        msgstr "Un long \\"message\\"\\n"

        #, fuzzy
        msgid "Rough"
        msgstr "Approximatif"

        #~ msgid "Gone"
        #~ msgstr "Parti"
        '''), "x.po")
    assert cat.entries[(None, "Load game")].strings == ["Charger une partie"]
    assert cat.entries[("gallerist", "Collector")].strings == ["Collectionneur"]
    assert cat.entries[(None, "{n} card")].strings == ["{n} carte", "{n} cartes"]
    assert cat.entries[(None, "A long message")].strings == ['Un long "message"\n']
    assert cat.entries[(None, "Rough")].fuzzy and not cat.entries[(None, "Load game")].fuzzy
    assert (None, "Gone") not in cat.entries
    assert [cat.plural(n) for n in (0, 1, 2, 10)] == [0, 0, 1, 1]


@pytest.mark.parametrize("body, line, words", [
    ('msgid "a"\nmsgstr "b\\q"\n', 7, "unknown escape"),
    ('msgid "a"\n\nmsgid "b"\nmsgstr "c"\n', 6, "without msgstr"),
    ('msgid "a"\nmsgstr "b"\n\nmsgid "a"\nmsgstr "c"\n', 9, "appears twice"),
    ('msgid "a"\nmsgid_plural "as"\nmsgstr[0] "b"\n', 6, "plural forms"),
    ('msgid "a"\nmsgstr b\n', 7, "quoted string"),
    ('bogus line\n', 6, "cannot read"),
])
def test_a_damaged_catalog_names_its_line(body, line, words):
    with pytest.raises(i18n.CatalogError) as err:
        i18n.parse_po(HEADER + body, "bad.po")
    assert err.value.line == line and words in err.value.message and "bad.po, line" in str(err.value)


def test_plural_rules_of_the_header_are_read_without_eval():
    polish = ('msgid ""\nmsgstr "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && '
              '(n%100<10 || n%100>=20) ? 1 : 2);\\n"\n')
    cat = i18n.parse_po(polish, "pl.po")
    assert [cat.plural(n) for n in (1, 2, 4, 5, 12, 22, 25)] == [0, 1, 1, 2, 2, 1, 2]
    for rule in ("__import__('os')", "n.bit_length()", "n ? 1", "(n > 1"):
        with pytest.raises(i18n.CatalogError, match="plural rule"):
            i18n.parse_po(f'msgid ""\nmsgstr "Plural-Forms: nplurals=2; plural={rule};\\n"\n', "x.po")


@pytest.mark.parametrize("make", ["fifo", "folder", "huge", "latin1"])
def test_an_unreadable_catalog_is_one_sentence(tmp_path, make):
    path = tmp_path / "fr.po"
    if make == "fifo":
        os.mkfifo(path)
    elif make == "folder":
        path.mkdir()
    elif make == "huge":
        path.write_bytes(b"#" * (i18n.MAX_CATALOG_BYTES + 10))
    else:
        path.write_bytes(HEADER.encode() + 'msgid "é"\nmsgstr "é"\n'.encode("latin-1"))
    with pytest.raises(i18n.CatalogError) as err:
        i18n.read_catalog(str(path))
    assert str(path) in str(err.value) and "\n" not in str(err.value)


# ---- saying messages -----------------------------------------------------------------------------

def test_messages_are_english_text_and_said_in_the_language_in_force(catalog):
    catalog('''\
        msgid "{who} obtains {card} for ${price}."
        msgstr "{who} achète {card} pour {price}\u00a0$."

        msgid "a {colour} {number}"
        msgstr "un {number} {colour}"

        msgid "blue"
        msgstr "bleu"

        msgid "{n} card"
        msgid_plural "{n} cards"
        msgstr[0] "{n} carte"
        msgstr[1] "{n} cartes"

        msgctxt "test"
        msgid "Keeper"
        msgstr "Gardien"

        msgid "Keeper"
        msgstr "Gardienne"
        ''')
    card = M("a {colour} {number}", colour=L("blue"), number=5)
    line = M("{who} obtains {card} for ${price}.", who="Ann", card=card, price=5)
    assert line == "Ann obtains a blue 5 for $5." and isinstance(line, str)
    assert tr(line) == "Ann achète un 5 bleu pour 5\u00a0$."
    # A sentence built in steps is said piece by piece; a message no catalog holds stays English.
    assert tr(line + " " + M("{n} stars", n=2)) == "Ann achète un 5 bleu pour 5\u00a0$. 2 stars"
    assert [tr(Mn("{n} card", "{n} cards", n, n=n)) for n in (0, 1, 2)] == ["0 carte", "1 carte", "2 cartes"]
    assert tr(Mp("test", "Keeper")) == "Gardien" and tr("Keeper") == "Gardienne"
    assert tr("Ann") == "Ann" and tr(i18n.said("blue")) == "blue"
    i18n.set_language("en")
    assert tr(line) == "Ann obtains a blue 5 for $5."


def test_a_broken_translation_shows_the_english_not_a_crash(catalog):
    catalog('''\
        msgid "{who} wins."
        msgstr "{qui} gagne."
        ''')
    assert tr(M("{who} wins.", who="Ann")) == "Ann wins."


def test_switching_language_tells_the_listeners(catalog):
    catalog('msgid "Done"\nmsgstr "Terminé"\n')
    heard = []
    i18n.on_change(lambda: heard.append(i18n.language()))
    i18n.set_language("en")
    i18n.set_language("fr")
    assert heard[-2:] == ["en", "fr"] and tr("Done") == "Terminé"
    assert i18n.set_language("xx") == "en"


@pytest.mark.parametrize("env, code", [
    ({"LANG": "fr_FR.UTF-8"}, "fr"), ({"LC_ALL": "fr_CA.UTF-8", "LANG": "en_GB.UTF-8"}, "fr"),
    ({"LC_MESSAGES": "de_DE.UTF-8"}, "en"), ({"LANGUAGE": "de:fr", "LANG": "en_US"}, "fr"),
    ({"LANG": "C.UTF-8"}, "en"), ({}, "en"),
])
def test_the_default_follows_the_system_locale(env, code):
    assert i18n.system_language(env) == code


# ---- the checks ------------------------------------------------------------------------------------

def test_the_checks_find_fuzzy_empty_placeholders_typography_conflicts_and_missing(catalog, tmp_path):
    path = catalog('''\
        #, fuzzy
        msgid "Rough"
        msgstr "Approximatif"

        msgid "Empty"
        msgstr ""

        msgid "{who} wins."
        msgstr "{qui} gagne."

        msgid "Ready?"
        msgstr "Prêt ?"

        msgid "Note: it ends."
        msgstr "Note\u00a0: c'est la fin."

        msgid "Open a test game"
        msgstr "Charger"
        ''')
    other = tmp_path / "other"
    other.mkdir()
    (other / "fr.po").write_text(HEADER + 'msgid "Open a test game"\nmsgstr "Ouvrir"\n', encoding="utf-8")
    i18n.add_catalogs("test-other", str(other))
    try:
        found = "\n".join(i18n.problems("fr", [(None, "Never translated")]))
    finally:
        i18n.remove_catalogs("test-other")
    assert f"{path}, line 7: 'Rough' is marked fuzzy" in found
    assert "'Empty' has no translation" in found
    assert "'{who} wins.': placeholders ['{qui}'] differ from ['{who}']" in found
    assert "'Ready?': an ordinary space before '?'" in found
    assert "Note: it ends" not in found
    assert "'Open a test game' is translated differently" in found
    assert "no fr translation of 'Never translated'" in found


def test_the_scan_catches_a_planted_unmarked_string(tmp_path):
    (tmp_path / "screen.py").write_text(textwrap.dedent('''\
        """A screen (docstrings are no text shown)."""
        from game.engine.i18n import M, _
        from game.ui import theme

        def draw(surface, n, name):
            theme.blit_text(surface, "Hidden treasure", 16, (0, 0, 0), (0, 0))
            theme.blit_text(surface, f"Round {n} of 9", 16, (0, 0, 0), (0, 0))
            theme.blit_text(surface, "{} points".format(n), 16, (0, 0, 0), (0, 0))
            theme.blit_text(surface, _("Load game"), 16, (0, 0, 0), (0, 0), "midleft")
            theme.blit_text(surface, M("Round {n} of 9", n=n), 16, (0, 0, 0), (0, 0))
            theme.blit_text(surface, "Known words", 16, (0, 0, 0), (0, 0))
            theme.blit_text(surface, name, 16, (0, 0, 0), (0, 0))
            theme.blit_text(surface, f"+{n}VP", 16, (0, 0, 0), (0, 0))
            key = f"fame/{n}"
            winner = "Known words" + " & ".join(names)
            cards = " and ".join(names)
            fine = M("Round {n} of 9", n=n) + "Known words"
            print("Debug output for developers")
            report = f"crash in {name}"  # i18n: not shown
            raise ValueError("not for players")
        '''), encoding="utf-8")
    found = translations.unmarked_text([str(tmp_path)], known={"Known words", "VP", "fame"})
    assert len(found) == 6, found
    assert "screen.py:6: text no catalog holds: 'Hidden treasure'" in found[0] + found[1] + found[2]
    assert any("f-string" in f and ":7:" in f for f in found)
    assert any(".format" in f and ":8:" in f for f in found)
    assert any("f-string" in f and ":13:" in f for f in found)       # a unit the catalogs translate
    assert any("built with +" in f and ":15:" in f for f in found)   # text glued to a plain str.join
    assert any("joined with a word" in f and ":16:" in f for f in found)


def test_the_scan_catches_text_added_to_plain_text_and_a_word_handed_to_a_painter(tmp_path):
    """Seen in Avant Carde in French: its final round's chip ("Play cards" += " · final round"), the
    "new" tag on a drawn card and the "blocked" tag on a stack stayed English; the scan let them by."""
    (tmp_path / "screen.py").write_text(textwrap.dedent('''\
        from game.engine.i18n import M, N_
        from game.ui import theme

        def draw(surface, style, final, n):
            phase = "Play cards"
            if final:
                phase += " · final round"
            about = M("The {n}s.", n=n)
            about += " Blocked by the first player token."
            style.pill(surface, None, None, "new", 11, None)
            style.pill(surface, None, None, N_("blocked"), 11, None)
            theme.blit_text(surface, "Known words", 16, (0, 0, 0), (0, 0), "midleft")
            label = "x" if final else "y"
            label += " · cannot be loaded"
        '''), encoding="utf-8")
    known = {"Known words", "Play cards", "The {n}s.", " Blocked by the first player token."}
    found = translations.unmarked_text([str(tmp_path)], known=known)
    assert len(found) == 3, found            # a message with text added stays a message: not line 9
    assert any("built with +=" in f and ":7:" in f for f in found)          # added to plain text
    assert any("a word drawn" in f and "'new'" in f and ":10:" in f for f in found)
    assert any("built with +=" in f and ":14:" in f for f in found)


def test_the_scan_catches_a_constant_formatted_outside_the_catalogs(tmp_path):
    """Seen in Avant Carde's lesson in French (issue 41): the guide glued
    ``WAITING.format(name=name)`` to the step's text with ``+=``; the scan looked only at a literal's
    own ``.format``, not a module constant's, so the English sentence went by."""
    (tmp_path / "screen.py").write_text(textwrap.dedent('''\
        from game.engine.i18n import M, N_
        WAITING = N_("{name} is playing…")
        KEY = "fame/{n}"

        def lines(say, name, n):
            say += "\\n" + WAITING.format(name=name)
            fine = M(WAITING, name=name)
            key = KEY.format(n=n)
        '''), encoding="utf-8")
    found = translations.unmarked_text([str(tmp_path)], known={"{name} is playing…"})
    assert len(found) == 1 and ".format" in found[0] and ":6:" in found[0], found


def test_marked_messages_are_found_with_their_context(tmp_path):
    (tmp_path / "rules.py").write_text(
        'from game.engine.i18n import M, Mp, N_\nA = N_("Patrons")\nB = Mp("gallerist", "Collector")\n'
        'C = M("{who} wins.", who="x")\n', encoding="utf-8")
    found = {(c, m) for c, m, _f, _l in translations.marked_messages([str(tmp_path)])}
    assert found == {(None, "Patrons"), ("gallerist", "Collector"), (None, "{who} wins.")}


@pytest.mark.parametrize("text, shown", [
    ("Load game", True), ("OK", True), ("Ready?", True), ("midleft", False), ("primary", False),
    ("K_RETURN", False), ("PATRONS", True), ("rules.yaml", False), ("game.ui.app:App", False), ("{n}", False),
    ("x", False), ("AI", False), ("Done.", True),
])
def test_what_reads_as_text(text, shown):
    assert translations.looks_like_text(text) is shown


# ---- the setting -----------------------------------------------------------------------------------

def test_an_old_settings_file_loads_and_a_chosen_language_is_kept(tmp_path, monkeypatch):
    from game.ui.userdata import Settings
    monkeypatch.delenv("VERNISSAGE_LANG", raising=False)
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"player_name": "Ann", "volume": 0.5}), encoding="utf-8")
    old = Settings.load(path)
    assert old.language == "" and old.player_name == "Ann"
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    assert old.spoken_language == "fr"          # nothing chosen: the system's language
    old.language = "en"
    old.save(path)
    assert Settings.load(path).spoken_language == "en"
    path.write_text(json.dumps({"language": "klingon"}), encoding="utf-8")
    assert Settings.load(path).language == ""


def test_the_entries_still_to_translate_name_their_catalog(tmp_path):
    (tmp_path / "screen.py").write_text('from game.ui import theme\n\n\ndef draw(s):\n'
                                        '    theme.blit_text(s, "A label planted by a test", 12, (0, 0, 0), (0, 0))\n',
                                        encoding="utf-8")
    found = translations.missing_entries("fr", [str(tmp_path)])
    entry = f'#: {os.path.relpath(tmp_path / "screen.py", translations.ROOT)}:5\nmsgid "A label planted by a test"'
    assert [e for e in found[os.path.join(i18n.DATA_ROOT, "locale", "fr.po")] if e.startswith(entry)]


def test_numbers_with_a_fraction_are_written_with_the_languages_marks():
    """French writes 7,9 and 12 345,5: the lab's "durée 7.9 contre 9.8 manches" and the coach's
    "+2.6 dollars" kept the English point in a French game."""
    from game.ai.review import _signed
    from game.tools import labstats
    i18n.set_language("fr")
    try:
        assert i18n.number(12345.5, ",.1f") == "12\u202f345,5" and _signed(2.6) == "+2,6" and _signed(10.0) == "+10"
        big = M("it is larger than {limit:,} bytes", limit=1_000_000)
        assert i18n.tr(big) == "il dépasse 1\u202f000\u202f000 octets"
        figure = labstats.shown(labstats.Estimate(7.73, 7.70, 7.76, 2000, "mean", 0.1), "$")
        assert i18n.tr(figure) == "7,7 ± 0,0\u00a0$"
    finally:
        i18n.set_language("en")
    assert i18n.number(12345.5, ",.1f") == "12,345.5" and _signed(2.6) == "+2.6"
    assert i18n.tr(figure) == "$7.7 ± 0.0"


def test_a_save_that_cannot_be_read_says_why_in_french(tmp_path):
    """The reasons a save cannot be loaded or written were English f-strings, shown as they were on a
    French Load screen ("The save x.json is damaged (not readable JSON).", "the disk is full")."""
    import errno

    from game.engine import saves
    from game.engine.errors import SaveError
    from game.engine.safefile import write_problem
    junk, folder = tmp_path / "x.json", tmp_path / "y.json"
    junk.write_text("{not json", encoding="utf-8")
    folder.mkdir()
    errors = []
    for path in (junk, folder):
        with pytest.raises(SaveError) as err:
            saves.load(str(path))
        errors.append(err.value)
    assert str(errors[0]) == "The save x.json is damaged (not readable JSON)."
    i18n.set_language("fr")
    try:
        assert i18n.error_text(errors[0]) == "La sauvegarde x.json est abîmée (JSON illisible)."
        assert i18n.error_text(errors[1]) == "Impossible de lire la sauvegarde y.json\u00a0: c’est un dossier."
        said = i18n.tr(M("It could not be written there: {write_problem}.",
                         write_problem=write_problem(OSError(errno.ENOSPC, "x"))))
        assert said.endswith("le disque est plein."), said
    finally:
        i18n.set_language("en")


# ---- issue 41, item 13: catalogs are hostile input --------------------------------------------------

GOOD_ENTRIES = '''\
msgid "Done"
msgstr "Terminé"

msgid "{n} game saved"
msgid_plural "{n} games saved"
msgstr[0] "{n} partie enregistrée"
msgstr[1] "{n} parties enregistrées"

'''

BAD_ENTRIES = {     # a msgstr check-data called OK, and what it did at run time
    "1 MB": ('"{who} ' + "x" * 1_000_000 + '"', "characters"),                  # the menu's first frame > 50 s
    "100 KB of spaces": ('"' + " " * 100_000 + '{who}"', "characters"),
    "NUL": ('"{who}\\0 gagne"'.replace("\\0", "\0"), "U+0000"),          # the crash guard on every return
    "escape": ('"{who} \x1b[2J gagne"', "U+001B"),
    "index": ('"{who[0]} gagne"', "placeholders"),                       # Load and Statistics crashed
    "attribute": ('"{who.upper} gagne"', "placeholders"),
    "unknown name": ('"{qui} gagne"', "placeholders"),
    "width": ('"{who:>50000000} gagne"', "placeholders"),                # Load hung
    "nested width": ('"{who:{who}} gagne"', "placeholders"),
    "conversion": ('"{who!r} gagne"', "placeholders"),
    "positional": ('"{0} gagne"', "placeholders"),
}


@pytest.mark.parametrize("case", sorted(BAD_ENTRIES))
def test_a_bad_entry_is_refused_by_the_check_and_falls_back_to_english_alone(catalog, case):
    """Each entry here passed check-data and then hung or crashed the app. The check names its
    file, line and what is wrong; at run time that entry alone is said in English."""
    msgstr, words = BAD_ENTRIES[case]
    path = catalog(GOOD_ENTRIES + 'msgid "{who} wins."\nmsgstr ' + msgstr + "\n")
    found = [p for p in i18n.problems("fr", typography=False) if p.startswith(path)]
    assert found and all(f.startswith(f"{path}, line 14: '{{who}} wins.': ") for f in found)
    assert any(words in f for f in found) and all(len(f) < 300 and "\n" not in f for f in found)
    assert tr(M("{who} wins.", who="Ann")) == "Ann wins."                    # this entry: English
    assert tr("Done") == "Terminé" and tr(Mn("{n} game saved", "{n} games saved", 2, n=2)) == "2 parties enregistrées"
    assert i18n.load_notice() is None                                         # the rest of the catalog is in force


def test_a_broken_format_never_crashes_a_message(catalog):
    """tr caught only KeyError, IndexError and ValueError: an entry whose format raises anything
    else (here a TypeError from an index into a number) crashed the screen that drew it."""
    catalog(GOOD_ENTRIES)
    i18n._table[(None, "{n} wins.")] = i18n.Entry("{n} wins.", None, None, ["{n[0]} gagne."], False, 1, "x")
    assert tr(M("{n} wins.", n=3)) == "3 wins."


@pytest.mark.parametrize("rule, words", [
    ("(" * 5000 + "n" + ")" * 5000, "longer than"),                        # a RecursionError at start
    ("(" * 40 + "n" + ")" * 40, "nests deeper"),
    ("!" * 300 + "n", "nests deeper"),
    ("n==1?0:" * 40 + "1", "nests deeper"),
    ("n" + "+n" * 300, "longer than"),
], ids=["5000 brackets", "40 brackets", "300 negations", "40 ternaries", "300 sums"])
def test_a_deeply_nested_plural_rule_is_refused_with_its_line(catalog, tmp_path, rule, words):
    path = catalog(GOOD_ENTRIES)
    text = open(path, encoding="utf-8").read().replace("plural=(n > 1);", f"plural={rule};")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    with pytest.raises(i18n.CatalogError) as err:
        i18n.read_catalog(path)
    assert err.value.line == 1 and words in err.value.message
    assert any(p.startswith(f"{path}, line 1: ") for p in i18n.problems("fr", typography=False))


def test_a_plural_rule_nested_within_the_bound_is_read():
    _, rule = i18n._plural_rule("nplurals=3; plural=" + "(" * 20 + "n%10==1 ? 0 : n>4 ? 2 : 1" + ")" * 20 + ";", "p", 1)
    assert [rule(n) for n in (1, 3, 7, 11)] == [0, 1, 2, 0]
    with pytest.raises(i18n.CatalogError, match="nplurals"):
        i18n._plural_rule("nplurals=100000; plural=n;", "p", 1)


@pytest.mark.parametrize("broken", ["a game's", "the shell's"])
def test_a_catalog_that_does_not_load_falls_back_whole_and_the_player_is_told(catalog, tmp_path, monkeypatch, broken):
    """One syntax error dropped the whole shell catalog silently: menus in English, tables in French,
    nothing said. The catalog still falls back as a whole (no half-read file is trusted), and the
    notice says which file and line: in French when the shell's catalog, which holds it, was read,
    in English (as the menus then are) when it is the one that failed."""
    text = 'msgid "Zebra crossing"\nmsgstr "Passage piéton"\n\nmsgid "Wins"\nmsgstr Gagne\n'
    if broken == "the shell's":
        shell = tmp_path / "shell"
        shell.mkdir()
        (shell / "fr.po").write_text(HEADER + text, encoding="utf-8")
        monkeypatch.setitem(i18n._folders, i18n.SHELL_DOMAIN, str(shell))
        catalog('msgid "Zebra crossing"\nmsgstr "Passage piéton"\n')
        assert tr("Done") == "Done" and tr("Zebra crossing") == "Passage piéton"   # the shell: English
    else:
        catalog(text)
        assert tr("Zebra crossing") == "Zebra crossing" and tr("Done") == "Terminé"  # this game's: English
    notice = i18n.load_notice()
    assert notice is not None and "line 10" in str(notice) and "fr.po" in str(notice)
    said = tr(notice)
    assert said.endswith(".") and "\n" not in said
    if broken == "the shell's":
        assert said == str(notice) and said.startswith("A translation file could not be read")
    else:
        assert said.startswith("Un fichier de traduction n’a pas pu être lu") and "ligne 10" in said
    i18n.set_language("en")
    assert i18n.load_notice() is None


def test_invalid_utf8_is_reported_at_its_line(tmp_path):
    path = tmp_path / "fr.po"
    path.write_bytes(HEADER.encode() + b'msgid "Done"\nmsgstr "Termin\xe9"\n')
    with pytest.raises(i18n.CatalogError) as err:
        i18n.read_catalog(str(path))
    assert err.value.line == 7 and "line 7" in str(err.value)
