// h6-d1: preventions with a follow-up: triggers that read the amount stopped (effects/prevention-triggers.ts) and
// effects done as part of the replacement itself (effects/prevention-riders.ts).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { ChosenTarget, GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { costToPay } from '../../../src/engine/play/costs.js';
import { A, B, act, activateFromHand, addCard, champion, edit, enable, factsOnly, mainPhaseOf, passUntil, player, withDef } from '../doa/support.js';
import { as, fill, obj, place } from '../doa/round2-helpers.js';

const wall = defineCard({ slug: 'test-d1-wall', name: 'Wall', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 20 }, {});
const hit = (n: number, unpreventable = false) => defineCard({ slug: `test-d1-hit-${n}${unpreventable ? '-u' : ''}`, name: 'Hit', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [{ kind: 'unit' }], onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: n, ...(unpreventable ? { unpreventable: true } : {}) }] });
const bear = defineCard({ slug: 'test-d1-bear', name: 'Bear', types: ['ALLY'], element: 'NORM', cost: reserve(3), power: 1, life: 1 }, {});

const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;

/** Activate `def` (filling the hand to pay), answering trigger targets with `triggerTarget` and optional choices with `accept`. */
function run(s: GameState, def: CardDef, targets: ChosenTarget[], triggerTarget: ChosenTarget | null = null, accept = false, omen?: string): GameState {
  s = activateFromHand(fill(s, A, 6), A, def, targets)[0];
  for (let i = 0; i < 20; i++) {
    s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets' || t.pending?.kind === 'may' || t.pending?.kind === 'chooseOmen' || settled(t));
    if (s.pending?.kind === 'triggerTargets') s = act(s, A, { type: 'chooseTarget', target: triggerTarget });
    else if (s.pending?.kind === 'may') s = act(s, A, { type: 'mayAnswer', accept });
    else if (s.pending?.kind === 'chooseOmen' && omen) s = act(s, A, { type: 'chooseCard', card: omen });
    else return s;
  }
  return s;
}
const me = (s: GameState) => obj(champion(s, A).id);

describe("'searing-rebuke'", () => {
  const def = scriptedDef('searing-rebuke');
  it('a 3-damage shield on your champion; each time it stops some damage, 3 damage to a target enemy champion (class bonus)', () => {
    let s = as(mainPhaseOf(A), A, 'cleric', 'FIRE');
    s = run(s, def, []);
    const foe = obj(champion(s, B).id);
    s = run(s, hit(2), [me(s)], foe);
    expect([champion(s, A).damage, champion(s, B).damage]).toEqual([0, 3]);
    s = run(s, hit(2), [me(s)], foe);
    expect([champion(s, A).damage, champion(s, B).damage]).toEqual([1, 6]);
    // The shield is used up: nothing more is stopped and nothing triggers.
    s = run(s, hit(2), [me(s)], foe);
    expect([champion(s, A).damage, champion(s, B).damage]).toEqual([3, 6]);
  });
  it('without the class bonus the shield still stops damage but deals none back; its trigger can only aim at a champion you do not control', () => {
    let s = as(mainPhaseOf(A), A, 'warrior', 'FIRE');
    s = run(s, def, []);
    s = run(s, hit(2), [me(s)], obj(champion(s, B).id));
    expect([champion(s, A).damage, champion(s, B).damage]).toEqual([0, 0]);
    let t = as(mainPhaseOf(A), A, 'cleric', 'FIRE');
    t = run(t, def, []);
    t = activateFromHand(fill(t, A, 2), A, hit(2), [me(t)])[0];
    t = passUntil(t, (u) => u.pending?.kind === 'triggerTargets');
    const offered = legalActions(t, A).filter((a) => a.type === 'chooseTarget').map((a) => (a.type === 'chooseTarget' ? a.target?.id : null));
    expect(offered).toContain(champion(t, B).id);
    expect(offered).not.toContain(champion(t, A).id);
  });
});

describe("'return-to-the-depths'", () => {
  const def = scriptedDef('return-to-the-depths');
  const ciel = factsOnly('ciel-loyal-valet');
  const asCiel = (s: GameState) => edit(withDef(s, ciel), (t) => { t.objects[player(t, A).champion!]!.def = ciel.slug; });
  it('the next damage to your champion is cut down to 1; it is used up by the first damage', () => {
    let s = as(mainPhaseOf(A), A, 'guardian', 'WATER');
    s = run(s, def, []);
    s = run(s, hit(5), [me(s)]);
    expect(champion(s, A).damage).toBe(1);
    s = run(s, hit(5), [me(s)]);
    expect(champion(s, A).damage).toBe(6);
  });
  it('for Ciel, stopping 3 or more lets you banish a card of your graveyard with an omen counter; stopping 2 does not', () => {
    let s = enable(asCiel(mainPhaseOf(A)), A, 'WATER');
    let grave: string;
    [s, grave] = addCard(s, A, 'smoke-out', 'graveyard');
    const t = run(run(s, def, []), hit(4), [me(s)], null, true, grave);
    expect(champion(t, A).damage).toBe(1);
    expect(player(t, A).banishment).toContain(grave);
    expect(t.cardCounters?.[grave]?.omen).toBe(1);
    const u = run(run(s, def, []), hit(3), [me(s)], null, true, grave);
    expect(player(u, A).banishment).not.toContain(grave);
    // Not Ciel: no omen however much is stopped.
    const v = run(run(as(s, A, 'guardian', 'WATER'), def, []), hit(6), [me(s)], null, true, grave);
    expect(player(v, A).banishment).not.toContain(grave);
  });
});

describe("'crystallized-destiny'", () => {
  const def = scriptedDef('crystallized-destiny');
  it('stops the next damage to your champion; when 7 or more is stopped, cards your opponents activate this turn cost 2 more', () => {
    let s = as(mainPhaseOf(A), A, 'cleric');
    s = run(s, def, []);
    s = run(s, hit(7), [me(s)]);
    expect(champion(s, A).damage).toBe(0);
    expect(costToPay(s, B, bear, 0, 'activate')).toBe(5);
    expect(costToPay(s, A, bear, 0, 'activate')).toBe(3);
    let t = as(mainPhaseOf(A), A, 'cleric');
    t = run(run(t, def, []), hit(6), [me(t)]);
    expect(champion(t, A).damage).toBe(0);
    expect(costToPay(t, B, bear, 0, 'activate')).toBe(3);
  });
  it('costs 2 less while you control two or more Fatestone or Fatebound objects', () => {
    const stone = defineCard({ slug: 'test-d1-stone', name: 'Stone', types: ['ITEM'], subtypes: ['FATESTONE'], element: 'NORM', cost: reserve(1) }, {});
    let s = as(mainPhaseOf(A), A, 'cleric');
    expect(costToPay(s, A, def, 0, 'activate')).toBe(3);
    [s] = place(s, A, stone);
    expect(costToPay(s, A, def, 0, 'activate')).toBe(3);
    [s] = place(s, A, stone);
    expect(costToPay(s, A, def, 0, 'activate')).toBe(1);
  });
});

describe("'hailstorm-guard'", () => {
  const def = scriptedDef('hailstorm-guard');
  it('stops the next damage to your champion, and as many top cards of your deck as it stopped go to your graveyard', () => {
    let s = as(mainPhaseOf(A), A, 'guardian', 'WATER');
    s = run(s, def, []);
    const grave = player(s, A).graveyard.length;
    const top = player(s, A).mainDeck.slice(0, 4);
    s = run(s, hit(4), [me(s)]);
    expect(champion(s, A).damage).toBe(0);
    // The Hit card itself went to the graveyard too.
    expect(player(s, A).graveyard.length - grave).toBe(5);
    for (const c of top) expect(player(s, A).graveyard).toContain(c);
  });
  it('unpreventable damage uses it up: nothing stopped, nothing milled (damage prevention rule 7)', () => {
    let s = as(mainPhaseOf(A), A, 'guardian', 'WATER');
    s = run(s, def, []);
    const deck = player(s, A).mainDeck.length;
    s = run(s, hit(3, true), [me(s)]);
    expect(champion(s, A).damage).toBe(3);
    expect(player(s, A).mainDeck.length).toBe(deck);
    s = run(s, hit(2), [me(s)]);
    expect(champion(s, A).damage).toBe(5);
  });
  it('costs 2 less with the class bonus', () => {
    expect(costToPay(as(mainPhaseOf(A), A, 'guardian'), A, def, 0, 'activate')).toBe(4);
    expect(costToPay(as(mainPhaseOf(A), A, 'cleric'), A, def, 0, 'activate')).toBe(6);
  });
});

describe("'perfect-repulsion'", () => {
  const def = scriptedDef('perfect-repulsion');
  /** Cast on a wall of Alice's; X is her memory as it resolved (paying its cost put cards there). */
  function setUp(): [GameState, string, number] {
    let s = as(mainPhaseOf(A), A, 'cleric', 'WATER');
    let mine: string;
    [s, mine] = place(s, A, wall);
    s = run(s, def, [obj(mine)]);
    return [s, mine, player(s, A).memory.length];
  }
  it('the next damage of exactly X (cards in your memory) to your unit is stopped, and you draw a card', () => {
    let [s, mine, x] = setUp();
    expect(x).toBe(2);
    const deck = player(s, A).mainDeck.length;
    s = run(s, hit(3), [obj(mine)]);
    expect(s.objects[mine]!.damage).toBe(3); // not exactly 2: not stopped, and it still waits
    expect(player(s, A).mainDeck.length).toBe(deck);
    s = run(s, hit(2), [obj(mine)]);
    expect(s.objects[mine]!.damage).toBe(3);
    expect(player(s, A).mainDeck.length).toBe(deck - 1); // a card drawn
    s = run(s, hit(2), [obj(mine)]);
    expect(s.objects[mine]!.damage).toBe(5); // used up
  });
  it('unpreventable damage of exactly X uses it up without a draw', () => {
    let [s, mine] = setUp();
    const deck = player(s, A).mainDeck.length;
    s = run(s, hit(2, true), [obj(mine)]);
    expect(s.objects[mine]!.damage).toBe(2);
    expect(player(s, A).mainDeck.length).toBe(deck);
    s = run(s, hit(2), [obj(mine)]);
    expect(s.objects[mine]!.damage).toBe(4); // used up by the attempt
  });
  it('only a unit you control can be its target', () => {
    let s = as(mainPhaseOf(A), A, 'cleric', 'WATER');
    let theirs: string, card: string;
    [s, theirs] = place(s, B, wall);
    [s, card] = addCard(withDef(fill(s, A, 4), def), A, def.slug);
    s = act(s, A, { type: 'activate', card });
    expect(legalActions(s, A).some((a) => a.type === 'chooseTarget' && a.target?.id === theirs)).toBe(false);
  });
});

describe("'spellshield-tera'", () => {
  const def = scriptedDef('spellshield-tera');
  it('stops the next damage to your champion; as many top cards of your deck go to your material deck preserved', () => {
    let s = as(mainPhaseOf(A), A, 'mage', 'TERA');
    s = run(s, def, []);
    const top = player(s, A).mainDeck.slice(0, 3);
    s = run(s, hit(3), [me(s)]);
    expect(champion(s, A).damage).toBe(0);
    for (const c of top) {
      expect(player(s, A).materialDeck).toContain(c);
      expect(s.preserved ?? []).toContain(c);
    }
  });
  it('costs 1 less with the class bonus', () => {
    expect(costToPay(as(mainPhaseOf(A), A, 'mage'), A, def, 0, 'activate')).toBe(2);
    expect(costToPay(as(mainPhaseOf(A), A, 'cleric'), A, def, 0, 'activate')).toBe(3);
  });
});
