// Scenario helpers for the regalia-b card tests (test/cards/<set>/regalia-b-*.test.ts).
import { defineCard, memory, reserve } from '../../src/cards/define.js';
import type { CardDef, Element } from '../../src/cards/vocabulary.js';
import { scriptedDef } from '../../src/cards/scripts/index.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState, PlayerId } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, edit, newGame, passUntil, player, withDef } from '../engine/helpers.js';

export { A, B, act, addCard, addObject, edit, passUntil, player, withDef };

export interface Champ { name?: string; classes?: string[]; elements?: Element[] }

/** An invented level 1 champion: only its name, classes and elements matter. */
export function champDef({ name = 'Tester', classes = ['WARRIOR'], elements = ['NORM'] }: Champ): CardDef {
  const slug = `test-champ-${name}-${classes.join('-')}-${elements.join('-')}`.toLowerCase();
  return defineCard({ slug, name: `${name}, Test`, types: ['CHAMPION'], subtypes: classes, classes, element: elements, cost: memory(1), level: 1, life: 40 }, {});
}

/** Give `who` an invented champion. */
export function asChamp(s: GameState, champ: Champ, who: PlayerId = A): GameState {
  const def = champDef(champ);
  s = withDef(s, def);
  return edit(s, (t) => { t.objects[player(t, who).champion!]!.def = def.slug; });
}

/** Alice at her first main phase, empty hand and memory, her champion replaced by an invented one. */
export function game(champ: Champ = {}): GameState {
  const s = edit(passUntil(newGame({ first: A }), atMain(A)), (t) => { t.players[0]!.hand = []; t.players[0]!.memory = []; });
  return asChamp(s, champ);
}

/** Alice at her second main phase (she may attack), empty hand and memory. */
export function attackTurn(champ: Champ = {}): GameState {
  let s = game(champ);
  s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === B);
  s = passUntil(s, atMain(A));
  return edit(s, (t) => { t.players[0]!.hand = []; t.players[0]!.memory = []; });
}

export const filler = defineCard({ slug: 'test-filler', name: 'test-filler', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {});
/** `n` filler cards into `who`'s hand (or memory). */
export function withCards(s: GameState, n: number, who: PlayerId = A, zone: 'hand' | 'memory' | 'graveyard' | 'mainDeck' = 'hand'): GameState {
  s = withDef(s, filler);
  for (let i = 0; i < n; i++) [s] = addCard(s, who, 'test-filler', zone);
  return s;
}
export function inMaterialDeck(s: GameState, slug: string, who: PlayerId = A): [GameState, string] {
  return addCard(withDef(s, scriptedDef(slug)), who, slug, 'materialDeck');
}
export function onField(s: GameState, slug: string, opts: Parameters<typeof addObject>[3] = {}, who: PlayerId = A): [GameState, string] {
  return addObject(withDef(s, scriptedDef(slug)), who, slug, opts);
}
export const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
export const objectOf = (s: GameState, slug: string) => Object.values(s.objects).find((o) => o.def === slug);
export const inZone = (s: GameState, who: PlayerId, zone: 'banishment' | 'memory' | 'graveyard' | 'materialDeck' | 'hand' | 'mainDeck', slug: string) =>
  player(s, who)[zone].filter((c) => s.cards[c]!.def === slug).length;
/** Pay every reserve cost asked with the first cards offered. */
export function payAll(s: GameState, who: PlayerId = A): GameState {
  while ((s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') || s.pending?.kind === 'payToDo') {
    const a = legalActions(s, who).find((x) => x.type === 'chooseReserve');
    if (!a) break;
    s = act(s, who, a);
  }
  return s;
}
export const unit = (slug: string, extra: Partial<CardDef> = {}): CardDef => ({
  ...defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 5 }, {}), ...extra,
});
/** Declare an attack by `attacker` (Alice's champion by default) with an optional weapon at `target`; nothing resolves yet. */
export function declareAttack(s: GameState, target: string, weapon: string | null = null, attacker?: string, who: PlayerId = A): GameState {
  s = act(s, who, { type: 'attack', attacker: attacker ?? player(s, who).champion! });
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, who, { type: 'chooseWeapon', weapon });
  return act(s, who, { type: 'chooseAttackTarget', target });
}
export const idle = (t: GameState) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;
/** Load a new filler card of `who` under the object (straight into its loaded cards). */
export function loadFiller(s: GameState, object: string, who: PlayerId = A): GameState {
  let c: string;
  [s, c] = addCard(withDef(s, filler), who, 'test-filler');
  return edit(s, (t) => {
    const p = player(t, who);
    p.hand = p.hand.filter((x) => x !== c);
    t.objects[object]!.loaded = [...(t.objects[object]!.loaded ?? []), c];
  });
}
