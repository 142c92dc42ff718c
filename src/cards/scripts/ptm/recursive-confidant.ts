import { cardScript, classBonus, onEnter, triggered } from '../../define.js';

export default cardScript('recursive-confidant', {
  abilities: [
    triggered(onEnter(), [{ op: 'mayActivateTargetCard', target: 0 }], {
      condition: classBonus(),
      targets: [{ kind: 'banishedCard', controller: 'you', cardType: 'ATTACK', subtype: 'WARRIOR' }],
    }),
  ],
});
