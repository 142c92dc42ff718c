// Scenario helpers shared by the card tests of the DOA, FTC, ALC, MRC, EVP and promo sets.
import { factsOf } from '../../../src/cards/index-facts.js';
import { defFromFacts } from '../../../src/cards/runtime.js';
import type { CardDef, Element } from '../../../src/cards/vocabulary.js';
import { FIXTURE_DECKS, FIXTURE_DEFS, fixtureDef } from '../../../src/cards/fixtures/index.js';
import { createGame, legalActions } from '../../../src/engine/index.js';
import type { ChosenTarget, GameState, ObjectState, PlayerId } from '../../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, payReserve, player, withDef } from '../../engine/helpers.js';

export { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, payReserve, player, withDef };

/** Level 1 champions of each class (their Index facts only; their own text is not needed here). */
export const factsOnly = (slug: string): CardDef => defFromFacts(factsOf(slug), null);
const champ = factsOnly;
export const CHAMPIONS = {
  warrior: champ('lorraine-wandering-warrior'),
  tamer: champ('silvie-wilds-whisperer'),
  cleric: champ('arisanna-herbalist-prodigy'),
  guardian: champ('tonoris-lone-mercenary'),
  ranger: champ('diana-keen-huntress'),
  mage: fixtureDef('rai-spellcrafter'),
  assassin: fixtureDef('zander-prepared-scout'),
} as const;
export type ChampionClass = keyof typeof CHAMPIONS;

/** Whoever may act passes until the stack, pending triggers and decisions are all empty. */
export const resolveAll = (s: GameState): GameState => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);

/** Replace `who`'s champion by a level 1 champion of the given class (its lineage keeps the Spirit). */
export function asClass(s: GameState, who: PlayerId, cls: ChampionClass): GameState {
  const def = CHAMPIONS[cls];
  const t = withDef(s, def);
  return edit(t, (u) => {
    const o = u.objects[player(u, who).champion!]!;
    o.def = def.slug;
  });
}

/** Give `who`'s champion level counters (each is +1 level). */
export const withLevel = (s: GameState, who: PlayerId, levels: number): GameState =>
  edit(s, (t) => { t.objects[player(t, who).champion!]!.counters.level = levels; });

/** Enable extra elements for `who` by adding them to the champion card's elements (a test-only edit). */
export const enable = (s: GameState, who: PlayerId, ...elements: Element[]): GameState =>
  edit(s, (t) => {
    const def = t.defs[t.objects[player(t, who).champion!]!.def]!;
    def.elements = [...new Set([...def.elements, ...elements])];
  });

export const objectOf = (s: GameState, card: string): ObjectState | undefined => Object.values(s.objects).find((o) => o.card === card);
export const objectsOf = (s: GameState, slug: string): ObjectState[] => Object.values(s.objects).filter((o) => o.def === slug);

/** Put `def` in `who`'s hand and activate it: mode, targets, then the reserve cost. Leaves it on the stack. */
export function activateFromHand(s: GameState, who: PlayerId, def: CardDef, targets: ChosenTarget[] = [], mode?: number): [GameState, string] {
  let t = withDef(s, def);
  let card: string;
  [t, card] = addCard(t, who, def.slug);
  t = act(t, who, { type: 'activate', card });
  if (mode !== undefined) t = act(t, who, { type: 'chooseMode', mode });
  for (const target of targets) t = act(t, who, { type: 'chooseTarget', target });
  return [payReserve(t, who), card];
}

/** Activate from hand and let everything resolve (nobody responds, optional choices declined). */
export function play(s: GameState, who: PlayerId, def: CardDef, targets: ChosenTarget[] = [], mode?: number): [GameState, string] {
  const [t, card] = activateFromHand(s, who, def, targets, mode);
  return [resolveAll(t), card];
}

/** `who` (Alice goes first) in their own main phase with an empty stack; Bob's turn allows attacks. */
export function mainPhaseOf(who: PlayerId): GameState {
  const s = newGame({ first: A });
  return who === A ? s : passUntil(s, atMain(B));
}

/** Alice's next materialize phase with `memoryCards` extra cards in her memory, and `def` in her material deck. */
export function toMaterialize(def: CardDef, memoryCards = 0, setup?: (s: GameState) => GameState): [GameState, string] {
  let s = withDef(passUntil(newGame({ first: A }), atMain(B)), def);
  for (let i = 0; i < memoryCards; i++) [s] = addCard(s, A, 'smoke-out', 'memory');
  if (setup) s = setup(s);
  let card: string;
  [s, card] = addCard(s, A, def.slug, 'materialDeck');
  return [passUntil(s, (t) => t.pending?.kind === 'materializePhase'), card];
}

/** Materialize `card` from Alice's material deck and resolve it and its On Enter triggers. */
export const materialize = (s: GameState, card: string): GameState => resolveAll(act(s, A, { type: 'materialize', card }));

/** Activate the `index`-th ability of an object. */
export const useAbility = (s: GameState, who: PlayerId, object: string, index = 0): GameState => act(s, who, { type: 'activateAbility', object, index });

/** Answer the pending "may" of `who`. */
export const answerMay = (s: GameState, who: PlayerId, accept: boolean): GameState => act(s, who, { type: 'mayAnswer', accept });

/** Pass priority until a decision of this kind is pending. */
export const untilPending = (s: GameState, kind: string): GameState => passUntil(s, (t) => t.pending?.kind === kind);

/** Answer a pending glimpse by putting every looked-at card on the bottom (returns the cards looked at). */
export function glimpseAllBottom(s: GameState, who: PlayerId): [GameState, string[]] {
  if (s.pending?.kind !== 'glimpse') throw new Error(`no glimpse pending (${s.pending?.kind})`);
  const cards = [...s.pending.cards];
  for (const card of cards) s = act(s, who, { type: 'glimpseChoice', card, where: 'bottom' });
  return [s, cards];
}

/** Declare an attack with `attacker` (a unit, no weapon) at `target`. */
export function attack(s: GameState, who: PlayerId, attacker: string, target: string, weapon: string | null = null): GameState {
  s = act(s, who, { type: 'attack', attacker });
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, who, { type: 'chooseWeapon', weapon });
  return act(s, who, { type: 'chooseAttackTarget', target });
}

/** A game where Alice's level 0 champion is `spirit` (its On Enter runs at setup). */
export function gameWithSpirit(spirit: CardDef, seed = 1): GameState {
  const material = [spirit.slug, ...FIXTURE_DECKS.fire.material.filter((m) => m !== 'spirit-of-fire')];
  return createGame({
    seed,
    defs: [...FIXTURE_DEFS, spirit],
    players: [
      { id: A, name: 'Alice', deck: { material, main: FIXTURE_DECKS.fire.main } },
      { id: B, name: 'Bob', deck: FIXTURE_DECKS.water },
    ],
  });
}

export const legal = legalActions;
export { champion as championOf };
