// Stealth gained by an attack's target, and what a disobedient (Pride) ally may not do.
import { describe, expect, it } from 'vitest';
import { activated, draw } from '../../src/cards/define.js';
import { scriptedDef } from '../../src/cards/scripts/index.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, payReserve, refuse, withDef } from '../engine/helpers.js';
import { ally } from '../engine/test-cards.js';

const conceal = scriptedDef('conceal');

/** Bob attacks Alice's 1/4 sentry with `attackerSlug`; Alice answers in the retaliation window with Conceal. */
function concealedMidAttack(attackerSlug: string): { s: GameState; sentry: string; attacker: string } {
  let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(B)), ally('test-sentry', 1, 4)), conceal);
  let sentry: string, attacker: string, card: string;
  [s, sentry] = addObject(s, A, 'test-sentry');
  [s, attacker] = addObject(s, B, attackerSlug);
  [s, card] = addCard(s, A, 'conceal');
  s = act(s, B, { type: 'attack', attacker });
  s = act(s, B, { type: 'chooseAttackTarget', target: sentry });
  expect(s.combat!.defender).toBe(sentry);
  s = passUntil(s, (t) => !!t.combat && !t.pending && !!t.opportunity && t.players[t.opportunity.player]!.id === A);
  s = payReserve(act(s, A, { type: 'activate', card }), A);
  s = passUntil(s, (t) => t.stack.length === 0);
  return { s, sentry, attacker };
}

describe('Stealth gained while being attacked (glossary/keywords-and-abilities.md#stealth)', () => {
  it('rule 3: the unit stops being the target of an attack without True Sight, and the attack deals it no damage (Conceal)', () => {
    let { s, sentry } = concealedMidAttack('horned-knight');
    expect(s.combat!.defender).toBeNull();
    s = passUntil(s, (t) => !t.combat && t.phase === 'main');
    expect(s.objects[sentry]!.damage).toBe(0);
    expect(champion(s, A).damage).toBe(0);
  });

  it('rule 3: an attack with True Sight keeps its target and deals its damage (glossary/keywords-and-abilities.md#true-sight)', () => {
    let { s, sentry } = concealedMidAttack('ghostsight-mare'); // 2 power, True Sight
    expect(s.combat!.defender).toBe(sentry);
    s = passUntil(s, (t) => !t.combat && t.phase === 'main');
    expect(s.objects[sentry]!.damage).toBe(2);
  });
});

describe('Pride: an ally that does not obey (glossary/game-terms.md#obedience, keywords-and-abilities.md#pride)', () => {
  const proud = ally('test-proud-guard', 1, 4, { keywords: ['intercept'], keywordValues: { pride: 2 }, abilities: [activated([], [draw(1)], { speed: 'fast' })] });

  it('cannot intercept an attack on its champion until the champion reaches the Pride level', () => {
    const attackChampion = (level: number) => {
      let s = withDef(passUntil(newGame({ first: A }), atMain(B)), proud);
      s = edit(s, (t) => { t.objects[t.players[0]!.champion!]!.counters.level = level; });
      let guard: string, horse: string;
      [s, guard] = addObject(s, A, 'test-proud-guard');
      [s, horse] = addObject(s, B, 'horned-knight');
      s = act(s, B, { type: 'attack', attacker: horse });
      s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
      return { s: passUntil(s, (t) => t.pending?.kind === 'may' || (t.combat?.step === 'damage')), guard };
    };
    const low = attackChampion(0);
    expect(low.s.pending?.kind).not.toBe('may'); // not offered: it does not obey
    expect(low.s.combat!.defender).toBe(champion(low.s, A).id);
    const high = attackChampion(2);
    expect(high.s.pending?.kind).toBe('may');
    expect(high.s.pending!.player).toBe(A);
  });

  it('cannot have its activated abilities activated until it obeys', () => {
    let s = withDef(newGame({ first: A }), proud);
    let guard: string;
    [s, guard] = addObject(s, A, 'test-proud-guard');
    expect(legalActions(s, A)).not.toContainEqual({ type: 'activateAbility', object: guard, index: 0 });
    refuse(s, A, { type: 'activateAbility', object: guard, index: 0 }, 'keywords-and-abilities.md#pride');
    s = edit(s, (t) => { t.objects[t.players[0]!.champion!]!.counters.level = 2; });
    expect(legalActions(s, A)).toContainEqual({ type: 'activateAbility', object: guard, index: 0 });
  });
});
