// h6-d2: a cost restriction on attack declarations that target a given object
// ('rules/game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-attack-declaration.md#declaring-an-attack',
// steps 2.d and 2.e: costs paid once the targets are chosen; an unpaid restriction makes the attack illegal).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, staticAbility } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import { A, B, act, champion, edit, player, refuse } from '../engine/helpers.js';
import { place } from '../cards/amb/scenario.js';
import { bobAs } from '../cards/amb/amb1-support.js';
import { declareWithCard, unitAttack } from '../cards/rdo/h6-d2-support.js';

const taxed = defineCard({ slug: 'h6-d2-taxed', name: 'Taxed', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 5 },
  { abilities: [staticAbility({ kind: 'attackTargetTax', reserve: 2 })] });
const plain = defineCard({ slug: 'h6-d2-attacker', name: 'Attacker', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {});
const slash = defineCard({ slug: 'h6-d2-slash', name: 'Slash', types: ['ATTACK'], element: 'NORM', cost: reserve(0), power: 1 }, {});
const page = 'combat-phase-attack-declaration.md#declaring-an-attack';

describe('h6-d2 attack target tax', () => {
  it('an attack declaration targeting the object asks its tax once the target is chosen; other targets ask nothing', () => {
    let s = bobAs({});
    let mine: string, t: string;
    [s, mine] = place(s, B, plain, { enteredTurn: 0 });
    [s, t] = place(s, A, taxed);
    expect(unitAttack(s, B, mine, t).paid).toBe(2);
    expect(unitAttack(s, B, mine, champion(s, A).id).paid).toBe(0);
  });

  it('a player who cannot pay is not offered that target, and choosing it is refused', () => {
    let s = bobAs({});
    let mine: string, t: string;
    [s, mine] = place(s, B, plain, { enteredTurn: 0 });
    [s, t] = place(s, A, taxed);
    s = edit(s, (u) => { player(u, B).hand = player(u, B).hand.slice(0, 1); });
    s = act(s, B, { type: 'attack', attacker: mine });
    if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
    const targets = legalActions(s, B).flatMap((a) => (a.type === 'chooseAttackTarget' ? [a.target] : []));
    expect(targets).toContain(champion(s, A).id);
    expect(targets).not.toContain(t);
    refuse(s, B, { type: 'chooseAttackTarget', target: t }, page);
  });

  it("an attack card's declaration may decline the tax: the card leaves the intent and no attack is made", () => {
    let s = bobAs({});
    let t: string;
    [s, t] = place(s, A, taxed);
    s = declareWithCard(s, B, slash, t);
    expect(s.pending?.kind).toBe('attackDeclaration');
    expect(legalActions(s, B)).toContainEqual({ type: 'cancel' });
    s = act(s, B, { type: 'cancel' });
    expect(s.combat ?? null).toBeNull();
    expect(player(s, B).graveyard.some((c) => s.cards[c]!.def === slash.slug)).toBe(true);
  });
});
