// Diana, Judgment's Arrow (DTR): On Enter, up to two Aethercharge cards from hand and/or memory loaded into an
// Aetherwing weapon, a card drawn into memory for each; Inherited Effect: Ranged 1.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, factsOnly, newGame, player, passUntil, resolveAll, toMaterialize, withDef } from '../doa/support.js';
import { attackPower } from '../../../src/engine/flow/combat.js';
import { championIs } from '../guardian-warrior-support.js';

const diana = scriptedDef('diana-judgments-arrow');
const charge = (slug: string, element: 'NORM' | 'ASTRA') => defineCard({ slug, name: slug, types: ['ACTION'], subtypes: ['RANGER', 'AETHERCHARGE', 'SPELL'], element, cost: reserve(1) }, {});
const wing = defineCard({ slug: 'test-wing', name: 'Test Wing', types: ['WEAPON'], subtypes: ['RANGER', 'AETHERWING'], element: 'NORM', cost: reserve(0), power: 1, durability: 3 }, {});
const bow = defineCard({ slug: 'test-bow', name: 'Test Bow', types: ['WEAPON'], subtypes: ['RANGER', 'BOW'], element: 'NORM', cost: reserve(0), power: 1, durability: 3 }, {});

function enter(opts: { wings?: number; hand?: string[]; memory?: string[] } = {}): { s: GameState; cards: string[]; wings: string[] } {
  const cards: string[] = [];
  const wings: string[] = [];
  const [s0, card] = toMaterialize(diana, 2, (t) => {
    t = championIs(t, A, factsOnly('diana-keen-huntress'));
    for (const d of [charge('test-charge', 'NORM'), charge('test-astra-charge', 'ASTRA'), wing, bow]) t = withDef(t, d);
    for (let i = 0; i < (opts.wings ?? 1); i++) { let w: string; [t, w] = addObject(t, A, wing.slug); wings.push(w); }
    [t] = addObject(t, A, bow.slug);
    for (const slug of opts.hand ?? []) { let c: string; [t, c] = addCard(t, A, slug, 'hand'); cards.push(c); }
    for (const slug of opts.memory ?? []) { let c: string; [t, c] = addCard(t, A, slug, 'memory'); cards.push(c); }
    return t;
  });
  const s = passUntil(act(s0, A, { type: 'materialize', card }), (t) => t.pending?.kind === 'pickCard' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
  return { s, cards, wings };
}

describe("'diana-judgments-arrow'", () => {
  it('On Enter: two Aethercharge cards, from hand and from memory, loaded into the Aetherwing; two cards drawn into memory', () => {
    let { s, cards, wings } = enter({ hand: ['test-charge'], memory: ['test-charge', 'test-charge'] });
    expect(champion(s, A).def).toBe(diana.slug);
    const memory = player(s, A).memory.length;
    s = act(s, A, { type: 'chooseCard', card: cards[0]! });
    s = act(s, A, { type: 'chooseCard', card: cards[1]! });
    s = resolveAll(s);
    expect(s.objects[wings[0]!]!.loaded).toEqual([cards[0], cards[1]]);
    expect(player(s, A).hand).not.toContain(cards[0]);
    expect(player(s, A).memory.length).toBe(memory - 1 + 2);
  });

  it('up to two: stopping after one loads one and draws one; no third card is offered', () => {
    let { s, cards, wings } = enter({ hand: ['test-charge', 'test-charge', 'test-charge'] });
    const memory = player(s, A).memory.length;
    s = act(s, A, { type: 'chooseCard', card: cards[0]! });
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: null }));
    expect(s.objects[wings[0]!]!.loaded).toEqual([cards[0]]);
    expect(player(s, A).memory.length).toBe(memory + 1);
  });

  it('ruling: an Aethercharge card of an element not enabled may be loaded', () => {
    const { s, cards } = enter({ hand: ['test-astra-charge'] });
    expect(legalActions(s, A)).toContainEqual({ type: 'chooseCard', card: cards[0] });
  });

  it('with two Aetherwing weapons, the one to load into is chosen first (not the Bow)', () => {
    const { s, wings } = enter({ wings: 2, hand: ['test-charge'] });
    const picks = legalActions(s, A).filter((a) => a.type === 'chooseTarget');
    expect(picks).toEqual([{ type: 'chooseTarget', target: { kind: 'object', id: wings[0] } }, { type: 'chooseTarget', target: { kind: 'object', id: wings[1] } }]);
  });

  it('no Aethercharge card: nothing happens', () => {
    const { s } = enter({ hand: [] });
    expect(s.pending).toBeNull();
  });

  it('Inherited Effect: Ranged 1, her attacks get +1 power while she is distant', () => {
    const power = (distant: boolean): number => {
      let s = championIs(passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)), A, diana);
      let w: string;
      [s, w] = addObject(s, A, 'training-sword', { counters: { durability: 5 } });
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.distant = distant; });
      s = act(s, A, { type: 'attack', attacker: champion(s, A).id });
      s = act(s, A, { type: 'chooseWeapon', weapon: w });
      s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
      return attackPower(s);
    };
    expect(power(true)).toBe(power(false) + 1);
  });
});
