// h5-b1: Convalescent Tonic.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, act, champion, edit, passUntil, player } from '../../engine/helpers.js';
import { place } from '../amb/scenario.js';
import { aliceAs } from '../amb/amb1-support.js';

const def = scriptedDef;

describe('h5-b1 convalescent tonic', () => {
  it("'convalescent-tonic': brewed from one Fraysia; sacrificed, up to two hand cards go under the deck, as many are drawn, and you recover 3", () => {
    expect(def('convalescent-tonic').brew).toEqual([{ count: 1, name: 'Fraysia' }]);
    let s = edit(aliceAs({ classes: ['CLERIC'], elements: ['NORM', 'WATER'] }), (t) => { t.objects[champion(t, A).id]!.damage = 5; });
    let tonic: string;
    [s, tonic] = place(s, A, def('convalescent-tonic'));
    const [x, y] = [player(s, A).hand[1]!, player(s, A).hand[0]!];
    const top = player(s, A).mainDeck.slice(0, 2);
    s = act(s, A, { type: 'activateAbility', object: tonic, index: 0 });
    s = passUntil(s, (t) => t.pending?.kind === 'pickCards');
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: x } });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: y } });
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    expect(s.objects[tonic]).toBeUndefined();
    expect(player(s, A).mainDeck.slice(-2)).toEqual([x, y]);
    expect(player(s, A).hand).toEqual(expect.arrayContaining(top));
    expect(champion(s, A).damage).toBe(2);
  });
});
