// Regalia first printed in ALC (helper regalia-1).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard } from '../../../src/cards/define.js';
import { A, act, addCard, mainPhaseOf, player, resolveAll, useAbility, withDef } from '../doa/support.js';
import { place } from '../doa/round2-helpers.js';
import { edit } from '../../engine/helpers.js';

const herb = defineCard({ slug: 'test-kit-herb', name: 'Test Herb', types: ['ITEM', 'TOKEN'], subtypes: ['HERB'], element: 'NORM', cost: { kind: 'none' } }, {});
const potion = defineCard({ slug: 'test-kit-potion', name: 'Test Potion', types: ['ITEM'], subtypes: ['POTION'], element: 'NORM', cost: { kind: 'reserve', value: 1 } }, {});
const potionAction = defineCard({ slug: 'test-kit-potion-action', name: 'Test Potion Action', types: ['ACTION'], subtypes: ['POTION'], element: 'NORM', cost: { kind: 'reserve', value: 1 } }, {});

type S = ReturnType<typeof mainPhaseOf>;

describe('brewing-kit', () => {
  const kit = scriptedDef('brewing-kit');

  function setup(herbs: number): [S, string, string[], string, string] {
    let s = [herb, potion, potionAction].reduce(withDef, mainPhaseOf(A));
    let k: string, p: string, pa: string;
    const hs: string[] = [];
    [s, k] = place(s, A, kit);
    for (let i = 0; i < herbs; i++) { let h: string; [s, h] = place(s, A, herb); hs.push(h); }
    [s, p] = addCard(s, A, potion.slug, 'mainDeck');
    [s, pa] = addCard(s, A, potionAction.slug, 'mainDeck');
    // The potion item 3rd from the top, the potion action 5th, a potion item 7th (out of reach).
    s = edit(s, (t) => {
      const d = t.players[0]!.mainDeck.filter((c) => c !== p && c !== pa);
      t.players[0]!.mainDeck = [d[0]!, d[1]!, p, d[2]!, pa, d[3]!, ...d.slice(4)];
    });
    return [s, k, hs, p, pa];
  }

  it('needs three Herbs to sacrifice', () => {
    const [s, k] = setup(2);
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === k)).toBe(false);
  });

  it('rest, sacrifice three Herbs: look at six, reveal a Potion item for your hand, the rest to the bottom in the order chosen', () => {
    let [s, k, hs, p, pa] = setup(3);
    s = useAbility(s, A, k, 0);
    for (const h of hs) s = act(s, A, { type: 'chooseCostPart', id: h });
    for (const h of hs) expect(s.objects[h]).toBeUndefined();
    for (let i = 0; i < 8 && !s.pending && s.stack.length > 0; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
    expect(s.pending?.kind).toBe('lookAndTake');
    const six = player(s, A).mainDeck.slice(0, 6);
    const offered = legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => (a as { target: { id: string } | null }).target?.id ?? null);
    expect(offered).toEqual([p, null]); // only the Potion item, not the Potion action
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: p } });
    // Order the five others: reverse of how they were.
    const rest = six.filter((c) => c !== p).reverse();
    for (const c of rest.slice(0, 4)) s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: c } });
    s = resolveAll(s);
    expect(player(s, A).hand).toContain(p);
    expect(player(s, A).mainDeck.slice(-5)).toEqual(rest);
    expect(player(s, A).mainDeck).toContain(pa);
    expect(s.objects[k]!.rested).toBe(true);
  });

  it('taking nothing: all six go to the bottom', () => {
    let [s, k, hs, p] = setup(3);
    s = useAbility(s, A, k, 0);
    for (const h of hs) s = act(s, A, { type: 'chooseCostPart', id: h });
    for (let i = 0; i < 8 && !s.pending && s.stack.length > 0; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
    const six = player(s, A).mainDeck.slice(0, 6);
    s = act(s, A, { type: 'chooseTarget', target: null });
    for (const c of six.slice(0, 5)) s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: c } });
    s = resolveAll(s);
    expect(player(s, A).mainDeck.slice(-6)).toEqual(six);
    expect(player(s, A).hand).not.toContain(p);
  });
});
