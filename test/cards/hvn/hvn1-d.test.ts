// HVN helper hvn1, part D: wither counters (Withering Grasp, Nightshade and their rulings) and Wrathful Slime.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, champion, edit, passUntil, player, withDef } from '../../engine/helpers.js';
import { objectTarget, place, play } from '../amb/scenario.js';
import { attack, mainPhaseOf } from '../doa/support.js';
import { championAs, def, drive, testAlly } from './hvn1-support.js';

const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;

/** Alice's wither decision: pay for `payFor` (one hand card per counter), decline the rest. */
function answerWither(s: GameState, payFor: string[]): GameState {
  if (s.pending?.kind !== 'wither') throw new Error('no wither decision');
  while (s.pending?.kind === 'wither') {
    const current = s.pending.objects[s.pending.index ?? 0] ?? s.pending.objects[0];
    const pay = current !== undefined && payFor.includes(current);
    const legal = legalActions(s, A);
    const a = legal.find((x) => x.type === 'payWither' && (pay ? x.card !== null : x.card === null)) ?? legal.find((x) => x.type === 'payWither');
    s = act(s, A, a!);
  }
  return s;
}

describe('hvn1 wither cards', () => {
  it("'nightshade': as your recollection phase begins, a wither counter on a target non-champion non-token object you control", () => {
    let s = withDef(mainPhaseOf(B), def('fledgling'));
    let u: string, token: string, theirs: string, n: string;
    [s, n] = place(s, A, def('nightshade'));
    [s, u] = place(s, A, testAlly('hvn1-mine'));
    [s, token] = place(s, A, def('fledgling'));
    [s, theirs] = place(s, B, testAlly('hvn1-theirs'));
    s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets');
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target ? [a.target.id] : []));
    expect(offered).toContain(u);
    for (const no of [n, token, theirs, champion(s, A).id]) expect(offered).not.toContain(no);
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(u) });
    s = passUntil(s, (t) => settled(t) || t.pending?.kind === 'wither');
    expect(s.objects[u]!.counters.wither).toBe(1);
  });

  // Both cards carry the same two rulings about the wither counters they put.
  const sources = {
    'withering-grasp': (s: GameState, target: string) => play(championAs(s, A, { name: 'Tester', classes: ['CLERIC'] }), A, def('withering-grasp'), [objectTarget(target)]),
    nightshade: (s: GameState, target: string) => edit(s, (t) => { t.objects[target]!.counters.wither = (t.objects[target]!.counters.wither ?? 0) + 1; }),
  } as const;

  for (const [slug, putWither] of Object.entries(sources)) {
    it(`'${slug}' ruling: the main phase wither check is one collective trigger; unpaid objects are sacrificed, then every wither counter is removed`, () => {
      let s = mainPhaseOf(A);
      let u1: string, u2: string;
      [s, u1] = place(s, A, testAlly('hvn1-w1'));
      [s, u2] = place(s, A, testAlly('hvn1-w2'));
      s = putWither(s, u1);
      s = putWither(s, u2);
      expect([s.objects[u1]!.counters.wither, s.objects[u2]!.counters.wither]).toEqual([1, 1]);
      s = passUntil(s, (t) => t.pending?.kind === 'wither');
      expect(s.turn).toBe(3);
      if (s.pending?.kind !== 'wither') throw new Error('no wither decision');
      expect(s.pending.objects).toEqual([u1, u2]);
      s = answerWither(s, [u1]);
      s = drive(s);
      expect(s.objects[u1]!.counters.wither ?? 0).toBe(0);
      expect(s.objects[u2]).toBeUndefined();
    });

    it(`'${slug}' ruling: coming back to the main phase from combat resumes it, so no new wither check happens`, () => {
      let s = mainPhaseOf(A);
      let u1: string, attacker: string;
      [s, u1] = place(s, A, testAlly('hvn1-w1'));
      s = putWither(s, u1);
      s = passUntil(s, (t) => t.pending?.kind === 'wither');
      s = drive(answerWither(s, [u1]));
      expect(s.phase).toBe('main');
      // A new counter after the check; an attack; back in the main phase.
      s = putWither(s, u1);
      [s, attacker] = place(s, A, testAlly('hvn1-striker'));
      s = attack(s, A, attacker, champion(s, B).id);
      s = passUntil(s, (t) => (t.phase === 'main' && !t.combat && settled(t)) || t.pending?.kind === 'wither' || t.turn > 3);
      expect(s.pending?.kind).not.toBe('wither');
      expect([s.turn, s.phase]).toEqual([3, 'main']);
      expect(s.objects[u1]!.counters.wither).toBe(1);
    });
  }
});

describe('hvn1 Wrathful Slime', () => {
  it("'wrathful-slime': with the class bonus, it enters with a buff counter for every five damage counters on your champion", () => {
    const run = (damage: number, classes = ['TAMER']) => {
      let s = championAs(mainPhaseOf(A), A, { classes, elements: ['EXIA'], level: 4 });
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = damage; });
      s = drive(play(s, A, def('wrathful-slime')));
      return Object.values(s.objects).find((o) => o.def === 'wrathful-slime')!.counters.buff ?? 0;
    };
    expect(run(14)).toBe(2);
    expect(run(15)).toBe(3);
    expect(run(4)).toBe(0);
    expect(run(15, ['WARRIOR'])).toBe(0);
  });

  it("'wrathful-slime': immortality with six or more buff counters; pride 4", () => {
    let s = mainPhaseOf(A);
    let a: string, b: string;
    [s, a] = place(s, A, def('wrathful-slime'), { counters: { buff: 6 } });
    [s, b] = place(s, A, def('wrathful-slime'), { counters: { buff: 5 } });
    expect([hasKeyword(s, s.objects[a]!, 'immortality'), hasKeyword(s, s.objects[b]!, 'immortality')]).toEqual([true, false]);
    expect(def('wrathful-slime').keywordValues?.pride).toBe(4);
  });
});

describe('hvn1 Waterfall Veiler', () => {
  const toAttack = (classes: string[]) => {
    let s = championAs(mainPhaseOf(A), A, { classes, elements: ['WATER'] });
    s = passUntil(s, (t) => t.turn === 3 && t.phase === 'main' && settled(t));
    let v: string;
    [s, v] = place(s, A, def('waterfall-veiler'));
    return [s, v] as const;
  };

  it("'waterfall-veiler': stealth with the class bonus", () => {
    const [s, v] = toAttack(['ASSASSIN']);
    expect(hasKeyword(s, s.objects[v]!, 'stealth')).toBe(true);
    const [t, w] = toAttack(['WARRIOR']);
    expect(hasKeyword(t, t.objects[w]!, 'stealth')).toBe(false);
  });

  it("'waterfall-veiler': On Champion Hit, the hit champion's controller puts their top four cards into their graveyard", () => {
    const run = (atChampion: boolean) => {
      let [s, v] = toAttack(['ASSASSIN']);
      let foe: string;
      [s, foe] = place(s, B, testAlly('hvn1-wall', { life: 9 }));
      const [a0, b0] = [player(s, A).mainDeck.length, player(s, B).mainDeck.length];
      s = attack(s, A, v, atChampion ? champion(s, B).id : foe);
      s = passUntil(s, (t) => !t.combat && settled(t));
      return [a0 - player(s, A).mainDeck.length, b0 - player(s, B).mainDeck.length];
    };
    expect(run(true)).toEqual([0, 4]);
    expect(run(false)).toEqual([0, 0]);
  });
});
