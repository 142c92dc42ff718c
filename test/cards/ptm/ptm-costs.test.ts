// PTM cards with a sacrifice as an additional cost, and Mote Sear's optional sheen payment.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { cardHasKeyword, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, atMain, champion, newGame, passUntil, player, withDef } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, playerTarget, settle } from '../amb/scenario.js';
import { ALL, ally, asNamed, masteryCounters, withMastery } from './ptm-support.js';

const classed = (cls: string): GameState => asChampion(newGame({ first: A }), A, { classes: [cls], elements: ALL });
const canActivate = (s: GameState, def: CardDef): boolean => {
  let card: string;
  [s, card] = addCard(withDef(s, def), A, def.slug);
  return legalActions(s, A).some((a) => a.type === 'activate' && a.card === card);
};
/** Activate from hand: targets, then each cost step (reserve cards, then the object sacrificed). */
function activateSacrificing(s: GameState, who: PlayerId, def: CardDef, sacrifice: string, targets: Parameters<typeof act>[2][] = []): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, def), who, def.slug);
  s = act(s, who, { type: 'activate', card });
  for (const t of targets) s = act(s, who, t);
  for (let i = 0; i < 20 && s.pending?.kind === 'activation'; i++) {
    const legal = legalActions(s, who);
    const part = legal.find((a) => a.type === 'chooseCostPart' && a.id === sacrifice);
    s = act(s, who, part ?? legal.find((a) => a.type === 'chooseReserve') ?? legal.find((a) => a.type === 'chooseFloating')!);
  }
  return s;
}

describe('primordial-ritual', () => {
  const def = scriptedDef('primordial-ritual');
  it("'primordial-ritual': sacrificing an ally is an additional cost; target player puts their top two cards into their graveyard", () => {
    let s = classed('CLERIC');
    expect(canActivate(s, def)).toBe(false);
    let mine: string, other: string;
    [s, mine] = place(s, A, ally('test-mine', ['HUMAN']));
    [s, other] = place(s, A, ally('test-other', ['HUMAN']));
    expect(canActivate(s, def)).toBe(true);
    s = activateSacrificing(s, A, def, mine, [{ type: 'chooseTarget', target: playerTarget(B) }]);
    expect(s.field).not.toContain(mine);
    expect(s.field).toContain(other);
    s = settle(s);
    expect(player(s, B).graveyard).toHaveLength(2);
    expect(def.keywords).toContain('floatingMemory');
  });
});

describe('golden-gambit', () => {
  const def = scriptedDef('golden-gambit');
  it("'golden-gambit': sacrificing a Chessman ally is an additional cost; draw two; fast for Alice", () => {
    let s = asNamed(newGame({ first: A }), A, 'alice-distorted-queen', ...ALL);
    let human: string, pawn: string;
    [s, human] = place(s, A, ally('test-human', ['HUMAN']));
    expect(canActivate(s, def)).toBe(false);
    [s, pawn] = place(s, A, ally('test-pawn', ['CHESSMAN', 'PAWN']));
    expect(canActivate(s, def)).toBe(true);
    const before = player(s, A).hand.length;
    s = activateSacrificing(s, A, def, pawn);
    const offered = legalActions(s, A).some((a) => a.type === 'chooseCostPart' && a.id === human);
    expect(offered).toBe(false);
    s = settle(s);
    expect(s.field).not.toContain(pawn);
    expect(player(s, A).hand.length).toBe(before - 3 + 2);
    expect(cardHasKeyword(s, A, def, 'fastActivation')).toBe(true);
    expect(cardHasKeyword(classed('CLERIC'), A, def, 'fastActivation')).toBe(false);
  });
});

describe('mote-sear', () => {
  const def = scriptedDef('mote-sear');
  it("'mote-sear': 2 damage to target unit; removing two sheen counters from Fractured Memories deals 2 more, separately", () => {
    const run = (sheen: number, accept: boolean) => {
      let s = withMastery(asChampion(newGame({ first: A }), A, { classes: ['ASSASSIN'], elements: ALL }), A, 'fractured-memories', { sheen });
      let card: string;
      [s, card] = addCard(withDef(s, def), A, def.slug);
      s = act(s, A, { type: 'activate', card });
      s = act(s, A, { type: 'chooseTarget', target: objectTarget(champion(s, B).id) });
      while (s.pending?.kind === 'activation') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
      s = settle(s, { accept });
      return [champion(s, B).damage, masteryCounters(s, A, 'sheen')];
    };
    expect(run(3, true)).toEqual([4, 1]);
    expect(run(3, false)).toEqual([2, 3]);
    expect(run(1, true)).toEqual([2, 1]);
  });
});

describe('veiled-gambit', () => {
  const def = scriptedDef('veiled-gambit');
  it("'veiled-gambit': sacrificing a Chessman ally; the next 4 damage to your champion and to up to one other target unit is prevented, separately", () => {
    let s = classed('CLERIC');
    let pawn: string, guard: string;
    [s, pawn] = place(s, A, ally('test-pawn', ['CHESSMAN', 'PAWN']));
    [s, guard] = place(s, A, ally('test-guard', ['HUMAN'], 1, 9));
    let card: string;
    [s, card] = addCard(withDef(s, def), A, def.slug);
    const t = act(s, A, { type: 'activate', card });
    const offered = legalActions(t, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(offered).toContain(guard);
    expect(offered).not.toContain(champion(s, A).id);
    s = settle(activateSacrificing(s, A, def, pawn, [{ type: 'chooseTarget', target: objectTarget(guard) }]));
    expect(s.field).not.toContain(pawn);
    const five: CardDef = { ...scriptedDef('gilded-pyre'), slug: 'test-five', cost: { kind: 'reserve', value: 0 }, elements: ['NORM'], onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: 5 }] };
    s = settle(activateSacrificing(s, A, five, '', [{ type: 'chooseTarget', target: objectTarget(champion(s, A).id) }]));
    s = settle(activateSacrificing(s, A, five, '', [{ type: 'chooseTarget', target: objectTarget(guard) }]));
    expect([champion(s, A).damage, s.objects[guard]!.damage]).toEqual([1, 1]);
  });
});

describe('sighing-crownwing', () => {
  const def = scriptedDef('sighing-crownwing');
  it("'sighing-crownwing': with the Tamer bonus, stealth, and On Attack a buff counter on an Animal or Beast ally of yours that has none", () => {
    let s = asChampion(passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)), A, { classes: ['TAMER'], elements: ALL });
    let bird: string, beast: string, buffed: string, human: string;
    [s, bird] = place(s, A, def);
    [s, beast] = place(s, A, ally('test-beast', ['BEAST']));
    [s, buffed] = place(s, A, ally('test-animal', ['ANIMAL']), { counters: { buff: 1 } });
    [s, human] = place(s, A, ally('test-human', ['HUMAN']));
    expect(hasKeyword(s, s.objects[bird]!, 'stealth')).toBe(true);
    expect(hasKeyword(asChampion(s, A, { classes: ['CLERIC'] }), s.objects[bird]!, 'stealth')).toBe(false);
    const atk = act(act(s, A, { type: 'attack', attacker: bird }), A, { type: 'chooseAttackTarget', target: champion(s, B).id });
    const pending = passUntil(atk, (x) => x.pending?.kind === 'triggerTargets');
    const offered = legalActions(pending, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(offered).toContain(beast);
    expect(offered).toContain(bird);
    expect(offered).not.toContain(buffed);
    expect(offered).not.toContain(human);
    const done = settle(act(pending, A, { type: 'chooseTarget', target: objectTarget(beast) }));
    expect(done.objects[beast]!.counters.buff).toBe(1);
  });
});

describe('unmake-duality', () => {
  const def = scriptedDef('unmake-duality');
  it("'unmake-duality': sacrificing a regalia with divine relic; draw two", () => {
    let s = classed('GUARDIAN');
    expect(canActivate(s, def)).toBe(false);
    let relic: string;
    [s, relic] = place(s, A, scriptedDef('imperial-seal'));
    expect(canActivate(s, def)).toBe(true);
    const before = player(s, A).hand.length;
    s = settle(activateSacrificing(s, A, def, relic));
    expect(s.field).not.toContain(relic);
    expect(player(s, A).hand.length).toBe(before - 3 + 2);
  });
});
