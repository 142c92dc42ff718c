// h6-d1: damage that can't be prevented because of its source (src/engine/effects/unpreventable-sources.ts).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { CardDef, Element } from '../../../src/cards/vocabulary.js';
import type { ChosenTarget, GameState, PlayerId } from '../../../src/engine/index.js';
import { cardHasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, activateFromHand, addCard, atMain, champion, edit, mainPhaseOf, passUntil, player, resolveAll } from './support.js';
import { afterCombat, as, attackWithCard, fill, obj, place } from './round2-helpers.js';

/** An ally of `who` whose static ability stops all damage to itself, or (`champ`) to its controller's champion. */
const ward = (champ = false) => defineCard({ slug: `test-d1u-ward${champ ? '-champ' : ''}`, name: 'Ward', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 20 },
  { abilities: [{ kind: 'static', effect: { kind: 'preventDamage', affects: champ ? 'yourChampion' : 'self', amount: 'all' } }] });
const hit = (n: number, element: Element = 'NORM') => defineCard({ slug: `test-d1u-hit-${n}-${element}`, name: `Hit ${element}`, types: ['ACTION'], element, cost: reserve(0), speed: true },
  { targets: [{ kind: 'unit' }], onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: n }] });
const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;
function run(s: GameState, def: CardDef, targets: ChosenTarget[], who: PlayerId = A): GameState {
  return passUntil(activateFromHand(fill(s, who, 2), who, def, targets)[0], settled);
}
const dmg = (s: GameState, id: string) => s.objects[id]!.damage;

describe("'varuck-smoldering-spire'", () => {
  const def = scriptedDef('varuck-smoldering-spire');
  it("damage from fire sources you control can't be prevented; other sources' damage still is", () => {
    let s = as(mainPhaseOf(A), A, 'mage', 'FIRE');
    let theirs: string;
    [s] = place(s, A, def);
    [s, theirs] = place(s, B, ward());
    s = run(s, hit(2, 'FIRE'), [obj(theirs)]);
    expect(dmg(s, theirs)).toBe(2);
    s = run(s, hit(2, 'NORM'), [obj(theirs)]);
    expect(dmg(s, theirs)).toBe(2);
  });
  it("an opponent's fire sources are not covered", () => {
    let s = as(mainPhaseOf(A), A, 'mage', 'FIRE');
    let mine: string;
    [s] = place(s, B, def);
    [s, mine] = place(s, A, ward());
    s = run(s, hit(2, 'FIRE'), [obj(mine)]);
    expect(dmg(s, mine)).toBe(0);
  });
  it('ruling: a champion with a fire card in its lineage is a fire source, so its combat damage is unpreventable', () => {
    const strike = defineCard({ slug: 'test-d1u-strike', name: 'Strike', types: ['ATTACK'], element: 'NORM', cost: reserve(0), power: 3 }, {});
    const fireCard = defineCard({ slug: 'test-d1u-fire-lineage', name: 'Ember Champion', types: ['CHAMPION'], element: 'FIRE', cost: { kind: 'memory', value: 0 }, level: 0, life: 15 }, {});
    // Bob attacks (the first player can't attack on the first turn).
    const setUp = (withFire: boolean) => {
      let s = as(mainPhaseOf(B), B, 'mage');
      [s] = place(s, B, def);
      [s] = place(s, A, ward(true));
      if (withFire) {
        let c: string;
        [s, c] = addCard(edit(s, (t) => { t.defs[fireCard.slug] = fireCard; }), B, fireCard.slug, 'banishment');
        s = edit(s, (t) => {
          const p = t.players.find((x) => x.id === B)!;
          p.banishment = p.banishment.filter((x) => x !== c);
          const o = t.objects[p.champion!]!;
          o.lineage = [c, ...o.lineage];
        });
      }
      s = afterCombat(attackWithCard(fill(s, B, 2), B, strike, champion(s, A).id));
      return champion(s, A).damage;
    };
    expect(setUp(true)).toBe(3);
    expect(setUp(false)).toBe(0);
  });
  it('Upkeep: it is sacrificed when you materialize a card', () => {
    let s = as(mainPhaseOf(A), A, 'mage', 'FIRE');
    let varuck: string, card: string;
    [s, varuck] = place(s, A, def);
    [s, card] = addCard(s, A, 'training-sword', 'materialDeck');
    s = passUntil(s, (t) => t.pending?.kind === 'materializePhase' && t.players[t.turnPlayer]!.id === A);
    s = resolveAll(act(s, A, { type: 'materialize', card }));
    expect(s.objects[varuck]).toBeUndefined();
    expect(player(s, A).graveyard.some((c) => s.cards[c]!.def === def.slug)).toBe(true);
  });
});

describe("'volda-smolders-spite'", () => {
  const def = scriptedDef('volda-smolders-spite');
  it("class bonus, On Enter: until end of turn, damage from fire sources you control can't be prevented", () => {
    let s = as(mainPhaseOf(A), A, 'guardian', 'FIRE');
    let theirs: string;
    [s, theirs] = place(s, B, ward());
    [s] = activateFromHand(fill(s, A, 4), A, def);
    s = resolveAll(s);
    s = run(s, hit(2, 'FIRE'), [obj(theirs)]);
    expect(dmg(s, theirs)).toBe(2);
    s = run(s, hit(2, 'NORM'), [obj(theirs)]);
    expect(dmg(s, theirs)).toBe(2);
    // Over at the end of the turn: Bob's turn, Alice's fire hit is prevented again.
    s = passUntil(s, atMain(B));
    let t = act(activateFromHand(fill(s, B, 2), B, hit(0), [obj(theirs)])[0], B, { type: 'pass' });
    t = passUntil(activateFromHand(fill(t, A, 2), A, hit(2, 'FIRE'), [obj(theirs)])[0], settled);
    expect(dmg(t, theirs)).toBe(0);
  });
  it('without the class bonus its On Enter does nothing; fast activation at level 2+', () => {
    let s = as(mainPhaseOf(A), A, 'mage', 'FIRE');
    let theirs: string;
    [s, theirs] = place(s, B, ward());
    s = resolveAll(activateFromHand(fill(s, A, 4), A, def)[0]);
    s = run(s, hit(2, 'FIRE'), [obj(theirs)]);
    expect(dmg(s, theirs)).toBe(0);
    const lv = (t: GameState) => edit(t, (u) => { u.objects[player(u, A).champion!]!.counters.level = 1; });
    expect(cardHasKeyword(lv(s), A, def, 'fastActivation')).toBe(true);
    expect(cardHasKeyword(s, A, def, 'fastActivation')).toBe(false);
  });
});

describe("'overwhelming-swing'", () => {
  const def = scriptedDef('overwhelming-swing');
  function swing(cls: 'guardian' | 'mage', level: number): number {
    let s = as(mainPhaseOf(B), B, cls, 'FIRE');
    s = edit(s, (t) => { t.objects[player(t, B).champion!]!.counters.level = level; });
    [s] = place(s, A, ward(true));
    s = afterCombat(attackWithCard(fill(s, B, 6), B, def, champion(s, A).id));
    return champion(s, A).damage;
  }
  it("class bonus and level 2+: the attack's combat damage can't be prevented", () => {
    expect(swing('guardian', 1)).toBe(5);
    expect(swing('guardian', 0)).toBe(0);
    expect(swing('mage', 1)).toBe(0);
  });
});
