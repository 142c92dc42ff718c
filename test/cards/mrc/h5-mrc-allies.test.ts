// h5-u-mrc: Mercurial Heart allies (foster, Powercells, floating memory, distance).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { fixtureDef } from '../../../src/cards/fixtures/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, activateFromHand, addCard, atMain, champion, edit, factsOnly, mainPhaseOf, passUntil, player, resolveAll, withDef } from '../doa/support.js';
import { as, bolt, fill, life, obj, place } from '../doa/round2-helpers.js';
import { floatsFor } from '../doa/round3-helpers.js';
import   { cast, withHerbTokens, controlled } from '../rdo/rdo-1-support.js';

/** Activate `def` from hand, then answer every "may" its resolution asks with `accept`. */
function playAnswering(s: GameState, who: PlayerId, def: CardDef, accept: boolean, targets: Parameters<typeof activateFromHand>[3] = []): GameState {
  s = activateFromHand(fill(s, who, 6), who, def, targets)[0];
  for (let i = 0; i < 40; i++) {
    s = passUntil(s, (t) => t.pending?.kind === 'may' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    if (s.pending?.kind !== 'may') return s;
    s = act(s, who, { type: 'mayAnswer', accept });
  }
  return s;
}
/** The game knows the tokens these cards summon. */
const withTokens = (s: GameState) => withHerbTokens(withDef(withDef(s, scriptedDef('automaton-drone')), factsOnly('ominous-shadow')));
/** A non-token item with the Powercell subtype. */
const cellItem = defineCard({ slug: 'test-cell-item', name: 'Cell Item', types: ['ITEM'], subtypes: ['POWERCELL'], element: 'NORM', cost: reserve(1) }, {});
const floater = defineCard({ slug: 'test-floater', name: 'Floater', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, { keywords: ['floatingMemory'] });
const plain = defineCard({ slug: 'test-plain', name: 'Plain', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, {});

/** Alice places `def` (no On Enter) and her next turn comes: it is fostered in her recollection phase unless it was damaged. */
function fosterRun(def: CardDef, cls: Parameters<typeof as>[2], damage = false): { s: GameState; id: string } {
  let s = withTokens(as(mainPhaseOf(A), A, cls));
  let id: string;
  [s, id] = place(s, A, def);
  if (damage) {
    s = passUntil(s, atMain(B));
    s = cast(s, B, { ...bolt, onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: 1 }] }, [obj(id)]);
  }
  s = passUntil(passUntil(s, (t) => t.players[t.turnPlayer]!.id === B), atMain(A));
  return { s, id };
}

describe("'cell-generator'", () => {
  const def = scriptedDef('cell-generator');
  it('On Foster: with the Guardian bonus two Powercells enter rested', () => {
    const r = fosterRun(def, 'guardian');
    expect(r.s.objects[r.id]!.fostered).toBe(true);
    const cells = controlled(r.s, A, 'powercell');
    expect(cells).toHaveLength(2);
    expect(cells.every((c) => r.s.objects[c]!.rested)).toBe(true);
    expect(controlled(fosterRun(def, 'warrior').s, A, 'powercell')).toHaveLength(0);
  });
  it('a damaged ally is not fostered and summons nothing', () => {
    const r = fosterRun(def, 'guardian', true);
    expect(r.s.objects[r.id]!.fostered ?? false).toBe(false);
    expect(controlled(r.s, A, 'powercell')).toHaveLength(0);
  });
});

describe("'city-protector'", () => {
  const def = scriptedDef('city-protector');
  it('On Foster: summons an Automaton Drone (no class needed)', () => {
    const r = fosterRun(def, 'warrior');
    expect(r.s.objects[r.id]!.fostered).toBe(true);
    expect(controlled(r.s, A, 'automaton-drone')).toHaveLength(1);
  });
});

describe("'embershield-keeper'", () => {
  const def = scriptedDef('embershield-keeper');
  it('+2 life while fostered, with the Guardian bonus only', () => {
    let s = as(mainPhaseOf(A), A, 'guardian');
    let a: string, b: string;
    [s, a] = place(s, A, def);
    [s, b] = place(s, A, def, { fostered: true });
    expect([life(s, a), life(s, b)]).toEqual([2, 4]);
    expect(life(as(s, A, 'warrior'), b)).toBe(2);
    const r = fosterRun(def, 'guardian');
    expect(life(r.s, r.id)).toBe(4);
  });
});

describe("'krustallan-patrol'", () => {
  const def = scriptedDef('krustallan-patrol');
  it('On Foster: a buff counter on itself; steadfast while fostered', () => {
    let s = mainPhaseOf(A);
    let a: string;
    [s, a] = place(s, A, def);
    expect(hasKeyword(s, s.objects[a]!, 'steadfast')).toBe(false);
    const r = fosterRun(def, 'warrior');
    expect(r.s.objects[r.id]!.counters.buff).toBe(1);
    expect(hasKeyword(r.s, r.s.objects[r.id]!, 'steadfast')).toBe(true);
  });
});

describe("'cell-converter'", () => {
  const def = scriptedDef('cell-converter');
  it('at the beginning of your end phase a rested Powercell; Cleric Floating Memory', () => {
    let s = mainPhaseOf(A);
    [s] = place(s, A, def);
    s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === B);
    const cells = controlled(s, A, 'powercell');
    expect(cells).toHaveLength(1);
    expect(s.objects[cells[0]!]!.rested).toBe(true);
    // Not at the opponent's end phase.
    s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === A);
    expect(controlled(s, A, 'powercell')).toHaveLength(1);
    expect(floatsFor(def, 'cleric')).toBe(true);
    expect(floatsFor(def, 'warrior')).toBe(false);
  });
});

describe("'savage-smash'", () => {
  const def = scriptedDef('savage-smash');
  it('Floating Memory with the Guardian bonus only', () => {
    expect(floatsFor(def, 'guardian')).toBe(true);
    expect(floatsFor(def, 'warrior')).toBe(false);
  });
});

describe("'possessed-remnant'", () => {
  const def = scriptedDef('possessed-remnant');
  const tristan = factsOnly('tristan-hired-blade');
  it('On Death with a Tristan champion: an Ominous Shadow and recover 3', () => {
    const run = (asTristan: boolean) => {
      let s = withTokens(mainPhaseOf(A));
      if (asTristan) s = edit(withDef(s, tristan), (t) => { t.objects[player(t, A).champion!]!.def = tristan.slug; });
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 5; });
      let id: string;
      [s, id] = place(s, A, def);
      s = cast(s, A, bolt, [obj(id)]);
      return [controlled(s, A, 'ominous-shadow').length, champion(s, A).damage];
    };
    expect(run(true)).toEqual([1, 2]);
    expect(run(false)).toEqual([0, 5]);
  });
});

describe("'priestess-of-flame'", () => {
  const def = scriptedDef('priestess-of-flame');
  it('with the Cleric bonus: you may take 3 damage from it to gather twice', () => {
    const herbs = (s: GameState) => s.field.filter((id) => s.defs[s.objects[id]!.def]?.subtypes.includes('HERB')).length;
    const yes = playAnswering(withTokens(as(mainPhaseOf(A), A, 'cleric', 'FIRE')), A, def, true);
    expect([champion(yes, A).damage, herbs(yes)]).toEqual([3, 2]);
    const no = playAnswering(withTokens(as(mainPhaseOf(A), A, 'cleric', 'FIRE')), A, def, false);
    expect([champion(no, A).damage, herbs(no)]).toEqual([0, 0]);
    const other = playAnswering(withTokens(as(mainPhaseOf(A), A, 'warrior', 'FIRE')), A, def, true);
    expect([champion(other, A).damage, herbs(other)]).toEqual([0, 0]);
  });
});

describe("'volatile-fusilier'", () => {
  const def = scriptedDef('volatile-fusilier');
  it('with the Ranger bonus: you may take 4 damage from it; if you do it becomes distant', () => {
    const yes = playAnswering(as(mainPhaseOf(A), A, 'ranger', 'FIRE'), A, def, true);
    const id = controlled(yes, A, def.slug)[0]!;
    expect([champion(yes, A).damage, yes.objects[id]!.distant]).toEqual([4, true]);
    const no = playAnswering(as(mainPhaseOf(A), A, 'ranger', 'FIRE'), A, def, false);
    expect([champion(no, A).damage, no.objects[controlled(no, A, def.slug)[0]!]!.distant ?? false]).toEqual([0, false]);
    expect(def.keywordValues?.ranged).toBe(2);
  });
});

describe("'imperial-scout'", () => {
  const def = scriptedDef('imperial-scout');
  const distance = defineCard({ slug: 'test-distance', name: 'Distance', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
    { targets: [{ kind: 'unit' }], onResolve: [{ op: 'becomeDistant', subject: { ref: 'target', index: 0 } }] });
  it('whenever it becomes distant you may mill two', () => {
    const run = (accept: boolean) => {
      let s = mainPhaseOf(A);
      let id: string;
      [s, id] = place(s, A, def);
      const grave = player(s, A).graveyard.length;
      s = playAnswering(s, A, distance, accept, [obj(id)]);
      return player(s, A).graveyard.length - grave;
    };
    expect(run(true)).toBe(3); // the two milled cards and Distance itself
    expect(run(false)).toBe(1);
  });
});

describe("'charged-assailant'", () => {
  const def = scriptedDef('charged-assailant');
  const cell = fixtureDef('powercell');
  it('with the Assassin bonus and a Powercell you control: agility 3 this turn', () => {
    const run = (cls: 'assassin' | 'warrior', withCell: boolean, which: CardDef = cell) => {
      let s = as(mainPhaseOf(A), A, cls, 'WIND');
      if (withCell) [s] = place(s, A, which);
      s = playAnswering(s, A, def, true);
      return (s.agility ?? []).some((g) => g.player === A && g.amount === 3);
    };
    expect(run('assassin', true)).toBe(true);
    // Ruling: any object with the Powercell subtype counts, not only the token.
    expect(run('assassin', true, cellItem)).toBe(true);
    expect(run('assassin', false)).toBe(false);
    expect(run('warrior', true)).toBe(false);
  });
});

describe("'cell-sharpshooter'", () => {
  const def = scriptedDef('cell-sharpshooter');
  it('On Enter you may banish a Floating Memory card from your graveyard to draw and summon a rested Powercell', () => {
    const run = (grave: CardDef, accept: boolean) => {
      let s = withDef(as(mainPhaseOf(A), A, 'ranger', 'WATER'), grave);
      [s] = addCard(s, A, grave.slug, 'graveyard');
      s = activateFromHand(fill(s, A, 6), A, def)[0];
      const hand = player(s, A).hand.length;
      s = passUntil(s, (t) => t.pending?.kind === 'banishFromGraveyard' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
      if (s.pending?.kind === 'banishFromGraveyard') {
        const card = player(s, A).graveyard.find((c) => s.cards[c]!.def === grave.slug)!;
        s = act(s, A, { type: 'chooseTarget', target: accept ? { kind: 'card', id: card } : null });
      }
      s = resolveAll(s);
      const cells = controlled(s, A, 'powercell');
      return [player(s, A).hand.length - hand, cells.length, cells.every((c) => s.objects[c]!.rested)];
    };
    expect(run(floater, true)).toEqual([1, 1, true]);
    expect(run(floater, false)).toEqual([0, 0, true]);
    expect(run(plain, true)).toEqual([0, 0, true]);
  });
});
