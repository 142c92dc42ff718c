import { activated, banishSelf, cardScript, classBonus, draw, ifThen, modifyLife, target, targetAlly } from '../../define.js';

export default cardScript('bauble-of-mending', {
  abilities: [
    activated([banishSelf()], [draw(1), ifThen(classBonus(), [modifyLife(target(0), 1)])], {
      targets: [targetAlly({ controller: 'you', notSubtype: 'HUMAN', optional: true })],
    }),
  ],
});
