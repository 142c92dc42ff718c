// rdo-1: activation keywords (Kindle, Ephemerate, Starcalling, Command), gather, scavenge, empower and floating memory.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { attackPower } from '../../../src/engine/flow/combat.js';
import { pendingEmpower } from '../../../src/engine/play/activation-keywords.js';
import { A, B, act, atMain, edit, glimpseAllBottom, mainPhaseOf, passUntil, payReserve, player, resolveAll, withDef } from '../doa/support.js';
import { as, chooseTriggerTarget, obj, place } from '../doa/round2-helpers.js';
import { addCards, aliceSecondTurn, cast, castOnly, champ, damageOf, zoneDefs } from './rdo-1-support.js';

const fire = defineCard({ slug: 'test-fire', name: 'Fire', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, {});

const potionCard = defineCard({ slug: 'test-potion', name: 'Potion', types: ['ITEM'], subtypes: ['CLERIC', 'POTION'], element: 'NORM', cost: reserve(2) }, {});
const HERBS = ['blightroot', 'manaroot', 'silvershine', 'fraysia', 'razorvine', 'springleaf'];
/** The game knows the six Herb tokens. */
export const withHerbs = (s: GameState) => HERBS.reduce((t, h) => withDef(t, scriptedDef(h)), s);

describe("'find-recipe'", () => {
  const def = scriptedDef('find-recipe');
  it('scavenge 6 for a Potion card: found within six cards it goes to hand, the rest to the bottom', () => {
    const run = (above: number) => {
      let s = as(mainPhaseOf(A), A, 'cleric');
      s = addCards(s, A, 'test-potion', 1, 'mainDeck', potionCard);
      const potion = player(s, A).mainDeck[0]!;
      s = addCards(s, A, 'smoke-out', above, 'mainDeck');
      s = cast(s, A, def);
      return player(s, A).hand.includes(potion);
    };
    expect(run(5)).toBe(true);
    expect(run(6)).toBe(false);
  });
});

describe("'harvest-herbs'", () => {
  const def = scriptedDef('harvest-herbs');
  it('gathers: one Herb token; floating memory only with the Cleric class bonus', () => {
    let s = withHerbs(as(mainPhaseOf(A), A, 'cleric'));
    const herbs = (t: GameState) => t.field.filter((id) => t.objects[id]!.controller === A && t.defs[t.objects[id]!.def]!.subtypes.includes('HERB')).length;
    s = cast(s, A, def);
    expect(herbs(s)).toBe(1);
    expect(def.abilities).toEqual([{ kind: 'static', effect: { kind: 'keyword', keyword: 'floatingMemory' }, condition: { kind: 'classBonus' } }]);
  });
});

describe("'heighten-spellcraft'", () => {
  const def = scriptedDef('heighten-spellcraft');
  it('empowers 3', () => {
    const s = cast(as(mainPhaseOf(A), A, 'mage'), A, def);
    expect(pendingEmpower(s, A)).toBe(3);
  });
});

describe("'dissuading-halt'", () => {
  const def = scriptedDef('dissuading-halt');
  it("target unit's attacks get -3 power this turn", () => {
    let s = as(aliceSecondTurn(mainPhaseOf(A)), A, 'cleric', 'WATER');
    let ally: string;
    [s, ally] = place(s, A, scriptedDef('bladed-riftseer'), { enteredTurn: 0, counters: { buff: 3 } }); // 5 power
    s = cast(s, A, def, [obj(ally)]);
    s = act(s, A, { type: 'attack', attacker: ally });
    s = act(s, A, { type: 'chooseAttackTarget', target: champ(s, B) });
    expect(attackPower(s)).toBe(2);
  });
});

describe("'entrenched-fortress'", () => {
  const def = scriptedDef('entrenched-fortress');
  it('taunt; On Enter deals 3 damage to target unit', () => {
    let s = castOnly(as(mainPhaseOf(A), A, 'guardian', 'TERA'), A, def);
    s = chooseTriggerTarget(s, A, obj(champ(s, B)));
    s = resolveAll(s);
    expect(damageOf(s, champ(s, B))).toBe(3);
    const fort = s.field.find((id) => s.objects[id]!.def === 'entrenched-fortress')!;
    expect(hasKeyword(s, s.objects[fort]!, 'taunt')).toBe(true);
  });
});

describe("'astra-sight'", () => {
  const def = scriptedDef('astra-sight');
  it('starcalled for 0 while glimpsing; it resolves after the glimpsing card has finished (ruling): glimpse 1, then draw', () => {
    let s = as(mainPhaseOf(A), A, 'cleric', 'ASTRA', 'WIND');
    s = addCards(s, A, 'astra-sight', 1, 'mainDeck', def);
    const star = player(s, A).mainDeck[0]!;
    s = castOnly(s, A, scriptedDef('fairy-whispers')); // glimpse 3, then reveal the top card
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect(legalActions(s, A)).toContainEqual({ type: 'starcall', card: star });
    s = act(s, A, { type: 'starcall', card: star });
    for (const card of s.pending?.kind === 'glimpse' ? s.pending.cards.filter((c) => c !== star) : []) s = act(s, A, { type: 'glimpseChoice', card, where: 'bottom' });
    s = payReserve(s, A);
    // Fairy Whispers has finished (its reveal done); Astra Sight waits on the stack.
    expect(s.stack.map((i) => i.def)).toEqual(['astra-sight']);
    const hand = player(s, A).hand.length;
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect(s.pending?.kind === 'glimpse' && s.pending.cards.length).toBe(1);
    [s] = glimpseAllBottom(s, A);
    s = resolveAll(s);
    expect(player(s, A).hand.length).toBe(hand + 1);
    expect(player(s, A).graveyard).toContain(star);
  });
});

describe("'dazzling-courtesan'", () => {
  const def = scriptedDef('dazzling-courtesan');
  it('Kindle 3: up to three fire cards banished from the graveyard pay for its cost', () => {
    let s = addCards(as(mainPhaseOf(A), A, 'mage', 'FIRE'), A, 'test-fire', 4, 'graveyard', fire);
    s = edit(s, (t) => { player(t, A).hand = []; });
    s = addCards(s, A, 'dazzling-courtesan', 1, 'hand', def);
    const card = player(s, A).hand[0]!;
    s = act(s, A, { type: 'activate', card });
    for (let i = 0; i < 3; i++) s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseKindle' && a.card !== null)!);
    expect(s.stack.map((i) => i.def)).toEqual(['dazzling-courtesan']); // nothing else to pay
    expect(zoneDefs(s, A, 'banishment').filter((d) => d === 'test-fire')).toHaveLength(3);
    expect(zoneDefs(s, A, 'graveyard').filter((d) => d === 'test-fire')).toHaveLength(1);
  });
});

describe("'classical-opening'", () => {
  const def = scriptedDef('classical-opening');
  it('Command Chessman; Ephemerate (3) from the graveyard', () => {
    expect(def.keywords).toEqual(expect.arrayContaining(['command', 'ephemerate']));
    expect(def.commandSubtype).toBe('CHESSMAN');
    let s = aliceSecondTurn(mainPhaseOf(A));
    s = addCards(s, A, 'classical-opening', 1, 'graveyard', def);
    const card = player(s, A).graveyard.at(-1)!;
    const pawn = defineCard({ slug: 'test-pawn', name: 'Pawn', types: ['ALLY'], subtypes: ['CHESSMAN'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
    expect(legalActions(s, A)).not.toContainEqual({ type: 'ephemerate', card });
    let pawnId: string;
    [s] = place(s, A, scriptedDef('bladed-riftseer'), { enteredTurn: 0 }); // not a Chessman
    [s, pawnId] = place(s, A, pawn, { enteredTurn: 0 });
    s = addCards(s, A, 'smoke-out', 3);
    expect(legalActions(s, A)).toContainEqual({ type: 'ephemerate', card });
    s = act(s, A, { type: 'ephemerate', card });
    expect(legalActions(s, A).filter((a) => a.type === 'chooseCommandAlly')).toEqual([{ type: 'chooseCommandAlly', object: pawnId }]);
    s = act(s, A, { type: 'chooseCommandAlly', object: pawnId });
    expect(s.pending?.kind === 'activation' && s.pending.draft.reserveNeeded).toBe(3);
  });
});

describe("'emberwrath-witch'", () => {
  const def = scriptedDef('emberwrath-witch');
  it('is sacrificed at the beginning of your end phase; Ephemerate (2), then banished as it leaves', () => {
    let s = as(mainPhaseOf(A), A, 'cleric', 'FIRE');
    let witch: string;
    [s, witch] = place(s, A, def);
    const card = s.objects[witch]!.card!;
    s = passUntil(s, atMain(B));
    expect(s.field).not.toContain(witch);
    expect(player(s, A).graveyard).toContain(card);
    s = passUntil(s, atMain(A));
    s = addCards(s, A, 'smoke-out', 2);
    expect(legalActions(s, A)).toContainEqual({ type: 'ephemerate', card });
    s = resolveAll(payReserve(act(s, A, { type: 'ephemerate', card }), A));
    const again = s.field.find((id) => s.objects[id]!.card === card)!;
    expect(s.objects[again]!.ephemeral).toBe(true);
    s = passUntil(s, atMain(B));
    expect(player(s, A).banishment).toContain(card);
  });
});

describe("'haunting-apparition'", () => {
  const def = scriptedDef('haunting-apparition');
  it('has stealth only while ephemeral; Ephemerate (5)', () => {
    let s = as(mainPhaseOf(A), A, 'cleric');
    let a: string, b: string;
    [s, a] = place(s, A, def);
    [s, b] = place(s, A, def, { ephemeral: true });
    expect(hasKeyword(s, s.objects[a]!, 'stealth')).toBe(false);
    expect(hasKeyword(s, s.objects[b]!, 'stealth')).toBe(true);
    expect(def.activationValues).toEqual({ ephemerate: 5 });
  });
});

describe("'inspiring-aethercharge'", () => {
  const def = scriptedDef('inspiring-aethercharge');
  it('allies you control get +1 power this turn; you may load it into an Aetherwing weapon you control', () => {
    const run = (accept: boolean) => {
      let s = as(mainPhaseOf(A), A, 'ranger', 'WIND');
      let ally: string, wing: string, foe: string;
      [s, ally] = place(s, A, scriptedDef('bladed-riftseer'));
      [s, foe] = place(s, B, scriptedDef('bladed-riftseer'));
      [s, wing] = place(s, A, scriptedDef('aquamirage-whisper'));
      s = castOnly(s, A, def);
      s = passUntil(s, (t) => t.pending?.kind === 'may');
      s = resolveAll(act(s, A, { type: 'mayAnswer', accept }));
      const card = player(s, A).graveyard.concat(s.objects[wing]!.loaded ?? []).find((c) => s.cards[c]!.def === 'inspiring-aethercharge');
      return [currentStat(s, s.objects[ally]!, 'power'), currentStat(s, s.objects[foe]!, 'power'), (s.objects[wing]!.loaded ?? []).includes(card!), player(s, A).graveyard.includes(card!)];
    };
    expect(run(true)).toEqual([3, 2, true, false]);
    expect(run(false)).toEqual([3, 2, false, true]);
  });
});
