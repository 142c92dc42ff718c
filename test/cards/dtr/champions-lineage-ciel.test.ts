// Ciel, Mirage's Grave: an omen counter put on one of your banished cards sets off 2 unpreventable
// damage "as a Spell" (game-mechanics/game-mechanics-abilities/README.md, rule 17: spellshroud keeps a unit out of reach).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, preventDamageStatic, staticAbility } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player, resolveAll, withDef } from '../doa/support.js';
import { championIs, testAlly } from '../guardian-warrior-support.js';

const ciel = scriptedDef('ciel-mirages-grave');
const ritual = defineCard({ slug: 'test-omen-ritual', name: 'Test Omen Ritual', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
  onResolve: [{ op: 'banishOwnAsOmen', from: ['hand'] }],
});
const wall = testAlly('test-wall', ['HUMAN'], 1, 10);
const warded = defineCard({ slug: 'test-warded', name: 'Test Warded', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 10 }, {
  abilities: [staticAbility(preventDamageStatic('self', 'all'))],
});

/** Alice (Ciel) makes an omen of a hand card; the trigger waits for its target. */
function omen(setup: (s: GameState) => GameState = (s) => s): GameState {
  let s = championIs(passUntil(newGame({ first: A }), atMain(A)), A, ciel);
  s = withDef(withDef(withDef(s, ritual), wall), warded);
  s = setup(s);
  let keep: string, card: string;
  [s, keep] = addCard(s, A, 'smoke-out');
  [s, card] = addCard(s, A, ritual.slug);
  s = act(s, A, { type: 'activate', card });
  s = passUntil(s, (t) => t.pending?.kind === 'chooseOmen');
  s = act(s, A, { type: 'chooseCard', card: keep });
  return passUntil(s, (t) => t.pending?.kind === 'triggerTargets' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
}

describe("'ciel-mirages-grave'", () => {
  it('an omen counter on a card of your banishment: 2 damage to up to one target unit, and it cannot be prevented', () => {
    let ally = '';
    let s = omen((t) => { [t, ally] = addObject(t, B, warded.slug); return t; });
    expect(s.pending?.kind).toBe('triggerTargets');
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: ally } }));
    expect(s.objects[ally]!.damage).toBe(2);
  });

  it('up to one: the target may be left out, and nothing is dealt', () => {
    let s = omen();
    const before = champion(s, B).damage;
    expect(legalActions(s, A)).toContainEqual({ type: 'chooseTarget', target: null });
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: null }));
    expect(champion(s, B).damage).toBe(before);
  });

  it('as a Spell: a unit with spellshroud cannot be chosen', () => {
    let shrouded = '';
    let plain = '';
    const s = omen((t) => {
      t = withDef(t, { ...wall, slug: 'test-shrouded', keywords: ['spellshroud'] });
      [t, shrouded] = addObject(t, B, 'test-shrouded');
      [t, plain] = addObject(t, B, wall.slug);
      return t;
    });
    const legal = legalActions(s, A);
    expect(legal).not.toContainEqual({ type: 'chooseTarget', target: { kind: 'object', id: shrouded } });
    expect(legal).toContainEqual({ type: 'chooseTarget', target: { kind: 'object', id: plain } });
  });

  it('without Ciel as the champion, the omen counter sets nothing off', () => {
    const s = omen((t) => edit(t, (u) => { u.objects[player(u, A).champion!]!.def = 'spirit-of-water'; }));
    expect(s.pending?.kind).not.toBe('triggerTargets');
  });
});
