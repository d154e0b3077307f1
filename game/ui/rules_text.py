"""Rules summaries shown in the Rules scene, in the app's own words (markup: see game.ui.text).

They follow the project's rulings in docs/rulings.md and the specs, not the printed wording.
"""

AVANT_CARDE = """
# Avant Carde
For 1–5 players. Each round you lay out a line of matching cards; the money it makes buys better cards and earns awards. The most awards wins.

## The cards
- **Gallery cards**: numbers 2–7 in four colours: orange, red, blue and purple. Each number has its own stack, and only the top card of a stack can be seen or bought.
- **Starting deck** (10 cards): a white 1, a gray 2, a 1 and a 2 in each of the deck's two colours, and an orange 11, red 12, blue 13 and purple 14.
- White and gray belong to no other card, so the white 1 and gray 2 match by number only. The 11–14 match by colour only.
- **Patrons**: every number from 2 to 7 has a patron. Playing a card of that number calls its power: {play} powers act as the card is played, {buy} powers are used in your buy turn.

## A round
Everyone plays cards at the same time; then, one after another, each player takes a buy turn.

## 1. Play cards
- Look at your hand of 7 cards.
- Lay cards out in a line, one at a time. The first may be any card; each later card must share its colour or its number with the last face-up card of the line.
- Stop whenever you like. Cards left in your hand go to your discard pile.
- In hot-seat play nobody sees another line until every line is finished.

## 2. Buy cards
Starting with the first player, each player takes one buy turn:
- Your money is $1 per face-up card in your line, +$1 if you hold a Hidden Gem.
- Buy the top card of any stack for as many dollars as its number. It goes to your discard pile.
- Once per turn you may **bury** the top card of a stack: it goes to the bottom of that stack.
- Use your {buy} powers and spend your change token (+$1) whenever you like during the turn.
- Money you do not spend is lost when the turn ends. If you left some unspent, did not spend a change token this turn and hold none, you take a change token. Nobody holds more than one.

## Awards
Awards depend on all the money you made this turn (cards, powers, gem, change token), not on what is left over.
| Money made | Awards |
| $6 | 1 |
| $8 | 2 |
| $10 | 3 |
| $11 | 4 |
| every $6 more | +1 |

## End of the round
- The first player token moves to the next player on the left.
- Your line goes to your discard pile, and you draw 7. If your deck runs dry while drawing, shuffle your discard pile into a new deck and carry on.
- The Hidden Gem goes to the player with the fewest awards; with 4–5 players a second gem goes to the next fewest. When more players tie than gems are left, those gems go to nobody. A gem gives +$1 in the next buy turn only.

## End of the game
Taking the last award from the Awards stack ends the game after this round's buy turns. Further awards come from the Extras, then are unlimited. Most awards wins. A tie goes to the player who made the most money this round; if still tied, the win is shared.

## Powers in general
- Each card 2–7 you play calls its patron once: a {buy} power can be used once per such card, unless it says once per turn.
- Powers marked * cannot be copied.
- **Most 2s** compares the face-up 2s in every line this round. A tie counts as most, but you need at least one 2.
- A card whose number or colour was changed keeps the change for the rest of the turn; its patron is still that of its printed number.
- When a power offers a choice you may decline it (its text says "may"); only the Dealer's choice and the card a Hipster draws must be taken.
- Trashed cards leave the game. A trashed card from your line still paid its $1, but its unused power is lost: use it first.

## New Yorkers (first games)
- **2 Perfectionist** {buy}: most 2s → +$1, once per turn.
- **3 Snob** {buy}: you may trash a card from your line or discard pile, and bury one more card this turn.
- **4 Gallerist** {play}: you may make this 4 any number from 1 to 7, or any of the four main colours.
- **5 Dealer** {play}: draw a card now, or take +$1 in your buy turn.
- **6 Trendoid** {play}*: +$1; you may copy the powers of a card you played earlier this turn (a once-per-turn power still works once).
- **7 Critic** {play}: draw a card, and one more if a 5, 6 or 7 came earlier in your line.

## Tokyoites
- **2 Curator** {buy}: most 2s → you may trash a card from your line or discard pile, once per turn.
- **3 Archivist** {play}: you may discard a card from your hand to draw a card.
- **4 Journalist** {play}: you may change this 4's number; if it is your first 4 this turn, draw a card.
- **5 Schmoozer** {play}: for the rest of the turn, every power that draws draws one more card.
- **6 Investor** {buy}: you may trash another card from your line: +$2 if it is a face-up 5–7, else +$1 (a concealed card pays $1).
- **7 Hoarder** {play}: you may name a colour; for the rest of the turn, every second card of that colour you play draws a card.

## Concealed cards
Some powers play cards **concealed**, number side down. A concealed card is worth nothing, has no power, and matching skips it. **Unveiling** turns it face up: its {play} power may be used at once (it need not match), its {buy} power joins your buy turn, and if this happens before your buy turn it pays its $1.

## Parisians
- **2 Thief** {play} {buy}: after playing a 2 you may play a card concealed; most 2s → you may unveil a card for +$1, once per turn.
- **3 Impersonator** {buy}*: you may trash one of your concealed cards, and you may copy the {buy} power of a card in an opponent's line (a different card for each 3).
- **4 Conservator** {play}: you may name a colour and play a card concealed; it takes that colour, so the next card may match it.
- **5 Forger** {buy}: you may take, free, the top card of a stack an opponent bought from earlier this round, or the next card of a stack an opponent buys from later this round.
- **6 Launderer** {buy}: +$1; you may also unveil a card for +$1 more.
- **7 Completionist** {play}: you may play a card concealed; if you do, draw a card for each main colour among your face-up cards this turn.

## Londoners
- **2 Collector** {buy}: most 2s → you may take the top 2, 3 or 4 for free, once per turn.
- **3 Hipster** {play}: you may draw a card and play it concealed, or unveil one of your concealed cards and use its power.
- **4 Philosopher** {play}: you may name 1, 3, 5 or 7; this 4 also counts as that number, for matching and for other powers (Critic, Eccentric, Investor).
- **5 Futurist** {buy}: you may trash a card from your line or discard pile, or conceal a card in your line (its $1 stays); then +$1 if this 5 is the last face-up card of your line.
- **6 Designer** {play}*: for the rest of the turn each power you use happens once more (once-per-turn powers do not).
- **7 Eccentric** {buy}: you may conceal a card in your line; +$1 for each face-up card in your line sharing a number with it, the concealed card included.

## Solo
- Choose a goal: Easy 8, Normal 12, Hard 16 or Expert 20 awards. There are no Extras and no Hidden Gem.
- The first player token starts left of the 2s and moves one place right at each round's end: 2s, 3s … 7s, then Awards, then Extras. Arriving on a stack buries its top card, and you cannot buy from the stack under the token.
- You may bury twice per turn.
- **Most 2s** means at least as many 2s (and at least one) as the largest number of one colour among the top cards, counted when you use the power: a bury or a buy can change it.
- The Impersonator copies and the Forger takes the card under the token; the Collector cannot take from that stack.
- Take the last award and you win at once; at the end of round 9 you have lost.

## Controls
- **Play a card**: click it or drag it onto your line; keys **1**–**9** play the card in that place of your hand.
- **Tab** moves between the cards and buttons that can act; **Enter** or **Space** acts on the one in focus.
- With nothing in focus, **Enter** or **Space** presses Stop playing, or End turn in the buy phase.
- **L** shows or hides the log, **Ctrl+Z** takes back your last move, **Esc** opens the menu, **?** these rules.
"""

ART_DECKO = """
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
"""
