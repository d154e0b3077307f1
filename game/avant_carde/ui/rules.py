"""Avant Carde's rules reference, in the app's own words (markup: see game.ui.text).

It follows docs/rulings.md and the spec, not the printed wording.
"""

# The rules scene: each heading, paragraph, item and cell is one message.  # i18n: markup
RULES = """
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
- **H** asks the coach for a hint and **P** plays it, when hints are on in Settings.
"""
