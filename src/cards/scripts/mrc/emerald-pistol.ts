import { cardScript, classBonus, onEnter, triggered } from '../../define.js';

export default cardScript('emerald-pistol', {
  abilities: [triggered(onEnter(), [{ op: 'materializeFromMaterialDeck', filter: { subtype: 'BULLET' }, memoryCost: 0 }], { condition: classBonus() })],
});
