// PTM cards on becoming distant, a shield that leaves 1 damage, and allies gaining stealth.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, atMain, champion, edit, newGame, passUntil, player } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, play, settle } from '../amb/scenario.js';
import { bolt } from '../doa/round2-helpers.js';
import { ALL, ally, asNamed, masteryCounters, withMastery } from './ptm-support.js';

const classed = (cls: string): GameState => asChampion(newGame({ first: A }), A, { classes: [cls], elements: ALL });
/** A test fast action: target unit becomes distant. */
const leap: CardDef = { ...bolt, slug: 'test-leap', onResolve: [{ op: 'becomeDistant', subject: { ref: 'target', index: 0 } }] };
const hand = (s: GameState) => [player(s, A).hand.length, player(s, B).hand.length];

describe('alizarin-longbowman', () => {
  const def = scriptedDef('alizarin-longbowman');
  it("'alizarin-longbowman': with the Ranger bonus, ranged 3, and when it becomes distant each player may draw a card", () => {
    let s = classed('RANGER');
    let bow: string;
    [s, bow] = place(s, A, def);
    const before = hand(s);
    s = play(s, A, leap, [objectTarget(bow)], { accept: true });
    expect(hand(s)).toEqual([before[0]! + 1, before[1]! + 1]);
    // Already distant: it does not become distant again.
    const again = play(s, A, leap, [objectTarget(bow)], { accept: true });
    expect(hand(again)).toEqual(hand(s));
    // Declined: nobody draws.
    let d = classed('RANGER');
    [d, bow] = place(d, A, def);
    const b2 = hand(d);
    d = play(d, A, leap, [objectTarget(bow)], { accept: false });
    expect(hand(d)).toEqual(b2);
    // Without the bonus: no trigger.
    let w = classed('WARRIOR');
    [w, bow] = place(w, A, def);
    const b3 = hand(w);
    w = play(w, A, leap, [objectTarget(bow)], { accept: true });
    expect(hand(w)).toEqual(b3);
    expect(def.abilities[0]).toMatchObject({ kind: 'static', effect: { kind: 'ranged', amount: 3 } });
  });
});

describe('whisperwind-compass', () => {
  const def = scriptedDef('whisperwind-compass');
  const scout = { ...ally('test-ranger-scout', ['HUMAN']), classes: ['RANGER'] };
  it("'whisperwind-compass': On Enter a card into memory; with the Ranger bonus, a Ranger ally of yours becoming distant gets a buff counter if it has none", () => {
    let s = classed('RANGER');
    const memory = player(s, A).memory.length;
    s = play(s, A, def);
    expect(player(s, A).memory.length).toBe(memory + 3 + 1); // 3 reserve, 1 drawn
    let r: string, plain: string, buffed: string;
    [s, r] = place(s, A, scout);
    [s, plain] = place(s, A, ally('test-plain', ['HUMAN']));
    [s, buffed] = place(s, A, scout, { counters: { buff: 1 } });
    for (const id of [r, plain, buffed]) s = play(s, A, leap, [objectTarget(id)]);
    expect([s.objects[r]!.counters.buff, s.objects[plain]!.counters.buff, s.objects[buffed]!.counters.buff]).toEqual([1, undefined, 1]);
  });
});

describe('ranger-healer-ally', () => {
  const def = scriptedDef('ranger-healer-ally');
  it("'ranger-healer-ally': rest: recover 3, only while it is distant", () => {
    let s = edit(classed('CLERIC'), (t) => { t.objects[player(t, A).champion!]!.damage = 5; });
    let nurse: string;
    [s, nurse] = place(s, A, def);
    const usable = (t: GameState) => legalActions(t, A).some((a) => a.type === 'activateAbility' && a.object === nurse);
    expect(usable(s)).toBe(false);
    s = play(s, A, leap, [objectTarget(nurse)]);
    expect(usable(s)).toBe(true);
    s = settle(act(s, A, { type: 'activateAbility', object: nurse, index: 0 }));
    expect(champion(s, A).damage).toBe(2);
  });
});

describe('embrace-noir', () => {
  const def = scriptedDef('embrace-noir');
  it("'embrace-noir': every ally gains stealth this turn; for Ciel with an umbra omen, a card into memory", () => {
    const ciel = (omenElement: 'UMBRA' | 'FIRE' | null) => {
      let s = asNamed(newGame({ first: A }), A, 'ciel-loyal-valet', ...ALL);
      if (omenElement) {
        let card: string;
        [s, card] = addCard(s, A, 'blitz-mage', 'banishment');
        s = edit(s, (t) => {
          if (omenElement === 'UMBRA') t.defs['blitz-mage'] = { ...t.defs['blitz-mage']!, elements: ['UMBRA'] };
          t.cardCounters = { ...(t.cardCounters ?? {}), [card]: { omen: 1 } };
        });
      }
      return s;
    };
    let s = ciel('UMBRA');
    let mine: string, theirs: string;
    [s, mine] = place(s, A, ally('test-mine', ['HUMAN']));
    [s, theirs] = place(s, B, ally('test-theirs', ['HUMAN']));
    const memory = player(s, A).memory.length;
    s = play(s, A, def);
    expect(hasKeyword(s, s.objects[mine]!, 'stealth')).toBe(true);
    expect(hasKeyword(s, s.objects[theirs]!, 'stealth')).toBe(true);
    expect(player(s, A).memory.length).toBe(memory + 2 + 1); // 2 reserve, 1 drawn
    const fire = ciel('FIRE');
    expect(player(play(fire, A, def), A).memory.length).toBe(player(fire, A).memory.length + 2);
    const notCiel = asChampion(ciel('UMBRA'), A, { classes: ['GUARDIAN'], elements: ALL });
    expect(player(play(notCiel, A, def), A).memory.length).toBe(player(notCiel, A).memory.length + 2);
    s = passUntil(s, atMain(B));
    expect(hasKeyword(s, s.objects[mine]!, 'stealth')).toBe(false);
  });
});

describe('rainwoven-crysalis', () => {
  const def = scriptedDef('rainwoven-crysalis');
  it("'rainwoven-crysalis': the next damage to your champion this turn is reduced to 1; for Merlin, two sheen counters on Fractured Memories", () => {
    let s = withMastery(asNamed(newGame({ first: A }), A, 'merlin-memorite-vassal', ...ALL), A, 'fractured-memories', { sheen: 1 });
    s = play(s, A, def);
    expect(masteryCounters(s, A, 'sheen')).toBe(3);
    s = play(s, A, bolt, [objectTarget(champion(s, A).id)]);
    expect(champion(s, A).damage).toBe(1);
    s = play(s, A, bolt, [objectTarget(champion(s, A).id)]);
    expect(champion(s, A).damage).toBe(6);
    const other = withMastery(classed('ASSASSIN'), A, 'fractured-memories', { sheen: 1 });
    expect(masteryCounters(play(other, A, def), A, 'sheen')).toBe(1);
  });
});
