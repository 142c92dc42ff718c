// h5-u-mrc: Mercurial Heart cards that act in combat (On Hit, On Kill, On Attack, Command, attack power).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { fixtureDef } from '../../../src/cards/fixtures/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, activateFromHand, addCard, attack, champion, edit, factsOnly, mainPhaseOf, passUntil, payReserve, player, resolveAll, withDef, withLevel } from '../doa/support.js';
import { afterCombat, as, attackWithCard, bolt, fill, obj, paid, place } from '../doa/round2-helpers.js';
import { answerAll, controlled } from '../rdo/rdo-1-support.js';

const cell = fixtureDef('powercell');
const drone = scriptedDef('automaton-drone');
const human = scriptedDef('bladed-riftseer');
const wall = (slug: string, subtypes: string[]) => defineCard({ slug, name: slug, types: ['ALLY'], subtypes, element: 'NORM', cost: reserve(1), power: 0, life: 20 }, {});
const automatonWall = wall('test-automaton-wall', ['AUTOMATON']);
const humanWall = wall('test-human-wall', ['HUMAN']);
const bot = (slug = 'test-bot') => defineCard({ slug, name: slug, types: ['ALLY'], subtypes: ['AUTOMATON'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {});

/** `who` activates a Command card, resting `performer` to pay; the card waits on the stack. */
/** Damage a wall of Alice's (`target`) takes from Bob, as this class, attacking it with `def`. */
function damageTo(target: CardDef, cls: Parameters<typeof as>[2], def: CardDef): number {
  let s = as(mainPhaseOf(B), B, cls);
  let w: string;
  [s, w] = place(s, A, target);
  return afterCombat(attackWithCard(fill(s, B, 4), B, def, w)).objects[w]!.damage;
}

function commandActivate(s: GameState, who: PlayerId, def: CardDef, performer: string): GameState {
  let card: string;
  [s, card] = addCard(withDef(fill(s, who, 4), def), who, def.slug);
  s = act(s, who, { type: 'activate', card });
  for (let i = 0; i < 20 && s.pending?.kind === 'activation'; i++) {
    const legal = legalActions(s, who);
    s = act(s, who, legal.some((a) => a.type === 'chooseCommandAlly') ? { type: 'chooseCommandAlly', object: performer } : legal.find((a) => a.type === 'chooseReserve')!);
  }
  return s;
}
/** The other player kills `ally` in response (a fast 5 damage), then everything resolves. */
function killInResponse(s: GameState, who: PlayerId, ally: string): GameState {
  s = passUntil(s, (t) => !!t.opportunity && t.players[t.opportunity.player]!.id === who && !t.pending);
  s = activateFromHand(s, who, bolt, [obj(ally)])[0];
  return passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending);
}

/** `who` activates a Command card performed by `performer`, then declares its attack at `target`. */
function commandAttack(s: GameState, who: PlayerId, def: CardDef, performer: string, target: string): GameState {
  let card: string;
  [s, card] = addCard(withDef(fill(s, who, 4), def), who, def.slug);
  s = act(s, who, { type: 'activate', card });
  for (let i = 0; i < 20 && s.pending?.kind === 'activation'; i++) {
    const legal = legalActions(s, who);
    s = act(s, who, legal.some((a) => a.type === 'chooseCommandAlly') ? { type: 'chooseCommandAlly', object: performer } : legal.find((a) => a.type === 'chooseReserve')!);
  }
  s = passUntil(s, (t) => legalActions(t, who).some((a) => a.type === 'chooseAttackTarget'));
  return act(s, who, { type: 'chooseAttackTarget', target });
}

describe("'vampiric-slime'", () => {
  const def = scriptedDef('vampiric-slime');
  it('with the Tamer bonus, On Hit: recover as much as the hit dealt, even beyond the life of the unit hit (ruling); pride 3', () => {
    const run = (cls: 'tamer' | 'warrior') => {
      let s = edit(withLevel(as(mainPhaseOf(B), B, cls, 'UMBRA'), B, 2), (t) => { t.objects[player(t, B).champion!]!.damage = 6; });
      let me: string, small: string;
      [s, me] = place(s, B, def);
      [s, small] = place(s, A, defineCard({ slug: 'test-small', name: 'Small', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 1 }, {}));
      s = afterCombat(attack(s, B, me, small));
      return champion(s, B).damage;
    };
    expect(run('tamer')).toBe(4);
    expect(run('warrior')).toBe(6);
    expect(def.keywordValues?.pride).toBe(3);
  });
});

describe("'gloamspire-sniper'", () => {
  const def = scriptedDef('gloamspire-sniper');
  it('with the Ranger bonus, On Kill: a generated Creeping Torment goes to the bottom of the target champion\'s lineage; ranged 4, true sight', () => {
    const run = (cls: 'ranger' | 'warrior') => {
      let s = withDef(as(mainPhaseOf(B), B, cls, 'UMBRA'), factsOnly('creeping-torment'));
      let me: string, small: string;
      [s, me] = place(s, B, def);
      [s, small] = place(s, A, defineCard({ slug: 'test-small', name: 'Small', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 1 }, {}));
      const before = champion(s, A).lineage.length;
      s = attack(s, B, me, small);
      for (let i = 0; i < 40 && (s.combat || s.stack.length || s.pending || s.pendingTriggers.length); i++) {
        s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets' || (!t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending));
        if (s.pending?.kind === 'triggerTargets') s = act(s, B, { type: 'chooseTarget', target: obj(champion(s, A).id) });
      }
      const lineage = champion(s, A).lineage;
      return [lineage.length - before, lineage.length > before ? s.cards[lineage[0]!]!.def : null];
    };
    expect(run('ranger')).toEqual([1, 'creeping-torment']);
    expect(run('warrior')).toEqual([0, null]);
    expect(def.keywordValues?.ranged).toBe(4);
    expect(def.keywords).toContain('trueSight');
  });
});

describe("'synthetic-strike'", () => {
  const def = scriptedDef('synthetic-strike');
  it('+1 power while the attacker is attacking an Automaton unit', () => {
    const run = (target: CardDef) => damageTo(target, 'guardian', def);
    expect(run(automatonWall)).toBe(4);
    expect(run(humanWall)).toBe(3);
  });
});

describe("'vicious-slice'", () => {
  const def = scriptedDef('vicious-slice');
  it('with the Assassin bonus, +1 power while the attacker is attacking a Human', () => {
    const run = (target: CardDef) => damageTo(target, 'assassin', def);
    expect(run(humanWall)).toBe(3);
    expect(run(automatonWall)).toBe(2);
  });
});

describe("'blade-of-creation'", () => {
  const def = scriptedDef('blade-of-creation');
  it('a Guardian pays 1 less for each token object it controls; cleave', () => {
    let s = fill(withDef(as(mainPhaseOf(B), B, 'guardian', 'NEOS'), drone), B, 10);
    expect(paid(s, B, def)).toBe(7);
    [s] = place(s, B, drone, { card: null } as never);
    [s] = place(s, B, drone, { card: null } as never);
    [s] = place(s, B, human);
    [s] = place(s, A, drone, { card: null } as never);
    expect(paid(s, B, def)).toBe(5);
    expect(paid(as(s, B, 'warrior', 'NEOS'), B, def)).toBe(7);
    expect(def.keywords).toContain('cleave');
  });
});

describe("'eternal-directive'", () => {
  const def = scriptedDef('eternal-directive');
  it('an Automaton ally you control performs it; with the Warrior bonus, On Attack a buff counter on the attacker', () => {
    const run = (cls: 'warrior' | 'guardian') => {
      let s = as(mainPhaseOf(B), B, cls, 'WIND');
      let me: string, w: string;
      [s, me] = place(s, B, bot());
      [s, w] = place(s, A, humanWall);
      s = afterCombat(commandAttack(s, B, def, me, w));
      return [s.objects[me]!.counters.buff ?? 0, s.objects[w]!.damage];
    };
    // The attack card's 3 power, the attacker's 1 and its new buff counter.
    expect(run('warrior')).toEqual([1, 5]);
    expect(def.commandSubtype).toBe('AUTOMATON');
  });
  it('the ally rested to pay for it is the one that attacks (ruling)', () => {
    let s = as(mainPhaseOf(B), B, 'warrior', 'WIND');
    let first: string, second: string, w: string;
    [s, first] = place(s, B, bot('test-bot-1'));
    [s, second] = place(s, B, bot('test-bot-2'));
    [s, w] = place(s, A, humanWall);
    s = afterCombat(commandAttack(s, B, def, second, w));
    expect([s.objects[first]!.counters.buff ?? 0, s.objects[second]!.counters.buff ?? 0]).toEqual([0, 1]);
    expect([s.objects[first]!.rested, s.objects[second]!.rested]).toEqual([false, true]);
  });
  it('if that ally dies before it resolves, it fizzles: no attack (ruling)', () => {
    let s = as(mainPhaseOf(B), B, 'warrior', 'WIND');
    let me: string, w: string;
    [s, me] = place(s, B, bot());
    [s, w] = place(s, A, humanWall);
    s = killInResponse(commandActivate(s, B, def, me), A, me);
    expect(s.field).not.toContain(me);
    expect(s.objects[w]!.damage).toBe(0);
    expect(player(s, B).graveyard.some((c) => s.cards[c]!.def === def.slug)).toBe(true);
  });
  it('a non-Automaton ally cannot perform it', () => {
    let s = as(mainPhaseOf(B), B, 'warrior', 'WIND');
    let man: string;
    [s, man] = place(s, B, human);
    let card: string;
    [s, card] = addCard(withDef(fill(s, B, 4), def), B, def.slug);
    expect(legalActions(s, B).some((a) => a.type === 'activate' && a.card === card)).toBe(false);
    expect(s.objects[man]).toBeDefined();
  });
});

describe("'charged-directive'", () => {
  const def = scriptedDef('charged-directive');
  it('On Attack: a rested Powercell, then each opponent banishes as many cards from their graveyard as Powercells you control', () => {
    let s = as(mainPhaseOf(B), B, 'warrior');
    let me: string, w: string;
    [s, me] = place(s, B, bot());
    [s] = place(s, B, cell);
    [s, w] = place(s, A, humanWall);
    for (let i = 0; i < 5; i++) [s] = addCard(s, A, 'smoke-out', 'graveyard');
    const grave = player(s, A).graveyard.length;
    s = commandAttack(s, B, def, me, w);
    s = passUntil(s, (t) => t.pending?.kind === 'eachBanishesFromGraveyard' || !t.combat);
    s = answerAll(s, 'eachBanishesFromGraveyard');
    s = afterCombat(s);
    const cells = controlled(s, B, 'powercell');
    expect(cells).toHaveLength(2);
    expect(cells.filter((c) => s.objects[c]!.rested)).toHaveLength(1);
    expect(grave - player(s, A).graveyard.length).toBe(2);
    expect(s.objects[w]!.damage).toBe(3);
  });
  it('fizzles with no attack, no Powercell, when the ally rested for it dies first (ruling)', () => {
    let s = as(mainPhaseOf(B), B, 'warrior');
    let me: string, w: string;
    [s, me] = place(s, B, bot());
    [s, w] = place(s, A, humanWall);
    s = killInResponse(commandActivate(s, B, def, me), A, me);
    expect(controlled(s, B, 'powercell')).toHaveLength(0);
    expect(s.objects[w]!.damage).toBe(0);
  });
});

describe("'engineered-slime'", () => {
  const def = scriptedDef('engineered-slime');
  it('with the Tamer bonus, whenever you sacrifice a Powercell choose: a buff counter on it, or spellshroud until end of turn', () => {
    const run = (cls: 'tamer' | 'warrior', mode: number) => {
      let s = as(mainPhaseOf(A), A, cls);
      let me: string, c: string;
      [s, me] = place(s, A, def);
      [s, c] = place(s, A, cell);
      s = fill(s, A, 2);
      s = act(s, A, { type: 'activateAbility', object: c, index: 0 });
      s = payReserve(act(s, A, { type: 'chooseTarget', target: obj(me) }), A);
      s = passUntil(s, (t) => t.pending?.kind === 'triggerMode' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
      if (s.pending?.kind === 'triggerMode') s = act(s, A, { type: 'chooseMode', mode });
      s = resolveAll(s);
      return [s.objects[me]!.counters.buff ?? 0, hasKeyword(s, s.objects[me]!, 'spellshroud')];
    };
    expect(run('tamer', 0)).toEqual([1, false]);
    expect(run('tamer', 1)).toEqual([0, true]);
    expect(run('warrior', 0)).toEqual([0, false]);
    expect(def.keywordValues?.pride).toBe(2);
  });
});
