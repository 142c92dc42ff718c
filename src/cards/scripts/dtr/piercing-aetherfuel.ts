import { cardScript, classBonus, draw, ifThen } from '../../define.js';

export default cardScript('piercing-aetherfuel', {
  onResolve: [
    draw(1),
    { op: 'discard', who: 'you', count: 1 },
    ifThen(classBonus(), [{
      op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 2, exactly: true,
      then: [{ op: 'attackBonus', scope: 'championNextUnpreventable', amount: 0, weaponSubtype: 'AETHERWING' }],
    }]),
  ],
});
