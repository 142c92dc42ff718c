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
