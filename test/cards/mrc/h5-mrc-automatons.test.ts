// h5-u-mrc: Mercurial Heart Automatons, Powercells and Automaton Drones.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { fixtureDef } from '../../../src/cards/fixtures/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { ChosenTarget, GameState, PlayerId } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, activateFromHand, champion, mainPhaseOf, passUntil, payReserve, player, resolveAll, withDef, withLevel } from '../doa/support.js';
import { as, bolt, fill, obj, paid, place, power } from '../doa/round2-helpers.js';
import { cast, champ, controlled } from '../rdo/rdo-1-support.js';
import { activatePaying, canActivate } from './h5-mrc-support.js';

const cell = fixtureDef('powercell');
const drone = scriptedDef('automaton-drone');
const human = scriptedDef('bladed-riftseer');
const automaton = defineCard({ slug: 'test-automaton', name: 'Automaton', types: ['ALLY'], subtypes: ['AUTOMATON'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {});

/** Sacrifice a Powercell through its own ability (pay 1, rest, sacrifice), boosting `automatonAlly`. */
function sacrificeCell(s: GameState, who: PlayerId, cellId: string, automatonAlly: string): GameState {
  s = fill(s, who, 2);
  s = act(s, who, { type: 'activateAbility', object: cellId, index: 0 });
  s = act(s, who, { type: 'chooseTarget', target: obj(automatonAlly) });
  return payReserve(s, who);
}
/** Pass until nothing is waiting, answering each "may" with `accept` and each trigger target with the next of `targets`. */
function settleWith(s: GameState, who: PlayerId, accept: boolean, targets: (ChosenTarget | null)[] = []): GameState {
  const queue = [...targets];
  for (let i = 0; i < 60; i++) {
    s = passUntil(s, (t) => ['may', 'triggerTargets', 'triggerMode'].includes(t.pending?.kind ?? '') || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    if (s.pending?.kind === 'may') s = act(s, who, { type: 'mayAnswer', accept });
    else if (s.pending?.kind === 'triggerTargets') s = act(s, who, { type: 'chooseTarget', target: queue.shift() ?? null });
    else if (s.pending?.kind === 'triggerMode') s = act(s, who, { type: 'chooseMode', mode: (queue.shift() as unknown as number) ?? 0 });
    else return s;
  }
  return s;
}
const playWith = (s: GameState, def: CardDef, accept: boolean, triggerTargets: (ChosenTarget | null)[] = [], targets: ChosenTarget[] = []) =>
  settleWith(activateFromHand(fill(s, A, 8), A, def, targets)[0], A, accept, triggerTargets);

describe("'powered-armsmaster'", () => {
  const def = scriptedDef('powered-armsmaster');
  it('with the Ranger bonus it becomes distant whenever you sacrifice a Powercell; On Death a Powercell', () => {
    const run = (cls: 'ranger' | 'warrior') => {
      let s = as(mainPhaseOf(A), A, cls, 'UMBRA');
      let me: string, c: string;
      [s, me] = place(s, A, def);
      [s, c] = place(s, A, cell);
      s = resolveAll(sacrificeCell(s, A, c, me));
      return s.objects[me]!.distant ?? false;
    };
    expect(run('ranger')).toBe(true);
    expect(run('warrior')).toBe(false);
    let s = mainPhaseOf(A);
    let me: string;
    [s, me] = place(s, A, def);
    s = cast(s, A, bolt, [obj(me)]);
    expect(controlled(s, A, 'powercell')).toHaveLength(1);
    expect(def.keywordValues?.ranged).toBe(3);
  });
});

describe("'powered-defender'", () => {
  const def = scriptedDef('powered-defender');
  const ping = defineCard({ slug: 'test-ping', name: 'Ping', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
    { targets: [{ kind: 'unit' }], onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: 1 }] });
  it('whenever it is dealt damage, a Powercell; taunt for a level 2+ Guardian', () => {
    let s = as(mainPhaseOf(A), A, 'guardian');
    let me: string;
    [s, me] = place(s, A, def);
    s = cast(s, A, ping, [obj(me)]);
    s = cast(s, A, ping, [obj(me)]);
    expect(controlled(s, A, 'powercell')).toHaveLength(2);
    expect(hasKeyword(s, s.objects[me]!, 'taunt')).toBe(false);
    expect(hasKeyword(withLevel(s, A, 1), s.objects[me]!, 'taunt')).toBe(true);
    expect(hasKeyword(withLevel(as(s, A, 'warrior'), A, 1), s.objects[me]!, 'taunt')).toBe(false);
  });
});

describe("'atmos-armor-type-hermes'", () => {
  const def = scriptedDef('atmos-armor-type-hermes');
  it('sacrifices a Powercell as it is activated; spellshroud; at level 1+ other Automaton allies you control get +1 power', () => {
    let s = mainPhaseOf(A);
    expect(canActivate(fill(s, A, 4), A, def)).toBe(false);
    let c: string, bot: string, man: string;
    [s, c] = place(s, A, cell);
    [s, bot] = place(s, A, automaton);
    [s, man] = place(s, A, human);
    s = resolveAll(activatePaying(fill(s, A, 4), A, def, [c]));
    expect(s.objects[c]).toBeUndefined();
    const me = controlled(s, A, def.slug)[0]!;
    expect(hasKeyword(s, s.objects[me]!, 'spellshroud')).toBe(true);
    // The level 0 Spirit: no bonus; a level 1 champion: +1 for the other Automaton only.
    expect([power(s, bot), power(s, man), power(s, me)]).toEqual([1, human.power, 2]);
    s = as(s, A, 'warrior');
    expect([power(s, bot), power(s, man), power(s, me)]).toEqual([2, human.power, 2]);
  });
});

describe("'harvester-mk-ii'", () => {
  const def = scriptedDef('harvester-mk-ii');
  it('Automaton allies you control (itself too) have an On Death that summons a Powercell; others do not', () => {
    let s = mainPhaseOf(A);
    let bot: string, man: string, theirs: string;
    [s] = place(s, A, def);
    [s, bot] = place(s, A, automaton);
    [s, man] = place(s, A, human);
    [s, theirs] = place(s, B, automaton);
    s = cast(s, A, bolt, [obj(man)]);
    expect(controlled(s, A, 'powercell')).toHaveLength(0);
    s = cast(s, A, bolt, [obj(theirs)]);
    expect(controlled(s, A, 'powercell').length + controlled(s, B, 'powercell').length).toBe(0);
    s = cast(s, A, bolt, [obj(bot)]);
    expect(controlled(s, A, 'powercell')).toHaveLength(1);
    s = cast(s, A, bolt, [obj(controlled(s, A, def.slug)[0]!)]);
    expect(controlled(s, A, 'powercell')).toHaveLength(2);
  });
});

describe("'bolster-ranks'", () => {
  const def = scriptedDef('bolster-ranks');
  it('mode 1: a Drone with a buff counter; mode 2: a buff counter on each ally you control; a Guardian pays 1 less', () => {
    let s = withDef(as(mainPhaseOf(A), A, 'guardian', 'NEOS'), drone);
    const cost = (u: GameState) => {
      u = fill(u, A, 6);
      return player(u, A).hand.length - player(activateFromHand(u, A, def, [], 0)[0], A).hand.length;
    };
    expect(cost(s)).toBe(2);
    expect(cost(as(s, A, 'warrior', 'NEOS'))).toBe(3);
    let t = resolveAll(activateFromHand(fill(s, A, 6), A, def, [], 0)[0]);
    const drones = controlled(t, A, 'automaton-drone');
    expect(drones).toHaveLength(1);
    expect(t.objects[drones[0]!]!.counters.buff).toBe(1);
    let a: string, b: string, theirs: string;
    [s, a] = place(s, A, human);
    [s, b] = place(s, A, automaton);
    [s, theirs] = place(s, B, automaton);
    t = resolveAll(activateFromHand(fill(s, A, 6), A, def, [], 1)[0]);
    expect([t.objects[a]!.counters.buff, t.objects[b]!.counters.buff, t.objects[theirs]!.counters.buff ?? 0]).toEqual([1, 1, 0]);
  });
});

describe("'dorumegian-foundry'", () => {
  const def = scriptedDef('dorumegian-foundry');
  const domain = defineCard({ slug: 'test-domain', name: 'Domain', types: ['DOMAIN'], element: 'NORM', cost: reserve(1) }, {});
  it('a Guardian pays 2 less for each of up to three domains; On Enter a Drone with a buff counter', () => {
    let s = withDef(as(mainPhaseOf(A), A, 'guardian'), drone);
    s = fill(s, A, 10);
    expect(paid(s, A, def)).toBe(8);
    [s] = place(s, A, domain);
    expect(paid(s, A, def)).toBe(6);
    [s] = place(s, A, domain);
    [s] = place(s, A, domain);
    [s] = place(s, A, domain);
    expect(paid(s, A, def)).toBe(2);
    expect(paid(as(s, A, 'warrior'), A, def)).toBe(8);
    s = resolveAll(activateFromHand(s, A, def)[0]);
    const drones = controlled(s, A, 'automaton-drone');
    expect(drones).toHaveLength(1);
    expect(s.objects[drones[0]!]!.counters.buff).toBe(1);
  });
});

describe("'airship-captain'", () => {
  const def = scriptedDef('airship-captain');
  const domain = defineCard({ slug: 'test-domain', name: 'Domain', types: ['DOMAIN'], element: 'NORM', cost: reserve(0) }, {});
  it('whenever a domain enters the field under your control, 2 damage to target champion', () => {
    let s = as(mainPhaseOf(A), A, 'warrior', 'FIRE');
    [s] = place(s, A, def);
    s = playWith(s, domain, false, [obj(champ(s, B))]);
    expect(champion(s, B).damage).toBe(2);
    // Not for an opponent's domain.
    s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === B && !!t.opportunity && !t.pending);
    s = resolveAll(activateFromHand(fill(s, B, 2), B, domain)[0]);
    expect(champion(s, B).damage).toBe(2);
    expect(champion(s, A).damage).toBe(0);
  });
});

describe("'armed-and-dangerous'", () => {
  const def = scriptedDef('armed-and-dangerous');
  const gun = defineCard({ slug: 'test-gun', name: 'Gun', types: ['WEAPON'], subtypes: ['GUN'], element: 'NORM', cost: reserve(1), power: 1, durability: 2 }, {});
  it('one card per Gun weapon you control, counting at most two', () => {
    const drawn = (guns: number) => {
      let s = fill(mainPhaseOf(A), A, 6);
      for (let i = 0; i < guns; i++) [s] = place(s, A, gun);
      [s] = place(s, B, gun);
      const hand = player(s, A).hand.length;
      s = resolveAll(activateFromHand(s, A, def)[0]);
      return player(s, A).hand.length - (hand - 3);
    };
    expect([drawn(0), drawn(1), drawn(2), drawn(3)]).toEqual([0, 1, 2, 2]);
  });
});
