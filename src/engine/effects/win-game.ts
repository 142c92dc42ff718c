// "You win the game" (general-rules/general-rules-ending-the-game.md#general-rules-ending-the-game, rule 4: an effect
// states that the player has won). The game ends at once: every other player still in it is out, so the result is
// that player's win (checks/game-end.ts settles it before anyone gets Opportunity).
import type { PlayerId } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';

export function winGame(ctx: Ctx, who: PlayerId, source: string): void {
  const s = ctx.s;
  const winner = s.players.find((p) => p.id === who);
  if (!winner || winner.lost || s.result) return;
  for (const p of s.players) {
    if (p.id === who || p.lost) continue;
    p.lost = true;
    p.lossReason = `${winner.name} won the game (${source})`;
  }
  logLine(ctx, `${winner.name} wins the game (${source}).`, who);
}
