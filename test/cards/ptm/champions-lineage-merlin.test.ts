// Merlin, Memorite Vassal (PTM): On Enter, the Fractured Memories mastery and a Memorite Blade for (2);
// [Merlin Bonus] inherited: an opponent recollecting 3+ cards puts a sheen counter on a unit of theirs per three cards.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, atMain, champion, edit, factsOnly, newGame, objectsOf, passUntil, player, resolveAll, toMaterialize, withDef } from '../doa/support.js';
import { championIs } from '../guardian-warrior-support.js';

const vassal = scriptedDef('merlin-memorite-vassal');
const blade = scriptedDef('memorite-blade');
const mastery = scriptedDef('fractured-memories');

describe("'merlin-memorite-vassal'", () => {
  function enter(): GameState {
    const [s, card] = toMaterialize(vassal, 1, (t) => withDef(withDef(t, blade), mastery));
    return passUntil(act(s, A, { type: 'materialize', card }), (t) => t.pending?.kind === 'payToDo');
  }

  it('On Enter: the Fractured Memories mastery, then (2) paid for a Memorite Blade token', () => {
    let s = enter();
    expect(s.masteries?.[A]?.def).toBe('fractured-memories');
    const pay = legalActions(s, A).filter((a) => a.type === 'chooseReserve');
    s = act(act(s, A, pay[0]!), A, legalActions(s, A).filter((a) => a.type === 'chooseReserve')[1]!);
    s = resolveAll(s);
    expect(objectsOf(s, 'memorite-blade')).toHaveLength(1);
  });

  it('declining to pay: no token', () => {
    const s = resolveAll(act(enter(), A, { type: 'mayAnswer', accept: false }));
    expect(s.masteries?.[A]?.def).toBe('fractured-memories');
    expect(objectsOf(s, 'memorite-blade')).toHaveLength(0);
  });

  /** Alice's champion is Merlin (the vassal on top, or under `top`); Bob reaches his recollection with `n` cards in memory. */
  function bobRecollects(n: number, top = vassal, inner = false): GameState {
    let s = passUntil(newGame({ first: A }), atMain(A));
    s = championIs(s, A, top);
    if (inner) {
      let c: string;
      [s, c] = addCard(withDef(s, vassal), A, vassal.slug, 'banishment');
      s = edit(s, (t) => {
        player(t, A).banishment = player(t, A).banishment.filter((x) => x !== c);
        t.objects[player(t, A).champion!]!.lineage.push(c);
      });
    }
    for (let i = 0; i < n; i++) [s] = addCard(s, B, 'smoke-out', 'memory');
    return passUntil(s, (t) => t.pending?.kind === 'chooseObjects' || (t.turn > 2 && atMain(B)(t)));
  }

  it('an opponent recollecting six cards: they choose a unit of theirs for each of two sheen counters', () => {
    let s = bobRecollects(6);
    expect(s.pending?.kind).toBe('chooseObjects');
    expect(s.pending?.kind === 'chooseObjects' && s.pending.player).toBe(B);
    const bobChamp = champion(s, B).id;
    expect(legalActions(s, B)).toContainEqual({ type: 'chooseTarget', target: { kind: 'object', id: bobChamp } });
    expect(legalActions(s, B)).not.toContainEqual({ type: 'chooseTarget', target: { kind: 'object', id: champion(s, A).id } });
    s = act(s, B, { type: 'chooseTarget', target: { kind: 'object', id: bobChamp } });
    s = act(s, B, { type: 'chooseTarget', target: { kind: 'object', id: bobChamp } });
    s = resolveAll(s);
    expect(champion(s, B).counters.sheen).toBe(2);
  });

  it('two cards recollected: nothing', () => {
    const s = bobRecollects(2);
    expect(s.pending?.kind).not.toBe('chooseObjects');
    expect(champion(s, B).counters.sheen ?? 0).toBe(0);
  });

  it('an Inherited Effect with the Merlin Bonus: it works under another Merlin, not under a champion of another name', () => {
    expect(bobRecollects(3, factsOnly('merlin-kingslayer'), true).pending?.kind).toBe('chooseObjects');
    expect(bobRecollects(3, factsOnly('tristan-hired-blade'), true).pending?.kind).not.toBe('chooseObjects');
  });
});
