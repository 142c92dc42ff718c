import { buffPower, cardScript, onlyOnce, self, triggered, whenever } from '../../define.js';

// The first Spell card its controller activates makes it stronger for as long as it stays; later ones
// do nothing (ability tracking: the trigger happens only once for this object).
export default cardScript('memorite-blade', {
  abilities: [onlyOnce(triggered(whenever('activates', { who: 'you', subtype: 'SPELL' }), [buffPower(self(), 1, 'permanent')]))],
});
