// On Sacrifice (glossary/game-terms.md#sacrifice): an object's ability that triggers as it is sacrificed, whether by
// paying a cost or by an effect; it goes on the stack above an ability whose cost sacrificed it, so it resolves first.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, recover, reserve, sacrificeSelf, triggered } from '../../src/cards/define.js';
import { A, act, activateFromHand, champion, edit, mainPhaseOf, player, resolveAll } from '../cards/doa/support.js';
import { place } from '../cards/doa/round2-helpers.js';
import { addObject } from '../engine/helpers.js';

const flask = defineCard({ slug: 'test-sacrifice-flask', name: 'Test Flask', types: ['ITEM'], subtypes: ['POTION'], element: 'NORM', cost: reserve(1) }, {
  abilities: [
    triggered({ on: 'sacrifice' }, [draw(1)]),
    { kind: 'activated', speed: 'fast', costs: [sacrificeSelf()], effects: [recover(1)] },
  ],
});
const plain = defineCard({ slug: 'test-sacrifice-plain', name: 'Test Plain', types: ['ITEM'], element: 'NORM', cost: reserve(1) }, {
  abilities: [triggered({ on: 'sacrifice' }, [draw(1)])],
});

describe('On Sacrifice (glossary/game-terms.md#sacrifice)', () => {
  it('triggers when a cost sacrifices the object, and resolves before the ability whose cost it was', () => {
    let s = edit(mainPhaseOf(A), (t) => { t.objects[t.players[0]!.champion!]!.damage = 3; });
    let id: string;
    [s, id] = place(s, A, flask);
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'activateAbility', object: id, index: 1 });
    expect(s.field).not.toContain(id);
    const order = s.stack.map((i) => i.kind);
    expect(order.at(-1)).toBe('trigger'); // on top of the ability
    s = resolveAll(s);
    expect(player(s, A).hand.length).toBe(hand + 1);
    expect(champion(s, A).damage).toBe(2);
  });
  it('does not trigger when the object leaves the field any other way', () => {
    let s = mainPhaseOf(A);
    let id: string;
    [s, id] = addObject(s, A, 'giant-tortoise');
    void id;
    [s, id] = place(s, A, plain);
    const hand = player(s, A).hand.length;
    const destroy = defineCard({ slug: 'test-destroy', name: 'Test Destroy', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
      targets: [{ kind: 'object' }], onResolve: [{ op: 'destroy', subject: { ref: 'target', index: 0 } }],
    });
    const sacrifice = defineCard({ slug: 'test-sacrifice-it', name: 'Test Sacrifice', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
      targets: [{ kind: 'object' }], onResolve: [{ op: 'sacrifice', subject: { ref: 'target', index: 0 } }],
    });
    let t = play(s, destroy, id);
    expect(t.field).not.toContain(id);
    expect(player(t, A).hand.length).toBe(hand);
    t = play(s, sacrifice, id);
    expect(t.field).not.toContain(id);
    expect(player(t, A).hand.length).toBe(hand + 1);
  });
});


function play(s: ReturnType<typeof mainPhaseOf>, def: ReturnType<typeof defineCard>, id: string) {
  const [t] = activateFromHand(s, A, def, [{ kind: 'object', id }]);
  return resolveAll(t);
}
