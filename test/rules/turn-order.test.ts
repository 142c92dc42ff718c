import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player } from '../engine/helpers.js';

const toTurn3Main = () => passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A));

describe('Wake up phase (game-mechanics/game-mechanics-turn-order/turn-order-wake-up-phase.md#general-rules)', () => {
  it('wakes every rested object the turn player controls, and only theirs', () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    let mine: string, theirs: string;
    [s, mine] = addObject(s, A, 'blitz-mage', { rested: true });
    [s, theirs] = addObject(s, B, 'giant-tortoise', { rested: true });
    s = passUntil(s, (t) => t.turn === 3 && t.phase !== 'wakeUp');
    expect(s.objects[mine]!.rested).toBe(false);
    expect(s.objects[theirs]!.rested).toBe(true);
  });
});

describe('Materialize phase (game-mechanics/game-mechanics-turn-order/turn-order-materialize-phase.md#general-rules)', () => {
  it('offers one optional materialization to the turn player, from the material deck', () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    [s] = addCard(s, A, 'smoke-out', 'memory'); // one card in memory pays Rai's memory cost of 1
    s = passUntil(s, (t) => t.pending?.kind === 'materializePhase');
    expect(s.turn).toBe(3);
    expect(s.pending?.player).toBe(A);
    const options = legalActions(s, A);
    expect(options).toContainEqual({ type: 'skipMaterialize' });
    const names = options.filter((a) => a.type === 'materialize').map((a) => s.defs[s.cards[(a as { card: string }).card]!.def]!.name);
    // Level 1 champion and the two memory-cost-0 regalia; not the level 2 champion, not the level 0.
    expect(names.sort()).toEqual(['Crystal of Empowerment', 'Rai, Spellcrafter', 'Training Sword']);
  });

  it('cannot materialize a card whose memory cost the memory zone cannot pay', () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    s = passUntil(s, (t) => t.pending?.kind === 'materializePhase');
    expect(player(s, A).memory).toHaveLength(0);
    const names = legalActions(s, A).filter((a) => a.type === 'materialize').map((a) => s.defs[s.cards[(a as { card: string }).card]!.def]!.name);
    expect(names.sort()).toEqual(['Crystal of Empowerment', 'Training Sword']);
  });

  it('gives no Opportunity when nothing was materialized', () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    s = passUntil(s, (t) => t.pending?.kind === 'materializePhase');
    s = act(s, A, { type: 'skipMaterialize' });
    expect(s.phase).toBe('recollection');
  });
});

describe('Recollection phase (game-mechanics/game-mechanics-turn-order/turn-order-recollection-phase.md#general-rules)', () => {
  it('gives the turn player Opportunity, then returns all memory to hand', () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    let m1: string, m2: string;
    [s, m1] = addCard(s, A, 'smoke-out', 'memory');
    [s, m2] = addCard(s, A, 'blitz-mage', 'memory');
    s = passUntil(s, (t) => t.phase === 'recollection');
    expect(s.opportunity && s.players[s.opportunity.player]!.id).toBe(A);
    expect(player(s, A).memory).toEqual([m1, m2]);
    s = passUntil(s, (t) => t.phase !== 'recollection');
    expect(player(s, A).memory).toEqual([]);
    expect(player(s, A).hand).toEqual(expect.arrayContaining([m1, m2]));
  });
});

describe('Draw phase (game-mechanics/game-mechanics-turn-order/turn-order-draw-phase.md#general-rules)', () => {
  it('the turn player draws one card as a turn-based action', () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    const before = player(s, A).hand.length;
    const top = player(s, A).mainDeck[0];
    s = toTurn3MainFrom(s);
    expect(player(s, A).hand.length).toBe(before + 1);
    expect(player(s, A).hand).toContain(top);
  });
});

function toTurn3MainFrom(s: ReturnType<typeof newGame>) {
  return passUntil(s, atMain(A));
}

describe('Main phase (game-mechanics/game-mechanics-turn-order/turn-order-main-phase.md#general-rules)', () => {
  it('the turn player controls passage to the end phase: passing with an empty stack moves on once every player passed', () => {
    let s = newGame({ first: A });
    s = act(s, A, { type: 'pass' });
    expect(s.phase).toBe('main');
    expect(s.players[s.opportunity!.player]!.id).toBe(B);
    s = act(s, B, { type: 'pass' });
    // Alice has nothing in her end phase to act on: the turn passes to Bob.
    expect(s.turn === 2 || s.phase === 'end').toBe(true);
  });
});

describe('End phase (game-mechanics/game-mechanics-turn-order/turn-order-end-phase.md#general-rules)', () => {
  it('offers Opportunity before clean-up, then clears ally damage and until-end-of-turn effects', () => {
    let s = newGame({ first: A });
    let ally: string;
    [s, ally] = addObject(s, A, 'impassioned-tutor', { damage: 2 });
    s = edit(s, (t) => {
      t.effects = [...t.effects, { id: 'e1', object: ally, stat: 'power', amount: 2, duration: 'untilEndOfTurn', timestamp: 1 }];
      t.objects[t.players[0]!.champion ?? ''] ? null : null;
    });
    const champ = champion(s, A);
    s = edit(s, (t) => { t.objects[champ.id]!.damage = 3; });
    s = act(s, A, { type: 'pass' });
    s = act(s, B, { type: 'pass' });
    expect(s.phase).toBe('end');
    expect(s.opportunity && s.players[s.opportunity.player]!.id).toBe(A);
    s = passUntil(s, (t) => t.turn === 2);
    expect(s.objects[ally]!.damage).toBe(0);
    expect(s.effects.filter((e) => e.object === ally)).toHaveLength(0);
    // Champion damage is not temporary.
    expect(s.objects[champ.id]!.damage).toBe(3);
  });
});

describe('Turn order (game-mechanics/game-mechanics-turn-order/README.md#general-rules)', () => {
  it('runs wake up, materialize, recollection, draw, main and end in order on later turns', () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    const seen: string[] = [];
    for (let i = 0; i < 60 && !(s.turn === 3 && s.phase === 'end'); i++) {
      if (seen[seen.length - 1] !== s.phase && s.turn === 3) seen.push(s.phase);
      const who = s.pending?.player ?? s.players[s.opportunity!.player]!.id;
      const pass = legalActions(s, who).find((a) => a.type === 'pass' || a.type === 'skipMaterialize')!;
      s = act(s, who, pass);
    }
    expect(seen).toEqual(['materialize', 'recollection', 'main']);
    expect(toTurn3Main().phase).toBe('main');
  });
});
