// h5-b3: animal-encounter (chooseObjects notYours).
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../../src/engine/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, champion, edit, player, withDef } from '../../engine/helpers.js';
import { activate, place } from '../amb/scenario.js';
import { ALL, addCards, aliceAs, costNow, drive, namedChampion } from '../amb/amb1-support.js';

const def = scriptedDef('animal-encounter');
const ally = defineCard({ slug: 'test-ally-b3e', name: 'Test Ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 2 }, { abilities: [] });

describe("'animal-encounter'", () => {
  it("one buff counter for your ally, maybe one for theirs; the status only when theirs got one; 1 less with a Tamer champion", () => {
    const run = (theirsToo: boolean) => {
      let s = aliceAs({});
      let mine: string, theirs: string;
      [s, mine] = place(s, A, ally);
      [s, theirs] = place(s, B, ally);
      [s] = activate(s, A, def);
      const offered: string[][] = [];
      s = drive(s, (t: GameState, legal: Action[]) => {
        if (t.pending?.kind !== 'chooseObjects') return undefined;
        const ids = legal.flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
        offered.push(ids);
        const want = offered.length === 1 ? mine : theirsToo ? theirs : null;
        return legal.find((a) => a.type === 'chooseTarget' && (want ? a.target?.kind === 'object' && a.target.id === want : a.target === null));
      });
      return { offered, ids: [mine, theirs], mine: s.objects[mine]!.counters.buff ?? 0, theirs: s.objects[theirs]!.counters.buff ?? 0, favor: (s.statuses?.[A] ?? []).includes('crowds-favor') };
    };
    const both = run(true);
    expect(both.offered[0]).toContain(both.ids[0]);
    expect(both.offered[0]).not.toContain(both.ids[1]);
    expect(both.offered[1]).toEqual([both.ids[1]]); // only allies you don't control
    expect(both).toMatchObject({ mine: 1, theirs: 1, favor: true });
    expect(run(false)).toMatchObject({ mine: 1, theirs: 0, favor: false });
    expect(costNow(aliceAs({ classes: ['TAMER'] }), A, def)).toBe(2);
    expect(costNow(aliceAs({ classes: ['MAGE'] }), A, def)).toBe(3);
  });
});

describe("'shattered-hope'", () => {
  it("glimpse 1, draw; this turn allies entering under anyone's control get an additional sheen counter; 1 less with Merlin", () => {
    const hope = scriptedDef('shattered-hope');
    expect(costNow(namedChampion(aliceAs({}), A, 'Merlin', ['ASSASSIN']), A, hope)).toBe(2);
    expect(costNow(aliceAs({}), A, hope)).toBe(3);
    let s = aliceAs({});
    const deck = s.players.find((p) => p.id === A)!.mainDeck.length;
    [s] = activate(s, A, hope);
    s = drive(s, (t, legal) => legal.find((a) => a.type === 'glimpseChoice'));
    expect(s.players.find((p) => p.id === A)!.mainDeck.length).toBe(deck - 1);
    [s] = activate(s, A, ally);
    s = drive(s);
    const mine = Object.values(s.objects).filter((o) => o.def === ally.slug);
    expect(mine[0]!.counters.sheen).toBe(1);
    const item = defineCard({ slug: 'test-item-b3h', name: 'Test Item', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, { abilities: [] });
    [s] = activate(s, A, item);
    s = drive(s);
    expect(Object.values(s.objects).find((o) => o.def === item.slug)!.counters.sheen ?? 0).toBe(0);
    // An ally entering under the opponent's control gets it too.
    const pup = defineCard({ slug: 'test-pup-b3', name: 'Test Pup', types: ['TOKEN', 'ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, { abilities: [] });
    const gift = defineCard({ slug: 'test-gift-b3', name: 'Test Gift', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: [{ op: 'summonToken', token: pup.slug, count: 1, summoner: 'opponents' }] });
    [s] = activate(withDef(s, pup), A, gift);
    s = drive(s);
    const theirs = Object.values(s.objects).find((o) => o.def === pup.slug)!;
    expect(theirs.controller).toBe(B);
    expect(theirs.counters.sheen).toBe(1);
  });
});

describe("'saprotrophy'", () => {
  const sap = scriptedDef('saprotrophy');
  const pup = defineCard({ slug: 'test-pup-b3s', name: 'Test Pup', types: ['TOKEN', 'ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, { abilities: [] });
  const gift = (summoner: 'opponents' | 'you') => defineCard({ slug: `test-gift-b3s-${summoner}`, name: 'Test Gift', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: [{ op: 'summonToken', token: pup.slug, count: 1, summoner }] });
  const tera = defineCard({ slug: 'test-tera-b3s', name: 'Test Tera', types: ['ACTION'], element: 'TERA', cost: reserve(1) }, { onResolve: [] });
  it('on enter recover 2 + the tera cards in your banishment; with Diao Chan, objects your opponents control enter with an additional wither counter', () => {
    const run = (diao: boolean) => {
      let s = withDef(aliceAs({ elements: [...ALL] }), pup);
      if (diao) s = namedChampion(s, A, 'Diao Chan', ['CLERIC']);
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 9; });
      [s] = addCards(s, A, tera, 'banishment', 2);
      [s] = activate(s, A, sap);
      s = drive(s);
      const recovered = 9 - champion(s, A).damage;
      for (const who of ['opponents', 'you'] as const) {
        [s] = activate(s, A, gift(who));
        s = drive(s);
      }
      const pups = Object.values(s.objects).filter((o) => o.def === pup.slug);
      return { recovered, theirs: pups.find((o) => o.controller === B)!.counters.wither ?? 0, mine: pups.find((o) => o.controller === A)!.counters.wither ?? 0 };
    };
    expect(run(true)).toEqual({ recovered: 4, theirs: 1, mine: 0 });
    expect(run(false)).toEqual({ recovered: 4, theirs: 0, mine: 0 });
  });
});
