// Scenario helpers shared by the h5 ALC card tests.
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { attackPower } from '../../../src/engine/flow/combat.js';
import type { GameState } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, asClass, atMain, champion, mainPhaseOf, passUntil } from '../doa/support.js';
import type { ChampionClass } from '../doa/support.js';
import { place } from '../doa/round2-helpers.js';

/** The power of the attack Alice's `def` makes on Bob's champion (distant or not, with a `cls` champion). */
export function attackPowerOf(def: CardDef, cls: ChampionClass, distant: boolean): number {
  let s = asClass(alicesSecondTurn(), A, cls);
  let unit: string;
  [s, unit] = place(s, A, def, { enteredTurn: 0, distant });
  s = act(s, A, { type: 'attack', attacker: unit });
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: null });
  s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
  return attackPower(s);
}

/** Does Alice's `def` on the field have the keyword, with a `cls` champion (after `edit`)? */
export function keywordOn(def: CardDef, cls: ChampionClass, keyword: CardDef['keywords'][number], edit: (s: GameState, id: string) => GameState = (s) => s): boolean {
  let s = asClass(mainPhaseOf(A), A, cls);
  let unit: string;
  [s, unit] = place(s, A, def);
  s = edit(s, unit);
  return hasKeyword(s, s.objects[unit]!, keyword);
}

/** Bob's turn, in his main phase. */
export const bobsTurn = (): GameState => passUntil(mainPhaseOf(A), (t) => t.phase === 'main' && t.players[t.turnPlayer]!.id === B && !t.pending && t.stack.length === 0 && !!t.opportunity);

/** Alice's second turn, in her main phase (she may attack). */
export const alicesSecondTurn = (): GameState => passUntil(passUntil(mainPhaseOf(A), atMain(B)), atMain(A));
