// h5-b2: DOA cards unblocked by dead-card moves, "ally or regalia" targets and the sacrifice cost.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { dealDamage, defineCard, reserve, target, targetUnit } from '../../../src/cards/define.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { A, B, act, activateFromHand, addCard, atMain, attack, edit, mainPhaseOf, newGame, passUntil, player, resolveAll, withDef, withLevel } from './support.js';
import { as, fill, obj, paid, place } from './round2-helpers.js';
import { cast } from '../rdo/rdo-1-support.js';
import { ally } from '../ptm/ptm-support.js';

const blast = defineCard({ slug: 'test-blast-9', name: 'Test Blast', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [targetUnit()], onResolve: [dealDamage(target(0), 9)] });
const canActivate = (s: GameState, who: PlayerId, def: CardDef): boolean => {
  let card: string;
  [s, card] = addCard(withDef(s, def), who, def.slug);
  return legalActions(s, who).some((a) => a.type === 'activate' && a.card === card);
};

describe("'cremation-ritual'", () => {
  const def = scriptedDef('cremation-ritual');
  it('asks for one of your allies as an additional cost, then draws two cards', () => {
    let s = as(mainPhaseOf(A), A, 'mage', 'FIRE');
    let theirs: string;
    [s, theirs] = place(s, B, ally('test-their-ally', ['HUMAN']));
    expect(canActivate(s, A, def)).toBe(false); // only an ally of the opponent: nothing to sacrifice
    let mine: string;
    [s, mine] = place(s, A, ally('test-my-ally', ['HUMAN']));
    expect(canActivate(s, A, def)).toBe(true);
    s = fill(s, A, 4);
    let card: string;
    [s, card] = addCard(withDef(s, def), A, def.slug);
    s = act(s, A, { type: 'activate', card });
    const offered = (id: string) => legalActions(s, A).some((a) => a.type === 'chooseCostPart' && a.id === id);
    for (let i = 0; i < 20 && s.pending?.kind === 'activation' && !offered(mine); i++) {
      const legal = legalActions(s, A);
      s = act(s, A, legal.find((a) => a.type === 'chooseReserve') ?? legal[0]!);
    }
    expect(offered(mine)).toBe(true);
    expect(offered(theirs)).toBe(false);
    s = act(s, A, { type: 'chooseCostPart', id: mine } as Parameters<typeof act>[2]);
    for (let i = 0; i < 20 && s.pending?.kind === 'activation'; i++) {
      const legal = legalActions(s, A);
      s = act(s, A, legal.find((a) => a.type === 'chooseReserve') ?? legal[0]!);
    }
    expect(s.field).not.toContain(mine);
    const hand = player(s, A).hand.length;
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    expect(player(s, A).hand.length).toBe(hand + 2);
    expect(s.field).toContain(theirs);
  });
});

describe("'arima-gaias-wings'", () => {
  const def = scriptedDef('arima-gaias-wings');
  it('has pride 5 and gets three buff counters at the beginning of your recollection phase', () => {
    expect(def.keywordValues?.pride).toBe(5);
    let s = as(mainPhaseOf(A), A, 'tamer', 'TERA');
    let arima: string;
    [s, arima] = place(s, A, def);
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(s.objects[arima]!.counters.buff).toBe(3);
  });
  it("On Death puts it into its owner's memory, even when another player controls it", () => {
    let s = as(mainPhaseOf(A), A, 'tamer', 'TERA');
    let arima: string;
    [s, arima] = place(s, A, def, { owner: B });
    const card = s.objects[arima]!.card!;
    s = edit(s, (t) => { t.cards[card]!.owner = B; });
    s = cast(s, A, blast, [obj(arima)]);
    expect(s.field).not.toContain(arima);
    expect(player(s, B).memory).toContain(card);
    expect(player(s, B).graveyard).not.toContain(card);
    expect(player(s, A).memory).not.toContain(card);
  });
});

describe("'disintegrate'", () => {
  const def = scriptedDef('disintegrate');
  it('destroys target ally or regalia, never a champion or a non-regalia item', () => {
    let s = as(mainPhaseOf(A), A, 'mage', 'FIRE');
    let sword: string, foe: string, trinket: string;
    [s, sword] = place(s, B, scriptedDef('archon-broadsword'));
    [s, foe] = place(s, B, ally('test-foe', ['HUMAN']));
    [s, trinket] = place(s, B, defineCard({ slug: 'test-trinket-item', name: 'Trinket', types: ['ITEM'], element: 'NORM', cost: reserve(1) }, {}));
    s = fill(s, A, 8);
    let card: string;
    [s, card] = addCard(withDef(s, def), A, def.slug);
    s = act(s, A, { type: 'activate', card });
    const choices = legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => (a as { target: { id?: string } | null }).target?.id);
    expect(choices).toContain(sword);
    expect(choices).toContain(foe);
    expect(choices).not.toContain(trinket);
    expect(choices).not.toContain(player(s, B).champion);
    let t = as(mainPhaseOf(A), A, 'mage', 'FIRE');
    [t, sword] = place(t, B, scriptedDef('archon-broadsword'));
    t = cast(t, A, def, [obj(sword)]);
    expect(t.field).not.toContain(sword);
  });
  it('has Efficiency with the Mage class bonus only', () => {
    let s = withLevel(as(mainPhaseOf(A), A, 'mage', 'FIRE'), A, 2); // level 3
    let foe: string;
    [s, foe] = place(s, B, ally('test-foe', ['HUMAN']));
    s = fill(s, A, 10);
    expect(paid(s, A, def, [obj(foe)])).toBe(5);
    expect(paid(as(s, A, 'warrior', 'FIRE'), A, def, [obj(foe)])).toBe(8);
  });
});

describe("'zephyr'", () => {
  const def = scriptedDef('zephyr');
  it('suppresses target ally or regalia: it comes back at the beginning of the next end phase', () => {
    let s = as(mainPhaseOf(A), A, 'cleric', 'WIND');
    let sword: string, trinket: string;
    [s, sword] = place(s, B, scriptedDef('archon-broadsword'));
    [s, trinket] = place(s, B, defineCard({ slug: 'test-trinket-item', name: 'Trinket', types: ['ITEM'], element: 'NORM', cost: reserve(1) }, {}));
    s = fill(s, A, 4);
    let z: string;
    [s, z] = addCard(withDef(s, def), A, def.slug);
    s = act(s, A, { type: 'activate', card: z });
    const choices = legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => (a as { target: { id?: string } | null }).target?.id);
    expect(choices).not.toContain(trinket);
    let t = as(mainPhaseOf(A), A, 'cleric', 'WIND');
    [t, sword] = place(t, B, scriptedDef('archon-broadsword'));
    const swordCard = t.objects[sword]!.card!;
    t = cast(t, A, def, [obj(sword)]);
    expect(t.field).not.toContain(sword);
    expect(player(t, B).banishment).toContain(swordCard);
    t = passUntil(t, atMain(B));
    expect(Object.values(t.objects).some((o) => t.field.includes(o.id) && o.def === 'archon-broadsword' && o.controller === B)).toBe(true);
  });
});

describe("'ravaging-tempest'", () => {
  const def = scriptedDef('ravaging-tempest');
  it("banishes all allies; each ally's controller draws a card for it", () => {
    let s = as(mainPhaseOf(A), A, 'mage', 'WIND');
    let a1: string, b1: string, b2: string;
    [s, a1] = place(s, A, ally('test-a1', ['HUMAN']));
    [s, b1] = place(s, B, ally('test-b1', ['HUMAN']));
    [s, b2] = place(s, B, ally('test-b2', ['HUMAN']));
    const cards = [a1, b1, b2].map((id) => s.objects[id]!.card!);
    const [deckA, deckB] = [player(s, A).mainDeck.length, player(s, B).mainDeck.length];
    s = cast(s, A, def);
    expect(s.field.filter((id) => s.objects[id]!.def.startsWith('test-'))).toHaveLength(0);
    expect(player(s, A).banishment).toContain(cards[0]);
    expect(player(s, B).banishment).toEqual(expect.arrayContaining([cards[1], cards[2]]));
    expect(deckA - player(s, A).mainDeck.length).toBe(1);
    expect(deckB - player(s, B).mainDeck.length).toBe(2);
  });
  it('has Efficiency: it costs LV less', () => {
    const s = fill(withLevel(as(mainPhaseOf(A), A, 'mage', 'WIND'), A, 3), A, 10); // level 4
    expect(paid(s, A, def)).toBe(4);
  });
});

describe("'spirits-blessing'", () => {
  const def = scriptedDef('spirits-blessing');
  it('asks for a regalia you control, returned to its material deck, as an additional cost; wakes your champion and draws', () => {
    let s = as(mainPhaseOf(A), A, 'mage', 'CRUX');
    expect(canActivate(s, A, def)).toBe(false);
    let sword: string;
    [s, sword] = place(s, A, scriptedDef('archon-broadsword'));
    const swordCard = s.objects[sword]!.card!;
    expect(canActivate(s, A, def)).toBe(true);
    s = edit(fill(s, A, 4), (t) => { t.objects[player(t, A).champion!]!.rested = true; });
    let card: string;
    [s, card] = addCard(withDef(s, def), A, def.slug);
    s = act(s, A, { type: 'activate', card });
    for (let i = 0; i < 20 && s.pending?.kind === 'activation'; i++) {
      const legal = legalActions(s, A);
      s = act(s, A, legal.find((a) => a.type === 'chooseCostPart' && a.id === sword) ?? legal.find((a) => a.type === 'chooseReserve') ?? legal[0]!);
    }
    expect(s.field).not.toContain(sword);
    expect(player(s, A).materialDeck).toContain(swordCard);
    const deck = player(s, A).mainDeck.length;
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    expect(s.objects[player(s, A).champion!]!.rested).toBe(false);
    expect(deck - player(s, A).mainDeck.length).toBe(1);
  });
});

describe("'intangible-geist'", () => {
  const def = scriptedDef('intangible-geist');
  it('On Enter: any amount of regalia cards from your banishment into your material deck', () => {
    let s = as(mainPhaseOf(A), A, 'warrior', 'CRUX');
    let r1: string, r2: string, plain: string, theirs: string;
    [s, r1] = addCard(withDef(s, scriptedDef('archon-broadsword')), A, 'archon-broadsword', 'banishment');
    [s, r2] = addCard(s, A, 'archon-broadsword', 'banishment');
    [s, plain] = addCard(s, A, 'smoke-out', 'banishment');
    [s, theirs] = addCard(s, B, 'archon-broadsword', 'banishment');
    s = activateFromHand(fill(s, A, 4), A, def)[0];
    s = passUntil(s, (t) => t.pending?.kind === 'materialDeckMove');
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'card' ? [a.target.id] : []));
    expect(offered.sort()).toEqual([r1, r2].sort());
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: r1 } });
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: null }));
    expect(player(s, A).materialDeck).toContain(r1);
    expect(player(s, A).banishment).toContain(r2);
    expect(player(s, A).banishment).toContain(plain);
    expect(player(s, B).banishment).toContain(theirs);
  });
  it('[Class Bonus] prevents all combat damage dealt to it', () => {
    const run = (cls: 'warrior' | 'mage') => {
      let s = as(passUntil(newGame({ first: A }), atMain(B)), A, cls, 'CRUX');
      let geist: string, raider: string;
      [s, geist] = place(s, A, def);
      [s, raider] = place(s, B, ally('test-raider', ['HUMAN'], 1, 9), { enteredTurn: 0 });
      s = passUntil(attack(s, B, raider, geist), (t) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
      return s.objects[geist]?.damage;
    };
    expect(run('warrior')).toBe(0);
    expect(run('mage')).toBe(1);
  });
});
