// Ranged as an ability: Ranger Strides (Mage/Ranger share of issue 13).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { refuse } from '../../engine/helpers.js';
import { A, B, act, addObject, asClass, atMain, champion, edit, enable, materialize, newGame, passUntil, player, resolveAll, toMaterialize, useAbility, withDef } from '../doa/support.js';

const rangerStrides = scriptedDef('ranger-strides');
const endOfCombat = (s: GameState) => passUntil(s, (t) => t.phase === 'main' && !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);

describe('ranger-strides', () => {
  it("'ranger-strides': draws a card as it enters", () => {
    let [s, card] = toMaterialize(rangerStrides, 1, (t) => enable(t, A, 'ASTRA'));
    const hand = player(s, A).hand.length;
    s = materialize(s, card);
    expect(player(s, A).hand).toHaveLength(hand + 1);
  });

  it("'ranger-strides': banish it: target Ranger unit gains ranged 4 until end of turn (its attacks while distant get +4)", () => {
    const attackWith = (distant: boolean, strides: boolean): number => {
      let s = asClass(passUntil(newGame({ first: A }), atMain(B)), B, 'ranger');
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.rested = false; });
      let ally: string;
      [s, ally] = addObject(s, B, 'woodland-squirrels');
      s = edit(s, (t) => { t.defs['woodland-squirrels'] = { ...t.defs['woodland-squirrels']!, subtypes: [...t.defs['woodland-squirrels']!.subtypes, 'RANGER'] }; });
      if (strides) {
        let item: string;
        [s, item] = addObject(withDef(s, rangerStrides), B, rangerStrides.slug);
        s = useAbility(s, B, item, 1);
        s = act(s, B, { type: 'chooseTarget', target: { kind: 'object', id: ally } });
        s = resolveAll(s);
      }
      if (distant) s = edit(s, (t) => { t.objects[ally]!.distant = true; });
      s = act(s, B, { type: 'attack', attacker: ally });
      s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
      s = endOfCombat(s);
      return champion(s, A).damage;
    };
    const base = attackWith(false, false);
    expect(attackWith(true, true)).toBe(base + 4);
    expect(attackWith(false, true)).toBe(base);
    expect(attackWith(true, false)).toBe(base);
  });

  it("'ranger-strides': only a Ranger unit can be its target", () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    let item: string;
    [s, item] = addObject(withDef(s, rangerStrides), B, rangerStrides.slug);
    [s] = addObject(s, B, 'woodland-squirrels');
    refuse(s, B, { type: 'activateAbility', object: item, index: 1 });
  });
});
