import { cardScript, classBonus, may, onEnter, staticAbility, target, targetAlly, triggered } from '../../define.js';

export default cardScript('buddy-raccoon', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'fastActivation' }, classBonus()),
    triggered(onEnter(), [may({ op: 'returnToHand', subject: target(0) })], { targets: [targetAlly({ controller: 'you', subtype: 'RACCOON', other: true })] }),
  ],
});
