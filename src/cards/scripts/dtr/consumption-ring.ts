import { activated, banishSelf, cardScript } from '../../define.js';

export default cardScript('consumption-ring', {
  abilities: [
    activated([banishSelf()], [{ op: 'costChange', amount: 4, who: 'opponents', filter: { notType: 'ALLY' } }], {
      condition: { kind: 'opponentsPhase', phase: 'recollection' },
    }),
  ],
});
