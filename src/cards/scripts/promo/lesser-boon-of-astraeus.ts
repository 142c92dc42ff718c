import { activated, boonRules, cardScript, payReserve, suppress, target } from '../../define.js';

export default cardScript('lesser-boon-of-astraeus', {
  abilities: [
    boonRules(
      activated([payReserve(3)], [suppress(target(0))], { targets: [{ kind: 'object', anyType: ['ALLY', 'ITEM', 'WEAPON'], bySpell: true }] }),
      { times: 1 },
    ),
  ],
});
