// FTC regalia scripted by branch h5-lin: Azure Protective Trinket, Fractured Crown.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { refuse } from '../../engine/helpers.js';
import { A, B, act, addCard, addObject, asClass, atMain, champion, edit, enable, mainPhaseOf, passUntil, play, player, resolveAll, toMaterialize, withDef } from '../doa/support.js';
import { attackPower } from '../../../src/engine/flow/combat.js';
import { currentStat } from '../../../src/engine/state/query.js';

const trinket = scriptedDef('azure-protective-trinket');
const flame = defineCard({ slug: 'test-flame', name: 'Test Flame', types: ['ACTION'], element: 'FIRE', cost: reserve(1), speed: true }, { onResolve: [] });
const stone = defineCard({ slug: 'test-stone', name: 'Test Stone', types: ['ACTION'], element: 'NORM', cost: reserve(1), speed: true }, { onResolve: [] });
const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;
const offered = (s: GameState) => legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' ? [a.target && 'id' in a.target ? a.target.id : null] : []));
const card = (id: string) => ({ type: 'chooseTarget' as const, target: { kind: 'card' as const, id } });

function setup() {
  let s = [trinket, flame, stone].reduce((t, d) => withDef(t, d), mainPhaseOf(A));
  let t: string, b1: string, b2: string, b3: string, mine: string, cold: string;
  [s, t] = addObject(s, A, trinket.slug);
  [s, b1] = addCard(s, B, 'test-flame', 'graveyard');
  [s, b2] = addCard(s, B, 'test-flame', 'graveyard');
  [s, b3] = addCard(s, B, 'test-flame', 'graveyard');
  [s, cold] = addCard(s, B, 'test-stone', 'graveyard');
  [s, mine] = addCard(s, A, 'test-flame', 'graveyard');
  return { s, t, b1, b2, b3, mine, cold };
}

describe("'azure-protective-trinket'", () => {
  it('banish it: up to three target fire element cards, all from a single graveyard, are banished', () => {
    const { s: s0, t, b1, b2, b3, mine, cold } = setup();
    let s = act(s0, A, { type: 'activateAbility', object: t, index: 0 });
    expect(offered(s)).toEqual(expect.arrayContaining([b1, b2, b3, mine, null]));
    expect(offered(s)).not.toContain(cold);
    s = act(s, A, card(b1));
    expect(offered(s)).toEqual(expect.arrayContaining([b2, b3, null]));
    expect(offered(s)).not.toContain(mine);
    refuse(s, A, card(mine), 'game-mechanics-objects-and-targeting.md#target');
    s = act(act(s, A, card(b2)), A, card(b3));
    s = passUntil(s, settled);
    expect(s.objects[t]).toBeUndefined();
    expect(player(s, A).banishment).toContain(s0.objects[t]!.card);
    expect(player(s, B).banishment).toEqual(expect.arrayContaining([b1, b2, b3]));
    expect(player(s, B).graveyard).toEqual([cold]);
    expect(player(s, A).graveyard).toContain(mine);
  });

  it('fewer targets, or none at all, may be chosen', () => {
    const { s: s0, t, mine } = setup();
    let s = act(s0, A, { type: 'activateAbility', object: t, index: 0 });
    s = act(s, A, card(mine));
    expect(offered(s)).toEqual([null]); // Alice's graveyard holds no other fire card
    s = act(act(s, A, { type: 'chooseTarget', target: null }), A, { type: 'chooseTarget', target: null });
    s = passUntil(s, settled);
    expect(player(s, A).banishment).toContain(mine);
  });
});

describe("'fractured-crown'", () => {
  const crown = scriptedDef('fractured-crown');
  const blade = defineCard({ slug: 'test-blade', name: 'Test Blade', types: ['WEAPON'], element: 'NORM', cost: reserve(0), power: 2, durability: 9 }, {});
  const hero = defineCard({ slug: 'test-hero', name: 'Test Hero', types: ['ALLY'], supertypes: ['UNIQUE'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
  const grunt = defineCard({ slug: 'test-grunt', name: 'Test Grunt', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
  const down = defineCard({ slug: 'test-down', name: 'Test Down', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'delevel', who: 'you' }] });

  /** Alice (a warrior, or a mage) in her second turn, the Crown linked to her champion, a blade on her field. */
  function linked(cls: 'warrior' | 'mage' = 'warrior'): { s: GameState; item: string; sword: string } {
    let s = [crown, blade, hero, grunt, down].reduce((t, d) => withDef(t, d), asClass(passUntil(passUntil(mainPhaseOf(A), atMain(B)), atMain(A)), A, cls));
    let sword: string, item: string;
    [s, sword] = addObject(s, A, 'test-blade');
    [s, item] = addObject(s, A, crown.slug, { linkedTo: champion(s, A).id });
    return { s, item, sword };
  }
  function swing(s: GameState, sword: string): GameState {
    s = act(s, A, { type: 'attack', attacker: champion(s, A).id });
    if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: sword });
    return act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
  }
  const finish = (s: GameState) => passUntil(s, (t) => !t.combat && settled(t), 400);

  it('Champion Link: as it is materialized, a champion is the linked object', () => {
    const [s0, c] = toMaterialize(crown, 0, (t) => enable(t, A, 'LUXEM'));
    const s = act(s0, A, { type: 'materialize', card: c });
    const choices = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target && 'id' in a.target ? [a.target.id] : []));
    expect(choices).toEqual(expect.arrayContaining([champion(s, A).id, champion(s, B).id]));
    const done = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: champion(s, B).id } }));
    expect(Object.values(done.objects).find((o) => o.card === c)!.linkedTo).toBe(champion(done, B).id);
  });

  it("the linked champion's first attack each turn gets +2 power; a second attack that turn does not", () => {
    const { s: s0, sword } = linked();
    const base = (champion(s0, A).counters.level ?? 0) + (s0.defs[champion(s0, A).def]!.power ?? 0) + 2;
    let s = swing(s0, sword);
    expect(attackPower(s)).toBe(base + 2);
    s = finish(s);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.rested = false; });
    s = swing(s, sword);
    expect(attackPower(s)).toBe(base);
    // The next turn, the first attack gets it again.
    s = passUntil(passUntil(finish(s), atMain(B)), atMain(A));
    expect(attackPower(swing(s, sword))).toBe(base + 2);
  });

  it("[Class Bonus] the linked champion gets +2 life for each unique ally card in your graveyard (the unique type, not distinct names)", () => {
    let { s } = linked();
    const life = currentStat(s, champion(s, A), 'life')!;
    [s] = addCard(s, A, 'test-hero', 'graveyard');
    [s] = addCard(s, A, 'test-hero', 'graveyard');
    [s] = addCard(s, A, 'test-grunt', 'graveyard');
    [s] = addCard(s, B, 'test-hero', 'graveyard');
    expect(currentStat(s, champion(s, A), 'life')).toBe(life + 4);
    let { s: m } = linked('mage');
    const mageLife = currentStat(m, champion(m, A), 'life');
    [m] = addCard(m, A, 'test-hero', 'graveyard');
    expect(currentStat(m, champion(m, A), 'life')).toBe(mageLife);
  });

  it('ruling: it stays linked when the champion delevels', () => {
    let { s, item } = linked();
    let spirit: string;
    [s, spirit] = addCard(s, A, 'spirit-of-fire', 'hand');
    s = edit(s, (t) => { const p = player(t, A); p.hand = p.hand.filter((c) => c !== spirit); t.objects[p.champion!]!.lineage = [spirit]; });
    const champ = champion(s, A).id;
    [s] = play(s, A, down);
    expect(champion(s, A).card).toBe(spirit);
    expect(s.objects[item]!.linkedTo).toBe(champ);
  });
});

describe("'wildheart-lyre'", () => {
  const lyre = scriptedDef('wildheart-lyre');
  const song = (slug: string, subtypes: string[]) => defineCard({ slug, name: slug, types: ['ACTION'], subtypes, element: 'NORM', cost: reserve(1), speed: true }, { onResolve: [] });
  const harmony = song('test-harmony', ['HARMONY']);
  const melody = song('test-melody', ['MELODY']);
  const plain = song('test-plainsong', []);
  const beast = defineCard({ slug: 'test-beast', name: 'test-beast', types: ['ALLY'], subtypes: ['BEAST'], element: 'NORM', cost: reserve(1), power: 1, life: 2 }, {});

  function playWithLyre(def: typeof harmony, cls: 'tamer' | 'warrior' = 'tamer'): { s: GameState; l: string; b: string } {
    let s = [lyre, harmony, melody, plain, beast].reduce((t, d) => withDef(t, d), asClass(mainPhaseOf(A), A, cls));
    let l: string, b: string, c: string;
    [s, l] = addObject(s, A, lyre.slug);
    [s, b] = addObject(s, A, 'test-beast');
    [s, c] = addCard(s, A, def.slug);
    s = act(s, A, { type: 'activate', card: c });
    expect(legalActions(s, A)).toContainEqual({ type: 'restForReserve', object: l });
    s = passUntil(act(s, A, { type: 'restForReserve', object: l }), settled);
    return { s, l, b };
  }

  it('Reservable: it rests to pay 1 of a reserve cost', () => {
    const { s, l } = playWithLyre(plain);
    expect(s.objects[l]!.rested).toBe(true);
  });

  it('[Class Bonus] rested to pay for a Harmony or Melody activation: a buff counter on an Animal or Beast ally you control', () => {
    expect(playWithLyre(harmony).s.objects[playWithLyre(harmony).b]!.counters.buff).toBe(1);
    const m = playWithLyre(melody);
    expect(m.s.objects[m.b]!.counters.buff).toBe(1);
    const p = playWithLyre(plain);
    expect(p.s.objects[p.b]!.counters.buff ?? 0).toBe(0);
    const w = playWithLyre(harmony, 'warrior');
    expect(w.s.objects[w.b]!.counters.buff ?? 0).toBe(0);
  });
});
