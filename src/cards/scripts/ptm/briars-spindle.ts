import { activated, banishSelf, cardScript, not, restSelf, yourTurn } from '../../define.js';

export default cardScript('briars-spindle', {
  abilities: [
    activated([banishSelf()], [{ op: 'wakeUp', subject: { ref: 'alliesYouControl', subtype: 'CHESSMAN' } }], { condition: not(yourTurn()) }),
    activated([restSelf()], [{ op: 'costChange', amount: -2, who: 'you', filter: { subtype: 'CHESSMAN' }, next: true }], {
      condition: { kind: 'controlsCount', filter: { type: 'ALLY', subtype: 'CHESSMAN', anySubtype: ['KING'] }, min: 1 },
    }),
  ],
});
