// Vanitas champions of ALC.
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { attackPower } from '../../../src/engine/flow/combat.js';
import { costToPay } from '../../../src/engine/play/costs.js';
import { A, B, act, addCard, addObject, atMain, champion, newGame, passUntil, payReserve, resolveAll, withDef } from '../doa/support.js';
import { championIs } from '../guardian-warrior-support.js';

const vanitas = scriptedDef('vanitas-convergent-ruin');
const spell = defineCard({ slug: 'test-spell', name: 'Test Spell', types: ['ACTION'], subtypes: ['SPELL'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [] });
const plainAction = defineCard({ slug: 'test-plain', name: 'Test Plain', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [] });
const blade = (power: number) => defineCard({ slug: `test-blade-${power}`, name: `Test Blade ${power}`, types: ['WEAPON'], element: 'NORM', cost: reserve(0), power, durability: 5 }, {});
const relic = defineCard({ slug: 'test-relic', name: 'Test Relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(1) }, null);

/** Alice (Vanitas) in her second turn's main phase. */
const start = (): GameState => withDef(withDef(withDef(championIs(passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)), A, vanitas), spell), plainAction), relic);
function cast(s: GameState, def: typeof spell): GameState {
  let c: string;
  [s, c] = addCard(s, A, def.slug);
  return resolveAll(payReserve(act(s, A, { type: 'activate', card: c }), A));
}
/** Alice's champion declares an attack on Bob's champion, with `weapon` or without one; the attack power. */
function declare(s: GameState, weapon: string | null): GameState {
  s = act(s, A, { type: 'attack', attacker: champion(s, A).id });
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon });
  return act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
}
const finish = (s: GameState) => passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending, 400);

describe("'vanitas-convergent-ruin'", () => {
  it('each Spell card she activates: her next attack without a weapon this turn gets +1 power (they add up)', () => {
    let s = start();
    s = withDef(s, blade(0));
    let fist: string;
    [s, fist] = addObject(s, A, 'test-blade-0'); // a 0-power weapon: the attack has only her own power 1
    s = cast(cast(s, spell), spell);
    s = cast(s, plainAction); // not a Spell: nothing
    expect(attackPower(declare(s, fist))).toBe(1); // armed: the bonus waits
    expect(attackPower(declare(s, null))).toBe(3); // unarmed: +2
  });

  it('her own power 1 plus the bonus, unarmed', () => {
    let s = start();
    s = cast(cast(s, spell), spell);
    s = act(s, A, { type: 'attack', attacker: champion(s, A).id });
    if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: null });
    s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
    expect(attackPower(s)).toBe(3);
  });

  it('not in a later turn', () => {
    let s = cast(cast(start(), spell), spell);
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(attackPower(declare(s, null))).toBe(1);
  });

  describe('On Champion Hit with 7 or more damage', () => {
    /** Her weapon adds to her own power 1: `dealt` damage in all. */
    function hitFor(dealt: number): GameState {
      const power = dealt - 1;
      let s = withDef(start(), blade(power));
      let sword: string;
      [s, sword] = addObject(s, A, `test-blade-${power}`);
      return finish(declare(s, sword));
    }
    const bobPays = (s: GameState) => costToPay(s, B, relic, 0, 'materialize');

    it('cards that opponent materializes cost 1 more, through their turn', () => {
      let s = hitFor(7);
      expect(champion(s, B).damage).toBe(7);
      expect(bobPays(s)).toBe(2);
      expect(costToPay(s, A, relic, 0, 'materialize')).toBe(1); // not Alice's
      expect(costToPay(s, B, { ...relic, cost: reserve(1) }, 0, 'activate')).toBe(1); // not activations
      s = passUntil(s, atMain(B));
      expect(bobPays(s)).toBe(2);
    });

    it('until the beginning of her next turn', () => {
      let s = hitFor(7);
      s = passUntil(passUntil(s, atMain(B)), (t) => t.players[t.turnPlayer]!.id === A);
      expect(bobPays(s)).toBe(1);
    });

    it('6 damage is not enough', () => {
      expect(bobPays(hitFor(6))).toBe(1);
    });
  });
});
