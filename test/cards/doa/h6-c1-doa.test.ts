// h6-c1: Ensnaring Fumes, three preparation counters from the champion instead of its reserve cost.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, staticAbility } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, B, act, addCard, addObject, champion, edit, player, withDef } from '../../engine/helpers.js';
import { settle } from '../amb/scenario.js';
import { aliceAs, floatsFor } from '../amb/amb1-support.js';

const foe = defineCard({ slug: 'h6c1-foe', name: 'Foe', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
const tax = defineCard({ slug: 'h6c1-tax', name: 'Tax', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, { abilities: [staticAbility({ kind: 'costModifier', affects: 'cardsYouActivate', amount: 2 })] });

describe('h6-c1 doa', () => {
  it("'ensnaring-fumes': three preparation counters pay instead of (5), every reserve cost change ignored; all allies return to their owners' hands; floating memory with its class", () => {
    let s = aliceAs({ classes: ['ASSASSIN'], elements: ['NORM', 'WIND'] });
    s = withDef(withDef(withDef(s, foe), tax), scriptedDef('ensnaring-fumes'));
    s = edit(s, (t) => { player(t, A).hand = []; t.objects[champion(t, A).id]!.counters.preparation = 3; });
    let mine: string, theirs: string, card: string;
    [s, mine] = addObject(s, A, foe.slug);
    [s, theirs] = addObject(s, B, foe.slug);
    [s] = addObject(s, A, tax.slug);
    [s, card] = addCard(s, A, 'ensnaring-fumes');
    // Ruling: with the alternative cost, changes to the reserve cost don't matter (the (2) more is not paid either).
    s = act(s, A, { type: 'activate', card });
    expect(legalActions(s, A).filter((a) => a.type === 'declareAltCost')).toEqual([{ type: 'declareAltCost', use: true }]);
    s = settle(act(s, A, { type: 'declareAltCost', use: true }));
    expect(champion(s, A).counters.preparation ?? 0).toBe(0);
    expect(s.field).not.toContain(mine);
    expect(s.field).not.toContain(theirs);
    expect(player(s, A).hand).toContain(s.objects[mine]?.card ?? player(s, A).hand.find((c) => s.cards[c]!.def === foe.slug));
    expect(player(s, B).hand.some((c) => s.cards[c]!.def === foe.slug)).toBe(true);
    // Two counters: no alternative cost, and no cards for (5).
    let t = aliceAs({ classes: ['ASSASSIN'], elements: ['NORM', 'WIND'] });
    t = edit(withDef(t, scriptedDef('ensnaring-fumes')), (x) => { player(x, A).hand = []; x.objects[champion(x, A).id]!.counters.preparation = 2; });
    let c2: string;
    [t, c2] = addCard(t, A, 'ensnaring-fumes');
    expect(legalActions(t, A).some((a) => a.type === 'activate' && a.card === c2)).toBe(false);
    expect(floatsFor(aliceAs({ classes: ['ASSASSIN'] }), A, scriptedDef('ensnaring-fumes'))).toBe(true);
    expect(floatsFor(aliceAs({ classes: ['MAGE'] }), A, scriptedDef('ensnaring-fumes'))).toBe(false);
  });
});
