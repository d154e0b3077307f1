"""Issue #29: the Rules scene's Gallerist tab holds the whole rules, a legend and the solitaire."""

from game.gallerist.data import BONUS_KINDS, load_data
from game.gallerist.ui.rules import RULES


def test_the_rules_say_what_the_french_aid_covers():
    for words in ("**starting** fame", "one commission at a time", "fame 19", "$5",
                  "red artist's studio goes to the Plaza", "with no visitor in your gallery",
                  "most famous discovered artist of its type", "column B is closed"):
        assert words in RULES, words


def test_the_rules_have_a_solitaire_section_and_a_legend():
    assert "## Solitaire: against Lacerda" in RULES
    for words in ("opposite yours", "clockwise", "leaves one of its assistants", "title", "Master Gallerist"):
        assert words in RULES, words
    from game.gallerist.ui.rules import LEGEND_MEANINGS
    assert all(LEGEND_MEANINGS.get(key, text) in RULES for key, text in BONUS_KINDS.items() if key != "none")
    assert all(f"(tile {tile})" in RULES for tile in load_data().reputation)


def test_the_final_scoring_is_listed_part_by_part():
    scoring = RULES[RULES.index("## Final scoring"):RULES.index("## Solitaire")]
    for part in ("Money in hand", "Market majorities", "Reputation tiles", "Exhibited works",
                 "Art of International Renown", "Curator card", "Art Dealer card", "Influence"):
        assert part in scoring, part


def test_every_rules_text_uses_only_the_emphasis_the_screen_draws():
    """The markup draws **bold** only: Gallerist's "*starting* fame" showed its asterisks, in
    English and in French ("*de départ*")."""
    import re

    from game.engine import i18n, markup
    from game.games import all_specs
    for language in ("en", "fr"):
        i18n.set_language(language)
        try:
            for g in all_specs():
                said = [i18n.tr(block) for block in markup.texts(g.rules_text())]   # as the screen says each
                lone = [t for t in said if re.search(r"(?<![*\w])\*[^*\s][^*\n]*\*(?!\*)", t.replace("**", ""))]
                assert not lone, (g.id, language, lone)
        finally:
            i18n.set_language("en")
