// A "non-token" target restriction, and an amount counted from the damage counters on your champion.
import { describe, expect, it } from 'vitest';
import { defineCard, putCounters, reserve, self, target } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import { A, act, addCard, edit, player, withDef } from '../engine/helpers.js';
import { place, play } from '../cards/amb/scenario.js';
import { mainPhaseOf } from '../cards/doa/support.js';

const ally = (slug: string, types: ('ALLY' | 'TOKEN')[]) =>
  defineCard({ slug, name: slug, types, element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});
const marker = defineCard({ slug: 'hvn1-rules-marker', name: 'Hvn1 Rules Marker', types: ['ACTION'], element: 'NORM', cost: reserve(0) },
  { targets: [{ kind: 'object', nonToken: true }], onResolve: [putCounters(target(0), 'buff', 1)] });
const gauge = defineCard({ slug: 'hvn1-rules-gauge', name: 'Hvn1 Rules Gauge', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 0, life: 1 },
  { abilities: [{ kind: 'triggered', trigger: { on: 'enter' }, effects: [{ op: 'scaled', x: { of: 'championDamage' }, per: 3, effect: putCounters(self(), 'buff', 1) }] }] });

describe('non-token targets and champion damage amounts', () => {
  it('a non-token target can be any object but a token (glossary/game-terms.md#token)', () => {
    let s = mainPhaseOf(A);
    let card: string, tok: string, c: string;
    [s, card] = place(s, A, ally('hvn1-rules-card-ally', ['ALLY']));
    [s, tok] = place(s, A, ally('hvn1-rules-token-ally', ['TOKEN', 'ALLY']));
    [s, c] = addCard(withDef(s, marker), A, marker.slug);
    s = act(s, A, { type: 'activate', card: c });
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target ? [a.target.id] : []));
    expect(offered).toContain(card);
    expect(offered).not.toContain(tok);
  });

  it('an amount taken from the damage counters on your champion, as it resolves (glossary/game-terms.md#damage-counters)', () => {
    const run = (damage: number) => {
      let s = edit(mainPhaseOf(A), (t) => { t.objects[player(t, A).champion!]!.damage = damage; });
      s = play(s, A, gauge);
      return Object.values(s.objects).find((o) => o.def === gauge.slug)!.counters.buff ?? 0;
    };
    expect(run(7)).toBe(2);
    expect(run(2)).toBe(0);
  });
});
