// Negating an ability instance (glossary/game-terms.md#negate), and activation targets limited to those that
// target an object of yours with a given subtype (game-mechanics-objects-and-targeting.md#target). Cards of our own.
import { describe, expect, it } from 'vitest';
import { activated, defineCard, destroy, reserve, target } from '../../src/cards/define.js';
import type { CardDef, TargetSpec } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, newGame, passUntil, payReserve, withDef } from '../engine/helpers.js';

const zapper = { ...defineCard({ slug: 'test-zapper', name: 'test-zapper', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {}), abilities: [activated([], [destroy(target(0))], { targets: [{ kind: 'object' }] })] } as CardDef;
const ward = { ...defineCard({ slug: 'test-ward', name: 'test-ward', types: ['ITEM'], subtypes: ['WARD'], element: 'NORM', cost: reserve(0) }, {}) } as CardDef;
const negator = (spec: TargetSpec): CardDef =>
  ({ ...defineCard({ slug: 'test-negator', name: 'test-negator', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), targets: [spec], onResolve: [{ op: 'negate', target: 0 }] });

/** Bob's zapper ability targets `victim` (an object); Alice may answer. */
function bobZaps(victim: (s: GameState) => string, before: (s: GameState) => GameState = (s) => s): GameState {
  let s = before(withDef(passUntil(newGame({ first: A }), atMain(B)), zapper));
  let z: string;
  [s, z] = addObject(s, B, zapper.slug);
  s = act(s, B, { type: 'activateAbility', object: z, index: 0 });
  s = act(s, B, { type: 'chooseTarget', target: { kind: 'object', id: victim(s) } });
  s = payReserve(s, B);
  return passUntil(s, (t) => t.stack.length > 0 && t.opportunity !== null && t.players[t.opportunity.player]!.id === A);
}

describe('Negate (glossary/game-terms.md#negate)', () => {
  it('an activated ability on the stack can be negated: it leaves the stack and does not resolve', () => {
    let wardId = '';
    let s = bobZaps(() => wardId, (t) => { let u = withDef(t, ward); [u, wardId] = addObject(u, A, ward.slug); return u; });
    const ability = s.stack[s.stack.length - 1]!;
    expect(ability.kind).toBe('ability');
    const neg = negator({ kind: 'activation', abilities: true });
    let card: string;
    [s, card] = addCard(withDef(s, neg), A, neg.slug);
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'stack', id: ability.id } });
    s = passUntil(payReserve(s, A), (t) => t.stack.length === 0 && !t.pending);
    expect(s.objects[wardId]).toBeDefined();
  });

  it('"an activation or ability that targets a <subtype> object you control": only those may be chosen', () => {
    const neg = negator({ kind: 'activation', abilities: true, targetsYour: ['WARD'] });
    let wardId = '';
    const withWard = (t: GameState) => { let u = withDef(t, ward); [u, wardId] = addObject(u, A, ward.slug); return u; };
    const atWard = bobZaps(() => wardId, withWard);
    const atOther = bobZaps((t) => t.field.find((id) => t.objects[id]!.def === zapper.slug)!, withWard); // its own item: not a Ward
    const offered = (s: GameState) => {
      let card: string;
      [s, card] = addCard(withDef(s, neg), A, neg.slug);
      s = act(s, A, { type: 'activate', card });
      return legalActions(s, A).filter((a) => a.type === 'chooseTarget');
    };
    expect(offered(atWard)).toEqual([{ type: 'chooseTarget', target: { kind: 'stack', id: atWard.stack[atWard.stack.length - 1]!.id } }]);
    const t = addCard(withDef(atOther, neg), A, neg.slug);
    expect(legalActions(t[0], A)).not.toContainEqual({ type: 'activate', card: t[1] });
  });
});
