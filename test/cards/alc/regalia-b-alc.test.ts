// Regalia of the ALC set scripted in the regalia-b batch: one describe per card, rulings included.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import {
  A, B, act, addObject, attackTurn, declareAttack, idle, inMaterialDeck, inZone, loadFiller, objectOf, onField, passUntil, player, settle, unit, withCards, withDef,
} from '../regalia-b-support.js';

describe('seekers-rifle', () => {
  const victim = unit('test-victim', { life: 1 });
  function killWithRifle(classes: string[], reserveCards: number): [GameState, string] {
    let s = withDef(attackTurn({ classes }), victim);
    let rifle: string, v: string;
    [s, rifle] = onField(s, 'seekers-rifle', { counters: { durability: 2 } });
    s = loadFiller(s, rifle);
    [s] = inMaterialDeck(s, 'plated-bullet');
    [s] = inMaterialDeck(s, 'steel-slug');
    s = withCards(s, reserveCards);
    [s, v] = addObject(s, B, victim.slug);
    s = declareAttack(s, v, rifle);
    s = passUntil(s, (t) => t.pending?.kind === 'payToDo' || idle(t));
    return [s, rifle];
  }

  it("'seekers-rifle': after a kill, paying (2) lets a Bullet of the material deck be materialized", () => {
    let [s] = killWithRifle(['RANGER'], 3);
    expect(s.pending?.kind).toBe('payToDo');
    for (let i = 0; i < 2; i++) s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    s = passUntil(s, (t) => t.pending?.kind === 'search');
    const bullet = player(s, A).materialDeck.find((c) => s.cards[c]!.def === 'plated-bullet')!;
    const options = legalActions(s, A).filter((a) => a.type === 'searchChoice');
    expect(options).toContainEqual({ type: 'searchChoice', card: bullet });
    s = settle(act(s, A, { type: 'searchChoice', card: bullet }));
    expect(objectOf(s, 'plated-bullet')?.controller).toBe(A);
    expect(inZone(s, A, 'materialDeck', 'plated-bullet')).toBe(0);
  });

  it("'seekers-rifle': declining to pay materializes nothing", () => {
    let [s] = killWithRifle(['RANGER'], 3);
    s = settle(act(s, A, { type: 'mayAnswer', accept: false }));
    expect(objectOf(s, 'plated-bullet')).toBeUndefined();
  });

  it("'seekers-rifle': with the Class Bonus it has true sight and spellshroud; not otherwise", () => {
    for (const [classes, has] of [[['RANGER'], true], [['WARRIOR'], false]] as const) {
      let s = attackTurn({ classes: [...classes] });
      [s] = onField(s, 'seekers-rifle', { counters: { durability: 2 } });
      const o = objectOf(s, 'seekers-rifle')!;
      expect(hasKeyword(s, o, 'trueSight')).toBe(has);
      expect(hasKeyword(s, o, 'spellshroud')).toBe(has);
    }
  });
});
