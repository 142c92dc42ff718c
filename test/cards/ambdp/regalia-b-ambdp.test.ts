// Regalia of the AMBDP set scripted in the regalia-b batch: one describe per card, rulings included.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { legalActions } from '../../../src/engine/index.js';
import { atMain } from '../../engine/helpers.js';
import { A, act, addCard, edit, game, objectOf, onField, passUntil, player, settle, withDef } from '../regalia-b-support.js';

describe('prismatic-codex', () => {
  const flame = defineCard({ slug: 'test-flame', name: 'test-flame', types: ['ACTION'], element: 'FIRE', cost: reserve(0), speed: true }, {});

  it("'prismatic-codex': an age counter at the beginning of each of your recollection phases", () => {
    let s = game({ classes: ['MAGE'] });
    let o: string;
    [s, o] = onField(s, 'prismatic-codex');
    s = passUntil(s, (t) => t.players[t.turnPlayer]!.id !== A);
    s = passUntil(s, atMain(A));
    expect(s.objects[o]!.counters.age).toBe(1);
  });

  it("'prismatic-codex': with three age counters, banish it: the next card you activate this turn ignores its elemental requirements", () => {
    let s = withDef(game({ classes: ['MAGE'], elements: ['NORM'] }), flame);
    let o: string, f1: string, f2: string;
    [s, o] = onField(s, 'prismatic-codex', { counters: { age: 2 } });
    [s, f1] = addCard(s, A, flame.slug);
    [s, f2] = addCard(s, A, flame.slug);
    const can = (c: string) => legalActions(s, A).some((a) => a.type === 'activate' && a.card === c);
    expect(can(f1)).toBe(false); // fire is not enabled
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === o)).toBe(false); // only two age counters
    s = edit(s, (t) => { t.objects[o]!.counters.age = 3; });
    s = settle(act(s, A, { type: 'activateAbility', object: o, index: 1 }));
    expect(objectOf(s, 'prismatic-codex')).toBeUndefined();
    expect(can(f1)).toBe(true);
    s = settle(act(s, A, { type: 'activate', card: f1 }));
    expect(player(s, A).graveyard).toContain(f1);
    expect(can(f2)).toBe(false); // only the next card
  });
});
