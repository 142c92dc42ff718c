import { activated, banishSelf, cardScript, classBonus, draw, ifThen } from '../../define.js';

export default cardScript('horn-of-beastcalling', {
  abilities: [
    activated([banishSelf()], [
      { op: 'costChange', amount: -3, who: 'you', filter: { type: 'ALLY', subtype: 'BEAST' }, next: true },
      ifThen(classBonus(), [draw(1)]),
    ]),
  ],
});
