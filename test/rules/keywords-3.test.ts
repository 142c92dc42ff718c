// Pride, Reservable, Ranged with the distant property, and On Charge (glossary/keywords-and-abilities.md).
import { describe, expect, it } from 'vitest';
import { activated, defineCard, draw, memory, reserve, self, triggered } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player, refuse, withDef } from '../engine/helpers.js';
import { ally } from '../engine/test-cards.js';


describe('Keywords, continued', () => {
  it('Pride N (#pride): the ally cannot attack unless your champion is level N or higher', () => {
    let s = withDef(passUntil(newGame({ first: A }), atMain(B)), ally('test-proud', 3, 3, { keywordValues: { pride: 2 } }));
    let u: string;
    [s, u] = addObject(s, B, 'test-proud');
    expect(legalActions(s, B).some((a) => a.type === 'attack' && a.attacker === u)).toBe(false);
    refuse(s, B, { type: 'attack', attacker: u }, 'keywords-and-abilities.md#pride');
    s = edit(s, (t) => { t.objects[t.players[1]!.champion!]!.counters.level = 2; });
    expect(legalActions(s, B)).toContainEqual({ type: 'attack', attacker: u });
  });

  it('Reservable (#reservable): rest the object to pay 1 of a reserve cost', () => {
    let s = withDef(newGame({ first: A }), { ...defineCard({ slug: 'test-reservable', name: 'Test Reservable', types: ['ITEM'], element: 'NORM', cost: reserve(1) }, {}), keywords: ['reservable'] });
    let r: string, mage: string;
    [s, r] = addObject(s, A, 'test-reservable');
    [s, mage] = addCard(s, A, 'blitz-mage'); // reserve 3
    s = act(s, A, { type: 'activate', card: mage });
    expect(legalActions(s, A)).toContainEqual({ type: 'restForReserve', object: r });
    s = act(s, A, { type: 'restForReserve', object: r });
    expect(legalActions(s, A).some((a) => a.type === 'restForReserve')).toBe(false);
    while (s.pending?.kind === 'activation') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    expect(player(s, A).memory).toHaveLength(2);
    expect(s.objects[r]!.rested).toBe(true);
  });

  it('Reservable (#reservable): an activated ability is offered when awake Reservable objects make up its reserve cost, and they pay it', () => {
    const lamp = defineCard({ slug: 'test-lamp', name: 'Test Lamp', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {
      abilities: [activated([{ kind: 'reserve', value: 1 }], [draw(1)])],
    });
    const coffer = defineCard({ slug: 'test-coffer', name: 'Test Coffer', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, { keywords: ['reservable'] });
    let s = withDef(withDef(newGame({ first: A }), lamp), coffer);
    let l: string, c: string;
    [s, l] = addObject(s, A, 'test-lamp');
    s = edit(s, (t) => { t.players[0]!.hand = []; });
    expect(legalActions(s, A)).not.toContainEqual({ type: 'activateAbility', object: l, index: 0 });
    refuse(s, A, { type: 'activateAbility', object: l, index: 0 }, 'parts-of-a-card-cost.md');
    [s, c] = addObject(s, A, 'test-coffer');
    expect(legalActions(s, A)).toContainEqual({ type: 'activateAbility', object: l, index: 0 });
    s = act(s, A, { type: 'activateAbility', object: l, index: 0 });
    expect(legalActions(s, A)).toContainEqual({ type: 'restForReserve', object: c });
    s = act(s, A, { type: 'restForReserve', object: c });
    expect(s.objects[c]!.rested).toBe(true);
    expect(s.stack).toHaveLength(1);
  });

  it('Ranged N (#ranged): a distant unit attacks with +N power; distant ends with its controller\'s turn (glossary/game-terms.md#distant)', () => {
    const archer = ally('test-archer', 1, 2, { keywordValues: { ranged: 2 }, abilities: [triggered({ on: 'enter' }, [{ op: 'becomeDistant', subject: self() }])] });
    let s = withDef(passUntil(newGame({ first: A }), atMain(B)), archer);
    let card: string;
    [s, card] = addCard(s, B, 'test-archer');
    s = act(s, B, { type: 'activate', card });
    s = act(s, B, legalActions(s, B).find((a) => a.type === 'chooseReserve')!);
    s = passUntil(s, (t) => t.stack.length === 0 && atMain(B)(t));
    const u = Object.values(s.objects).find((o) => o.card === card)!;
    expect(u.distant).toBe(true);
    s = act(s, B, { type: 'attack', attacker: u.id });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = passUntil(s, (t) => !t.combat && t.phase === 'main');
    expect(champion(s, A).damage).toBe(3);
    s = passUntil(s, atMain(A));
    expect(s.objects[u.id]!.distant).toBe(false);
  });

  it('On Charge N (#on-charge-n): a charge counter each recollection; triggers once, the first time it has N', () => {
    const battery = defineCard({ slug: 'test-battery', name: 'Test Battery', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {
      abilities: [triggered({ on: 'charge', count: 2 }, [draw(1)])],
    });
    let s = withDef(passUntil(newGame({ first: A }), atMain(B)), battery);
    let o: string;
    [s, o] = addObject(s, A, 'test-battery');
    s = passUntil(s, (t) => t.turn === 3 && t.phase === 'recollection');
    expect(s.objects[o]!.counters.charge).toBe(1);
    s = passUntil(s, atMain(B));
    s = passUntil(s, (t) => t.turn === 5 && t.phase === 'recollection' && t.stack.length > 0);
    expect(s.objects[o]!.counters.charge).toBe(2);
    expect(s.stack[0]!.def).toBe('test-battery');
    s = passUntil(s, (t) => t.turn === 7 && t.phase === 'draw' || (t.turn === 7 && t.phase === 'main'));
    expect(s.objects[o]!.counters.charge).toBe(2); // no more counters once triggered
  });
});
