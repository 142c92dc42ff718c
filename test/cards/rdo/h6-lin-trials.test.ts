// h6-lin: the Radiant Origin Trials (training counters, then a sacrifice that levels the champion up; effects/level-up.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, memory, recover, reserve, yourChampion } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { Action, GameState } from '../../../src/engine/index.js';
import { A, act, atMain, champion, edit, newGame, passUntil, payReserve, player } from '../../engine/helpers.js';
import { activate, asChampion, place } from '../amb/scenario.js';
import { ALL, acceptAll, addCards, aliceAs, drive } from '../amb/amb1-support.js';

const spell = (slug: string, extra: Partial<CardDef> = {}, onResolve: CardDef['onResolve'] = []): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), onResolve, ...extra });
const nextChamp = (cls: string): CardDef =>
  defineCard({ slug: `test-h6-next-${cls.toLowerCase()}`, name: `Test Next ${cls}`, types: ['CHAMPION'], subtypes: [cls], classes: [cls], element: 'NORM', cost: memory(2), level: 2, life: 25 }, {});

const pickCard = (card: string) => (s: GameState, legal: Action[]): Action | undefined =>
  acceptAll(s, legal) ?? (s.pending?.kind === 'levelUpChoice' ? legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'card' && a.target.id === card) : undefined);

/** Alice (of this class, level 1) with the Trial on the field and a level 2 champion card of her class in her material deck. */
function withTrial(slug: string, cls: string, training = 0, secondTurn = false): { s: GameState; trial: string; next: string } {
  let s = secondTurn
    ? asChampion(passUntil(passUntil(newGame({ first: A }), atMain('bob')), atMain(A)), A, { elements: ALL, classes: [cls], level: 1 })
    : aliceAs({ classes: [cls], level: 1 });
  let trial: string, cards: string[];
  [s, trial] = place(s, A, scriptedDef(slug), { counters: training ? { training } : {} });
  [s, cards] = addCards(s, A, nextChamp(cls), 'materialDeck', 1);
  return { s, trial, next: cards[0]! };
}

const canSacrifice = (s: GameState, trial: string) => legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === trial);

/** Sacrifice the Trial (its ability) and level up into `next`. */
function sacrifice(s: GameState, trial: string, next: string): GameState {
  s = payReserve(act(s, A, { type: 'activateAbility', object: trial, index: 1 }), A);
  return drive(s, pickCard(next));
}

describe("'radiant-origin-of-assassin'", () => {
  const prepared = spell('test-h6-prepared', { keywords: ['prepare'], activationValues: { prepare: 1 } });
  const cast = (s: GameState, prepare: boolean): GameState => {
    let c: string;
    [s, [c]] = addCards(s, A, prepared, 'hand', 1) as [GameState, [string]];
    s = act(s, A, { type: 'activate', card: c });
    if (s.pending?.kind === 'activation' && s.pending.draft.stage === 'prepare') s = act(s, A, { type: 'declarePrepare', prepare });
    return drive(payReserve(s, A));
  };

  it('a prepared activation puts a training counter on it; an unprepared one does not', () => {
    let { s, trial } = withTrial('radiant-origin-of-assassin', 'ASSASSIN');
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.preparation = 4; });
    s = cast(s, true);
    expect(s.objects[trial]!.counters.training).toBe(1);
    s = cast(s, false);
    expect(s.objects[trial]!.counters.training).toBe(1);
  });

  it('with four training counters, (5) and sacrificing it levels up the champion; with three, or without the class, it cannot be activated', () => {
    const ready = withTrial('radiant-origin-of-assassin', 'ASSASSIN', 4);
    expect(canSacrifice(ready.s, ready.trial)).toBe(true);
    const s = sacrifice(ready.s, ready.trial, ready.next);
    expect(champion(s, A).card).toBe(ready.next);
    expect(s.objects[ready.trial]).toBeUndefined();
    expect(player(s, A).graveyard.length).toBeGreaterThan(0);
    const short = withTrial('radiant-origin-of-assassin', 'ASSASSIN', 3);
    expect(canSacrifice(short.s, short.trial)).toBe(false);
    const other = withTrial('radiant-origin-of-assassin', 'WARRIOR', 9);
    expect(canSacrifice(other.s, other.trial)).toBe(false);
  });
});

describe("'radiant-origin-of-cleric'", () => {
  const mend = (n: number) => spell(`test-h6-mend-${n}`, {}, [recover(n)]);

  it('each recovery puts a training counter on it, even with no damage on the champion (ruling); recovering 0 does not (ruling)', () => {
    let { s, trial } = withTrial('radiant-origin-of-cleric', 'CLERIC');
    expect(champion(s, A).damage).toBe(0);
    [s] = activate(s, A, mend(2));
    s = drive(s);
    expect(s.objects[trial]!.counters.training).toBe(1);
    [s] = activate(s, A, mend(0));
    s = drive(s);
    expect(s.objects[trial]!.counters.training).toBe(1);
  });

  it('with eight training counters it may be sacrificed for (4) to level up; with seven it may not', () => {
    const ready = withTrial('radiant-origin-of-cleric', 'CLERIC', 8);
    expect(canSacrifice(ready.s, ready.trial)).toBe(true);
    const before = player(ready.s, A).hand.length;
    const s = sacrifice(ready.s, ready.trial, ready.next);
    expect(champion(s, A).card).toBe(ready.next);
    expect(player(s, A).hand.length).toBe(before - 4); // four cards paid into memory
    const short = withTrial('radiant-origin-of-cleric', 'CLERIC', 7);
    expect(canSacrifice(short.s, short.trial)).toBe(false);
  });
});

describe("'radiant-origin-of-ranger'", () => {
  const away = spell('test-h6-away', {}, [{ op: 'becomeDistant', subject: yourChampion() }]);

  it('your Ranger champion becoming distant puts a training counter on it; a non-Ranger one does not', () => {
    let { s, trial } = withTrial('radiant-origin-of-ranger', 'RANGER');
    [s] = activate(s, A, away);
    s = drive(s);
    expect(s.objects[trial]!.counters.training).toBe(1);
    let other = withTrial('radiant-origin-of-ranger', 'WARRIOR');
    [other.s] = activate(other.s, A, away);
    other.s = drive(other.s);
    expect(other.s.objects[other.trial]!.counters.training ?? 0).toBe(0);
  });

  it('with six training counters it may be sacrificed for (3) to level up; with five it may not', () => {
    const ready = withTrial('radiant-origin-of-ranger', 'RANGER', 6);
    expect(canSacrifice(ready.s, ready.trial)).toBe(true);
    expect(champion(sacrifice(ready.s, ready.trial, ready.next), A).card).toBe(ready.next);
    const short = withTrial('radiant-origin-of-ranger', 'RANGER', 5);
    expect(canSacrifice(short.s, short.trial)).toBe(false);
  });
});

describe("'radiant-origin-of-tamer' and 'radiant-origin-of-warrior' (attack declarations)", () => {
  const beast = defineCard({ slug: 'test-h6-wolf', name: 'Test Wolf', types: ['ALLY'], subtypes: ['ANIMAL'], element: 'NORM', cost: reserve(0), power: 1, life: 9 }, {});
  const human = defineCard({ slug: 'test-h6-squire', name: 'Test Squire', types: ['ALLY'], subtypes: ['HUMAN'], element: 'NORM', cost: reserve(0), power: 1, life: 9 }, {});
  const sword = defineCard({ slug: 'test-h6-sword', name: 'Test Sword', types: ['WEAPON'], subtypes: ['SWORD'], element: 'NORM', cost: reserve(0), power: 2, durability: 5 }, {});

  /** `attacker` (with `weapon`, if any) attacks Bob's champion; the combat plays out. */
  function attack(s: GameState, attacker: string, weapon?: string): GameState {
    s = act(s, A, { type: 'attack', attacker });
    if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, weapon ? { type: 'chooseWeapon', weapon } : legalActions(s, A).find((a) => a.type === 'chooseWeapon')!);
    s = act(s, A, { type: 'chooseAttackTarget', target: player(s, 'bob').champion! });
    return drive(s);
  }

  it('tamer: an attack by a non-Human ally of yours puts a training counter on it; a Human ally does not', () => {
    let { s, trial } = withTrial('radiant-origin-of-tamer', 'TAMER', 0, true);
    let wolf: string, squire: string;
    [s, wolf] = place(s, A, beast, { enteredTurn: -1 });
    [s, squire] = place(s, A, human, { enteredTurn: -1 });
    s = attack(s, squire);
    expect(s.objects[trial]!.counters.training ?? 0).toBe(0);
    s = attack(s, wolf);
    expect(s.objects[trial]!.counters.training).toBe(1);
  });

  it('tamer: seven training counters to level up for (3)', () => {
    const ready = withTrial('radiant-origin-of-tamer', 'TAMER', 7);
    expect(champion(sacrifice(ready.s, ready.trial, ready.next), A).card).toBe(ready.next);
    const short = withTrial('radiant-origin-of-tamer', 'TAMER', 6);
    expect(canSacrifice(short.s, short.trial)).toBe(false);
  });

  it('warrior: your champion attacking with a weapon puts a training counter on it; an ally attacking does not', () => {
    let { s, trial } = withTrial('radiant-origin-of-warrior', 'WARRIOR', 0, true);
    let blade: string, squire: string;
    [s, squire] = place(s, A, human, { enteredTurn: -1 });
    s = attack(s, squire);
    expect(s.objects[trial]!.counters.training ?? 0).toBe(0);
    [s, blade] = place(s, A, sword);
    s = attack(s, champion(s, A).id, blade);
    expect(s.objects[trial]!.counters.training).toBe(1);
  });

  it('warrior: four training counters to level up for (3)', () => {
    const ready = withTrial('radiant-origin-of-warrior', 'WARRIOR', 4);
    expect(champion(sacrifice(ready.s, ready.trial, ready.next), A).card).toBe(ready.next);
    const short = withTrial('radiant-origin-of-warrior', 'WARRIOR', 3);
    expect(canSacrifice(short.s, short.trial)).toBe(false);
  });
});
