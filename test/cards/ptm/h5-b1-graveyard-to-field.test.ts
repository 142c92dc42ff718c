// h5-b1: cards that return ally cards from a graveyard to the field, ephemeral.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, atMain, edit, passUntil, player } from '../../engine/helpers.js';
import { activate, place } from '../amb/scenario.js';
import { attackWithCard } from '../doa/round2-helpers.js';
import { objDef } from '../../../src/engine/state/query.js';
import { addCards, aliceAs, drive } from '../amb/amb1-support.js';

const def = scriptedDef;
const EVERY: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ARCANE', 'ASTRA', 'CRUX', 'EXIA', 'LUXEM', 'NEOS', 'TERA', 'UMBRA'];
const specter = (cost: number) => defineCard({ slug: `h5b1-specter-${cost}`, name: `Specter ${cost}`, types: ['ALLY'], subtypes: ['SPECTER'], element: 'NORM', cost: reserve(cost), power: 1, life: 2 }, {});
const nothing = defineCard({ slug: 'h5b1-nothing', name: 'Nothing', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [] });

/** Mark lethal damage on the object and let the state-based checks run. */
function kill(s: GameState, id: string): GameState {
  s = edit(s, (t) => { t.objects[id]!.damage = 99; });
  [s] = activate(s, A, nothing);
  return drive(s);
}
const onFieldOf = (s: GameState, card: string) => Object.values(s.objects).find((o) => o.card === card);

describe('h5-b1 graveyard to field', () => {
  it("'night-barker': On Death it returns from your graveyard to the field, ephemeral; dying again, it is banished", () => {
    let s = aliceAs({ classes: ['WARRIOR'], elements: EVERY });
    let id: string;
    [s, id] = place(s, A, def('night-barker'));
    const card = s.objects[id]!.card!;
    s = kill(s, id);
    const back = onFieldOf(s, card)!;
    expect(back.id).not.toBe(id);
    expect(back.ephemeral).toBe(true);
    s = kill(s, back.id);
    expect(onFieldOf(s, card)).toBeUndefined();
    expect(player(s, A).banishment).toContain(card);
  });

  it("'incinerated-templar': with the class bonus a Specter ally card of reserve cost 3 or less returns ephemeral, sacrificed at your next end phase", () => {
    let s = aliceAs({ classes: ['CLERIC'], elements: EVERY });
    let cheap: string[]; let dear: string[];
    [s, cheap] = addCards(s, A, specter(3), 'graveyard');
    [s, dear] = addCards(s, A, specter(4), 'graveyard');
    [s] = activate(s, A, def('incinerated-templar'));
    let offered: string[] = [];
    s = drive(s, (t, legal) => {
      if (t.pending?.kind !== 'triggerTargets') return undefined;
      offered = legal.flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'card' ? [a.target.id] : []));
      return { type: 'chooseTarget', target: { kind: 'card', id: cheap[0]! } };
    });
    expect(offered).toEqual([cheap[0]]);
    expect(offered).not.toContain(dear[0]);
    const o = onFieldOf(s, cheap[0]!)!;
    expect(o.ephemeral).toBe(true);
    // Alice's end phase: it is sacrificed, and being ephemeral it is banished.
    s = passUntil(s, atMain(B));
    expect(onFieldOf(s, cheap[0]!)).toBeUndefined();
    expect(player(s, A).banishment).toContain(cheap[0]);

    // Without the class bonus nothing returns.
    let t = aliceAs({ classes: ['MAGE'], elements: EVERY });
    [t, cheap] = addCards(t, A, specter(3), 'graveyard');
    [t] = activate(t, A, def('incinerated-templar'));
    t = drive(t);
    expect(onFieldOf(t, cheap[0]!)).toBeUndefined();
  });
});

describe('h5-b1 graveyard to field (On Kill)', () => {
  it("'possessed-reaping': On Ally Kill the killed ally returns from its owner's graveyard under your control, rested, and a Spirit", () => {
    let s = passUntil(passUntil(aliceAs({ classes: ['MAGE'], elements: EVERY }), atMain(B)), atMain(A));
    const victim = defineCard({ slug: 'h5b1-victim', name: 'Victim', types: ['ALLY'], subtypes: ['HUMAN'], element: 'NORM', cost: reserve(1), power: 0, life: 1 }, {});
    let v: string;
    [s, v] = place(s, B, victim);
    const card = s.objects[v]!.card!;
    s = attackWithCard(s, A, def('possessed-reaping'), v);
    s = drive(s);
    const o = onFieldOf(s, card)!;
    expect([o.controller, o.owner, o.rested]).toEqual([A, B, true]);
    expect(objDef(s, o).subtypes).toEqual(expect.arrayContaining(['HUMAN', 'SPIRIT']));
  });
});
