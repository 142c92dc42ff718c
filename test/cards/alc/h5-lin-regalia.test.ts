// ALC regalia scripted by branch h5-lin: The Elysian Astrolabe.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { refuse } from '../../engine/helpers.js';
import { A, B, act, addCard, addObject, atMain, edit, enable, newGame, passUntil, player, resolveAll, toMaterialize, withDef } from '../doa/support.js';

const astrolabe = scriptedDef('the-elysian-astrolabe');
const look = defineCard({ slug: 'test-look', name: 'Test Look', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'glimpse', count: 2 }] });
const star: CardDef = { ...defineCard({ slug: 'test-star', name: 'Test Star', types: ['ACTION'], element: 'NORM', cost: reserve(5), speed: true }, { onResolve: [] }), keywords: ['starcalling'], activationValues: { starcalling: 3 } };

describe("'the-elysian-astrolabe'", () => {
  /** Alice's materialize phase; her material deck is the Astrolabe plus `others` cards; it started with `start` cards. */
  function phase(others: number, start: number): { s: GameState; card: string } {
    const [s0, card] = toMaterialize(astrolabe, 2, (t) => enable(t, A, 'ASTRA'));
    const s = edit(s0, (t) => {
      const p = player(t, A);
      p.materialDeck = [...p.materialDeck.filter((c) => c !== card).slice(0, others), card];
      p.startingMaterialDeckSize = start;
    });
    return { s, card };
  }
  const canMaterialize = ({ s, card }: { s: GameState; card: string }) => legalActions(s, A).some((a) => a.type === 'materialize' && a.card === card);

  it('ruling: only from the material deck: in hand it cannot be played', () => {
    let s = withDef(passUntil(newGame({ first: A }), atMain(A)), astrolabe);
    let c: string;
    [s, c] = addCard(s, A, astrolabe.slug, 'hand');
    expect(legalActions(s, A).some((a) => 'card' in a && a.card === c)).toBe(false);
  });

  it('materialized only as the last card of the material deck, and only if that deck started with twelve cards; it enters rested', () => {
    expect(canMaterialize(phase(0, 12))).toBe(true);
    expect(canMaterialize(phase(1, 12))).toBe(false);
    expect(canMaterialize(phase(0, 11))).toBe(false);
    refuse(phase(1, 12).s, A, { type: 'materialize', card: phase(1, 12).card });
    const { s, card } = phase(0, 12);
    const t = resolveAll(act(s, A, { type: 'materialize', card }));
    expect(Object.values(t.objects).find((o) => o.card === card)!.rested).toBe(true);
  });

  it('rest: until end of turn, starcalling costs may be paid with (0); each time, glimpse 5', () => {
    let s = [astrolabe, look, star].reduce((t, d) => withDef(t, d), passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)));
    let a: string;
    [s, a] = addObject(s, A, astrolabe.slug);
    s = resolveAll(act(s, A, { type: 'activateAbility', object: a, index: 1 }));
    expect(s.objects[a]!.rested).toBe(true);
    const glimpse = (t: GameState): [GameState, string] => {
      let st: string, l: string;
      [t, st] = addCard(t, A, 'test-star', 'mainDeck');
      [t, l] = addCard(t, A, 'test-look');
      return [passUntil(act(t, A, { type: 'activate', card: l }), (u) => u.pending?.kind === 'glimpse'), st];
    };
    for (let round = 0; round < 2; round++) {
      let st: string;
      [s, st] = glimpse(s);
      expect(legalActions(s, A)).toContainEqual({ type: 'starcall', card: st, free: 'effect' });
      const hand = player(s, A).hand.length;
      s = act(s, A, { type: 'starcall', card: st, free: 'effect' });
      while (s.pending?.kind === 'glimpse' && s.pending.cards.length === 2) s = act(s, A, legalActions(s, A).find((x) => x.type === 'glimpseChoice')!);
      expect(player(s, A).hand.length).toBe(hand); // nothing paid
      // Ruling: the starcalled card waits on the stack while the rest resolves.
      expect(s.stack.some((i) => i.card === st)).toBe(true);
      // The "when you do" glimpse 5.
      s = passUntil(s, (u) => u.pending?.kind === 'glimpse');
      expect(s.pending?.kind === 'glimpse' && s.pending.cards.length).toBe(5);
      while (s.pending?.kind === 'glimpse') s = act(s, A, legalActions(s, A).find((x) => x.type === 'glimpseChoice')!);
      s = resolveAll(s);
    }
    // Next turn it is over.
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    let st: string;
    [s, st] = glimpse(s);
    expect(legalActions(s, A)).not.toContainEqual({ type: 'starcall', card: st, free: 'effect' });
  });
});
