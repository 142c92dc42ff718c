// Scenario helpers for the rdo-1 card tests (cards with a printing in RDO).
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { CardDef, Effect, TargetSpec } from '../../../src/cards/vocabulary.js';
import type { ChosenTarget, GameState, PlayerId } from '../../../src/engine/index.js';
import { A, B, act, activateFromHand, addCard, atMain, champion, edit, passUntil, player, resolveAll, withDef } from '../doa/support.js';
import { legalActions } from '../../../src/engine/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { fill } from '../doa/round2-helpers.js';

/** A test-only fast action with these effects (cost 0, norm). */
export const testSpell = (slug: string, onResolve: Effect[], targets?: TargetSpec[], extra: Partial<CardDef> = {}): CardDef => ({
  ...defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve, ...(targets ? { targets } : {}) }),
  ...extra,
});

/** Activate `def` from hand (filling the hand with enough cards to pay) and resolve everything. */
export function cast(s: GameState, who: PlayerId, def: CardDef, targets: ChosenTarget[] = [], mode?: number): GameState {
  s = fill(s, who, 8);
  const [t] = activateFromHand(s, who, def, targets, mode);
  return resolveAll(t);
}

/** Activate `def` from hand and leave it on the stack (after paying). */
export function castOnly(s: GameState, who: PlayerId, def: CardDef, targets: ChosenTarget[] = []): GameState {
  s = fill(s, who, 8);
  return activateFromHand(s, who, def, targets)[0];
}

export const damageOf = (s: GameState, id: string) => s.objects[id]!.damage;
export const withChampionDamage = (s: GameState, who: PlayerId, damage: number) => edit(s, (t) => { t.objects[player(t, who).champion!]!.damage = damage; });
export const champ = (s: GameState, who: PlayerId) => champion(s, who).id;

/** Cards of `who` in a zone, as card definitions. */
export const zoneDefs = (s: GameState, who: PlayerId, zone: 'hand' | 'memory' | 'graveyard' | 'banishment' | 'materialDeck' | 'mainDeck') =>
  player(s, who)[zone].map((c) => s.cards[c]!.def);

/** Put `n` cards of `slug` into a zone of `who`. */
export function addCards(s: GameState, who: PlayerId, slug: string, n: number, zone: Parameters<typeof addCard>[3] = 'hand', def?: CardDef): GameState {
  if (def) s = withDef(s, def);
  for (let i = 0; i < n; i++) [s] = addCard(s, who, slug, zone);
  return s;
}

export { act };

/** Answer every pending decision of `kind` with its first non-null target answer, as whoever is asked. */
export function answerAll(s: GameState, kind: string): GameState {
  for (let i = 0; i < 50 && s.pending?.kind === kind; i++) {
    const who = (s.pending as { player?: PlayerId }).player ?? A;
    const options = legalActions(s, who);
    const a = options.find((x) => (x.type === 'chooseTarget' && x.target !== null) || x.type === 'chooseCard') ?? options.find((x) => x.type === 'chooseTarget');
    if (!a) break;
    s = act(s, who, a);
  }
  return s;
}

/** Alice's hand becomes `payWith` cards only (to pay with), then `def` is activated with these targets and left on the stack. */
export function castPayingWith(s: GameState, who: PlayerId, def: CardDef, payWith: CardDef, n: number, targets: ChosenTarget[] = []): GameState {
  s = edit(s, (t) => { player(t, who).hand = []; });
  s = addCards(s, who, payWith.slug, n, 'hand', payWith);
  return activateFromHand(s, who, def, targets)[0];
}

/** Alice's second turn, in her main phase (she may attack now). */
export const aliceSecondTurn = (s: GameState) => passUntil(passUntil(s, (t) => atMain(B)(t)), (t) => atMain(A)(t));

/** Pass until `who` is asked a "may", then answer it. */
export function answerMayOf(s: GameState, who: PlayerId, accept: boolean): GameState {
  s = passUntil(s, (t) => t.pending?.kind === 'may' || (t.pending as { player?: PlayerId } | undefined)?.player === who && t.pending?.kind === 'payToDo');
  return act(s, who, { type: 'mayAnswer', accept });
}

const HERB_SLUGS = ['blightroot', 'manaroot', 'silvershine', 'fraysia', 'razorvine', 'springleaf'];
/** The game knows the six Herb tokens. */
export const withHerbTokens = (s: GameState) => HERB_SLUGS.reduce((t, h) => withDef(t, scriptedDef(h)), s);

/** Objects `who` controls with this definition. */
export const controlled = (s: GameState, who: PlayerId, slug: string) => s.field.filter((id) => s.objects[id]!.controller === who && s.objects[id]!.def === slug);
