// Scenario helpers shared by the h5 ALC card tests.
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { attackPower } from '../../../src/engine/flow/combat.js';
import { actingPlayers, legalActions } from '../../../src/engine/index.js';
import type { ChosenTarget, GameState, PlayerId } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, activateFromHand, asClass, atMain, champion, mainPhaseOf, passUntil } from '../doa/support.js';
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

/**
 * Whoever may act answers until everything has resolved: trigger targets from `targets`, then the first card or
 * object offered (graveyard banishes take as many as they may), reserve paid with the first card, "may" answered `accept`.
 */
export function resolveWith(s: GameState, opts: { accept?: boolean; targets?: ChosenTarget[]; pickNone?: boolean } = {}, limit = 300): GameState {
  const targets = [...(opts.targets ?? [])];
  for (let i = 0; i < limit; i++) {
    if (s.stack.length === 0 && !s.pending && s.pendingTriggers.length === 0) return s;
    const who = actingPlayers(s)[0];
    if (!who) throw new Error('nobody can act');
    const legal = legalActions(s, who);
    const pick =
      (s.pending?.kind === 'triggerTargets' && targets.length > 0 ? { type: 'chooseTarget' as const, target: targets.shift()! } : undefined) ??
      legal.find((a) => a.type === 'glimpseChoice' && a.where === 'top') ??
      legal.find((a) => a.type === 'chooseCard') ??
      legal.find((a) => a.type === 'searchChoice' && a.card !== null) ??
      (opts.pickNone ? legal.find((a) => a.type === 'chooseTarget' && a.target === null) : undefined) ??
      legal.find((a) => a.type === 'chooseTarget' && a.target !== null) ??
      legal.find((a) => a.type === 'chooseReserve') ??
      legal.find((a) => a.type === 'chooseCostPart') ??
      legal.find((a) => a.type === 'mayAnswer' && a.accept === (opts.accept ?? false)) ??
      legal.find((a) => a.type === 'orderTrigger') ??
      legal.find((a) => a.type === 'pass') ??
      legal.find((a) => a.type === 'searchChoice') ??
      legal.find((a) => a.type === 'chooseTarget');
    if (!pick) throw new Error(`cannot resolve: waiting on ${s.pending?.kind}`);
    s = act(s, who, pick);
  }
  throw new Error('resolveWith did not finish');
}

/** Activate `def` from Alice's (or Bob's) hand with these targets and resolve it with `resolveWith`. */
export function playWith(s: GameState, who: PlayerId, def: CardDef, targets: ChosenTarget[] = [], opts: Parameters<typeof resolveWith>[1] = {}): GameState {
  const [t] = activateFromHand(s, who, def, targets);
  return resolveWith(t, opts);
}
