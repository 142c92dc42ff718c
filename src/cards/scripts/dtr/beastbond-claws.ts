import { activated, banishSelf, cardScript, modifyLife, target, targetAlly } from '../../define.js';

export default cardScript('beastbond-claws', {
  abilities: [
    activated([banishSelf()], [modifyLife(target(0), 2), { op: 'grantKeyword', subject: target(0), keyword: 'stealth', duration: 'untilEndOfTurn' }], {
      targets: [targetAlly({ controller: 'you', anySubtype: ['ANIMAL', 'BEAST'] })],
    }),
  ],
});
