import { expect } from 'vitest';
import { GAME_POOL_DEFS } from '../../src/cards/scripts/index.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { activated, triggered } from '../../src/cards/define.js';
import { randomPoolSetup } from '../../src/engine/agents/random-deck.js';
import { playGame } from '../../src/engine/agents/play-game.js';
import { randomAgent } from '../../src/engine/agents/random-agent.js';
import { apply, legalActions } from '../../src/engine/index.js';
import type { Action, GameSetup, GameState } from '../../src/engine/index.js';

/**
 * The engine contract, fuzzed: in every state of random legal games, every action legalActions
 * offers is accepted by apply, and mutated actions are accepted exactly when they are offered
 * (compared here by canonical JSON, independently of the engine's own check): other ids, other
 * players' objects, out-of-range numbers, other players acting, every action type with random
 * fields, actions taken from earlier states. Refusals must carry a message and a rules citation.
 */

const TYPES = ['activate', 'activateAbility', 'aethercall', 'assist', 'attack', 'cancel', 'chooseAttackPlayer', 'chooseAttackTarget',
  'chooseCard', 'chooseCommandAlly', 'chooseCopy', 'chooseFloating', 'chooseIngredient', 'chooseKindle', 'chooseLink', 'chooseMode',
  'chooseName', 'chooseReserve', 'chooseTarget', 'chooseWeapon', 'concede', 'criticalDiscard', 'declareBrew', 'declarePrepare',
  'declareX', 'ephemerate', 'glimpseChoice', 'keepUnique', 'loadInto', 'materialize', 'mayAnswer', 'noMoreTargets', 'orderReplacement',
  'orderTrigger', 'pass', 'payWither', 'restForReserve', 'retaliate', 'returnPreserved', 'searchChoice', 'skipMaterialize', 'starcall'];
const KEYS = ['accept', 'attacker', 'brew', 'card', 'index', 'mode', 'name', 'object', 'player', 'prepare', 'replacement', 'target',
  'tool', 'trigger', 'unit', 'weapon', 'where', 'x'];
const TOOLS = ['draw', 'damage', 'recover', 'counters', 'destroy', 'rest', 'wakeUp', 'token', 'moveCard', 'prevent', 'search', 'shuffle', 'done'];
const MAX_OFFERED = 2;
const NUMBERS = [-1, 0, 1, 2, 3, 5, 20, 21, 99, 1.5];

/** A small seeded generator of the test's own (the games' randomness stays the engine's). */
function rngOf(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % n);
  };
}

/** JSON with sorted keys: equal for deep-equal plain actions. */
function canon(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canon).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v).filter((k) => (v as Record<string, unknown>)[k] !== undefined).sort()
      .map((k) => `${JSON.stringify(k)}:${canon((v as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return v === undefined ? 'undefined' : JSON.stringify(v) ?? String(v);
}

/**
 * Some main-deck cards of the pool played without their script, so assisted resolution is fuzzed
 * too: actions carried out by hand, and allies with an assisted On Enter or an assisted activated
 * ability (as src/cards/runtime.ts makes them from the synced text of unscripted cards).
 */
function withUnscripted(pool: readonly CardDef[], seed: number): CardDef[] {
  const pick = rngOf(seed * 31 + 7);
  const onEnter = triggered({ on: 'enter' }, [{ op: 'assisted' }]);
  const restToUse = activated([{ kind: 'rest' }], [{ op: 'assisted' }], { speed: 'fast' });
  return pool.map((d) => {
    if (!d.scripted || d.supertypes.includes('REGALIA')) return d;
    if (d.types.includes('ACTION') && pick(6) === 0) return { ...d, scripted: false, abilities: [] };
    if (d.types.includes('ALLY') && !d.types.includes('TOKEN') && pick(8) === 0) {
      return { ...d, scripted: false, onResolve: [], abilities: pick(2) === 0 ? [onEnter] : [restToUse] };
    }
    return d;
  });
}

export interface FuzzCounts {
  games: number; states: number; offered: number; fuzzed: number; acceptedMutants: number;
  /** States waiting on an assisted resolution, by what is carried out (card activation, trigger, ability), and on consent. */
  assisted: Record<string, number>;
}

export async function fuzzContract(from: number, to: number, perState: number): Promise<FuzzCounts> {
  const counts: FuzzCounts = { games: 0, states: 0, offered: 0, fuzzed: 0, acceptedMutants: 0, assisted: {} };
  const seen: Action[] = []; // actions offered in earlier states (of this game and earlier ones)
  for (let seed = from; seed < to; seed++) {
    await new Promise((resolve) => setImmediate(resolve)); // let the worker answer vitest between games
    const rand = rngOf(seed);
    const setup: GameSetup = randomPoolSetup(withUnscripted(GAME_POOL_DEFS, seed), seed);
    const check = (s: GameState, who: string, input: unknown, offeredSet: Set<string>) => {
      const out = apply(s, who, input);
      const expected = offeredSet.has(canon(input));
      if (out.ok !== expected) {
        throw new Error(`seed ${seed} version ${s.version}: ${JSON.stringify(input)} by ${who} was ${out.ok ? 'accepted though not offered' : `refused though offered: ${out.violation.message}`}`);
      }
      if (!out.ok) {
        expect(out.violation.message.length).toBeGreaterThan(0);
        expect(out.violation.rule).toMatch(/\.md(#[\w-]+)?$/);
      } else counts.acceptedMutants++;
      counts.fuzzed++;
    };
    const game = playGame(setup, { p1: randomAgent(seed * 7 + 1), p2: randomAgent(seed * 7 + 2) }, {
      maxSteps: 6000,
      onStep: (before) => {
        counts.states++;
        const d = before.pending;
        const kind = d?.kind === 'assisted' ? d.item.kind : d?.kind === 'assistConsent' || d?.kind === 'assistDiscard' ? d.kind : null;
        if (kind) counts.assisted[kind] = (counts.assisted[kind] ?? 0) + 1;
        const players = before.players.map((p) => p.id);
        const lists = new Map(players.map((p) => [p, legalActions(before, p)]));
        const sets = new Map(players.map((p) => [p, new Set(lists.get(p)!.map(canon))]));
        const ids = idsOf(before);
        for (const p of players) {
          // Every offered action is applied; of a long list (assisted resolution offers hundreds of steps), a random sample.
          const all = lists.get(p)!;
          const some = all.length <= MAX_OFFERED ? all : Array.from({ length: MAX_OFFERED }, () => all[rand(all.length)]!);
          for (const a of some) {
            const out = apply(before, p, a);
            if (!out.ok) throw new Error(`seed ${seed}: offered ${JSON.stringify(a)} was refused: ${out.violation.message}`);
            counts.offered++;
          }
        }
        const acting = players.find((p) => lists.get(p)!.length > 1) ?? players[0]!;
        const listed = lists.get(acting)!;
        for (let i = 0; i < perState; i++) {
          const who = rand(4) === 0 ? players[rand(players.length)]! : acting;
          const input = mutant(rand, listed, seen, ids);
          check(before, who, input, sets.get(who)!);
        }
        for (const a of listed) if (seen.length < 4000) seen.push(a); else seen[rand(seen.length)] = a;
      },
    });
    expect(game.final.result, `game ${seed} did not end in ${game.steps} steps`).not.toBeNull();
    counts.games++;
  }
  return counts;
}

interface Ids { cards: string[]; objects: string[]; players: string[]; stack: string[]; defs: string[] }

function idsOf(s: GameState): Ids {
  return {
    cards: Object.keys(s.cards),
    objects: Object.keys(s.objects),
    players: s.players.map((p) => p.id),
    stack: s.stack.map((i) => i.id),
    defs: Object.keys(s.defs),
  };
}

function randomValue(rand: (n: number) => number, ids: Ids): unknown {
  const from = (xs: readonly unknown[]) => xs.length > 0 ? xs[rand(xs.length)] : 'none';
  switch (rand(9)) {
    case 0: return from(ids.cards);
    case 1: return from(ids.objects);
    case 2: return from(ids.players);
    case 3: return from(NUMBERS);
    case 4: return from([null, true, false, 'top', 'bottom', 'hand', 'graveyard', 'field', 'deckTop', 'x'.repeat(41), '']);
    case 5: return { kind: from(['object', 'player', 'card', 'stack']), id: from([...ids.objects, ...ids.players, ...ids.cards, ...ids.stack]) };
    case 6: return from(ids.defs);
    case 7: return { tool: from(TOOLS), object: from(ids.objects), amount: from(NUMBERS), player: from(ids.players), count: from(NUMBERS), card: from(ids.cards), def: from(ids.defs) };
    default: return from(ids.stack);
  }
}

/** A copy of `v` with one leaf (at any depth) replaced, one key dropped, or one key added. */
function mutateDeep(rand: (n: number) => number, v: unknown, ids: Ids): unknown {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return randomValue(rand, ids);
  const o = { ...(v as Record<string, unknown>) };
  const keys = Object.keys(o).filter((k) => k !== 'type');
  const r = rand(10);
  if (keys.length > 0 && r < 7) {
    const k = keys[rand(keys.length)]!;
    const cur = o[k];
    if (typeof cur === 'number' && rand(2) === 0) o[k] = cur + (rand(2) === 0 ? 1 : -1) * (1 + rand(100));
    else o[k] = cur && typeof cur === 'object' && rand(2) === 0 ? mutateDeep(rand, cur, ids) : randomValue(rand, ids);
  } else if (keys.length > 0 && r < 8) delete o[keys[rand(keys.length)]!];
  else o[KEYS[rand(KEYS.length)]!] = randomValue(rand, ids);
  return o;
}

function mutant(rand: (n: number) => number, listed: readonly Action[], seen: readonly Action[], ids: Ids): unknown {
  const r = rand(10);
  if (r < 5 && listed.length > 0) return mutateDeep(rand, listed[rand(listed.length)], ids);
  if (r < 7 && seen.length > 0) return seen[rand(seen.length)]; // an action from another state
  if (r < 8 && listed.length > 0) return listed[rand(listed.length)]; // offered (or, for another player, not)
  const a: Record<string, unknown> = { type: TYPES[rand(TYPES.length)] };
  const n = rand(3);
  for (let i = 0; i < n; i++) a[KEYS[rand(KEYS.length)]!] = randomValue(rand, ids);
  return a;
}
