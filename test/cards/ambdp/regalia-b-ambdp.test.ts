// Regalia of the AMBDP set scripted in the regalia-b batch: one describe per card, rulings included.
import { describe, expect, it } from 'vitest';
import { dealDamage, dealUnpreventableDamage, defineCard, reserve, target, targetAlly } from '../../../src/cards/define.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { atMain } from '../../engine/helpers.js';
import { A, act, addCard, addObject, edit, game, objectOf, onField, passUntil, player, settle, unit, withDef } from '../regalia-b-support.js';

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

const scriptedDefKeywords = () => scriptedDef('shield-of-parvati').keywords;

describe('shield-of-parvati', () => {
  const guard = unit('test-guarded', { life: 9 });
  const hit = (n: number, unpreventable = false) => defineCard({ slug: `test-hit-${n}-${unpreventable}`, name: 'test-hit', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
    targets: [targetAlly()], onResolve: [unpreventable ? dealUnpreventableDamage(target(0), n) : dealDamage(target(0), n)],
  });

  /** Alice's ally with the Shield linked to it takes `n` damage. */
  function shielded(n: number, unpreventable = false): { s: GameState; ally: string; shield: string } {
    let s = withDef(withDef(game({ classes: ['GUARDIAN'] }), guard), hit(n, unpreventable));
    let ally: string, shield: string, card: string;
    [s, ally] = addObject(s, A, guard.slug);
    [s, shield] = onField(s, 'shield-of-parvati');
    s = edit(s, (t) => { t.objects[shield]!.linkedTo = ally; });
    [s, card] = addCard(s, A, `test-hit-${n}-${unpreventable}`);
    s = settle(act(act(s, A, { type: 'activate', card }), A, { type: 'chooseTarget', target: { kind: 'object', id: ally } }));
    return { s, ally, shield };
  }

  it("'shield-of-parvati': Ally Link; damage to the linked ally has 2 of it prevented and the Shield is sacrificed instead", () => {
    expect(scriptedDefKeywords()).toContain('link');
    let { s, ally, shield } = shielded(5);
    expect(s.objects[ally]!.damage).toBe(3);
    expect(s.objects[shield]).toBeUndefined();
    expect(player(s, A).banishment.concat(player(s, A).graveyard).some((c) => s.cards[c]!.def === 'shield-of-parvati')).toBe(true);
    ({ s, ally, shield } = shielded(1));
    expect(s.objects[ally]!.damage).toBe(0);
    expect(s.objects[shield]).toBeUndefined();
  });

  it("'shield-of-parvati': unpreventable damage is not prevented and the Shield stays", () => {
    const { s, ally, shield } = shielded(4, true);
    expect(s.objects[ally]!.damage).toBe(4);
    expect(s.objects[shield]).toBeDefined();
  });
});
