import { activated, banishSelf, cardScript, payReserve } from '../../define.js';

export default cardScript('refluxal-ribbon', {
  abilities: [
    activated([payReserve(2), banishSelf()], [{ op: 'load', choose: { kind: 'weapon', controller: 'you', subtype: 'AETHERWING' }, targetCard: 0 }], {
      targets: [{ kind: 'graveyardCard', controller: 'you', subtype: 'AETHERCHARGE' }],
    }),
  ],
});
