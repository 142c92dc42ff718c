// Conditions and properties the RDO helper 2 cards need: what a target is (filter, fostered, a counter on it),
// the ephemeral property of a resolving card, a Bulwark gained from a static ability with a condition, and a
// prepared attack card's abilities reading its prepared property.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, staticAbility, classBonus } from '../../src/cards/define.js';
import type { Condition } from '../../src/cards/vocabulary.js';
import { actingPlayers, apply, legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { conditionMet, currentStat } from '../../src/engine/state/query.js';
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

// ----- Amounts and statics added with the second batch -----

const unit = (slug: string, power = 2, life = 5) =>
  defineCard({ slug, name: slug, types: ['ALLY'], subtypes: ['HUMAN'], element: 'NORM', cost: reserve(0), power, life }, {});

describe('LV as an amount (glossary/game-terms.md#lv)', () => {
  it('a scaled effect reads your champion level as it resolves; a scaled prevention shields that much', () => {
    const zap = defineCard({ slug: 't-zap-lv', name: 'Zap', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
      targets: [{ kind: 'unit' }],
      onResolve: [{ op: 'scaled', x: { of: 'championLevel' }, plus: 1, effect: { op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: 0 } }],
    });
    const shield = defineCard({ slug: 't-shield-lv', name: 'Shield', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
      targets: [{ kind: 'unit' }],
      onResolve: [{ op: 'scaled', x: { of: 'championLevel' }, effect: { op: 'preventDamage', subject: { ref: 'target', index: 0 }, prevention: { kind: 'shield', amount: 0, duration: 'untilEndOfTurn' } } }],
    });
    let s = asChampion(mainPhaseOf(A), A, { level: 3 });
    let a: string;
    [s, a] = place(s, B, unit('t-big', 1, 20));
    s = play(s, A, zap, [objectTarget(a)]);
    expect(s.objects[a]!.damage).toBe(4);
    s = play(s, A, shield, [objectTarget(a)]);
    s = play(s, A, zap, [objectTarget(a)]);
    expect(s.objects[a]!.damage).toBe(5); // 4 dealt, 3 prevented
  });
});

describe('statics over every ally (game-mechanics/game-mechanics-types-of-effects/types-of-effects-continuous-effects/README.md#static-effects)', () => {
  it("'allAllies' reaches every player's allies; 'otherAllies' all but its source; champions never", () => {
    const fog = defineCard({ slug: 't-fog', name: 'Fog', types: ['PHANTASIA'], element: 'NORM', cost: reserve(0) },
      { abilities: [staticAbility({ kind: 'modifyStat', affects: 'allAllies', stat: 'life', amount: -1 })] });
    const awe = defineCard({ slug: 't-awe', name: 'Awe', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 3, life: 3 },
      { abilities: [staticAbility({ kind: 'modifyStat', affects: 'otherAllies', stat: 'power', amount: -1 })] });
    let s = mainPhaseOf(A);
    let mine: string, foe: string, aw: string;
    [s, mine] = place(s, A, unit('t-mine'));
    [s, foe] = place(s, B, unit('t-foe'));
    [s] = place(s, B, fog);
    [s, aw] = place(s, B, awe);
    const stat = (id: string, k: 'power' | 'life') => currentStat(s, s.objects[id]!, k);
    expect([stat(mine, 'life'), stat(foe, 'life'), stat(aw, 'life')]).toEqual([4, 4, 2]);
    expect([stat(mine, 'power'), stat(foe, 'power'), stat(aw, 'power')]).toEqual([1, 1, 3]);
    const champ = s.objects[player(s, A).champion!]!;
    expect(currentStat(s, champ, 'life')).toBe(currentStat(mainPhaseOf(A), mainPhaseOf(A).objects[player(s, A).champion!]!, 'life'));
  });
});

describe('"for each of up to N counters" (game-mechanics/game-mechanics-counters.md#general-rules)', () => {
  it('a per-counter static stops counting at its maximum', () => {
    const rock = defineCard({ slug: 't-rock', name: 'Rock', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 0, life: 1 },
      { abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2, perCounter: { counter: 'sheen', max: 2 } })] });
    const power = (n: number) => {
      const [s, id] = place(mainPhaseOf(A), A, rock, { counters: { sheen: n } });
      return currentStat(s, s.objects[id]!, 'power');
    };
    expect([power(1), power(2), power(5)]).toEqual([2, 4, 4]);
  });
});

describe('opponent counts and Agility (glossary/game-terms.md#unit, glossary/keywords-and-abilities.md#agility-n)', () => {
  it('opponentControlsCount counts one opponent\'s objects like the filter; hasAgility reads your Agility instances', () => {
    let s = mainPhaseOf(A);
    const units = { kind: 'opponentControlsCount' as const, filter: { anyType: ['CHAMPION' as const, 'ALLY' as const] }, min: 2 };
    expect(conditionMet(s, A, units)).toBe(false);
    [s] = place(s, B, unit('t-foe'));
    expect(conditionMet(s, A, units)).toBe(true);
    expect(conditionMet(s, B, units)).toBe(false);
    expect(conditionMet(s, A, { kind: 'hasAgility' })).toBe(false);
    s = edit(s, (t) => { t.agility = [{ player: A, amount: 2, def: 'x' }]; });
    expect([conditionMet(s, A, { kind: 'hasAgility' }), conditionMet(s, B, { kind: 'hasAgility' })]).toEqual([true, false]);
  });
});

// ----- Third batch: subjects, attack targets, static enter states -----

describe('entering rested or distant from a static ability (game-mechanics/game-mechanics-abilities/abilities-static-abilities.md, glossary/game-terms.md#distant)', () => {
  it("an object's own static makes it enter distant while its condition holds; another player's static rests your allies as they enter", () => {
    const scout = defineCard({ slug: 't-scout', name: 'Scout', types: ['ALLY'], classes: ['RANGER'], element: 'NORM', cost: reserve(0), power: 1, life: 1 },
      { abilities: [staticAbility({ kind: 'entersState', state: 'distant', whose: 'self' }, classBonus())] });
    const warden = defineCard({ slug: 't-warden', name: 'Warden', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 },
      { abilities: [staticAbility({ kind: 'entersState', state: 'rested', whose: 'opponentsAllies' })] });
    const enter = (cls: string, wardenFor?: 'A' | 'B') => {
      let s = asChampion(mainPhaseOf(A), A, { classes: [cls] });
      if (wardenFor) [s] = place(s, wardenFor === 'A' ? A : B, warden);
      s = play(s, A, scout);
      const o = Object.values(s.objects).find((x) => x.def === 't-scout')!;
      return [!!o.distant, o.rested];
    };
    expect(enter('RANGER')).toEqual([true, false]);
    expect(enter('MAGE')).toEqual([false, false]);
    expect(enter('MAGE', 'B')).toEqual([false, true]);
    expect(enter('MAGE', 'A')).toEqual([false, false]);
  });
});

describe('subjects: all units but your champion, the champions of a target\'s controller (game-mechanics/game-mechanics-objects-and-targeting.md#objects)', () => {
  it('deal damage to those units', () => {
    const sweep = defineCard({ slug: 't-sweep', name: 'Sweep', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
      { onResolve: [{ op: 'dealDamage', to: { ref: 'allUnitsButYourChampion' }, amount: 1 }] });
    const backlash = defineCard({ slug: 't-backlash', name: 'Backlash', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
      { targets: [{ kind: 'ally' }], onResolve: [{ op: 'dealDamage', to: { ref: 'targetControllerChampions', index: 0 }, amount: 2 }] });
    let s = mainPhaseOf(A);
    let mine: string, foe: string;
    [s, mine] = place(s, A, unit('t-mine', 1, 9));
    [s, foe] = place(s, B, unit('t-foe', 1, 9));
    const champs = (t: GameState) => [t.objects[player(t, A).champion!]!.damage, t.objects[player(t, B).champion!]!.damage];
    const [a0, b0] = champs(s);
    s = play(s, A, sweep);
    expect([s.objects[mine]!.damage, s.objects[foe]!.damage, champs(s)[0]! - a0!, champs(s)[1]! - b0!]).toEqual([1, 1, 0, 1]);
    s = play(s, A, backlash, [objectTarget(mine)]);
    expect([champs(s)[0]! - a0!, champs(s)[1]! - b0!]).toEqual([2, 1]);
  });
});

describe('attackTargetIs (game-mechanics/game-mechanics-objects-and-targeting.md#target)', () => {
  it('is false outside combat', () => {
    expect(conditionMet(mainPhaseOf(A), A, { kind: 'attackTargetIs', minLife: 0 })).toBe(false);
  });
});

describe('a card activated only at a given time (game-mechanics/game-mechanics-timing-and-permissions.md#fast-vs-slow)', () => {
  it('its activation is refused, and not listed, while the condition of its activateOnly static does not hold', () => {
    const onlyWithAlly = defineCard({ slug: 't-only', name: 'Only', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
      { abilities: [staticAbility({ kind: 'activateOnly' }, { kind: 'controlsType', type: 'ALLY', min: 1 })], onResolve: [] });
    let s = withDef(mainPhaseOf(A), onlyWithAlly);
    let c: string;
    [s, c] = addCard(s, A, onlyWithAlly.slug);
    const out = apply(s, A, { type: 'activate', card: c });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.violation.rule).toContain('game-mechanics-timing-and-permissions.md');
    expect(legalActions(s, A)).not.toContainEqual({ type: 'activate', card: c });
    [s] = place(s, A, unit('t-mine'));
    expect(legalActions(s, A)).toContainEqual({ type: 'activate', card: c });
  });
});

describe('revealing a zone (glossary/game-terms.md#reveal)', () => {
  it('the revealed names go to the log and the cards stay', () => {
    const peek = defineCard({ slug: 't-peek', name: 'Peek', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
      { targets: [{ kind: 'player' }], onResolve: [{ op: 'revealZones', who: { ref: 'target', index: 0 }, zones: ['hand'] }] });
    let s = mainPhaseOf(A);
    const hand = [...player(s, B).hand];
    s = play(s, A, peek, [{ kind: 'player', id: B }]);
    expect(player(s, B).hand).toEqual(hand);
    expect(JSON.stringify(s.log)).toContain('reveals their hand');
  });
});

describe('a graveyard card put into a deck at a position (game-mechanics/game-mechanics-game-zones/game-zones-main-deck.md#general-rules)', () => {
  it("goes into its owner's main deck with that many cards above it; a short deck takes it at the bottom", () => {
    const recur = defineCard({ slug: 't-recur', name: 'Recur', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
      { targets: [{ kind: 'graveyardCard' }], onResolve: [{ op: 'graveyardCardIntoDeck', target: 0, fromTop: 1 }] });
    let s = mainPhaseOf(A);
    let g: string;
    [s, g] = addCard(s, B, 'smoke-out', 'graveyard');
    const deck = [...player(s, B).mainDeck];
    s = play(s, A, recur, [{ kind: 'card', id: g }]);
    expect(player(s, B).mainDeck).toEqual([deck[0], g, ...deck.slice(1)]);
    s = edit(s, (t) => { player(t, A).mainDeck = []; });
    [s, g] = addCard(s, A, 'smoke-out', 'graveyard');
    s = play(s, A, recur, [{ kind: 'card', id: g }]);
    expect(player(s, A).mainDeck).toEqual([g]);
  });
});
