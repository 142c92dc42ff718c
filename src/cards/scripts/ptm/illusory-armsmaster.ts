import { classBonus, defineCard, onEnter, putCounters, reserve, staticAbility, target, targetWeapon, triggered } from '../../define.js';

export default defineCard(
  { slug: 'illusory-armsmaster', name: 'Illusory Armsmaster', types: ['ALLY'], subtypes: ['WARRIOR', 'HUMAN'], classes: ['WARRIOR'], element: ['EXALTED', 'WATER'], cost: reserve(2), power: 2, life: 2 },
  {
    abilities: [
      staticAbility({ kind: 'keyword', keyword: 'fastActivation' }, classBonus()),
      triggered(
        onEnter(),
        [{ op: 'grantKeyword', subject: target(0), keyword: 'spellshroud', duration: 'untilEndOfTurn' }, putCounters(target(0), 'durability', 2)],
        { condition: classBonus(), targets: [targetWeapon({ controller: 'you', subtype: 'WARRIOR' })] },
      ),
    ],
  },
);
