// Cleric regalia first printed in promotional sets.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { bolt, fill, paid, place } from '../doa/round2-helpers.js';
import { activateFromHand, play } from '../doa/support.js';
import { defineCard, memory, reserve } from '../../../src/cards/define.js';
import { B, addCard, atMain, enable, factsOnly, passUntil, withDef, withLevel } from '../doa/support.js';
import { GATHER_HERBS } from '../../../src/engine/effects/cleric-ops.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { pendingEmpower } from '../../../src/engine/play/activation-keywords.js';
import {
  A, act, asClass, champion, edit, legal, mainPhaseOf, materialize, player, resolveAll, toMaterialize, untilPending, useAbility,
} from '../doa/support.js';

const clericRobes = scriptedDef('cleric-robes');
const necklaceOfForesight = scriptedDef('necklace-of-foresight');
const charmOfAnticipation = scriptedDef('charm-of-anticipation');

function payFirst(s: GameState): GameState {
  while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') {
    s = act(s, A, legal(s, A).find((a) => a.type === 'chooseReserve')!);
  }
  return s;
}
const banished = (s: GameState, slug: string) => player(s, A).banishment.some((c) => s.cards[c]!.def === slug);

describe('cleric-robes', () => {
  it('enters drawing a card only with the Cleric class bonus', () => {
    const drawn = (cleric: boolean) => {
      let [s, card] = toMaterialize(clericRobes, 1, (t) => (cleric ? asClass(t, A, 'cleric') : asClass(t, A, 'warrior')));
      const before = player(s, A).hand.length;
      s = materialize(s, card);
      return player(s, A).hand.length - before;
    };
    expect(drawn(true)).toBe(1);
    expect(drawn(false)).toBe(0);
  });

  it('paying 1 and resting it prevents the next 1 damage to your champion this turn', () => {
    let s = fill(mainPhaseOf(A), A, 3);
    let robes: string;
    [s, robes] = place(s, A, clericRobes);
    s = resolveAll(payFirst(useAbility(s, A, robes, 1)));
    expect(s.objects[robes]!.rested).toBe(true);
    const before = champion(s, A).damage;
    [s] = play(s, A, bolt, [{ kind: 'object', id: champion(s, A).id }]);
    const boltDamage = 5; // the test bolt deals 5
    expect(champion(s, A).damage - before).toBe(boltDamage - 1);
    // Used up: the next damage is not prevented.
    [s] = play(s, A, bolt, [{ kind: 'object', id: champion(s, A).id }]);
    expect(champion(s, A).damage - before).toBe(boltDamage * 2 - 1);
  });
});

describe('necklace-of-foresight', () => {
  it('costs 1 less to materialize with the Cleric class bonus', () => {
    let [s, card] = toMaterialize(necklaceOfForesight, 0, (t) => asClass(t, A, 'cleric'));
    expect(legal(s, A)).toContainEqual({ type: 'materialize', card });
    [s, card] = toMaterialize(necklaceOfForesight, 0, (t) => edit(asClass(t, A, 'warrior'), (u) => { player(u, A).memory = []; }));
    expect(legal(s, A)).not.toContainEqual({ type: 'materialize', card });
  });

  it('banishing it glimpses 4', () => {
    let s = mainPhaseOf(A);
    let necklace: string;
    [s, necklace] = place(s, A, necklaceOfForesight);
    const top = player(s, A).mainDeck.slice(0, 4);
    s = untilPending(useAbility(s, A, necklace, 1), 'glimpse');
    expect(s.pending?.kind === 'glimpse' && s.pending.cards).toEqual(top);
    expect(banished(s, 'necklace-of-foresight')).toBe(true);
  });
});

describe('charm-of-anticipation', () => {
  it("banishing it draws a card, only while you have the Crowd's Favor status", () => {
    let s = mainPhaseOf(A);
    let charm: string;
    [s, charm] = place(s, A, charmOfAnticipation);
    expect(legal(s, A)).not.toContainEqual({ type: 'activateAbility', object: charm, index: 0 });
    s = edit(s, (t) => { t.statuses = { ...(t.statuses ?? {}), [A]: ['crowds-favor'] }; });
    const before = player(s, A).hand.length;
    s = resolveAll(useAbility(s, A, charm));
    expect(player(s, A).hand.length).toBe(before + 1);
    expect(banished(s, 'charm-of-anticipation')).toBe(true);
  });
});

// ----- Scepters, Scale of Souls, Incandescent Reliquary -----

const scepterOfLumina = scriptedDef('scepter-of-lumina');
const scepterOfFascination = scriptedDef('scepter-of-fascination');
const scaleOfSouls = scriptedDef('scale-of-souls');
const reliquary = scriptedDef('incandescent-reliquary');
const level1 = defineCard({ slug: 'test-level-one', name: 'Test Level One', types: ['CHAMPION'], subtypes: ['CLERIC'], classes: ['CLERIC'], element: 'NORM', cost: memory(1), level: 1, life: 20 }, {});

/** Alice's hand and memory hold exactly these many cards. */
function handAndMemory(s: GameState, hand: number, mem: number): GameState {
  s = edit(s, (t) => { player(t, A).hand = []; player(t, A).memory = []; });
  for (let i = 0; i < hand; i++) [s] = addCard(s, A, 'smoke-out', 'hand');
  for (let i = 0; i < mem; i++) [s] = addCard(s, A, 'smoke-out', 'memory');
  return s;
}
/** From Bob's main phase to Alice's next main phase, through her recollection phase. */
const throughAlicesRecollection = (s: GameState) => passUntil(s, atMain(A));
const bobsMain = () => passUntil(mainPhaseOf(A), atMain(B));

describe('scepter-of-lumina', () => {
  it('whenever your champion levels up, it deals 4 damage to a target champion you do not control', () => {
    let [s, card] = toMaterialize(level1, 1, (t) => place(t, A, scepterOfLumina)[0]);
    s = act(s, A, { type: 'materialize', card });
    s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets');
    const targets = legal(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(targets).toEqual([champion(s, B).id]);
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: champion(s, B).id } }));
    expect(champion(s, B).damage).toBe(4);
  });

  it('at level 3 or more, paying 5 and banishing it draws a card', () => {
    let s = fill(mainPhaseOf(A), A, 6);
    let scepter: string;
    [s, scepter] = place(s, A, scepterOfLumina);
    expect(legal(s, A)).not.toContainEqual({ type: 'activateAbility', object: scepter, index: 1 });
    s = withLevel(s, A, 3);
    const hand = player(s, A).hand.length;
    s = resolveAll(payFirst(useAbility(s, A, scepter, 1)));
    expect(player(s, A).hand.length).toBe(hand - 5 + 1);
    expect(banished(s, 'scepter-of-lumina')).toBe(true);
  });
});

describe('scepter-of-fascination', () => {
  it('enters drawing a card', () => {
    let [s, card] = toMaterialize(scepterOfFascination, 1);
    const hand = player(s, A).hand.length;
    s = materialize(s, card);
    expect(player(s, A).hand.length).toBe(hand + 1);
  });

  it('with the Diao Chan bonus, banishing it wakes your champion up and puts two glimmer counters on it', () => {
    let s = mainPhaseOf(A);
    let scepter: string;
    [s, scepter] = place(s, A, scepterOfFascination);
    expect(legal(s, A)).not.toContainEqual({ type: 'activateAbility', object: scepter, index: 1 });
    const diao = factsOnly('diao-chan-enchantress');
    s = edit(withDef(s, diao), (t) => {
      const c = t.objects[player(t, A).champion!]!;
      c.def = diao.slug;
      c.rested = true;
    });
    s = resolveAll(useAbility(s, A, scepter, 1));
    expect(champion(s, A).rested).toBe(false);
    expect(champion(s, A).counters.glimmer).toBe(2);
    expect(banished(s, 'scepter-of-fascination')).toBe(true);
  });
});

describe('scale-of-souls', () => {
  it('Balance: with the Cleric bonus and as many cards in hand as in memory as your recollection phase begins, recover 2', () => {
    const after = (cleric: boolean, hand: number, mem: number) => {
      let s = bobsMain();
      [s] = place(s, A, scaleOfSouls);
      s = cleric ? asClass(s, A, 'cleric') : asClass(s, A, 'warrior');
      s = edit(handAndMemory(s, hand, mem), (t) => { t.objects[player(t, A).champion!]!.damage = 5; });
      s = throughAlicesRecollection(s);
      return champion(s, A).damage;
    };
    expect(after(true, 2, 2)).toBe(3);
    expect(after(true, 3, 2)).toBe(5);
    expect(after(false, 2, 2)).toBe(5);
  });

  it('ruling: Balance is checked again as the ability resolves', () => {
    let s = asClass(bobsMain(), A, 'cleric');
    [s] = place(s, A, scaleOfSouls);
    s = edit(handAndMemory(s, 1, 1), (t) => { t.objects[player(t, A).champion!]!.damage = 5; });
    // Stop with the trigger on the stack, then break the balance before it resolves.
    s = passUntil(s, (t) => t.stack.some((i) => i.def === 'scale-of-souls'));
    s = edit(s, (t) => { player(t, A).memory = []; });
    s = passUntil(s, atMain(A));
    expect(champion(s, A).damage).toBe(5);
  });

  it('paying 2 and resting it returns a card from memory to hand', () => {
    let s = fill(mainPhaseOf(A), A, 2);
    let scale: string, kept: string;
    [s, scale] = place(s, A, scaleOfSouls);
    [s, kept] = addCard(s, A, 'smoke-out', 'memory');
    s = passUntil(payFirst(useAbility(s, A, scale, 1)), (u) => u.pending?.kind === 'chooseMemory');
    expect(s.objects[scale]!.rested).toBe(true);
    expect(legal(s, A)).toContainEqual({ type: 'chooseCard', card: kept });
    s = resolveAll(act(s, A, { type: 'chooseCard', card: kept }));
    expect(player(s, A).hand).toContain(kept);
    expect(player(s, A).memory).toHaveLength(2); // the two cards paid went there; the chosen one left
  });
});

describe('incandescent-reliquary', () => {
  it('costs 1 less to materialize with the Cleric class bonus', () => {
    let [s, card] = toMaterialize(reliquary, 0, (t) => edit(enable(asClass(t, A, 'cleric'), A, 'LUXEM'), (u) => { player(u, A).memory = []; }));
    expect(legal(s, A)).toContainEqual({ type: 'materialize', card });
    [s, card] = toMaterialize(reliquary, 0, (t) => edit(enable(asClass(t, A, 'warrior'), A, 'LUXEM'), (u) => { player(u, A).memory = []; }));
    expect(legal(s, A)).not.toContainEqual({ type: 'materialize', card });
  });

  it('draws a card as your recollection phase begins only if no player has less influence than you (a tie counts)', () => {
    const drew = (mine: [number, number], theirs: number) => {
      let s = bobsMain();
      [s] = place(s, A, reliquary);
      s = handAndMemory(s, mine[0], mine[1]);
      s = edit(s, (t) => { player(t, B).hand = player(t, B).hand.slice(0, theirs); player(t, B).memory = []; });
      s = passUntil(s, atMain(A));
      // Her memory came back to hand, and she drew one card in her draw phase.
      return player(s, A).hand.length - mine[0] - mine[1] - 1;
    };
    expect(drew([1, 1], 3)).toBe(1);
    expect(drew([2, 1], 3)).toBe(1); // ruling: tied for the least
    expect(drew([3, 1], 3)).toBe(0);
  });
});

// ----- Ingredient Pouch, Prototype Staff, Staff of Blossoming Will -----

const ingredientPouch = scriptedDef('ingredient-pouch');
const prototypeStaff = scriptedDef('prototype-staff');
const blossomingWill = scriptedDef('staff-of-blossoming-will');
const flowerbud = scriptedDef('flowerbud');

describe('ingredient-pouch', () => {
  it('paying 1 and resting it gathers: one Herb token', () => {
    let s = fill(mainPhaseOf(A), A, 1);
    for (const h of GATHER_HERBS) s = withDef(s, scriptedDef(h));
    let pouch: string;
    [s, pouch] = place(s, A, ingredientPouch);
    s = resolveAll(payFirst(useAbility(s, A, pouch)));
    const herbs = Object.values(s.objects).filter((o) => o.card === null && (GATHER_HERBS as readonly string[]).includes(o.def));
    expect(herbs).toHaveLength(1);
    expect(s.objects[pouch]!.rested).toBe(true);
  });
});

describe('prototype-staff', () => {
  const level = (s: GameState) => currentStat(s, champion(s, A), 'level');
  it('with the Cleric class bonus and four or more cards in memory, your champion gets +1 level', () => {
    let s = mainPhaseOf(A);
    [s] = place(s, A, prototypeStaff);
    const cleric = asClass(s, A, 'cleric');
    expect(level(handAndMemory(cleric, 0, 4))).toBe(2);
    expect(level(handAndMemory(cleric, 0, 3))).toBe(1);
    expect(level(handAndMemory(asClass(s, A, 'warrior'), 0, 4))).toBe(1);
  });

  it('at level 4 or more, resting it lets you put a card from hand on the bottom of your deck; if you do, draw into memory', () => {
    let s = handAndMemory(withLevel(mainPhaseOf(A), A, 3), 2, 0);
    let staff: string;
    [s, staff] = place(s, A, prototypeStaff);
    expect(legal(s, A)).not.toContainEqual({ type: 'activateAbility', object: staff, index: 1 });
    s = withLevel(s, A, 4);
    const chosen = player(s, A).hand[0]!;
    s = untilPending(useAbility(s, A, staff, 1), 'may');
    const declined = resolveAll(act(s, A, { type: 'mayAnswer', accept: false }));
    expect(player(declined, A).hand).toHaveLength(2);
    expect(player(declined, A).memory).toHaveLength(0);
    s = untilPending(act(s, A, { type: 'mayAnswer', accept: true }), 'moveFromHand');
    s = resolveAll(act(s, A, { type: 'chooseCard', card: chosen }));
    expect(player(s, A).mainDeck.at(-1)).toBe(chosen);
    expect(player(s, A).hand).toHaveLength(1);
    expect(player(s, A).memory).toHaveLength(1);
  });
});

describe('staff-of-blossoming-will', () => {
  it('enters drawing a card', () => {
    let [s, card] = toMaterialize(blossomingWill, 1, (t) => enable(t, A, 'TERA'));
    const hand = player(s, A).hand.length;
    s = materialize(s, card);
    expect(player(s, A).hand.length).toBe(hand + 1);
  });

  it('with the Diao Chan bonus, paying 1 and resting it makes a target player summon a Flowerbud token under their control', () => {
    let s = withDef(fill(mainPhaseOf(A), A, 1), flowerbud);
    let staff: string;
    [s, staff] = place(s, A, blossomingWill);
    expect(legal(s, A)).not.toContainEqual({ type: 'activateAbility', object: staff, index: 1 });
    const diao = factsOnly('diao-chan-enchantress');
    s = edit(withDef(s, diao), (t) => { t.objects[player(t, A).champion!]!.def = diao.slug; });
    s = act(s, A, { type: 'activateAbility', object: staff, index: 1 });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: B } });
    s = resolveAll(payFirst(s));
    const buds = Object.values(s.objects).filter((o) => o.def === 'flowerbud');
    expect(buds).toHaveLength(1);
    expect(buds[0]!.controller).toBe(B);
    expect(buds[0]!.card).toBeNull();
  });
});

describe('proto-key-crest', () => {
  it('On Charge 3: it goes back to your material deck and you recover 3', () => {
    let s = bobsMain();
    let crest: string;
    [s, crest] = place(s, A, scriptedDef('proto-key-crest'), { counters: { charge: 2 } });
    const card = s.objects[crest]!.card!;
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 5; });
    s = throughAlicesRecollection(s);
    expect(s.objects[crest]).toBeUndefined();
    expect(player(s, A).materialDeck).toContain(card);
    expect(champion(s, A).damage).toBe(2);
  });

  it('with fewer than three charge counters nothing happens', () => {
    let s = bobsMain();
    let crest: string;
    [s, crest] = place(s, A, scriptedDef('proto-key-crest'), { counters: { charge: 1 } });
    s = throughAlicesRecollection(s);
    expect(s.objects[crest]!.counters.charge).toBe(2);
  });
});

describe('viridian-protective-trinket', () => {
  const waterCard = defineCard({ slug: 'test-water', name: 'Test Water', types: ['ACTION'], element: 'WATER', cost: reserve(1), speed: true }, {});
  const normCard = defineCard({ slug: 'test-norm', name: 'Test Norm', types: ['ACTION'], element: 'NORM', cost: reserve(1), speed: true }, {});

  it('during your turn, water cards your opponents activate cost 2 more; not your own, not on their turn', () => {
    let s = fill(fill(mainPhaseOf(A), A, 6), B, 6);
    [s] = place(s, A, scriptedDef('viridian-protective-trinket'));
    s = enable(enable(s, A, 'WATER'), B, 'WATER');
    expect(paid(s, A, waterCard)).toBe(1);
    // Bob answers Alice's fast action with his water card, during her turn.
    const bobPays = (t: GameState, def: typeof waterCard) => {
      [t] = activateFromHand(t, A, bolt, [{ kind: 'object', id: player(t, A).champion! }]);
      t = act(t, A, { type: 'pass' });
      const before = player(t, B).hand.length;
      const [u] = activateFromHand(t, B, def);
      return before - player(u, B).hand.length;
    };
    expect(bobPays(s, waterCard)).toBe(3);
    expect(bobPays(s, normCard)).toBe(1);
    const bobsTurn = fill(passUntil(s, atMain(B)), B, 4);
    expect(paid(bobsTurn, B, waterCard)).toBe(1);
  });
});

describe('hairpin-of-transience', () => {
  const hairpin = scriptedDef('hairpin-of-transience');
  const guard = defineCard({ slug: 'test-guard', name: 'Test Guard', types: ['ALLY'], element: 'NORM', cost: memory(0), power: 1, life: 2 }, {});

  it('with the Cleric bonus, banishing it puts three wither counters on a target object that is not a champion', () => {
    let s = asClass(mainPhaseOf(A), A, 'cleric');
    let pin: string, theirs: string;
    [s, pin] = place(s, A, hairpin);
    [s, theirs] = place(s, B, guard);
    s = act(s, A, { type: 'activateAbility', object: pin, index: 0 });
    const targets = legal(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(targets).toContain(theirs);
    expect(targets).not.toContain(champion(s, A).id);
    expect(targets).not.toContain(champion(s, B).id);
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: theirs } }));
    expect(s.objects[theirs]!.counters.wither).toBe(3);
    // Bob's next main phase: he pays 3 or sacrifices it (declining here).
    s = passUntil(s, (t) => t.pending?.kind === 'wither');
    expect(s.players[s.turnPlayer]!.id).toBe(B);
    s = resolveAll(act(s, B, { type: 'payWither', card: null }));
    expect(s.objects[theirs]).toBeUndefined();
  });

  it('without the Cleric bonus it cannot be used', () => {
    let s = asClass(mainPhaseOf(A), A, 'warrior');
    let pin: string;
    [s, pin] = place(s, A, hairpin);
    [s] = place(s, B, guard);
    expect(legal(s, A)).not.toContainEqual({ type: 'activateAbility', object: pin, index: 0 });
  });

  it('rulings: one collective wither trigger per main phase; going back to the main phase after combat does not bring another', () => {
    let s = asClass(mainPhaseOf(A), A, 'cleric');
    let pin: string, mine: string, other: string;
    [s, pin] = place(s, A, hairpin);
    [s, mine] = place(s, A, guard);
    [s, other] = place(s, A, guard, { counters: { wither: 1 } });
    s = resolveAll(act(act(s, A, { type: 'activateAbility', object: pin, index: 0 }), A, { type: 'chooseTarget', target: { kind: 'object', id: mine } }));
    // Placed during this main phase: nothing happens for the rest of Alice's turn, combat included.
    s = passUntil(s, atMain(B));
    expect(s.objects[mine]!.counters.wither).toBe(3);
    // At her next main phase, one decision covers both objects; then all their counters are gone.
    s = passUntil(s, (t) => t.pending?.kind === 'wither');
    if (s.pending?.kind !== 'wither') throw new Error('no wither decision');
    expect(s.pending.objects).toEqual(expect.arrayContaining([mine, other]));
    const turn = s.turn;
    while (s.pending?.kind === 'wither') s = act(s, A, { type: 'payWither', card: null });
    expect(s.objects[mine]).toBeUndefined();
    expect(s.objects[other]).toBeUndefined();
    // The counters are all gone with the one decision; nothing more is asked this turn.
    s = passUntil(s, (t) => t.turn === turn && t.phase === 'end');
    expect(s.pending).toBeNull();
  });
});

describe('glimmer-essence-amulet', () => {
  const bud = defineCard({ slug: 'test-bud', name: 'Test Bud', types: ['PHANTASIA'], element: 'NORM', cost: reserve(1) }, {});
  const wreck = defineCard({ slug: 'test-wreck', name: 'Test Wreck', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [{ kind: 'phantasia' }], onResolve: [{ op: 'destroy', subject: { ref: 'target', index: 0 } }] });
  /** `destroyer` destroys `owner`'s phantasia in `destroyer`'s own main phase; play stops at a "may" or when all is resolved. */
  function destroyBud(destroyer: string, owner: string): GameState {
    let s = destroyer === A ? mainPhaseOf(A) : bobsMain();
    let target: string;
    [s] = place(s, A, scriptedDef('glimmer-essence-amulet'));
    [s, target] = place(s, owner, bud);
    [s] = activateFromHand(s, destroyer, wreck, [{ kind: 'object', id: target }]);
    return passUntil(s, (t) => t.pending?.kind === 'may' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
  }

  it("when a phantasia you control is destroyed outside your turn, you may banish it to draw a card", () => {
    let s = destroyBud(B, A);
    expect(s.pending?.kind).toBe('may');
    const hand = player(s, A).hand.length;
    s = resolveAll(act(s, A, { type: 'mayAnswer', accept: true }));
    expect(player(s, A).hand.length).toBe(hand + 1);
    expect(Object.values(s.objects).some((o) => o.def === 'glimmer-essence-amulet')).toBe(false);
  });

  it('not on your own turn, and not for an opponent\'s phantasia', () => {
    expect(destroyBud(A, A).pending).toBeNull();
    expect(destroyBud(B, B).pending).toBeNull();
  });
});

describe('kaleidoscope-barrette', () => {
  const bud = defineCard({ slug: 'test-bud', name: 'Test Bud', types: ['PHANTASIA'], element: 'NORM', cost: reserve(1) }, {});
  const barrette = scriptedDef('kaleidoscope-barrette');

  it('enters drawing a card', () => {
    let [s, card] = toMaterialize(barrette, 1, (t) => enable(t, A, 'TERA'));
    const hand = player(s, A).hand.length;
    s = materialize(s, card);
    expect(player(s, A).hand.length).toBe(hand + 1);
  });

  it('as your recollection phase begins: Empower X for your X phantasias; with four or more, the top card of your deck goes to your material deck, preserved', () => {
    const run = (buds: number) => {
      let s = bobsMain();
      [s] = place(s, A, barrette);
      for (let i = 0; i < buds; i++) [s] = place(s, A, bud);
      const top = player(s, A).mainDeck[0]!;
      s = throughAlicesRecollection(s);
      return { s, top };
    };
    let { s, top } = run(3);
    expect(pendingEmpower(s, A)).toBe(3);
    expect(player(s, A).materialDeck).not.toContain(top);
    ({ s, top } = run(4));
    expect(pendingEmpower(s, A)).toBe(4);
    expect(player(s, A).materialDeck).toContain(top);
    expect(s.preserved).toContain(top);
  });
});
