import { describe, expect, it } from 'vitest';
import { classBonus, defineCard, reserve } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import { enabledElements } from '../../src/engine/state/query.js';
import { A, B, act, addCard, edit, newGame, passUntil, player, withDef } from '../engine/helpers.js';

const fast = (slug: string, extra: Partial<CardDef>): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), ...extra });

describe('Effects that several players carry out (game-mechanics/game-mechanics-playing-cards/playing-cards-resolution.md#general-rules)', () => {
  it('"each player discards a card": every player chooses their own card, in turn order', () => {
    let s = withDef(newGame({ first: A }), fast('test-each-discards', { onResolve: [{ op: 'discard', who: 'each', count: 1 }] }));
    let card: string;
    [s, card] = addCard(s, A, 'test-each-discards');
    s = act(s, A, { type: 'activate', card });
    s = passUntil(s, (t) => t.pending?.kind === 'chooseCard');
    expect(s.pending!.player).toBe(A);
    const mine = player(s, A).hand[0]!;
    s = act(s, A, { type: 'chooseCard', card: mine });
    expect(s.pending?.kind).toBe('chooseCard');
    expect(s.pending!.player).toBe(B);
    const theirs = player(s, B).hand[2]!;
    expect(legalActions(s, B)).toContainEqual({ type: 'chooseCard', card: theirs });
    s = act(s, B, { type: 'chooseCard', card: theirs });
    expect(player(s, A).graveyard).toContain(mine);
    expect(player(s, B).graveyard).toContain(theirs);
  });
});

describe('Exalted (game-mechanics/game-mechanics-special-elements.md)', () => {
  it('is enabled when your champion enables another advanced element', () => {
    const s = newGame({ first: A });
    expect(enabledElements(s, A)).not.toContain('EXALTED');
    const t = edit(s, (x) => { x.defs['spirit-of-fire'] = { ...x.defs['spirit-of-fire']!, elements: ['FIRE', 'ARCANE'] }; });
    expect(enabledElements(t, A)).toContain('EXALTED');
  });
});

describe('Class Bonus on a card\'s own cost (glossary/keywords-and-abilities.md#class-bonus)', () => {
  it('"costs 2 less" with a class bonus applies while the champion shares the class', () => {
    const cheap = fast('test-cheap-mage', {
      classes: ['MAGE'], cost: reserve(2),
      abilities: [{ kind: 'static', condition: classBonus(), effect: { kind: 'costModifier', affects: 'self', amount: -2 } }],
    });
    let s = withDef(newGame({ first: A }), cheap);
    let card: string;
    [s, card] = addCard(s, A, 'test-cheap-mage');
    expect(act(s, A, { type: 'activate', card }).pending?.kind).toBe('activation'); // Spirit: pay 2
    s = edit(s, (t) => {
      const o = t.objects[t.players[0]!.champion!]!;
      o.def = 'rai-spellcrafter';
    });
    expect(act(s, A, { type: 'activate', card }).pending).toBeNull(); // Rai is a Mage: free
  });
});

describe('Keywords from effects and restrictions (game-mechanics/game-mechanics-abilities/abilities-restriction-abilities.md#general-rules)', () => {
  it('"[Class Bonus] Stealth": the keyword exists only while the restriction is met', async () => {
    const { hasKeyword } = await import('../../src/engine/state/query.js');
    const { addObject, champion } = await import('../engine/helpers.js');
    const sneaky: CardDef = {
      ...defineCard({ slug: 'test-sneaky', name: 'Test Sneaky', types: ['ALLY'], classes: ['MAGE'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {}),
      abilities: [{ kind: 'static', condition: classBonus(), effect: { kind: 'keyword', keyword: 'stealth' } }],
    };
    let s = withDef(newGame({ first: A }), sneaky);
    let o: string;
    [s, o] = addObject(s, A, 'test-sneaky');
    expect(hasKeyword(s, s.objects[o]!, 'stealth')).toBe(false);
    s = edit(s, (t) => { t.objects[champion(t, A).id]!.def = 'rai-spellcrafter'; });
    expect(hasKeyword(s, s.objects[o]!, 'stealth')).toBe(true);
  });

  it('an effect can give a keyword until end of turn', async () => {
    const { hasKeyword } = await import('../../src/engine/state/query.js');
    const { addObject } = await import('../engine/helpers.js');
    let s = withDef(newGame({ first: A }), fast('test-cloak', { onResolve: [{ op: 'grantKeyword', subject: { ref: 'alliesYouControl' }, keyword: 'stealth', duration: 'untilEndOfTurn' }] }));
    let ally: string, card: string;
    [s, ally] = addObject(s, A, 'blitz-mage');
    [s, card] = addCard(s, A, 'test-cloak');
    s = act(s, A, { type: 'activate', card });
    s = passUntil(s, (t) => t.stack.length === 0);
    expect(hasKeyword(s, s.objects[ally]!, 'stealth')).toBe(true);
    s = passUntil(s, (t) => t.turn === 2);
    expect(hasKeyword(s, s.objects[ally]!, 'stealth')).toBe(false);
  });

  it('"all of" restrictions need every one of them', async () => {
    const { conditionMet } = await import('../../src/engine/state/query.js');
    const s = newGame({ first: A });
    expect(conditionMet(s, A, { kind: 'allOf', conditions: [{ kind: 'level', min: 0 }, { kind: 'memory', min: 0 }] })).toBe(true);
    expect(conditionMet(s, A, { kind: 'allOf', conditions: [{ kind: 'level', min: 0 }, { kind: 'memory', min: 1 }] })).toBe(false);
  });
});
