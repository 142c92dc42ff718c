// h5-b1: cards whose "whenever your champion levels up" works from the graveyard.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { actingPlayers, legalActions } from '../../../src/engine/index.js';
import { A, act, addCard, champion, edit, passUntil, player, withDef } from '../../engine/helpers.js';
import { activate, place, settle, testChampion } from '../amb/scenario.js';
import { aliceAs } from '../amb/amb1-support.js';
import { toMaterialize } from '../doa/support.js';

const def = scriptedDef;

/** Alice levels up into a level 1 champion of `cls`, with `slug` in her graveyard (or on the field) and 5 damage. */
function levelUpWith(slug: string, cls: string, where: 'graveyard' | 'field', accept = true): { s: GameState; card: string | undefined } {
  let card: string | undefined;
  let [s, champ] = toMaterialize(testChampion({ classes: [cls], elements: ['NORM', 'LUXEM', 'WATER', 'FIRE', 'WIND'], level: 1 }), 1, (t) => {
    t = edit(withDef(t, def(slug)), (u) => { u.objects[player(u, A).champion!]!.damage = 5; });
    if (where === 'graveyard') [t, card] = addCard(t, A, slug, 'graveyard');
    else [t] = place(t, A, def(slug));
    return t;
  });
  s = settle(act(s, A, { type: 'materialize', card: champ }), { accept });
  return { s, card };
}

describe('h5-b1 graveyard triggers', () => {
  it("'devoted-martyr': intercept; with the class bonus, as your champion levels up you may banish it from your graveyard to recover 2", () => {
    expect(def('devoted-martyr').keywords).toContain('intercept');
    let { s, card } = levelUpWith('devoted-martyr', 'CLERIC', 'graveyard');
    expect(player(s, A).banishment).toContain(card);
    expect(champion(s, A).damage).toBe(3);
    ({ s, card } = levelUpWith('devoted-martyr', 'CLERIC', 'graveyard', false));
    expect(player(s, A).graveyard).toContain(card);
    expect(champion(s, A).damage).toBe(5);
    ({ s } = levelUpWith('devoted-martyr', 'MAGE', 'graveyard'));
    expect(champion(s, A).damage).toBe(5);
    ({ s } = levelUpWith('devoted-martyr', 'CLERIC', 'field')); // on the field it does nothing
    expect(champion(s, A).damage).toBe(5);
  });

  it("'liminal-guide': as your champion levels up it returns from your graveyard to the field, ephemeral, and you draw", () => {
    const { s, card } = levelUpWith('liminal-guide', 'WARRIOR', 'graveyard');
    const o = Object.values(s.objects).find((x) => x.card === card)!;
    expect(o.ephemeral).toBe(true);
    expect(player(s, A).graveyard).not.toContain(card);
    const onField = levelUpWith('liminal-guide', 'WARRIOR', 'field').s;
    expect(Object.values(onField.objects).filter((x) => x.def === 'liminal-guide').length).toBe(1);
    expect(player(s, A).hand.length).toBe(player(onField, A).hand.length + 1); // the draw
  });

  it("'liminal-guide': it must still be in the graveyard as the ability resolves (ruling)", () => {
    let [s, champ] = toMaterialize(testChampion({ classes: ['WARRIOR'], level: 1 }), 1, (t) => withDef(t, def('liminal-guide')));
    let card: string;
    [s, card] = addCard(s, A, 'liminal-guide', 'graveyard');
    s = act(s, A, { type: 'materialize', card: champ });
    // Before the trigger resolves the card leaves the graveyard.
    s = passUntil(s, (t) => t.stack.some((x) => x.kind === 'trigger' && x.def === 'liminal-guide'));
    s = edit(s, (t) => { player(t, A).graveyard = player(t, A).graveyard.filter((c) => c !== card); player(t, A).banishment = [...player(t, A).banishment, card]; });
    const hand = player(s, A).hand.length;
    s = settle(s);
    expect(Object.values(s.objects).some((x) => x.card === card)).toBe(false);
    expect(player(s, A).hand.length).toBe(hand);
  });

  it("'recurring-invocation': Empower 2; from the graveyard (class bonus), as your champion levels up, you may pay (1) and banish it to Empower 2", () => {
    const run = (cls: string, accept: boolean) => {
      let [s, champ] = toMaterialize(testChampion({ classes: [cls], elements: ['NORM', 'ARCANE', 'WIND', 'FIRE', 'WATER'], level: 1 }), 1, (t) => withDef(t, def('recurring-invocation')));
      let card: string;
      [s, card] = addCard(s, A, 'recurring-invocation', 'graveyard');
      s = act(s, A, { type: 'materialize', card: champ });
      for (let i = 0; i < 60 && (s.stack.length > 0 || s.pending || s.pendingTriggers.length > 0); i++) {
        const who = actingPlayers(s)[0]!;
        const legal = legalActions(s, who);
        s = act(s, who, legal.find((a) => a.type === 'mayAnswer' && a.accept === accept) ?? legal.find((a) => a.type === 'chooseReserve') ?? legal.find((a) => a.type === 'orderTrigger') ?? legal.find((a) => a.type === 'pass')!);
      }
      return { banished: player(s, A).banishment.includes(card), empower: (s.empower ?? []).filter((e) => e.player === A).reduce((n, e) => n + e.amount, 0) };
    };
    let cast = aliceAs({ classes: ['MAGE'], elements: ['NORM', 'ARCANE', 'WIND', 'FIRE', 'WATER'] });
    [cast] = activate(cast, A, def('recurring-invocation'));
    cast = settle(cast);
    expect((cast.empower ?? []).filter((e) => e.player === A).reduce((n, e) => n + e.amount, 0)).toBe(2);
    expect(run('MAGE', true)).toEqual({ banished: true, empower: 2 });
    expect(run('MAGE', false)).toEqual({ banished: false, empower: 0 });
    expect(run('WARRIOR', true)).toEqual({ banished: false, empower: 0 });
  });
});
