import { activated, cardScript, copyActivation, restSelf, targetActivation } from '../../define.js';

export default cardScript('rai-mana-weaver', {
  abilities: [
    activated([restSelf(), { kind: 'removeCounters', counter: 'enlighten', count: 4 }], [copyActivation(0, { newTargets: true })], {
      targets: [targetActivation({ subtype: 'SPELL', class: 'MAGE' })],
    }),
  ],
});
