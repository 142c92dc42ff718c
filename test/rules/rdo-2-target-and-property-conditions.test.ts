// Conditions and properties the RDO helper 2 cards need: what a target is (filter, fostered, a counter on it),
// the ephemeral property of a resolving card, a Bulwark gained from a static ability with a condition, and a
// prepared attack card's abilities reading its prepared property.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, staticAbility, classBonus } from '../../src/cards/define.js';
import type { Condition } from '../../src/cards/vocabulary.js';
import { actingPlayers } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { conditionMet } from '../../src/engine/state/query.js';
import { intentCardPrepared, notePreparedIntent } from '../../src/engine/effects/prepared-intent.js';
import { A, B, act, addCard, edit, player, withDef } from '../engine/helpers.js';
import { asChampion, objectTarget, place, play } from '../cards/amb/scenario.js';
import { mainPhaseOf } from '../cards/doa/support.js';

const ally = (slug: string, subtypes: string[]) =>
  defineCard({ slug, name: slug, types: ['ALLY'], subtypes, element: 'NORM', cost: reserve(0), power: 1, life: 3 }, {});

/** A test action: a prize counter on a target ally when the condition holds, a lash counter otherwise. */
const probe = (slug: string, condition: Condition, ephemerate = false) => defineCard(
  { slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  {
    ...(ephemerate ? { keywords: ['ephemerate' as const], activationValues: { ephemerate: 0 } } : {}),
    targets: [{ kind: 'ally' }],
    onResolve: [{ op: 'if', condition, then: [{ op: 'addCounters', subject: { ref: 'target', index: 0 }, counter: 'prize', count: 1 }], else: [{ op: 'addCounters', subject: { ref: 'target', index: 0 }, counter: 'lash', count: 1 }] }],
  },
);

const outcome = (s: GameState, id: string) => (s.objects[id]!.counters.prize ? 'then' : s.objects[id]!.counters.lash ? 'else' : 'none');

describe('targetIs (game-mechanics/game-mechanics-objects-and-targeting.md#target)', () => {
  it('reads the chosen target as the card resolves: its subtypes, fostered, counters on it', () => {
    let s = mainPhaseOf(A);
    let beast: string, human: string;
    [s, beast] = place(s, A, ally('t-beast', ['BEAST']), { fostered: true, counters: { debuff: 0 } });
    [s, human] = place(s, A, ally('t-human', ['HUMAN']));
    const isBeast = probe('t-probe-beast', { kind: 'targetIs', index: 0, filter: { subtype: 'BEAST' } });
    expect(outcome(play(s, A, isBeast, [objectTarget(beast)]), beast)).toBe('then');
    expect(outcome(play(s, A, isBeast, [objectTarget(human)]), human)).toBe('else');
    const isFostered = probe('t-probe-fostered', { kind: 'targetIs', index: 0, fostered: true });
    expect(outcome(play(s, A, isFostered, [objectTarget(beast)]), beast)).toBe('then');
    expect(outcome(play(s, A, isFostered, [objectTarget(human)]), human)).toBe('else');
    const hasDebuff = probe('t-probe-debuff', { kind: 'targetIs', index: 0, hasCounter: 'debuff' });
    s = edit(s, (t) => { t.objects[human]!.counters.debuff = 1; });
    expect(outcome(play(s, A, hasDebuff, [objectTarget(human)]), human)).toBe('then');
    expect(outcome(play(s, A, hasDebuff, [objectTarget(beast)]), beast)).toBe('else'); // a 0 count is no counter
  });

  it('is false without a target', () => {
    expect(conditionMet(mainPhaseOf(A), A, { kind: 'targetIs', index: 0 })).toBe(false);
  });
});

describe('ephemeral (game-mechanics/game-mechanics-properties-and-states.md#properties-and-states-of-objects)', () => {
  it('a card activated with Ephemerate resolves ephemeral (glossary/keywords-and-abilities.md#ephemerate); from hand it does not', () => {
    const def = probe('t-probe-ephemeral', { kind: 'ephemeral' }, true);
    let s = mainPhaseOf(A);
    let mine: string;
    [s, mine] = place(s, A, ally('t-ally', ['HUMAN']));
    expect(outcome(play(s, A, def, [objectTarget(mine)]), mine)).toBe('else');
    let c: string;
    [s, c] = addCard(withDef(s, def), A, def.slug, 'graveyard');
    s = act(s, A, { type: 'ephemerate', card: c });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(mine) });
    while (s.stack.length > 0 || s.pending) s = act(s, actingPlayers(s)[0]!, { type: 'pass' });
    expect(outcome(s, mine)).toBe('then');
    expect(player(s, A).banishment).toContain(c);
  });
});

describe('Bulwark from a static ability (glossary/keywords-and-abilities.md#bulwark, #class-bonus)', () => {
  it('the ally enters with its bulwark counter only while the condition of its static Bulwark holds', () => {
    const guard = defineCard(
      { slug: 't-guard', name: 'T Guard', types: ['ALLY'], classes: ['GUARDIAN'], element: 'NORM', cost: reserve(0), power: 1, life: 3 },
      { abilities: [staticAbility({ kind: 'keyword', keyword: 'bulwark' }, classBonus())] },
    );
    const bulwark = (cls: string) => {
      const s = play(asChampion(mainPhaseOf(A), A, { classes: [cls] }), A, guard);
      return Object.values(s.objects).find((o) => o.def === 't-guard')!.counters.bulwark ?? 0;
    };
    expect(bulwark('GUARDIAN')).toBe(1);
    expect(bulwark('MAGE')).toBe(0);
  });
});

describe('prepared attack cards (glossary/keywords-and-abilities.md#prepare)', () => {
  it('the latest attack card to enter an intent is remembered as prepared or not; its abilities read it', () => {
    let s = mainPhaseOf(A);
    let c1: string, c2: string;
    [s, c1] = addCard(s, A, 'smoke-out', 'graveyard');
    [s, c2] = addCard(s, B, 'smoke-out', 'graveyard');
    s = edit(s, (t) => notePreparedIntent(t, c1, true));
    expect(intentCardPrepared(s, 'smoke-out')).toBe(true);
    const attackDef = { ...s.defs['smoke-out']!, types: ['ATTACK' as const] };
    s = withDef(s, attackDef);
    expect(conditionMet(s, A, { kind: 'prepared' }, s.objects[player(s, A).champion!], [], undefined, attackDef)).toBe(true);
    s = edit(s, (t) => notePreparedIntent(t, c2, false));
    expect(intentCardPrepared(s, 'smoke-out')).toBe(false);
    expect(conditionMet(s, A, { kind: 'prepared' }, s.objects[player(s, A).champion!], [], undefined, attackDef)).toBe(false);
  });
});
