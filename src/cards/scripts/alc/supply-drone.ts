import { atBeginningOfYourRecollection, cardScript, classBonus, triggered } from '../../define.js';

export default cardScript('supply-drone', {
  abilities: [triggered(atBeginningOfYourRecollection(), [{ op: 'materializeFromMaterialDeck', filter: { subtype: 'BULLET' }, memoryCost: 0 }], { condition: classBonus() })],
});
