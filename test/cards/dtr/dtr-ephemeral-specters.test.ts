// DTR Specters and the cards that look at ephemeral objects (glossary/game-terms.md#ephemeral).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, atMain, champion, newGame, passUntil, player } from '../../engine/helpers.js';
import { activate, asChampion, objectTarget, place, play, settle, withDefs } from '../amb/scenario.js';
import { legal } from '../doa/support.js';
import { bolt } from '../doa/round2-helpers.js';
import { ping } from '../guardian-warrior-support.js';

const ALL = ['NORM', 'FIRE', 'WATER', 'WIND', 'UMBRA', 'ASTRA'] as const;
const game = (cls = 'CLERIC'): GameState => asChampion(newGame({ first: A }), A, { classes: [cls], elements: [...ALL] });
const bobMain = (): GameState => asChampion(passUntil(newGame({ first: A }), atMain(B)), B, { classes: ['RANGER'], elements: [...ALL] });
const endOfCombat = (s: GameState) => passUntil(s, (t) => t.phase === 'main' && !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
const power = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'power');
const life = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'life');

/** Activate an ally card from hand and resolve it and its On Enter. */
function enter(s: GameState, who: string, def: CardDef, triggerTargets: Parameters<typeof settle>[1] = {}): [GameState, string] {
  let card: string;
  [s, card] = activate(s, who, def);
  s = settle(s, triggerTargets);
  return [s, Object.values(s.objects).find((o) => o.card === card)?.id ?? card];
}

/** The reserve paid to activate `def` from hand. */
function paid(s: GameState, def: CardDef, targets: Parameters<typeof activate>[3] = []): number {
  const before = player(s, A).hand.length;
  const [t] = activate(s, A, def, targets);
  return before - player(t, A).hand.length;
}

describe("'flamebound-draug'", () => {
  it('becomes ephemeral as it enters: when it dies it is banished', () => {
    let s: GameState, id: string;
    [s, id] = enter(withDefs(game(), bolt), A, scriptedDef('flamebound-draug'));
    expect(s.objects[id]!.ephemeral).toBe(true);
    const card = s.objects[id]!.card!;
    s = play(s, A, bolt, [objectTarget(id)]);
    expect(player(s, A).banishment).toContain(card);
    expect(player(s, A).graveyard).not.toContain(card);
  });
});

describe("'veiled-oracle'", () => {
  it('becomes ephemeral and glimpses 3 as it enters', () => {
    let [s, card] = activate(game(), A, scriptedDef('veiled-oracle'));
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect(s.pending?.kind === 'glimpse' ? s.pending.cards.length : 0).toBe(3);
    s = settle(s);
    expect(Object.values(s.objects).find((o) => o.card === card)!.ephemeral).toBe(true);
  });
});

describe("'vengeful-paramour'", () => {
  it('deals 2 damage to the target champion as it enters only if it is ephemeral (cast by ephemerate (4))', () => {
    const def = scriptedDef('vengeful-paramour');
    let [s] = enter(game(), A, def, { targets: [objectTarget(champion(game(), B).id)] });
    expect(champion(s, B).damage).toBe(0);
    let card: string;
    s = game();
    [s, card] = addCard(withDefs(s, def), A, def.slug, 'graveyard');
    for (let i = 0; i < 4; i++) [s] = addCard(s, A, 'smoke-out');
    expect(legal(s, A)).toContainEqual({ type: 'ephemerate', card });
    s = act(s, A, { type: 'ephemerate', card });
    while (s.pending?.kind === 'activation') s = act(s, A, legal(s, A).find((a) => a.type === 'chooseReserve')!);
    s = settle(s, { targets: [objectTarget(champion(s, B).id)] });
    expect(champion(s, B).damage).toBe(2);
  });

  it('ephemerate follows its timing: not during an opponent\'s turn', () => {
    let s = asChampion(passUntil(newGame({ first: A }), atMain(B)), A, { classes: ['CLERIC'], elements: [...ALL] });
    let card: string;
    [s, card] = addCard(withDefs(s, scriptedDef('vengeful-paramour')), A, 'vengeful-paramour', 'graveyard');
    s = act(s, B, { type: 'pass' });
    expect(legal(s, A)).not.toContainEqual({ type: 'ephemerate', card });
  });
});

describe("'galed-erasure'", () => {
  it('destroys a target ephemeral object (only those can be chosen); it has floating memory', () => {
    const def = scriptedDef('galed-erasure');
    let s = withDefs(game('MAGE'), def);
    let e: string, p: string, card: string;
    [s, e] = addObject(s, B, 'giant-tortoise', { ephemeral: true });
    [s, p] = addObject(s, B, 'giant-tortoise');
    [s, card] = addCard(s, A, def.slug);
    s = act(s, A, { type: 'activate', card });
    expect(legal(s, A)).toContainEqual({ type: 'chooseTarget', target: objectTarget(e) });
    expect(legal(s, A)).not.toContainEqual({ type: 'chooseTarget', target: objectTarget(p) });
    let t = withDefs(game('MAGE'), def);
    [t, e] = addObject(t, B, 'giant-tortoise', { ephemeral: true });
    const eCard = t.objects[e]!.card!;
    t = play(t, A, def, [objectTarget(e)]);
    expect(t.objects[e]).toBeUndefined();
    expect(player(t, B).banishment).toContain(eCard);
    expect(def.keywords).toContain('floatingMemory');
  });
});

describe("'undying-dreams'", () => {
  it('gives the target ally +1/+1 this turn, and a buff counter if it is ephemeral', () => {
    const run = (ephemeral: boolean) => {
      let s = game();
      let id: string;
      [s, id] = addObject(s, A, 'giant-tortoise', ephemeral ? { ephemeral: true } : {}); // 1/6
      s = play(s, A, scriptedDef('undying-dreams'), [objectTarget(id)]);
      return { power: power(s, id), life: life(s, id), buff: s.objects[id]!.counters.buff ?? 0 };
    };
    expect(run(false)).toEqual({ power: 2, life: 7, buff: 0 });
    expect(run(true)).toEqual({ power: 3, life: 8, buff: 1 });
  });
});

describe("'ghost-hunter'", () => {
  it('has ranged 2 and gets +3 power while attacking an ephemeral ally', () => {
    const hit = (ephemeral: boolean, distant = false): number => {
      let s = bobMain();
      let me: string, them: string;
      [s, me] = place(s, B, scriptedDef('ghost-hunter'), distant ? { distant: true } : {});
      [s, them] = addObject(s, A, 'giant-tortoise', ephemeral ? { ephemeral: true } : {});
      s = act(s, B, { type: 'attack', attacker: me });
      s = act(s, B, { type: 'chooseAttackTarget', target: them });
      return endOfCombat(s).objects[them]?.damage ?? -1;
    };
    expect(hit(false)).toBe(1);
    expect(hit(true)).toBe(4);
    expect(hit(false, true)).toBe(3);
  });
});

describe("'fleeting-guard'", () => {
  it('this turn each damage to the target unit has X prevented, X = your ephemeral objects plus 1 (counted as it resolves)', () => {
    let s = withDefs(game(), ping(4));
    [s] = addObject(s, A, 'giant-tortoise', { ephemeral: true });
    s = play(s, A, scriptedDef('fleeting-guard'), [objectTarget(champion(s, A).id)]);
    [s] = addObject(s, A, 'giant-tortoise', { ephemeral: true }); // joins later: X stays 2
    s = play(s, A, ping(4), [objectTarget(champion(s, A).id)]);
    expect(champion(s, A).damage).toBe(2);
    s = play(s, A, ping(4), [objectTarget(champion(s, A).id)]);
    expect(champion(s, A).damage).toBe(4);
  });
});

describe("'spectral-diffusion'", () => {
  it('your champion and your ephemeral objects gain spellshroud this turn; costs 1 less for each of up to two ephemeral objects', () => {
    const def = scriptedDef('spectral-diffusion');
    let s = game();
    let e: string, p: string;
    [s, e] = addObject(s, A, 'giant-tortoise', { ephemeral: true });
    [s, p] = addObject(s, A, 'giant-tortoise');
    expect(paid(s, def)).toBe(3);
    let t = s;
    [t] = addObject(t, A, 'giant-tortoise', { ephemeral: true });
    [t] = addObject(t, A, 'giant-tortoise', { ephemeral: true });
    expect(paid(t, def)).toBe(2);
    s = play(s, A, def);
    expect(hasKeyword(s, champion(s, A), 'spellshroud')).toBe(true);
    expect(hasKeyword(s, s.objects[e]!, 'spellshroud')).toBe(true);
    expect(hasKeyword(s, s.objects[p]!, 'spellshroud')).toBe(false);
    s = passUntil(s, atMain(B));
    expect(hasKeyword(s, champion(s, A), 'spellshroud')).toBe(false);
  });
});

describe("'ghastly-corrosion'", () => {
  it('destroys an item or weapon (memory 0, or reserve up to 4); 1 cheaper per ephemeral object, at most 2', () => {
    const def = scriptedDef('ghastly-corrosion');
    let s = withDefs(game('MAGE'), def);
    let sword: string, card: string;
    [s, sword] = addObject(s, B, 'training-sword'); // memory cost 0
    [s, card] = addCard(s, A, def.slug);
    s = act(s, A, { type: 'activate', card });
    const offered = legal(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(offered).toEqual([sword]);
    let t = withDefs(game('MAGE'), def);
    [t, sword] = addObject(t, B, 'training-sword');
    expect(paid(t, def, [objectTarget(sword)])).toBe(4);
    [t] = addObject(t, A, 'giant-tortoise', { ephemeral: true });
    expect(paid(t, def, [objectTarget(sword)])).toBe(3);
    t = play(t, A, def, [objectTarget(sword)]);
    expect(t.objects[sword]).toBeUndefined();
  });
});
