"""The Gallerist's rules reference, in the app's own words (markup: see game.ui.text).

It follows the engine (game/gallerist) and docs/rulings-gallerist.md, not the printed wording.
The legend of bonuses and reputation tiles is written from the game's data, so it says what the
engine does.
"""

from game.engine.i18n import M
from game.gallerist.data import BONUS_KINDS, load_data
from game.gallerist.log import reputation_words
from game.gallerist.ui.captions import BONUS_SHORT, reputation_short

# What a bonus does, after its name in bold: BONUS_KINDS names these four itself ("I bonus: …"),
# which the legend's "**I bonus**: …" said twice.
LEGEND_MEANINGS = {
    "infl": M("2 influence per VIP and 1 per Collector in your gallery"),
    "dollar": M("$2 per Investor and $1 per Collector in your gallery"),
    "fame": M("a discovered artist gains 1 fame per Collector in your gallery"),
    "visitor": M("a visitor from the Plaza (or the bag) into your gallery"),
}


def legend() -> str:
    """The bonus icons and the reputation tiles, as the board shows them and what they mean."""
    return "\n".join(legend_lines())


def legend_lines() -> list[str]:
    """The legend's markup lines; each block is one message (the catalogs hold each line as the
    data makes it)."""
    d = load_data()
    lines: list[str] = [M("## Legend: bonuses")]
    lines += [M("- **{short}**: {meaning}.", short=BONUS_SHORT[k], meaning=LEGEND_MEANINGS.get(k, BONUS_KINDS[k]))
              for k in BONUS_KINDS if k != "none"]
    lines += ["", M("## Legend: reputation tiles"),
              M("A reputation tile says what it pays at the end: money (and influence, before influence is turned "
                "into money) for each time you meet its condition. On the board it reads **worth / condition**.")]
    for tile in sorted(d.reputation):
        what, money, infl = d.reputation[tile]
        lines.append(M("- **{short}** (tile {tile}): at the end, {pays}.", tile=tile,
                       short=reputation_short(d, tile), pays=reputation_words(what, money, infl)))
    return lines


# The rules scene: each heading, paragraph, item and cell is one message.  # i18n: markup
RULES_TEXT = """
# The Gallerist
For 1–4 players. You run a gallery: discover artists, buy their works, make them famous, sell the works, and fill your gallery with visitors. The most money at the end wins.

## Your turn
- You may take one **executive action** before or after your location action.
- **Move** your gallerist to another of the four locations (never the one it is at). If you leave a location, you may leave an assistant from your desk there.
- A piece of another player already on that action space is **kicked out** to its KO space. Your own assistant there goes home.
- Take **one of the two actions** of that location, or pass.

## The four locations
- **Sales Office**: sign a contract (take one of the four face-up contracts, or draw four new ones first) or sell a work whose art type matches an unfulfilled contract. A sale pays the artist's value on the ladder; a visitor of your gallery goes to the Plaza and turns the contract: Investor → money side, VIP → influence side, Collector → your choice; with no visitor in your gallery, none goes and you choose the side. The money side's bonus is a $ bonus, the influence side's an I bonus.
- **Artists Colony**: discover an artist (its fame starts at its printed value; you take its commission and its bonus tile; a Collector waiting at a red artist's studio goes to the Plaza) or buy a work for as many dollars as the artist's fame. The artist gains the work's fame, plus 1 per Collector in your gallery; the visitors on the work's ticket tile go to the Plaza and you take its tickets.
- **Commission**: you hold one commission at a time, so you discover again only after using it. A work bought through your commission costs the artist's **starting** fame, whatever its fame now, and a Celebrity's works can only be bought that way.
- **Celebrity**: an artist reaching fame 19 becomes a Celebrity; whoever raised it there gains $5.
- **Media Center**: hire assistants (pay the queue's costs, take the bonuses shown) or promote an artist (pay the influence of the next promotion level: +1 fame, +1 per Collector, and the level's bonus).
- **International Market**: put an available assistant (from a desk, or one you left at a location) on a reputation tile (place the tile on a free reputation space of your board and take that space's bonus; a lobby visitor goes to the Plaza) or an auction offer (pay its price, take its bonus). Each column asks for visitors in your lobby and gives influence. In a 2-player game column B is closed. A reputation tile of a row needs a work of that row's art type bought or sold.
- **Starting tile**: the tile you took at the start goes to a reputation space when you have acquired three works (a lobby visitor goes to the Plaza then too).

## Influence
- Influence can pay instead of money: each step down to the previous **$ mark** is worth $1. The table shows the split (money + influence) on each button before you confirm.
- Influence can also buy fame: each step down to the previous **star mark** is 1 fame for the artist you just bought or promoted.

## Kicked out
After the active player's turn, a player whose piece was kicked out may take an action of that location (influence drops to the previous star mark), an executive action, or pass. The piece then goes home. No kicked-out actions in the final round. In hot-seat play the screen passes to that player and back.

## Executive actions
- **Spend a ticket**: move a visitor of its colour from the Plaza to your lobby, from your lobby into your gallery, or from another lobby to the Plaza. Several tickets may be spent in one go.
- **Contract bonus**: put an available assistant on one of your contracts for its bonus (or its side's $ or I bonus once fulfilled).

## Visitors
VIP (pink ■ V), Investor (amber ● I) and Collector (teal ◆ C). A $ bonus pays $2 per Investor and $1 per Collector in your gallery; an I bonus gives 2 influence per VIP and 1 per Collector. Your gallery holds at most one Collector more than the works you sold.

## Walls
You exhibit up to three works. The fourth wall opens when a Celebrity's work hangs in your gallery (a purchase that makes the artist a Celebrity may use it).

## The end
- When a box-office pile runs out, everyone takes a $ and an I bonus (intermediate scoring).
- The end is triggered when two of these hold: all box-office piles empty, two Celebrities, the bag empty. Finish the round, then play one final round. The solitaire ends when the box office is empty.

## Final scoring
Your money at the end is the sum of these parts, in this order (the log reads each player's line):
1. **Money in hand**.
2. **International Market majorities**: in each column, the most assistants (offers and reputation tiles alike) win the first amount, the next the second…; ties share the places they cover.
3. **Reputation tiles**: each pays per time you meet its condition (see the legend); some also give influence first.
4. **Exhibited works**: each work on your walls pays its artist's value on the ladder.
5. **Art of International Renown** (the auction): the most offered money (then the best single offer) takes an easel work first, counted as exhibited or sold; it is worth as much as a work of the most famous discovered artist of its type.
6. **Curator card** (your exhibited works) and **Art Dealer card** (your sold works, the auction works counted as sold included).
7. **Influence** turned into money along the track.
Ties: most reputation tiles, then most works sold.

## Solitaire: against Lacerda
You play alone against the neutral gallerist **Lacerda**. It never buys or sells: it gets in your way.
- **Its movement**: after each of your turns Lacerda moves. Its first move goes to the location opposite yours; then it goes clockwise: Sales Office → Artists Colony → Media Center → International Market → Sales Office. The board marks where it goes next and what it will do there.
- **What it leaves**: leaving a location, it leaves one of its assistants there (while its supply has one), so that space stays blocked for you until you move onto it.
- **What it does there**: a piece of yours on the space it reaches is kicked out (you may take your kicked-out action as usual). Arriving at the International Market (not on its first move), it places an assistant on the next free space of its order (rows 1 and 5 first, columns A then C); a reputation tile there leaves the game. Its assistants there count for the majorities and its offers for the auction (Lacerda's easel works only leave the game).
- **Kicking Lacerda out**: moving onto Lacerda sends it home (it comes back on its next move) and a ticket goes from one of the largest box-office piles to the supply; at the Market it also places an assistant.
- **The end**: the game ends one turn after the box office is empty. Your final money gives your **title**: Apprentice from $80, Gallerist from $120, Master Gallerist from $160; below $80 Lacerda wins.

## Controls
- Click a glowing piece to act on it: a location, an artist, a market space, a contract, a wall, a visitor. A piece with several choices puts them in the bar at the bottom.
- The bar holds the choices no piece stands for: pass, end turn, paying with influence, fame for influence, contract sides.
- Hover a piece to see what it would cost and give; a piece that is not a choice says why.
- **Tab** moves between the pieces and buttons that can act; **Enter** or **Space** takes the one in focus; **Esc** cancels a pending choice (else opens the menu).
- **Ctrl+Z** takes back your last move, **?** these rules.
- **H** asks the coach for a hint and **P** plays it, when hints are on in Settings.
"""

RULES = RULES_TEXT + "\n" + legend() + "\n"
