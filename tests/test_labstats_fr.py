"""The lab's answer and verdicts (Avant Carde's patron findings too) are messages: English as text
(the command line, --json, the HTML page read them as before), every one of them said in French
where the lab draws it."""

from game.avant_carde.patronlab import patron_findings
from game.engine import i18n
from game.games import spec
from game.tools import labstats
from game.tools.labstats import Estimate, answer, verdicts


def _mean(value, half, n=400):
    return Estimate(value, value - half, value + half, n, "mean", labstats.MEAN_TOLERANCE * value)


def _rate(value, half, n=400):
    return Estimate(value, value - half, value + half, n, "rate", labstats.RATE_TOLERANCE)


def _patron(name, lift, uses):
    return {"name": name, "uses_per_game": uses, "figures": {"lift": lift.to_json()}}


def test_every_answer_and_verdict_is_said_in_french():
    short = {"rounds": _mean(8.0, 0.1), "margin": _mean(3.0, 0.1), "first_seat": _rate(0.7, 0.03)}
    long = {"rounds": _mean(10.0, 0.1), "margin": _mean(5.0, 0.1), "first_seat": _rate(0.1, 0.03)}
    close = {"rounds": _mean(9.0, 3.0), "margin": _mean(4.0, 3.0)}
    lift = Estimate(0.5, 0.4, 0.6, 400, "diff", labstats.RATE_TOLERANCE)
    drop = Estimate(-0.5, -0.6, -0.4, 400, "diff", labstats.RATE_TOLERANCE)
    unknown = Estimate(0.0, -0.5, 0.5, 400, "diff", labstats.RATE_TOLERANCE)
    texts = [answer([("New Yorkers", short)], "awards", "set"),
             answer([("New Yorkers", short), ("Parisians", long)], "awards", "set"),
             answer([("New Yorkers", {"rounds": _mean(8.0, 0.1, 5)}), ("Parisians", long)], "awards", "set"),
             answer([("New Yorkers", close), ("Parisians", dict(close))], "awards", "set"),
             answer([("A", {"rounds": Estimate(9, 9, 9, 400, "mean", 1)}),
                     ("B", {"rounds": Estimate(9, 9, 9, 400, "mean", 1)})], "awards", "set"),
             *verdicts(short, long, 2), *verdicts(long, short, 2), *verdicts(close),
             *patron_findings({"patrons": {"thief": _patron("The Thief", lift, 2), "snob": _patron("The Snob", drop, 1),
                                           "critic": _patron("The Critic", unknown, 0),
                                           "forger": _patron("The Forger", unknown, 0)}}),
             labstats.shown(_mean(8.0, 3.0), compact=True), labstats.shown(Estimate(0, 0, 0, 0, "rate", 0.1)),
             labstats.seat_share(_rate(0.7, 0.03), 2), labstats.shown(_mean(7.7, 0.3), "$")]
    english = [str.__str__(t) for t in texts]
    assert "the first seat is favoured" in english and "the first seat is at a disadvantage" in english
    assert "never used: The Critic, The Forger" in english
    spec("avant-carde")                  # its catalog says the patrons' names
    i18n.set_language("fr")
    left = {w for t in texts for w in i18n.untranslated(t, ("New Yorkers", "Parisians", "A", "B"))}
    assert not left, sorted(left)
    said = [i18n.tr(t) for t in texts]
    assert "le premier joueur est avantagé" in said
    assert "jamais utilisés\u00a0: Le Critique, Le Faussaire" in said, said
