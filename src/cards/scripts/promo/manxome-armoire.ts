import { activated, banishSelf, cardScript, championBonus } from '../../define.js';

export default cardScript('manxome-armoire', {
  abilities: [
    activated([banishSelf()], [{ op: 'returnOmenToHand', then: [{ op: 'banishOwnAsOmen', from: ['hand'] }] }], { condition: championBonus('Ciel') }),
  ],
});
