"""Art Decko's rules reference, in the app's own words (markup: see game.ui.text).

It follows docs/rulings-art-decko.md and the spec, not the printed wording.
"""

# The rules scene: each heading, paragraph, item and cell is one message.  # i18n: markup
RULES = """
# Art Decko
For 2–4 players. Buy paintings while they are cheap, push their genre's value up by showing paintings in the museum, and finish with the most victory points (VP).

## Components
- **75 paintings** in five genres of 15: Art Nouveau (yellow), Renaissance (orange), Surrealism (green), Pop Art (pink) and Impressionism (blue).
- **Gold cards**: 1- and 2-Gold (every player starts with five), 3-Gold from the Cadmium Bank, 5-Gold from the Sienna Bank.
- **Market rating board**: a marker for each genre and one for gold, all starting at 0.
- **Museum board**: four galleries, two banks and five exhibitions with their invitation markers.

## Market rating
A marker's row (its rating in tens) sets a painting's worth. The last column is read from the gold marker at the end.
| Rating | Gold per painting | VP per painting | Gold per VP |
| 0–9 | 1 | 1 | 6 |
| 10–19 | 2 | 1 | 5 |
| 20–29 | 3 | 2 | 4 |
| 30–39 | 4 | 3 | 3 |
| 40–49 | 5 | 4 | 2 |
| 50–59 | 5 | 5 | 1 |
| 60–69 | 6 | 6 | 2 |
| 70–79 | 6 | 7 | 3 |

## Setup
- Each player takes their five starting Gold cards and is dealt five paintings to look at, then shuffles all ten and draws five.
- Every gallery gets three paintings. Gallery Teal costs 1; the other three get random starting cost tokens, rising from left to right.
- 19 invitation markers are drawn from the bag onto the exhibitions, and each exhibition gets a bonus tile.

## Your turn: two actions
Take two actions; the same one twice is allowed. If your hand is empty after the first, your turn ends; otherwise you must act.
- **Haggle**: put any card from your hand on the action space and draw 2.
- **Acquire**: pay at least the cost and take any one card from a gallery or a bank; its marker rises by that location's increase. A second Acquire in the same turn must use another location.
- **Show**: pay an exhibition's cost and place a painting under a matching invitation marker (gray ones are wild). You need a ribbon left: it marks the painting as yours; score the highest free VP space; the genre then rises by the exhibition's increase.

## Paying
- A painting pays its genre's current gold value; a Gold card pays its face value.
- Overpaying gives no change, and nothing carries over to the second action.
- A rise caused by your first action already counts for the second.
- The painting being shown cannot pay for its own Show, and values are those from before its rise.

## Where to buy
| Location | Holds | Cost | Increase |
| Gallery Teal | 3 | its token | +2 |
| Gallery Cerulean | 3 | its token | +3 |
| Gallery Cobalt | 2 | its token | +4 |
| Gallery Indigo | 2 | its token | +6 |
| Cadmium Bank | two 3-Gold | 5 | gold +3 |
| Sienna Bank | one 5-Gold | 8 | gold +6 |

## Exhibitions
| Exhibition | Cost | Increase | VP spaces |
| Poetic Patterns | 6 | +3 | 5 4 3 |
| Swatches of Symbolism | 9 | +4 | 7 6 5 4 |
| Mixed Media Masterpieces | 12 | +6 | 9 8 7 6 |
| Textures in Time | 15 | +8 | 11 10 9 8 |
| Iconic Imaginations | 18 | +10 | 13 12 11 10 |

## Gold abilities
Instead of its face value a Gold card may use its ability; the card then leaves the game.
- **1- and 2-Gold**: worth 2 more (3 or 4) towards a painting, never towards Gold. Use as many as you like.
- **Fancy Noble** (3-Gold): worth 8 towards paintings from a gallery, and lets you take two paintings from that gallery in one action.
- **Seeds of Wealth** (3-Gold): worth 8 towards one 5-Gold.
- **Prosperity** (3-Gold): worth 8 towards a Show; several may be combined.

## New Exhibitor bonus
On your first Show you may claim one free bonus space: a discount (−2 or −3, taken off before paying) or VP at once (+2 or +3). Each space can be claimed once, and each player claims at most one.

## End of your turn
- Your action cards go to your discard pile. Discard any cards from your hand you like, then draw up to 5.
- If a gallery is empty: for each empty gallery, left to right, replace its cost token with the lowest available higher one (if there is none, the token stays and that gallery is not refilled). Then top up every gallery to its limit, left to right.
- Refill the Cadmium Bank to two face-up cards.

## End of the game
The end comes when 12 or more paintings are shown in the museum, the painting deck runs out, or any marker reaches 70. The round is finished so that everyone has had the same number of turns.

## Final scoring
- Every painting you own (hand, deck and discard pile, not those on show) scores its genre's VP.
- Your Gold cards' total face value, divided by the gold marker's rate, rounded down.
- Bonus tiles score for every exhibition whose invitations are all taken; if there is none, for the exhibition(s) with the most paintings; if the museum is empty, for none. Gold tiles first, then Museum, then Player tiles.
- A tie goes to the player with the most paintings on show; otherwise the win is shared.

## Bonus tiles
- **Player tiles** (one per genre): most paintings of that genre in your deck and on show: 6, 3 and 2 VP for the top three places; tied players each score their place, and the next player the next place. Without a painting of the genre you score nothing.
- **Museum tiles**: VP for your own paintings on show, such as 3 VP per shown painting of one genre, or 1 VP per painting you have on show.
- **Gold tiles**: 4 VP for the most starting Gold cards still owned; 6, 3 and 2 VP for the most gold value; or the gold marker jumps to the most valuable genre's rating.

## Controls
- Click a green-ringed card or exhibition to take or show there; click hand cards to pick, pay or mark them.
- **Tab** moves between the cards, exhibitions and buttons that can act; **Enter** or **Space** acts on the one in focus.
- With nothing in focus, **Enter** presses the panel's main button (Haggle, Confirm, Draw up to 5) and **Backspace** cancels or puts the picked card back.
- **Ctrl+Z** takes back your last move, **Esc** opens the menu, **?** these rules.
- **H** asks the coach for a hint and **P** plays it, when hints are on in Settings.
"""
