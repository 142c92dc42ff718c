// Renewable from an intent (glossary/keywords-and-abilities.md#renewable): a renewable regalia that
// would be banished from the intent goes to its owner's material deck; one without it is banished.
import { describe, expect, it } from 'vitest';
import { activated, defineCard, load, reserve, restSelf, target } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addObject, atMain, champion, newGame, passUntil, player, withDef } from '../engine/helpers.js';

const pistol = defineCard({ slug: 'test-pistol', name: 'Test Pistol', types: ['WEAPON'], subtypes: ['GUN'], element: 'NORM', cost: reserve(0), power: 1, durability: 3 }, {});
const round = (renewable: boolean) => defineCard(
  { slug: `test-regalia-round-${renewable}`, name: 'Test Round', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['BULLET'], element: 'NORM', cost: reserve(0), power: 1 },
  { keywords: renewable ? ['renewable'] : [], abilities: [activated([restSelf()], [load(target(0))], { targets: [{ kind: 'weapon', controller: 'you', subtype: 'GUN', loaded: false }] })] },
);

function shootWith(renewable: boolean): { s: GameState; ammo: string } {
  const def = round(renewable);
  let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(B)), pistol), def);
  let gun: string, r: string;
  [s, gun] = addObject(s, B, 'test-pistol');
  [s, r] = addObject(s, B, def.slug);
  const ammo = s.objects[r]!.card!;
  s = act(s, B, { type: 'activateAbility', object: r, index: 0 });
  s = act(s, B, { type: 'chooseTarget', target: { kind: 'object', id: gun } });
  s = passUntil(s, (t) => t.stack.length === 0 && atMain(B)(t));
  s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
  s = act(s, B, { type: 'chooseWeapon', weapon: gun });
  s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
  s = passUntil(s, (t) => t.phase === 'main' && !t.combat && t.stack.length === 0 && !t.pending);
  return { s, ammo };
}

describe('Renewable (glossary/keywords-and-abilities.md#renewable)', () => {
  it('a renewable regalia leaving the intent at the end of combat goes to the material deck (glossary/keywords-and-abilities.md#renewable)', () => {
    const { s, ammo } = shootWith(true);
    expect(player(s, B).materialDeck).toContain(ammo);
    expect(player(s, B).banishment).not.toContain(ammo);
  });

  it('a regalia without Renewable leaving the intent is banished (glossary/keywords-and-abilities.md#renewable)', () => {
    const { s, ammo } = shootWith(false);
    expect(player(s, B).banishment).toContain(ammo);
    expect(player(s, B).materialDeck).not.toContain(ammo);
  });
});
