// h5-b1: Crossroads Specter.
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, B, atMain, champion, edit, passUntil, player } from '../../engine/helpers.js';
import { activate, place } from '../amb/scenario.js';
import { addCards, aliceAs, drive } from '../amb/amb1-support.js';
import { attack } from '../doa/support.js';

const def = scriptedDef;
const EVERY: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ARCANE', 'ASTRA', 'CRUX', 'EXIA', 'LUXEM', 'NEOS', 'TERA', 'UMBRA'];
const regalia = defineCard({ slug: 'h5b1-regalia', name: 'Regalia', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {});
const nothing = defineCard({ slug: 'h5b1-nothing', name: 'Nothing', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [] });

describe('h5-b1 crossroads specter', () => {
  it("'crossroads-specter': On Champion Hit that opponent banishes a card of their choice from their material deck", () => {
    let s = passUntil(passUntil(aliceAs({ classes: ['CLERIC'], elements: EVERY }), atMain(B)), atMain(A));
    s = edit(s, (t) => { player(t, B).materialDeck = []; });
    let ids: string[];
    [s, ids] = addCards(s, B, regalia, 'materialDeck', 2);
    let sp: string;
    [s, sp] = place(s, A, def('crossroads-specter'), { enteredTurn: 0 });
    s = attack(s, A, sp, champion(s, B).id);
    let chooser = '';
    s = drive(s, (t) => {
      if (t.pending?.kind !== 'banishOwnMaterialCards') return undefined;
      chooser = t.pending.player;
      return legalActions(t, B).find((a) => a.type === 'chooseCard' && a.card === ids[1]);
    });
    expect(chooser).toBe(B);
    expect(player(s, B).banishment).toEqual([ids[1]]);
  });

  it("'crossroads-specter': On Death, with seven or more regalia cards among all banishments, it returns with a buff counter, ephemeral", () => {
    const run = (regaliaBanished: number) => {
      let s = aliceAs({ classes: ['CLERIC'], elements: EVERY });
      [s] = addCards(s, A, regalia, 'banishment', Math.min(regaliaBanished, 4));
      if (regaliaBanished > 4) [s] = addCards(s, B, regalia, 'banishment', regaliaBanished - 4);
      let sp: string;
      [s, sp] = place(s, A, def('crossroads-specter'));
      const card = s.objects[sp]!.card!;
      s = edit(s, (t) => { t.objects[sp]!.damage = 99; });
      [s] = activate(s, A, nothing);
      s = drive(s);
      return Object.values(s.objects).find((o) => o.card === card);
    };
    const back = run(7)!;
    expect([back.counters.buff, back.ephemeral]).toEqual([1, true]);
    expect(run(6)).toBeUndefined();
  });
});
