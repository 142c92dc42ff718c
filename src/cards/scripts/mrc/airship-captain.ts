import { cardScript, dealDamage, target, triggered, whenever } from '../../define.js';

export default cardScript('airship-captain', {
  abilities: [triggered(whenever('enters', { who: 'you', type: 'DOMAIN' }), [dealDamage(target(0), 2)], { targets: [{ kind: 'champion' }] })],
});
