// HVN helper hvn1, part B: death, enter, phase and watcher triggers of HVN cards.
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../../src/cards/define.js';
import type { CardDef, Element } from '../../../src/cards/vocabulary.js';
import { actingPlayers, legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, champion, edit, passUntil, player, withDef } from '../../engine/helpers.js';
import { objectTarget, place, play } from '../amb/scenario.js';
import { activateFromHand, factsOnly, mainPhaseOf, materialize, toMaterialize } from '../doa/support.js';
import { bolt, championAs, deck, def, drive, inZone, paid, plainCard, power, testAlly } from './hvn1-support.js';

const card = (id: string): { kind: 'card'; id: string } => ({ kind: 'card', id });
const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;
const melody = defineCard({ slug: 'hvn1-melody', name: 'Hvn1 Melody', types: ['ACTION'], subtypes: ['MELODY'], element: 'NORM', cost: reserve(0), speed: true }, {});

/** Alice's hand is exactly these cards (reserve payments take them in order; Imbue reads them). */
function withHand(s: GameState, defs: CardDef[]): GameState {
  s = edit(s, (t) => { player(t, A).hand = []; });
  for (const d of defs) [s] = addCard(withDef(s, d), A, d.slug);
  return s;
}
const cards = (element: Element, n: number) => Array.from({ length: n }, (_, i) => plainCard(`hvn1-pay-${element.toLowerCase()}-${i}`, element));

/** Kill `id` with Alice's free bolt, answering trigger targets with `targets`. */
const kill = (s: GameState, id: string, targets: { kind: 'card' | 'object'; id: string }[] = []) => play(s, A, bolt, [objectTarget(id)], { triggerTargets: targets });

describe('hvn1 deaths', () => {
  it("'maiden-of-reverent-gale': intercept; with Diao Chan, On Death a target wind Spell action card of your graveyard goes to your memory", () => {
    const run = (name: string) => {
      let s = championAs(mainPhaseOf(A), A, { name, classes: ['CLERIC'], elements: ['WIND'] });
      let m: string, spell: string[];
      [s, m] = place(s, A, def('maiden-of-reverent-gale'));
      expect(hasKeyword(s, s.objects[m]!, 'intercept')).toBe(true);
      [s, spell] = inZone(s, A, 'graveyard', def('rearing-rebound'));
      [s] = inZone(s, A, 'graveyard', plainCard('hvn1-wind-nonspell', 'WIND'));
      s = kill(s, m, [card(spell[0]!)]);
      return player(s, A).memory.includes(spell[0]!);
    };
    expect(run('Diao Chan')).toBe(true);
    expect(run('Tester')).toBe(false);
  });

  it("'maiden-of-reverent-gale': only a wind element Spell action card can be its target", () => {
    let s = championAs(mainPhaseOf(A), A, { name: 'Diao Chan', classes: ['CLERIC'], elements: ['WIND'] });
    let m: string, other: string[], fire: string[];
    [s, m] = place(s, A, def('maiden-of-reverent-gale'));
    [s, other] = inZone(s, A, 'graveyard', plainCard('hvn1-wind-nonspell', 'WIND'));
    [s, fire] = inZone(s, A, 'graveyard', def('restorative-flame'));
    const [t] = activateFromHand(s, A, bolt, [objectTarget(m)]);
    const u = passUntil(t, (x) => x.pending?.kind === 'triggerTargets' || settled(x));
    const offered = u.pending?.kind === 'triggerTargets' ? legalActions(u, A).filter((a) => a.type === 'chooseTarget').map((a) => a.type === 'chooseTarget' ? a.target?.id : '') : [];
    expect(offered).not.toContain(other[0]);
    expect(offered).not.toContain(fire[0]);
  });

  it("'mistsworn-magister': intercept with the class bonus; Deluge 3 On Death puts two enlighten counters on your champion", () => {
    const run = (waterInGraveyard: number, classes = ['MAGE']) => {
      let s = championAs(mainPhaseOf(A), A, { classes, elements: ['WATER'] });
      let m: string;
      [s, m] = place(s, A, def('mistsworn-magister'));
      const intercept = hasKeyword(s, s.objects[m]!, 'intercept');
      [s] = inZone(s, A, 'graveyard', plainCard('hvn1-water', 'WATER'), waterInGraveyard);
      s = kill(s, m);
      return [intercept, champion(s, A).counters.enlighten ?? 0];
    };
    // The magister itself is in the graveyard as the ability resolves.
    expect(run(2)).toEqual([true, 2]);
    expect(run(1)).toEqual([true, 0]);
    expect(run(2, ['WARRIOR'])).toEqual([false, 2]);
  });

  it("'moontide-illusionist': intercept; On Death, if it was imbued, the top two cards of your deck go to your graveyard", () => {
    const run = (imbued: boolean) => {
      let s = mainPhaseOf(A);
      let m: string;
      [s, m] = place(s, A, def('moontide-illusionist'), imbued ? { imbued: true } : {});
      expect(hasKeyword(s, s.objects[m]!, 'intercept')).toBe(true);
      const d0 = deck(s, A);
      s = kill(s, m);
      return d0 - deck(s, A);
    };
    expect(run(true)).toBe(2);
    expect(run(false)).toBe(0);
  });

  it("'moontide-illusionist': activated with two water cards reserved, it is imbued", () => {
    let s = championAs(mainPhaseOf(A), A, { classes: ['CLERIC'], elements: ['WATER'] });
    s = withHand(s, cards('WATER', 2));
    s = play(s, A, def('moontide-illusionist'));
    expect(Object.values(s.objects).find((o) => o.def === 'moontide-illusionist')!.imbued).toBe(true);
  });
});

describe('hvn1 enters', () => {
  it("'splashing-spearguard': imbued by three water cards, On Enter a target player mills two", () => {
    const run = (element: Element) => {
      let s = championAs(mainPhaseOf(A), A, { classes: ['WARRIOR'], elements: ['WATER'] });
      s = withHand(s, cards(element, 3));
      const d0 = deck(s, B);
      s = play(s, A, def('splashing-spearguard'), [], { triggerTargets: [{ kind: 'player', id: B }] });
      return d0 - deck(s, B);
    };
    expect(run('WATER')).toBe(2);
    expect(run('FIRE')).toBe(0);
  });

  it("'waterlogged-ranger': Deluge 3, it enters distant", () => {
    const run = (water: number) => {
      let s = championAs(mainPhaseOf(A), A, { classes: ['RANGER'], elements: ['WATER'] });
      [s] = inZone(s, A, 'graveyard', plainCard('hvn1-water', 'WATER'), water);
      s = play(s, A, def('waterlogged-ranger'));
      return !!Object.values(s.objects).find((o) => o.def === 'waterlogged-ranger')!.distant;
    };
    expect(run(3)).toBe(true);
    expect(run(2)).toBe(false);
    expect(def('waterlogged-ranger').keywordValues?.ranged).toBe(2);
  });

  it("'ravenous-pyre': with the class bonus, On Enter draws then discards", () => {
    const run = (classes: string[]) => {
      let s = championAs(mainPhaseOf(A), A, { classes, elements: ['FIRE'] });
      const d0 = deck(s, A);
      const g0 = player(s, A).graveyard.length;
      s = drive(activateFromHand(s, A, def('ravenous-pyre'))[0]);
      return [d0 - deck(s, A), player(s, A).graveyard.length - g0];
    };
    expect(run(['CLERIC'])).toEqual([1, 1]);
    expect(run(['MAGE'])).toEqual([0, 0]);
  });

  it("'ravenous-pyre': whenever a champion you don't control levels up, 2 damage to it", () => {
    const run = (pyreOwner: 'alice' | 'bob') => {
      const [s0, c] = toMaterialize(factsOnly('lorraine-wandering-warrior'), 1, (t) => place(t, pyreOwner, def('ravenous-pyre'))[0]);
      const before = champion(s0, A).damage;
      const s = materialize(s0, c);
      expect(champion(s, A).def).toBe('lorraine-wandering-warrior');
      return champion(s, A).damage - before;
    };
    expect(run(B)).toBe(2);
    expect(run(A)).toBe(0);
  });

  it("'zhang-liao-bloodmonger': taunt; On Enter you may recover 3", () => {
    const run = (accept: boolean) => {
      let s = championAs(mainPhaseOf(A), A, { classes: ['CLERIC'], elements: ['EXIA'] });
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 5; });
      s = play(s, A, def('zhang-liao-bloodmonger'), [], { accept });
      expect(hasKeyword(s, Object.values(s.objects).find((o) => o.def === 'zhang-liao-bloodmonger')!, 'taunt')).toBe(true);
      return champion(s, A).damage;
    };
    expect(run(true)).toBe(2);
    expect(run(false)).toBe(5);
  });

  it("'zhou-yu-enlightened-sage': with the class bonus, On Enter materializes a Book or Scripture card from your material deck", () => {
    const book = defineCard({ slug: 'hvn1-book', name: 'Hvn1 Book', types: ['ITEM'], subtypes: ['BOOK'], element: 'NORM', cost: memory(0) }, {});
    const run = (classes: string[]) => {
      let s = championAs(mainPhaseOf(A), A, { classes, elements: ['NORM'] });
      [s] = inZone(s, A, 'materialDeck', book);
      s = drive(activateFromHand(s, A, def('zhou-yu-enlightened-sage'))[0], (t, legal) => legal.find((a) => a.type === 'chooseTarget' && a.target !== null) ?? legal.find((a) => a.type === 'chooseCard' && a.card !== null));
      return Object.values(s.objects).some((o) => o.def === 'hvn1-book');
    };
    expect(run(['MAGE'])).toBe(true);
    expect(run(['WARRIOR'])).toBe(false);
  });
});

/** Pass to the first moment of Alice's next turn at this phase where everything is settled or a decision waits. */
const toAlicePhase = (s: GameState, phase: string, stop: (t: GameState) => boolean = settled) =>
  passUntil(s, (t) => t.turn > s.turn && t.phase === phase && stop(t));

describe('hvn1 phase triggers', () => {
  it("'zhang-liao-bloodmonger': with the class bonus, at your recollection phase with an undamaged champion, 20 unpreventable damage and draw three", () => {
    const run = (damage: number, classes = ['CLERIC']) => {
      let s = championAs(mainPhaseOf(B), A, { classes, elements: ['EXIA'] });
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = damage; });
      [s] = place(s, A, def('zhang-liao-bloodmonger'));
      const d0 = deck(s, A);
      s = toAlicePhase(s, 'main');
      return [champion(s, A).damage, d0 - deck(s, A)];
    };
    // Alice also draws her one card of the draw phase.
    expect(run(0)).toEqual([20, 4]);
    expect(run(1)).toEqual([1, 1]);
    expect(run(0, ['MAGE'])).toEqual([0, 1]);
  });

  it("'zhou-yu-enlightened-sage': at your recollection phase, with a Book or Scripture object, an enlighten counter on your champion", () => {
    const run = (withBook: boolean) => {
      let s = championAs(mainPhaseOf(B), A, { classes: ['MAGE'] });
      [s] = place(s, A, def('zhou-yu-enlightened-sage'));
      if (withBook) [s] = place(s, A, testAlly('hvn1-scripture', { types: ['ITEM'], subtypes: ['SCRIPTURE'] }));
      s = toAlicePhase(s, 'main');
      return champion(s, A).counters.enlighten ?? 0;
    };
    expect(run(true)).toBe(1);
    expect(run(false)).toBe(0);
  });

  it("'washuru': as your recollection phase begins, one of your graveyard cards is banished", () => {
    let s = mainPhaseOf(B);
    let g: string[];
    [s] = place(s, A, def('washuru'));
    [s, g] = inZone(s, A, 'graveyard', plainCard('hvn1-grave', 'NORM'));
    s = drive(passUntil(s, (t) => t.turn > s.turn && (t.phase === 'main' || t.pending !== null)));
    expect(player(s, A).banishment).toContain(g[0]);
  });

  it("'whirlwind-reaper': as your end phase begins, taking a preparation counter off your champion (optional) wakes it", () => {
    const run = (counters: number, accept: boolean) => {
      let s = mainPhaseOf(A);
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.preparation = counters; });
      let r: string;
      [s, r] = place(s, A, def('whirlwind-reaper'), { rested: true });
      s = passUntil(s, (t) => t.pending?.kind === 'may' || (t.phase === 'end' && settled(t) && actingPlayers(t)[0] !== undefined) || t.turn > 1);
      if (s.pending?.kind === 'may') s = act(s, A, { type: 'mayAnswer', accept });
      s = passUntil(s, (t) => settled(t) || t.turn > 1);
      return [champion(s, A).counters.preparation ?? 0, s.objects[r]!.rested];
    };
    expect(run(1, true)).toEqual([0, false]);
    expect(run(1, false)).toEqual([1, true]);
    expect(run(0, true)).toEqual([0, true]);
  });
});

describe('hvn1 watchers', () => {
  it("'pluming-crescendo': Animals you control get +1 power this turn; Harmonize summons two Fledglings", () => {
    const run = (melodyFirst: boolean) => {
      let s = withDef(championAs(mainPhaseOf(A), A, { classes: ['TAMER'], elements: ['WIND'] }), def('fledgling'));
      let an: string, human: string;
      [s, an] = place(s, A, testAlly('hvn1-animal', { subtypes: ['ANIMAL'] }));
      [s, human] = place(s, A, testAlly('hvn1-human'));
      if (melodyFirst) s = play(s, A, melody);
      s = play(s, A, def('pluming-crescendo'));
      return [power(s, an), power(s, human), Object.values(s.objects).filter((o) => o.def === 'fledgling').length];
    };
    expect(run(true)).toEqual([2, 1, 2]);
    expect(run(false)).toEqual([2, 1, 0]);
  });

  it("'sly-songstress': stealth with the class bonus; whenever you activate a Melody, you may discard a card to draw one", () => {
    const run = (accept: boolean, classes = ['TAMER']) => {
      let s = championAs(mainPhaseOf(A), A, { classes, elements: ['FIRE'] });
      let id: string;
      [s, id] = place(s, A, def('sly-songstress'));
      const stealth = hasKeyword(s, s.objects[id]!, 'stealth');
      const d0 = deck(s, A);
      const g0 = player(s, A).graveyard.length;
      [s] = activateFromHand(s, A, melody);
      s = drive(s, (t, legal) => {
        if (t.pending?.kind === 'discardToDo') return legal.find((a) => a.type === 'chooseTarget' && (accept ? a.target !== null : a.target === null));
        return undefined;
      });
      // The melody itself goes to the graveyard too.
      return [stealth, d0 - deck(s, A), player(s, A).graveyard.length - g0 - 1];
    };
    expect(run(true)).toEqual([true, 1, 1]);
    expect(run(false)).toEqual([true, 0, 0]);
    expect(run(true, ['MAGE'])).toEqual([false, 1, 1]);
  });

  it("'modulating-cadence': 1 less per Animal ally with the class bonus; a Harmony or Melody card of the top eight goes to hand", () => {
    let s = championAs(mainPhaseOf(A), A, { classes: ['TAMER'], elements: ['WIND'] });
    [s] = place(s, A, testAlly('hvn1-animal-1', { subtypes: ['ANIMAL'] }));
    [s] = place(s, A, testAlly('hvn1-animal-2', { subtypes: ['ANIMAL'] }));
    [s] = place(s, A, testAlly('hvn1-human'));
    expect(paid(s, A, def('modulating-cadence'))).toBe(2);
    expect(paid(championAs(s, A, { classes: ['MAGE'], elements: ['WIND'] }), A, def('modulating-cadence'))).toBe(4);
    let h: string[];
    [s, h] = inZone(s, A, 'mainDeck', def('pluming-crescendo'));
    [s] = inZone(s, A, 'mainDeck', plainCard('hvn1-top', 'NORM'));
    let offered: string[] = [];
    s = drive(activateFromHand(s, A, def('modulating-cadence'))[0], (t, legal) => {
      const d = t.pending;
      if (d?.kind === 'lookAndTake' && d.stage === 'take') {
        offered = d.takeable;
        return legal.find((a) => a.type === 'chooseTarget' && a.target?.id === h[0]);
      }
      return undefined;
    });
    expect(offered).toEqual([h[0]]);
    expect(player(s, A).hand).toContain(h[0]);
  });

  it("'wulin-lancer': whenever your Shifting Currents turn from North to West, +2 power this turn", () => {
    const turnTo = defineCard({ slug: 'hvn1-turn-west', name: 'Hvn1 Turn West', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: [{ op: 'setDirection', direction: 'west' }] });
    const run = (from: 'north' | 'south') => {
      let s = withDef(mainPhaseOf(A), def('shifting-currents'));
      s = edit(s, (t) => { t.masteries = { ...(t.masteries ?? {}), [A]: { def: 'shifting-currents', counters: {}, direction: from } }; });
      let w: string;
      [s, w] = place(s, A, def('wulin-lancer'));
      s = play(s, A, turnTo);
      return power(s, w);
    };
    expect(run('north')).toBe(4);
    expect(run('south')).toBe(2);
  });
});
