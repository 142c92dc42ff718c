// The official rulings of the h5 ALC cards that are not covered with their card's main test.
import { describe, expect, it } from 'vitest';
import { defineCard, destroy, reserve, target } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, activateFromHand, addCard, asClass, atMain, edit, mainPhaseOf, passUntil, player, withDef } from '../doa/support.js';
import { as, fill, obj, place } from '../doa/round2-helpers.js';
import { playWith, resolveWith } from './h5-alc-support.js';

const youngPeacekeeper = scriptedDef('young-peacekeeper');
const organize = scriptedDef('organize-the-alliance');
const bottledForgelight = scriptedDef('bottled-forgelight');
const draughtOfStamina = scriptedDef('draught-of-stamina');
const wildgrowthElixir = scriptedDef('wildgrowth-elixir');
const rapidReload = scriptedDef('rapid-reload');
const supplyDrone = scriptedDef('supply-drone');
const loadSoul = scriptedDef('load-soul');
const vanishingShot = scriptedDef('vanishing-shot');
const steelSlug = scriptedDef('steel-slug');
const platedBullet = scriptedDef('plated-bullet');
const rifle = scriptedDef('seekers-rifle');
const HERBS = ['blightroot', 'manaroot', 'silvershine', 'fraysia', 'razorvine', 'springleaf'];

/** A test-only fast action: this turn, cards Alice activates cost 3 more. */
const surcharge = defineCard({ slug: 'test-surcharge', name: 'Test Surcharge', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'costChange', amount: 3, who: 'you' }] });
/** A test-only fast action: destroy target weapon. */
const shatter = defineCard({ slug: 'test-shatter', name: 'Test Shatter', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [{ kind: 'weapon' }], onResolve: [destroy(target(0))] });

describe("'young-peacekeeper' rulings", () => {
  it('once fostered it is not fostered again; it becomes fostered without a full turn cycle on the field', () => {
    let s = mainPhaseOf(A);
    let ally: string;
    [s, ally] = place(s, A, youngPeacekeeper);
    s = passUntil(passUntil(s, atMain(B)), atMain(A)); // entered during Alice's turn: fostered at her next recollection
    expect(s.objects[ally]!.fostered).toBe(true);
    s = fill(s, A, 3);
    const t = playWith(s, A, organize, [obj(ally)]);
    expect(t.objects[ally]!.fostered).toBe(true);
    expect([t.objects[ally]!.counters.buff ?? 0]).toEqual([0]);
  });
});

describe('brew rulings: changes to the reserve cost are ignored when brewing', () => {
  const brewsUnderSurcharge = (def: CardDef, herbs: string[], element: Parameters<typeof as>[3]) => {
    let s = as(mainPhaseOf(A), A, 'cleric', element);
    for (const h of HERBS) s = withDef(s, scriptedDef(h));
    s = playWith(s, A, surcharge);
    s = edit(s, (t) => { player(t, A).hand = []; });
    const ids: string[] = [];
    for (const h of herbs) { let id: string; [s, id] = place(s, A, scriptedDef(h)); ids.push(id); }
    let card: string;
    [s, card] = addCard(withDef(s, def), A, def.slug);
    s = act(s, A, { type: 'activate', card });
    // Paid with reserve, it would now cost 3 more.
    const normal = act(s, A, { type: 'declareBrew', brew: false });
    const printed = def.cost.kind === 'reserve' && typeof def.cost.value === 'number' ? def.cost.value : -1;
    expect(normal.pending?.kind === 'activation' && normal.pending.draft.reserveNeeded).toBe(printed + 3);
    s = act(s, A, { type: 'declareBrew', brew: true });
    for (const object of ids) s = act(s, A, { type: 'chooseIngredient', object });
    s = resolveWith(s, { pickNone: true });
    return Object.values(s.objects).some((o) => o.card === card);
  };
  it("'bottled-forgelight'", () => expect(brewsUnderSurcharge(bottledForgelight, ['razorvine', 'manaroot'], 'FIRE')).toBe(true));
  it("'draught-of-stamina'", () => expect(brewsUnderSurcharge(draughtOfStamina, ['springleaf', 'razorvine', 'manaroot'], 'WIND')).toBe(true));
  it("'wildgrowth-elixir'", () => expect(brewsUnderSurcharge(wildgrowthElixir, ['fraysia', 'blightroot'], 'WIND')).toBe(true));
});

describe('materialize-a-Bullet rulings: the search may fail to find, and the costs are still paid', () => {
  const bulletsIn = (s: GameState) => {
    let slug: string, plated: string;
    [s, plated] = addCard(withDef(s, platedBullet), A, platedBullet.slug, 'materialDeck');
    [s, slug] = addCard(withDef(s, steelSlug), A, steelSlug.slug, 'materialDeck');
    return { s, slug, plated };
  };
  for (const def of [rapidReload, loadSoul]) {
    it(`'${def.slug}'`, () => {
      const base = fill(as(mainPhaseOf(A), A, 'ranger', 'WIND', 'UMBRA'), A, 4);
      const { s, slug } = bulletsIn(base);
      let t = passUntil(activateFromHand(s, A, def)[0], (u) => u.pending?.kind === 'search');
      expect(legalActions(t, A)).toContainEqual({ type: 'searchChoice', card: null });
      const none = resolveWith(act(t, A, { type: 'searchChoice', card: null }), { accept: false });
      expect(player(none, A).materialDeck).toHaveLength(player(t, A).materialDeck.length);
      const memory = player(t, A).memory.length;
      t = resolveWith(act(t, A, { type: 'searchChoice', card: slug }), { accept: false });
      expect(Object.values(t.objects).some((o) => o.card === slug)).toBe(true);
      expect(player(t, A).memory.length).toBe(memory - 1);
    });
  }
  it("'supply-drone'", () => {
    let s = asClass(mainPhaseOf(A), A, 'ranger');
    [s] = place(s, A, supplyDrone);
    let plated: string, slug: string;
    ({ s, plated, slug } = bulletsIn(s));
    s = passUntil(passUntil(s, atMain(B)), (t) => t.pending?.kind === 'search');
    expect(legalActions(s, A)).toContainEqual({ type: 'searchChoice', card: null });
    const none = resolveWith(act(s, A, { type: 'searchChoice', card: null }));
    expect(player(none, A).materialDeck).toContain(plated);
    const found = resolveWith(act(s, A, { type: 'searchChoice', card: plated }));
    expect(Object.values(found.objects).some((o) => o.card === plated)).toBe(true);
    // Only memory cost 0 Bullets are offered: the one that would ask for memory is not.
    expect(legalActions(s, A)).not.toContainEqual({ type: 'searchChoice', card: slug });
  });
});

describe("'vanishing-shot' ruling", () => {
  it('loaded into a weapon that leaves the field, the bullet goes to the graveyard', () => {
    let s = asClass(mainPhaseOf(A), A, 'ranger');
    let gun: string, shot: string;
    [s, gun] = place(s, A, rifle);
    [s, shot] = place(s, A, vanishingShot);
    const card = s.objects[shot]!.card!;
    s = act(s, A, { type: 'activateAbility', object: shot, index: 0 });
    s = resolveWith(act(s, A, { type: 'chooseTarget', target: obj(gun) }));
    expect(s.objects[gun]!.loaded).toEqual([card]);
    s = playWith(s, A, shatter, [obj(gun)]);
    expect(s.objects[gun]).toBeUndefined();
    expect(player(s, A).graveyard).toContain(card);
  });
});
