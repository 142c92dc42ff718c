// h5-b1: cards that do something whenever you reveal them (or a luxem card) from your memory.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, atMain, champion, edit, passUntil, player, withDef } from '../../engine/helpers.js';
import { activate, place } from '../amb/scenario.js';
import { acceptAll, addCards, aliceAs, drive } from '../amb/amb1-support.js';
import { legalActions } from '../../../src/engine/index.js';

const def = scriptedDef;
const EVERY: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ARCANE', 'ASTRA', 'CRUX', 'EXIA', 'LUXEM', 'NEOS', 'TERA', 'UMBRA'];
const reveal = defineCard({ slug: 'h5b1-reveal', name: 'Reveal', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'revealMemory' }] });
const beast = defineCard({ slug: 'h5b1-beast', name: 'Beast', types: ['ALLY'], subtypes: ['BEAST'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {});
const luxemCard = defineCard({ slug: 'h5b1-luxem', name: 'Luxem Card', types: ['ACTION'], element: 'LUXEM', cost: reserve(0) }, {});

/** Alice (of `cls`, all elements unless `elements`) with these cards in memory reveals her memory. */
function revealWith(cls: string, slugs: string[], setup: (s: GameState) => GameState = (s) => s, elements: Element[] = EVERY, accept = true): GameState {
  let s = setup(aliceAs({ classes: [cls], elements }));
  s = edit(s, (t) => { player(t, A).memory = []; });
  for (const slug of slugs) [s] = addCards(s, A, def(slug), 'memory');
  [s] = activate(s, A, reveal);
  return drive(s, accept ? acceptAll : undefined);
}

describe('h5-b1 memory reveals', () => {
  it("'elucidate-plans': two preparation counters; revealed from memory (class and element bonus) one more", () => {
    let s = aliceAs({ classes: ['ASSASSIN'], elements: EVERY });
    [s] = activate(s, A, def('elucidate-plans'));
    s = drive(s);
    expect(champion(s, A).counters.preparation).toBe(2);
    expect(champion(revealWith('ASSASSIN', ['elucidate-plans']), A).counters.preparation).toBe(1);
    expect(champion(revealWith('MAGE', ['elucidate-plans']), A).counters.preparation ?? 0).toBe(0);
    expect(champion(revealWith('ASSASSIN', ['elucidate-plans'], undefined, ['NORM']), A).counters.preparation ?? 0).toBe(0);
  });

  it("'light-the-hunt': two buff counters on your Animal or Beast ally; revealed from memory, one on an Animal or Beast ally you control", () => {
    let s = aliceAs({ classes: ['TAMER'], elements: EVERY });
    let b: string;
    [s, b] = place(s, A, beast);
    [s] = activate(s, A, def('light-the-hunt'), [{ kind: 'object', id: b }]);
    s = drive(s);
    expect(s.objects[b]!.counters.buff).toBe(2);
    let id = '';
    const t = revealWith('TAMER', ['light-the-hunt'], (u) => { [u, id] = place(u, A, beast); return u; });
    expect(t.objects[id]!.counters.buff).toBe(1);
  });

  it("'corhazi-infiltrator': stealth; revealed from memory you may put a Corhazi Infiltrator from memory onto the field", () => {
    expect(def('corhazi-infiltrator').keywords).toContain('stealth');
    const s = revealWith('ASSASSIN', ['corhazi-infiltrator']);
    expect(Object.values(s.objects).filter((o) => o.def === 'corhazi-infiltrator').length).toBe(1);
    expect(player(s, A).memory.length).toBe(0);
    const declined = revealWith('ASSASSIN', ['corhazi-infiltrator'], undefined, EVERY, false);
    expect(Object.values(declined.objects).filter((o) => o.def === 'corhazi-infiltrator').length).toBe(0);
  });

  it("'peacock-of-prosperity': revealed from memory you may put a Peacock from memory onto the field, and then draw into memory", () => {
    const s = revealWith('TAMER', ['peacock-of-prosperity', 'peacock-of-prosperity']);
    // Two revealed: each trigger puts one onto the field and draws one into memory.
    expect(Object.values(s.objects).filter((o) => o.def === 'peacock-of-prosperity').length).toBe(2);
    expect(player(s, A).memory.length).toBe(2);
    expect(player(s, A).memory.every((c) => s.cards[c]!.def !== 'peacock-of-prosperity')).toBe(true);
  });

  it("'striking-illuminance': prepared, On Attack reveals your memory; each luxem card revealed gives it +1 power", () => {
    const run = (prepare: boolean) => {
      let s = passUntil(passUntil(aliceAs({ classes: ['ASSASSIN'], elements: EVERY }), atMain(B)), atMain(A));
      s = edit(s, (t) => { player(t, A).memory = []; t.objects[champion(t, A).id]!.counters.preparation = prepare ? 2 : 0; });
      [s] = addCards(s, A, luxemCard, 'memory', 2);
      let wall: string;
      [s, wall] = place(s, B, defineCard({ slug: 'h5b1-wall', name: 'Wall', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 30 }, {}));
      let card: string;
      [s, card] = addCard(withDef(s, def('striking-illuminance')), A, 'striking-illuminance');
      s = act(s, A, { type: 'activate', card });
      for (let i = 0; i < 10 && s.pending?.kind === 'activation'; i++) {
        const legal = legalActions(s, A);
        s = act(s, A, legal.find((a) => a.type === 'declarePrepare' && a.prepare === prepare) ?? legal.find((a) => a.type === 'chooseReserve')!);
      }
      s = passUntil(s, (t) => legalActions(t, A).some((a) => a.type === 'chooseAttackTarget' || a.type === 'chooseWeapon'));
      if (legalActions(s, A).some((a) => a.type === 'chooseWeapon')) s = act(s, A, { type: 'chooseWeapon', weapon: null });
      s = act(s, A, { type: 'chooseAttackTarget', target: wall });
      s = drive(s);
      return s.objects[wall]!.damage;
    };
    expect(run(true) - run(false)).toBe(2);
  });
});
