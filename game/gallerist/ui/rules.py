"""The Gallerist's rules reference, in the app's own words (markup: see game.ui.text).

It follows the engine (game/gallerist) and docs/rulings-gallerist.md, not the printed wording.
"""

RULES = """
# The Gallerist
For 1–4 players. You run a gallery: discover artists, buy their works, make them famous, sell the works, and fill your gallery with visitors. The most money at the end wins.

## Your turn
- You may take one **executive action** before or after your location action.
- **Move** your gallerist to another of the four locations (never the one it is at). If you leave a location, you may leave an assistant from your desk there.
- A piece of another player already on that action space is **kicked out** to its KO space. Your own assistant there goes home.
- Take **one of the two actions** of that location, or pass.

## The four locations
- **Sales Office**: sign a contract (take one of the four face-up contracts, or draw four new ones first) or sell a work whose art type matches an unfulfilled contract. A sale pays the artist's value on the ladder; a visitor of your gallery goes to the Plaza and turns the contract: Investor → money side, VIP → influence side, Collector → your choice.
- **Artists Colony**: discover an artist (its fame starts at its printed value; you take its commission and its bonus tile) or buy a work for as many dollars as the artist's fame. The artist gains the work's fame, plus 1 per Collector in your gallery; you take the work's tickets.
- **Media Center**: hire assistants (pay the queue's costs, take the bonuses shown) or promote an artist (pay the influence of the next promotion level: +1 fame, +1 per Collector, and the level's bonus).
- **International Market**: put an available assistant on a reputation tile (place the tile on your board, a lobby visitor goes to the Plaza) or an auction offer (pay its price, take its bonus). Each column asks for visitors in your lobby and gives influence.

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
Money, plus: International Market majorities per column, reputation tiles, the value of your exhibited works, the auction works (taken in order of offers, counted as exhibited or sold), your Curator card (exhibited works) and Art Dealer card (sold works), and your influence converted to money. Ties: most reputation tiles, then most works sold.

## Controls
- Click a glowing piece to act on it: a location, an artist, a market space, a contract, a wall, a visitor. A piece with several choices puts them in the bar at the bottom.
- The bar holds the choices no piece stands for: pass, end turn, paying with influence, fame for influence, contract sides.
- Hover a piece to see what it would cost and give; a piece that is not a choice says why.
- **Tab** moves between the pieces and buttons that can act; **Enter** or **Space** takes the one in focus; **Esc** cancels a pending choice (else opens the menu).
- **Ctrl+Z** takes back your last move, **?** these rules.
"""
