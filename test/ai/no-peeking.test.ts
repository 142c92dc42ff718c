// The practice opponent must not cheat: what it decides may depend only on what `view(state, bot)`
// shows it (and on its own deck list), never on the opponent's hand, memory, deck order or
// material deck, nor on its own deck order or the game's random sequence
// (the rules page on public and private information: RULES.hiddenInfo in src/engine/rules-refs.ts).
import { describe, expect, it } from 'vitest';
import { FIXTURE_DECKS, FIXTURE_DEFS } from '../../src/cards/fixtures/index.js';
import { eagerRandomAgent } from '../../src/engine/agents/random-agent.js';
import { RULES, actingPlayers, apply, createGame, legalActions } from '../../src/engine/index.js';
import type { GameState, PlayerId } from '../../src/engine/index.js';
import { beliefFor, determinize } from '../../src/ai/determinize.js';
import { heuristicAgent } from '../../src/ai/heuristic.js';
import { searchAgent, type SearchOptions } from '../../src/ai/search.js';
import { seedAiRng, shuffle } from '../../src/ai/rng.js';

const BOT: PlayerId = 'p2';
const OPP: PlayerId = 'p1';

/** States where the bot must choose among several actions, from a few random games. */
function decisionPoints(count: number): GameState[] {
  const found: GameState[] = [];
  for (let seed = 1; found.length < count && seed < 20; seed++) {
    let s = createGame({ seed, defs: FIXTURE_DEFS, players: [
      { id: OPP, name: 'Human', deck: FIXTURE_DECKS.fire },
      { id: BOT, name: 'Bot', deck: FIXTURE_DECKS.water },
    ] });
    const agents = { p1: eagerRandomAgent(seed), p2: eagerRandomAgent(seed + 100) };
    for (let step = 0; step < 400 && !s.result; step++) {
      const who = actingPlayers(s)[0]!;
      const legal = legalActions(s, who);
      // Past the opening, every 25th real choice of the bot is a test point.
      if (who === BOT && legal.length > 2 && s.turn >= 3 && step % 25 < 3 && found.length < count) {
        found.push(s);
        step += 3;
      }
      const out = apply(s, who, agents[who as 'p1' | 'p2'].choose(s, who, legal));
      if (!out.ok) throw new Error(out.violation.message);
      s = out.state;
    }
  }
  return found;
}

/** The same game with everything the bot cannot see changed, in a way its view cannot tell apart. */
function disguise(real: GameState, seed: number): GameState {
  const s = structuredClone(real) as GameState & { players: { hand: string[]; memory: string[]; mainDeck: string[]; materialDeck: string[] }[] };
  const rng = seedAiRng(seed);
  const opp = s.players.find((p) => p.id === OPP)!;
  const me = s.players.find((p) => p.id === BOT)!;
  // The opponent's hidden cards change places across hand, memory and deck...
  const hidden = shuffle(rng, [...opp.hand, ...opp.memory, ...opp.mainDeck]);
  opp.hand = hidden.slice(0, opp.hand.length);
  opp.memory = hidden.slice(opp.hand.length, opp.hand.length + opp.memory.length);
  opp.mainDeck = hidden.slice(opp.hand.length + opp.memory.length);
  opp.materialDeck = shuffle(rng, [...opp.materialDeck]);
  // ...and become other cards altogether (the bot's own kinds of card, which the game knows).
  const mainKinds = FIXTURE_DECKS.water.main;
  for (const id of hidden) s.cards[id] = { owner: OPP, def: mainKinds[(Number(id.slice(1)) * 7) % mainKinds.length]! };
  for (const id of opp.materialDeck) s.cards[id] = { owner: OPP, def: 'training-sword' };
  // The bot's own deck order and the game's random sequence change too.
  me.mainDeck = shuffle(rng, [...me.mainDeck]);
  s.rng = { a: 1, b: 2, c: 3, d: seed };
  return s;
}

const FAST_SEARCH: SearchOptions = { iterations: 24, timeLimitMs: Infinity, maxCandidates: 4, rolloutSteps: 60, rolloutNoise: 0.1 };
const points = decisionPoints(4);

describe(`the practice opponent never peeks (${RULES.hiddenInfo})`, () => {
  it('finds decision points with hidden cards on both sides', () => {
    expect(points.length).toBe(4);
    for (const s of points) {
      const opp = s.players.find((p) => p.id === OPP)!;
      expect(opp.hand.length + opp.mainDeck.length).toBeGreaterThan(0);
    }
  });

  it('disguised states really differ in their hidden cards (the test can fail)', () => {
    for (const [i, s] of points.entries()) {
      const d = disguise(s, i + 1);
      const hiddenDefs = (g: GameState) => g.players.find((p) => p.id === OPP)!.hand.map((c) => g.cards[c]!.def).join();
      expect(hiddenDefs(d)).not.toBe(hiddenDefs(s));
    }
  });

  it('samples the same worlds from a game and from its disguises', () => {
    const withoutDefs = (g: GameState) => JSON.stringify({ ...g, defs: null });
    for (const [i, s] of points.entries()) {
      const worlds = [s, disguise(s, i + 1), disguise(s, i + 50)].map((g) => {
        const belief = beliefFor(g, BOT);
        const rng = seedAiRng(9);
        return [determinize(g, belief, rng), determinize(g, belief, rng)].map(withoutDefs).join('\n');
      });
      expect(worlds[1]).toBe(worlds[0]);
      expect(worlds[2]).toBe(worlds[0]);
    }
  });

  it('the search agent decides the same in a game and in its disguises', () => {
    for (const [i, s] of points.entries()) {
      const decide = (g: GameState) => JSON.stringify(searchAgent(77, FAST_SEARCH).choose(g, BOT, legalActions(g, BOT)));
      const real = decide(s);
      expect(decide(disguise(s, i + 1))).toBe(real);
      expect(decide(disguise(s, i + 50))).toBe(real);
    }
  });

  it('the heuristic agent decides the same in a game and in its disguises', () => {
    for (const [i, s] of points.entries()) {
      const decide = (g: GameState) => JSON.stringify(heuristicAgent(5).choose(g, BOT, legalActions(g, BOT)));
      expect(decide(disguise(s, i + 1))).toBe(decide(s));
    }
  });
});
