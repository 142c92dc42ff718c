import { expect } from 'vitest';
import { FIXTURE_DECKS, FIXTURE_DEFS, fixtureDef } from '../../src/cards/fixtures/index.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { actingPlayers, apply, createGame, legalActions } from '../../src/engine/index.js';
import type { Action, GameEvent, GameSetup, GameState, ObjectState, PlayerId, RuleViolation } from '../../src/engine/index.js';

export const A = 'alice';
export const B = 'bob';

export function setupFor(seed = 1, decks: { a?: keyof typeof FIXTURE_DECKS; b?: keyof typeof FIXTURE_DECKS } = {}): GameSetup {
  return {
    seed,
    defs: FIXTURE_DEFS,
    players: [
      { id: A, name: 'Alice', deck: FIXTURE_DECKS[decks.a ?? 'fire'] },
      { id: B, name: 'Bob', deck: FIXTURE_DECKS[decks.b ?? 'water'] },
    ],
  };
}

/** A fresh game, with Alice as the first player (seeds are searched until she is). */
export function newGame(opts: { seed?: number; first?: PlayerId; a?: 'fire' | 'water'; b?: 'fire' | 'water' } = {}): GameState {
  const first = opts.first ?? A;
  for (let seed = opts.seed ?? 1; seed < (opts.seed ?? 1) + 100; seed++) {
    const s = createGame(setupFor(seed, { a: opts.a ?? 'fire', b: opts.b ?? 'water' }));
    if (s.players[s.firstPlayer]!.id === first) return s;
  }
  throw new Error('no seed found');
}

export function act(s: GameState, who: PlayerId, action: Action): GameState {
  const out = apply(s, who, action);
  if (!out.ok) throw new Error(`expected ${JSON.stringify(action)} to be legal: ${out.violation.message}`);
  return out.state;
}

export function actEvents(s: GameState, who: PlayerId, action: Action): { state: GameState; events: GameEvent[] } {
  const out = apply(s, who, action);
  if (!out.ok) throw new Error(`expected ${JSON.stringify(action)} to be legal: ${out.violation.message}`);
  return { state: out.state, events: out.events };
}

export function refuse(s: GameState, who: PlayerId, action: unknown, rulePage?: string): RuleViolation {
  const out = apply(s, who, action);
  if (out.ok) throw new Error(`expected ${JSON.stringify(action)} to be refused`);
  expect(out.violation.rule).toMatch(/\.md#[a-z0-9-]+$/);
  if (rulePage) expect(out.violation.rule).toContain(rulePage);
  return out.violation;
}

/** Whoever may act passes, until `done` holds (bounded). */
export function passUntil(s: GameState, done: (s: GameState) => boolean, limit = 200): GameState {
  for (let i = 0; i < limit; i++) {
    if (done(s)) return s;
    const who = actingPlayers(s)[0];
    if (!who) throw new Error('nobody can act');
    const legal = legalActions(s, who);
    const pass = legal.find((a) => a.type === 'pass' || a.type === 'skipMaterialize' || a.type === 'orderTrigger' || (a.type === 'retaliate' && a.unit === null) || (a.type === 'mayAnswer' && !a.accept));
    if (!pass) throw new Error(`cannot pass: waiting on ${s.pending?.kind}`);
    s = act(s, who, pass);
  }
  throw new Error('passUntil did not reach its goal');
}

export const atMain = (who: PlayerId) => (s: GameState) =>
  s.phase === 'main' && s.players[s.turnPlayer]!.id === who && !s.pending && s.stack.length === 0 && !!s.opportunity && s.players[s.opportunity.player]!.id === who;

// ----- building scenarios by editing the plain JSON state -----

function copy(s: GameState): GameState {
  return JSON.parse(JSON.stringify(s)) as GameState;
}

export function withDef(s: GameState, def: CardDef): GameState {
  const t = copy(s);
  t.defs[def.slug] = def;
  return t;
}

/** Create a new card for `owner` in one of their zones (hand by default). Returns the state and the card id. */
export function addCard(s: GameState, owner: PlayerId, slug: string, zone: 'hand' | 'memory' | 'graveyard' | 'mainDeck' | 'materialDeck' | 'banishment' = 'hand'): [GameState, string] {
  const t = copy(s);
  if (!t.defs[slug]) t.defs[slug] = fixtureDef(slug);
  const id = `c${900 + Object.keys(t.cards).length}`;
  t.cards[id] = { owner, def: slug };
  const p = t.players.find((pl) => pl.id === owner)!;
  if (zone === 'mainDeck') p.mainDeck = [id, ...p.mainDeck];
  else p[zone] = [...p[zone], id];
  return [t, id];
}

/** Put a card straight onto the field as an object (no triggers). */
export function addObject(s: GameState, controller: PlayerId, slug: string, opts: Partial<ObjectState> = {}): [GameState, string] {
  const [t, card] = addCard(s, controller, slug, 'hand');
  const p = t.players.find((pl) => pl.id === controller)!;
  p.hand = p.hand.filter((c) => c !== card);
  const def = t.defs[slug]!;
  const id = `o${900 + t.field.length + Object.keys(t.objects).length}`;
  t.objects = {
    ...t.objects,
    [id]: {
      id, card, def: slug, owner: controller, controller, rested: false, damage: 0,
      counters: def.types.includes('WEAPON') ? { durability: def.durability ?? 0 } : {},
      timestamp: t.nextTimestamp++, lineage: [], enteredTurn: t.turn, ...opts,
    },
  };
  t.field = [...t.field, id];
  return [t, id];
}

export function edit(s: GameState, fn: (t: GameState) => void): GameState {
  const t = copy(s);
  fn(t);
  return t;
}

export function player(s: GameState, id: PlayerId) {
  return s.players.find((p) => p.id === id)!;
}

export function champion(s: GameState, id: PlayerId): ObjectState {
  return s.objects[player(s, id).champion!]!;
}

/** Pay a reserve cost by choosing the first legal cards. */
export function payReserve(s: GameState, who: PlayerId): GameState {
  while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') {
    const choice = legalActions(s, who).find((a) => a.type === 'chooseReserve')!;
    s = act(s, who, choice);
  }
  return s;
}
