// h6-c1: PTM cards paid with discards, sacrifices, graveyard banishes and regalia returns.
import { describe, expect, it } from 'vitest';
import { dealDamage, defineCard, reserve, target, targetUnit } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { Action, GameState } from '../../../src/engine/index.js';
import { A, act, addCard, addObject, champion, edit, player, refuse, withDef } from '../../engine/helpers.js';
import { currentPower, hasKeyword } from '../../../src/engine/state/query.js';
import { activate, objectsOf, place, play, settle } from '../amb/scenario.js';
import { aliceAs, namedChampion } from '../amb/amb1-support.js';

const def = scriptedDef;
const EVERY: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ARCANE', 'ASTRA', 'CRUX', 'EXIA', 'LUXEM', 'NEOS', 'TERA', 'UMBRA'];
const zap = defineCard({ slug: 'h6c1-zap', name: 'Zap', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [targetUnit()], onResolve: [dealDamage(target(0), 3)] });
const ally = (slug: string, subtypes: string[] = []) => defineCard({ slug, name: slug, types: ['ALLY'], subtypes, element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
const abilityOf = (s: GameState, object: string): Action | undefined => legalActions(s, A).find((a) => a.type === 'activateAbility' && a.object === object);

describe('h6-c1 ptm', () => {
  it("'vacuous-call': On Enter a Vacuous Servant; with Ciel, (2) + discarding an ally card + sacrificing it makes another", () => {
    let s = withDef(namedChampion(aliceAs({ elements: EVERY }), A, 'Ciel', ['GUARDIAN']), def('vacuous-servant'));
    s = play(s, A, def('vacuous-call'));
    expect(objectsOf(s, 'vacuous-servant')).toHaveLength(1);
    const call = objectsOf(s, 'vacuous-call')[0]!.id;
    s = edit(s, (t) => { player(t, A).hand = player(t, A).hand.filter((c) => !t.defs[t.cards[c]!.def]!.types.includes('ALLY')); });
    // No ally card in hand: the ability can't be paid.
    expect(abilityOf(s, call)).toBeUndefined();
    let allyCard: string;
    [s, allyCard] = addCard(withDef(s, ally('h6c1-squire')), A, 'h6c1-squire');
    s = act(s, A, abilityOf(s, call)!);
    while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') {
      s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve' && a.card !== allyCard)!);
    }
    expect(legalActions(s, A).filter((a) => a.type === 'chooseCostPart')).toEqual([{ type: 'chooseCostPart', id: allyCard }]);
    s = settle(act(s, A, { type: 'chooseCostPart', id: allyCard }));
    expect(player(s, A).graveyard).toContain(allyCard);
    expect(objectsOf(s, 'vacuous-call')).toHaveLength(0);
    expect(objectsOf(s, 'vacuous-servant')).toHaveLength(2);
    // Another champion: the ability is not there to use.
    let t = aliceAs({ classes: ['GUARDIAN'], elements: EVERY });
    let c: string;
    [t, c] = place(t, A, def('vacuous-call'));
    [t] = addCard(withDef(t, ally('h6c1-squire')), A, 'h6c1-squire');
    expect(abilityOf(t, c)).toBeUndefined();
  });

  it("'bandersnatch-frumious-foe': taunt with its class; recover 3 when dealt damage; (2) + another ally: +2 power and cleave", () => {
    let s = aliceAs({ classes: ['ANOMALY'], elements: EVERY });
    let b: string;
    [s, b] = place(s, A, def('bandersnatch-frumious-foe'));
    s = edit(s, (t) => { t.objects[champion(t, A).id]!.damage = 5; });
    [s] = activate(s, A, zap, [{ kind: 'object', id: b }]);
    s = settle(s);
    expect(champion(s, A).damage).toBe(2);
    // Alone, it can't sacrifice itself for the cost.
    expect(abilityOf(s, b)).toBeUndefined();
    let other: string;
    [s, other] = place(s, A, ally('h6c1-page'));
    s = act(s, A, abilityOf(s, b)!);
    while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    expect(legalActions(s, A).filter((a) => a.type === 'chooseCostPart')).toEqual([{ type: 'chooseCostPart', id: other }]);
    s = settle(act(s, A, { type: 'chooseCostPart', id: other }));
    expect(s.field).not.toContain(other);
    expect(currentPower(s, s.objects[b]!)).toBe(4);
    expect(hasKeyword(s, s.objects[b]!, 'cleave')).toBe(true);
    expect(hasKeyword(s, s.objects[b]!, 'taunt')).toBe(true);
  });

  it("'jabberwocky-calamitys-call': all damage to it prevented while nobody controls a Vorpal Sword; (2) + a Specter ally card banished: recover 2, +2 power", () => {
    let s = aliceAs({ classes: ['ANOMALY'], elements: EVERY });
    let j: string;
    [s, j] = place(s, A, def('jabberwocky-calamitys-call'));
    [s] = activate(s, A, zap, [{ kind: 'object', id: j }]);
    s = settle(s);
    expect(s.objects[j]!.damage).toBe(0);
    // An opponent's Vorpal Sword (any player's counts): the damage is dealt.
    let t: GameState;
    [t] = addObject(withDef(s, def('vorpal-sword')), 'bob', 'vorpal-sword');
    [t] = activate(t, A, zap, [{ kind: 'object', id: j }]);
    t = settle(t);
    expect(t.field).not.toContain(j);
    // Its own: the same.
    let u: GameState;
    [u] = addObject(withDef(s, def('vorpal-sword')), A, 'vorpal-sword');
    [u] = activate(u, A, zap, [{ kind: 'object', id: j }]);
    expect(settle(u).field).not.toContain(j);
    // The ability: only a Specter ally card in the graveyard pays it.
    expect(abilityOf(s, j)).toBeUndefined();
    let specter: string;
    [s] = addCard(withDef(s, ally('h6c1-ghost')), A, 'h6c1-ghost', 'graveyard');
    expect(abilityOf(s, j)).toBeUndefined();
    [s, specter] = addCard(withDef(s, ally('h6c1-specter', ['SPECTER'])), A, 'h6c1-specter', 'graveyard');
    s = edit(s, (x) => { x.objects[champion(x, A).id]!.damage = 4; });
    s = act(s, A, abilityOf(s, j)!);
    while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    expect(legalActions(s, A).filter((a) => a.type === 'chooseCostPart')).toEqual([{ type: 'chooseCostPart', id: specter }]);
    s = settle(act(s, A, { type: 'chooseCostPart', id: specter }));
    expect(player(s, A).banishment).toContain(specter);
    expect(champion(s, A).damage).toBe(2);
    expect(currentPower(s, s.objects[j]!)).toBe(6);
  });

  it("'ethereal-absorption': returning a regalia you control to the material deck as an additional cost; draw, two preparation counters", () => {
    let s = aliceAs({ classes: ['ASSASSIN'], elements: EVERY });
    let card: string;
    [s, card] = addCard(withDef(s, def('ethereal-absorption')), A, 'ethereal-absorption');
    refuse(s, A, { type: 'activate', card }, 'parts-of-a-card-cost.md');
    let sword: string;
    [s, sword] = addObject(withDef(s, def('vorpal-sword')), A, 'vorpal-sword');
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'activate', card });
    while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    s = act(s, A, { type: 'chooseCostPart', id: sword });
    expect(s.field).not.toContain(sword);
    expect(player(s, A).materialDeck).toContain(s.objects[sword]?.card ?? player(s, A).materialDeck.at(-1));
    s = settle(s);
    expect(player(s, A).hand.length).toBe(hand - 1 - 1 + 1);
    expect(champion(s, A).counters.preparation).toBe(2);
  });

  it("'obscured-offering': banishing two cards from your material deck is an additional cost; a target regalia gains spellshroud this turn", () => {
    let s = aliceAs({ classes: ['CLERIC'], elements: EVERY });
    s = withDef(withDef(s, def('obscured-offering')), def('vorpal-sword'));
    s = edit(s, (t) => { player(t, A).materialDeck = player(t, A).materialDeck.slice(0, 1); });
    let card: string, sword: string;
    [s, sword] = addObject(s, A, 'vorpal-sword');
    [s, card] = addCard(s, A, 'obscured-offering');
    // One card in the material deck is not enough.
    refuse(s, A, { type: 'activate', card }, 'parts-of-a-card-cost.md');
    let extra: string;
    [s, extra] = addCard(s, A, 'vorpal-sword', 'materialDeck');
    const [first] = player(s, A).materialDeck;
    s = act(act(s, A, { type: 'activate', card }), A, { type: 'chooseTarget', target: { kind: 'object', id: sword } });
    while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    expect(legalActions(s, A).filter((a) => a.type === 'chooseCostPart')).toHaveLength(2);
    s = act(act(s, A, { type: 'chooseCostPart', id: first! }), A, { type: 'chooseCostPart', id: extra });
    expect(player(s, A).materialDeck).toHaveLength(0);
    expect(player(s, A).banishment).toEqual(expect.arrayContaining([first, extra]));
    s = settle(s);
    expect(hasKeyword(s, s.objects[sword]!, 'spellshroud')).toBe(true);
  });
});
