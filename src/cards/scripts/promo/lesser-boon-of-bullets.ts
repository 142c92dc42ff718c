import { activated, boonRules, cardScript, payReserve } from '../../define.js';

export default cardScript('lesser-boon-of-bullets', {
  keywords: ['classLocked'],
  abilities: [boonRules(activated([payReserve(2)], [{ op: 'materializeFromMaterialDeck', filter: { subtype: 'BULLET' } }]), { costPerUse: 1 })],
});
