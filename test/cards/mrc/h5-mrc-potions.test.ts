// h5-u-mrc: Mercurial Heart Potions, Herbs, Shields and a few more (granted abilities, scaled amounts).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { activated, defineCard, reserve, sacrificeSelf } from '../../../src/cards/define.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, B, act, addCard, attack, champion, edit, mainPhaseOf, passUntil, player, resolveAll, withDef, withLevel } from '../doa/support.js';
import { afterCombat, as, attackWithCard, fill, obj, paid, place } from '../doa/round2-helpers.js';
import { aliceSecondTurn, cast, champ, damageOf, withHerbTokens } from '../rdo/rdo-1-support.js';

const potion = defineCard({ slug: 'test-potion', name: 'Potion', types: ['ITEM'], subtypes: ['POTION'], element: 'NORM', cost: reserve(1) },
  { abilities: [activated([sacrificeSelf()], [])] });
const shield = defineCard({ slug: 'test-shield', name: 'Shield', types: ['ITEM'], subtypes: ['SHIELD'], element: 'NORM', cost: reserve(1) }, {});
const human = scriptedDef('bladed-riftseer');
const ping = (n: number) => defineCard({ slug: `test-ping-${n}`, name: 'Ping', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [{ kind: 'unit' }], onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: n }] });
const water = defineCard({ slug: 'test-water', name: 'Water', types: ['ACTION'], element: 'WATER', cost: reserve(1) }, {});

describe("'potion-infusion-growth'", () => {
  const def = scriptedDef('potion-infusion-growth');
  it('rests the target Potion and puts LV age counters on it; a rested Potion gets none', () => {
    let s = withLevel(as(mainPhaseOf(A), A, 'cleric', 'WIND'), A, 2);
    let awake: string, rested: string;
    [s, awake] = place(s, A, potion);
    [s, rested] = place(s, A, potion, { rested: true });
    let t = cast(s, A, def, [obj(awake)]);
    expect([t.objects[awake]!.rested, t.objects[awake]!.counters.age]).toEqual([true, 3]);
    t = cast(s, A, def, [obj(rested)]);
    expect(t.objects[rested]!.counters.age ?? 0).toBe(0);
    const [u, card] = addCard(withDef(fill(s, A, 4), def), A, def.slug);
    const v = act(u, A, { type: 'activate', card });
    expect(legalActions(v, A).some((a) => a.type === 'chooseTarget' && a.target?.id === champ(s, A))).toBe(false);
  });
});

describe("'potion-infusion-blaze'", () => {
  const def = scriptedDef('potion-infusion-blaze');
  it('rests the target Potion; this turn, sacrificed, it deals 4 damage to target attacking ally', () => {
    let s = as(aliceSecondTurn(mainPhaseOf(A)), A, 'cleric', 'FIRE');
    let p: string, mine: string, wall: string;
    [s, p] = place(s, A, potion);
    [s, mine] = place(s, A, defineCard({ slug: 'test-big', name: 'Big', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 9 }, {}));
    [s, wall] = place(s, B, defineCard({ slug: 'test-wall', name: 'Wall', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 9 }, {}));
    s = cast(s, A, def, [obj(p)]);
    expect(s.objects[p]!.rested).toBe(true);
    s = attack(s, A, mine, wall);
    s = passUntil(s, (t) => legalActions(t, A).some((a) => a.type === 'activateAbility' && a.object === p));
    s = act(s, A, { type: 'activateAbility', object: p, index: 0 });
    s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets');
    expect(legalActions(s, A).some((a) => a.type === 'chooseTarget' && a.target?.id === wall)).toBe(false);
    s = act(s, A, { type: 'chooseTarget', target: obj(mine) });
    s = afterCombat(s);
    expect(damageOf(s, mine)).toBe(4);
  });
  it('an already rested Potion gains nothing', () => {
    let s = as(mainPhaseOf(A), A, 'cleric', 'FIRE');
    let p: string;
    [s, p] = place(s, A, potion, { rested: true });
    s = cast(s, A, def, [obj(p)]);
    s = resolveAll(act(s, A, { type: 'activateAbility', object: p, index: 0 }));
    expect(s.pending).toBeFalsy();
    expect(s.field).not.toContain(p);
  });
});

describe("'foretold-bloom'", () => {
  const def = scriptedDef('foretold-bloom');
  it('until end of turn, Herbs you control have On Sacrifice: glimpse 2', () => {
    let s = withHerbTokens(as(mainPhaseOf(A), A, 'cleric', 'ASTRA'));
    let herb: string;
    [s, herb] = place(s, A, scriptedDef('manaroot'), { card: null } as never);
    s = cast(s, A, def);
    s = act(s, A, { type: 'activateAbility', object: herb, index: 0 });
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    expect(s.pending?.kind).toBe('glimpse');
    expect((s.pending as { cards: string[] }).cards).toHaveLength(2);
  });
  it('a Herb entering later this turn has it too', () => {
    let s = withHerbTokens(as(mainPhaseOf(A), A, 'cleric', 'ASTRA'));
    s = cast(s, A, def);
    let herb: string;
    [s, herb] = place(s, A, scriptedDef('manaroot'), { card: null } as never);
    s = act(s, A, { type: 'activateAbility', object: herb, index: 0 });
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    expect(s.pending?.kind).toBe('glimpse');
  });
});

describe("'surge-protector'", () => {
  const def = scriptedDef('surge-protector');
  it('this turn, damage to your champion is prevented and the target Shield is sacrificed instead', () => {
    let s = as(mainPhaseOf(A), A, 'guardian', 'FIRE');
    let sh: string;
    [s, sh] = place(s, A, shield);
    s = cast(s, A, def, [obj(sh)]);
    s = cast(s, A, ping(3), [obj(champ(s, A))]);
    expect(champion(s, A).damage).toBe(0);
    expect(s.field).not.toContain(sh);
    s = cast(s, A, ping(3), [obj(champ(s, A))]);
    expect(champion(s, A).damage).toBe(3);
  });
  it("only a Shield item you control can be chosen", () => {
    let s = as(mainPhaseOf(A), A, 'guardian', 'FIRE');
    let theirs: string;
    [s, theirs] = place(s, B, shield);
    const [u, card] = addCard(withDef(fill(s, A, 4), def), A, def.slug);
    expect(legalActions(u, A).some((a) => a.type === 'activate' && a.card === card)).toBe(false);
    expect(s.objects[theirs]).toBeDefined();
  });
});

describe("'desperate-dive'", () => {
  const def = scriptedDef('desperate-dive');
  it('prevents the next X damage to the target unit you control (X: water cards in your graveyard), which becomes distant; a Ranger pays 1 less', () => {
    let s = withDef(as(mainPhaseOf(A), A, 'ranger', 'WATER'), water);
    for (let i = 0; i < 3; i++) [s] = addCard(s, A, water.slug, 'graveyard');
    let mine: string;
    [s, mine] = place(s, A, human);
    expect(paid(fill(s, A, 6), A, def, [obj(mine)])).toBe(2);
    expect(paid(fill(as(s, A, 'warrior', 'WATER'), A, 6), A, def, [obj(mine)])).toBe(3);
    s = cast(s, A, def, [obj(mine)]);
    expect(s.objects[mine]!.distant).toBe(true);
    s = cast(s, A, ping(2), [obj(mine)]);
    expect(damageOf(s, mine)).toBe(0);
    s = cast(s, A, ping(2), [obj(mine)]);
    expect(damageOf(s, mine)).toBe(1);
  });
});

describe("'scathing-seminary'", () => {
  const def = scriptedDef('scathing-seminary');
  it('with the Cleric bonus and as many cards in hand as in memory: 2 unpreventable damage to the target unit', () => {
    const run = (cls: 'cleric' | 'warrior', extraMemory: number) => {
      let s = as(mainPhaseOf(A), A, cls, 'FIRE');
      let shrouded: string;
      [s, shrouded] = place(s, B, defineCard({ slug: 'test-shrouded', name: 'Shrouded', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 5 }, { keywords: ['spellshroud'] }));
      s = edit(s, (t) => { player(t, A).hand = []; player(t, A).memory = []; });
      let c: string;
      [s, c] = addCard(withDef(s, def), A, def.slug);
      for (let i = 0; i < 4; i++) [s] = addCard(s, A, 'smoke-out');
      // Two hand cards pay the cost into memory: two left in hand, two (or one more) in memory.
      for (let i = 0; i < extraMemory; i++) [s] = addCard(s, A, 'smoke-out', 'memory');
      s = act(s, A, { type: 'activate', card: c });
      for (let i = 0; i < 5 && s.pending?.kind === 'activation'; i++) s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
      s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
      if (s.pending?.kind === 'triggerTargets') {
        // Chosen as a Spell would: a unit with spellshroud can't be its target.
        expect(legalActions(s, A).some((a) => a.type === 'chooseTarget' && a.target?.id === shrouded)).toBe(false);
        s = act(s, A, { type: 'chooseTarget', target: obj(champ(s, B)) });
      }
      s = resolveAll(s);
      return champion(s, B).damage;
    };
    expect(run('cleric', 0)).toBe(2);
    expect(run('cleric', 1)).toBe(0);
    expect(run('warrior', 0)).toBe(0);
  });
});

describe("'icebound-slam'", () => {
  const def = scriptedDef('icebound-slam');
  it('On Attack: the top five cards of your deck go to your graveyard, then +5 power with five or more water cards there (kept after: ruling); a Guardian pays 2 less', () => {
    const run = (graveWater: number) => {
      let s = withDef(as(mainPhaseOf(B), B, 'guardian', 'WATER'), water);
      s = edit(s, (t) => { player(t, B).graveyard = []; });
      for (let i = 0; i < graveWater; i++) [s] = addCard(s, B, water.slug, 'graveyard');
      let wall: string;
      [s, wall] = place(s, A, defineCard({ slug: 'test-wall', name: 'Wall', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 20 }, {}));
      const deckTop = player(s, B).mainDeck.slice(0, 5).filter((c) => s.defs[s.cards[c]!.def]!.elements.includes('WATER')).length;
      s = afterCombat(attackWithCard(fill(s, B, 8), B, def, wall));
      return [damageOf(s, wall), deckTop];
    };
    const [withFive] = run(5);
    expect(withFive).toBe(8);
    const [none, fromDeck] = run(0);
    expect(none).toBe(fromDeck! >= 5 ? 8 : 3);
    let s = fill(as(mainPhaseOf(B), B, 'guardian', 'WATER'), B, 8);
    expect(paid(s, B, def)).toBe(5);
    expect(paid(as(s, B, 'warrior', 'WATER'), B, def)).toBe(7);
  });
});
