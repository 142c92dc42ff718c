import { cardScript, onEnter, triggered } from '../../define.js';

export default cardScript('lorraine-wandering-warrior', {
  abilities: [triggered(onEnter(), [{ op: 'materializeFromMaterialDeck', filter: { type: 'WEAPON' }, memoryCost: 0 }])],
});
