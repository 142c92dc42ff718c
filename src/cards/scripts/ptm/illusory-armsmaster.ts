import { classBonus, cardScript, onEnter, putCounters, staticAbility, target, targetWeapon, triggered } from '../../define.js';

export default cardScript('illusory-armsmaster', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'fastActivation' }, classBonus()),
    triggered(
      onEnter(),
      [{ op: 'grantKeyword', subject: target(0), keyword: 'spellshroud', duration: 'untilEndOfTurn' }, putCounters(target(0), 'durability', 2)],
      { condition: classBonus(), targets: [targetWeapon({ controller: 'you', subtype: 'WARRIOR' })] },
    ),
  ],
});
