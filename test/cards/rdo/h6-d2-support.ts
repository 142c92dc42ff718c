// Shared steps of the h6-d2 card tests (combat and counters).
import { legalActions } from '../../../src/engine/index.js';
import type { Action, GameState, PlayerId } from '../../../src/engine/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { act, addCard, passUntil, player, withDef } from '../../engine/helpers.js';
import { drive } from '../amb/amb1-support.js';

export const powerOf = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'power');

/** Pick the first card offered while a resolution asks to choose one. */
export const pickCard = (_s: GameState, legal: Action[]): Action | undefined => legal.find((a) => a.type === 'chooseCard');
export const accept = (_s: GameState, legal: Action[]): Action | undefined => legal.find((a) => a.type === 'mayAnswer' && a.accept);
export const both = (...fs: ((s: GameState, legal: Action[]) => Action | undefined)[]) => (s: GameState, legal: Action[]) => {
  for (const f of fs) { const a = f(s, legal); if (a) return a; }
  return undefined;
};

/**
 * Activate an attack card from `who`'s hand (prepared or not), and declare its attack on `target` (no weapon).
 * `upTo`: stop at the attack declaration's target choice instead (returns the state waiting there).
 */
export function declareWithCard(s: GameState, who: PlayerId, d: CardDef, target: string, prepare = false): GameState {
  let c: string;
  [s, c] = addCard(withDef(s, d), who, d.slug);
  s = act(s, who, { type: 'activate', card: c });
  for (let i = 0; i < 10 && s.pending?.kind === 'activation'; i++) {
    const legal = legalActions(s, who);
    const pick = legal.find((a) => a.type === 'declarePrepare' && a.prepare === prepare) ?? legal.find((a) => a.type === 'chooseReserve');
    if (!pick) break;
    s = act(s, who, pick);
  }
  s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, who, { type: 'chooseWeapon', weapon: null });
  return act(s, who, { type: 'chooseAttackTarget', target });
}

/** Attack with a card and resolve everything (`answer` picks known decisions). */
export function attackWithCard(s: GameState, who: PlayerId, d: CardDef, target: string, prepare = false,
  answer: (s: GameState, legal: Action[]) => Action | undefined = () => undefined): GameState {
  return drive(declareWithCard(s, who, d, target, prepare), answer);
}

/** `who`'s unit attacks `target` with no weapon; the reserve taken by the declaration, and the state after it resolved. */
export function unitAttack(s: GameState, who: PlayerId, attacker: string, target: string,
  answer: (s: GameState, legal: Action[]) => Action | undefined = () => undefined): { s: GameState; paid: number } {
  s = act(s, who, { type: 'attack', attacker });
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, who, { type: 'chooseWeapon', weapon: null });
  s = act(s, who, { type: 'chooseAttackTarget', target });
  const hand = player(s, who).hand.length;
  let paid = 0;
  s = drive(s, (t, legal) => {
    if (t.pending?.kind === 'attackDeclaration') {
      const pay = legal.find((a) => a.type === 'chooseReserve');
      if (pay) paid++;
      return pay;
    }
    return answer(t, legal);
  });
  void hand;
  return { s, paid };
}
