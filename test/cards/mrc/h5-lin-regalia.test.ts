// MRC regalia scripted by branch h5-lin: Shadow's Claw.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { attackPower } from '../../../src/engine/flow/combat.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player, withDef } from '../../engine/helpers.js';
import { asChampion } from '../promo/promo-reprints-support.js';

const claw = scriptedDef('shadows-claw');
const wisp = defineCard({ slug: 'test-wisp', name: 'test-wisp', types: ['ALLY', 'PHANTASIA'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {});
const grunt = defineCard({ slug: 'test-grunt', name: 'test-grunt', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {});
const settled = (t: GameState) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;

/** Alice's second turn; her champion is a Tristan (or not); the Claw and two allies of hers are on the field. */
function ready(tristan = true): { s: GameState; c: string; w: string; g: string } {
  let s = [claw, wisp, grunt].reduce((t, d) => withDef(t, d), passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)));
  if (tristan) s = asChampion(s, A, 'tristan-underhanded');
  let c: string, w: string, g: string;
  [s, c] = addObject(s, A, claw.slug);
  [s, w] = addObject(s, A, 'test-wisp', { enteredTurn: 0 });
  [s, g] = addObject(s, A, 'test-grunt', { enteredTurn: 0 });
  return { s, c, w, g };
}

describe("'shadows-claw'", () => {
  it('with four or more preparation counters on your champion, it may be activated from the material deck', () => {
    const at = (n: number) => {
      let s = withDef(passUntil(newGame({ first: A }), atMain(A)), claw);
      let card: string;
      [s, card] = addCard(s, A, claw.slug, 'materialDeck');
      s = edit(s, (t) => {
        const champ = t.objects[player(t, A).champion!]!;
        champ.counters.preparation = n;
        t.defs[champ.def] = { ...t.defs[champ.def]!, elements: [...t.defs[champ.def]!.elements, 'UMBRA'] }; // the Claw's element enabled
      });
      return legalActions(s, A).some((a) => a.type === 'activateFromMaterialDeck' && a.card === card);
    };
    expect(at(4)).toBe(true);
    expect(at(3)).toBe(false);
  });

  it('[Tristan Bonus] a phantasia ally you control attacks using it, like a champion with a weapon; it then gets a durability counter', () => {
    const { s: s0, c, w } = ready();
    let s = act(s0, A, { type: 'attack', attacker: w });
    expect(s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage).toBe('weapon');
    expect(legalActions(s, A)).toContainEqual({ type: 'chooseWeapon', weapon: c });
    s = act(s, A, { type: 'chooseWeapon', weapon: c });
    s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
    expect(attackPower(s)).toBe(1 + (s.defs[claw.slug]!.power ?? 0));
    const durability = s.objects[c]!.counters.durability!;
    s = passUntil(s, (t) => t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending && !!t.combat);
    expect(s.objects[c]!.counters.durability).toBe(durability + 1);
    s = passUntil(s, settled, 400);
    expect(s.objects[c]!.counters.durability).toBe(durability); // one lost as the damage was dealt
  });

  it('not other allies, nor without a Tristan champion', () => {
    const { s, g } = ready();
    const t = act(s, A, { type: 'attack', attacker: g });
    expect(t.pending?.kind === 'attackDeclaration' && t.pending.draft.stage).not.toBe('weapon');
    const { s: u, w } = ready(false);
    const v = act(u, A, { type: 'attack', attacker: w });
    expect(v.pending?.kind === 'attackDeclaration' && v.pending.draft.stage).not.toBe('weapon');
  });
});
